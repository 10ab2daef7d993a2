"""``RoundRobinEvent`` (``trfcheck.event.round_robin``): an individual round robin is its
own kind of event, claimed by the ruleset's round-robin choice (C.05), and answers the
audit of its rounds (the Berger table, C.05 Annex 1) and its cross-table order itself.

Expected values from the files: the gacrux file ``berger_12.trf`` is a 12-player round
robin drawn from the Berger table (gacrux's ``-m berger``, 192 FIDE_ROUNDROBIN) with the
start ranks as Berger numbers; ``held_round_robin.trf`` is the TEC's exercise 26, a
6-player round robin without 192/092 that follows the Berger table for 6 with players 5
and 6 exchanged (docs/round-robin.md); ``example.trf`` is a Dutch Swiss.
"""

from __future__ import annotations

import pytest

import trfcheck
from tests.conftest import FIXTURES
from trfcheck.event import RoundRobinEvent, SwissEvent, kind_for, registered_kinds
from trfcheck.pairers.base import UnsupportedRules
from trfcheck.pairers.registry import engine_for
from trfcheck.verify.audit import audit
from trfcheck.verify.replay import published_round

BERGER_12 = FIXTURES / "external" / "sharly-chess" / "gacrux" / "berger_12.trf"
HELD_RR = FIXTURES / "external" / "tiebreakserver" / "held_round_robin.trf"
EXAMPLE = FIXTURES / "example.trf"


def test_a_round_robin_file_opens_as_a_round_robin_event() -> None:
    event = trfcheck.open(BERGER_12)
    assert type(event) is RoundRobinEvent and event.kind == "round-robin"
    assert event.claimed_by is event.ruleset.round_robin and event.label == "round robin"
    assert RoundRobinEvent in registered_kinds() and kind_for(event.ruleset) is RoundRobinEvent
    # the table's numbering is the start ranks' (gacrux draws the Berger table as it is)
    assert dict(event.berger_numbers) == {r: r for r in range(1, 13)}


def test_a_swiss_file_is_no_round_robin_event() -> None:
    event = trfcheck.open(EXAMPLE)
    assert type(event) is SwissEvent and not isinstance(event, RoundRobinEvent)
    assert event.berger_numbers == {}
    assert event.audit_rounds().repaired  # the Swiss replay (GHR 4.3)


def test_swiss_option_makes_a_round_robin_file_a_swiss_event() -> None:
    """``--swiss`` (round_robin=False) overrides the 192: the file is paired as a Swiss."""
    event = trfcheck.open(BERGER_12, round_robin=False)
    assert type(event) is SwissEvent and event.berger_numbers == {}


def test_the_round_robin_audits_its_rounds_against_the_berger_table() -> None:
    """TEC exercise 26 under --pre-determined: the rounds are compared with the table (not
    re-paired), under the numbering with players 5 and 6 exchanged, which the cross-tables
    follow."""
    event = trfcheck.open(HELD_RR, round_robin=True)
    assert type(event) is RoundRobinEvent
    checked = event.audit_rounds()
    assert not checked.repaired and checked.diagnostics == () and checked.scope == ()
    assert [rc.ok for rc in checked.rounds] == [True] * 5
    assert "5 rounds follow the Berger table for 6" in checked.schedule
    assert dict(event.berger_numbers) == {1: 1, 2: 2, 3: 3, 4: 4, 5: 6, 6: 5}
    assert audit(event).schedule == checked.schedule


def test_the_round_robin_pairs_a_round_from_the_berger_table() -> None:
    """Round 4 of TEC exercise 26 re-paired from rounds 1-3 by the event's engine (the
    Berger table for 6 under the numbering the first rounds follow, C.05 Annex 1) is the
    published round 4: the exercise follows the table. The registry has no engine for a
    round robin (its system is none of the Swiss): the kind gives it."""
    event = trfcheck.open(HELD_RR, round_robin=True)
    paired = event.pair(4)
    assert sorted(paired.pairs()) == sorted(published_round(event.tournament, 4))
    with pytest.raises(UnsupportedRules):
        engine_for(event.ruleset)
