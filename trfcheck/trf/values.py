"""Small decoders and encoders of TRF field values: points in tenths, dates, titles."""

from __future__ import annotations

import re
from datetime import date

from .limits import MAX_DIGITS
from .numbers import ascii_digits

__all__ = [
    "format_tenths",
    "normalise_birth_date",
    "normalise_sex",
    "normalise_title",
    "parse_date",
    "parse_int",
    "parse_tenths",
]

_TENTHS = re.compile(r"^\s*([+-]?)(\d{0,4})(?:[.,](\d)0*)?\s*$")
_TRF06_TITLES = {
    "g": "GM",
    "m": "IM",
    "f": "FM",
    "c": "CM",
    "wg": "WGM",
    "wm": "WIM",
    "wf": "WFM",
    "wc": "WCM",
}
_MONTHS = {
    name: number
    for number, names in enumerate(
        (
            ("jan", "january"),
            ("feb", "february"),
            ("mar", "march"),
            ("apr", "april"),
            ("may",),
            ("jun", "june"),
            ("jul", "july"),
            ("aug", "august"),
            ("sep", "sept", "september"),
            ("oct", "october"),
            ("nov", "november"),
            ("dec", "december"),
        ),
        start=1,
    )
    for name in names
}
_NUMERIC_DATE = re.compile(r"^(\d{1,4})\s*[./-]\s*(\d{1,2})\s*[./-]\s*(\d{1,4})\.?$")
_WORD_DATE = re.compile(r"^([A-Za-z]+)\.?\s+(\d{1,2}),?\s+(\d{4})$")
_DAY_WORD_DATE = re.compile(r"^(\d{1,2})\.?\s+([A-Za-z]+)\.?,?\s+(\d{4})$")
_BIRTH = re.compile(r"^(\d{4})(?:\s*[./-]\s*(\d{0,2})(?:\s*[./-]\s*(\d{0,2}))?)?\.?$")


def parse_int(text: str) -> int | None:
    """The integer in ``text`` (blanks around allowed); None if blank or not a number.

    A number of more than ``limits.MAX_DIGITS`` digits reads as ``10 ** MAX_DIGITS``,
    which is beyond every field's maximum (Python refuses to convert numbers of
    thousands of digits, and nothing needs them).
    """
    text = text.strip(" \t")
    if not ascii_digits(text):
        return None
    if len(text.lstrip("0")) > MAX_DIGITS:
        return 10**MAX_DIGITS
    return int(text)


def parse_tenths(text: str) -> int | None:
    """Points like ``" 2.5"``, ``"11"``, ``"-1.0"`` as integer tenths; None if not a number."""
    match = _TENTHS.match(text)
    if match is None or not (match.group(2) or match.group(3)):
        return None
    sign, whole, tenth = match.groups()
    value = int(whole or "0") * 10 + int(tenth or "0")
    return -value if sign == "-" else value


def format_tenths(value: int) -> str:
    """Integer tenths as ``2.5`` / ``-1.0`` (the TRF points format, unpadded)."""
    sign = "-" if value < 0 else ""
    return f"{sign}{abs(value) // 10}.{abs(value) % 10}"


def normalise_title(text: str) -> str:
    """TRF06 titles (``g``, ``wm`` ...) to GM, WIM ...; others upper-cased (docs/trf-format.md)."""
    text = text.strip()
    return _TRF06_TITLES.get(text, text.upper())


def normalise_sex(text: str) -> str | None:
    """``m`` or ``w`` (``f`` read as ``w``, any case), ``""`` if blank; None if unknown."""
    text = text.strip().lower()
    if text in ("", "m", "w"):
        return text
    if text == "f":
        return "w"
    return None


def normalise_birth_date(text: str) -> str | None:
    """``YYYY/MM/DD`` with unknown parts ``00``; ``""`` if blank; None if unreadable."""
    text = text.strip()
    if not text:
        return ""
    match = _BIRTH.match(text)
    if match is None:
        return None
    year, month, day = match.groups()
    return f"{year}/{int(month or 0):02d}/{int(day or 0):02d}"


def parse_date(text: str) -> date | None:
    """A header date in any style seen in real files; None if unreadable.

    ``YYYY/MM/DD`` (any of ``/ . -``), ``DD.MM.YYYY``, ``28. 07. 2005``, ``YY/MM/DD``,
    ``May 29, 2020`` and ``29 May 2020``.
    """
    text = text.strip()
    try:
        return _parse_date(text)
    except ValueError:
        return None


def _parse_date(text: str) -> date | None:
    match = _NUMERIC_DATE.match(text)
    if match:
        a, b, c = match.groups()
        if len(a) == 4:
            return date(int(a), int(b), int(c))
        if len(c) == 4:
            day, month = int(a), int(b)
            if month > 12 >= day:  # MM/DD/YYYY
                day, month = month, day
            return date(int(c), month, day)
        if len(a) <= 2 and len(c) <= 2:  # YY/MM/DD, as in 132
            return date(2000 + int(a), int(b), int(c))
        return None
    match = _WORD_DATE.match(text)
    if match and match.group(1).lower() in _MONTHS:
        month = _MONTHS[match.group(1).lower()]
        return date(int(match.group(3)), month, int(match.group(2)))
    match = _DAY_WORD_DATE.match(text)
    if match and match.group(2).lower() in _MONTHS:
        month = _MONTHS[match.group(2).lower()]
        return date(int(match.group(3)), month, int(match.group(1)))
    return None
