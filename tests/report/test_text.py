"""The audit's text report: prose and tables fit 80 columns (the CLI's quality bar),
whatever they name; the verdict and each finding are one line, never wrapped."""

from __future__ import annotations

from tests.conftest import FIXTURES
from trfcheck.report.tables import wrap
from trfcheck.report.text import audit_text, verdict_line
from trfcheck.ruleset import resolve
from trfcheck.trf import read_file
from trfcheck.verify.audit import audit_tournament

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
    """bunratty_minor_2011: the rank finding (STD001) names 76 players as one list; it is
    one line (a diagnostic is never wrapped), every other line fits 80 columns."""
    loaded = read_file(FIXTURES / "real" / "icu_tournament" / "bunratty_minor_2011.trf")
    result = audit_tournament(
        loaded.tournament, resolve(loaded.tournament), findings=loaded.findings
    )
    name = "bunratty_minor_2011.trf"
    lines = audit_text(name, result).splitlines()
    whole = [line for line in lines if line.partition(":")[0].endswith(name)]
    assert whole[0].startswith(f"{name}: FAIL")  # the verdict
    assert len(whole) == 1 + len(result.diagnostics)  # and one line per finding
    rank = [line for line in whole if " STD001: " in line]
    assert len(rank) == 1 and len(rank[0]) > 80  # whole, however long
    assert max(len(line) for line in lines if line not in whole) <= 80


def test_the_verdict_is_a_short_line_and_the_first_reason_its_own() -> None:
    """bunratty_minor_2011 fails: the verdict's first line is PASS/FAIL, the premise, the
    counts and the rounds that differ (what a script greps); the first reason follows on
    a line of its own (it was appended to the verdict: a line of hundreds of characters)."""
    loaded = read_file(FIXTURES / "real" / "icu_tournament" / "bunratty_minor_2011.trf")
    result = audit_tournament(
        loaded.tournament, resolve(loaded.tournament), findings=loaded.findings
    )
    name = "bunratty_minor_2011.trf"
    verdict = verdict_line(name, result).splitlines()
    assert verdict[0].startswith(f"{name}: FAIL (")
    assert verdict[0].endswith(f"; {len(result.discrepant)} of {len(result.rounds)} rounds differ")
    assert result.first is not None
    assert verdict[1].startswith(f"  first: {result.first.code} (")
    assert len(verdict[0]) < 160
