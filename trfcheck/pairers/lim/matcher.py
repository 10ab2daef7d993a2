"""Maximum-cardinality matching kept up to date while players are removed (Edmonds 1965).

The Lim procedure asks one question again and again: "if these two players are paired (or
this player floats), can the rest still be paired?" (Lim 2.3, 3.8 "available", 4.4). A
maximum matching of the players still to pair answers it: removing a vertex frees at most
its mate, and one augmenting-path search from the freed mate restores the size or proves it
cannot be restored (Berge). Decisions depend only on matching sizes, never on which maximum
matching is held, so the answers are independent of search order.

Notes: one search is Edmonds' blossom-shrinking breadth-first search, O(V * E) in the worst
case and usually a few steps on the dense graphs of a Swiss round. A vertex's neighbours
are asked for their part of the active vertices (``adj[v] & active``): the graph need not
hold an adjacency set per vertex (``round_facts.Compatibility`` does not).
"""

from __future__ import annotations

from collections import deque
from collections.abc import Iterable, Mapping, Set
from typing import Protocol

__all__ = ["Adjacent", "Matching"]


class Adjacent(Protocol):
    """A vertex's neighbours: membership, and their part of a set of vertices."""

    def __contains__(self, other: object, /) -> bool: ...

    def __and__(self, other: Set[int], /) -> Set[int]: ...


class Matching:
    """A maximum matching of the graph ``adj`` restricted to the ``active`` vertices."""

    def __init__(self, adj: Mapping[int, Adjacent], active: Iterable[int]) -> None:
        self.adj = adj
        self.active: set[int] = set(active)
        self.mate: dict[int, int] = {}
        free = set(self.active)
        for v in sorted(self.active):
            if v not in free:
                continue
            free.discard(v)
            w = next(iter(self.adj[v] & free), None)
            if w is not None:
                free.discard(w)
                self.mate[v] = w
                self.mate[w] = v
        for v in sorted(self.active):
            if v not in self.mate:
                self._augment(v)

    @property
    def size(self) -> int:
        """Number of pairs in the matching."""
        return len(self.mate) // 2

    @property
    def perfect(self) -> bool:
        """True if every active vertex is matched."""
        return len(self.mate) == len(self.active)

    def copy(self) -> Matching:
        """An independent copy (the graph is shared, never changed)."""
        other = Matching.__new__(Matching)
        other.adj = self.adj
        other.active = set(self.active)
        other.mate = dict(self.mate)
        return other

    def remove(self, v: int) -> bool:
        """Delete ``v``; True if the maximum matching keeps its size (v was exposed, or its
        mate could be rematched), False if it lost one pair."""
        self.active.discard(v)
        m = self.mate.pop(v, None)
        if m is None:
            return True
        del self.mate[m]
        return self._augment(m)

    def remove_pair(self, x: int, y: int) -> bool:
        """Delete x and y (to be paired together); True if the rest keeps a matching of the old
        size minus one. On False the matching is left maximum for the smaller graph."""
        mx, my = self.mate.get(x), self.mate.get(y)
        if mx == y:
            self.active.discard(x)
            self.active.discard(y)
            del self.mate[x], self.mate[y]
            return True
        lost = 0
        for v in (x, y):
            self.active.discard(v)
            m = self.mate.pop(v, None)
            if m is not None:
                del self.mate[m]
                lost += 1
        freed = [m for m in (mx, my) if m is not None and m in self.active]
        if len(freed) == 2 and freed[1] in self.adj[freed[0]]:
            self.mate[freed[0]], self.mate[freed[1]] = freed[1], freed[0]
            lost -= 1
        else:
            for m in freed:
                if m not in self.mate and self._augment(m):
                    lost -= 1
        return lost <= 1

    def _augment(self, root: int) -> bool:
        """Search an augmenting path from the exposed ``root`` and apply it; True if found."""
        found = _search(self.adj, self.active, self.mate, root)
        if found is None:
            return False
        end, parent = found
        v: int | None = end
        while v is not None:
            pv = parent[v]
            nxt = self.mate.get(pv)
            self.mate[v] = pv
            self.mate[pv] = v
            v = nxt
        return True


def _search(
    adj: Mapping[int, Adjacent], active: set[int], mate: dict[int, int], root: int
) -> tuple[int, dict[int, int]] | None:
    """Edmonds' search: an exposed vertex reachable from ``root`` by an alternating path, and the
    parent links to walk it back; None if there is none."""
    base = {root: root}
    parent: dict[int, int] = {}
    outer = {root}
    queue = deque([root])

    def b(v: int) -> int:
        return base.get(v, v)

    while queue:
        v = queue.popleft()
        for w in adj[v] & active:
            if b(v) == b(w) or mate.get(v) == w:
                continue
            if w == root or (w in mate and mate[w] in parent):
                _shrink(v, w, base, parent, mate, outer, queue, active)
            elif w not in parent:
                parent[w] = v
                if w not in mate:
                    return w, parent
                outer.add(mate[w])
                queue.append(mate[w])
    return None


def _shrink(
    v: int,
    w: int,
    base: dict[int, int],
    parent: dict[int, int],
    mate: dict[int, int],
    outer: set[int],
    queue: deque[int],
    active: set[int],
) -> None:
    """Contract the blossom closed by the edge v-w into its base (lowest common ancestor)."""
    lca = _lca(v, w, base, parent, mate)
    blossom: set[int] = set()
    _mark(v, lca, w, base, parent, mate, blossom)
    _mark(w, lca, v, base, parent, mate, blossom)
    for u in list(_members(base, active, blossom)):
        base[u] = lca
        if u not in outer:
            outer.add(u)
            queue.append(u)


def _members(base: dict[int, int], active: set[int], blossom: set[int]) -> Iterable[int]:
    """Active vertices whose current base lies in ``blossom``."""
    return (u for u in active if base.get(u, u) in blossom)


def _lca(v: int, w: int, base: dict[int, int], parent: dict[int, int], mate: dict[int, int]) -> int:
    seen: set[int] = set()
    while True:
        v = base.get(v, v)
        seen.add(v)
        if v not in mate:
            break
        v = parent[mate[v]]
    while True:
        w = base.get(w, w)
        if w in seen:
            return w
        w = parent[mate[w]]


def _mark(
    v: int,
    lca: int,
    child: int,
    base: dict[int, int],
    parent: dict[int, int],
    mate: dict[int, int],
    blossom: set[int],
) -> None:
    while base.get(v, v) != lca:
        m = mate[v]
        blossom.add(base.get(v, v))
        blossom.add(base.get(m, m))
        parent[v] = child
        child = m
        v = parent[m]
