"""Maximum-weight matching on general graphs with exact integer weights.

Knows nothing about chess: the pairing engines pack their criteria into one non-negative Python
int per edge and ask for a matching of maximum total weight (not of maximum cardinality).

Two implementations of the same primal-dual blossom algorithm (Edmonds; Galil 1986) sit
behind ``max_weight_matching``: the C extension ``_matching_c`` (multi-limb integer duals,
built by ``pip install``) and the pure-Python module ``_matching_py``, used when the extension
is missing or ``USE_EXTENSION`` is False. After every solve the dual certificate is checked by
code separate from the solver (``verify_certificate`` here; ``certify`` inside the extension),
as networkx's ``verifyOptimum`` does; a failure raises ``MatchingError``.
"""

from __future__ import annotations

import importlib
from collections.abc import Hashable, Iterable, Sequence
from types import ModuleType
from typing import TypeVar

from . import _matching_py
from ._matching_py import Solution


def _load_extension() -> ModuleType | None:
    try:
        return importlib.import_module(f"{__package__}._matching_c")
    except ImportError:  # not built: the pure-Python solver takes over
        return None


_ext = _load_extension()

K = TypeVar("K", bound=Hashable)

__all__ = [
    "CHECK_CERTIFICATE",
    "USE_EXTENSION",
    "MatchingError",
    "Slack",
    "Solution",
    "extension_available",
    "forbidden_pairs",
    "max_weight_matching",
    "max_weight_matching_classes",
    "max_weight_matching_duals",
    "solve_python",
    "verify_certificate",
]

#: Check the dual certificate after every solve. In the extension this is a single O(m) pass;
#: in pure Python it costs about one full edge scan.
CHECK_CERTIFICATE = True

#: Use the C extension when it is built. Tests set this to False to exercise the fallback.
USE_EXTENSION = True


class MatchingError(RuntimeError):
    """Internal error: a solve produced a matching whose optimality certificate fails."""


def extension_available() -> bool:
    """True when the C extension ``_matching_c`` was built and imported."""
    return _ext is not None


def max_weight_matching(n: int, edges: Sequence[tuple[int, int, int]]) -> list[int]:
    """Maximum-weight matching of the graph on vertices 0..n-1; returns mate[v] (-1 if unmatched).

    Weights are non-negative Python ints of any size; edges of weight 0 are ignored, and at most
    one edge may join a pair of vertices. Raises ValueError on a vertex outside 0..n-1, a loop or
    a negative weight, TypeError on a weight that is not an int, and MatchingError if the dual
    certificate of the result fails (an internal error).
    """
    if n < 0:
        raise ValueError(f"matching: vertex count must be >= 0, found {n}")
    if _ext is not None and USE_EXTENSION:
        mate: list[int]
        error: str | None
        mate, error = _ext.solve(n, edges, CHECK_CERTIFICATE)
        if error is not None:
            raise MatchingError(f"matching certificate failed: {error}")
        return mate
    if not isinstance(edges, list | tuple):
        edges = list(edges)  # read twice below
    sol = solve_python(n, edges)
    if CHECK_CERTIFICATE:
        verify_certificate(n, edges, sol)
    return sol.mate


def max_weight_matching_duals(n: int, edges: Sequence[tuple[int, int, int]]) -> Solution:
    """Like ``max_weight_matching``, with the optimal duals (for doubled weights ``2w``) and
    the blossom forest of the certificate: an edge (u, v) can be in some maximum-weight
    matching only if it is tight, ``y[u] + y[v] + sum(z[B] : u, v in B) == 2w``. On a
    bipartite graph no blossom forms, so ``z`` is all zero.
    """
    if n < 0:
        raise ValueError(f"matching: vertex count must be >= 0, found {n}")
    if _ext is not None and USE_EXTENSION:
        result, error = _ext.solve_full(n, edges, CHECK_CERTIFICATE)
        if error is not None:
            raise MatchingError(f"matching certificate failed: {error}")
        mate, y, z, parent = result
        return Solution(mate, y, z, parent)
    if not isinstance(edges, list | tuple):
        edges = list(edges)
    sol = solve_python(n, edges)
    if CHECK_CERTIFICATE:
        verify_certificate(n, edges, sol)
    return sol


