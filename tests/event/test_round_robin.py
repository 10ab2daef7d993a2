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

import trfcheck
from tests.conftest import FIXTURES
from trfcheck.event import RoundRobinEvent, SwissEvent, kind_for, registered_kinds
from trfcheck.verify.audit import audit

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
