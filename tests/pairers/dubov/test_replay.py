"""Tournaments paired by the Dubov engine replay clean.

Random tournaments of 9 to 201 players and 5 to 11 rounds (random results, a few forfeits
and requested byes) are paired round by round with the engine, written as TRF and read
back; ``verify.audit`` then re-pairs every round from the file (the free pairings
checker of TEC Manual §3.9) and runs the rule checks written from the text. There must be no
discrepancy and no error-level finding (warnings, such as a soft [C10] case, may remain).
``TRFCHECK_REPLAY_COUNT`` sets the number of tournaments (default 60, half per edition).
"""

from __future__ import annotations

import os
import random

import pytest

from tests.random_tournaments import Options, new_tournament, play
from trfcheck.pairers.dubov import DubovSystem
from trfcheck.ruleset import PairingEdition, Ruleset, System
from trfcheck.trf import dumps, read
from trfcheck.verify.audit import audit_tournament

COUNT = int(os.environ.get("TRFCHECK_REPLAY_COUNT", "60"))
OPTIONS = Options(forfeits=0.02, byes=0.03)


@pytest.mark.slow
@pytest.mark.parametrize("edition", ["2026", "pre2026"])
def test_engine_tournaments_replay_without_discrepancy(edition: str) -> None:
    """Every round of COUNT / 2 engine-paired tournaments replays identically, no errors."""
    rng = random.Random(f"replay-{edition}")
    engine = DubovSystem(PairingEdition.parse(edition))
    for k in range(COUNT // 2):
        n = rng.randint(9, 201)
        rounds = rng.randint(5, min(11, n - 4))  # 9 players cannot play 11 rounds ([C1])
        t = play(new_tournament(rng, n, rounds), rounds, engine.pair, rng, OPTIONS)
        loaded = read(dumps(t))
        rules = Ruleset.default(System.DUBOV, PairingEdition.parse(edition))
        result = audit_tournament(loaded.tournament, rules, findings=loaded.findings)
        where = f"tournament {k}: {n} players, {rounds} rounds"
        assert len(result.rounds) == rounds, where
        assert not result.discrepant, (where, result.discrepant[:1])
        assert not result.errors, (where, result.errors[:3])
