"""The rating facts of the audit (RAT001-RAT006) on fixtures/rating/rating_facts.trf and on
small inline files. Expected values from the rules' text: B.02 7.2.1 (no rating below 1400
from 1 Mar 2024), B.02 1.1 (120 minutes for 60 moves when a player is rated 2400 or more),
B.01 1.1.2/1.1.3 (12 hours and 2 rounds a day)."""

from __future__ import annotations

import trfcheck
from tests.conftest import FIXTURES
from trfcheck.rating.facts import minimum_minutes
from trfcheck.trf import load, parse
from trfcheck.trf.diagnostics import Diagnostic

FACTS = FIXTURES / "rating" / "rating_facts.trf"


def _codes(findings: list[Diagnostic]) -> list[tuple[str, tuple[int, ...], int, int]]:
    return sorted((f.code, f.players, f.line, f.column) for f in findings)


def test_facts_of_the_fixture() -> None:
    """Player 2 is rated 1300 in a May 2025 event (RAT001 at its rating, line 15 column 49);
    player 3 is unrated without birth date and sex (RAT002 at column 70); 222 5400 gives 90
    minutes while player 1 is rated 2450 (RAT003 on line 13); the 132 record puts the three
    rounds on 10 May 2025 (RAT006; 3 x 2 x 90 minutes = 9 hours: no RAT005)."""
    found = list(trfcheck.open(FACTS).rating_findings)
    assert _codes(found) == [
        ("RAT001", (2,), 15, 49),
        ("RAT002", (3,), 16, 70),
        ("RAT003", (), 13, 1),
        ("RAT006", (), 11, 1),
    ]


def test_minimum_minutes_by_the_highest_rating() -> None:
    """B.02 2024 1.1: 120 from 2400, 90 from 1800, else 60."""
    assert [minimum_minutes(r) for r in (2400, 2399, 1800, 1799, 0)] == [120, 90, 90, 60, 60]


PLAYER = "001    1 m    Old, One                          1300 ENG     1000001 1990/01/01  0.0    1"


def _file(*records: str) -> list[Diagnostic]:
    text = "\n".join(["012 Inline", *records, PLAYER, ""])
    return list(trfcheck.open(load(parse(text, "inline.trf"))).rating_findings)


def test_twelve_hours_a_day() -> None:
    """Two rounds of 222 5400+30 (120 minutes for 60 moves: up to 4 hours a game) make 8 hours;
    four make 16 (RAT005, and RAT006 for more than two rounds)."""
    dates = "132" + " " * 88 + "  23/05/10  23/05/10  23/05/10  23/05/10  23/05/11  23/05/11"
    found = _file("042 2023/05/10", dates, "222 5400+30")
    assert sorted(f.code for f in found) == ["RAT005", "RAT006"]
    assert "2023-05-10" in found[0].message


def test_unreadable_time_control_is_said_once_and_blank_is_silent() -> None:
    assert [f.code for f in _file("042 2023/05/10", "122 classical")] == ["RAT004"]
    assert _file("042 2023/05/10", "122") == []
    assert _file("042 2023/05/10") == []


def test_no_floor_before_march_2024() -> None:
    """A 1300 rating in a 2023 event is a rating of that time (B.02 2022): no RAT001."""
    line = (
        "001    1 m    Old, One                          1300 ENG     1000001 1990/01/01  0.0    1"
    )
    assert _file("042 2023/05/10", line) == []


def test_a_swiss_manager_file_marks_women_only() -> None:
    """fixtures/swiss-manager/sample.TUNX (a 2026 event): Swiss-Manager's sex byte is 1 for a
    woman and 0 otherwise (docs/tunx.md), so a blank sex there is a man's, not missing: RAT002
    names only what is missing, the birth date. The same unrated players in a TRF file
    without sex are still reported (test_facts_of_the_fixture, player 3)."""
    event = trfcheck.open(FIXTURES / "swiss-manager" / "sample.TUNX")
    new = [p for p in event.tournament.players if p.rating == 0]
    assert any(not p.sex for p in new)  # unmarked new players exist
    rat002 = [f for f in event.rating_findings if f.code == "RAT002"]
    assert rat002 and all("sex" not in f.message for f in rat002)
    no_birth = {p.start_rank for p in new if not p.birth_date}
    assert {f.players[0] for f in rat002} == no_birth
