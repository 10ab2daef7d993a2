"""The time control of record 122 (TRF16: free text), read where its usual forms allow.

122 is written by hand: "90 minutes + 30 seconds per move", "1:30 + 10 from move 1",
"40/120, 60", "100'x40 + 50'x20 + 30\"" or "90+30". The reader knows these forms: a period
is ``M/T`` (M moves in T minutes; the smaller number is the moves: ``90/40`` is 90 minutes
for 40 moves), ``T'/M moves`` or ``T'xM`` (T minutes for M moves), ``H:MM``, a number of
minutes (``90``, ``90'``, ``90 min``, ``2h``); an increment is a number of seconds (``30s``,
``30"``, ``30 sec``) or a number followed by "per move", "from move 1" or placed after a
``+`` after a period for the rest of the game (``90+30``; after a period with a move count,
``40/120+30`` could be 30 minutes or 30 seconds: unreadable). Alternatives joined by "or"
(``ou``, ``o``, ``oder``: "7'+5'' ou 12' KO") are read each; when every one reads, the text
gives the one with the least time for 60 moves (the one a rate-of-play check must pass).
Anything else makes the text unreadable (None):
the callers say that the time control could not be read (RAT004, docs/rating.md).
"""

from __future__ import annotations

import re

from .document import Document, LineKind
from .schedule import Period, TimeControl

__all__ = ["free_time_control", "read_free_time_control"]

_TOKEN = re.compile(
    r"""
    (?P<tpm>(\d+)\s*(?:'|min\w*)\s*/\s*(\d+)\s*(?:moves?|mm))
  | (?P<mpm>(\d+)\s*(?:moves?)?\s*/\s*(\d+)\s*(?:min\w*|'|m\b)?)
  | (?P<mxm>(\d+)\s*(?:'|min\w*)\s*(?:x|for)\s*(\d+)\s*(?:mm|moves?)?)
  | (?P<hm>(\d+):(\d\d)(?!\d))
  | (?P<sec>(\d+)\s*(?:s\b|secs?\b|seconds?\b|"|''))
  | (?P<min>(\d+)\s*(?:'|min\w*|m\b))
  | (?P<hour>(\d+)\s*(?:h\b|hours?\b))
  | (?P<num>\d+)
    """,
    re.VERBOSE,
)
_PER_MOVE = re.compile(r"\s*(?:per\s+move|a\s+move|/\s*move|each\s+move|increment|inc\b)")
_FROM_MOVE = re.compile(r"(?:starting\s+)?from\s+(?:the\s+)?(?:move\s+(?:1|one)|first\s+move)")


_OR = re.compile(r"\s+(?:or|ou|o|oder)\s+", re.IGNORECASE)


def read_free_time_control(text: str) -> TimeControl | None:
    """The time control a 122 text states, or None when it is not in a form read here."""
    choices = _OR.split(text.strip())
    if len(choices) > 1:
        read = [_read_one(choice) for choice in choices]
        if any(r is None for r in read):
            return None
        least = min((r for r in read if r is not None), key=lambda r: r.minutes_for(60))
        return TimeControl(text.strip(), least.white, least.black)
    return _read_one(text)


def _read_one(text: str) -> TimeControl | None:
    """One time control of a 122 text (no alternatives)."""
    flat = _FROM_MOVE.sub(" per move ", text.lower().replace("plus", "+"))
    periods: list[tuple[int | None, int]] = []  # (moves or None, minutes)
    increment: int | None = None
    for match in _TOKEN.finditer(flat):
        kind = match.lastgroup
        numbers = [int(n) for n in re.findall(r"\d+", match.group())]
        per_move = _PER_MOVE.match(flat, match.end()) is not None
        before = flat[: match.start()].rstrip()
        after_plus = bool(periods) and before.endswith("+")
        if kind == "num" and after_plus and not per_move and periods[-1][0] is not None:
            return None  # "40/120 + 30": 30 minutes more, or 30 seconds a move?
        if kind == "sec" or (kind == "num" and (per_move or after_plus)):
            if increment is not None:
                return None
            increment = numbers[0]
        elif kind == "tpm":
            periods.append((numbers[1], numbers[0]))
        elif kind == "mpm":  # "40/120" moves in minutes; "90/40" minutes for moves
            periods.append(
                (min(numbers), max(numbers))
                if numbers[0] < numbers[1]
                else (numbers[1], numbers[0])
            )
        elif kind == "mxm":
            periods.append((numbers[1], numbers[0]))
        elif kind == "hm":
            periods.append((None, 60 * numbers[0] + numbers[1]))
        elif kind == "hour":
            periods.append((None, 60 * numbers[0]))
        else:  # min, or a bare number that is no increment: minutes for the rest
            periods.append((None, numbers[0]))
    return _control(text.strip(), periods, increment or 0)


def _control(
    text: str, periods: list[tuple[int | None, int]], increment: int
) -> TimeControl | None:
    if not periods or any(moves is None for moves, _ in periods[:-1]):
        return None
    decoded = tuple(Period(moves, 60 * minutes, increment) for moves, minutes in periods)
    return TimeControl(text, decoded, decoded)


def free_time_control(doc: Document | None) -> TimeControl | None:
    """The time control of the last 122 record of ``doc``, when its text can be read."""
    if doc is None:
        return None
    found = None
    for line in doc.lines:
        if line.text[:3] == "122" and line.kind is not LineKind.PLAYER and line.text[4:].strip():
            found = read_free_time_control(line.text[4:])
    return found
