"""Decoding of header, TRF-26 parameter and extension lines into tournament data.

Scoring comes from XXS (JaVaFo), BB? (bbpPairings) and 162 (TRF-26) lines, applied
in file order (last wins); a PAB is worth a win unless a line says otherwise
(C.04.1; docs/trf-format.md). Ids in fixed-column records (240, 250, 260, XXA) are read
with the column table.
"""

from __future__ import annotations

import re
from collections.abc import Collection, Iterable
from dataclasses import fields, replace

from .columns import (
    R240_FIRST_ID,
    R240_ROUND,
    R240_TYPE,
    R250_FIRST_ID,
    R250_FIRST_ROUND,
    R250_GAME_POINTS,
    R250_LAST_ID,
    R250_LAST_ROUND,
    R260_FIRST_ID,
    R260_FIRST_ROUND,
    R260_LAST_ROUND,
    XXA_FIRST_VALUE,
    XXA_ID,
    id_columns,
)
from .errors import Severity
from .limits import MAX_ACCELERATION_ENTRIES, MAX_ROUNDS, MAX_VALUE_TENTHS, OUT_OF_RANGE
from .model import AbsenceRecord, Colour, ForbiddenPairs, ResultCode, Scoring
from .reporter import Reporter
from .values import format_tenths, parse_int, parse_tenths

__all__ = [
    "apply_scoring_line",
    "decode_240",
    "decode_250",
    "decode_260",
    "decode_xxa",
    "decode_xxc",
    "ids_from",
    "scoring_shortcuts",
]

_WIN = ("win_white", "win_black", "forfeit_win", "full_bye")
_DRAW = ("draw_white", "draw_black", "half_bye")
_LOSS = ("loss_white", "loss_black")
# JaVaFo XXS codes -> Scoring fields.
XXS_CODES: dict[str, tuple[str, ...]] = {
    "WW": ("win_white",),
    "BW": ("win_black",),
    "WD": ("draw_white",),
    "BD": ("draw_black",),
    "WL": ("loss_white",),
    "BL": ("loss_black",),
    "ZPB": ("zero_bye",),
    "HPB": ("half_bye",),
    "FPB": ("full_bye",),
    "PAB": ("pab",),
    "FW": ("forfeit_win",),
    "FL": ("forfeit_loss",),
    "W": _WIN,
    "D": _DRAW,
}
# bbpPairings BB? lines.
BBP_CODES: dict[str, tuple[str, ...]] = {
    "BBW": _WIN,
    "BBD": _DRAW,
    "BBL": _LOSS,
    "BBZ": ("zero_bye",),
    "BBF": ("forfeit_loss",),
    "BBU": ("pab",),
}
# TRF-26 162 codes; X (unknown result) has no Scoring field.
R162_CODES: dict[str, tuple[str, ...]] = {
    "W": _WIN,
    "D": _DRAW,
    "L": _LOSS,
    "A": ("zero_bye", "forfeit_loss"),
    "P": ("pab",),
}
_XXS_ITEM = re.compile(r"([A-Za-z]{1,3})=(-?\d*[.,]?\d+)")
_162_ITEM = re.compile(r"([A-Za-z])\s*(-?\d*[.,]?\d+)")
_SCORING_FIELDS = tuple(f.name for f in fields(Scoring))


def scoring_shortcuts() -> dict[str, tuple[str, ...]]:
    """All scoring codes a reader understands, for documentation and tests."""
    return {**XXS_CODES, **BBP_CODES, **{f"162 {k}": v for k, v in R162_CODES.items()}}


