"""Tie-breaks (C.07) on fixtures/examples/example-trf16.trf, the TRF-26 202/212 grammar (MTB26).

Expected values: PTS, BH, SB and WIN are Gacrux's figures for that file; the cut, PS and
ARO figures were computed with Gacrux 1.11.65 (the TEC's tie-break tool; docs/tiebreaks.md,
"Gacrux as an oracle") on the same file. Units: points (BH, PS in tenths, SB in hundredths
below), ratings.
"""

from __future__ import annotations

from fractions import Fraction

import pytest

from tests.conftest import FIXTURES
from trfcheck.ruleset import TiebreakEdition
from trfcheck.standings.codes import TieBreak, parse_tiebreak
from trfcheck.standings.crosstable import Rounds
from trfcheck.standings.ranking import TieBreakList, standings, tiebreak_list
from trfcheck.standings.tiebreaks import format_value, values
from trfcheck.trf import read_file

EXAMPLE = FIXTURES / "examples" / "example-trf26.trf"


def _rounds(edition: TiebreakEdition = TiebreakEdition.C2026) -> Rounds:
    return Rounds.of(read_file(EXAMPLE).tournament, edition)


@pytest.mark.parametrize(
    ("code", "scale", "expected"),
    [
        ("PTS", 10, {1: 25, 2: 20, 3: 25, 4: 0, 5: 10, 6: 15}),
        ("BH", 10, {1: 45, 2: 35, 3: 40, 4: 70, 5: 40, 6: 50}),
        ("SB", 100, {1: 325, 2: 100, 3: 275, 4: 0, 5: 100, 6: 175}),
        ("WIN", 1, {1: 2, 2: 2, 3: 2, 4: 0, 5: 1, 6: 1}),
        ("BH/C1", 10, {1: 45, 2: 35, 3: 40, 4: 50, 5: 30, 6: 35}),
        ("BH:C1", 10, {1: 45, 2: 35, 3: 40, 4: 50, 5: 30, 6: 35}),
        ("PS", 10, {1: 55, 2: 40, 3: 55, 4: 0, 5: 20, 6: 20}),
        ("ARO", 1, {1: 2327, 2: 2322, 3: 2265, 4: 2462, 5: 2455, 6: 2320}),
    ],
)
def test_tiebreak_values_of_the_spec_example(
    code: str, scale: int, expected: dict[int, int]
) -> None:
    """C.07 values, 2026 unplayed-round rule (16.4.1: 6's forfeit win counts 5's 1.0)."""
    assert values(_rounds(), parse_tiebreak(code)) == {
        p: Fraction(v, scale) for p, v in expected.items()
    }


def test_forfeit_capped_only_from_2026() -> None:
    """C.07 16.4 before 2026: an unplayed round counts the player's own score (6: 1.5)."""
    old = _rounds(TiebreakEdition.C2024)
    assert values(old, parse_tiebreak("BH"))[6] == Fraction(25 + 15 + 15, 10)
    # /V2026 on the item applies the 2026 caps whatever the event's edition.
    assert values(old, parse_tiebreak("BH/V2026"))[6] == Fraction(5)


def test_parse_tiebreak_modifiers() -> None:
    """C.07 art. 14 and MTB26: cuts, medians, /P /F /R /U /L, editions, and refusals."""
    assert parse_tiebreak("BH/M1") == TieBreak("BH", "BH/M1", 1, 1)
    assert parse_tiebreak("sb/c2").cut_low == 2
    assert parse_tiebreak("BH/C1/P").forfeits_played
    assert parse_tiebreak("AOB/F").fore
    assert parse_tiebreak("TPN/R").reverse and not parse_tiebreak("TPN/R").lower_better
    assert parse_tiebreak("TPN").lower_better and parse_tiebreak("RTNG/R").lower_better
    assert parse_tiebreak("ARO/U1400").unrated == 1400
    assert parse_tiebreak("KS/L-1").limit == -1
    assert parse_tiebreak("KS/L+0.5").limit == 1
    assert parse_tiebreak("KS/L2").limit == 2  # unsigned: half points (docs/tiebreaks.md)
    assert parse_tiebreak("BH/V2024").edition is TiebreakEdition.C2024
    assert "team" in parse_tiebreak("EDET/P").problem
    assert "not a C.07" in parse_tiebreak("OTHER_LOTS").problem
    assert "does not take" in parse_tiebreak("WIN/C1").problem
    assert not parse_tiebreak("BH:MP/C1/P").supported
    with pytest.raises(ValueError, match="not a tie-break"):
        parse_tiebreak("B,H")


def test_standings_of_the_spec_example() -> None:
    """202 BH,SB,WIN: 1 (BH 4.5) before 3 (BH 4.0) on 2.5 points, then 2, 6, 5, 4."""
    listed = tiebreak_list(read_file(EXAMPLE).tournament)
    assert listed == TieBreakList(("BH", "SB", "WIN"))
    table = standings(_rounds(), listed.criteria())
    assert table.groups == ((1,), (3,), (2,), (6,), (5,), (4,))
    assert table.positions()[6] == (4, 4)


def test_list_sources() -> None:
    """TRF-26: 212 is the whole order (PTS where written), 202 follows the points."""
    full = TieBreakList(("STD", "PTS", "SB"), full=True, source="212")
    assert [tb.code for tb in full.criteria()] == ["STD", "PTS", "SB"]
    after = TieBreakList(("PTS", "BH"))
    assert [tb.code for tb in after.criteria()] == ["PTS", "BH"]
    assert TieBreakList.parse("PTS,DE SB").full
    assert not TieBreakList.parse("BH/C1,BH").full
    assert TieBreakList.parse("STD,PTS,SB").full  # STD before the points, as 212 allows


def test_direct_encounter_separates_only_when_all_met() -> None:
    """C.07 art. 6: 1 and 3 drew their game, so DE leaves them tied."""
    table = standings(_rounds(), [parse_tiebreak("PTS"), parse_tiebreak("DE")])
    assert (1, 3) in table.groups


def test_standings_stop_at_the_first_unsupported_item() -> None:
    """C.07 art. 4.2: later criteria only act after an earlier one, so none after it counts."""
    table = standings(
        _rounds(), [parse_tiebreak("PTS"), parse_tiebreak("EDE"), parse_tiebreak("BH")]
    )
    assert [tb.code for tb in table.applied] == ["PTS"]
    assert [tb.code for tb in table.skipped] == ["EDE", "BH"]
    assert "team" in table.problem


def test_format_value() -> None:
    """Shown with the decimals of the code, rounded half up; '-' for no value."""
    assert format_value(parse_tiebreak("AOB"), Fraction(13, 3)) == "4.33"
    assert format_value(parse_tiebreak("AOB"), Fraction(14, 3)) == "4.67"
    assert format_value(parse_tiebreak("SB"), Fraction(1, 4)) == "0.25"
    assert format_value(parse_tiebreak("TPR"), Fraction(-5)) == "-5"
    assert format_value(parse_tiebreak("ARO"), None) == "-"
