"""The canonical form of TRF16 and TRF-26 (docs/trf-format.md), for ``convert --to trf16|trf26``.

Order: header records 012..122 and 132; TRF-26 parameters in numeric order; 001
records by start rank; NRS and DAT lines; team records; TRF-26 bye,
acceleration, prohibition and penalty records; extension lines (TRF16 only).
Tournament data comes from the model, records the model does not hold from the
source document. ``###`` comments stay before the record they preceded
(TRF-26 only; unknown lines become comments there). What TRF16 cannot hold is
dropped and named in the notes.
"""

from __future__ import annotations

import bisect
from collections.abc import Iterable
from dataclasses import dataclass

from .aspects import ASPECTS, Family
from .columns import block_base
from .document import Dialect, Document, LineKind
from .model import Tournament
from .records import decode_xxc
from .teams import TEAM_ASPECTS, render_team_250
from .values import parse_int
from .writer import checked_text, render_player

__all__ = ["Dropped", "canonical_lines"]


@dataclass(frozen=True, slots=True)
class Dropped:
    """A line of the source that the target format cannot hold, dropped: its 1-based
    ``line`` and its ``raw`` text (printed ``line 7: not representable in TRF16, dropped:
    '...'``)."""

    line: int
    raw: str

    def __str__(self) -> str:
        return f"line {self.line}: not representable in TRF16, dropped: {self.raw[:40]!r}"


Out = list[tuple[int, LineKind, str]]  # (origin line index or -1, kind, text)

_HEADER_ORDER = ("012", "022", "032", "042", "052", "062", "072", "082", "092", "102", "112", "122")
_PARAMS_FROM_DOC = ("172", "182", "202", "212", "222", "352", "362")
_TEAM_ORDER = ("013", "310", "300", "320", "330", "801", "802")
_KEPT_26 = ("299",)


def canonical_lines(
    t: Tournament, doc: Document | None, dialect: Dialect
) -> tuple[list[tuple[LineKind, str]], list[Dropped]]:
    """The canonical lines of ``t`` in ``dialect`` (TRF26 or otherwise TRF16), and notes."""
    trf26 = dialect is Dialect.TRF26
    source = [(i, ln.kind, ln.text.rstrip()) for i, ln in enumerate(doc.lines)] if doc else []
    notes: list[Dropped] = []
    out: Out = []
    out += _header(t, source)
    if trf26:
        out += _parameters(t, source)
    out += _players(t, source)
    out += [
        s
        for s in source
        if s[1] in (LineKind.NRS, LineKind.VENDOR) and (trf26 or s[1] is LineKind.VENDOR)
    ]
    out += _by_code(source, _TEAM_ORDER if trf26 else ("013",))
    if trf26:
        out += _team_records_from_model(t, source)
    if trf26:
        for aspect in ASPECTS[3:]:
            out += [(-1, LineKind.INDIVIDUAL_26, x) for x in aspect.render(t, Family.TRF26, ())]
        out += [(-1, LineKind.INDIVIDUAL_26, x) for x in render_team_250(t.team_acceleration)]
        out += _by_code(source, _KEPT_26)
    else:
        out += _extensions(t, source)
    out = _comments(out, source, trf26, notes)
    if not trf26:
        _note_dropped(source, out, notes)
    return [(kind, text) for _, kind, text in out], notes


def _by_code(source: Out, codes: Iterable[str]) -> Out:
    return [
        s
        for code in codes
        for s in source
        if s[2][:3] == code
        and s[1] not in (LineKind.OTHER, LineKind.COMMENT, LineKind.BLANK, LineKind.EMPTY)
    ]


def _team_records_from_model(t: Tournament, source: Out) -> Out:
    """Team records the model holds but the source document does not (a JSON file without
    its document): rendered from the model."""
    present = {s[2][:3] for s in source}
    out: Out = []
    for aspect in TEAM_ASPECTS[1:]:
        if not present & set(aspect.codes):
            out += [(-1, LineKind[aspect.kind], text) for text in aspect.render(t)]
    return out


def _header(t: Tournament, source: Out) -> Out:
    out: Out = []
    given = {
        "012": checked_text(t.name, "012 tournament name"),
        "042": _date(t.start_date),
        "052": _date(t.end_date),
    }
    for code in _HEADER_ORDER:
        rows = _by_code(source, (code,))
        if code in given:
            origin = rows[0][0] if rows else -1
            if given[code] or rows:
                out.append((origin, LineKind.HEADER, f"{code} {given[code]}".rstrip()))
        else:
            out += [(i, k, text) for i, k, text in rows]
    for origin, _, text in _by_code(source, ("132",)):
        out.append((origin, LineKind.ROUND_DATES, _round_dates(text)))
    return out


