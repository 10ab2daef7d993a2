"""The rating rules of an event (ruleset.resolve_rating): the rate of play by the time for 60
moves (B.02 1.1, rapid and blitz regulations 1.1) and the text by the start date (B.02 2024
from 1 Mar 2024; amended 1 Oct 2025 for standard, 1 Dec 2024 for rapid and blitz)."""

from __future__ import annotations

from datetime import date

import pytest

from trfcheck.ruleset import Rate, RatingEdition, resolve_rating
from trfcheck.trf import Document, parse
from trfcheck.trf.model import Tournament


def _doc(*records: str) -> Document:
    return parse("\n".join(["012 Test", *records, ""]))


@pytest.mark.parametrize(
    ("record", "rate"),
    [
        ("222 5400+30", Rate.STANDARD),  # 90 + 30 = 120 minutes
        ("222 3600", Rate.STANDARD),  # exactly 60
        ("222 3540", Rate.RAPID),  # 59 minutes
        ("222 900+10", Rate.RAPID),  # 15 + 10 = 25
        ("222 600", Rate.BLITZ),  # exactly 10: blitz
        ("222 180+2", Rate.BLITZ),  # 3 + 2 = 5
        ("122 15 min + 10 s", Rate.RAPID),
    ],
)
def test_rate_by_minutes_for_60_moves(record: str, rate: Rate) -> None:
    rules = resolve_rating(Tournament(()), _doc(record))
    assert rules.rate.value is rate, rules.rate


def test_rate_option_only_without_time_control() -> None:
    t = Tournament(())
    assert resolve_rating(t, _doc(), "blitz").rate.value is Rate.BLITZ
    given = resolve_rating(t, _doc("222 5400+30"), "blitz")
    assert given.rate.value is Rate.STANDARD
    assert "--rate blitz ignored" in given.rate.note
    assumed = resolve_rating(t, None)
    assert assumed.rate.value is Rate.STANDARD and "assumed" in assumed.rate.reason


@pytest.mark.parametrize(
    ("start", "rate", "edition"),
    [
        (date(2024, 2, 29), Rate.STANDARD, RatingEdition.B2022),
        (date(2024, 3, 1), Rate.STANDARD, RatingEdition.B2024),
        (date(2025, 9, 30), Rate.STANDARD, RatingEdition.B2024),
        (date(2025, 10, 1), Rate.STANDARD, RatingEdition.B2025),
        (date(2024, 11, 30), Rate.RAPID, RatingEdition.RB2024),
        (date(2024, 12, 1), Rate.BLITZ, RatingEdition.RB2024_12),
        (date(2023, 5, 1), Rate.BLITZ, RatingEdition.B2022),
    ],
)
def test_edition_by_start_date(start: date, rate: Rate, edition: RatingEdition) -> None:
    rules = resolve_rating(Tournament((), start_date=start), None, rate)
    assert rules.edition.value is edition
    assert start.isoformat() in rules.edition.reason
