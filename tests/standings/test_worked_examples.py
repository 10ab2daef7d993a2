"""Three hand-worked tie-break examples, value for value (each value computed by hand
from C.07; Gacrux 1.11.65 reproduces them). Files: fixtures/standings/ (SOURCES.md)."""

from __future__ import annotations

from fractions import Fraction

import pytest

from tests.conftest import FIXTURES
from trfcheck.ruleset import Overrides, TiebreakEdition, resolve
from trfcheck.standings.codes import parse_tiebreak
from trfcheck.standings.crosstable import Rounds
from trfcheck.standings.ranking import is_round_robin, standings, tiebreak_list
from trfcheck.standings.tiebreaks import values
from trfcheck.trf import read_file

EXAMPLES = FIXTURES / "standings"

# tiebreaks_example1.trf, C.07 2026, every game played: one column per tie-break, players 1-6.
EXAMPLE_1 = {
    "PTS": "2.5 1.5 2.0 0.5 0.5 2.0",
    "BH": "4.0 5.0 5.0 5.0 4.0 4.0",
    "BH/C1": "3.5 4.5 4.5 4.5 3.5 3.5",
    "BH/M1": "1.5 2.0 2.0 2.0 1.5 1.5",
    "SB": "3.25 1.75 2.50 0.25 0.25 2.00",
    "SB/C1": "2.75 1.25 2.00 0.00 0.00 1.50",
    "FB": "5.0 4.0 4.0 5.0 4.0 5.0",
    "PS": "5.0 4.0 5.0 0.5 0.5 3.0",
    "PS/C1": "4.0 3.0 4.0 0.5 0.5 3.0",
    "WIN": "2 1 2 0 0 2",
    "WON": "2 1 2 0 0 2",
    "BPG": "1 1 2 2 1 2",
    "BWG": "0 1 1 0 0 1",
    "ARO": "1900 1800 1833 1900 1800 1867",
    "TPR": "2173 1800 1958 1627 1527 1992",
}
AOB_1 = ("5", "4", "13/3", "13/3", "14/3", "14/3")  # 5.00 4.00 4.33 4.33 4.67 4.67

# tiebreaks_example2*.trf: the same cross-table under both editions (042 decides); values
# that differ first.
EXAMPLE_2 = {
    "BH": ("4.5 5.5 5.0 5.5 4.0 3.5", "4.5 5.5 6.5 5.5 4.0 3.5"),
    "BH/C1": ("3.5 4.5 3.5 4.5 2.5 2.5", "3.5 4.5 4.5 4.5 2.5 2.5"),
    "SB": ("3.50 2.00 3.00 1.00 1.75 1.00", "3.50 2.00 4.25 1.00 1.75 1.00"),
    "SB/C1": ("2.50 1.00 2.00 0.00 0.75 1.00", "2.50 1.00 3.25 0.00 0.75 1.00"),
    "FB": ("4.0 6.0 5.5 5.5 3.5 4.0", "4.0 6.0 6.5 5.5 3.5 4.0"),
    "WIN": ("2 1 1 1 1 1", "2 1 1 1 1 1"),
    "WON": ("2 1 0 0 1 0", "2 1 0 0 1 0"),
    "REP": ("3 3 2 3 2 2", "3 3 2 3 2 2"),
    "PS": ("5.5 2.5 4.0 1.0 3.5 3.0", "5.5 2.5 4.0 1.0 3.5 3.0"),
}
AOB_2 = (("16/3", "4", "9/2", "17/4", "11/2", "11/2"), ("35/6", "4", "9/2", "17/4", "11/2", "11/2"))

# tiebreaks_example3.trf: round robin, 3-1-0, forfeit 3-4; WON/BPG of 3 follow the 2026 text (15.2).
EXAMPLE_3 = {
    "SB": "18 14 11 9",
    "SB/C1": "16 12 5 9",
    "KS": "0 0 1 1",
    "KS/L-1": "4 3 1 2",
    "STD": "2.0 1.5 1.5 1.0",
    "WIN": "1 1 1 0",
    "WON": "1 1 1 0",
    "BPG": "1 1 2 2",
    "REP": "3 3 3 2",
    "ARO": "1800 1833 1950 1950",
}


