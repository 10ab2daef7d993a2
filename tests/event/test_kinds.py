"""The kinds of event (``trfcheck.event``): the registry gives each file its kind by the
resolved ruleset, and each kind answers the questions of ``Event`` its own way.

Expected values from the files themselves: ``fixtures/example.trf`` is a Dutch event of
individuals (no team record); the team file of markdechamps-swiss-team-2026 has the TRF-26
team records (013, 310) and 192 FIDE_TEAM_MP_GP, a team event scored by match and game
points (C.04.6 1.2), whose 001 points are no sums of the players' results.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

import pytest

import trfcheck
from tests.conftest import FIXTURES
from trfcheck.event import (
    Event,
    Ranked,
    SwissEvent,
    TeamEvent,
    kind_for,
    make_event,
    open_event,
    register_kind,
    registered_kinds,
)
from trfcheck.ruleset import Ruleset, System
from trfcheck.standings.report import StandingsReport
from trfcheck.standings.team_report import TeamStandingsReport

EXAMPLE = FIXTURES / "example.trf"
TEAM = FIXTURES / "external" / "markdechamps-swiss-team-2026" / "team-2003.trf"


def test_an_event_of_individuals_is_a_swiss_event() -> None:
    event = trfcheck.open(EXAMPLE)
    assert type(event) is SwissEvent and event.kind == "swiss"
    assert event.points_are_sums
    assert isinstance(event.standings(), StandingsReport) and event.ranks is Ranked.PLAYERS
    assert event.claimed_by is None
    assert event.records.header.name == "Variant Cup"


def test_a_team_event_is_a_team_event_with_team_standings() -> None:
    event = trfcheck.open(TEAM)
    assert type(event) is TeamEvent and event.kind == "team"
    assert not event.points_are_sums  # C.04.6 1.2: matches and boards are scored
    assert isinstance(event.standings(), TeamStandingsReport) and event.ranks is Ranked.TEAMS
    assert event.claimed_by is event.ruleset.team and event.label == "team event"


def test_a_team_event_drops_the_findings_its_001_lines_do_not_bear() -> None:
    """RND006 (two PABs: every member of a team with the PAB has a U) and PTS001 (the 001
    points are not sums in a team event) are read as no defect of a team event."""
    event = trfcheck.open(TEAM)
    assert not {f.code for f in event.findings} & {"RND006", "PTS001"}
    assert {f.code for f in event.read} >= {f.code for f in event.findings}


def test_the_registry_asks_the_kinds_registered_last_first() -> None:
    """A kind registered after another is asked first: a more particular kind (here one
    that claims every Dutch event) wins over the kinds before it, and the factory builds
    it; taking it out again restores the registry."""

    @dataclass(frozen=True, slots=True)
    class DutchOnly(Event):
        kind: ClassVar[str] = "dutch-only"

        @classmethod
        def claims(cls, ruleset: Ruleset) -> bool:
            return ruleset.system.value is System.DUTCH

    before = registered_kinds()
    register_kind(DutchOnly)
    try:
        event = open_event(EXAMPLE)
        assert kind_for(event.ruleset) is DutchOnly and event.kind == "dutch-only"
    finally:
        from trfcheck.event.kinds import _KINDS

        _KINDS.remove(DutchOnly)
    assert registered_kinds() == before


def test_an_event_is_opened_once_and_given_back_as_it_is() -> None:
    event = trfcheck.open(EXAMPLE)
    assert trfcheck.open(event) is event
    with pytest.raises(ValueError, match="already resolved"):
        trfcheck.open(event, system="dubov")


def test_a_tournament_without_its_file_has_no_records() -> None:
    t = trfcheck.read(EXAMPLE).tournament
    event = make_event(t, trfcheck.rules(t))
    assert event.document is None and event.records.dates == () and event.path == ""
    assert event.records.planned_rounds == t.total_rounds