def class_edges(
    n: int,
    cls: Sequence[int],
    table: Sequence[int],
    forbid: Sequence[int],
    side: bytes | None = None,
    extra: Sequence[tuple[int, int, int]] = (),
) -> list[tuple[int, int, int]]:
    """The edges that ``max_weight_matching_classes`` describes, as (u, v, w) triples."""
    k = round(len(table) ** 0.5)
    banned = {(min(a, b), max(a, b)) for a, b in zip(forbid[::2], forbid[1::2], strict=True)}
    edges = []
    for u in range(n):
        if side is not None and not side[u]:
            continue
        row = cls[u] * k
        for v in range(u + 1, n):
            w = table[row + cls[v]]
            if w and (u, v) not in banned and (side is None or not side[v]):
                edges.append((u, v, w))
    return edges + [e for e in extra if e[2]]


def forbidden_pairs(keys: Sequence[K], neighbours: Sequence[Iterable[K]]) -> list[int]:
    """The ``forbid`` list of ``max_weight_matching_classes`` (flat: i0, j0, i1, j1 ...,
    positions in ``keys``, i < j) for the vertices ``keys``, vertex i forbidden with the
    keys of ``neighbours[i]`` (keys outside ``keys`` are ignored). The engines pass the
    players of a bracket and whom each may not be paired with by [C1] (met before, or
    a pair the file forbids: Dutch C.04.3, Dubov C.04.4.1, Burstein C.04.4.2)."""
    position = {key: p for p, key in enumerate(keys)}
    forbid: list[int] = []
    for p, others in enumerate(neighbours):
        for other in others:
            q = position.get(other, -1)
            if q > p:
                forbid += (p, q)
    return forbid


def max_weight_matching_classes(
    n: int,
    cls: Sequence[int],
    table: Sequence[int],
    forbid: Sequence[int],
    side: bytes | None = None,
    extra: Sequence[tuple[int, int, int]] = (),
) -> tuple[Solution, list[Sequence[int]] | None]:
    """``max_weight_matching_duals`` on a graph given by vertex classes, built without a
    Python object per edge: edge (u, v), u < v, weighs ``table[cls[u] * k + cls[v]]`` for k
    classes (0: no edge), except the pairs in ``forbid`` (flat: u0, v0, u1, v1, ...). With
    ``side`` (one byte per vertex) only the pairs with ``side[u] == 1`` and ``side[v] == 0``
    are edges: the graph is bipartite, and the second value lists, for every vertex u, its
    tight edges' other ends in increasing order (``y[u] + y[v] == 2w``); else it is None.
    ``extra``: more edges as (u, v, w) triples, none of them a pair the classes already join
    (with ``side``, each from a side-1 vertex to a later side-0 one).
    """
    if _ext is not None and USE_EXTENSION:
        (mate, y, z, parent), error, tight = _ext.solve_classes(
            n, cls, table, forbid, side, CHECK_CERTIFICATE, extra
        )
        if error is not None:
            raise MatchingError(f"matching certificate failed: {error}")
        sol = Solution(mate, y, z, parent)
        if tight is None:
            return sol, None
        start = memoryview(tight[0]).cast("i")
        nbr = memoryview(tight[1]).cast("i")
        return sol, [nbr[start[v] : start[v + 1]] for v in range(n)]
    edges = class_edges(n, cls, table, forbid, side, extra)
    sol = max_weight_matching_duals(n, edges)
    if side is None:
        return sol, None
    adj: list[list[int]] = [[] for _ in range(n)]
    for u, v, w in edges:
        if sol.y[u] + sol.y[v] == 2 * w:
            adj[u].append(v)
    return sol, list(adj)


def _check_edge(n: int, u: int, v: int, w: int) -> None:
    if type(w) is not int:
        raise TypeError(f"matching: edge ({u}, {v}): weight must be an int, found {w!r}")
    if not (0 <= u < n and 0 <= v < n):
        raise ValueError(f"matching: edge ({u}, {v}): vertex outside 0..{n - 1}")
    if u == v:
        raise ValueError(f"matching: edge ({u}, {v}): loop")
    if w < 0:
        raise ValueError(f"matching: edge ({u}, {v}): negative weight {w}")


def solve_python(n: int, edges: Sequence[tuple[int, int, int]]) -> Solution:
    """Pure-Python solve returning the matching with its dual certificate (doubled weights)."""
    nbr: list[list[int]] = [[] for _ in range(n)]
    cw: list[list[int]] = [[] for _ in range(n)]
    wmax = 0
    for u, v, w in edges:
        _check_edge(n, u, v, w)
        if w > 0:
            c = w << 1
            nbr[u].append(v)
            cw[u].append(c)
            nbr[v].append(u)
            cw[v].append(c)
            if w > wmax:
                wmax = w
    return _matching_py.solve(n, nbr, cw, wmax)


