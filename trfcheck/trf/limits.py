"""The documented maximum of every value trfcheck reads (docs/limits.md).

Values come from files that may be corrupted or hostile, and several of them drive
loops (rounds), sizes (ids, acceleration ranges) or exponents (the Lim Maxi test,
2 ** rounds). Each field has a maximum taken from its width in the TRF column
tables (docs/trf-format.md), or, for free-form lines, a bound far above any real event.
The TRF reader reports a value beyond its maximum as a located ``VAL001`` finding
(severity error) and does not use it; the JSON reader refuses it through the
schema (``trf.schema.json`` carries the same numbers). Nothing past these bounds
ever reaches the model, so no later stage has to trust a field as a loop bound.
"""

from __future__ import annotations

from typing import Final

__all__ = [
    "MAX_ACCELERATION_ENTRIES",
    "MAX_DIGITS",
    "MAX_ELEMENT_BYTES",
    "MAX_ITEMS",
    "MAX_K_FILE_BYTES",
    "MAX_LINE_BYTES",
    "MAX_LIST_BYTES",
    "MAX_POINTS",
    "MAX_RATING",
    "MAX_ROUNDS",
    "MAX_START_RANK",
    "MAX_VALUE_TENTHS",
    "OUT_OF_RANGE",
]

#: Start ranks and opponents: 4 columns (001 cols 5-8, round blocks b..b+3; TRF16).
MAX_START_RANK: Final = 9999
#: Rounds of an event (XXR, 142, blocks on a 001 line, 132 dates): the round fields of the
#: TRF-26 240, 250 and 260 records have 3 columns (TRF-26).
MAX_ROUNDS: Final = 999
#: Ratings: 4 columns (001 cols 49-52).
MAX_RATING: Final = 9999
#: The points column in tenths: 4 columns (001 cols 81-84, up to ``9999`` written bare).
MAX_POINTS: Final = 99990
#: A scoring value (XXS, BB?, 162) or virtual points (XXA, 250), in tenths, either sign:
#: the 4-column ``pp.p`` fields of 162, 250 and XXA (99.9 points).
MAX_VALUE_TENTHS: Final = 999
#: Items of a 202 or 212 record (tie-breaks): far more than any regulation lists.
MAX_ITEMS: Final = 32
#: (player, round) pairs of virtual points: 250 ranges expand to one entry each.
MAX_ACCELERATION_ENTRIES: Final = 200_000
#: Digits read from a free-form number (XXR, 062, XXP ids); longer numbers are out of range.
MAX_DIGITS: Final = 18
#: The finding code of a value beyond its maximum.
OUT_OF_RANGE: Final = "VAL001"

# Outside inputs other than the TRF (docs/limits.md, "Rating lists and K files"): each is
# read as a stream, and each limit is far above what FIDE's own files hold.

#: Bytes of one line of a text rating list or a K file (FIDE's text list: 162 bytes).
MAX_LINE_BYTES: Final = 4096
#: Bytes of one XML ``<player>`` element, or of any construct the XML reader must see
#: whole (a comment, a CDATA section); FIDE's: about 500 bytes.
MAX_ELEMENT_BYTES: Final = 65_536
#: Bytes of a rating list as read (inflated, for a zipped list): 2 GiB, about three
#: times FIDE's XML list.
MAX_LIST_BYTES: Final = 2 << 30
#: Bytes of a K file (as the TRF input: 16 MB).
MAX_K_FILE_BYTES: Final = 16 << 20
