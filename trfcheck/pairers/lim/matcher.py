"""Maximum-cardinality matching kept up to date while players are removed (Edmonds 1965).

The Lim procedure asks one question again and again: "if these two players are paired (or
this player floats), can the rest still be paired?" (Lim 2.3, 3.8 "available", 4.4). A
maximum matching of the players still to pair answers it: removing a vertex frees at most
its mate, and one augmenting-path search from the freed mate restores the size or proves it
cannot be restored (Berge). Decisions depend only on matching sizes, never on which maximum
matching is held, so the answers are independent of search order.

Notes: one search is Edmonds' blossom-shrinking breadth-first search, O(V * E) in the worst
case and usually a few steps on the dense graphs of a Swiss round. Vertex sets are held as
bit masks (bit v for the player with pairing number v: ``Masked``, ``mask_of``), so a scan
finds a vertex's unreached neighbours and its outer neighbours in another blossom with a
few operations on integers of n bits, whatever its degree; the graph need not hold an
adjacency set per vertex (``round_facts.Neighbours`` builds its mask from three masks
shared by the field).

A failed search is the expensive one: it explores every vertex the root reaches. When the
procedure asks the same question of one candidate after another ("may this player float?",
"may x meet this player?"), the candidates are tried one at a time (a success is usually
cheap) until the first failure; the answers for all the others then come from one search
that never stops early: the Gallai-Edmonds set D of the vertices some maximum matching
leaves exposed (``Removals``, ``Partners``). A question that used to cost one failed search
per candidate (minutes on a 2000-player round whose upper half all had to take White:
benchmarks/lim_hostile.py) costs at most two. Adding vertices (Lim 2.6, ``add``) augments from
each new vertex only: an augmenting path has an end among them.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Iterable, Mapping, Set
from typing import Protocol, runtime_checkable

__all__ = [
    "Adjacent",
    "Masked",
    "Masks",
    "Matching",
    "Partners",
    "Removals",
    "mask_of",
    "vertices_of",
]


class Adjacent(Protocol):
    """A vertex's neighbours: membership, and their part of a set of vertices."""

    def __contains__(self, other: object, /) -> bool: ...

    def __and__(self, other: Set[int], /) -> Set[int]: ...


@runtime_checkable
class Masked(Protocol):
    """Neighbours that know their bit mask (bit w set for each neighbour w)."""

    @property
    def mask(self) -> int: ...


def mask_of(vertices: Iterable[int]) -> int:
    """The bit mask of a set of vertices (non-negative integers)."""
    bits = 0
    for v in vertices:
        bits |= 1 << v
    return bits


def vertices_of(bits: int) -> list[int]:
    """The vertices of a bit mask, in increasing order."""
    digits = bin(bits)[:1:-1]  # bit 0 first
    out = []
    i = digits.find("1")
    while i >= 0:
        out.append(i)
        i = digits.find("1", i + 1)
    return out


class Masks(dict[int, int]):
    """Each vertex's neighbours as a bit mask, computed on first use and shared by copies."""

    def __init__(self, adj: Mapping[int, Adjacent]) -> None:
        super().__init__()
        self.adj = adj

    def __missing__(self, v: int) -> int:
        near = self.adj[v]
        if isinstance(near, Masked):
            bits = near.mask
        elif isinstance(near, Set):  # a plain set of neighbours
            bits = mask_of(near)
        else:
            raise TypeError(f"the neighbours of {v} give neither a mask nor their members")
        self[v] = bits
        return bits


