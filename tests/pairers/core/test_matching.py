"""Maximum-weight matching core: both backends against brute force and networkx.

Brute force (enumerating every matching) and networkx.max_weight_matching are the independent
sources of truth; results are compared by total weight, since optimal matchings need not be
unique. The named small graphs were found by searching random graphs for ones that drive the
solver through the case in the test name, which the test re-checks with a probe.
"""

from __future__ import annotations

import os
import random
from collections.abc import Callable, Iterator, Sequence
from functools import cache
from typing import Any

import networkx as nx
import pytest

from trfcheck.pairers.core import _matching_py, matching
from trfcheck.pairers.core.matching import MatchingError, Solution, max_weight_matching

Edge = tuple[int, int, int]

# In CI (CI=true) the extension must have been built by `pip install -e .`; elsewhere a missing
# build skips the C tests rather than failing everybody's run.
C_REQUIRED = bool(os.environ.get("CI"))


@pytest.fixture(params=["c", "python"])
def backend(request: pytest.FixtureRequest, monkeypatch: pytest.MonkeyPatch) -> str:
    """Run the test once through the C extension and once through the pure-Python fallback."""
    name: str = request.param
    if name == "c" and not matching.extension_available():
        if C_REQUIRED:
            pytest.fail("the C extension _matching_c is not built")
        pytest.skip("the C extension _matching_c is not built")
    monkeypatch.setattr(matching, "USE_EXTENSION", name == "c")
    monkeypatch.setattr(matching, "CHECK_CERTIFICATE", True)
    return name


def brute_force_weight(n: int, edges: Sequence[Edge]) -> int:
    """Largest total weight over all matchings, by dynamic programming over vertex subsets."""
    weight: dict[tuple[int, int], int] = {}
    for u, v, w in edges:
        if w > 0:
            weight[(min(u, v), max(u, v))] = w

    @cache
    def best(mask: int) -> int:
        if mask == 0:
            return 0
        i = (mask & -mask).bit_length() - 1
        rest = mask & ~(1 << i)
        result = best(rest)  # i stays unmatched
        others = rest
        while others:
            j = (others & -others).bit_length() - 1
            others &= others - 1
            w = weight.get((i, j))
            if w:
                result = max(result, w + best(rest & ~(1 << j)))
        return result

    return best((1 << n) - 1)


def matching_weight(n: int, edges: Sequence[Edge], mate: Sequence[int]) -> int:
    """Total weight of mate after checking that it is a matching on positive edges."""
    weight = {(min(u, v), max(u, v)): w for u, v, w in edges if w > 0}
    assert len(mate) == n
    total = 0
    for v, m in enumerate(mate):
        if m == -1:
            continue
        assert mate[m] == v, f"mate not symmetric at {v}"
        if v < m:
            total += weight[(v, m)]
    return total


def random_graph(rng: random.Random, n: int, density: float, draw: Callable[[], int]) -> list[Edge]:
    edges = []
    for u in range(n):
        for v in range(u + 1, n):
            if rng.random() < density:
                edges.append((u, v, draw()) if rng.random() < 0.5 else (v, u, draw()))
    return edges


def packed(fields: Sequence[int], width: int) -> int:
    """Lexicographic criteria packed into one int, most significant field first."""
    w = 0
    for f in fields:
        w = (w << width) | f
    return w


def small_graphs(seed: int, count: int) -> Iterator[tuple[int, list[Edge]]]:
    """Random graphs on at most 10 vertices with several weight families (ties included)."""
    rng = random.Random(seed)
    families: list[Callable[[], int]] = [
        lambda: rng.randint(0, 4),  # many ties and zero weights
        lambda: rng.getrandbits(rng.randint(1, 400)),  # big ints of mixed sizes
        lambda: packed([1, rng.randint(0, 2), rng.randint(0, 3), rng.randint(0, 9)], 500),
        lambda: packed([rng.randint(0, 1)] * 3 + [rng.getrandbits(20)], 1000),
        lambda: 7,  # all equal: maximum cardinality
    ]
    for _ in range(count):
        n = rng.randint(0, 10)
        yield n, random_graph(rng, n, rng.random(), rng.choice(families))


@pytest.mark.parametrize("seed", range(0, 2000, 100), ids=lambda s: f"seed{s}")
def test_agrees_with_brute_force_on_small_graphs(backend: str, seed: int) -> None:
    for i, (n, edges) in enumerate(small_graphs(seed, 100)):
        mate = max_weight_matching(n, edges)
        assert matching_weight(n, edges, mate) == brute_force_weight(n, edges), (seed, i)


