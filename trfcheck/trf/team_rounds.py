"""Team matches derived from the 001 lines of a team event (docs/team.md).

A team's round is read from its players' round blocks: the board order is the 300
line-up of that round (else the member order of the 310 record, else 013); the opponent
team is the team of the boards' opponents; the team's colour is the scheduled colour of
its board-1 player (C.04.6 1.6.1), kept only when the match was played; game points are
the sum of the boards under the scoring of 162; match points compare the two teams' game
points under 362 (a forfeited match: the 330 record, else the game points). Derived
facts, never stored in the model.
"""

from __future__ import annotations

import enum
from collections.abc import Mapping
from dataclasses import dataclass

from .model import (
    Colour,
    ForfeitedMatch,
    MatchForfeit,
    Player,
    ResultCode,
    Team,
    TeamScoring,
    Tournament,
)
from .recent import Recent

__all__ = [
    "BoardGame",
    "MatchKind",
    "TeamMatch",
    "board_count",
    "match_history",
    "pairing_teams",
    "team_of_players",
]


class MatchKind(enum.StrEnum):
    """What a team's round was: a match played (at least one board played, reading A3), a
    forfeited match, the PAB, a requested bye (a 240 record of a team event names teams),
    or not paired (absent)."""

    PLAYED = "played"
    FORFEITED = "forfeited"
    PAB = "pab"
    BYE = "bye"  # a bye the team asked for: a 240 record naming the team (F, H or Z)
    ABSENT = "absent"


@dataclass(frozen=True, slots=True)
class BoardGame:
    """One board of a team's match: its player (0 = empty board), the opposing player,
    the player's colour and result, and the game points it scored (tenths)."""

    board: int
    player: int
    opponent: int | None
    colour: Colour
    result: ResultCode | None
    points: int


@dataclass(frozen=True, slots=True)
class TeamMatch:
    """One team's view of one round (match points and game points in tenths)."""

    team: int
    round_no: int
    kind: MatchKind
    opponent: int | None = None
    colour: Colour = Colour.NONE  # the board-1 colour, played matches only (1.6.1)
    scheduled_colour: Colour = Colour.NONE  # the board-1 colour, also when forfeited
    match_points: int = 0
    game_points: int = 0
    boards: tuple[BoardGame, ...] = ()

    @property
    def played(self) -> bool:
        """True for a match actually played (C1, colours, 3.4.3, floats)."""
        return self.kind is MatchKind.PLAYED

    bye: ResultCode | None = None  # F, H or Z for a requested bye

    @property
    def paired(self) -> bool:
        """True if the team took part in the pairing of the round (a match or the PAB)."""
        return self.kind not in (MatchKind.ABSENT, MatchKind.BYE)


def pairing_teams(t: Tournament) -> tuple[Team, ...]:
    """The teams of the event, by team number: the 310 records, else the 013 records
    numbered in file order."""
    numbered = [x for x in t.teams if x.number is not None]
    if numbered:
        return tuple(sorted(numbered, key=lambda x: x.number or 0))
    return tuple(
        Team(x.name, x.members, i, x.nickname, x.strength, x.match_points, x.game_points, x.rank)
        for i, x in enumerate(t.teams, start=1)
    )


def team_of_players(teams: tuple[Team, ...]) -> dict[int, int]:
    """Start rank -> team number."""
    return {m: team.number or 0 for team in teams for m in team.members}


def board_count(t: Tournament) -> int:
    """Boards per match: the length of 352, else the largest line-up or team."""
    if t.board_colours:
        return len(t.board_colours)
    sizes = [len(x.players) for x in t.lineups] + [len(x.members) for x in pairing_teams(t)]
    return max(sizes, default=0)


#: tournament, both_scored_played -> (rounds computed, history): the last few.
_RECENT: Recent[tuple[int, dict[int, tuple[TeamMatch, ...]]]] = Recent(4)


