"""When the rounds were played and at what rate: records 132 (round dates) and 222 (encoded time
control, TRF-26), read here so that no other layer reads record codes (docs/trf-format.md).

132 holds the date of round r at columns b..b+7, b = 92 + 10 (r - 1), ``YY/MM/DD`` (the reader
also takes ``YYYY/MM/DD`` and a one-column shift); 222 holds ``d[:d]`` or ``Wd[:d]-Bd[:d]``
with each period ``d`` written ``M/S``, ``M/S+I``, ``S`` or ``S+I`` (moves, seconds, increment
in seconds). The rating and title regulations measure a time control by the time a player has
for 60 moves (B.02 1.1, B.01 1.1.3): ``TimeControl.minutes_for(60)``.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from datetime import date
from fractions import Fraction

from .document import Document, LineKind
from .values import parse_date

__all__ = ["Period", "TimeControl", "parse_time_control", "round_dates", "time_control"]

_DATE = re.compile(r"\d{2,4}[/.\-]\d{1,2}[/.\-]\d{1,2}")
_PERIOD = re.compile(r"(?:(\d+)/)?(\d+)(?:\+(\d+))?")
_FIRST_DATE_COLUMN = 91  # 0-based start of round 1's date (column 92)


@dataclass(frozen=True, slots=True)
class Period:
    """One period of a time control: ``moves`` (None: the rest of the game) in ``seconds``,
    plus ``increment`` seconds a move."""

    moves: int | None
    seconds: int
    increment: int = 0


@dataclass(frozen=True, slots=True)
class TimeControl:
    """A 222 record decoded: the periods of White and of Black (the same unless written
    ``W...-B...``) and the text as written."""

    text: str
    white: tuple[Period, ...]
    black: tuple[Period, ...]

    def minutes_for(self, moves: int = 60) -> Fraction:
        """Minutes a player has for ``moves`` moves (all periods and increments up to that
        move; the smaller of the two colours), the measure of B.02 1.1 and B.01 1.1.3."""
        return min(_minutes(self.white, moves), _minutes(self.black, moves))


def _minutes(periods: tuple[Period, ...], moves: int) -> Fraction:
    seconds, left = 0, moves
    for period in periods:
        if left <= 0:
            break
        here = left if period.moves is None else min(period.moves, left)
        seconds += period.seconds + period.increment * here
        left -= here
    return Fraction(seconds, 60)


def parse_time_control(text: str) -> TimeControl | None:
    """The time control a TRF-26 222 value encodes; None if it is not in that form."""
    value = text.strip()
    if value.upper().startswith("W") and "-B" in value.upper():
        cut = value.upper().index("-B")
        white, black = _periods(value[1:cut]), _periods(value[cut + 2 :])
    else:
        white = black = _periods(value)
    if white is None or black is None:
        return None
    return TimeControl(value, white, black)


def _periods(text: str) -> tuple[Period, ...] | None:
    periods = []
    for piece in text.split(":"):
        match = _PERIOD.fullmatch(piece.strip())
        if match is None:
            return None
        moves, seconds, increment = match.groups()
        periods.append(Period(int(moves) if moves else None, int(seconds), int(increment or 0)))
    if not periods or any(p.moves is None for p in periods[:-1]):
        return None
    return tuple(periods)


def time_control(doc: Document | None) -> TimeControl | None:
    """The last 222 record of ``doc``, decoded; None when there is none or it cannot be read."""
    if doc is None:
        return None
    found = None
    for line in doc.lines:
        if line.kind is LineKind.PARAMETER and line.text[:3] == "222":
            found = parse_time_control(line.text[4:])
    return found


def round_dates(doc: Document | None) -> tuple[date | None, ...]:
    """The round dates of the 132 record (round 1 first; None for a blank or unreadable date);
    empty when ``doc`` has no 132 record. A date is assigned to the round whose columns it
    starts in, within one column either way (some programs' exports shift 132 by one)."""
    if doc is None:
        return ()
    dates: dict[int, date | None] = {}
    for line in doc.lines:
        if line.kind is not LineKind.ROUND_DATES:
            continue
        for match in _DATE.finditer(line.text, _FIRST_DATE_COLUMN - 3):
            round_no = (match.start() - _FIRST_DATE_COLUMN + 2) // 10 + 1
            if round_no >= 1:
                dates[round_no] = parse_date(match.group())
    if not dates:
        return ()
    return tuple(dates.get(r) for r in range(1, max(dates) + 1))