def medium_graphs(seed: int, count: int) -> Iterator[tuple[int, list[Edge]]]:
    rng = random.Random(seed)
    families: list[Callable[[], int]] = [
        lambda: rng.randint(1, 6),
        lambda: rng.getrandbits(64),
        lambda: packed([1, rng.randint(0, 3), rng.random() < 0.2, rng.randint(0, 30)], 300),
    ]
    for _ in range(count):
        n = rng.randint(10, 70)
        yield n, random_graph(rng, n, rng.uniform(0.1, 1.0), rng.choice(families))


def networkx_weight(n: int, edges: Sequence[Edge]) -> int:
    graph: Any = nx.Graph()
    graph.add_nodes_from(range(n))
    graph.add_weighted_edges_from((u, v, w) for u, v, w in edges if w > 0)
    pairs: set[tuple[int, int]] = nx.max_weight_matching(graph)
    return sum(int(graph[u][v]["weight"]) for u, v in pairs)


@pytest.mark.parametrize("seed", range(10), ids=lambda s: f"seed{s}")
def test_agrees_with_networkx_on_medium_graphs(backend: str, seed: int) -> None:
    for i, (n, edges) in enumerate(medium_graphs(1000 + seed, 8)):
        mate = max_weight_matching(n, edges)
        assert matching_weight(n, edges, mate) == networkx_weight(n, edges), (seed, i)


@pytest.mark.slow
def test_backends_agree_on_dense_graph_with_3000_bit_weights() -> None:
    if not matching.extension_available():
        pytest.skip("the C extension _matching_c is not built")
    rng = random.Random(7)
    n = 160
    zeros = [0] * 16

    def draw() -> int:
        return packed([1, rng.randint(0, 8), rng.randint(0, 1), *zeros, rng.getrandbits(40)], 150)

    edges = random_graph(rng, n, 0.9, draw)
    c_mate = max_weight_matching(n, edges)
    py = matching.solve_python(n, edges)
    matching.verify_certificate(n, edges, py)
    assert matching_weight(n, edges, c_mate) == matching_weight(n, edges, py.mate)


# ----------------------------------------------------------------- named cases


def test_empty_graph(backend: str) -> None:
    assert max_weight_matching(0, []) == []
    assert max_weight_matching(3, []) == [-1, -1, -1]


def test_single_edge(backend: str) -> None:
    assert max_weight_matching(2, [(1, 0, 5)]) == [1, 0]


def test_zero_weight_edges_are_ignored(backend: str) -> None:
    assert max_weight_matching(4, [(0, 1, 0), (2, 3, 1)]) == [-1, -1, 3, 2]


def test_parallel_edges_count_with_the_heaviest(backend: str) -> None:
    # not allowed by the interface, but harmless: the lighter copy never matters
    edges = [(0, 1, 3), (1, 2, 4), (1, 0, 9), (2, 3, 4), (0, 1, 1)]
    assert max_weight_matching(4, edges) == [1, 0, 3, 2]


def test_edges_from_an_iterator(backend: str) -> None:
    assert max_weight_matching(2, iter([(0, 1, 1)])) == [1, 0]  # type: ignore[arg-type]


def test_maximum_weight_not_maximum_cardinality(backend: str) -> None:
    # path 0-1-2-3: the middle edge alone outweighs the two outer ones together
    assert max_weight_matching(4, [(0, 1, 2), (1, 2, 5), (2, 3, 2)]) == [-1, 2, 1, -1]


def test_equal_weights_give_maximum_cardinality(backend: str) -> None:
    edges = [(0, 1, 1), (1, 2, 1), (2, 3, 1), (3, 4, 1), (4, 5, 1)]
    assert -1 not in max_weight_matching(6, edges)


def test_lexicographic_fields_top_field_wins(backend: str) -> None:
    # one pair with a better top field beats two pairs with huge lower fields
    low = packed([0, (1 << 900) - 1], 1000)
    high = packed([1, 0], 1000)
    edges = [(0, 1, low), (1, 2, high), (2, 3, low)]
    assert max_weight_matching(4, edges) == [-1, 2, 1, -1]


def test_weights_of_6000_bits(backend: str) -> None:
    rng = random.Random(3)
    top = 1 << 6000
    for _ in range(30):
        n = rng.randint(2, 9)
        edges = random_graph(rng, n, 0.7, lambda: top | rng.getrandbits(rng.randint(1, 5999)))
        mate = max_weight_matching(n, edges)
        assert matching_weight(n, edges, mate) == brute_force_weight(n, edges)


