"""A homogeneous bracket or remainder solved alone, in stages (docs/dutch-scale.md).

The single matching of ``bracket._match`` ranks C6-C21 (2017: C.5-C.19), then the exchange
(art. 4.3 rules 1-4, which fix the set H of players who are the higher-ranked member of
their pair), then the partners of H in order (art. 4.2), a field of about n log n bits.
``match_staged`` finds the same candidate with weights of about 100 bits:

1. one matching by the criteria alone gives their best value;
2. if the bipartite graph S1 x S2 reaches it with every S1 player paired, no exchange is
   needed (art. 4.3 rule 1: the fewest exchanges) and H is S1; otherwise (rare in large
   brackets) one matching with the criteria and rules 1-4 (n bits) gives H;
3. every pair of a candidate with that H joins a member of H to a lower-ranked player
   outside H, so the candidates are the best matchings of the bipartite graph
   H x (others) by the criteria alone; ``lexicographic_partners`` takes the first
   partners among them (art. 4.2), from that graph's duals.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Protocol

from trfcheck.pairers.core.lexicographic import lexicographic_partners
from trfcheck.pairers.core.matching import (
    Solution,
    max_weight_matching,
    max_weight_matching_classes,
)

from .round_facts import RoundContext, forbidden_local

__all__ = ["match_staged"]


class Weighing(Protocol):
    """The edge weights of one bracket solve (``bracket._Weights``)."""

    def class_table(self, players: list[int]) -> tuple[list[int], list[int]]:
        """Classes of the players and the weight of each pair of classes."""
        ...

    def edge(self, u: int, v: int) -> int:
        """Weight of pairing u with v; 0 = not an allowed pair."""
        ...


def match_staged(
    ctx: RoundContext, res: list[int], p: int, weights: Callable[[int], Weighing]
) -> dict[int, int]:
    """The best candidate of the residents ``res`` (BSN order) with ``p`` pairs, as
    ``bracket._match`` would find it; ``weights(g)`` gives the weights with the first g
    generation fields (0: criteria only, 3: the exchange, rules 1-4)."""
    n = len(res)
    crit = weights(0)
    cls, table = crit.class_table(res)
    k = round(len(table) ** 0.5)
    forbid = forbidden_local(ctx, res)
    higher = list(range(p))
    may_be_free: list[bool] | None = None
    tight: list[Sequence[int]] | None = None
    if n == 2 * p + 1:
        dummy = _with_dummy(n, p, cls, table, forbid)
        if dummy is not None:
            sol, tight, value, may_be_free = dummy
            best = value
    if may_be_free is None:
        sol, tight = max_weight_matching_classes(
            n, cls, table, forbid, bytes([1] * p + [0] * (n - p))
        )
        value = sum(table[cls[i] * k + cls[j]] for i, j in enumerate(sol.mate) if j > i)
        if _duals_extend(sol.y, sol.mate, cls, table, p):
            best = value  # the S1 x S2 optimum is optimal on the whole bracket
        else:
            general, _ = max_weight_matching_classes(n, cls, table, forbid)
            best = sum(table[cls[i] * k + cls[j]] for i, j in enumerate(general.mate) if j > i)
    if sum(1 for i in higher if sol.mate[i] >= 0) != p or value != best:
        mate = _solve_rows(ctx, res, weights(3))
        may_be_free = None
        higher = [i for i in range(n) if mate[i] > i]
        side = bytearray(n)
        for i in higher:
            side[i] = 1
        sol, tight = max_weight_matching_classes(n, cls, table, forbid, bytes(side))
        value = sum(table[cls[i] * k + cls[j]] for i, j in enumerate(sol.mate) if j > i)
        if value != best:
            raise RuntimeError("staged bracket solve: the bipartite optimum differs")  # internal
    assert tight is not None
    final = lexicographic_partners(higher, sol, tight, may_be_free)
    return {res[i]: res[m] for i, m in enumerate(final) if m >= 0}


def _with_dummy(
    n: int, p: int, cls: list[int], table: list[int], forbid: list[int]
) -> tuple[Solution, list[Sequence[int]], int, list[bool]] | None:
    """An odd bracket (n = 2p + 1, one player left over) as S1 x S2 plus a dummy player in
    S1 joined to everyone with the largest weight: the leftover is matched to the dummy,
    so the bracket's duals need no blossom for the odd player out (``_duals_extend``).
    When they certify the S1 x S2 optimum, returns it in the bracket's numbering (the
    leftover free), its tight edges, its weight, and which S2 players may be the one left
    over (their edge to the dummy is tight); else None."""
    k = round(len(table) ** 0.5)
    w0 = max(table, default=0)
    if not w0:
        return None
    kd = k + 1
    wide = [0] * (kd * kd)
    for a in range(k):
        wide[a * kd : a * kd + k] = table[a * k : a * k + k]
        wide[a * kd + k] = wide[k * kd + a] = w0
    dcls = [k, *cls]
    dforbid = [x + 1 for x in forbid]
    side = bytes([1] * (p + 1) + [0] * (n - p))
    sol, tight = max_weight_matching_classes(n + 1, dcls, wide, dforbid, side)
    # a perfect matching: every S1 player paired, the dummy with the one left over
    if min(sol.mate) < 0 or not _duals_extend(sol.y, sol.mate, dcls, wide, p + 1):
        return None
    assert tight is not None
    y0 = sol.y[0]
    mate = [m - 1 if m > 0 else -1 for m in sol.mate[1:]]
    y = sol.y[1:]
    free = [v >= p and y0 + y[v] == 2 * w0 for v in range(n)]
    # the dummy's numbering shifted away: lower partners of S1 players, minus one
    shifted: list[Sequence[int]] = [[c - 1 for c in tight[v + 1]] for v in range(p)]
    shifted += [() for _ in range(p, n)]
    value = sum(table[cls[i] * k + cls[j]] for i, j in enumerate(mate) if j > i)
    return Solution(mate, y, [], []), shifted, value, free


def _duals_extend(
    y: Sequence[int], mate: Sequence[int], cls: Sequence[int], table: Sequence[int], p: int
) -> bool:
    """True if the duals of the S1 x S2 matching, shifted by some t, are feasible for the
    whole bracket: then they certify (LP duality; no blossom needed) that the bipartite
    matching is optimal there, and the general matching is skipped.

    The shift takes t from every matched S1 player's dual and adds it to every matched S2
    player's (a free player keeps dual 0), which keeps the slack of the pairs between
    them. Every other pair (inside S1, inside S2, or with a free player) must keep
    ``y_u + y_v + (s_u + s_v) t >= 2w`` (s: -1 matched in S1, +1 matched in S2, 0 free),
    and every dual must stay >= 0. The pairs are bounded by class, from the two smallest
    duals of each class in each group, ignoring C1 (which only removes pairs): a False
    may be pessimistic, a True is never wrong."""
    k = round(len(table) ** 0.5)
    groups: dict[tuple[int, int], list[int]] = {}  # (s, class) -> two smallest duals
    for v, yv in enumerate(y):
        sign = 0 if mate[v] < 0 else -1 if v < p else 1
        low = groups.setdefault((sign, cls[v]), [])
        low.append(yv)
        if len(low) > 2:
            low.sort()
            low.pop()
    lo, hi = None, None  # bounds on T = 2t
    keys = sorted(groups)
    for gi, g in enumerate(keys):
        low_g = sorted(groups[g])
        if g[0] == -1:
            hi = 2 * low_g[0] if hi is None else min(hi, 2 * low_g[0])  # y - t >= 0
        elif g[0] == 1:
            lo = -2 * low_g[0] if lo is None else max(lo, -2 * low_g[0])  # y + t >= 0
        for h in keys[gi:]:
            if {g[0], h[0]} == {-1, 1}:
                continue  # a pair of S1 x S2: its slack does not move, the solver certified it
            w = table[g[1] * k + h[1]]
            if not w:
                continue
            if g == h:
                if len(low_g) < 2:
                    continue
                slack = low_g[0] + low_g[1] - 2 * w
            else:
                slack = low_g[0] + min(groups[h]) - 2 * w
            sign = g[0] + h[0]  # constraint: sign * t >= -slack
            if sign == 0:
                if slack < 0:
                    return False
            elif sign > 0:
                bound = -2 * slack // sign  # exact: sign is 1 or 2
                lo = bound if lo is None else max(lo, bound)
            else:
                bound = 2 * slack // -sign
                hi = bound if hi is None else min(hi, bound)
    return lo is None or hi is None or lo <= hi


def _solve_rows(ctx: RoundContext, res: list[int], weights: Weighing) -> list[int]:
    """One matching of the residents with every compatible pair weighed by ``weights``."""
    edges = []
    for i, u in enumerate(res):
        for j in range(i + 1, len(res)):
            v = res[j]
            if ctx.compatible(u, v):
                w = weights.edge(u, v)
                if w:
                    edges.append((i, j, w))
    return max_weight_matching(len(res), edges)
