"""Exact values (C.07 values are exact: ``standings.exact``) and their order in
``ranking._refine`` (best first, no value last), against sorting the Fractions."""

from __future__ import annotations

import random
from fractions import Fraction

import pytest

from trfcheck.standings.exact import exact
from trfcheck.standings.ranking import _refine


def test_exact_is_the_fraction_and_shared() -> None:
    assert exact(15, 10) == Fraction(3, 2)
    assert exact(15, 10) is exact(15, 10)
    assert exact(7) == 7 and exact(0, 5) == 0


@pytest.mark.parametrize("lower_better", [False, True])
@pytest.mark.parametrize("seed", range(200))
def test_refine_orders_as_the_fractions(seed: int, lower_better: bool) -> None:
    """Values with denominators 1, 2, 3, 10, 100 and 7 (a mean), some missing."""
    rng = random.Random(seed)
    pids = list(range(1, rng.randint(2, 30)))
    column: dict[int, Fraction | None] = {
        pid: None
        if rng.random() < 0.1
        else Fraction(rng.randint(-50, 400), rng.choice([1, 2, 3, 10, 100, 7]))
        for pid in pids
    }
    got = _refine([tuple(pids)], column, lower_better)
    distinct = sorted({v for v in column.values() if v is not None}, reverse=not lower_better)
    expected = [tuple(p for p in pids if column[p] == v) for v in distinct]
    if any(v is None for v in column.values()):
        expected.append(tuple(p for p in pids if column[p] is None))
    assert got == expected
