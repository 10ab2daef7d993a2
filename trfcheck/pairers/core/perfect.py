"""Perfect matchings on a compatibility graph: "can the rest be paired?" (C3 of the Swiss
Team and Double-Swiss systems, C.04.6 and C.04.5) and the bracket pairing of their art. 3.6
as one minimum-cost perfect matching.

Notes: every call is one run of the blossom algorithm of ``pairers.core.matching`` on the
teams concerned (O(n^3)); costs are exact Python ints.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from trfcheck.pairers.core.matching import max_weight_matching

__all__ = ["has_perfect_matching", "min_cost_perfect_matching"]

CanMeet = Callable[[int, int], bool]


def has_perfect_matching(teams: Sequence[int], can_meet: CanMeet) -> bool:
    """C3 (2.2.1): the teams admit a pairing in which no two teams meet twice."""
    n = len(teams)
    if n % 2:
        return False
    if n == 0 or _greedy_pairs(teams, can_meet):
        return True
    edges = [(i, j, 1) for i in range(n) for j in range(i + 1, n) if can_meet(teams[i], teams[j])]
    if len(edges) < n // 2:
        return False
    mate = max_weight_matching(n, edges)
    return all(m >= 0 for m in mate)


def _greedy_pairs(teams: Sequence[int], can_meet: CanMeet) -> bool:
    """A quick sufficient test: pairing each team in turn with the first free team it may
    meet pairs everyone."""
    free = list(teams)
    while free:
        a = free.pop(0)
        for i, b in enumerate(free):
            if can_meet(a, b):
                del free[i]
                break
        else:
            return False
    return True


def min_cost_perfect_matching(
    teams: Sequence[int], cost: Callable[[int, int], int | None]
) -> list[tuple[int, int]] | None:
    """The perfect matching of least total cost (``cost`` None = the pair may not meet), as
    pairs (a, b) with a < b in ``teams`` order; None if there is none."""
    n = len(teams)
    if n % 2:
        return None
    if n == 0:
        return []
    costs: list[tuple[int, int, int]] = []
    for i in range(n):
        for j in range(i + 1, n):
            c = cost(teams[i], teams[j])
            if c is not None:
                costs.append((i, j, c))
    top = max((c for _, _, c in costs), default=0) + 1
    big = top * (n // 2 + 1)  # any larger matching outweighs every smaller one
    mate = max_weight_matching(n, [(i, j, big - c) for i, j, c in costs])
    if any(m < 0 for m in mate):
        return None
    return [(teams[i], teams[mate[i]]) for i in range(n) if i < mate[i]]