# Graphs that drive the solver through one particular step (probe checks it on the Python path).
BLOSSOM_AT_AUGMENTED_TREE = (4, [(0, 1, 10), (0, 2, 4), (1, 2, 9), (2, 3, 2)])
T_BLOSSOM_EXPAND = (5, [(0, 1, 6), (1, 2, 7), (1, 4, 12), (2, 4, 12), (3, 4, 9)])
NESTED_BLOSSOM_EXPAND = (
    7,
    [
        (0, 3, 2),
        (0, 4, 3),
        (1, 4, 3),
        (2, 3, 11),
        (2, 4, 5),
        (2, 5, 9),
        (2, 6, 6),
        (3, 4, 10),
        (4, 5, 7),
        (5, 6, 7),
    ],
)
AUGMENT_THROUGH_NESTED_BLOSSOM = (
    6,
    [(0, 2, 6), (1, 2, 9), (1, 3, 7), (1, 4, 8), (2, 3, 11), (3, 5, 7), (4, 5, 9)],
)
STALE_LEAST_SLACK_EDGE_S_S = (5, [(0, 4, 6), (3, 4, 7)])
STALE_LEAST_SLACK_EDGE_S_FREE = (5, [(0, 1, 3), (0, 4, 4), (3, 4, 7)])


def probe(monkeypatch: pytest.MonkeyPatch, method: str, hit: Callable[..., bool]) -> list[bool]:
    """Record whether _Search.<method> is called in the situation that hit() recognises."""
    seen: list[bool] = []
    original = getattr(_matching_py._Search, method)

    def wrapper(self: Any, *args: Any) -> Any:
        if hit(self, *args):
            seen.append(True)
        return original(self, *args)

    monkeypatch.setattr(_matching_py._Search, method, wrapper)
    return seen


def check_case(n: int, edges: list[Edge]) -> None:
    for use_c in (False, True) if matching.extension_available() else (False,):
        matching.USE_EXTENSION = use_c
        mate = max_weight_matching(n, edges)
        assert matching_weight(n, edges, mate) == brute_force_weight(n, edges), use_c