def _data(name: str) -> Rounds:
    t = read_file(EXAMPLES / name).tournament
    return Rounds.of(t, resolve(t).tiebreak_edition.value, round_robin=is_round_robin(t))


def _column(data: Rounds, code: str) -> list[Fraction | None]:
    table = values(data, parse_tiebreak(code))
    return [table[p] for p in sorted(table)]


@pytest.mark.parametrize(("code", "expected"), EXAMPLE_1.items(), ids=list(EXAMPLE_1))
def test_example_1(code: str, expected: str) -> None:
    """tiebreaks_example1.trf (C.07 2026; SB/C1 cuts the lowest-scoring opponent, 14.1.1)."""
    assert _column(_data("tiebreaks_example1.trf"), code) == [Fraction(x) for x in expected.split()]


def test_example_1_aob_and_ranks() -> None:
    """Example 1: AOB (8.2) exact; 202 BH,SB ranks 1, 4, 2, 5, 6, 3."""
    data = _data("tiebreaks_example1.trf")
    assert _column(data, "AOB") == [Fraction(x) for x in AOB_1]
    listed = tiebreak_list(data.tournament)
    assert listed is not None
    table = standings(data, listed.criteria())
    assert [table.positions()[p][0] for p in range(1, 7)] == [1, 4, 2, 5, 6, 3]


@pytest.mark.parametrize(("code", "expected"), EXAMPLE_2.items(), ids=list(EXAMPLE_2))
def test_example_2_both_editions(code: str, expected: tuple[str, str]) -> None:
    """Example 2: C.07 2026 (16.4.1-16.4.2 caps, 16.5 VUR cut) and C.07 2024 (own score)."""
    for name, column, edition in (
        ("tiebreaks_example2.trf", expected[0], TiebreakEdition.C2026),
        ("tiebreaks_example2_2024.trf", expected[1], TiebreakEdition.C2024),
    ):
        data = _data(name)
        assert data.edition is edition
        assert _column(data, code) == [Fraction(x) for x in column.split()], edition


def test_example_2_aob_and_ranks() -> None:
    """Example 2: AOB under both editions; the ranks are the same (1, 3, 2, 5, 4, 6)."""
    for name, aob in zip(
        ("tiebreaks_example2.trf", "tiebreaks_example2_2024.trf"), AOB_2, strict=True
    ):
        data = _data(name)
        assert _column(data, "AOB") == [Fraction(x) for x in aob]
        listed = tiebreak_list(data.tournament)
        assert listed is not None
        table = standings(data, listed.criteria())
        assert [table.positions()[p][0] for p in range(1, 7)] == [1, 3, 2, 5, 4, 6]


@pytest.mark.parametrize(("code", "expected"), EXAMPLE_3.items(), ids=list(EXAMPLE_3))
def test_example_3_round_robin(code: str, expected: str) -> None:
    """Example 3: 3-1-0 (SB multiplies by 3/1/0), KS limit (9.2, 14.5), STD (7.7), 15.2."""
    data = _data("tiebreaks_example3.trf")
    assert data.round_robin
    assert _column(data, code) == [Fraction(x) for x in expected.split()]


def test_example_3_direct_encounter_and_refusal() -> None:
    """Example 3: 212 PTS,DE,SB,WON gives 1, 2, 3, 4 (2 beat 3); BH is refused (C.07 art. 8)."""
    data = _data("tiebreaks_example3.trf")
    listed = tiebreak_list(data.tournament)
    assert listed is not None and listed.full
    assert standings(data, listed.criteria()).groups == ((1,), (2,), (3,), (4,))
    table = standings(data, [parse_tiebreak("PTS"), parse_tiebreak("BH")])
    assert table.skipped and "round robins" in table.problem


def test_pairing_edition_does_not_choose_the_tiebreak_edition() -> None:
    """--edition 2017 on an event of 15 Mar 2026 keeps C.07 2026 (the editions
    are independent, ruleset.resolve); only --tiebreak-edition changes it."""
    t = read_file(EXAMPLES / "tiebreaks_example2.trf").tournament
    assert resolve(t, Overrides(edition="2017")).tiebreak_edition.value is TiebreakEdition.C2026
    forced = resolve(t, Overrides(tiebreak_edition="2024")).tiebreak_edition
    assert forced.value is TiebreakEdition.C2024 and forced.reason == "--tiebreak-edition"