class Matching:
    """A maximum matching of the graph ``adj`` restricted to the ``active`` vertices."""

    def __init__(
        self, adj: Mapping[int, Adjacent], active: Iterable[int], masks: Masks | None = None
    ) -> None:
        self.adj = adj
        self.masks = Masks(adj) if masks is None else masks
        self.bits = mask_of(active)  # the active vertices
        self.mate: dict[int, int] = {}
        masks, mate = self.masks, self.mate
        free = self.bits
        vertices = vertices_of(self.bits)
        # a greedy start, the players with fewest opponents first: those are the ones a
        # careless start leaves exposed far from an exposed partner (a field where half
        # may take Black only), each then needing a long search
        degree = {v: (masks[v] & free).bit_count() for v in vertices}
        for v in sorted(vertices, key=lambda v: (degree[v], v)):
            if not free >> v & 1:
                continue
            free ^= 1 << v
            near = masks[v] & free
            if near:
                w = (near & -near).bit_length() - 1
                free ^= 1 << w
                mate[v] = w
                mate[w] = v
        # Hungarian trees: a failed search's vertices never lie on a later augmenting path
        # of this graph (Edmonds 1965), so the next searches leave them out
        dead = 0
        for v in vertices:
            if v not in mate and not dead >> v & 1:
                tree = self._grow(v, self.bits & ~dead)
                if tree is not None:
                    dead |= tree.outer | tree.inner

    @property
    def active(self) -> set[int]:
        """The vertices still in the graph."""
        return set(vertices_of(self.bits))

    @property
    def size(self) -> int:
        """Number of pairs in the matching."""
        return len(self.mate) // 2

    @property
    def perfect(self) -> bool:
        """True if every active vertex is matched."""
        return len(self.mate) == self.bits.bit_count()

    def copy(self) -> Matching:
        """An independent copy (the graph is shared, never changed)."""
        other = Matching.__new__(Matching)
        other.adj = self.adj
        other.masks = self.masks
        other.bits = self.bits
        other.mate = dict(self.mate)
        return other

    def become(self, other: Matching) -> None:
        """Take the vertices and matching of ``other`` (a trial made from a copy of this one)."""
        self.bits, self.mate = other.bits, other.mate

    def remove(self, v: int) -> bool:
        """Delete ``v``; True if the maximum matching keeps its size (v was exposed, or its
        mate could be rematched), False if it lost one pair."""
        self.bits &= ~(1 << v)
        m = self.mate.pop(v, None)
        if m is None:
            return True
        del self.mate[m]
        return self._augment(m)

    def add(self, v: int) -> bool:
        """Add the vertex ``v``; True if the matching grew (an augmenting path from v).

        Every augmenting path the new vertex opens ends at it (its other vertices are
        matched, or it would have been one before), so one search keeps the matching
        maximum."""
        self.bits |= 1 << v
        if v in self.mate:
            return False
        return self._augment(v)

    def missable(self) -> set[int]:
        """The active vertices some maximum matching leaves exposed (Gallai-Edmonds D):
        exactly those whose removal keeps the matching's size."""
        exposed = [v for v in vertices_of(self.bits) if v not in self.mate]
        return _even(self.masks, self.bits, self.mate, exposed)

    def partners(self, x: int) -> set[int]:
        """For a perfect matching: the vertices y such that the rest is still perfectly
        matched without x and y (D of the graph less x, whose one exposed vertex is x's
        mate); ``y`` need not be a neighbour of x."""
        if not self.perfect:
            raise ValueError("partners asks a perfect matching")
        mate = dict(self.mate)
        del mate[mate.pop(x)]
        return _even(self.masks, self.bits & ~(1 << x), mate, [self.mate[x]])

    def remove_pair(self, x: int, y: int) -> bool:
        """Delete x and y (to be paired together); True if the rest keeps a matching of the old
        size minus one. On False the matching is left maximum for the smaller graph."""
        mx, my = self.mate.get(x), self.mate.get(y)
        if mx == y:
            self.bits &= ~(1 << x | 1 << y)
            del self.mate[x], self.mate[y]
            return True
        lost = 0
        self.bits &= ~(1 << x | 1 << y)
        for v in (x, y):
            m = self.mate.pop(v, None)
            if m is not None:
                del self.mate[m]
                lost += 1
        freed = [m for m in (mx, my) if m is not None and self.bits >> m & 1]
        if len(freed) == 2 and self.masks[freed[0]] >> freed[1] & 1:
            self.mate[freed[0]], self.mate[freed[1]] = freed[1], freed[0]
            lost -= 1
        else:
            for m in freed:
                if m not in self.mate and self._augment(m):
                    lost -= 1
        return lost <= 1

    def _augment(self, root: int) -> bool:
        """Search an augmenting path from the exposed ``root`` and apply it; True if found."""
        return self._grow(root, self.bits) is None

    def _grow(self, root: int, within: int) -> _Forest | None:
        """Search an augmenting path from the exposed ``root`` among the vertices ``within``:
        None when one is found (and applied), else the forest that proves there is none."""
        forest = _Forest(self.mate, [root])
        end = forest.grow(self.masks, within)
        if end is None:
            return forest
        v: int | None = end
        while v is not None:
            pv = forest.parent[v]
            nxt = self.mate.get(pv)
            self.mate[v] = pv
            self.mate[pv] = v
            v = nxt
        return None


def _even(
    masks: Mapping[int, int], within: int, mate: dict[int, int], roots: list[int]
) -> set[int]:
    """Edmonds' search grown from every exposed vertex (``roots``) of a maximum matching
    until it stops: its outer vertices, blossoms included, are the vertices reached from an
    exposed vertex by an even alternating path, the set D of Gallai and Edmonds. Raises
    AssertionError if it meets an augmenting path (the matching was not maximum)."""
    forest = _Forest(mate, roots)
    if forest.grow(masks, within) is not None:
        raise AssertionError("an augmenting path: the matching is not maximum")
    return set(vertices_of(forest.outer))


