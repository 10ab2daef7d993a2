"""The state of each team before a round of the Swiss Team system (C.04.6 art. 1).

Built from the team matches that ``trf.team_rounds`` derives from the 001 lines; scores in
tenths. Colour facts (1.6) count played matches only; a floater (1.5) is a team that played
an opponent with a different pairing score in the previous round.

What is the same rule as in the individual systems is read from ``pairers.core``: the
initial colour and its read-back (4.1, 4.3.1: ``core.colours.initial_colour``,
``lot_colour``), the colour difference (1.6.2) and the history walk (4.3.6, GHR 3.4), and
the pairs a 260 record forbids (C1, 2.1.1: ``core.state.forbidden_partners``). What stays
here is team-level history, genuinely other facts than a player's ``PlayerState``: match
and game points as primary and secondary scores (1.2), a played *match* (one board played,
reading A3), the teams met in played matches, the PAB bar of C2 (2.1.2: a match won by
forfeit), and the floater and preference of 1.5 and 1.7 (Type A/B, no absolute preference).
"""

from __future__ import annotations

import bisect
import enum
from collections.abc import Iterator, Mapping
from dataclasses import dataclass

from trfcheck.pairers.core.colours import colour_difference
from trfcheck.pairers.core.colours import initial_colour as shared_initial_colour
from trfcheck.pairers.core.state import forbidden_partners
from trfcheck.trf.model import Colour, ResultCode, TeamScoring, Tournament
from trfcheck.trf.recent import Recent
from trfcheck.trf.team_rounds import MatchKind, TeamMatch, match_history, pairing_teams
from trfcheck.trf.teams import TeamCode, TeamColourModel, TeamScore, read_team_code

__all__ = [
    "TeamOptions",
    "TeamPreference",
    "TeamState",
    "TeamStrength",
    "build_states",
    "initial_colour",
    "options_for",
    "virtual_points",
]


class TeamStrength(enum.IntEnum):
    """The strength of a team's colour preference, C.04.6 1.7: mild (Type B only) or strong
    (Type B) / simple (Type A) preference (a player's is ``pairers.core.state.Strength``)."""

    MILD = 1
    STRONG = 2


@dataclass(frozen=True, slots=True)
class TeamPreference:
    """A team's colour preference of C.04.6 1.7: the colour wanted and how strongly
    (``TeamStrength``; a player's is ``pairers.core.state.Preference``)."""

    colour: Colour
    strength: TeamStrength


@dataclass(frozen=True, slots=True)
class TeamOptions:
    """What the competition rules choose (C.04.6 1.2, 1.7; C.04.7 for teams).

    readings of ``docs/team.md`` are fixed at the defaults: A1 strong, A3 one
    board played is a played match, A6 pass/fail, A7 minimum then order, A8 pairing scores,
    A9 forfeits not counted, A12 right-aligned histories.
    """

    colour_model: TeamColourModel = TeamColourModel.TYPE_A
    primary: TeamScore = TeamScore.MATCH_POINTS
    secondary_for_colour: bool = True
    baku: bool = False
    both_scored_played: bool = False  # gacrux's reading of "played" (KD-6); the text: False

    @classmethod
    def from_code(cls, code: TeamCode | None) -> TeamOptions:
        """The options a 192 team code states (the defaults of 1.2 and 1.7 without one)."""
        if code is None or not code.swiss:
            return cls()
        return cls(code.colour_model, code.primary, code.secondary_for_colour, code.baku)


def options_for(t: Tournament) -> TeamOptions:
    """The options of the file's 192 code."""
    return TeamOptions.from_code(read_team_code(t.system))


@dataclass(frozen=True, slots=True)
class TeamState:
    """One team before the round: scores (tenths), history facts and its preference."""

    tpn: int
    primary: int
    secondary: int
    score: int  # pairing score: primary plus virtual points (C.04.7 1.5)
    opponents: frozenset[int]  # played matches only (C1, GHR 3.5)
    forbidden: frozenset[int]  # teams it may not meet this round (260 records name teams)
    barred_from_pab: bool  # C2: had a PAB or won a match by forfeit
    matches_played: int  # 3.4.3 (forfeited matches not counted, A9)
    colours: tuple[Colour, ...]  # played matches only, oldest first (1.6.1)
    floater: bool  # 1.5, previous round only
    preference: TeamPreference | None

    def may_meet(self, other: int) -> bool:
        """C1 (2.1.1): not met in a played match, and not a forbidden pair (260)."""
        return other not in self.opponents and other not in self.forbidden

    @property
    def colour_difference(self) -> int:
        """1.6.2: matches with White minus matches with Black."""
        return colour_difference(self.colours)


