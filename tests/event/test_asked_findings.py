"""Findings of a check asked for beside the file's own (``Event.with_findings``, the
pre-flight of docs/preflight.md) join what the audit reports, and the records the
pre-flight reads are the file's (``EventRecords.present``, ``chief_arbiter_line``,
``deputy_lines``), the line numbers counted in the fixture's text by the test."""

from __future__ import annotations

from tests.conftest import FIXTURES
from trfcheck.event import open_event
from trfcheck.trf.diagnostics import Diagnostic, Severity
from trfcheck.verify.audit import audit

CLEAN = FIXTURES / "preflight" / "clean.trf"


def _line_of(prefix: str) -> int:
    lines = CLEAN.read_text(encoding="utf-8").splitlines()
    return next(n for n, text in enumerate(lines, start=1) if text.startswith(prefix))


def test_an_asked_finding_is_in_the_audit_and_the_event_unchanged() -> None:
    event = open_event(CLEAN)
    asked = Diagnostic(
        code="PRE006",
        severity=Severity.ERROR,
        round=None,
        players=(),
        rule="B.02 9.1",
        message="the upload was due",
        path=event.path,
    )
    added = event.with_findings([asked])
    assert event.asked == () and added.asked == (asked,)
    assert type(added) is type(event) and added.tournament is event.tournament
    assert "PRE006" not in {d.code for d in audit(event).diagnostics}
    checked = audit(added)
    assert "PRE006" in {d.code for d in checked.diagnostics} and not checked.passed


def test_the_records_the_preflight_reads() -> None:
    records = open_event(CLEAN).records
    assert {"012", "022", "032", "042", "052", "102", "112", "132"} <= records.present
    assert records.chief_arbiter_line == _line_of("102 ")
    assert records.deputy_lines == (_line_of("112 "),)
