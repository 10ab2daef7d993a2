"""``DoubleSwissEvent`` (C.04.5): claimed by a ruleset whose system is Double-Swiss, it
answers its own points rule, a match's game points with each bye once (DSW007), so the
per-column sum (PTS001) is no finding of it.

Expected values from the arithmetic of ``fixtures/double-swiss/vector.trf`` (162 P 1.5, a PAB
worth 1.5 per match): player 7's PAB fills both columns of match 1 with ``U``, so a sum per
column gives 3.0 against the 1.5 declared, and player 1's 1.5 is a game won and a game drawn.
"""

from __future__ import annotations

from pathlib import Path

import trfcheck
from tests.conftest import FIXTURES
from trfcheck.event import DoubleSwissEvent, SwissEvent
from trfcheck.ruleset import System

VECTOR = FIXTURES / "double-swiss" / "vector.trf"


def _codes(findings: object) -> set[str]:
    return {f.code for f in findings}  # type: ignore[attr-defined]


def test_a_double_swiss_file_is_a_double_swiss_event() -> None:
    event = trfcheck.open(VECTOR)
    assert type(event) is DoubleSwissEvent and event.kind == "double"
    assert event.ruleset.system.value is System.DOUBLE
    assert not event.points_are_sums
    assert event.label == "Double-Swiss event"
    assert event.points_note  # what show says instead of comparing the columns
    claimed = event.claimed_by
    assert claimed.value and claimed.reason == event.ruleset.system.reason


def test_points_per_match_are_its_rule(tmp_path: Path) -> None:
    """Player 1 declares 2.5 for a game won and a game drawn (1.5): DSW007, no PTS001."""
    lines = VECTOR.read_text(encoding="utf-8").splitlines()
    row = next(i for i, line in enumerate(lines) if line.startswith("001    1 "))
    lines[row] = lines[row][:80] + " 2.5" + lines[row][84:]  # columns 81-84
    path = tmp_path / "v.trf"
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    codes = _codes(trfcheck.open(path).findings)
    assert "DSW007" in codes and "PTS001" not in codes


def test_system_double_on_a_file_without_the_code_drops_the_column_sum(tmp_path: Path) -> None:
    """Without 192 the reader sums the columns (player 7: 3.0 against 1.5, PTS001); a
    ruleset of the Double-Swiss system makes the event of its kind, which does not bear it."""
    text = VECTOR.read_text(encoding="utf-8").replace("192 FIDE_DOUBLESWISS\n", "")
    path = tmp_path / "plain.trf"
    path.write_text(text, encoding="utf-8")
    plain = trfcheck.open(path)
    assert type(plain) is SwissEvent and "PTS001" in _codes(plain.findings)
    double = trfcheck.open(path, system="double")
    assert type(double) is DoubleSwissEvent
    assert "PTS001" in _codes(double.read) and "PTS001" not in _codes(double.findings)