class _Forest:
    """Edmonds' alternating forest from exposed roots, with blossoms shrunk to their base.

    Outer vertices (the mask ``outer``) are the roots, the mates of inner vertices and every
    vertex of a blossom; inner vertices (``inner``) are reached by an unmatched edge from an
    outer one. Scanning an outer vertex v asks two masks: its neighbours not yet in the
    forest (each grows it, or ends an augmenting path), and its outer neighbours outside
    v's blossom (each closes a blossom); an edge to an inner vertex never changes the
    forest, nor does one inside a blossom, so neither is visited. Blossoms are kept by base
    (``members``, ``blossom`` their masks), so shrinking one touches its own vertices only.
    """

    __slots__ = ("base", "blossom", "inner", "mate", "members", "outer", "parent", "queue")

    def __init__(self, mate: dict[int, int], roots: list[int]) -> None:
        self.mate = mate
        self.base: dict[int, int] = {}
        self.parent: dict[int, int] = {}
        self.outer = mask_of(roots)
        self.inner = 0
        self.members: dict[int, list[int]] = {}
        self.blossom: dict[int, int] = {}
        self.queue: deque[int] = deque(roots)

    def grow(self, masks: Mapping[int, int], within: int) -> int | None:
        """Grow until an exposed vertex outside the forest is reached (returned: the end of
        an augmenting path, ``parent`` walks it back) or every outer vertex is scanned."""
        base, parent, mate, blossom, queue = (
            self.base,
            self.parent,
            self.mate,
            self.blossom,
            self.queue,
        )
        while queue:
            v = queue.popleft()
            near = masks[v] & within
            fresh = near & ~(self.outer | self.inner)
            while fresh:
                low = fresh & -fresh
                fresh ^= low
                w = low.bit_length() - 1
                parent[w] = v
                m = mate.get(w)
                if m is None:
                    return w
                self.inner |= low
                self.outer |= 1 << m
                fresh &= ~(1 << m)  # now outer: the edge v-m is seen when m is scanned
                queue.append(m)
            bv = base.get(v, v)
            closing = near & self.outer & ~blossom.get(bv, 1 << bv)
            while closing:
                low = closing & -closing
                closing ^= low
                w = low.bit_length() - 1
                if base.get(v, v) != base.get(w, w):  # a blossom closes
                    self._shrink(v, w)
                    bv = base.get(v, v)
                    closing &= ~blossom[bv]  # the rest of the new blossom is inside
        return None

    def _shrink(self, v: int, w: int) -> None:
        """Contract the blossom closed by the edge v-w into its base (lowest common ancestor)."""
        lca = self._lca(v, w)
        bases: set[int] = set()
        self._mark(v, lca, w, bases)
        self._mark(w, lca, v, bases)
        merged = self.members.pop(lca, [lca])
        bits = self.blossom.pop(lca, 1 << lca)
        for b in bases - {lca}:
            bits |= self.blossom.pop(b, 1 << b)
            for u in self.members.pop(b, [b]):
                self.base[u] = lca
                merged.append(u)
        self.members[lca] = merged
        self.blossom[lca] = bits
        turned = bits & ~self.outer  # inner vertices of the blossom become outer
        if turned:
            self.inner &= ~turned
            self.outer |= turned
            self.queue.extend(vertices_of(turned))

    def _lca(self, v: int, w: int) -> int:
        base, parent, mate = self.base, self.parent, self.mate
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
            if w not in mate:  # the root of another tree: the edge v-w augments
                raise AssertionError("an augmenting path: the matching is not maximum")
            w = parent[mate[w]]

    def _mark(self, v: int, lca: int, child: int, bases: set[int]) -> None:
        base, parent, mate = self.base, self.parent, self.mate
        while base.get(v, v) != lca:
            m = mate[v]
            bases.add(base.get(v, v))
            bases.add(base.get(m, m))
            parent[v] = child
            child = m
            v = parent[m]


class Removals:
    """Which players may leave a maximum matching ``m`` without lowering its size (Lim 2.3,
    4.4: may this player float? Lim 1.1: may he get the PAB?), asked one candidate at a
    time: each answer is a trial until the first one fails, then read from ``missable``."""

    def __init__(self, m: Matching) -> None:
        self.m = m
        self._trials: dict[int, Matching | None] = {}
        self._known: set[int] | None = None

    def without(self, x: int) -> Matching | None:
        """The matching without ``x`` if it keeps the size, else None."""
        if x in self._trials:
            return self._trials[x]
        trial: Matching | None = None
        if self._known is None or x in self._known:
            trial = self.m.copy()
            if not trial.remove(x):
                if self._known is not None:
                    raise AssertionError(f"{x} is in D but not missable")
                self._known = self.m.missable()
                trial = None
        self._trials[x] = trial
        return trial


class Partners:
    """The opponents ``y`` that ``x`` may meet keeping the rest of a perfect matching
    ``m`` perfectly matched (Lim 3.8 "available", 4.1-4.3), asked one candidate at a time:
    each answer is a trial until the first one fails, then read from ``partners``."""

    def __init__(self, m: Matching, x: int) -> None:
        self.m = m
        self.x = x
        self._trials: dict[int, Matching | None] = {}
        self._known: set[int] | None = None

    def meet(self, y: int) -> Matching | None:
        """The matching without ``x`` and ``y`` if it stays perfect, else None; ``y`` must be
        a neighbour of ``x``."""
        if y in self._trials:
            return self._trials[y]
        trial: Matching | None = None
        if self._known is None or y in self._known:
            trial = self.m.copy()
            if not trial.remove_pair(self.x, y):
                if self._known is not None:
                    raise AssertionError(f"{y} is a partner of {self.x} but the trial failed")
                self._known = self.m.partners(self.x)
                trial = None
        self._trials[y] = trial
        return trial