def virtual_points(t: Tournament, options: TeamOptions) -> Mapping[tuple[int, int], int]:
    """Virtual match points per (team, round): the 250 records, else the Baku formula of
    C.04.7 when the 192 code names it (MP primary only, ``docs/team.md``)."""
    if options.primary is not TeamScore.MATCH_POINTS:
        return {}
    if t.team_acceleration or not options.baku or not t.total_rounds:
        return t.team_acceleration
    teams = [x.number or 0 for x in pairing_teams(t)]
    group = 2 * -(-len(teams) // 4)
    accelerated = -(-t.total_rounds // 2)
    full = -(-accelerated // 2)
    win = (t.team_scoring or TeamScoring()).win
    return {
        (team, r): win if r <= full else win // 2
        for team in sorted(teams)[:group]
        for r in range(1, accelerated + 1)
    }


def build_states(
    t: Tournament, round_no: int, options: TeamOptions, teams: list[int]
) -> dict[int, TeamState]:
    """The state of each of ``teams`` before ``round_no`` (rounds 1..round_no-1).

    Each team's running totals over the whole file are derived once per tournament and
    options (``_Running``), and a round's state is read from them: replaying every round of
    a file costs one pass over its matches, not one per round (a file with one line of a
    thousand rounds would otherwise make the replay quadratic in the rounds).
    """
    running = _running(t, options, max(round_no - 1, t.rounds_played))
    virtual = virtual_points(t, options)
    last_round = t.total_rounds is not None and round_no >= t.total_rounds
    done = max(round_no - 1, 0)

    def score_before(team: int, r: int) -> int:
        """Pairing score of ``team`` when round ``r`` was paired."""
        totals = running.get(team)
        primary = totals.primary[min(r - 1, totals.count)] if totals is not None else 0
        return primary + virtual.get((team, r), 0)

    partners = forbidden_partners(t, round_no)  # the 260 records name teams
    states = {}
    for team in teams:
        totals = running.get(team, _NO_MATCHES)
        k = min(done, totals.count)  # the team's matches of rounds 1..done
        games = bisect.bisect_left(totals.played_at, k)  # its played matches among them
        colours = totals.colours[:games]
        floater = False
        # its last match before the round (the k-th) was played, against this opponent
        last_played = games > 0 and totals.played_at[games - 1] == k - 1
        last_opponent = totals.opponents[games - 1] if last_played else None
        if round_no > 1 and last_opponent:
            prev = round_no - 1
            floater = score_before(team, prev) != score_before(last_opponent, prev)
        primary = totals.primary[k]
        banned = partners.get(team, ())
        states[team] = TeamState(
            tpn=team,
            primary=primary,
            secondary=totals.secondary[k],
            score=primary + virtual.get((team, round_no), 0),
            opponents=frozenset(o for o in totals.opponents[:games] if o),
            forbidden=frozenset(banned),
            barred_from_pab=totals.barred_from < k,
            matches_played=games,
            colours=colours,
            floater=floater,
            preference=preference(colours, options.colour_model, last_round),
        )
    return states


@dataclass(frozen=True, slots=True)
class _Running:
    """One team's running totals over its matches of the file (one per round, in order):
    ``primary[k]``/``secondary[k]`` the scores of its first k matches, ``played_at`` the
    indices of its played matches with their ``colours`` and ``opponents``, ``barred_from``
    the index of the first match that bars a PAB (C2, 2.1.2; ``count`` when none)."""

    count: int
    primary: tuple[int, ...]
    secondary: tuple[int, ...]
    played_at: tuple[int, ...]
    colours: tuple[Colour, ...]
    opponents: tuple[int | None, ...]
    barred_from: int

    @classmethod
    def of(
        cls, matches: tuple[TeamMatch, ...], options: TeamOptions, scoring: TeamScoring
    ) -> _Running:
        mp = options.primary is TeamScore.MATCH_POINTS
        primary, secondary = [0], [0]
        played = [i for i, m in enumerate(matches) if m.played]
        for m in matches:
            scores = (m.match_points, m.game_points)
            primary.append(primary[-1] + scores[not mp])
            secondary.append(secondary[-1] + scores[mp])
        barred = next((i for i, m in enumerate(matches) if _bars_pab(m, scoring)), len(matches))
        return cls(
            count=len(matches),
            primary=tuple(primary),
            secondary=tuple(secondary),
            played_at=tuple(played),
            colours=tuple(matches[i].colour for i in played),
            opponents=tuple(matches[i].opponent for i in played),
            barred_from=barred,
        )


#: A team without a match in the file (every total 0).
_NO_MATCHES = _Running(0, (0,), (0,), (), (), (), 0)

#: tournament, (options, rounds) -> each team's running totals over rounds 1..rounds.
_RUNNING: Recent[dict[int, _Running]] = Recent(4)


def _running(t: Tournament, options: TeamOptions, rounds: int) -> dict[int, _Running]:
    """Every team's running totals over rounds 1..``rounds`` (the file's rounds, or more
    when a round beyond them is paired: its byes written ahead count)."""
    cached = _RUNNING.get(t, (options, rounds))
    if cached is None:
        history = match_history(t, rounds, both_scored_played=options.both_scored_played)
        scoring = t.team_scoring or TeamScoring()
        cached = {team: _Running.of(m, options, scoring) for team, m in history.items()}
        _RUNNING.put(t, (options, rounds), cached)
    return cached


def _bars_pab(m: TeamMatch, scoring: TeamScoring) -> bool:
    """C2 (2.1.2): a PAB, a match won by forfeit, or a full-point bye."""
    if m.kind is MatchKind.PAB or m.bye is ResultCode.FULL_BYE:
        return True
    return m.kind is MatchKind.FORFEITED and m.match_points == scoring.win


def preference(
    colours: tuple[Colour, ...], model: TeamColourModel, last_round: bool
) -> TeamPreference | None:
    """C.04.6 1.7: the colour preference of a team with these played colours."""
    if model is TeamColourModel.NONE or not colours:
        return None
    cd = colour_difference(colours)
    last_two = colours[-2:]
    if cd < -1 or (cd in (0, -1) and last_two == (Colour.BLACK, Colour.BLACK)):
        return TeamPreference(Colour.WHITE, TeamStrength.STRONG)
    if cd > 1 or (cd in (0, 1) and last_two == (Colour.WHITE, Colour.WHITE)):
        return TeamPreference(Colour.BLACK, TeamStrength.STRONG)
    if model is TeamColourModel.TYPE_A:
        return None
    if cd == -1:
        return TeamPreference(Colour.WHITE, TeamStrength.MILD)
    if cd == 1:
        return TeamPreference(Colour.BLACK, TeamStrength.MILD)
    if not last_round:  # 1.7.2: no mild preference at CD 0 in the last round
        return TeamPreference(colours[-1].opposite, TeamStrength.MILD)
    return None


def initial_colour(t: Tournament, options: TeamOptions | None = None) -> Colour:
    """4.1: the initial-colour of 152; else read back from round 1 by the rule every system
    shares (``pairers.core.colours.initial_colour``); else White."""
    return shared_initial_colour(t.initial_colour, _round_one_matches(t, options))


def _round_one_matches(t: Tournament, options: TeamOptions | None) -> Iterator[tuple[int, Colour]]:
    """The played matches of round 1 as the shared rule reads them, by the smaller TPN of
    their teams: that team's TPN and colour. Team-specific only in where the matches come
    from (``trf.team_rounds``, the 001 lines by team): in round 1 every score is zero, so the
    first-team of 4.2 is the smaller TPN (4.2.3), whose parity gives its colour (4.3.1)."""
    both = options is not None and options.both_scored_played
    history = match_history(t, 1, both_scored_played=both)
    for team in sorted(history):
        m = history[team]
        if m and m[0].played and m[0].opponent and team < m[0].opponent:
            yield team, m[0].colour
