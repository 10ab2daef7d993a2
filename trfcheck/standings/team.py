"""Team tie-breaks of C.07 art. 11-13: MPvGP, the ESB family, BC, TBR, BBE, SSSC and the
EDE family, and the team standings they give.

Scores in tenths (ESB and SSSC in hundredths). Match points (MP) and game points (GP) per
round come from ``trf.team_rounds``. Art. 12 (BC, TBR, BBE): board forfeits count as
ordinary wins and losses, a team PAB counts on every board as a won game, a team bye as the
bye's points. Art. 16 (ESB, SSSC's Buchholz): opponents are seen with their adjusted score
(16.3); an unplayed round (forfeited match, PAB, team bye) counts against a dummy with the
team's own score, capped from C.07 2026 on at the scheduled opponent's adjusted score for a
forfeit (16.4.1) and at a draw times the number of rounds otherwise (16.4.2); ``/P`` counts
forfeited matches as played against the scheduled opponent. EDE is direct encounter on the
primary, then the secondary score, decided only when every pair of the tied teams has met.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from fractions import Fraction

from trfcheck.ruleset import TiebreakEdition
from trfcheck.trf.model import ResultCode, TeamScoring, Tournament
from trfcheck.trf.numbers import whole_or_none
from trfcheck.trf.team_rounds import MatchKind, TeamMatch, board_count, match_history
from trfcheck.trf.teams import TeamScore, read_team_code

from .buchholz import Item
from .buchholz import cut as drop

__all__ = [
    "TEAM_TIEBREAKS",
    "TeamTable",
    "team_standings",
    "team_tiebreak",
]

#: The team tie-breaks this module computes (C.07 art. 11-13).
TEAM_TIEBREAKS = frozenset(
    {"MPVGP", "EMMSB", "EMGSB", "EGMSB", "EGGSB", "BC", "TBR", "BBE", "SSSC", "EDE", "BH"}
    | {"EDEBT", "EDEBB", "EDET", "EDEB"}
)

Value = int | tuple[int, ...]


@dataclass(frozen=True, slots=True)
class TeamTable:
    """The matches of every team and the event's scoring, read once."""

    history: Mapping[int, tuple[TeamMatch, ...]]
    primary: TeamScore
    scoring: TeamScoring
    boards: int
    win: int  # game points of a won game (162 W)
    rounds: int
    bye_points: Mapping[ResultCode, int]  # game points per board of a team bye (F, H, Z)
    edition: TiebreakEdition = TiebreakEdition.C2026  # 16.4 caps the dummy from 2026 on

    @classmethod
    def of(cls, t: Tournament, edition: TiebreakEdition = TiebreakEdition.C2026) -> TeamTable:
        """The table of ``t`` (every round in the file) under the C.07 ``edition``."""
        code = read_team_code(t.system)
        return cls(
            match_history(t),
            code.primary if code is not None else TeamScore.MATCH_POINTS,
            t.team_scoring or TeamScoring(),
            board_count(t),
            t.scoring.win,
            t.rounds_played,
            {
                k: t.scoring.points(k)
                for k in (ResultCode.FULL_BYE, ResultCode.HALF_BYE, ResultCode.ZERO_BYE)
            },
            edition,
        )

    def mp(self, team: int) -> int:
        """Total match points."""
        return sum(m.match_points for m in self.history[team])

    def gp(self, team: int) -> int:
        """Total game points."""
        return sum(m.game_points for m in self.history[team])

    def score(self, team: int, which: TeamScore) -> int:
        """Total MP or GP."""
        return self.mp(team) if which is TeamScore.MATCH_POINTS else self.gp(team)

    def draw(self, which: TeamScore) -> int:
        """D of art. 16: the MP of a drawn match, or the GP of a drawn match (half the
        boards)."""
        if which is TeamScore.MATCH_POINTS:
            return self.scoring.draw
        return self.boards * self.win // 2

    def adjusted(self, team: int, which: TeamScore) -> int:
        """16.3: the score the opponents see: requested byes (and absences) followed only by
        voluntary unplayed rounds count as draws."""
        matches = self.history[team]
        total = self.score(team, which)
        for j, m in enumerate(matches):
            if _requested_bye(m) and all(_voluntary(x, self) for x in matches[j + 1 :]):
                total += self.draw(which) - _points(m, which)
        return total

    @property
    def secondary(self) -> TeamScore:
        """The score that is not the primary one."""
        if self.primary is TeamScore.MATCH_POINTS:
            return TeamScore.GAME_POINTS
        return TeamScore.MATCH_POINTS


