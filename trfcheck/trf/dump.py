"""Stage 3, ``dumps``: a Tournament back to TRF text.

With ``like=doc`` and no other dialect, the document is patched: lines whose
records did not change stay byte for byte, changed 001 records are spliced
field by field, and tournament data is rewritten only where its rendering
changed. With a ``dialect`` (or without ``like``) the canonical form (docs/trf-format.md, "Writing")
is written, taking the records the model does not hold from ``like``.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field

from .aspects import ASPECTS, Aspect, Family
from .canonical import Dropped, canonical_lines
from .document import Dialect, Document, Line, LineKind
from .errors import TrfError
from .load import load
from .model import Tournament
from .records import decode_xxc
from .teams import TEAM_ASPECTS
from .writer import checked_text, render_player, splice_player

__all__ = ["Rendered", "dumpb", "dumps", "render"]


@dataclass(frozen=True, slots=True)
class Rendered:
    """A written document and notes on what the target format could not hold (the lines
    of the source it dropped)."""

    document: Document
    notes: tuple[Dropped, ...] = field(default_factory=tuple)
    #: a conversion forced to lose data (``convert(..., allow_loss=True)``): what it left
    #: out and what the output read back lost, in words
    losses: tuple[str, ...] = field(default_factory=tuple)


def dumps(
    tournament: Tournament,
    like: Document | None = None,
    *,
    dialect: Dialect | None = None,
    eol: str | None = None,
) -> str:
    """Stage 3: ``tournament`` as TRF text (line endings included, no BOM)."""
    return render(tournament, like, dialect=dialect, eol=eol).document.text()


def dumpb(
    tournament: Tournament,
    like: Document | None = None,
    *,
    dialect: Dialect | None = None,
    eol: str | None = None,
) -> bytes:
    """``dumps`` encoded: the BOM and encoding of ``like`` when patching, else UTF-8."""
    return render(tournament, like, dialect=dialect, eol=eol).document.encode()


def render(
    tournament: Tournament,
    like: Document | None = None,
    *,
    dialect: Dialect | None = None,
    eol: str | None = None,
) -> Rendered:
    """The written Document: a patch of ``like``, or the canonical form of ``dialect``.

    Raises TrfWriteError when a value does not fit its columns or its format.
    """
    if like is not None and dialect is None:
        return Rendered(patch(tournament, like))
    target = dialect or _default_dialect(tournament)
    lines, notes = canonical_lines(tournament, like, target)
    newline = eol or "\r\n"
    document = Document(
        tuple(Line(text, newline, kind) for kind, text in lines),
        like.path if like is not None else "",
        "utf-8",
        False,
        target,
    )
    return Rendered(document, tuple(notes))


def _default_dialect(t: Tournament) -> Dialect:
    """TRF16, unless the tournament holds data only TRF-26 can carry (310 teams, line-ups,
    team PAB, forfeited matches, board colours, team scoring)."""
    team_26 = any(x.number is not None for x in t.teams) or t.lineups or t.forfeited_matches
    if team_26 or t.team_pab or t.board_colours or t.team_scoring:
        return Dialect.TRF26
    return Dialect.TRF16


def patch(tournament: Tournament, doc: Document) -> Document:
    """``doc`` with only the records that differ between ``load(doc)`` and ``tournament``."""
    try:
        loaded = load(doc, check=False)
    except TrfError:
        return render(tournament, None, dialect=_dialect_of(doc)).document
    old = loaded.tournament
    if old == tournament:
        return doc
    lines = list(doc.lines)
    _patch_players(lines, old, tournament, loaded.player_lines, doc.newline)
    _patch_header(lines, old, tournament, doc)
    for aspect in ASPECTS:
        _patch_aspect(lines, aspect, old, tournament, doc)
    for team_aspect in TEAM_ASPECTS:
        before, after = team_aspect.render(old), team_aspect.render(tournament)
        if before != after:
            rendered = [(LineKind[team_aspect.kind], text) for text in after]
            _replace_codes(lines, team_aspect.codes, rendered, doc.newline, len(lines))
    return doc.with_lines(lines)


def _dialect_of(doc: Document) -> Dialect:
    return Dialect.TRF26 if doc.dialect is Dialect.TRF26 else Dialect.TRF16


def _patch_players(
    lines: list[Line],
    old: Tournament,
    new: Tournament,
    where: dict[int, int] | object,
    newline: str,
) -> None:
    assert isinstance(where, dict)
    new_by_rank = {p.start_rank: p for p in new.players}
    old_by_rank = {p.start_rank: p for p in old.players}
    drop: set[int] = set()
    for rank, index in where.items():
        player = new_by_rank.get(rank)
        if player is None:
            drop.add(index)
        elif player != old_by_rank[rank]:
            line = lines[index]
            text = splice_player(line.text, old_by_rank[rank], player)
            lines[index] = Line(text, line.eol, line.kind)
    added = [render_player(p) for p in new.players if p.start_rank not in old_by_rank]
    last = max(where.values(), default=len(lines) - 1)
    _insert(lines, last + 1, [(LineKind.PLAYER, t) for t in added], newline)
    for index in sorted(drop, reverse=True):
        _remove(lines, index)


def _patch_header(lines: list[Line], old: Tournament, new: Tournament, doc: Document) -> None:
    """012 name, 042/052 dates, 192 system: rewrite the line if the value changed."""
    values = (
        ("012", old.name, new.name, new.name),
        ("042", old.start_date, new.start_date, _date(new.start_date)),
        ("052", old.end_date, new.end_date, _date(new.end_date)),
        ("192", old.system, new.system, new.system or ""),
    )
    for code, before, after, text in values:
        if before == after:
            continue
        kind = LineKind.PARAMETER if code == "192" else LineKind.HEADER
        replacement = [(kind, f"{code} {checked_text(text, code)}")] if text else []
        _replace_codes(lines, (code,), replacement, doc.newline, _header_end(lines))


def _date(value: object) -> str:
    return value.strftime("%Y/%m/%d") if hasattr(value, "strftime") else ""


def _family(lines: Iterable[Line], aspect: Aspect, doc: Document) -> Family:
    codes = {line.code for line in lines}
    if codes & set(aspect.codes26):
        return Family.TRF26
    if codes & {"BBW", "BBD", "BBL", "BBZ", "BBF", "BBU"}:
        return Family.TRFBX
    if codes & set(aspect.codesx):
        return Family.TRFX
    if doc.dialect is Dialect.TRF26:
        return Family.TRF26
    return Family.TRFBX if doc.dialect is Dialect.TRFBX else Family.TRFX


def _patch_aspect(
    lines: list[Line], aspect: Aspect, old: Tournament, new: Tournament, doc: Document
) -> None:
    family = _family(lines, aspect, doc)
    extra: tuple[str, ...] = ()
    for line in lines:
        if line.code == "XXC":
            extra = decode_xxc(line.text)[1]
    if aspect.render(old, family, extra) == aspect.render(new, family, extra):
        return
    kind = LineKind.PARAMETER if family is Family.TRF26 else LineKind.EXTENSION
    rendered = [(_kind_of(text, kind), text) for text in aspect.render(new, family, extra)]
    default = _header_end(lines) if family is Family.TRF26 else len(lines)
    _replace_codes(lines, aspect.codes(family), rendered, doc.newline, default)


def _kind_of(text: str, default: LineKind) -> LineKind:
    if text.startswith(("240", "250", "260")):
        return LineKind.INDIVIDUAL_26
    if text.startswith("BB"):
        return LineKind.BBP_POINTS
    if text.startswith("XX"):
        return LineKind.EXTENSION
    return default


def _header_end(lines: list[Line]) -> int:
    """Index after the last header or parameter line before the first 001 line."""
    end = 0
    for index, line in enumerate(lines):
        if line.kind is LineKind.PLAYER:
            break
        if line.kind in (LineKind.HEADER, LineKind.PARAMETER, LineKind.ROUND_DATES):
            end = index + 1
    return end


def _replace_codes(
    lines: list[Line],
    codes: tuple[str, ...],
    new: list[tuple[LineKind, str]],
    newline: str,
    default: int,
) -> None:
    """Remove every line with one of ``codes``; put ``new`` where the first one was."""
    found = [
        i
        for i, line in enumerate(lines)
        if line.code in codes and line.kind not in (LineKind.OTHER, LineKind.COMMENT)
    ]
    at = found[0] if found else default
    for index in reversed(found):
        _remove(lines, index)
    _insert(lines, at, new, newline)


def _insert(lines: list[Line], at: int, new: list[tuple[LineKind, str]], newline: str) -> None:
    if not new:
        return
    at = min(at, len(lines))
    made = [Line(text, newline, kind) for kind, text in new]
    if at == len(lines) and lines and lines[-1].eol == "":
        last = lines[-1]
        lines[-1] = Line(last.text, newline, last.kind)
        made[-1] = Line(made[-1].text, "", made[-1].kind)
    lines[at:at] = made


def _remove(lines: list[Line], index: int) -> None:
    removed = lines.pop(index)
    if removed.eol == "" and lines and index == len(lines):
        last = lines[-1]
        lines[-1] = Line(last.text, "", last.kind)
