"""A complete TRF file for a tournament made by a program (the generator): the records the
model holds, plus the event's header records that a producer states (docs/trf-format.md).

``compose(tournament, header, dialect)`` is the one place outside the reader and the
writer that knows record codes: 012 (the model's name), 022, 032, 062/072 (counted from the
players), 092, 102, 122, 132 (one date per round), 202 or 212 (the model's tie-break list),
a ``###`` comment (TRF-26), then everything else ``render`` writes from the model (XXR/142,
XXC/152, scoring, XXA/250, 001).
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import date

from .document import Dialect, Document, Line, LineKind
from .dump import render
from .model import Scoring, Tournament

__all__ = ["EventHeader", "compose", "with_period_records"]


@dataclass(frozen=True, slots=True)
class EventHeader:
    """Header facts a producer writes that the model does not hold (the TRF16 header records)."""

    city: str = ""  # 022
    federation: str = ""  # 032
    chief_arbiter: str = ""  # 102
    time_control: str = ""  # 122
    round_dates: tuple[date, ...] = ()  # 132, one per round
    comment: str = ""  # ### (TRF-26 only)


def _round_dates(dates: tuple[date, ...]) -> str:
    """132: ``YY/MM/DD`` at each round block's columns (TRF16)."""
    line = "132"
    for r, day in enumerate(dates, start=1):
        line = line.ljust(91 + 10 * (r - 1)) + day.strftime("%y/%m/%d")
    return line


def compose(t: Tournament, header: EventHeader, dialect: Dialect, eol: str = "\r\n") -> bytes:
    """The canonical TRF16 or TRF-26 file of ``t`` with ``header`` (UTF-8)."""
    rated = sum(1 for p in t.players if p.rating > 0)
    rows: list[tuple[LineKind, str]] = []
    if dialect is Dialect.TRF26 and header.comment:
        rows.append((LineKind.COMMENT, f"### {header.comment}"))
    rows += [
        (LineKind.HEADER, f"012 {t.name}"),
        (LineKind.HEADER, f"022 {header.city}"),
        (LineKind.HEADER, f"032 {header.federation}"),
        (LineKind.HEADER, f"062 {len(t.players)}"),
        (LineKind.HEADER, f"072 {rated}"),
        (LineKind.HEADER, f"092 {t.event_type or ''}"),
        (LineKind.HEADER, f"102 {header.chief_arbiter}"),
        (LineKind.HEADER, f"122 {header.time_control}"),
        (LineKind.ROUND_DATES, _round_dates(header.round_dates)),
    ]
    if dialect is Dialect.TRF26:
        if t.standings_order:
            rows.append((LineKind.PARAMETER, "212 " + ",".join(t.standings_order)))
        elif t.tiebreaks:
            rows.append((LineKind.PARAMETER, "202 " + ",".join(t.tiebreaks)))
    elif t.scoring != Scoring():
        # Selects the BB? lines (bbpPairings' family, which its checker reads) over XXS.
        rows.append((LineKind.BBP_POINTS, "BBW 1.0"))
    lines = tuple(Line(text, eol, kind) for kind, text in rows)
    doc = Document(lines, dialect=dialect)
    return render(t, doc, dialect=dialect, eol=eol).document.encode()


def with_period_records(text: str, dates: list[date], rated: int) -> str:
    """``text``, a TRF file, with its 132 record made ``dates`` (one per round) and its 072
    ``rated`` (the file of one rating period of a longer event: ``rating.periods``)."""
    newline = "\r\n" if "\r\n" in text else "\r" if "\r" in text and "\n" not in text else "\n"
    rows = text.split(newline)
    for i, row in enumerate(rows):
        if row[:3] == "132" and row[3:4] in (" ", ""):
            rows[i] = _round_dates(tuple(dates))
        elif row[:4] == "072 ":
            rows[i] = f"072 {rated}"
    return newline.join(rows)
