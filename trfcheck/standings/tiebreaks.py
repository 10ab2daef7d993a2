"""Tie-break values of C.07 (2024 and 2026 texts), one family per module.

``values(data, tb)`` computes one item of a tie-break list for every participant:
``own`` (type B and Koya), ``buchholz`` (BH, FB, AOB, SB and art. 16), ``ratings``
(art. 10) and ``encounter`` (DE, which orders a group rather than giving a value). Values
are exact Fractions of a point (or counts, ratings); None means "no value" (a rating
tie-break with unrated players). Larger is better except for ``TieBreak.lower_better``.
"""

from __future__ import annotations

from fractions import Fraction

from .buchholz import aob, buchholz
from .codes import REGISTRY, Family, TieBreak, parse_tiebreak
from .crosstable import Rounds
from .encounter import direct_encounter
from .own import koya, own
from .ratings import ratings

__all__ = [
    "BUCHHOLZ_FAMILY",
    "Rounds",
    "TieBreak",
    "Value",
    "decimals",
    "direct_encounter",
    "format_value",
    "parse_tiebreak",
    "refusal",
    "values",
]

Value = Fraction | None

#: C.07 art. 8 note (2026): "must not be used in round-robins".
BUCHHOLZ_FAMILY = frozenset({"BH", "FB", "AOB"})


def refusal(tb: TieBreak, round_robin: bool) -> str:
    """Why ``tb`` cannot be computed for this event (empty when it can)."""
    if tb.problem:
        return tb.problem
    if round_robin and tb.code in BUCHHOLZ_FAMILY:
        return f"{tb.name}: the Buchholz family must not be used in round robins (C.07 art. 8)"
    return ""


def values(data: Rounds, tb: TieBreak) -> dict[int, Value]:
    """The value of ``tb`` for every participant. Raises ValueError for an item that
    ``refusal`` rejects and for DE (use ``direct_encounter`` on a group)."""
    problem = refusal(tb, data.round_robin)
    if problem:
        raise ValueError(problem)
    family = REGISTRY[tb.code].family
    if tb.code == "KS":
        return koya(data, tb)
    if family in (Family.OWN, Family.POINTS):
        return own(data, tb)
    if tb.code == "AOB":
        return aob(data, tb)
    if family is Family.BUCHHOLZ:
        return buchholz(data, tb)
    if family is Family.RATING:
        return ratings(data, tb)
    raise ValueError(f"{tb.name} orders a group: use direct_encounter")


def decimals(tb: TieBreak) -> int:
    """Decimals to show for ``tb`` (exact for every code but AOB, an average)."""
    if tb.code in ("SB", "AOB"):
        return 2
    if tb.code in ("PTS", "BH", "FB", "PS", "KS", "STD"):
        return 1
    return 0


def format_value(tb: TieBreak, value: Value) -> str:
    """``value`` with the decimals of ``tb``, rounded half up; ``-`` for no value."""
    if value is None:
        return "-"
    places = decimals(tb)
    num, den = value.numerator * 10**places, value.denominator
    sign = "-" if num < 0 else ""
    rounded = (2 * abs(num) + den) // (2 * den)
    if rounded == 0:
        sign = ""
    whole, frac = divmod(rounded, 10**places)
    return f"{sign}{whole}.{frac:0{places}d}" if places else f"{sign}{whole}"
