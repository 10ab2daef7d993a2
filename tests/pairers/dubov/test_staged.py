"""Dubov 2026 3.2.2 and 4.2: the staged choice of upfloaters gives the single matching's
choice.

``upfloaters._solve`` ranks the candidate sets of upfloaters by [C4]-[C10] and then by the
order of 4.2 in one matching whose weight has one bit per lower player (the method the
literal-pairer diff, ``test_random_literal.py``, validates); ``upfloaters._staged`` finds
the same set with the criteria first and the order window by window. Here every exact
choice met while pairing rounds of Swiss-like fields of 40-160 players is made both ways
(windows of two players, so that a choice takes several), and the sets must be equal.
"""

from __future__ import annotations

from collections.abc import Sequence

import pytest

from tests.pairers.dutch.test_staged import history
from trfcheck.pairers.dubov import DubovSystem, upfloaters
from trfcheck.pairers.dubov.round_facts import DubovContext
from trfcheck.ruleset import PairingEdition

CASES = [(40, 3, 1), (61, 4, 2), (80, 5, 3), (101, 6, 4), (120, 7, 5), (160, 4, 6), (90, 8, 7)]


@pytest.mark.parametrize(("players", "rounds", "seed"), CASES)
def test_3_2_2_staged_upfloaters_equal_the_single_matching(
    monkeypatch: pytest.MonkeyPatch, players: int, rounds: int, seed: int
) -> None:
    single = upfloaters._solve
    compared: list[bool] = []

    def both(
        ctx: DubovContext, residents: Sequence[int], pool: Sequence[int], full: bool
    ) -> list[int] | None:
        with monkeypatch.context() as m:
            m.setattr(upfloaters, "STAGED", False)
            want = single(ctx, residents, pool, full)
        got = single(ctx, residents, pool, full)
        assert got == want, f"residents {list(residents)}, pool {list(pool)}, full {full}"
        compared.append(full)
        return got

    monkeypatch.setattr(upfloaters, "_solve", both)
    monkeypatch.setattr(upfloaters, "SINGLE_BUDGET", 0)  # odd brackets too: the exact choice
    monkeypatch.setattr(upfloaters, "STAGED_FROM", 0)
    monkeypatch.setattr(upfloaters, "WINDOW", 2)
    t = history(players, rounds, seed)
    DubovSystem(PairingEdition.R2026).pair(t, rounds + 1)
    assert compared
