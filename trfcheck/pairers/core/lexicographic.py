"""Lexicographically first partners among the maximum-weight matchings of a bipartite graph.

Knows nothing about chess. A pairing engine that orders its candidates by "the first
player's partner as early as possible, then the second player's, ..." would need edge
weights of about n log n bits to express that order in one matching (one digit of n
values per player). Instead, ``lexicographic_partners`` takes the order as a rule:

1. one maximum-weight matching M of the graph with its vertex duals y (doubled weights; a
   bipartite graph has no blossoms, so the duals are vertex duals only);
2. by complementary slackness, the maximum-weight matchings are exactly the matchings that
   use only tight edges (``y[u] + y[v] == 2w``) and cover every vertex with ``y > 0``;
3. for each "higher" vertex h in priority order, the smallest tight partner c for which such
   a matching exists that keeps the partners already chosen: M is changed along an
   alternating cycle through (h, c), or along alternating paths whose ends are left free
   only when their dual is 0. Found by a breadth-first search; a partner that fails is
   unreachable for the rest of h's turn, so each turn costs at most one pass over the
   tight edges, and usually a handful of steps.

Every maximum-weight matching must match every higher vertex (the caller guarantees it;
checked, ``ValueError`` otherwise), so the higher vertices are always matched to lower ones.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Sequence
from itertools import pairwise

from .matching import Solution

__all__ = ["lexicographic_partners"]


def lexicographic_partners(
    higher: Sequence[int],
    sol: Solution,
    tight: Sequence[Sequence[int]],
    may_be_free: Sequence[bool] | None = None,
) -> list[int]:
    """The maximum-weight matching whose partner vector is lexicographically smallest.

    ``sol`` is a maximum-weight matching of a bipartite graph with its duals; ``higher``
    lists one side in priority order; ``tight[h]`` lists the tight edges of h (its partners
    in some maximum-weight matching, and others) in increasing order. Partners compare by
    vertex number (smaller first). ``may_be_free[v]``: whether v may be left unmatched
    in a maximum-weight matching (default: its dual is 0); a caller that solved the graph
    with a dummy vertex joined to every lower vertex (so that one player left over is
    matched to it) passes the lower vertices whose edge to the dummy is tight, and keeps
    the dummy out of ``higher``. Returns ``mate`` (-1 when unmatched).
    """
    mate, y = list(sol.mate), sol.y
    n = len(mate)
    adj = tight
    if any(mate[h] < 0 for h in higher):
        raise ValueError(
            "lexicographic_partners: a maximum-weight matching leaves a higher vertex free"
        )
    owner = [-1] * n  # owner[l]: the higher vertex matched to l
    for h in higher:
        owner[mate[h]] = h
    is_higher = [False] * n
    for h in higher:
        is_higher[h] = True
    if may_be_free is None:
        may_be_free = [y[v] == 0 for v in range(n)]
    zero = [v for v in range(n) if not is_higher[v] and may_be_free[v]]
    fixed = [False] * n
    for h in higher:
        c0 = mate[h]
        dead: set[int] = set()
        for c in adj[h]:
            if c >= c0:
                break
            if fixed[c] or c in dead:
                continue
            path = _search(c, c0, h, adj, owner, fixed, zero, may_be_free[c0], dead)
            if path is not None:
                _apply(h, path, c0, owner, mate)
                break
        fixed[h] = True
        fixed[mate[h]] = True
    return mate


def _search(
    c: int,
    c0: int,
    h: int,
    adj: Sequence[Sequence[int]],
    owner: list[int],
    fixed: list[bool],
    zero: list[int],
    c0_may_be_free: bool,
    dead: set[int],
) -> list[tuple[int, bool]] | None:
    """Can h take c instead of c0? Breadth-first over lower vertices to vacate: the owner of
    a lower vertex moves to another tight partner; a free lower vertex ends a chain, after
    which c0 is left free (if it may be) or another chain starts at a matched lower vertex
    that may be left free (it is). Returns the vertices vacated, each with whether it
    was reached by such a restart, ending with -1 when c0 is left free; None (and every
    vertex visited added to ``dead``) if h cannot take c."""
    parent: dict[int, int] = {c: -2}
    jump: set[int] = set()
    queue = deque([c])
    jumped = False
    while queue:
        lo = queue.popleft()
        o = owner[lo]
        if o < 0:  # a chain ends on the free vertex lo
            if c0_may_be_free:
                return _path(parent, jump, lo, -1)
            if jumped:
                continue
            jumped = True
            for z in zero:
                if z != c0 and z not in parent and owner[z] >= 0 and not fixed[z] and z not in dead:
                    parent[z] = lo
                    jump.add(z)
                    queue.append(z)
            continue
        for nxt in adj[o]:
            if nxt == c0:
                return _path(parent, jump, lo, c0)
            if nxt in parent or fixed[nxt] or nxt in dead:
                continue
            parent[nxt] = lo
            queue.append(nxt)
    dead.update(parent)
    return None


def _path(parent: dict[int, int], jump: set[int], last: int, end: int) -> list[tuple[int, bool]]:
    out = [(end, False)]
    x = last
    while x != -2:
        out.append((x, x in jump))
        x = parent[x]
    out.reverse()
    return out


def _apply(
    h: int, path: list[tuple[int, bool]], c0: int, owner: list[int], mate: list[int]
) -> None:
    """h takes path[0]; each vacated vertex's owner takes the next one (unless the next was
    reached by a restart); the last owner takes c0, or c0 is left free (end -1)."""
    moves = [(h, path[0][0])]
    for (lo, _), (nxt, restart) in pairwise(path):
        if nxt == -1:
            break
        if not restart:
            moves.append((owner[lo], nxt))
    if path[-1][0] == -1:
        owner[c0] = -1
    for lo, _ in path:
        if lo >= 0:
            owner[lo] = -1
    for o, lo in moves:
        mate[o] = lo
        mate[lo] = o
        owner[lo] = o
    for lo, _ in path:
        if lo >= 0 and owner[lo] < 0:
            mate[lo] = -1
    if owner[c0] < 0:
        mate[c0] = -1
