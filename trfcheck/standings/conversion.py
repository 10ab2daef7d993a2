"""The two conversion tables of the FIDE Rating Regulations (B.02, 1 March 2024, art. 8.1).

Table 8.1.1 turns a fractional score ``p`` into a rating difference ``dp`` (it is also the
table of the Title Regulations, B.01 2024 art. 1.4.9, and the ``dp`` of the tie-break TPR,
C.07 10.2); table 8.1.2 turns a rating difference ``D`` into the expected score ``PD`` of
the higher and of the lower rated player (the tie-break PTP, C.07 10.3, and the rating
change, B.02 8.3). They are kept here, once, in the lowest layer that uses them: the
standings (``standings.ratings``); ``trfcheck.rating.tables`` gives them to the rating and
title code.
Source: https://handbook.fide.com/chapter/B022024 (unchanged from B.02 2022 and, for these
tables, in the rapid and blitz regulations). The values are written out below as the
regulations print them. Capping ``D`` (400, the 2650 rule of 8.3.1) is not the tables'
business: the caller caps before it looks up.

>>> dp_for(Fraction(4, 7))
50
>>> expected_score(-120)
Fraction(17, 50)
"""

from __future__ import annotations

from bisect import bisect_left
from fractions import Fraction

__all__ = [
    "DP_TABLE",
    "PD_TABLE",
    "dp_for",
    "dp_for_percent",
    "expected_percent",
    "expected_score",
    "percent_of",
]

#: B.02 8.1.1: (p in hundredths, dp) for p = 1.00, .99, ... .50, as printed; below .50,
#: dp(p) = -dp(1 - p) (the printed lower half is the mirror image: .49 -> -7 ... .00 -> -800).
DP_TABLE: tuple[tuple[int, int], ...] = (
    (100, 800), (99, 677), (98, 589), (97, 538), (96, 501), (95, 470), (94, 444),
    (93, 422), (92, 401), (91, 383), (90, 366), (89, 351), (88, 336), (87, 322),
    (86, 309), (85, 296), (84, 284), (83, 273), (82, 262), (81, 251), (80, 240),
    (79, 230), (78, 220), (77, 211), (76, 202), (75, 193), (74, 184), (73, 175),
    (72, 166), (71, 158), (70, 149), (69, 141), (68, 133), (67, 125), (66, 117),
    (65, 110), (64, 102), (63, 95), (62, 87), (61, 80), (60, 72), (59, 65),
    (58, 57), (57, 50), (56, 43), (55, 36), (54, 29), (53, 21), (52, 14), (51, 7),
    (50, 0),
)  # fmt: skip

#: B.02 8.1.2: (lowest |D|, highest |D|, PD of the higher rated, PD of the lower rated),
#: both PD in hundredths, as printed; the last row is "> 735".
PD_TABLE: tuple[tuple[int, int | None, int, int], ...] = (
    (0, 3, 50, 50), (4, 10, 51, 49), (11, 17, 52, 48), (18, 25, 53, 47),
    (26, 32, 54, 46), (33, 39, 55, 45), (40, 46, 56, 44), (47, 53, 57, 43),
    (54, 61, 58, 42), (62, 68, 59, 41), (69, 76, 60, 40), (77, 83, 61, 39),
    (84, 91, 62, 38), (92, 98, 63, 37), (99, 106, 64, 36), (107, 113, 65, 35),
    (114, 121, 66, 34), (122, 129, 67, 33), (130, 137, 68, 32), (138, 145, 69, 31),
    (146, 153, 70, 30), (154, 162, 71, 29), (163, 170, 72, 28), (171, 179, 73, 27),
    (180, 188, 74, 26), (189, 197, 75, 25), (198, 206, 76, 24), (207, 215, 77, 23),
    (216, 225, 78, 22), (226, 235, 79, 21), (236, 245, 80, 20), (246, 256, 81, 19),
    (257, 267, 82, 18), (268, 278, 83, 17), (279, 290, 84, 16), (291, 302, 85, 15),
    (303, 315, 86, 14), (316, 328, 87, 13), (329, 344, 88, 12), (345, 357, 89, 11),
    (358, 374, 90, 10), (375, 391, 91, 9), (392, 411, 92, 8), (412, 432, 93, 7),
    (433, 456, 94, 6), (457, 484, 95, 5), (485, 517, 96, 4), (518, 559, 97, 3),
    (560, 619, 98, 2), (620, 735, 99, 1), (736, None, 100, 0),
)  # fmt: skip

_DP_BY_PERCENT: dict[int, int] = {percent: dp for percent, dp in DP_TABLE}

#: The highest |D| of each row of 8.1.2 but the last ("> 735"), for a binary search.
_PD_HIGHEST = tuple(high for _, high, _, _ in PD_TABLE if high is not None)


def percent_of(p: Fraction) -> int:
    """A fractional score ``p`` (0 to 1) as a whole percent, .5 rounded up.

    B.01 1.4.7b rounds p to a whole percent, 0.5 up; B.02 8.2 prints p to two decimals
    (4/7 = .57) and names no rule, so the rating code reads it the same way (docs/rating.md).
    Raises ValueError outside 0..1.
    """
    if not 0 <= p <= 1:
        raise ValueError(f"a fractional score is between 0 and 1, not {p}")
    scaled = p * 100
    return (2 * scaled.numerator + scaled.denominator) // (2 * scaled.denominator)


def dp_for_percent(percent: int) -> int:
    """B.02 8.1.1: dp for a score of ``percent`` % (0..100); dp(p) = -dp(1 - p) below 50."""
    if not 0 <= percent <= 100:
        raise ValueError(f"a percentage score is between 0 and 100, not {percent}")
    return _DP_BY_PERCENT[percent] if percent >= 50 else -_DP_BY_PERCENT[100 - percent]


def dp_for(p: Fraction) -> int:
    """B.02 8.1.1 (= B.01 1.4.9): dp for the fractional score ``p``, rounded by ``percent_of``."""
    return dp_for_percent(percent_of(p))


def expected_percent(d: int) -> int:
    """B.02 8.1.2: PD in % of a player whose rating minus the opponent's is ``d`` (not
    capped here).

    ``d >= 0`` reads the column of the higher rated, ``d < 0`` that of the lower rated; equal
    ratings (``d = 0``) give 50 either way.
    """
    _, _, higher, lower = PD_TABLE[bisect_left(_PD_HIGHEST, abs(d))]
    return higher if d >= 0 else lower


def expected_score(d: int) -> Fraction:
    """B.02 8.1.2: PD of a player whose rating minus the opponent's is ``d`` (not capped
    here), as a fraction (``expected_percent`` / 100)."""
    return Fraction(expected_percent(d), 100)
