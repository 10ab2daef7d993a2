"""The Lim engine against the literal reference pairer on random small tournaments.

Each tournament is played round by round with random results (forfeits and pre-set byes
included); every round is paired by both and must come out identical, with and without the
Maxi limits, under the 2026 text and the text before it (3.8). TRFCHECK_RANDOM_COUNT sets
the number of tournaments (default 2000); the seed of each chunk is in its test id.
"""

from __future__ import annotations

import os
import random

import pytest

from tests.oracles.lim_literal import LimLiteral
from trfcheck.pairers.base import NoValidPairing, RoundPairing
from trfcheck.pairers.lim import LimSystem
from trfcheck.ruleset import PairingEdition
from trfcheck.trf.model import Tournament

from .simulate import apply_round, new_tournament, with_absences

COUNT = int(os.environ.get("TRFCHECK_RANDOM_COUNT", "2000"))
CHUNK = 100
SEEDS = list(range(max(1, (COUNT + CHUNK - 1) // CHUNK)))


def _pairing(system: LimSystem | LimLiteral, t: Tournament, r: int) -> RoundPairing | None:
    try:
        return system.pair(t, r)
    except NoValidPairing:
        return None


def _compare(rng: random.Random, maxi: bool, edition: str, adjacent: str = "members") -> int:
    """Play one random tournament; returns the number of rounds compared."""
    n = rng.randint(4, 12)
    t = new_tournament(rng, n, rng.randint(3, min(8, n + 1)))
    if maxi:  # ratings close together, so that the 100-point limits bite
        t = new_tournament(rng, n, t.total_rounds or 3, spread=40 * n)
    engine = LimSystem(maxi, PairingEdition.parse(edition), adjacent)
    literal = LimLiteral(maxi, edition, adjacent)
    total = t.total_rounds or 1
    for r in range(1, total + 1):
        if r > 1:
            t = with_absences(t, r, rng, 0.08)
        got, want = _pairing(engine, t, r), _pairing(literal, t, r)
        assert got == want, f"round {r} of\n{t}\nengine {got}\nliteral {want}"
        if got is None:
            return r
        t = apply_round(t, got, rng)
    return total


@pytest.mark.slow
@pytest.mark.parametrize("seed", SEEDS, ids=[f"seed{s}" for s in SEEDS])
def test_engine_matches_literal_pairer(seed: int) -> None:
    """Lim (all articles): engine and literal pairer agree round by round, Maxi on and off,
    2026 and pre-2026 text, both readings of "the adjacent group" (lim-adjacent)."""
    rng = random.Random(seed)
    size = min(CHUNK, COUNT - seed * CHUNK)
    rounds = sum(
        _compare(
            rng,
            maxi=(k % 2 == 1),
            edition=("2026", "pre2026")[k // 2 % 2],
            adjacent=("members", "residents")[k // 4 % 2],
        )
        for k in range(size)
    )
    assert rounds >= size
