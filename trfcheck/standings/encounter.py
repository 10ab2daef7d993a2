"""Direct encounter (C.07 art. 6), a type-A tie-break: it orders one group of tied players.

The mini-table gives each member the points scored against the other members over the
board, several games against the same opponent counting as their average (6.1.2);
forfeits count only with ``/P`` or in a round robin (6.1.1, 15.2). If every pair met
(6.2), the mini-table orders the group. Otherwise (6.3) a member is placed first only if
no other could reach its score whatever the outcome of the missing games (each counted
as a win), then the same for the next place, until that fails. Art. 6 is then applied
again to every subgroup still tied, until nothing changes (4.2, 4.3).
"""

from __future__ import annotations

from collections.abc import Sequence
from fractions import Fraction

from .crosstable import Rounds

__all__ = ["direct_encounter"]


def direct_encounter(
    data: Rounds, group: Sequence[int], forfeits_played: bool = False
) -> list[tuple[int, ...]]:
    """The group split into ordered subgroups (best first) by C.07 art. 6."""
    members = tuple(sorted(group))
    if len(members) < 2:
        return [members]
    as_games = forfeits_played or data.round_robin
    scored, met = _mini_table(data, members, as_games)
    if data.round_robin or all(met[p] == len(members) - 1 for p in members):
        levels = sorted({scored[p] for p in members}, reverse=True)
        if len(levels) == 1:
            return [members]
        out: list[tuple[int, ...]] = []
        for level in levels:
            out += direct_encounter(
                data, [p for p in members if scored[p] == level], forfeits_played
            )
        return out
    win = Fraction(data.win)
    best = {p: scored[p] + (len(members) - 1 - met[p]) * win for p in members}
    order = sorted(members, key=lambda p: (-scored[p], -best[p], p))
    placed: list[tuple[int, ...]] = []
    i = 0
    while i < len(order) - 1 and scored[order[i]] > max(best[q] for q in order[i + 1 :]):
        placed.append((order[i],))
        i += 1
    if not placed:
        return [members]
    rest = order[i:]
    return placed + direct_encounter(data, rest, forfeits_played)


def _mini_table(
    data: Rounds, members: tuple[int, ...], as_games: bool
) -> tuple[dict[int, Fraction], dict[int, int]]:
    inside = set(members)
    scored: dict[int, Fraction] = {}
    met: dict[int, int] = {}
    for pid in members:
        per: dict[int, list[int]] = {}
        for rd in data.rounds[pid]:
            if rd.opponent in inside and (rd.played or (as_games and rd.forfeit)):
                per.setdefault(rd.opponent, []).append(rd.points)
        scored[pid] = sum((Fraction(sum(v), len(v)) for v in per.values()), Fraction(0))
        met[pid] = len(per)
    return scored, met
