"""Pure-Python maximum-weight matching: Edmonds' blossom algorithm with dual variables.

Used when the C extension ``_matching_c`` is not built; the C code follows the same design.

Notes
-----
Primal-dual method of Edmonds as presented by Galil (1986, "Efficient algorithms for finding
maximum matching in graphs", section 3): every free vertex roots an alternating tree, tight
edges grow the trees, form blossoms or augment, and dual adjustments ``delta`` create new tight
edges. Integrality: the solver works on doubled weights ``c = 2w`` with initial vertex duals
``max w``; every vertex dual, blossom dual and S-S slack then stays an even/whole integer, so no
division ever rounds.

Two departures from the textbook stage structure keep dense graphs fast:

* Trees persist across augmentations. Only the two trees joined by an augmenting path lose
  their labels; every other tree keeps its labels and least-slack edges, so a vertex is
  rescanned only when it is newly labelled S (Galil resets all trees after each augmentation,
  which costs a full O(m) rescan per augmentation).
* Duals are lazy. ``clock`` is the sum of all deltas so far; a vertex stores ``ybase`` with
  ``y = ybase + sign * clock`` (sign -1 for S, +1 for T, 0 unlabelled), a top-level blossom
  ``z = zbase + zsign * clock``. A dual adjustment is then O(1), and the keys of the
  least-slack edges (``slack + clock`` or ``slack + 2 clock``) stay constant while the labels
  of their endpoints do.

Worst case O(n^3) big-integer operations; typical dense inputs need far fewer. The C code adds
shortcuts that change no result (early-exit comparisons, a sorted adjacency for the edges to
free vertices); its header lists them.

The module is one class whose methods share the search state; it stays in one file (a little
over the usual 500 lines) so that it reads side by side with ``_matching_c.c``.
"""

from __future__ import annotations

from dataclasses import dataclass

S = 1  # outer vertex label
T = 2  # inner vertex label


@dataclass(frozen=True, slots=True)
class Solution:
    """Optimal matching with its dual certificate (duals for doubled weights ``2w``).

    ``parent[b]`` is the enclosing blossom of node b (vertices 0..n-1, blossoms n..2n-1) or -1;
    ``z[b]`` is the dual of blossom b (0 for unused ids and vertices).
    """

    mate: list[int]
    y: list[int]
    z: list[int]
    parent: list[int]