_ESB = re.compile(r"^E([MG])([MG])SB$")


def team_tiebreak(table: TeamTable, code: str) -> dict[int, Value]:
    """The values of one tie-break (``CODE[/modifiers]``) for every team; larger is better
    except BC (lower is better, returned negated so that larger is better everywhere).
    Raises KeyError for a code this module does not compute."""
    head, *mods = code.upper().split("/")
    name, _, score = head.partition(":")
    teams = sorted(table.history)
    if name == "BH":  # art. 16 with a team score (":MP", ":GP"; default the primary)
        which = _which(score[0]) if score in ("MP", "GP") else table.primary
        cut = _modifier(mods, "C")
        median = _modifier(mods, "M")
        return {x: _bh(table, x, which, cut, median, "P" in mods) for x in teams}
    if name == "MPVGP":  # 13.1
        return {x: table.score(x, table.secondary) for x in teams}
    esb = _ESB.match(name)
    if esb is not None:  # 13.2
        x_score = _which(esb.group(1))
        y_score = _which(esb.group(2))
        cut = _modifier(mods, "C")
        return {x: _esb(table, x, x_score, y_score, cut, "P" in mods) for x in teams}
    if name == "BC":  # 12.1, lower is better
        return {x: -_bc(table, x) for x in teams}
    if name == "TBR":  # 12.2
        return {x: tuple(_boards(table, x)) for x in teams}
    if name == "BBE":  # 12.3
        return {x: _bbe(_boards(table, x)) for x in teams}
    if name == "SSSC":  # 13.4
        k = _modifier(mods, "K")
        return {x: _sssc(table, x, k, "P" in mods) for x in teams}
    raise KeyError(code)


def _modifier(mods: Sequence[str], letter: str) -> int:
    """The number of the first modifier ``letter`` (``/C1``: 1), 0 if none (a number of
    ASCII digits only, at most 3: ``trf.numbers``)."""
    for mod in mods:
        if mod.startswith(letter) and (n := whole_or_none(mod[1:], 3)) is not None:
            return n
    return 0


def _which(letter: str) -> TeamScore:
    return TeamScore.MATCH_POINTS if letter == "M" else TeamScore.GAME_POINTS


def _points(m: TeamMatch, which: TeamScore) -> int:
    return m.match_points if which is TeamScore.MATCH_POINTS else m.game_points


def _opponents(
    table: TeamTable, team: int, which: TeamScore, forfeits_played: bool
) -> list[tuple[int, TeamMatch]]:
    """(opponent's score, match) per round; art. 16's dummy for an unplayed round."""
    own = table.score(team, which)
    capped = table.edition is TiebreakEdition.C2026
    cap_other = table.draw(which) * table.rounds if capped else own
    out = []
    for m in table.history[team]:
        if m.opponent is not None and (m.played or forfeits_played):
            out.append((table.adjusted(m.opponent, which), m))
        elif m.opponent is not None:  # 16.4.1 (2026); the own score (2024)
            cap = table.adjusted(m.opponent, which) if capped else own
            out.append((min(own, cap), m))
        else:  # 16.4.2: PAB, byes, absence
            out.append((min(own, cap_other), m))
    return out


def _requested_bye(m: TeamMatch) -> bool:
    """16.1: a half-point or zero-point bye (an absence counts as one)."""
    return m.kind is MatchKind.ABSENT or m.bye in (ResultCode.HALF_BYE, ResultCode.ZERO_BYE)


def _voluntary(m: TeamMatch, table: TeamTable) -> bool:
    """16.1: a requested bye or a match lost by forfeit."""
    lost = m.match_points < table.scoring.draw
    return _requested_bye(m) or (m.kind is MatchKind.FORFEITED and lost)


