"""Decoding of 001 player records by slicing with the column table (docs/trf-format.md).

This is the reader's hot path: Lark only classifies lines, the fields are cut
out with ``columns.PLAYER_FIELDS`` and round blocks are decoded through a
small cache (most blocks repeat across a file).
"""

from __future__ import annotations

import functools
from dataclasses import dataclass

from .columns import PLAYER_SEPARATORS, block_base, block_count, player_field
from .errors import Severity
from .limits import MAX_ROUNDS, OUT_OF_RANGE
from .model import Colour, Player, ResultCode, RoundEntry
from .reporter import Reporter
from .values import normalise_birth_date, normalise_sex, normalise_title, parse_int, parse_tenths

__all__ = ["BlockNote", "decode_block", "decode_player"]

_COLOURS = {
    "w": Colour.WHITE,
    "b": Colour.BLACK,
    "-": Colour.NONE,
    " ": Colour.NONE,
    "": Colour.NONE,
}
_RESULTS = {code.value: code for code in ResultCode}
_POINTS_END = player_field("points").last


@dataclass(frozen=True, slots=True)
class BlockNote:
    """Something to report about one round block: a legacy spelling or a bad value."""

    code: str
    severity: Severity
    message: str
    expected: str
    found: str
    offset: int  # column offset inside the block (0 = first column)


# Legacy byes written with a normal code and no opponent (docs/trf-format.md, "Round blocks").
_LEGACY_BYES = {
    "=": (ResultCode.HALF_BYE, "RES011", "half-point bye written as '0000 - ='"),
    "-": (ResultCode.ZERO_BYE, "RES012", "absence written as a forfeit loss without opponent"),
    "0": (ResultCode.ZERO_BYE, "RES014", "absence written as a loss without opponent"),
    "L": (ResultCode.ZERO_BYE, "RES014", "absence written as a loss without opponent"),
    "1": (ResultCode.FORFEIT_WIN, "RES014", "bye written as a win without opponent"),
    "W": (ResultCode.FORFEIT_WIN, "RES014", "bye written as a win without opponent"),
    "D": (ResultCode.HALF_BYE, "RES014", "bye written as a draw without opponent"),
}


@functools.lru_cache(maxsize=1 << 16)
def decode_block(block: str) -> tuple[RoundEntry, BlockNote | None]:
    """One round block (8 columns: opponent, blank, colour, blank, result), normalised.

    Legacy spellings are normalised as docs/trf-format.md says; a win without opponent
    comes back as a forfeit win without opponent, which ``load`` turns into the
    round's PAB when the round has none (RES010).
    """
    opponent_text, colour_char, result_char = block[0:4], block[5:6], block[7:8].upper()
    note: BlockNote | None = None
    opponent = parse_int(opponent_text)
    if opponent == 0:
        opponent = None
    elif opponent is None and opponent_text.strip():
        note = BlockNote(
            "PLY002",
            Severity.ERROR,
            "opponent is not a start rank",
            "a start rank or 0000",
            repr(opponent_text),
            0,
        )
    colour = _COLOURS.get(colour_char.lower())
    if colour is None:
        note = note or BlockNote(
            "RES002", Severity.ERROR, "unknown colour", "w, b or -", repr(colour_char), 5
        )
        colour = Colour.NONE
    if result_char in ("", " "):
        return RoundEntry(opponent, colour, None), note
    result = _RESULTS.get(result_char)
    if result is None:
        note = note or BlockNote(
            "RES001",
            Severity.ERROR,
            "unknown result code",
            "one of 1 = 0 W D L + - H F U Z",
            repr(block[7:8]),
            7,
        )
        return RoundEntry(opponent, colour, None), note
    if opponent is None and result_char in _LEGACY_BYES:
        code, rule, message = _LEGACY_BYES[result_char]
        if note is None:
            note = BlockNote(
                rule, Severity.WARNING, message, "H, F, U or Z for a bye", repr(block.rstrip()), 7
            )
        return RoundEntry(None, Colour.NONE, code), note
    if opponent is None and result is ResultCode.FORFEIT_WIN:
        return RoundEntry(None, Colour.NONE, result), note
    if opponent is not None and colour is Colour.NONE and result.needs_opponent and note is None:
        note = BlockNote(
            "RES013", Severity.INFO, "game or forfeit written without colour", "w or b", "'-'", 5
        )
    return RoundEntry(opponent, colour, result), note


def decode_player(text: str, line_no: int, out: Reporter) -> Player | None:
    """The Player of a 001 line; None (with an error finding) if it has no start rank."""
    if "\t" in text:
        text = text.replace("\t", " ")
    start_rank = parse_int(text[4:8])
    if start_rank is None or start_rank == 0:
        out.add(
            "PLY002",
            Severity.ERROR,
            "001 record without a start rank",
            expected="a start rank 1-9999 in columns 5-8",
            found=repr(text[4:8]),
            line=line_no,
            column=5,
        )
        return None
    if len(text.rstrip()) < _POINTS_END:
        out.add(
            "PLY004",
            Severity.ERROR,
            "001 record is truncated",
            expected=f"at least {_POINTS_END} columns (up to the points)",
            found=f"{len(text.rstrip())} columns",
            line=line_no,
            column=len(text.rstrip()) + 1,
            player=start_rank,
        )
    _check_separators(text, line_no, start_rank, out)
    return Player(
        start_rank=start_rank,
        name=text[14:47].strip(),
        sex=_sex(text, line_no, start_rank, out),
        title=normalise_title(text[10:13]),
        rating=_number(text, "rating", line_no, start_rank, out),
        federation=text[53:56].strip(),
        fide_id=text[57:68].strip(),
        birth_date=_birth_date(text, line_no, start_rank, out),
        points=_points(text, line_no, start_rank, out),
        rank=_number(text, "rank", line_no, start_rank, out) or None,
        rounds=_rounds(text, line_no, start_rank, out),
    )