def apply_scoring_line(values: dict[str, int], text: str, line_no: int, out: Reporter) -> None:
    """Apply one XXS, BB? or 162 line to ``values`` (Scoring field -> tenths), in place."""
    code = text[:3]
    if code in BBP_CODES:
        points = parse_tenths(text[3:])
        if points is None:
            _bad(out, line_no, 5, "a number of points", text[3:].strip(), code)
            return
        if not in_range(points, code, line_no, 5, out):
            return
        for name in BBP_CODES[code]:
            values[name] = points
        return
    table, pattern = (XXS_CODES, _XXS_ITEM) if code == "XXS" else (R162_CODES, _162_ITEM)
    for match in pattern.finditer(text, 4):
        key, number = match.group(1).upper(), parse_tenths(match.group(2).replace(",", "."))
        if key == "X" and code == "162":
            continue  # unknown result (adjourned): no pairing meaning
        if key not in table or number is None:
            _bad(out, line_no, match.start() + 1, f"a {code} code", match.group(1), code)
            continue
        if not in_range(number, code, line_no, match.start(2) + 1, out):
            continue
        for name in table[key]:
            values[name] = number


def finish_scoring(values: dict[str, int]) -> Scoring:
    """The Scoring of ``values``; the PAB follows the win unless set explicitly."""
    if "pab" not in values and "win_white" in values:
        values = {**values, "pab": values["win_white"]}
    known = {k: v for k, v in values.items() if k in _SCORING_FIELDS}
    return replace(Scoring(), **known)


def in_range(tenths: int, code: str, line_no: int, column: int, out: Reporter) -> bool:
    """True if a scoring value or virtual points fit ``MAX_VALUE_TENTHS``; else VAL001."""
    if abs(tenths) <= MAX_VALUE_TENTHS:
        return True
    out.add(
        OUT_OF_RANGE,
        Severity.ERROR,
        f"{code}: points beyond the maximum; ignored",
        expected=f"at most {format_tenths(MAX_VALUE_TENTHS)} points (docs/limits.md)",
        found=format_tenths(tenths),
        line=line_no,
        column=column,
    )
    return False


def _bad(out: Reporter, line_no: int, column: int, expected: str, found: str, code: str) -> None:
    out.add(
        "T26001" if code[0].isdigit() else "EXT001",
        Severity.WARNING,
        f"unreadable {code} item",
        expected=expected,
        found=repr(found),
        line=line_no,
        column=column,
    )


def ids_from(text: str, first: int) -> Iterable[tuple[int, int | None, str]]:
    """(column, id or None, raw) for the 4-wide ids at ``first``, ``first+5`` ... of ``text``."""
    index = 0
    while True:
        start, last = id_columns(first, index)
        if start > len(text):
            return
        raw = text[start - 1 : last]
        if raw.strip():
            yield start, parse_int(raw), raw
        index += 1


def _ids(text: str, first: int, line_no: int, out: Reporter) -> frozenset[int]:
    ids: set[int] = set()
    for column, value, raw in ids_from(text, first):
        if value is None:
            out.add(
                "T26002",
                Severity.WARNING,
                "id is not a number",
                expected="a start rank",
                found=repr(raw),
                line=line_no,
                column=column,
            )
        elif value:
            ids.add(value)
    return frozenset(ids)


def decode_240(text: str, line_no: int, out: Reporter) -> AbsenceRecord | None:
    """TRF-26 240 (bye for a round): type at col 5, round at 7-9, ids from col 11."""
    text = text.replace("\t", " ")
    kind = R240_TYPE.take(text).upper()
    round_no = parse_int(R240_ROUND.take(text))
    if kind not in ("F", "H", "Z") or not round_no:
        out.add(
            "T26003",
            Severity.WARNING,
            "unreadable 240 record",
            expected="type F, H or Z at column 5 and a round at 7-9",
            found=repr(text[4:9]),
            line=line_no,
            column=5,
        )
        return None
    return AbsenceRecord(round_no, ResultCode(kind), _ids(text, R240_FIRST_ID, line_no, out))


def decode_260(text: str, line_no: int, out: Reporter) -> ForbiddenPairs:
    """TRF-26 260 (prohibited pairings): rounds at 5-7 and 9-11, ids from col 13."""
    text = text.replace("\t", " ")
    first = parse_int(R260_FIRST_ROUND.take(text)) or None
    last = parse_int(R260_LAST_ROUND.take(text)) or None
    return ForbiddenPairs(_ids(text, R260_FIRST_ID, line_no, out), first, last)


