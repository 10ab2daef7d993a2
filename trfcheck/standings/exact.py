"""Exact tie-break values, made once per value.

Every value is a ``Fraction`` of a point (C.07 values are sums, counts, means and
products of scores: exact, never rounded except where the rules round). Constructing one
normalises it in Python code, and the same few values (a Buchholz in tenths, a count of
wins) recur for every player of every standings, so ``exact`` hands out one shared
``Fraction`` per value: a Fraction is immutable, so sharing it changes nothing.
"""

from __future__ import annotations

from fractions import Fraction

__all__ = ["exact"]

#: Values made so far, by (numerator, denominator). Bounded: cleared when full.
_MADE: dict[tuple[int, int], Fraction] = {}
_KEPT = 65536


def exact(numerator: int, denominator: int = 1) -> Fraction:
    """``Fraction(numerator, denominator)``, the same object for the same two integers."""
    key = (numerator, denominator)
    value = _MADE.get(key)
    if value is None:
        if len(_MADE) >= _KEPT:
            _MADE.clear()
        value = _MADE[key] = Fraction(numerator, denominator)
    return value
