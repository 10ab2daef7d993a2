"""The edition of the title regulations (B.01) comes from the one resolver, by the start date
(B.01 2024 applies to events starting on or after 1 Jan 2024; docs/norms.md)."""

from __future__ import annotations

from datetime import date

from trfcheck.ruleset import TitleEdition, resolve
from trfcheck.trf.model import Player, Tournament


def _event(start: date | None) -> Tournament:
    return Tournament(players=(Player(1), Player(2)), start_date=start)


def test_b01_2024_from_its_first_day() -> None:
    choice = resolve(_event(date(2024, 1, 1))).title_edition
    assert choice.value is TitleEdition.B2024
    assert "on or after 2024-01-01" in choice.reason
    assert choice.note == ""


def test_older_event_gets_2024_with_a_note() -> None:
    choice = resolve(_event(date(2023, 12, 31))).title_edition
    assert choice.value is TitleEdition.B2024
    assert "before B.01 2024 came into force" in choice.note


def test_no_start_date_says_so() -> None:
    assert "no start date" in resolve(_event(None)).title_edition.reason
