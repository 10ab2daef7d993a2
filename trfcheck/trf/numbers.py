"""The one reader of numbers that come from outside: files, lists, K files, options.

A field of a file is untrusted: ``str.isdigit`` accepts ``²`` and the digits of every
script, and ``int`` or ``Fraction`` of a number of thousands of digits (or of
``1e100000000``) is refused by Python or takes minutes. So every outside number is read
here: ASCII digits only, a bounded count of them, an optional sign and decimal part
where the field allows them, never an exponent (docs/limits.md).
"""

from __future__ import annotations

import re
from fractions import Fraction

__all__ = ["NumberError", "ascii_digits", "read_decimal", "read_whole", "whole_or_none"]

_DECIMAL = re.compile(r"([+-]?)([0-9]+)(?:[.]([0-9]+))?")
_SHOWN = 24  # characters of a bad value quoted in a message


class NumberError(ValueError):
    """The text is not a number of the form the field allows; the message says which."""


def ascii_digits(text: str) -> bool:
    """True when ``text`` is one or more of the ASCII digits 0-9 (``²`` is not)."""
    return text.isascii() and text.isdigit()


def read_whole(text: str, digits: int) -> int:
    """The whole number ``text`` (blanks around it allowed) of at most ``digits`` digits,
    leading zeros not counted; NumberError otherwise."""
    value = text.strip(" \t")
    if not ascii_digits(value) or len(value.lstrip("0")) > digits:
        raise NumberError(
            f"expected a whole number of at most {digits} digits (0-9), found {_quote(value)}"
        )
    return int(value)


def whole_or_none(text: str, digits: int) -> int | None:
    """``read_whole``, or None where it raises (a value that is simply not used)."""
    try:
        return read_whole(text, digits)
    except NumberError:
        return None


def read_decimal(text: str, digits: int, places: int) -> Fraction:
    """The signed decimal ``text`` (``-12.5``: at most ``digits`` digits before the point
    and ``places`` after it, no exponent) exactly; NumberError otherwise."""
    value = text.strip(" \t")
    match = _DECIMAL.fullmatch(value) if value.isascii() else None
    if (
        match is None
        or len(match.group(2).lstrip("0")) > digits
        or len(match.group(3) or "") > places
    ):
        raise NumberError(
            f"expected a number such as -12.5 (at most {digits} digits before the point, "
            f"{places} after it, no exponent), found {_quote(value)}"
        )
    sign, whole, decimals = match.groups()
    result = Fraction(int(whole + (decimals or "")), 10 ** len(decimals or ""))
    return -result if sign == "-" else result


def _quote(value: str) -> str:
    """``value`` quoted, cut to a few characters (a 5000-digit number is not echoed)."""
    if len(value) > _SHOWN:
        return f"{value[:_SHOWN]!r}... ({len(value)} characters)"
    return repr(value)
