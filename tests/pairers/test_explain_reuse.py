"""An explanation reuses what the pairing of its round computed (the brackets'
solutions) and says what it said when it solved the round again.

The reference is the explanation of an engine that has not paired the round (it solves
every bracket again, the path the explanation tests validate); the engine under test pairs
the round first (``pair``), as ``verify.replay`` does, then explains it without solving
again (checked: the bracket walk is made to fail). The files are the bbpPairings Burstein
corpus (fixtures/SOURCES.md), whose rounds differ from the 2026 rules' in many ways, read
as Burstein (after its seeding rounds), as Dutch 2026 and as Lim (whose explanation
walks the trace of the engine's decisions).
"""

from __future__ import annotations

import importlib
from dataclasses import replace
from pathlib import Path

import pytest

from trfcheck.pairers.base import PairingError
from trfcheck.pairers.burstein import BursteinSystem, seeding_rounds
from trfcheck.pairers.dutch import DutchSystem
from trfcheck.pairers.lim import LimSystem
from trfcheck.ruleset import PairingEdition
from trfcheck.trf import read_file
from trfcheck.verify.replay import as_pairs, published_round, same_round

CORPUS = Path(__file__).parents[2] / "fixtures/generated/bbpPairings-burstein"
FILES = sorted(CORPUS.glob("*.trf"))
FILES = [f for f in FILES if f.stat().st_size < 20_000][:12]


Engine = DutchSystem | BursteinSystem | LimSystem


def _engines(system: str) -> tuple[Engine, Engine]:
    if system == "dutch":
        return DutchSystem(PairingEdition.R2026), DutchSystem(PairingEdition.R2026)
    if system == "lim":
        return LimSystem(None, PairingEdition.R2026), LimSystem(None, PairingEdition.R2026)
    seeding = DutchSystem(PairingEdition.R2026)
    return BursteinSystem(PairingEdition.R2026, seeding=seeding), BursteinSystem(
        PairingEdition.R2026, seeding=seeding
    )


#: Where each engine solves a round: made to fail while the explanation is asked for.
SOLVERS = [
    ("trfcheck.pairers.dutch.explain", "walk"),
    ("trfcheck.pairers.burstein.explain", "walk"),
    ("trfcheck.pairers.lim", "pair_round"),
]


@pytest.mark.parametrize("system", ["dutch", "burstein", "lim"])
def test_explanation_after_pairing_equals_a_fresh_one(
    system: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Every differing round of the files: the same rule, text and players both ways."""
    compared = 0
    for path in FILES:
        t = read_file(path).tournament
        rounds = max(len(p.rounds) for p in t.players)
        t = replace(t, total_rounds=t.total_rounds or rounds)
        first = seeding_rounds(t.total_rounds or 0) + 1 if system == "burstein" else 1
        for r in range(first, rounds + 1):
            paired, fresh = _engines(system)
            published = published_round(t, r)
            try:
                pairing = paired.pair(t, r)
            except PairingError:
                continue
            if same_round(t, r, as_pairs(pairing), published):
                continue
            want = fresh.explain(t, r, published)
            with monkeypatch.context() as m:
                for module, name in SOLVERS:
                    m.setattr(importlib.import_module(module), name, _no_walk)
                got = paired.explain(t, r, published)
            assert got == want, f"{path.name} round {r}"
            compared += 1
    assert compared >= 10


def _no_walk(*args: object) -> None:
    raise AssertionError("the round was solved again")
