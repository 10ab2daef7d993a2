"""The games a norm is computed on: each player's played games with the opponents' facts, and
the games the Title Regulations exclude (B.01 2024 1.4.2), each with its reason.

A game counts when it was played (TRF codes ``1 = 0``); forfeits, byes of every kind and games
of less than one move (``W D L``) are not games for a norm (1.4.2c; docs/norms.md). An opponent's
rating, title and federation are those of the file's 001 record (the ratings at the start,
1.4.6), unless ``facts`` replaces them (a rating list). In a round robin, games against an
unrated opponent who scored no point against the rated players are excluded (1.4.2b).

1.4.2c excludes forfeits, but an opponent's forfeit in the last round leaves a norm valid when
the player had to play that game to have the required number of games and could have afforded
to lose it (docs/norms.md, "1.4.2c"): an opponent's forfeit in the event's last round is
kept apart as a game the applicant lost (``last_round_forfeit``), for the search of the best
set to take or leave. The applicant's own forfeit is a forfeit like any other: never a
game.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from trfcheck.trf.model import Player, ResultCode, Tournament

__all__ = [
    "Exclusion",
    "NormGame",
    "OpponentFacts",
    "PlayerGames",
    "player_games",
    "scoreless_unrated",
]

_POINTS = {ResultCode.WIN: 10, ResultCode.DRAW: 5, ResultCode.LOSS: 0}
_NOT_A_GAME = {
    ResultCode.FORFEIT_WIN: "forfeit win (1.4.2c)",
    ResultCode.FORFEIT_LOSS: "forfeit loss (1.4.2c)",
    ResultCode.WIN_UNRATED: "win without a move played, not a rated game",
    ResultCode.DRAW_UNRATED: "draw without a move played, not a rated game",
    ResultCode.LOSS_UNRATED: "loss without a move played, not a rated game",
    ResultCode.HALF_BYE: "half-point bye",
    ResultCode.FULL_BYE: "full-point bye",
    ResultCode.PAB: "pairing-allocated bye",
    ResultCode.ZERO_BYE: "zero-point bye",
}


@dataclass(frozen=True, slots=True)
class OpponentFacts:
    """What a norm needs to know of a player: rating (0 = unrated), title, federation, sex."""

    rating: int
    title: str
    federation: str
    sex: str = ""


@dataclass(frozen=True, slots=True)
class NormGame:
    """One game that may count: ``points`` in tenths (10, 5, 0) and the opponent's facts;
    ``forfeit`` marks the opponent's last-round forfeit counted as a game the applicant lost
    (1.4.2c)."""

    round_no: int
    opponent: int
    points: int
    opponent_facts: OpponentFacts
    forfeit: bool = False

    @property
    def won(self) -> bool:
        """True for a game won over the board (a game 1.4.1f allows to drop)."""
        return self.points == 10 and not self.forfeit


@dataclass(frozen=True, slots=True)
class Exclusion:
    """A round that gives no game for the norm, and why (1.4.2)."""

    round_no: int
    opponent: int | None
    reason: str


@dataclass(frozen=True, slots=True)
class PlayerGames:
    """A player's norm games in round order, the opponent's last-round forfeit that may count
    as a lost game (1.4.2c), the rounds excluded and why, and the rounds of a forfeit win or
    PAB (1.4.1c)."""

    start_rank: int
    games: tuple[NormGame, ...]
    last_round_forfeit: NormGame | None
    exclusions: tuple[Exclusion, ...]
    forfeit_win_or_pab: tuple[int, ...]


def facts_of(player: Player) -> OpponentFacts:
    """The facts of ``player`` as the 001 record gives them."""
    return OpponentFacts(player.rating, player.title, player.federation, player.sex)


def player_games(
    tournament: Tournament,
    player: Player,
    facts: Mapping[int, OpponentFacts],
    *,
    round_robin: bool,
    rounds: int,
    last_round: int | None = None,
) -> PlayerGames:
    """``player``'s games of rounds 1..``rounds`` for a norm (1.4.2), with ``facts`` by start
    rank; ``round_robin`` applies 1.4.2b; ``last_round`` is the event's last round (1.4.2c;
    default ``rounds``)."""
    last = rounds if last_round is None else last_round
    games: list[NormGame] = []
    exclusions: list[Exclusion] = []
    bonus: list[int] = []
    last_forfeit = None
    scoreless = scoreless_unrated(tournament, facts) if round_robin else frozenset()
    for round_no in range(1, rounds + 1):
        entry = player.entry(round_no)
        result, opponent = entry.result, entry.opponent
        if result is None:
            exclusions.append(Exclusion(round_no, opponent, "not paired or no result"))
            continue
        if result in (ResultCode.FORFEIT_WIN, ResultCode.PAB):
            bonus.append(round_no)
        if result in _POINTS and opponent is not None and opponent in facts:
            game = NormGame(round_no, opponent, _POINTS[result], facts[opponent])
            if opponent in scoreless:
                reason = "unrated opponent without a point against rated players (1.4.2b)"
                exclusions.append(Exclusion(round_no, opponent, reason))
            else:
                games.append(game)
            continue
        reason = _NOT_A_GAME.get(result, "no game")
        if result is ResultCode.FORFEIT_WIN and round_no == last and opponent in facts:
            assert opponent is not None
            last_forfeit = NormGame(round_no, opponent, 0, facts[opponent], forfeit=True)
            reason = "the opponent's last-round forfeit (1.4.2c: a lost game if the norm needs it)"
        exclusions.append(Exclusion(round_no, opponent, reason))
    return PlayerGames(
        player.start_rank, tuple(games), last_forfeit, tuple(exclusions), tuple(bonus)
    )


def scoreless_unrated(tournament: Tournament, facts: Mapping[int, OpponentFacts]) -> frozenset[int]:
    """1.4.2b: the unrated players of a round robin who scored no point in their played
    games against rated players (and played at least one)."""
    out = set()
    for p in tournament.players:
        if facts[p.start_rank].rating:
            continue
        against_rated = [
            _POINTS[e.result]
            for e in p.rounds
            if e.result in _POINTS
            and e.opponent is not None
            and e.opponent in facts
            and facts[e.opponent].rating
        ]
        if against_rated and not any(against_rated):
            out.add(p.start_rank)
    return frozenset(out)
