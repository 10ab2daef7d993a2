"""A small run of the hostile-input campaign (``hostile_campaign``; the 100,000-input run's
figures are in docs/limits.md): 700 mutated rating lists, K files, ``.TUNX``, TRF and JSON
inputs, 100 of each kind, seeded: no internal error, no input over the CPU budget."""

from __future__ import annotations

import random

import pytest

from tests.fuzz.hostile_campaign import KINDS, _seeds, _zipped, mutate, run_one

SEED = 45
PER_KIND = 100


@pytest.mark.parametrize("kind", sorted(KINDS))
def test_no_internal_error_and_no_hang(kind: str) -> None:
    seeds, rng = _seeds()[kind], random.Random(f"{SEED}-{kind}")
    bad = []
    for _ in range(PER_KIND):
        data = mutate(rng.choice(seeds), rng)
        if kind == "list_zip":
            data = _zipped(data, rng)
        outcome = run_one(kind, data, budget=10.0)
        if outcome not in ("ok", "refused"):
            bad.append(outcome)
    assert bad == []


def test_the_mutations_reach_both_outcomes() -> None:
    """The campaign is not vacuous: the seeds are read, their mutations often refused."""
    outcomes = {run_one("list_xml", data, 10.0) for data in _seeds()["list_xml"]}
    assert outcomes == {"ok"}
    rng = random.Random(SEED)
    refused = sum(
        run_one("k_file", mutate(_seeds()["k_file"][0], rng), 10.0) == "refused" for _ in range(50)
    )
    assert refused > 10