def _esb(
    table: TeamTable, team: int, x: TeamScore, y: TeamScore, cut: int, forfeits_played: bool
) -> int:
    """13.2: Σ opponent's final x-score * y-points scored against it (hundredths); Cut-n
    drops the products of the n lowest-scored opponents (14.1.2)."""
    items = sorted(
        (score, score * _points(m, y)) for score, m in _opponents(table, team, x, forfeits_played)
    )
    return sum(product for _, product in items[cut:])


def _bh(
    table: TeamTable, team: int, which: TeamScore, cut: int, median: int, forfeits_played: bool
) -> int:
    """Buchholz of a team (C.07 art. 16 with the team score ``which``, tenths): the sum of
    the opponents' adjusted scores, art. 16's dummy for an unplayed round; Cut-n drops the
    n least significant, Median-n also the n most significant (14.1-14.4), a voluntarily
    unplayed round's dummy first when it is not lower (16.5, as for players)."""

    def vur(m: TeamMatch) -> bool:  # /P makes a forfeited match a game, not an absence
        game = m.played or (forfeits_played and m.kind is MatchKind.FORFEITED)
        return not game and _voluntary(m, table)

    items = [Item(s, s, vur(m)) for s, m in _opponents(table, team, which, forfeits_played)]
    return sum(x.value for x in drop(items, median or cut, median))


def _boards(table: TeamTable, team: int) -> list[int]:
    """Art. 12: GP per board over all matches; a PAB is a win on every board."""
    totals = [0] * table.boards
    for m in table.history[team]:
        if m.kind is MatchKind.PAB or m.bye is not None:
            per_board = table.win if m.bye is None else table.bye_points[m.bye]
            for k in range(table.boards):
                totals[k] += per_board
            continue
        if m.kind not in (MatchKind.PLAYED, MatchKind.FORFEITED):
            continue
        for g in m.boards:
            if 1 <= g.board <= table.boards and g.result is not None:
                totals[g.board - 1] += g.points if g.result is not ResultCode.PAB else table.win
    return totals


def _bc(table: TeamTable, team: int) -> int:
    """12.1: Σ board number * GP scored on that board."""
    return sum(k * v for k, v in enumerate(_boards(table, team), start=1))


def _bbe(boards: Sequence[int]) -> tuple[int, ...]:
    """12.3: GP on all boards but the last, then all but the last two, ..."""
    return tuple(sum(boards[:n]) for n in range(len(boards) - 1, 0, -1))


