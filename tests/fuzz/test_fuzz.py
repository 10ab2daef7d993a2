"""A bounded fuzzing budget for every CI run: fuzzing as a habit.

A fixed number of generated and mutated inputs (``strategies.py``), derandomized so a
run is reproducible, each through every operation (``harness.survive``): no crash, no
hang. The long campaign is ``python -m tests.fuzz`` (README, "Fuzzing").
"""

from __future__ import annotations

from hypothesis import given

from tests.fuzz.harness import survive
from tests.fuzz.strategies import SUITE_SETTINGS, corpus_mutations, trf_documents


def _problems(data: bytes, *, check: bool) -> list[str]:
    return survive(data, check=check).problems


@SUITE_SETTINGS
@given(trf_documents())
def test_generated_files_never_crash_or_hang(data: bytes) -> None:
    assert _problems(data, check=True) == []


@SUITE_SETTINGS
@given(corpus_mutations())
def test_mutated_corpus_files_never_crash_or_hang(data: bytes) -> None:
    assert _problems(data, check=False) == []
