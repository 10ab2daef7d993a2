"""The FIDE Swiss Team Pairing System (C.04.6, 2026): ``TeamSystem.pair`` pairs a round of
a team event and returns a ``TeamRoundPairing`` (matches in board order, board colours from
record 352, the PAB).

``TeamSystem`` is an engine of the registry like the others (``base.Engine``); as its units
are teams, it reads the published rounds itself (``base.ReadsRounds``: ``published``)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from trfcheck.pairers.base import Explanation, Pair
from trfcheck.pairers.core.byes import absent
from trfcheck.trf.model import Colour, ResultCode, RoundEntry, Tournament
from trfcheck.trf.team_rounds import board_count, match_history, pairing_teams

from .colours import allocate
from .engine import Bracket, pair_teams
from .explain import explain_team_round
from .published import published_team_round
from .state import TeamOptions, TeamState, build_states, initial_colour, options_for

__all__ = [
    "TeamMatchPairing",
    "TeamOptions",
    "TeamRoundPairing",
    "TeamSystem",
    "pair_team_round",
    "published_team_round",
]


@dataclass(frozen=True, slots=True)
class TeamMatchPairing:
    """One match: the team with White (its board-1 player has White), the team with Black,
    the board colours of the white team (352; the black team has the opposite on each
    board) and the rule of C.04.6 4.3 that decided the colours."""

    white: int
    black: int
    board_colours: tuple[Colour, ...]
    colour_rule: str = ""


@dataclass(frozen=True, slots=True)
class TeamRoundPairing:
    """The pairing of one round of a team event: matches in board order (GHR 3.6: higher
    pairing score of the pair, then the sum, then the smaller TPN), then the PAB team."""

    round_no: int
    matches: tuple[TeamMatchPairing, ...]
    pab: int | None = None
    brackets: tuple[Bracket, ...] = ()

    def pairs(self) -> list[tuple[int, int]]:
        """(white, black) per match in board order, then (PAB team, 0)."""
        out = [(m.white, m.black) for m in self.matches]
        return out + ([(self.pab, 0)] if self.pab is not None else [])

    def written(self, t: Tournament) -> Tournament:
        """``t`` with this round's blocks (``entries``; results pending). The 001 points
        are left as they are: a team event scores matches and boards (162/362)."""
        return t.with_round(self.round_no, self.entries(t))

    def entries(self, t: Tournament) -> dict[int, RoundEntry]:
        """The round's blocks by start rank (results pending), for ``Tournament.with_round``:
        board k of the white team against board k of the black team, the white team's
        player with the colour 352 gives board k; the PAB team's players ``0000 - U``. The
        line-up is the 310 member order (board 1 first)."""
        members = {x.number or 0: x.members for x in pairing_teams(t)}
        boards = board_count(t)
        out: dict[int, RoundEntry] = {}
        for m in self.matches:
            white = members[m.white][:boards]
            black = members[m.black][:boards]
            for k, (a, b) in enumerate(zip(white, black, strict=False)):
                colour = m.board_colours[k] if k < len(m.board_colours) else Colour.WHITE
                out[a] = RoundEntry(b, colour, None)
                out[b] = RoundEntry(a, colour.opposite, None)
        if self.pab is not None:
            for player in members[self.pab][:boards]:
                out[player] = RoundEntry(None, Colour.NONE, ResultCode.PAB)
        return out


class TeamSystem:
    """C.04.6 (2026). ``options`` default to what the file's 192 team code says."""

    name = "team"
    #: a round of matches is one TRF round of the members' games
    columns_per_round = 1

    def __init__(self, options: TeamOptions | None = None) -> None:
        self.options = options

    def pair(
        self, tournament: Tournament, round_no: int, teams: list[int] | None = None
    ) -> TeamRoundPairing:
        """Pair ``round_no`` from the rounds before it. ``teams`` are the teams to pair
        (default: those paired in that round if it is in the file, else every team).
        Raises NoValidPairing (C.04.6 3.3.3)."""
        options, states, last_two = self._round_facts(tournament, round_no, teams)
        pab, brackets = pair_teams(states, options, last_two=last_two)
        initial = initial_colour(tournament, options)
        pattern = tournament.board_colours or _default_pattern(board_count(tournament))
        matches = []
        for bracket in brackets:
            for a, b in bracket.pairs:
                white, black, rule = allocate(states[a], states[b], options, initial)
                key = (
                    -max(states[a].score, states[b].score),
                    -(states[a].score + states[b].score),
                    min(a, b),
                )
                matches.append((key, TeamMatchPairing(white, black, pattern, rule)))
        ordered = tuple(m for _, m in sorted(matches, key=lambda km: km[0]))
        return TeamRoundPairing(round_no, ordered, pab, tuple(brackets))

    def _round_facts(
        self, tournament: Tournament, round_no: int, teams: list[int] | None
    ) -> tuple[TeamOptions, dict[int, TeamState], bool]:
        """What ``pair`` and ``explain`` both read: the options, the teams' states before
        ``round_no`` (``teams``, default ``participants``) and whether it is one of the
        last two rounds (where C7 and C10 do not apply, ``engine``)."""
        options = self.options or options_for(tournament)
        if teams is None:
            teams = participants(tournament, round_no)
        states = build_states(tournament, round_no, options, teams)
        total = tournament.total_rounds
        return options, states, total is not None and round_no > total - 2

    def published(self, tournament: Tournament, round_no: int) -> tuple[Pair, ...]:
        """The file's matches of ``round_no`` (``published_team_round``)."""
        return published_team_round(tournament, round_no)

    def explain(
        self,
        tournament: Tournament,
        round_no: int,
        published: Sequence[Pair],
        teams: list[int] | None = None,
    ) -> Explanation:
        """Why the ``published`` round ((white team, black team), the PAB as (team, 0)) is
        not the rules' pairing: the first decision of art. 3-4 it did not take, with its
        article and the teams (``explain.explain_team_round``)."""
        options, states, last_two = self._round_facts(tournament, round_no, teams)
        rules = self.pair(tournament, round_no, teams)
        matches = [(m.white, m.black, m.colour_rule) for m in rules.matches]
        return explain_team_round(
            (rules.pab, rules.brackets, matches), states, options, last_two, published
        )


def _default_pattern(boards: int) -> tuple[Colour, ...]:
    return tuple(Colour.WHITE if k % 2 == 0 else Colour.BLACK for k in range(boards))


def participants(t: Tournament, round_no: int) -> list[int]:
    """The teams to pair in ``round_no``: those paired in it when the file has that round,
    else every team without a bye (240 records name teams in a team event)."""
    teams = [x.number or 0 for x in pairing_teams(t)]
    if round_no <= t.rounds_played:
        history = match_history(t, round_no)
        present = [x for x in teams if history[x][round_no - 1].paired]
        if present:
            return present
    away = absent(t, round_no)  # the 240 records name teams
    return [x for x in teams if x not in away]


def pair_team_round(
    t: Tournament, round_no: int | None = None, options: TeamOptions | None = None
) -> TeamRoundPairing:
    """Pair ``round_no`` of a team event (default: the round after the last one in the file)
    with the Swiss Team system; a round in the file is re-paired from the rounds before it.
    Raises NoValidPairing (3.3.3) and ValueError for a round outside 1..last+1."""
    last = t.rounds_played
    target = round_no if round_no is not None else last + 1
    if not 1 <= target <= last + 1:
        raise ValueError(f"round {target}: expected a round from 1 to {last + 1}")
    return TeamSystem(options).pair(t, target)