def _date(value: object) -> str:
    return value.strftime("%Y/%m/%d") if hasattr(value, "strftime") else ""


def _round_dates(text: str) -> str:
    """132 with each date token moved to its canonical columns (fixes shifted exports)."""
    pieces, width = ["132"], 3
    for r, token in enumerate(text[3:].split(), start=1):
        base = block_base(r) - 1
        pieces += (" " * (base - width), token[:8])
        width = base + len(token[:8])
    return "".join(pieces)


def _parameters(t: Tournament, source: Out) -> Out:
    extra = _xxc_extra(source)
    rendered: dict[str, list[str]] = {}
    for aspect in ASPECTS[:3]:
        for text in aspect.render(t, Family.TRF26, extra):
            rendered.setdefault(text[:3], []).append(text)
    if t.system:
        rendered["192"] = [f"192 {checked_text(t.system, '192 tournament type')}"]
    origins = {s[2][:3]: s[0] for s in source}
    for s in _by_code(source, _PARAMS_FROM_DOC):
        rendered.setdefault(s[2][:3], []).append(s[2])
    out: Out = []
    for code in sorted(c for c in rendered if c[0].isdigit()):
        out += [(origins.get(code, -1), LineKind.PARAMETER, x) for x in rendered[code]]
    out += [(origins.get("XXC", -1), LineKind.EXTENSION, x) for x in rendered.get("XXC", [])]
    return out


def _xxc_extra(source: Out) -> tuple[str, ...]:
    extra: tuple[str, ...] = ()
    for _, kind, text in source:
        if kind is LineKind.EXTENSION and text.startswith("XXC"):
            extra = decode_xxc(text)[1]
    return extra


def _players(t: Tournament, source: Out) -> Out:
    origins: dict[int, int] = {}
    for index, kind, text in source:
        rank = parse_int(text[4:8]) if kind is LineKind.PLAYER else None
        if rank is not None:
            origins.setdefault(rank, index)
    return [(origins.get(p.start_rank, -1), LineKind.PLAYER, render_player(p)) for p in t.players]


def _extensions(t: Tournament, source: Out) -> Out:
    family = Family.TRFBX if any(s[1] is LineKind.BBP_POINTS for s in source) else Family.TRFX
    extra = _xxc_extra(source)
    out: Out = []
    for aspect in ASPECTS:
        for text in aspect.render(t, family, extra):
            kind = LineKind.BBP_POINTS if text.startswith("BB") else LineKind.EXTENSION
            out.append((-1, kind, text))
    return out


def _comments(out: Out, source: Out, trf26: bool, notes: list[Dropped]) -> Out:
    """TRF-26: put each comment (and unknown line, as a comment) before its next record."""
    if not trf26:
        return out
    comments = [
        (i, LineKind.COMMENT, text if kind is LineKind.COMMENT else f"### {text}")
        for i, kind, text in source
        if kind in (LineKind.COMMENT, LineKind.OTHER)
    ]
    if not comments:
        return out
    anchors = sorted((origin, pos) for pos, (origin, _, _) in enumerate(out) if origin >= 0)
    keys = [origin for origin, _ in anchors]
    before: dict[int, Out] = {}
    for comment in comments:
        k = bisect.bisect_right(keys, comment[0])
        position = anchors[k][1] if k < len(anchors) else len(out)
        before.setdefault(position, []).append(comment)
    merged: Out = []
    for pos in range(len(out) + 1):
        merged += before.get(pos, [])
        if pos < len(out):
            merged.append(out[pos])
    return merged


def _note_dropped(source: Out, out: Out, notes: list[Dropped]) -> None:
    kept = {origin for origin, _, _ in out}
    modelled = {
        "XXR",
        "XXC",
        "XXS",
        "XXA",
        "XXP",
        "XXZ",
        "BBW",
        "BBD",
        "BBL",
        "BBZ",
        "BBF",
        "BBU",
        "142",
        "152",
        "162",
        "192",
        "240",
        "250",
        "260",
    }
    for index, kind, text in source:
        if index in kept or kind in (LineKind.BLANK, LineKind.EMPTY):
            continue
        if text[:3] in modelled and kind is not LineKind.OTHER:
            continue
        notes.append(Dropped(index + 1, text))
