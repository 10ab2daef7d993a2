"""Rendering of 001 player records: canonical lines and in-place splices.

Both use the column table of ``columns.py``. A splice rewrites only the fields
and round blocks that changed, so an edited record keeps its other bytes
(trailing blanks, legacy spellings of untouched rounds).
"""

from __future__ import annotations

import re
from dataclasses import fields

from .columns import BLOCK_TEXT_WIDTH, PLAYER_FIELDS, block_base, player_field
from .errors import TrfWriteError
from .model import Colour, Player, ResultCode, RoundEntry
from .values import format_tenths

__all__ = ["checked_text", "render_block", "render_player", "splice_player"]

_STATIC = tuple(c.name for c in PLAYER_FIELDS if c.name != "record")
_PLAYER_ATTRS = frozenset(f.name for f in fields(Player))
#: The letters of the colours and result codes (an enum's ``value`` is a Python-level
#: property; a round block is written for every player and round).
_COLOUR = {c: c.value for c in Colour}
_RESULT: dict[ResultCode | None, str] = {r: r.value for r in ResultCode}
_RESULT[None] = " "
#: What ``checked_text`` refuses: control characters (C0, DEL, C1) and the line and
#: paragraph separators.
_UNWRITABLE = re.compile("[\x00-\x1f\x7f-\x9f\u2028\u2029]")


def render_block(entry: RoundEntry) -> str:
    """The 8 columns of a round block in canonical form (TRF16 spellings)."""
    if entry.is_empty:
        return " " * BLOCK_TEXT_WIDTH
    code = _RESULT[entry.result]
    if entry.opponent is None:
        # The canonical form writes byes as "0000 - X"; a colour the block has anyway (a corrupted
        # or pending block) is kept, so that the block reads back the same.
        return f"0000 {_COLOUR[entry.colour]} {code}"
    if entry.opponent > 9999:
        raise TrfWriteError(f"opponent {entry.opponent} does not fit in 4 columns")
    return f"{entry.opponent:>4} {_COLOUR[entry.colour]} {code}"


def checked_text(value: str, what: str) -> str:
    """``value`` if it can be written inside one TRF record; TrfWriteError otherwise.

    A control character (a line break above all: it would end the record and start
    another, so a name could add a 001 line) or another line separator is refused.
    """
    bad = _UNWRITABLE.search(value)
    if bad is not None:
        raise TrfWriteError(f"{what}: {value[:40]!r} holds the control character {bad.group()!r}")
    return value


def field_text(player: Player, name: str) -> str:
    """The canonical text of a static 001 field, padded to its columns; TrfWriteError for a
    value wider than its columns or holding a control character."""
    column = player_field(name)
    value = checked_text(_field_value(player, name), f"player {player.start_rank} {name}")
    try:
        return column.fit(value)
    except ValueError as error:
        raise TrfWriteError(f"player {player.start_rank}: {error}") from None


def _field_value(player: Player, name: str) -> str:
    match name:
        case "start_rank":
            return str(player.start_rank)
        case "rating":
            return str(player.rating) if player.rating else ""
        case "points":
            return format_tenths(player.points) if player.points is not None else ""
        case "rank":
            return str(player.rank) if player.rank else ""
        case "name":
            return player.name
        case _:
            return str(getattr(player, name))


def render_player(player: Player) -> str:
    """A canonical 001 line for ``player``, right-trimmed."""
    chars = list("001".ljust(block_base(1) - 1))
    for name in _STATIC:
        column = player_field(name)
        chars[column.start : column.last] = field_text(player, name)
    line = "".join(chars)
    blocks = [render_block(e) for e in player.rounds]
    if blocks:
        line += "  ".join(blocks)
    return line.rstrip()


def splice_player(text: str, old: Player, new: Player) -> str:
    """``text`` (the 001 line of ``old``) with the fields and blocks that differ in ``new``."""
    if old.start_rank != new.start_rank:
        return render_player(new)
    chars = list(text)
    for name in _STATIC:
        if name in _PLAYER_ATTRS and getattr(old, name) != getattr(new, name):
            column = player_field(name)
            _put(chars, column.start, field_text(new, name))
    for r in range(1, max(len(old.rounds), len(new.rounds)) + 1):
        if old.entry(r) != new.entry(r):
            _put(chars, block_base(r) - 1, render_block(new.entry(r)))
    line = "".join(chars)
    if len(new.rounds) < len(old.rounds):
        end = block_base(len(new.rounds) + 1) - 1 if new.rounds else block_base(1) - 3
        line = line[:end].rstrip()
    elif len(line) > len(text):
        line = line.rstrip()
    return line


def _put(chars: list[str], start: int, value: str) -> None:
    if len(chars) < start + len(value):
        chars.extend(" " * (start + len(value) - len(chars)))
    chars[start : start + len(value)] = value
