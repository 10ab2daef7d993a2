"""An answer more than one question of an event reads is computed once per event
(``Event.once``): a round robin's numbering (C.05 Annex 1), which the audit of its rounds
and its cross-tables (``show``, the HTML report) both follow, is searched once.

The file: the gacrux ``berger_12.trf``, a 12-player round robin drawn from the Berger table
(192 FIDE_ROUNDROBIN), the start ranks as Berger numbers.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from typer.testing import CliRunner

import trfcheck
from tests.conftest import FIXTURES
from trfcheck.cli import app
from trfcheck.event import RoundRobinEvent
from trfcheck.event import berger as event_berger
from trfcheck.pairers.roundrobin import numbering
from trfcheck.trf.model import Tournament

BERGER_12 = FIXTURES / "external" / "sharly-chess" / "gacrux" / "berger_12.trf"


@pytest.fixture
def searches(monkeypatch: pytest.MonkeyPatch) -> list[Tournament]:
    """The tournaments the numbering search runs on, wherever it is called from."""
    calls: list[Tournament] = []
    search = numbering.find_numbering

    def counted(t: Tournament, *args: object, **kwargs: object) -> numbering.Numbering:
        calls.append(t)
        return search(t, *args, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(numbering, "find_numbering", counted)
    monkeypatch.setattr(event_berger, "find_numbering", counted)
    return calls


def test_the_numbering_is_searched_once_per_event(searches: list[Tournament]) -> None:
    event = trfcheck.open(BERGER_12)
    assert isinstance(event, RoundRobinEvent)
    audited = event.audit_rounds()
    assert dict(event.berger_numbers) == {r: r for r in range(1, 13)}
    assert event.berger_numbers is event.berger_numbers
    assert audited.schedule.endswith("numbering = start rank")
    assert len(searches) == 1


def test_check_html_searches_the_numbering_once(searches: list[Tournament], tmp_path: Path) -> None:
    """``check --html``: the audit (its Berger table) and the report's cross-table (in
    Berger order) read one numbering."""
    page = tmp_path / "report.html"
    result = CliRunner().invoke(app, ["check", str(BERGER_12), "--html", str(page)])
    assert result.exit_code == 1, result.stdout  # FAIL: the file's rank column (STD001)
    assert "Berger" in page.read_text(encoding="utf-8")
    assert len(searches) == 1


def test_an_event_with_other_inputs_searches_again(searches: list[Tournament]) -> None:
    """``replace`` gives an event whose answers are its own (``with_findings``)."""
    event = trfcheck.open(BERGER_12)
    assert isinstance(event, RoundRobinEvent)
    event.numbering()
    event.with_findings(()).numbering()
    assert len(searches) == 2
