"""``trfcheck generate --system burstein`` writes tournaments that
``trfcheck check`` finds clean (every round replayed identically, no error finding).

The settings of each tournament are drawn as for the other systems
(``tests.generator.test_clean.mixed_config``, from a stream of its own), with the 2026
edition: no earlier Burstein text is implemented (reading 11).
"""

from __future__ import annotations

from dataclasses import replace

import pytest

from tests.generator.test_clean import mixed_config
from trfcheck.generator import generate
from trfcheck.ruleset import PairingEdition, System, resolve
from trfcheck.trf import read
from trfcheck.trf.errors import Severity
from trfcheck.verify.audit import audit_tournament

SEEDS = range(1, 101)


@pytest.mark.slow
@pytest.mark.parametrize("seed", SEEDS, ids=[f"burstein-seed{s}" for s in SEEDS])
def test_generated_burstein_tournament_checks_clean(seed: int) -> None:
    """A generated Burstein 2026 tournament replays with no discrepancy and no error."""
    config = replace(mixed_config("dutch", 10_000 + seed), system="burstein", edition="2026")
    loaded = read(generate(config, seed).data, f"burstein-{seed}.trf")
    result = audit_tournament(
        loaded.tournament, resolve(loaded.tournament), findings=loaded.findings
    )
    rules = (result.ruleset.system.value, result.ruleset.edition.value)
    assert rules == (System.BURSTEIN, PairingEdition.R2026)
    assert result.note is None
    assert len(result.rounds) == loaded.tournament.total_rounds
    assert [r.round_no for r in result.discrepant] == []
    assert [str(v) for v in result.diagnostics if v.severity is Severity.ERROR] == []