def match_history(
    t: Tournament, rounds: int | None = None, *, both_scored_played: bool = False
) -> dict[int, tuple[TeamMatch, ...]]:
    """Team number -> its matches of rounds 1..``rounds`` (default: every round played).

    A match is played when a board was played over the board (C.04.6 1.6.1, GHR 3.5;
    reading A3). ``both_scored_played`` also counts a match without any board played in
    which both teams scored game points (forfeits both ways) as played: gacrux's reading
    (KD-6 in docs/team.md), not the text's.

    A round's match depends only on that round's records, so the history of every round
    of the file is computed once per tournament (cached) and shorter ones are prefixes of
    it: a replay asks for each round in turn and must not redo the rounds before.
    """
    last = t.rounds_played if rounds is None else rounds
    cached = _RECENT.get(t, both_scored_played)
    if cached is not None and cached[0] >= last:
        return {k: v[:last] for k, v in cached[1].items()}
    done = max(last, t.rounds_played)
    history = _compute_history(t, done, both_scored_played)
    _RECENT.put(t, both_scored_played, (done, history))
    return {k: v[:last] for k, v in history.items()}


def _compute_history(
    t: Tournament, last: int, both_scored_played: bool
) -> dict[int, tuple[TeamMatch, ...]]:
    teams = pairing_teams(t)
    team_of = team_of_players(teams)
    scoring = t.team_scoring or TeamScoring()
    boards = board_count(t)
    lineups = {(x.round_no, x.team): x.players for x in t.lineups}
    forfeits: dict[tuple[int, int], ForfeitedMatch] = {}
    for x in t.forfeited_matches:
        forfeits[(x.round_no, x.white)] = forfeits[(x.round_no, x.black)] = x
    pab_of = {r: team for r, team in enumerate(t.team_pab.teams, 1)} if t.team_pab else {}
    byes = {(a.round_no, team): a.kind for a in t.absences for team in a.players}
    players = {p.start_rank: p for p in t.players}
    out: dict[int, list[TeamMatch]] = {team.number or 0: [] for team in teams}
    for r in range(1, last + 1):
        games: dict[int, tuple[BoardGame, ...]] = {}
        for team in teams:
            number = team.number or 0
            order = lineups.get((r, number)) or _line_up(players, r, team.members, boards)
            games[number] = tuple(_board(players, t, r, k, p) for k, p in enumerate(order, 1))
        for team in teams:
            number = team.number or 0
            match = _match(
                t,
                r,
                number,
                games,
                team_of,
                scoring,
                forfeits,
                pab_of.get(r) == number,
                boards or len(team.members),
                both_scored_played,
            )
            bye = byes.get((r, number))
            if match.kind is MatchKind.ABSENT and bye is not None:
                match = _bye(t, match, bye, scoring, boards or len(team.members))
            out[number].append(match)
    return {k: tuple(v) for k, v in out.items()}


def _line_up(
    players: Mapping[int, Player], r: int, members: tuple[int, ...], boards: int
) -> tuple[int, ...]:
    """Without a 300 record: the members who played, forfeited (also against an empty
    board, ``0000 - +``) or had the PAB in round ``r``, in the order of the team record
    (board order), else the first members."""
    active = []
    for m in members:
        player = players.get(m)
        if player is None:
            continue
        entry = player.entry(r)
        if entry.opponent is not None or entry.result in (ResultCode.PAB, ResultCode.FORFEIT_WIN):
            active.append(m)
    return (tuple(active) or members)[: boards or None]


def _bye(
    t: Tournament, m: TeamMatch, kind: ResultCode, scoring: TeamScoring, boards: int
) -> TeamMatch:
    """A requested team bye (240): a won, drawn or lost match, each board scored as the bye."""
    mp = {ResultCode.FULL_BYE: scoring.win, ResultCode.HALF_BYE: scoring.draw}.get(
        kind, scoring.loss
    )
    gp = boards * t.scoring.points(kind)
    return TeamMatch(m.team, m.round_no, MatchKind.BYE, match_points=mp, game_points=gp, bye=kind)


def _board(players: Mapping[int, Player], t: Tournament, r: int, k: int, p: int) -> BoardGame:
    player = players.get(p)
    if player is None:
        return BoardGame(k, p, None, Colour.NONE, None, 0)
    entry = player.entry(r)
    points = t.scoring.points(entry.result, entry.colour) if entry.result is not None else 0
    return BoardGame(k, p, entry.opponent, entry.colour, entry.result, points)


