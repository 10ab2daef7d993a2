"""Lim FLT005 (3.2.3, Maxi-tournaments only) on a Maxi status inferred from the player count:
a warning that says so and names --maxi / --no-maxi; an error when the status is
declared. ``fixtures/verify/lim_maxi_floater.trf`` (README there: player 1 floats down 300
points from the lowest-ranked player 5 in round 2) with the number of rounds set to 2, so
that its 5 players are more than 2**2 (the 1988 definition) and nothing declares it."""

from __future__ import annotations

from dataclasses import replace

from tests.conftest import FIXTURES
from trfcheck.ruleset import Overrides, resolve
from trfcheck.trf import Severity, read_file
from trfcheck.verify.audit import audit_tournament

FIXTURE = FIXTURES / "verify/lim_maxi_floater.trf"


def _flt005(maxi: bool | None) -> list[tuple[Severity, str]]:
    loaded = read_file(FIXTURE)
    t = replace(loaded.tournament, total_rounds=2)
    rules = resolve(t, Overrides(system="lim", maxi=maxi))
    result = audit_tournament(t, rules, findings=loaded.findings)
    return [(d.severity, d.message) for d in result.diagnostics if d.code == "FLT005"]


def test_flt005_on_an_inferred_maxi_status_is_a_warning_that_says_so() -> None:
    [(severity, message)] = _flt005(None)
    assert severity is Severity.WARNING
    assert "inferred from the player count (1988 GA definition: 5 players" in message
    assert "--maxi" in message and "--no-maxi" in message


def test_flt005_on_a_declared_maxi_status_stays_an_error() -> None:
    [(severity, message)] = _flt005(True)
    assert severity is Severity.ERROR and "inferred" not in message
    assert _flt005(False) == []
