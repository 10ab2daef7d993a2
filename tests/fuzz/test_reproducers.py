"""Every reproducer of ``fixtures/fuzz`` (README there) under every operation: a located
finding or a documented refusal, within 10 s of CPU, never a traceback.
Timings are CPU time, so a loaded machine does not fail them; a
wall-clock guard of 120 s stops a real hang.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.conftest import FIXTURES
from tests.fuzz.operations import OPERATIONS, cpu_time_limit, peak_rss_mb, run_operation

FUZZ = FIXTURES / "fuzz"
FILES = sorted(FUZZ.glob("*/*.trf"))
CPU_BUDGET = 10.0
MEMORY_BUDGET_MB = 500.0


def _cases() -> list[object]:
    cases: list[object] = []
    for path in FILES:
        name = str(path.relative_to(FUZZ))
        for operation in OPERATIONS:
            cases.append(pytest.param(path, operation, id=f"{name}:{operation}"))
    return cases


def test_the_reproducers_are_all_there() -> None:
    assert len(FILES) == 70, [str(p) for p in FILES]


@pytest.mark.parametrize(("path", "operation"), _cases())
def test_reproducer_gives_a_finding_or_a_refusal(path: Path, operation: str) -> None:
    baseline = peak_rss_mb()
    with cpu_time_limit(2 * CPU_BUDGET):
        outcome = run_operation(operation, path)
    assert outcome.problem is None, outcome.problem
    assert outcome.cpu_seconds < CPU_BUDGET, f"{outcome.cpu_seconds:.1f} s of CPU"
    grown = peak_rss_mb() - baseline
    assert grown < MEMORY_BUDGET_MB, f"peak memory grew by {grown:.0f} MB"
