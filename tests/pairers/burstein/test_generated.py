"""Acceptance 3 of issue 19: ``trfcheck generate --system burstein`` writes tournaments that
``trfcheck check`` finds clean (every round replayed identically, no error finding).

The settings of each tournament are drawn as for the other systems
(``tests.generator.test_clean.mixed_config``), with the 2026 edition: no earlier Burstein
text is implemented (reading 11).
"""

from __future__ import annotations

from dataclasses import replace

import pytest

from tests.generator.test_clean import mixed_config
from trfcheck.cli.pair import type_text
from trfcheck.generator import generate
from trfcheck.trf import read
from trfcheck.trf.errors import Severity
from trfcheck.verify.audit import audit

SEEDS = range(1, 101)


@pytest.mark.slow
@pytest.mark.parametrize("seed", SEEDS, ids=[f"burstein-seed{s}" for s in SEEDS])
def test_generated_burstein_tournament_checks_clean(seed: int) -> None:
    """A generated Burstein 2026 tournament replays with no discrepancy and no error."""
    config = replace(mixed_config("burstein", seed), edition="2026")
    loaded = read(generate(config, seed).data, f"burstein-{seed}.trf")
    result = audit(
        loaded.tournament,
        None,
        None,
        type_text(loaded),
        document=loaded.document,
        findings=loaded.findings,
    )
    assert (result.choice.system, result.choice.edition) == ("burstein", "2026")
    assert result.note is None
    assert len(result.rounds) == loaded.tournament.total_rounds
    assert [r.round_no for r in result.discrepant] == []
    assert [str(v) for v in result.violations if v.severity is Severity.ERROR] == []
