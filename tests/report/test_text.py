"""The audit's text report fits 80 columns (the CLI's quality bar), whatever it names; its
verdict line is one line whatever its length (issue 30)."""

from __future__ import annotations

from tests.conftest import FIXTURES
from trfcheck.pairers.registry import rules_for
from trfcheck.report.tables import wrap
from trfcheck.report.text import audit_text
from trfcheck.trf import read_file
from trfcheck.verify.audit import audit

PLAYERS = ",".join(str(p) for p in range(1, 120))  # a list without blanks: one long word


def test_a_word_longer_than_the_line_is_cut_to_fit() -> None:
    lines = wrap([f"STD001 players {PLAYERS}: misplaced"], "  ")
    assert max(len(line) for line in lines) <= 80
    assert "".join(line.strip() for line in lines).replace(" ", "") == (
        f"STD001players{PLAYERS}:misplaced"
    )


def test_whole_words_keeps_a_long_word_on_its_own_line() -> None:
    path = "/" + "/".join(["folder"] * 15) + "/file.trf"
    lines = wrap([f"cannot read {path}: no such file"], whole_words=True)
    holding = [line for line in lines if path in line]  # whole, never cut
    assert len(holding) == 1
    assert all(len(line) <= 80 for line in lines if line not in holding)


def test_report_with_a_long_player_list_fits_80_columns() -> None:
    """bunratty_minor_2011: the rank finding (STD001) names 76 players as one list."""
    loaded = read_file(FIXTURES / "real" / "icu_tournament" / "bunratty_minor_2011.trf")
    result = audit(loaded.tournament, rules_for(loaded.tournament), findings=loaded.findings)
    text = audit_text("bunratty_minor_2011.trf", result)
    assert "STD001" in text
    verdict, *rest = text.splitlines()  # the verdict is one line, never wrapped (issue 30)
    assert verdict.startswith("bunratty_minor_2011.trf: FAIL: ")
    assert max(len(line) for line in rest) <= 80