class _Search:
    """State of one solve. Arrays are indexed by node: vertices 0..n-1, blossoms n..2n-1."""

    def __init__(self, n: int, nbr: list[list[int]], cw: list[list[int]], wmax: int) -> None:
        self.n = n
        self.nbr = nbr
        self.cw = cw
        self.wmax = wmax
        self.inf = 1 << (8 * wmax.bit_length() + 64)  # above every key
        nn = 2 * n
        self.mate = [-1] * n
        self.top = list(range(n))  # top-level node containing each vertex
        self.parent = [-1] * nn
        self.childs: list[list[int]] = [[] for _ in range(nn)]  # cycle order, base child first
        self.cedges: list[list[tuple[int, int]]] = [[] for _ in range(nn)]  # childs[i]->childs[i+1]
        self.leaves: list[list[int]] = [[v] for v in range(n)] + [[] for _ in range(n)]
        self.base = list(range(n)) + [-1] * n
        self.label = [S] * n + [0] * n
        self.les = [-1] * nn  # T node: S-side vertex of the edge that labelled it
        self.lex = [-1] * nn  # T node: its own vertex on that edge
        self.tree = list(range(n))  # root (free vertex) of the tree holding the vertex, or -1
        self.members: list[list[int]] = [[v] for v in range(n)]
        self.ybase = [wmax] * n
        self.sign = [-1] * n
        self.zbase = [0] * nn
        self.zsign = [0] * nn
        self.clock = 0
        inf = self.inf
        # unlabelled top node: least-key edge (s, x) to an S vertex s, key ybase_s + ybase_x - c
        self.b2s = [-1] * nn
        self.b2x = [-1] * nn
        self.b2k = [inf] * nn
        # S top node: least-key edge (a, b) to another S top node, same key formula
        self.b3a = [-1] * nn
        self.b3b = [-1] * nn
        self.b3k = [inf] * nn
        # dirty: the edge lost its S end; the key stays as a lower bound until recomputed
        self.b2dirty = [False] * nn
        self.b3dirty = [False] * nn
        # S blossom: candidate edges (a, b, c) towards other S nodes (None: use all edges)
        self.lists: list[list[tuple[int, int, int]] | None] = [None] * nn
        self.unused = list(range(nn - 1, n - 1, -1))
        self.queue = list(range(n - 1, -1, -1))
        self.nfree = n
        self.dmark = [0] * n
        self.epoch = 0

    # ----------------------------------------------------------------- labelling and scanning

    def scan(self, v: int) -> None:
        """Relax every edge of the new S vertex v; act at once on tight edges."""
        top, label, ybase = self.top, self.label, self.ybase
        b2s, b2x, b2k = self.b2s, self.b2x, self.b2k
        b3a, b3b, b3k = self.b3a, self.b3b, self.b3k
        b2dirty, b3dirty = self.b2dirty, self.b3dirty
        one = self.clock
        two = one + one
        bv = top[v]
        yv = ybase[v]
        for x, c in zip(self.nbr[v], self.cw[v], strict=True):
            bx = top[x]
            lx = label[bx]
            if lx == T or bx == bv:
                continue
            k = yv + ybase[x] - c
            if lx == S:
                if k < b3k[bv]:
                    if k == two:
                        self.tight_ss(v, x)
                        bv = top[v]
                        if label[bv] != S:
                            return  # v's tree was consumed by an augmentation
                        continue
                    b3a[bv] = v
                    b3b[bv] = x
                    b3k[bv] = k
                    b3dirty[bv] = False
            elif k < b2k[bx]:
                if k == one:
                    self.assign_t(bx, v, x)
                    continue
                b2s[bx] = v
                b2x[bx] = x
                b2k[bx] = k
                b2dirty[bx] = False

    def relabel(self, b: int, lab: int, root: int) -> None:
        """Give top node b (currently unlabelled or T) the label lab in the tree of root."""
        clock = self.clock
        new_sign = -1 if lab == S else (1 if lab == T else 0)
        ybase, sign, tree = self.ybase, self.sign, self.tree
        leaves = self.leaves[b]
        for u in leaves:
            ybase[u] += (sign[u] - new_sign) * clock
            sign[u] = new_sign
            tree[u] = root
        if root >= 0:
            self.members[root].extend(leaves)
            if lab == S:
                self.queue.extend(leaves)
        if b >= self.n:
            zs = 2 * new_sign * -1
            self.zbase[b] += (self.zsign[b] - zs) * clock
            self.zsign[b] = zs
        self.label[b] = lab
        self.b2s[b] = -1
        self.b2k[b] = self.inf
        self.b3a[b] = -1
        self.b3k[b] = self.inf
        self.b2dirty[b] = self.b3dirty[b] = False
        self.lists[b] = None

    def assign_t(self, b: int, s: int, x: int) -> None:
        """Label unlabelled top node b T through the tight edge (s, x); its mate's node gets S."""
        root = self.tree[s]
        self.relabel(b, T, root)
        self.les[b] = s
        self.lex[b] = x
        self.relabel(self.top[self.mate[self.base[b]]], S, root)

    def tight_ss(self, v: int, x: int) -> None:
        """Tight edge between two S nodes: a blossom in one tree, an augmenting path across two."""
        rv, rx = self.tree[v], self.tree[x]
        if rv == rx:
            self.add_blossom(v, x)
        else:
            self.augment(v, x)
            self.nfree -= 2
            self.dissolve((rv, rx))

    # ----------------------------------------------------------------- blossoms

    def step_up(self, b: int) -> int:
        """The S node two levels above S node b in its tree, or -1 at the root."""
        m = self.mate[self.base[b]]
        if m < 0:
            return -1
        return self.top[self.les[self.top[m]]]

    def tree_path(self, b: int, stop: int) -> tuple[list[int], list[tuple[int, int]]]:
        """Nodes from S node b up to S node stop, with the edges between them (lower, upper)."""
        top, mate, base = self.top, self.mate, self.base
        nodes = [b]
        edges: list[tuple[int, int]] = []
        while b != stop:
            bb = base[b]
            m = mate[bb]
            t = top[m]
            s = self.les[t]
            b = top[s]
            nodes += (t, b)
            edges += ((bb, m), (self.lex[t], s))
        return nodes, edges

    def find_lca(self, a: int, b: int) -> int:
        """Lowest common S node of S nodes a and b in the same tree."""
        seen: set[int] = set()
        while True:
            if a >= 0:
                if a in seen:
                    return a
                seen.add(a)
                a = self.step_up(a)
            a, b = b, a

    def add_blossom(self, v: int, x: int) -> None:
        """Shrink the odd cycle closed by tight edge (v, x) into a new S blossom (Galil 3.2)."""
        top = self.top
        lca = self.find_lca(top[v], top[x])
        pv, ev = self.tree_path(top[v], lca)
        px, ex = self.tree_path(top[x], lca)
        childs = pv[::-1] + px[:-1]
        cedges = [(q, p) for p, q in reversed(ev)] + [(v, x), *ex]
        b = self.unused.pop()
        self.childs[b] = childs
        self.cedges[b] = cedges
        self.base[b] = self.base[lca]
        self.label[b] = S
        self.zbase[b] = -2 * self.clock  # z = 0
        self.zsign[b] = 2
        clock = self.clock
        ybase, sign, leaves, queue = self.ybase, self.sign, self.leaves, self.queue
        was_t: list[bool] = []
        all_leaves: list[int] = []
        for c in childs:
            self.parent[c] = b
            self.zbase[c] += self.zsign[c] * clock  # freeze z of the new sub-blossom
            self.zsign[c] = 0
            lc = leaves[c]
            all_leaves += lc
            was_t.append(self.label[c] == T)
            if self.label[c] == T:
                for u in lc:
                    ybase[u] += 2 * clock
                    sign[u] = -1
                queue.extend(lc)
        self.leaves[b] = all_leaves
        for u in all_leaves:
            top[u] = b
        self.b2s[b] = -1
        self.b2k[b] = self.inf
        cands: list[tuple[int, int, int]] = []
        for c, t_child in zip(childs, was_t, strict=True):
            lst = None if t_child else self.lists[c]
            cands += lst if lst is not None else self.all_edges(c)
        self.set_lists(b, cands)

    def all_edges(self, b: int) -> list[tuple[int, int, int]]:
        """Every edge (a, y, c) with a in node b."""
        nbr, cw = self.nbr, self.cw
        return [(a, y, c) for a in self.leaves[b] for y, c in zip(nbr[a], cw[a], strict=True)]

    def set_lists(self, b: int, cands: list[tuple[int, int, int]]) -> None:
        """Keep the least-key candidate towards each other S node; b3 gets the overall least."""
        top, label, ybase = self.top, self.label, self.ybase
        best: dict[int, tuple[int, int, int, int]] = {}
        for a, y, c in cands:
            by = top[y]
            if by == b or label[by] != S:
                continue
            k = ybase[a] + ybase[y] - c
            cur = best.get(by)
            if cur is None or k < cur[0]:
                best[by] = (k, a, y, c)
        self.lists[b] = [(a, y, c) for _, a, y, c in best.values()]
        if best:
            k, a, y, _ = min(best.values())
            self.b3a[b], self.b3b[b], self.b3k[b] = a, y, k
        else:
            self.b3a[b], self.b3b[b], self.b3k[b] = -1, -1, self.inf
        self.b3dirty[b] = False

    def expand_t(self, b: int) -> None:
        """Expand T blossom b whose dual reached 0 (Galil 3.2, delta4)."""
        n = self.n
        childs, cedges = self.childs[b], self.cedges[b]
        root = self.tree[self.base[b]]
        t = self.lex[b]
        while self.parent[t] != b:
            t = self.parent[t]
        j = childs.index(t)
        k = len(childs)
        for c in childs:
            self.parent[c] = -1
            for u in self.leaves[c]:
                self.top[u] = c
            self.label[c] = T  # its vertices are still T-normalised
            if c >= n:
                self.zsign[c] = 0
        on_path = [False] * k
        s, x, i = self.les[b], self.lex[b], j
        while True:
            c = childs[i]
            on_path[i] = True
            self.relabel(c, T, root)
            self.les[c], self.lex[c] = s, x
            if i == 0:
                break
            if j % 2 == 0:  # walk down: matched edge cedges[i-1], then cedges[i-2]
                on_path[i - 1] = True
                self.relabel(childs[i - 1], S, root)
                x, s = cedges[i - 2]
                i -= 2
            else:  # walk up: matched edge cedges[i], then cedges[i+1]
                on_path[i + 1] = True
                self.relabel(childs[i + 1], S, root)
                s, x = cedges[i + 1]
                i = (i + 2) % k
        for i, c in enumerate(childs):
            if not on_path[i]:
                self.relabel(c, 0, -1)
                self.best2(c)
        self.free_blossom(b)

    def free_blossom(self, b: int) -> None:
        self.childs[b] = []
        self.cedges[b] = []
        self.leaves[b] = []
        self.label[b] = 0
        self.zbase[b] = 0
        self.zsign[b] = 0
        self.lists[b] = None
        self.unused.append(b)

    # ----------------------------------------------------------------- augmentation

    def augment_blossom(self, b: int, v: int) -> None:
        """Swap matched edges inside blossom b so that vertex v becomes its base."""
        n, parent, mate = self.n, self.parent, self.mate
        todo = [(b, v)]
        while todo:
            b, v = todo.pop()
            if b < n:
                continue
            t = v
            while parent[t] != b:
                t = parent[t]
            todo.append((t, v))
            childs, cedges = self.childs[b], self.cedges[b]
            k = len(childs)
            j = childs.index(t)
            i = j
            while i != 0:
                if j % 2 == 0:
                    q, p = cedges[i - 2]
                    i1, i2 = i - 1, i - 2
                else:
                    p, q = cedges[i + 1]
                    i1, i2 = i + 1, (i + 2) % k
                todo += ((childs[i1], p), (childs[i2], q))
                mate[p] = q
                mate[q] = p
                i = i2
            self.childs[b] = childs[j:] + childs[:j]
            self.cedges[b] = cedges[j:] + cedges[:j]
            self.base[b] = v

    def augment(self, v: int, x: int) -> None:
        """Augment along the path root(v) .. v - x .. root(x) (Galil 3.2, augmentation)."""
        for s, w in ((v, x), (x, v)):
            while True:
                b = self.top[s]
                m = self.mate[self.base[b]]
                self.augment_blossom(b, s)
                self.mate[s] = w
                if m < 0:
                    break
                tb = self.top[m]
                s2, xt = self.les[tb], self.lex[tb]
                self.augment_blossom(tb, xt)
                self.mate[xt] = s2
                s, w = s2, xt

    def dissolve(self, roots: tuple[int, int]) -> None:
        """Remove the labels of two augmented trees; repair least-slack edges pointing into them."""
        self.epoch += 1
        ep = self.epoch
        tree, top, label, dmark = self.tree, self.top, self.label, self.dmark
        freed: list[int] = []
        for r in roots:
            for u in self.members[r]:
                if tree[u] != r:
                    continue
                b = top[u]
                if label[b] == S:
                    for w in self.leaves[b]:
                        dmark[w] = ep
                self.relabel(b, 0, -1)
                freed.append(b)
            self.members[r] = []
        n = self.n
        while freed:
            b = freed.pop()
            if b >= n and self.zbase[b] == 0:  # Galil: expand blossoms with z = 0 at stage end
                for c in self.childs[b]:
                    self.parent[c] = -1
                    for u in self.leaves[c]:
                        top[u] = c
                    self.relabel(c, 0, -1)
                    freed.append(c)
                self.free_blossom(b)
            else:
                self.best2(b)
        # Least-slack edges into the dissolved trees become lower bounds (slack >= 0 still
        # holds for the true minimum); next_delta recomputes them only when they matter.
        base, b2s, b3b, b2k, b3k = self.base, self.b2s, self.b3b, self.b2k, self.b3k
        one = self.clock
        two = one + one
        for u in range(n):
            b = top[u]
            if base[b] != u:
                continue
            lb = label[b]
            if lb == 0:
                s = b2s[b]
                if s >= 0 and dmark[s] == ep:
                    self.b2dirty[b] = True
                    b2s[b] = -1
                    b2k[b] = max(b2k[b], one)
            elif lb == S:
                y = b3b[b]
                if y >= 0 and dmark[y] == ep:
                    self.b3dirty[b] = True
                    self.b3a[b] = b3b[b] = -1
                    b3k[b] = max(b3k[b], two)

    def best3(self, b: int) -> None:
        """Recompute the least-key edge from S top node b to another S top node."""
        lst = self.lists[b]
        self.set_lists(b, lst if lst is not None else self.all_edges(b))

    def best2(self, b: int) -> None:
        """Recompute the least-key edge from unlabelled top node b to an S vertex."""
        top, label, ybase, nbr, cw = self.top, self.label, self.ybase, self.nbr, self.cw
        bk = self.inf
        bs = bx = -1
        for u in self.leaves[b]:
            yu = ybase[u]
            for y, c in zip(nbr[u], cw[u], strict=True):
                if label[top[y]] == S:
                    k = yu + ybase[y] - c
                    if k < bk:
                        bk, bs, bx = k, y, u
        self.b2s[b], self.b2x[b], self.b2k[b] = bs, bx, bk
        self.b2dirty[b] = False

    # ----------------------------------------------------------------- main loop

    def next_delta(self) -> tuple[int, int, int]:
        """Least dual adjustment (Galil delta1..delta4) as (delta, kind, node)."""
        n, top, base, label = self.n, self.top, self.base, self.label
        b2k, b3k, zbase = self.b2k, self.b3k, self.zbase
        b2dirty, b3dirty = self.b2dirty, self.b3dirty
        one = self.clock
        two = one + one
        delta, kind, arg = self.wmax - one, 1, -1
        lim2 = delta + one  # key bound for delta2: key - clock < delta
        lim3 = 2 * delta + two  # key bound for delta3: (key - 2 clock) / 2 < delta
        for u in range(n):
            b = top[u]
            if base[b] != u:
                continue
            lb = label[b]
            if lb == 0:
                if b2k[b] < lim2 and b2dirty[b]:
                    self.best2(b)
                if b2k[b] < lim2:
                    delta, kind, arg = b2k[b] - one, 2, b
                    lim2, lim3 = b2k[b], 2 * delta + two
            elif lb == S:
                if b3k[b] < lim3 and b3dirty[b]:
                    self.best3(b)
                if b3k[b] < lim3:
                    delta, kind, arg = (b3k[b] - two) >> 1, 3, b
                    lim2, lim3 = delta + one, b3k[b]
            elif b >= n:
                d = (zbase[b] - two) >> 1
                if d < delta:
                    delta, kind, arg = d, 4, b
                    lim2, lim3 = delta + one, 2 * delta + two
        return delta, kind, arg

    def run(self) -> None:
        top, label, queue = self.top, self.label, self.queue
        while True:
            while queue:
                v = queue.pop()
                if label[top[v]] == S:
                    self.scan(v)
            if self.nfree == 0:
                return
            delta, kind, b = self.next_delta()
            self.clock += delta
            if kind == 1:
                return
            if kind == 2:
                self.assign_t(b, self.b2s[b], self.b2x[b])
            elif kind == 3:
                self.tight_ss(self.b3a[b], self.b3b[b])
            else:
                self.expand_t(b)

    def solution(self) -> Solution:
        clock = self.clock
        y = [yb + s * clock for yb, s in zip(self.ybase, self.sign, strict=True)]
        z = [zb + s * clock for zb, s in zip(self.zbase, self.zsign, strict=True)]
        for b in self.unused:
            z[b] = 0
        return Solution(self.mate, y, z, self.parent)


def solve(n: int, nbr: list[list[int]], cw: list[list[int]], wmax: int) -> Solution:
    """Maximum-weight matching on adjacency lists; ``cw`` holds doubled weights ``2w``."""
    search = _Search(n, nbr, cw, wmax)
    search.run()
    return search.solution()
