"""Matching questions the Dubov procedure asks, answered fast in the common case and exactly always.

A Swiss round's compatibility graph is dense, so a greedy pass nearly always
finds the perfect matching or the first transposition the text asks for;
when it does not, the exact blossom solver of ``pairers.core.matching``
decides. Greedy answers are only ever used as proofs that something exists,
never as proofs that it does not, so every answer is exact.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Callable, Sequence

from trfcheck.pairers.core.matching import max_weight_matching

__all__ = ["Legal", "bipartite", "first_transposition", "heaviest", "perfect"]

Legal = Callable[[int, int], bool]


def perfect(verts: Sequence[int], legal: Legal) -> dict[int, int] | None:
    """A perfect matching of ``verts`` using pairs allowed by ``legal``, or None if none exists.

    The greedy pass takes the vertices in the given order (callers put the hardest
    first) and pairs each with the first free allowed partner; leftovers are repaired
    by swapping with a matched pair; only then is the exact solver called.
    """
    if len(verts) % 2:
        return None
    mate: dict[int, int] = {}
    free = list(verts)
    left: list[int] = []
    while free:
        v = free.pop(0)
        for pos, u in enumerate(free):
            if legal(v, u):
                del free[pos]
                mate[v], mate[u] = u, v
                break
        else:
            left.append(v)
    if left and not _repair(left, mate, legal):
        return _exact(verts, legal)
    return mate


def _repair(left: list[int], mate: dict[int, int], legal: Legal) -> bool:
    """Pair the greedy leftovers two by two, directly or by a swap with one matched pair."""
    while left:
        a = left.pop()
        for i, b in enumerate(left):
            if legal(a, b):
                del left[i]
                mate[a], mate[b] = b, a
                break
            swap = _swap(a, b, mate, legal)
            if swap is not None:
                del left[i]
                c, d = swap
                mate[a], mate[c], mate[b], mate[d] = c, a, d, b
                break
        else:
            return False
    return True


def _swap(a: int, b: int, mate: dict[int, int], legal: Legal) -> tuple[int, int] | None:
    """A matched pair (c, d) such that a-c and b-d are allowed."""
    for c, d in mate.items():
        if legal(a, c) and legal(b, d):
            return c, d
    return None


def _exact(verts: Sequence[int], legal: Legal) -> dict[int, int] | None:
    n = len(verts)
    edges = [(i, j, 1) for i in range(n) for j in range(i + 1, n) if legal(verts[i], verts[j])]
    mate = max_weight_matching(n, edges)
    if any(m < 0 for m in mate):
        return None
    return {verts[i]: verts[m] for i, m in enumerate(mate)}


def heaviest(verts: Sequence[int], weight: Callable[[int, int], int]) -> dict[int, int]:
    """A maximum-weight matching of ``verts``; ``weight(u, v)`` is 0 for a pair not allowed.

    Returns each matched vertex's mate (exact: ``pairers.core.matching``).
    """
    n = len(verts)
    edges = []
    for i in range(n):
        u = verts[i]
        for j in range(i + 1, n):
            w = weight(u, verts[j])
            if w:
                edges.append((i, j, w))
    mate = max_weight_matching(n, edges)
    return {verts[i]: verts[m] for i, m in enumerate(mate) if m >= 0}


def first_transposition(rows: Sequence[int], cols: Sequence[int], legal: Legal) -> list[int] | None:
    """Dubov 2026 3.2.6, 4.4: the first ordering of ``cols`` (in lexicographic order of the
    permutations of ``cols``) whose i-th member may meet ``rows[i]`` for every i; None if
    no ordering does.

    Row by row, the row takes the first column that still leaves a perfect matching of
    the rows after it, which is the first permutation without enumerating them. Notes:
    a perfect bipartite matching is kept throughout; moving a row to an earlier column
    is one alternating-path search, O(rows x cols).
    """
    n = len(rows)
    if n != len(cols):
        return None
    match = bipartite(rows, cols, legal)
    if match is None:
        return None
    row_col = match  # row index -> column index
    col_row = [0] * n
    for i, j in enumerate(row_col):
        col_row[j] = i
    fixed_col = [False] * n
    for i in range(n):
        for j in range(n):
            if fixed_col[j] or not legal(rows[i], cols[j]):
                continue
            if row_col[i] == j or _reroute(i, j, rows, cols, legal, row_col, col_row, fixed_col):
                fixed_col[j] = True
                break
    return [cols[row_col[i]] for i in range(n)]


def bipartite(rows: Sequence[int], cols: Sequence[int], legal: Legal) -> list[int] | None:
    """A perfect matching of ``rows`` to ``cols`` as row index -> column index, or None.

    Greedy in row and column order first, then breadth-first augmenting paths (Kuhn).
    """
    n = len(rows)
    col_row = [-1] * n
    row_col = [-1] * n
    for i in range(n):
        for j in range(n):
            if col_row[j] < 0 and legal(rows[i], cols[j]):
                col_row[j], row_col[i] = i, j
                break
    for i in range(n):
        if row_col[i] < 0 and not _augment(i, rows, cols, legal, row_col, col_row):
            return None
    return row_col


def _augment(
    start: int,
    rows: Sequence[int],
    cols: Sequence[int],
    legal: Legal,
    row_col: list[int],
    col_row: list[int],
) -> bool:
    """Breadth-first augmenting path from the free row ``start``."""
    n = len(rows)
    prev_row = [-1] * n  # column -> row that reached it
    seen = [False] * n
    queue = deque([start])
    while queue:
        i = queue.popleft()
        for j in range(n):
            if seen[j] or not legal(rows[i], cols[j]):
                continue
            seen[j] = True
            prev_row[j] = i
            if col_row[j] < 0:
                while j >= 0:  # flip the path back to start
                    i = prev_row[j]
                    nxt = row_col[i]
                    row_col[i], col_row[j] = j, i
                    j = nxt
                return True
            queue.append(col_row[j])
    return False


def _reroute(
    i: int,
    j: int,
    rows: Sequence[int],
    cols: Sequence[int],
    legal: Legal,
    row_col: list[int],
    col_row: list[int],
    fixed_col: list[bool],
) -> bool:
    """Give column j to row i: the row holding j must reach i's column along an alternating
    path through rows and columns not yet fixed. Applies the change when it exists."""
    n = len(rows)
    target = row_col[i]
    first = col_row[j]
    prev_row = [-1] * n  # column -> row that reached it
    seen = [False] * n
    seen[j] = True
    queue = deque([first])
    while queue:
        r = queue.popleft()
        for c in range(n):
            if seen[c] or fixed_col[c] or not legal(rows[r], cols[c]):
                continue
            seen[c] = True
            prev_row[c] = r
            if c == target:
                while c != j:  # shift the path: each row takes the column it reached
                    r2 = prev_row[c]
                    nxt = row_col[r2]
                    row_col[r2], col_row[c] = c, r2
                    c = nxt
                row_col[i], col_row[j] = j, i
                return True
            queue.append(col_row[c])
    return False