def decode_250(
    text: str, line_no: int, start_ranks: Collection[int], out: Reporter
) -> dict[tuple[int, int], int]:
    """TRF-26 250 (accelerated rounds): points, round range and id range -> virtual points."""
    text = text.replace("\t", " ")
    if not R250_GAME_POINTS.take(text).strip():
        return {}  # team acceleration in match points only: no individual meaning
    points = parse_tenths(R250_GAME_POINTS.take(text))
    rounds = parse_int(R250_FIRST_ROUND.take(text)), parse_int(R250_LAST_ROUND.take(text))
    ids = parse_int(R250_FIRST_ID.take(text)), parse_int(R250_LAST_ID.take(text))
    if points is None or None in rounds or None in ids:
        out.add(
            "T26004",
            Severity.WARNING,
            "unreadable 250 record",
            expected="points at 10-13, rounds at 15-21, ids at 23-31",
            found=repr(text[4:31]),
            line=line_no,
            column=5,
        )
        return {}
    if not in_range(points, "250", line_no, R250_GAME_POINTS.first, out):
        return {}
    first_round, last_round = rounds[0] or 0, rounds[1] or 0
    first_id, last_id = ids[0] or 0, ids[1] or 0
    chosen = sorted(sr for sr in start_ranks if first_id <= sr <= last_id)
    if len(chosen) * max(0, last_round - first_round + 1) > MAX_ACCELERATION_ENTRIES:
        out.add(
            OUT_OF_RANGE,
            Severity.ERROR,
            "250: too many (player, round) pairs of virtual points; ignored",
            expected=f"at most {MAX_ACCELERATION_ENTRIES} (docs/limits.md)",
            found=f"{len(chosen)} players x {last_round - first_round + 1} rounds",
            line=line_no,
            column=R250_FIRST_ROUND.first,
        )
        return {}
    return {(sr, r): points for sr in chosen for r in range(first_round, last_round + 1)}


def decode_xxa(text: str, line_no: int, out: Reporter) -> dict[tuple[int, int], int]:
    """XXA: id at cols 5-8, round r's virtual points at 10+5(r-1) .. 13+5(r-1)."""
    start_rank = parse_int(XXA_ID.take(text))
    if not start_rank:
        out.add(
            "EXT002",
            Severity.WARNING,
            "XXA line without a start rank",
            expected="a start rank at columns 5-8",
            found=repr(text[4:8]),
            line=line_no,
            column=5,
        )
        return {}
    values: dict[tuple[int, int], int] = {}
    for round_index, (column, _, raw) in enumerate(_xxa_values(text)):
        points = parse_tenths(raw)
        if points is None:
            out.add(
                "EXT002",
                Severity.WARNING,
                "XXA value is not a number",
                expected="points like 1.0",
                found=repr(raw),
                line=line_no,
                column=column,
            )
        elif round_index >= MAX_ROUNDS:
            out.add(
                OUT_OF_RANGE,
                Severity.ERROR,
                f"XXA: more than {MAX_ROUNDS} rounds; the rest of the line is not read",
                expected=f"at most {MAX_ROUNDS} rounds (docs/limits.md)",
                found=f"a value for round {round_index + 1}",
                line=line_no,
                column=column,
            )
            break
        elif points and in_range(points, "XXA", line_no, column, out):
            values[(start_rank, round_index + 1)] = points
    return values


def _xxa_values(text: str) -> Iterable[tuple[int, None, str]]:
    index = 0
    while True:
        start, last = id_columns(XXA_FIRST_VALUE, index)
        if start > len(text):
            return
        yield start, None, text[start - 1 : last]
        index += 1


def decode_xxc(text: str) -> tuple[Colour | None, tuple[str, ...]]:
    """XXC tokens: ``white1``/``black1`` give the initial colour; others are returned."""
    colour: Colour | None = None
    others: list[str] = []
    for token in text[3:].split():
        if token.lower() == "white1":
            colour = Colour.WHITE
        elif token.lower() == "black1":
            colour = Colour.BLACK
        else:
            others.append(token)
    return colour, tuple(others)