def _blossom_tree(n: int, parent: Sequence[int]) -> tuple[list[int], list[int]]:
    """Depth of every node in the blossom forest and the number of vertices in every node."""
    nn = len(parent)
    depth = [-1] * nn
    size = [0] * nn
    for v in range(n):
        chain = []
        b = v
        while b >= 0 and depth[b] < 0:
            chain.append(b)
            b = parent[b]
        d = 0 if b < 0 else depth[b] + 1
        for node in reversed(chain):
            depth[node] = d
            d += 1
        b = v
        while b >= 0:
            size[b] += 1
            b = parent[b]
    return depth, size


def _lca(u: int, v: int, parent: Sequence[int], depth: Sequence[int]) -> int:
    """Lowest blossom holding both vertices u and v, or -1."""
    while depth[u] > depth[v]:
        u = parent[u]
    while depth[v] > depth[u]:
        v = parent[v]
    while u != v:
        u, v = parent[u], parent[v]
    return u


class Slack:
    """The slack ``y[u] + y[v] + sum(z[B] : u, v in B) - 2w`` of an edge under the duals of
    a solve (``max_weight_matching_duals`` or ``_classes``). An edge of positive slack is in
    no maximum-weight matching (complementary slackness), whichever matching was found."""

    def __init__(self, n: int, sol: Solution) -> None:
        self.y, self.parent = sol.y, sol.parent
        self.depth, _ = _blossom_tree(n, sol.parent)
        self.cz = [0] * len(sol.parent)  # z of the node and of every blossom above it
        for b in sorted(range(len(sol.parent)), key=self.depth.__getitem__):
            if self.depth[b] >= 0:
                up = sol.parent[b]
                self.cz[b] = sol.z[b] + (self.cz[up] if up >= 0 else 0)

    def __call__(self, u: int, v: int, w: int) -> int:
        """The slack of the edge (u, v) of weight w."""
        s = self.y[u] + self.y[v] - 2 * w
        lca = _lca(u, v, self.parent, self.depth)
        return s + self.cz[lca] if lca >= 0 else s


def verify_certificate(n: int, edges: Sequence[tuple[int, int, int]], sol: Solution) -> None:
    """Check the LP optimality conditions of ``sol`` for weights ``2w``; raise MatchingError.

    Conditions (Galil 1986, section 3): duals y, z >= 0; every edge has slack
    y_u + y_v - 2w + sum(z_B : u, v in B) >= 0 and matched edges have slack 0; unmatched
    vertices have y = 0; every blossom is odd and a blossom with z > 0 holds (|B| - 1) / 2
    matched edges. Together they prove the matching has maximum weight.
    """
    mate, y, z, parent = sol.mate, sol.y, sol.z, sol.parent
    depth, size = _blossom_tree(n, parent)
    cz = [0] * len(parent)  # sum of z over the node and all blossoms above it
    for b in sorted(range(len(parent)), key=depth.__getitem__):
        if depth[b] >= 0:
            cz[b] = z[b] + (cz[parent[b]] if parent[b] >= 0 else 0)

    def fail(what: str) -> MatchingError:
        return MatchingError(f"matching certificate failed: {what}")

    for v in range(n):
        m = mate[v]
        if m != -1 and not (0 <= m < n and m != v and mate[m] == v):
            raise fail(f"mate of {v} is {m}, not symmetric")
        if y[v] < 0 or (m == -1 and y[v] != 0):
            raise fail(f"vertex {v}: dual {y[v]} (mate {m})")
    for b in range(n, len(parent)):
        if z[b] < 0 or (depth[b] >= 0 and size[b] % 2 == 0):
            raise fail(f"blossom {b}: dual {z[b]}, {size[b]} vertices")
    inside = [0] * len(parent)
    matched: set[int] = set()  # lower ends of the matched pairs with an edge of slack 0
    for u, v, w in edges:
        if w <= 0:
            continue
        s = y[u] + y[v] - 2 * w
        lca = _lca(u, v, parent, depth)
        if lca >= 0:
            s += cz[lca]
        if s < 0:
            raise fail(f"edge ({u}, {v}): negative slack {s}")
        if mate[u] == v and s == 0 and min(u, v) not in matched:
            matched.add(min(u, v))
            while lca >= 0:
                inside[lca] += 1
                lca = parent[lca]
    if 2 * len(matched) != sum(1 for m in mate if m >= 0):
        raise fail("a matched pair has no edge of slack 0 (or is no edge of positive weight)")
    for b in range(n, len(parent)):
        if z[b] > 0 and 2 * inside[b] != size[b] - 1:
            raise fail(f"blossom {b} with dual {z[b]}: {inside[b]} matched edges inside")
