"""verify.rules for the Burstein system (C.04.4.2 2026): BUR001, and the shared checks."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

from tests.named_rules import check_named
from trfcheck.trf import read_file
from trfcheck.trf.model import Tournament

B1 = Path(__file__).parents[2] / "fixtures" / "pairing" / "burstein" / "vector_b1.trf"


def _b1() -> Tournament:
    return read_file(B1).tournament


def test_bur001_missing_number_of_rounds() -> None:
    """1.6.2: without XXR/142 the seeding rounds are unknown: BUR001, a warning."""
    found = check_named(replace(_b1(), total_rounds=None), "burstein", "2026", findings=())
    assert [(v.code, v.severity.value, v.rule) for v in found if v.code == "BUR001"] == [
        ("BUR001", "warning", "C.04.4.2 art. 1.6.2")
    ]


def test_bur001_not_raised_with_xxr_or_for_other_systems() -> None:
    """BUR001 only for Burstein, only when the number of rounds is missing."""
    assert not [
        v for v in check_named(_b1(), "burstein", "2026", findings=()) if v.code == "BUR001"
    ]
    no_total = replace(_b1(), total_rounds=None)
    assert not [
        v for v in check_named(no_total, "dutch", "2026", findings=()) if v.code == "BUR001"
    ]


def test_vector_b1_checks_clean_under_burstein() -> None:
    """Vector B1's history breaks no rule that Burstein shares ([C1], [C2], [C3])."""
    found = check_named(_b1(), "burstein", "2026", findings=())
    assert [str(v) for v in found if v.severity.value == "error"] == []
