"""The Lim engine's maximum-cardinality matching (``pairers.lim.matcher``) against networkx.

Every question the Lim procedure asks of a matching (Lim 1.1 "leaves a complete pairing of
the others", 2.3 and 4.4 "may this player float?", 2.6 "can the median group be paired
now?", 3.8 and 4.1-4.3 "may x meet y?") is answered here from networkx's
``max_weight_matching(maxcardinality=True)`` on the graph less the players concerned, the
independent source, and compared with the engine's answer on random graphs, sparse and
dense, with and without a perfect matching.
"""

from __future__ import annotations

import random

import networkx as nx
import pytest

from trfcheck.pairers.lim.matcher import Matching, Partners, Removals

Graph = dict[int, set[int]]


def _graph(rng: random.Random, n: int, density: float) -> Graph:
    adj: Graph = {v: set() for v in range(1, n + 1)}
    for v in range(1, n + 1):
        for w in range(v + 1, n + 1):
            if rng.random() < density:
                adj[v].add(w)
                adj[w].add(v)
    return adj


def _nu(adj: Graph, vertices: set[int]) -> int:
    """The size of a maximum matching of ``adj`` on ``vertices`` (networkx)."""
    g = nx.Graph()
    g.add_nodes_from(vertices)
    g.add_edges_from((v, w) for v in vertices for w in adj[v] & vertices if v < w)
    return len(nx.max_weight_matching(g, maxcardinality=True))


def _colour_bound(rng: random.Random, n: int) -> Graph:
    """A scoregroup shaped by the colours (Lim 5.1): players who may take White only never
    meet one another, nor do those who may take Black only; a few games already played
    (edges removed) break the rest up further."""
    kind = {v: rng.choice("WBE") for v in range(1, n + 1)}
    adj: Graph = {v: set() for v in kind}
    for v in kind:
        for w in range(v + 1, n + 1):
            if kind[v] + kind[w] not in ("WW", "BB") and rng.random() < 0.85:
                adj[v].add(w)
                adj[w].add(v)
    return adj


def _cases(seed: int) -> list[tuple[Graph, set[int]]]:
    rng = random.Random(seed)
    out = []
    for k in range(40):
        n = rng.randint(1, 14)
        density = rng.choice([0.15, 0.3, 0.5, 0.8])
        adj = _colour_bound(rng, n) if k % 2 else _graph(rng, n, density)
        active = {v for v in adj if rng.random() < 0.9}
        out.append((adj, active))
    return out


def _is_matching(m: Matching) -> None:
    for v, w in m.mate.items():
        assert m.mate[w] == v and v in m.active and w in m.active and w in m.adj[v]


@pytest.mark.parametrize("seed", range(6))
def test_size_is_maximum(seed: int) -> None:
    """Matching finds a maximum matching (Edmonds 1965), checked against networkx."""
    for adj, active in _cases(seed):
        m = Matching(adj, active)
        _is_matching(m)
        assert m.size == _nu(adj, active)


@pytest.mark.parametrize("seed", range(6))
def test_missable_is_gallai_edmonds_d(seed: int) -> None:
    """``missable``: exactly the players whose removal keeps the maximum (Lim 2.3, 4.4: an
    admissible floater), and ``Removals`` gives the same answers in any order of asking."""
    rng = random.Random(seed)
    for adj, active in _cases(seed):
        nu = _nu(adj, active)
        expected = {v for v in active if _nu(adj, active - {v}) == nu}
        m = Matching(adj, active)
        assert m.missable() == expected
        removals = Removals(m)
        for v in rng.sample(sorted(active), len(active)):
            trial = removals.without(v)
            assert (trial is not None) == (v in expected)
            if trial is not None:
                _is_matching(trial)
                assert v not in trial.active and trial.size == nu


@pytest.mark.parametrize("seed", range(6))
def test_partners_leave_a_perfect_matching(seed: int) -> None:
    """``partners(x)``: exactly the y for which the rest keeps a perfect matching (Lim 3.8
    "available", 4.1-4.3); ``Partners`` gives the same answers in any order of asking."""
    rng = random.Random(seed)
    checked = 0
    for adj, active in _cases(seed):
        m = Matching(adj, active)
        if not m.perfect or not active:
            continue
        for x in sorted(active):
            rest = active - {x}
            half = (len(rest) - 1) // 2
            expected = {y for y in rest if _nu(adj, rest - {y}) == half}
            assert m.partners(x) == expected
            partners = Partners(m, x)
            for y in rng.sample(sorted(adj[x] & rest), len(adj[x] & rest)):
                trial = partners.meet(y)
                assert (trial is not None) == (y in expected)
                if trial is not None:
                    _is_matching(trial)
                    assert trial.perfect and x not in trial.active
            checked += 1
    assert checked > 20


@pytest.mark.parametrize("seed", range(6))
def test_add_keeps_the_maximum(seed: int) -> None:
    """``add`` (Lim 2.6: the players of an undone pairing join the median group): the
    matching stays maximum after each vertex added."""
    rng = random.Random(seed)
    for adj, active in _cases(seed):
        order = sorted(active)
        rng.shuffle(order)
        start = set(order[: len(order) // 2])
        m = Matching(adj, start)
        for v in order[len(order) // 2 :]:
            m.add(v)
            start.add(v)
            _is_matching(m)
            assert m.size == _nu(adj, start)


@pytest.mark.parametrize("seed", range(3))
def test_larger_colour_bound_groups(seed: int) -> None:
    """Groups of 20-60 players shaped by the colours (blossoms nest deeper than in the small
    cases): the maximum size, and for a sample of players the floater (Lim 2.3, 4.4) and
    opponent (3.8, 4.1-4.3) answers, against networkx."""
    rng = random.Random(100 + seed)
    for _ in range(6):
        n = rng.randint(20, 60)
        adj = _colour_bound(rng, n)
        active = {v for v in adj if rng.random() < 0.95}
        nu = _nu(adj, active)
        m = Matching(adj, active)
        _is_matching(m)
        assert m.size == nu
        removals = Removals(m)
        for v in rng.sample(sorted(active), min(8, len(active))):
            kept = _nu(adj, active - {v}) == nu
            assert (removals.without(v) is not None) == kept
            assert (v in m.missable()) == kept
        if m.perfect and active:
            x = rng.choice(sorted(active))
            rest = active - {x}
            partners = Partners(m, x)
            near = sorted(adj[x] & rest)
            for y in rng.sample(near, min(8, len(near))):
                expected = _nu(adj, rest - {y}) == (len(rest) - 1) // 2
                trial = partners.meet(y)
                assert (trial is not None) == expected
                if trial is not None:
                    _is_matching(trial)
                    assert trial.perfect
