"""The tables of the FIDE Rating Regulations the rating code reads (B.02, 1 March 2024).

The rating floor (7.2.1), and the two conversion tables of art. 8.1: 8.1.1 (a fractional
score ``p`` to a rating difference ``dp``; also B.01 2024 art. 1.4.9) and 8.1.2 (a rating
difference ``D`` to the expected score ``PD``). The conversion tables are kept once, in
``trfcheck.standings.conversion``, the lower layer, whose tie-breaks TPR and PTP (C.07
10.2, 10.3) read them too. Capping ``D`` (400, the 2650 rule of 8.3.1) is not the tables'
business: the caller caps before it looks up.
"""

from __future__ import annotations

from trfcheck.standings.conversion import (
    DP_TABLE,
    PD_TABLE,
    dp_for,
    dp_for_percent,
    expected_score,
    percent_of,
)

__all__ = [
    "DP_TABLE",
    "FLOOR",
    "PD_TABLE",
    "dp_for",
    "dp_for_percent",
    "expected_score",
    "percent_of",
]

#: B.02 2024 7.2.1: no FIDE rating is below 1400 from 1 Mar 2024.
FLOOR = 1400