def _rounds(text: str, line_no: int, start_rank: int, out: Reporter) -> tuple[RoundEntry, ...]:
    stripped = text.rstrip()
    entries = []
    count = block_count(len(stripped))
    if count > MAX_ROUNDS:
        out.add(
            OUT_OF_RANGE,
            Severity.ERROR,
            f"more than {MAX_ROUNDS} round blocks; the rest of the line is not read",
            expected=f"at most {MAX_ROUNDS} rounds (docs/limits.md)",
            found=f"{count} blocks",
            line=line_no,
            column=block_base(MAX_ROUNDS + 1),
            player=start_rank,
        )
        count = MAX_ROUNDS
    shifted = False
    for round_no in range(1, count + 1):
        base = block_base(round_no) - 1
        if not shifted:
            shifted = _block_shifted(stripped, base, line_no, start_rank, round_no, out)
        entry, note = decode_block(stripped[base : base + 8].ljust(8))
        if note is not None:
            out.add(
                note.code,
                note.severity,
                f"round {round_no}: {note.message}",
                expected=note.expected,
                found=note.found,
                line=line_no,
                column=base + 1 + note.offset,
                player=start_rank,
                round_no=round_no,
            )
        entries.append(entry)
    while entries and entries[-1].is_empty:
        entries.pop()
    return tuple(entries)


_BLOCK_BLANKS = (4, 6, 8, 9)  # offsets of the blank columns b+4, b+6, b+8, b+9 (TRF16)


def _block_shifted(
    text: str, base: int, line_no: int, start_rank: int, round_no: int, out: Reporter
) -> bool:
    """PLY003 (docs/diagnostics.md) for round blocks: a character in a block's blank column
    means the blocks are shifted (their values are then read from the wrong columns)."""
    for offset in _BLOCK_BLANKS:
        char = text[base + offset : base + offset + 1]
        if char not in ("", " "):
            out.add(
                "PLY003",
                Severity.WARNING,
                f"round {round_no}: blank column of the round block is not blank (shifted?)",
                expected="a blank",
                found=repr(char),
                line=line_no,
                column=base + offset + 1,
                player=start_rank,
                round_no=round_no,
            )
            return True
    return False


def _check_separators(text: str, line_no: int, start_rank: int, out: Reporter) -> None:
    """PLY003 (docs/diagnostics.md): a character in a separator column means a shifted line."""
    for column in PLAYER_SEPARATORS:
        char = text[column - 1 : column]
        if char not in ("", " "):
            out.add(
                "PLY003",
                Severity.WARNING,
                "separator column is not blank (shifted line?)",
                expected="a blank",
                found=repr(char),
                line=line_no,
                column=column,
                player=start_rank,
            )
            return


def _sex(text: str, line_no: int, start_rank: int, out: Reporter) -> str:
    sex = normalise_sex(text[9:10])
    if sex is None:
        out.add(
            "PLY002",
            Severity.WARNING,
            "unknown sex",
            expected="m, w or blank",
            found=repr(text[9:10]),
            line=line_no,
            column=10,
            player=start_rank,
        )
        return ""
    return sex


def _number(text: str, name: str, line_no: int, start_rank: int, out: Reporter) -> int:
    column = player_field(name)
    raw = column.take(text)
    value = parse_int(raw)
    if value is None:
        if raw.strip():
            out.add(
                "PLY002",
                Severity.WARNING,
                f"{name} is not a number",
                expected=f"digits in columns {column.first}-{column.last}",
                found=repr(raw),
                line=line_no,
                column=column.first,
                player=start_rank,
            )
        return 0
    return value


def _points(text: str, line_no: int, start_rank: int, out: Reporter) -> int | None:
    column = player_field("points")
    raw = column.take(text)
    if not raw.strip():
        return None
    value = parse_tenths(raw)
    if value is None:
        out.add(
            "PLY002",
            Severity.ERROR,
            "points are not a number",
            expected="points like ' 2.5' in columns 81-84",
            found=repr(raw),
            line=line_no,
            column=column.first,
            player=start_rank,
        )
    return value


def _birth_date(text: str, line_no: int, start_rank: int, out: Reporter) -> str:
    raw = player_field("birth_date").take(text)
    value = normalise_birth_date(raw)
    if value is None:
        out.add(
            "PLY002",
            Severity.WARNING,
            "birth date is not a date",
            expected="YYYY/MM/DD, YYYY or blank",
            found=repr(raw),
            line=line_no,
            column=70,
            player=start_rank,
        )
        return raw.strip()
    return value
