"""B.02 8.1.1 and 8.1.2 against the regulations' own numbers.

Golden values: the sequences printed in the FIDE Rating Regulations (B.02 2024, art. 8.1,
https://handbook.fide.com/chapter/B022024), and the worked initial rating of art. 8.2
(4/7 -> dp 50). They are written out here once more, not taken from the code.
"""

from __future__ import annotations

from fractions import Fraction

import pytest

from trfcheck.rating.tables import (
    DP_TABLE,
    PD_TABLE,
    dp_for,
    dp_for_percent,
    expected_score,
    percent_of,
)
from trfcheck.standings import ratings as tiebreak_ratings

#: B.02 8.1.1, p = .99 down to .51 (the table as printed in the regulation).
DP_99_TO_51 = [
    677, 589, 538, 501, 470, 444, 422, 401, 383, 366, 351, 336, 322, 309, 296, 284, 273, 262,
    251, 240, 230, 220, 211, 202, 193, 184, 175, 166, 158, 149, 141, 133, 125, 117, 110, 102,
    95, 87, 80, 72, 65, 57, 50, 43, 36, 29, 21, 14, 7,
]  # fmt: skip

#: B.02 8.1.2, the largest |D| of PD(H) = .50, .51 ... .99 (as printed in the regulation).
PD_UPPER = [
    3, 10, 17, 25, 32, 39, 46, 53, 61, 68, 76, 83, 91, 98, 106, 113, 121, 129, 137, 145, 153,
    162, 170, 179, 188, 197, 206, 215, 225, 235, 245, 256, 267, 278, 290, 302, 315, 328, 344,
    357, 374, 391, 411, 432, 456, 484, 517, 559, 619, 735,
]  # fmt: skip


def test_dp_table_8_1_1_matches_the_printed_values() -> None:
    assert [dp_for_percent(p) for p in range(99, 50, -1)] == DP_99_TO_51
    assert (dp_for_percent(100), dp_for_percent(50), dp_for_percent(0)) == (800, 0, -800)


def test_dp_table_is_antisymmetric_below_half() -> None:
    """8.1.1 prints the lower half as the negated upper half: dp(1 - p) = -dp(p)."""
    assert [dp_for_percent(p) for p in range(1, 50)] == [-v for v in DP_99_TO_51]


def test_dp_for_the_worked_initial_rating() -> None:
    """B.02 8.2 (the initial rating whose Ru, 1922, FIDE publishes): 3 points + 2 draws of
    7 games, p = 4/7 = .57, dp = 50."""
    assert percent_of(Fraction(4, 7)) == 57
    assert dp_for(Fraction(4, 7)) == 50


def test_percent_rounds_half_up() -> None:
    """B.01 1.4.7b: p rounded to a whole percent, 0.5 up (5.5/11 = 50 %, 1/8 = 12.5 -> 13)."""
    assert percent_of(Fraction(1, 8)) == 13
    assert percent_of(Fraction(2, 3)) == 67
    assert percent_of(Fraction(1, 3)) == 33
    with pytest.raises(ValueError):
        percent_of(Fraction(3, 2))


def test_pd_table_8_1_2_bounds_and_values() -> None:
    for index, upper in enumerate(PD_UPPER):
        expected = Fraction(50 + index, 100)
        assert expected_score(upper) == expected, upper
        assert expected_score(-upper) == 1 - expected, upper
        lower = 0 if index == 0 else PD_UPPER[index - 1] + 1
        assert expected_score(lower) == expected, lower
    assert expected_score(736) == 1
    assert expected_score(-736) == 0
    assert expected_score(0) == Fraction(1, 2)


def test_pd_rows_are_complementary_and_contiguous() -> None:
    previous_high = -1
    for low, high, higher, lower in PD_TABLE:
        assert higher + lower == 100
        assert low == previous_high + 1
        previous_high = high if high is not None else previous_high
    assert len(DP_TABLE) == 51


def test_tiebreak_copy_of_the_tables_agrees() -> None:
    """standings/ratings.py reads the same tables for C.07 art. 10 (standings/conversion.py,
    which rating/tables.py gives to the rating code); both must stay equal."""
    assert [tiebreak_ratings.dp(p) for p in range(101)] == [dp_for_percent(p) for p in range(101)]
    for d in range(-800, 801):
        assert tiebreak_ratings.expected_percent(d) == expected_score(d) * 100, d