@pytest.fixture
def both_backends(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(matching, "USE_EXTENSION", False)
    monkeypatch.setattr(matching, "CHECK_CERTIFICATE", True)


def test_t_blossom_expand(monkeypatch: pytest.MonkeyPatch, both_backends: None) -> None:
    seen = probe(monkeypatch, "expand_t", lambda self, b: True)
    check_case(*T_BLOSSOM_EXPAND)
    assert seen


def test_nested_blossom_expand(monkeypatch: pytest.MonkeyPatch, both_backends: None) -> None:
    seen = probe(monkeypatch, "expand_t", lambda self, b: any(c >= self.n for c in self.childs[b]))
    check_case(*NESTED_BLOSSOM_EXPAND)
    assert seen


def test_augment_through_nested_blossom(
    monkeypatch: pytest.MonkeyPatch, both_backends: None
) -> None:
    seen = probe(
        monkeypatch,
        "augment_blossom",
        lambda self, b, v: b >= self.n and any(c >= self.n for c in self.childs[b]),
    )
    check_case(*AUGMENT_THROUGH_NESTED_BLOSSOM)
    assert seen


def test_blossom_in_augmented_tree_loses_its_label(
    monkeypatch: pytest.MonkeyPatch, both_backends: None
) -> None:
    seen = probe(
        monkeypatch,
        "dissolve",
        lambda self, roots: any(
            self.tree[u] == r and self.top[u] >= self.n for r in roots for u in self.members[r]
        ),
    )
    check_case(*BLOSSOM_AT_AUGMENTED_TREE)
    assert seen


def test_least_slack_s_edge_into_dissolved_tree_is_recomputed(
    monkeypatch: pytest.MonkeyPatch, both_backends: None
) -> None:
    seen = probe(monkeypatch, "best3", lambda self, b: True)
    check_case(*STALE_LEAST_SLACK_EDGE_S_S)
    assert seen


def test_least_slack_free_edge_into_dissolved_tree_is_recomputed(
    monkeypatch: pytest.MonkeyPatch, both_backends: None
) -> None:
    seen = probe(monkeypatch, "best2", lambda self, b: bool(self.b2dirty[b]))
    check_case(*STALE_LEAST_SLACK_EDGE_S_FREE)
    assert seen


# ----------------------------------------------------------------- input errors


@pytest.mark.parametrize(
    ("edges", "error", "message"),
    [
        ([(0, 3, 1)], ValueError, r"edge \(0, 3\): vertex outside 0..2"),
        ([(1, 1, 1)], ValueError, r"edge \(1, 1\): loop"),
        ([(0, 1, -2)], ValueError, r"edge \(0, 1\): negative weight -2"),
        ([(0, 1, 1.5)], TypeError, r"edge \(0, 1\): weight must be an int, found 1.5"),
    ],
    ids=["vertex_out_of_range", "loop", "negative_weight", "float_weight"],
)
def test_bad_edge_is_reported(
    backend: str, edges: list[Any], error: type[Exception], message: str
) -> None:
    with pytest.raises(error, match=message):
        max_weight_matching(3, edges)


# ----------------------------------------------------------------- certificate


def solved(n: int, edges: list[Edge]) -> Solution:
    sol = matching.solve_python(n, edges)
    matching.verify_certificate(n, edges, sol)
    return sol


def test_certificate_rejects_a_suboptimal_matching() -> None:
    n, edges = 4, [(0, 1, 2), (1, 2, 5), (2, 3, 2)]
    sol = solved(n, edges)
    worse = Solution([1, 0, 3, 2], sol.y, sol.z, sol.parent)
    with pytest.raises(MatchingError, match="no edge of slack 0"):
        matching.verify_certificate(n, edges, worse)


def test_certificate_rejects_a_positive_dual_on_a_free_vertex() -> None:
    n, edges = 3, [(0, 1, 4)]
    sol = solved(n, edges)
    y = list(sol.y)
    y[2] = 2
    with pytest.raises(MatchingError, match="vertex 2"):
        matching.verify_certificate(n, edges, Solution(sol.mate, y, sol.z, sol.parent))


def test_certificate_rejects_negative_slack() -> None:
    n, edges = 4, [(0, 1, 3), (2, 3, 3), (1, 2, 1)]
    sol = solved(n, edges)
    y = [v - 1 if i in (1, 2) else v for i, v in enumerate(sol.y)]
    with pytest.raises(MatchingError):
        matching.verify_certificate(n, edges, Solution(sol.mate, y, sol.z, sol.parent))


@pytest.mark.parametrize("seed", range(5), ids=lambda s: f"seed{s}")
def test_extension_duals_pass_the_python_certificate(seed: int) -> None:
    ext = matching._ext
    if ext is None:
        if C_REQUIRED:
            pytest.fail("the C extension _matching_c is not built")
        pytest.skip("the C extension _matching_c is not built")
    for n, edges in medium_graphs(seed, 5):
        (mate, y, z, parent), error = ext.solve_full(n, edges)
        assert error is None
        matching.verify_certificate(n, edges, Solution(mate, y, z, parent))


@pytest.mark.parametrize("seed", range(5), ids=lambda s: f"seed{s}")
def test_extension_sorted_adjacency_shortcut(seed: int) -> None:
    """sort_after=0 sends every least-slack search through the sorted-adjacency shortcut."""
    ext = matching._ext
    if ext is None:
        if C_REQUIRED:
            pytest.fail("the C extension _matching_c is not built")
        pytest.skip("the C extension _matching_c is not built")
    for n, edges in medium_graphs(100 + seed, 5):
        (mate, y, z, parent), error = ext.solve_full(n, edges, True, 0)
        assert error is None
        matching.verify_certificate(n, edges, Solution(mate, y, z, parent))
        assert matching_weight(n, edges, mate) == networkx_weight(n, edges)


def test_extension_certificate_check_reports_no_error_when_disabled() -> None:
    ext = matching._ext
    if ext is None:
        pytest.skip("the C extension _matching_c is not built")
    mate, error = ext.solve(4, [(0, 1, 2), (1, 2, 5), (2, 3, 2)], False)
    assert (mate, error) == ([-1, 2, 1, -1], None)


def test_extension_is_built_in_ci() -> None:
    """CI installs with `pip install -e .`, which must compile pairers/core/_matching_c.c."""
    if not C_REQUIRED:
        pytest.skip("only enforced in CI (CI=true)")
    assert matching.extension_available()


def test_forbidden_pairs_lists_each_c1_pair_once_by_local_position() -> None:
    """[C1] (C.04.3, C.04.4.1, C.04.4.2) as the solver's ``forbid`` list: worked by hand from
    the definition (positions in ``keys``, i < j, each pair once, keys outside ignored)."""
    keys = [10, 20, 30, 40]
    neighbours = [{20, 99}, {10, 30}, {20}, set()]
    assert matching.forbidden_pairs(keys, neighbours) == [0, 1, 1, 2]
    assert matching.forbidden_pairs([30, 10], [{10}, {30}]) == [0, 1]
    assert matching.forbidden_pairs([], []) == []
