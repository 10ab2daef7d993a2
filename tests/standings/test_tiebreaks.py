"""Tie-breaks (C.07) on the example of trf.md §9 and the standings built from them.

Expected values: PTS, BH, SB and WIN are the Gacrux figures quoted in the spec
(digest/trf-notes.md §7, "Verified"); the cut, PS and ARO figures were computed with
Gacrux 1.11.65 (the TEC's tie-break tool) on the same file.
"""

from __future__ import annotations

import pytest

from tests.conftest import FIXTURES
from trfcheck.standings.ranking import TieBreakList, standings, tiebreak_list
from trfcheck.standings.tiebreaks import Rounds, TieBreak, parse_tiebreak, values
from trfcheck.trf import read_file


def _rounds() -> Rounds:
    path = FIXTURES / "examples" / "example-trf26.trf"
    return Rounds.of(read_file(path).tournament, capped=True)


@pytest.mark.parametrize(
    ("code", "expected"),
    [
        ("PTS", {1: 25, 2: 20, 3: 25, 4: 0, 5: 10, 6: 15}),
        ("BH", {1: 45, 2: 35, 3: 40, 4: 70, 5: 40, 6: 50}),
        ("SB", {1: 325, 2: 100, 3: 275, 4: 0, 5: 100, 6: 175}),
        ("WIN", {1: 2, 2: 2, 3: 2, 4: 0, 5: 1, 6: 1}),
        ("BH/C1", {1: 45, 2: 35, 3: 40, 4: 50, 5: 30, 6: 35}),
        ("BH:C1", {1: 45, 2: 35, 3: 40, 4: 50, 5: 30, 6: 35}),
        ("PS", {1: 55, 2: 40, 3: 55, 4: 0, 5: 20, 6: 20}),
        ("ARO", {1: 2327, 2: 2322, 3: 2265, 4: 2462, 5: 2455, 6: 2320}),
    ],
)
def test_tiebreak_values_of_the_spec_example(code: str, expected: dict[int, int]) -> None:
    """C.07 values, 2026 unplayed-round rule (16.4.1: 6's forfeit win counts 5's 1.0)."""
    assert values(_rounds(), parse_tiebreak(code)) == expected


def test_forfeit_capped_only_from_2026() -> None:
    """C.07 16.4 before 2026: an unplayed round counts the player's own score (6: 1.5)."""
    path = FIXTURES / "examples" / "example-trf26.trf"
    old = Rounds.of(read_file(path).tournament, capped=False)
    assert values(old, parse_tiebreak("BH"))[6] == 25 + 15 + 15


def test_parse_tiebreak_modifiers() -> None:
    """202 items: cuts (/C1, /M1, ':C1'), point systems, unknown modifiers."""
    assert parse_tiebreak("BH/M1") == TieBreak("BH", 1, 1, "BH/M1")
    assert parse_tiebreak("sb/c2").cut_low == 2
    assert not parse_tiebreak("BH:MP/C1/P").supported
    assert not parse_tiebreak("KS").supported
    with pytest.raises(ValueError, match="not a tie-break"):
        parse_tiebreak("B H")


def test_standings_of_the_spec_example() -> None:
    """202 BH,SB,WIN: 1 (BH 4.5) before 3 (BH 4.0) on 2.5 points, then 2, 6, 5, 4."""
    path = FIXTURES / "examples" / "example-trf26.trf"
    loaded = read_file(path)
    listed = tiebreak_list(loaded.tournament)
    assert listed == TieBreakList(("BH", "SB", "WIN"))
    table = standings(_rounds(), listed.criteria())
    assert table.groups == ((1,), (3,), (2,), (6,), (5,), (4,))
    assert table.positions()[6] == (4, 4)


def test_direct_encounter_separates_only_when_all_met() -> None:
    """C.07 art. 6: 1 and 3 drew their game, so DE leaves them tied."""
    table = standings(_rounds(), [parse_tiebreak("PTS"), parse_tiebreak("DE")])
    assert (1, 3) in table.groups