def _match(
    t: Tournament,
    r: int,
    team: int,
    games: Mapping[int, tuple[BoardGame, ...]],
    team_of: Mapping[int, int],
    scoring: TeamScoring,
    forfeits: Mapping[tuple[int, int], ForfeitedMatch],
    pab_listed: bool,
    boards: int,
    both_scored_played: bool = False,
) -> TeamMatch:
    own = games[team]
    opponents = [team_of.get(g.opponent) for g in own if g.opponent]
    opponent = next((o for o in opponents if o is not None and o != team), None)
    gp = sum(g.points for g in own)
    forfeit = forfeits.get((r, team))
    if opponent is None and forfeit is not None:  # a 330 match whose boards name nobody
        opponent = forfeit.black if forfeit.white == team else forfeit.white
        colour = Colour.WHITE if forfeit.white == team else Colour.BLACK
        mp = _forfeit_points(forfeit, team, scoring)
        gp = _forfeit_game_points(t, forfeit, team, boards)
        return TeamMatch(team, r, MatchKind.FORFEITED, opponent, Colour.NONE, colour, mp, gp, own)
    if opponent is None:
        if pab_listed or any(g.result is ResultCode.PAB for g in own):
            pab = t.team_pab
            mp = pab.match_points if pab and pab.match_points is not None else scoring.draw
            if pab and pab.game_points is not None:
                gp = pab.game_points
            return TeamMatch(team, r, MatchKind.PAB, match_points=mp, game_points=gp, boards=own)
        return TeamMatch(team, r, MatchKind.ABSENT, game_points=gp, boards=own)
    theirs = sum(g.points for g in games.get(opponent, ()))
    played = any(g.result is not None and g.result.played for g in own)
    if both_scored_played and gp > 0 and theirs > 0 and forfeits.get((r, team)) is None:
        played = True  # KD-6: gacrux counts forfeits both ways as a played match
    colour = _team_colour(own, t.board_colours)
    kind = MatchKind.PLAYED if played else MatchKind.FORFEITED
    if not played and forfeit is not None:
        mp = _forfeit_points(forfeit, team, scoring)
        gp = _forfeit_game_points(t, forfeit, team, boards)
    elif gp > theirs:
        mp = scoring.win
    elif gp == theirs and (played or gp > 0):
        mp = scoring.draw
    else:
        mp = scoring.loss
    return TeamMatch(
        team,
        r,
        kind,
        opponent,
        colour if played else Colour.NONE,
        colour,
        mp,
        gp,
        own,
    )


def _forfeit_points(forfeit: ForfeitedMatch, team: int, scoring: TeamScoring) -> int:
    """Match points of a forfeited match from its 330 record."""
    if forfeit.result is MatchForfeit.DOUBLE:
        return scoring.loss
    white_wins = forfeit.result is MatchForfeit.WHITE_WINS
    return scoring.win if white_wins == (team == forfeit.white) else scoring.loss


def _forfeit_game_points(t: Tournament, forfeit: ForfeitedMatch, team: int, boards: int) -> int:
    """Game points of a match forfeited by a 330 record: every board won (or lost) by
    forfeit."""
    if forfeit.result is MatchForfeit.DOUBLE:
        return boards * t.scoring.forfeit_loss
    won = (forfeit.result is MatchForfeit.WHITE_WINS) == (team == forfeit.white)
    return boards * (t.scoring.forfeit_win if won else t.scoring.forfeit_loss)


def _team_colour(own: tuple[BoardGame, ...], pattern: tuple[Colour, ...]) -> Colour:
    """C.04.6 1.6.1: the scheduled colour of board 1; from another board through 352 when
    board 1 is empty."""
    for game in own:
        if game.colour is Colour.NONE or game.opponent is None:
            continue
        if game.board == 1:
            return game.colour
        if game.board <= len(pattern):
            white_side = game.colour is pattern[game.board - 1]
            return Colour.WHITE if white_side else Colour.BLACK
    return Colour.NONE
