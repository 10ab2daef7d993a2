"""A homogeneous bracket or remainder solved alone, in stages (issue 21; docs/dutch-scale.md).

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

from collections.abc import Callable
from typing import Protocol

from trfcheck.pairers.core.lexicographic import lexicographic_partners
from trfcheck.pairers.core.matching import max_weight_matching, max_weight_matching_classes

from .context import RoundContext

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
    local = {x: i for i, x in enumerate(res)}
    forbid: list[int] = []
    for i, x in enumerate(res):
        for o in ctx.met[x]:
            j = local.get(o, -1)
            if j > i:
                forbid += (i, j)
    sol, _ = max_weight_matching_classes(n, cls, table, forbid)
    best = sum(table[cls[i] * k + cls[j]] for i, j in enumerate(sol.mate) if j > i)
    higher = list(range(p))
    sol, tight = max_weight_matching_classes(n, cls, table, forbid, bytes([1] * p + [0] * (n - p)))
    value = sum(table[cls[i] * k + cls[j]] for i, j in enumerate(sol.mate) if j > i)
    if sum(1 for i in higher if sol.mate[i] >= 0) != p or value != best:
        mate = _solve_rows(ctx, res, weights(3))
        higher = [i for i in range(n) if mate[i] > i]
        side = bytearray(n)
        for i in higher:
            side[i] = 1
        sol, tight = max_weight_matching_classes(n, cls, table, forbid, bytes(side))
        value = sum(table[cls[i] * k + cls[j]] for i, j in enumerate(sol.mate) if j > i)
        if value != best:
            raise RuntimeError("staged bracket solve: the bipartite optimum differs")  # internal
    assert tight is not None
    final = lexicographic_partners(higher, sol, tight)
    return {res[i]: res[m] for i, m in enumerate(final) if m >= 0}


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
