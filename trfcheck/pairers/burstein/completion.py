"""[C4] (Burstein 2026 2.2): can the players left all be paired under [C1]-[C3]?

The PAB is chosen first (3.1), so every later test asks for a perfect pairing. In a Swiss
field the compatibility graph is nearly complete: a greedy pairing of the most constrained
players first settles almost every test, and one maximum matching settles the rest.
"""

from __future__ import annotations

from collections.abc import Sequence

from trfcheck.pairers.core.matching import max_weight_matching

from .round_facts import BursteinContext

__all__ = ["Completion"]


class Completion:
    """Perfect-pairing tests on one round's compatibility graph."""

    def __init__(self, ctx: BursteinContext) -> None:
        self.ctx = ctx
        self.order = [(ctx.colour_class[i] == 0, -len(ctx.met[i]), i) for i in range(ctx.n)]

    def perfect(self, players: Sequence[int]) -> bool:
        """True if ``players`` can all be paired with each other ([C1]-[C3])."""
        if len(players) % 2:
            return False
        return self.greedy(players) or self.exact(players)

    def greedy(self, players: Sequence[int]) -> bool:
        """True when a greedy pairing (most constrained first) pairs everyone."""
        ctx = self.ctx
        order = sorted(players, key=self.order.__getitem__)
        free = set(order)
        lo = 0
        for u in order:
            if u not in free:
                continue
            free.discard(u)
            while lo < len(order) and order[lo] not in free:
                lo += 1
            for k in range(lo, len(order)):
                v = order[k]
                if v in free and ctx.compatible(u, v):
                    free.discard(v)
                    break
            else:
                return False
        return True

    def exact(self, players: Sequence[int]) -> bool:
        """True when a maximum matching pairs everyone."""
        verts = list(players)
        ctx = self.ctx
        edges = [
            (a, b, 1)
            for a in range(len(verts))
            for b in range(a + 1, len(verts))
            if ctx.compatible(verts[a], verts[b])
        ]
        mate = max_weight_matching(len(verts), edges)
        return all(m >= 0 for m in mate)
