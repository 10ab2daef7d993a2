"""The kind of event decides which rules check its rounds (``Event.rule_families``):
``verify.rules.check_event`` runs the checks of each family the kind names and asks nothing
else about the event.

Golden data: ``fixtures/verify/rematch_two_pairs.trf`` (made by hand from the defect: round 5
pairs 6-5 and 7-8, who played in round 2: RMT001 of C.04.1 art. 2, its golden
``.violations.json``).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from tests.conftest import FIXTURES
from trfcheck.event import (
    Event,
    RoundRobinEvent,
    RuleFamily,
    SwissEvent,
    make_event,
    registered_kinds,
)
from trfcheck.ruleset import Overrides, resolve
from trfcheck.trf import read_file
from trfcheck.verify.rules import FAMILY_CHECKS, check_event, check_rules

REMATCH = FIXTURES / "verify" / "rematch_two_pairs.trf"


def test_every_family_of_rules_has_its_checks() -> None:
    """A family a kind may name is one ``check_event`` can run."""
    assert set(FAMILY_CHECKS) == set(RuleFamily)


def test_every_kind_names_families_with_checks() -> None:
    kinds: tuple[type[Event], ...] = (SwissEvent, *registered_kinds())
    for kind in kinds:
        assert kind.rule_families, kind
        assert all(family in FAMILY_CHECKS for family in kind.rule_families), kind


@dataclass(frozen=True, slots=True)
class _Unruled(SwissEvent):
    """A kind no family of rules governs: only the reader's cross-table findings remain."""

    rule_families: ClassVar[tuple[RuleFamily, ...]] = ()


def test_the_kind_decides_the_rules_checked() -> None:
    """The same file and rules: the Swiss kind finds the rematch (C.04.1 art. 2); a kind
    that names no Swiss rules does not, though the ruleset is the same."""
    t = read_file(REMATCH).tournament
    rules = resolve(t, Overrides(system="generic"))
    swiss = make_event(t, rules)
    assert isinstance(swiss, SwissEvent)
    assert {d.code for d in check_event(swiss, findings=())} == {"RMT001"}
    unruled = _Unruled(swiss.tournament, swiss.ruleset, swiss.records)
    assert check_event(unruled, findings=()) == []


def test_check_rules_is_the_check_of_the_rulesets_kind() -> None:
    """``check_rules(tournament, ruleset)`` checks the event of the kind the ruleset
    describes: a round robin (--pre-determined) is not checked for rematches (C.07 art. 15:
    the Swiss rules do not govern it; its rounds are the Berger table's)."""
    t = read_file(REMATCH).tournament
    as_swiss = resolve(t, Overrides(system="generic"))
    as_round_robin = resolve(t, Overrides(round_robin=True))
    assert isinstance(make_event(t, as_round_robin), RoundRobinEvent)
    assert {d.code for d in check_rules(t, as_swiss, findings=())} == {"RMT001"}
    assert check_rules(t, as_round_robin, findings=()) == []