def _sssc(table: TeamTable, team: int, k: int, forfeits_played: bool) -> int:
    """13.4: secondary score + Buchholz on the primary score / K (hundredths, rounded)."""
    if k <= 0:
        most = table.rounds * (
            table.scoring.win
            if table.primary is TeamScore.MATCH_POINTS
            else table.boards * table.win
        )
        per_match = (
            table.boards * table.win
            if table.primary is TeamScore.MATCH_POINTS
            else table.scoring.win
        )
        k = max(1, most // per_match) if per_match else 1
    bh = sum(s for s, _ in _opponents(table, team, table.primary, forfeits_played))
    secondary = table.score(team, table.secondary)
    return round((secondary + bh / k) * 10)


def _ede(table: TeamTable, group: Sequence[int], forfeits_played: bool) -> list[list[int]]:
    """C.07 13.3.1: direct encounter (art. 6) on the primary score; if it splits nothing, on
    the secondary score; every tied subset it leaves starts again from 13.3.1. The group
    in ordered subgroups, best first."""
    if len(group) < 2:
        return [list(group)]
    for which in (table.primary, table.secondary):
        subs = _direct_encounter(table, group, which, forfeits_played)
        if len(subs) > 1:
            out: list[list[int]] = []
            for sub in subs:
                out += _ede(table, sub, forfeits_played)
            return out
    return [sorted(group)]


def _direct_encounter(
    table: TeamTable, group: Sequence[int], which: TeamScore, forfeits_played: bool
) -> list[list[int]]:
    """C.07 art. 6 on the teams' ``which`` points against each other (forfeited matches
    only with ``/P``, 6.1.1; several matches against one team averaged, 6.1.2). Every pair
    met (6.2): the mini-table orders the group, applied again to what it leaves tied.
    Otherwise (6.3) a team is placed first only if no other could reach its score whatever
    the missing matches give (each a win), then the next place, until that fails."""
    members = sorted(group)
    inside = set(members)
    scored: dict[int, Fraction] = {}
    met: dict[int, int] = {}
    for x in members:
        per: dict[int, list[int]] = {}
        for m in table.history[x]:
            game = m.played or (forfeits_played and m.kind is MatchKind.FORFEITED)
            if game and m.opponent in inside:
                per.setdefault(m.opponent, []).append(_points(m, which))
        scored[x] = sum((Fraction(sum(v), len(v)) for v in per.values()), Fraction(0))
        met[x] = len(per)
    if all(met[x] == len(members) - 1 for x in members):
        levels = sorted(set(scored.values()), reverse=True)
        if len(levels) == 1:
            return [members]
        out: list[list[int]] = []
        for level in levels:
            out += _direct_encounter(
                table, [x for x in members if scored[x] == level], which, forfeits_played
            )
        return out
    win = table.scoring.win if which is TeamScore.MATCH_POINTS else table.boards * table.win
    best = {x: scored[x] + (len(members) - 1 - met[x]) * win for x in members}
    order = sorted(members, key=lambda x: (-scored[x], -best[x], x))
    placed: list[list[int]] = []
    i = 0
    while i < len(order) - 1 and scored[order[i]] > max(best[q] for q in order[i + 1 :]):
        placed.append([order[i]])
        i += 1
    if not placed:
        return [members]
    return placed + _direct_encounter(table, order[i:], which, forfeits_played)


def team_standings(
    t: Tournament,
    tiebreaks: Sequence[str],
    edition: TiebreakEdition = TiebreakEdition.C2026,
) -> list[tuple[int, tuple[Value, ...]]]:
    """Teams in standings order: the primary score, then ``tiebreaks`` in order (EDE and its
    family recomputed inside each tied group, 13.3); each with the values that ranked it."""
    table = TeamTable.of(t, edition)
    fixed = {
        code: team_tiebreak(table, code)
        for code in tiebreaks
        if code.upper().split("/")[0].split(":")[0] not in ("EDE", "EDEBT", "EDEBB", "EDET", "EDEB")
    }
    keys: dict[int, list[Value]] = {x: [table.score(x, table.primary)] for x in table.history}
    groups: list[list[int]] = [sorted(table.history, key=lambda x: -table.score(x, table.primary))]
    groups = _split(groups, keys)
    for code in tiebreaks:
        name = code.upper().split("/")[0].split(":")[0]
        if name in fixed or code in fixed:
            values = fixed[code]
            for x in keys:
                keys[x].append(values[x])
            groups = _split(groups, keys)
            continue
        forfeits_played = "P" in code.upper().split("/")[1:]
        for group in list(groups):
            for place, sub in enumerate(_ede(table, group, forfeits_played)):
                for x in sub:
                    keys[x].append(-place)  # the first subgroup ranks first
        groups = _split(groups, keys)
        follow = {
            "EDEBT": ("BC", "TBR"),
            "EDEBB": ("BC", "BBE"),
            "EDET": ("TBR",),
            "EDEB": ("BBE",),
        }
        for extra in follow.get(name, ()):
            # 13.3.1-13.3.2: art. 12 follows only for exactly two teams still tied on both
            # match and game points; any other tied group stays tied
            values = team_tiebreak(table, extra)
            for group in groups:
                two = len(group) == 2 and all(
                    table.score(group[0], w) == table.score(group[1], w)
                    for w in (TeamScore.MATCH_POINTS, TeamScore.GAME_POINTS)
                )
                for x in group:
                    keys[x].append(values[x] if two else values[group[0]])
            groups = _split(groups, keys)
    order = sorted(keys, key=lambda x: (tuple(_neg(v) for v in keys[x]), x))
    return [(x, tuple(keys[x])) for x in order]


def _neg(value: Value) -> Value:
    return tuple(-v for v in value) if isinstance(value, tuple) else -value


def _split(groups: list[list[int]], keys: Mapping[int, list[Value]]) -> list[list[int]]:
    """Tied groups after the keys so far."""
    out: list[list[int]] = []
    for group in groups:
        by_key: dict[tuple[Value, ...], list[int]] = {}
        for x in group:
            by_key.setdefault(tuple(keys[x]), []).append(x)
        out.extend(by_key.values())
    return out
