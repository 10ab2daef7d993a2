"""The finished tournament as a complete TRF file: points, ranks and header records.

Ranks: points first, then the tie-break list of the configuration (written as the
202 record in TRF-26; a list that names PTS is a whole order, written as 212) as
``standings.ranking`` computes it under the tie-break edition of the start date (C.07
2024 or 2026, ``ruleset.resolve``); a tie the list leaves is broken by TPN under C.07
2026 (TPN is appended to the written list, endorsement.md §3.4) and by start rank under
C.07 2024 (TPN is a 2026 code), so that every rank is unique.
Records the model does not hold (062, 072, 092, 102, 122, 132, 202/212, the ``###`` line)
come from a header document that ``trf.render`` completes with the model's own records
(XXR/142, XXC/152, scoring, XXA/250).
"""

from __future__ import annotations

from dataclasses import replace
from datetime import date, timedelta

from trfcheck.ruleset import TiebreakEdition, resolve
from trfcheck.standings.crosstable import Rounds
from trfcheck.standings.ranking import TieBreakList, standings
from trfcheck.trf import Dialect, Document, Line, LineKind, render
from trfcheck.trf.model import Scoring, Tournament

from .config import Config, OutputFormat

__all__ = ["final_points", "final_ranks", "to_trf", "written_tiebreaks"]

_EOL = "\r\n"


def final_points(t: Tournament) -> Tournament:
    """``t`` with each player's points column: the sum of the round results' points under
    the scoring system (C.04.1 art. 3; byes as the scoring system values them)."""
    players = tuple(
        replace(
            p,
            points=sum(
                t.scoring.points(e.result, e.colour) for e in p.rounds if e.result is not None
            ),
        )
        for p in t.players
    )
    return replace(t, players=players)


def written_tiebreaks(t: Tournament, tiebreaks: tuple[str, ...]) -> tuple[str, ...]:
    """The list the file states: ``tiebreaks``, with TPN appended under C.07 2026 so that
    no tie is left to lots (C.07 7.8; endorsement.md §3.4)."""
    edition = resolve(t).tiebreak_edition.value
    if edition is TiebreakEdition.C2026 and not any(i.upper().startswith("TPN") for i in tiebreaks):
        return (*tiebreaks, "TPN")
    return tiebreaks


def _list(items: tuple[str, ...]) -> TieBreakList:
    """202 (after the points), or 212 (the whole order) when the list names PTS."""
    full = any(item.upper() == "PTS" for item in items)
    return TieBreakList(items, full=full, source="212" if full else "202")


def final_ranks(t: Tournament, tiebreaks: tuple[str, ...]) -> Tournament:
    """``t`` with unique ranks: points, then ``written_tiebreaks`` under the event's C.07
    edition, then the start rank. Raises ValueError for a bad item."""
    edition = resolve(t).tiebreak_edition.value
    criteria = _list(written_tiebreaks(t, tiebreaks)).criteria()
    table = standings(Rounds.of(t, edition), criteria)
    order = [pid for group in table.groups for pid in sorted(group)]
    rank = {pid: i for i, pid in enumerate(order, start=1)}
    players = tuple(replace(p, rank=rank[p.start_rank]) for p in t.players)
    return replace(t, players=players)


def _round_dates(start: date, rounds: int) -> str:
    """132: one round a day, ``YY/MM/DD`` at each round block's columns (trf.md §4)."""
    line = "132"
    for r in range(1, rounds + 1):
        day = start + timedelta(days=r - 1)
        line = line.ljust(91 + 10 * (r - 1)) + day.strftime("%y/%m/%d")
    return line


def header_document(
    t: Tournament, config: Config, code: str, comment: str, fmt: OutputFormat
) -> Document:
    """The records ``trf.render`` takes from a source document (the model lacks them)."""
    assert t.start_date is not None
    rated = sum(1 for p in t.players if p.rating > 0)
    rows: list[tuple[LineKind, str]] = []
    if fmt is OutputFormat.TRF26:
        rows.append((LineKind.COMMENT, f"### {comment}"))
    rows += [
        (LineKind.HEADER, f"012 {t.name}"),
        (LineKind.HEADER, "022 Generated"),
        (LineKind.HEADER, "032 FID"),
        (LineKind.HEADER, f"062 {len(t.players)}"),
        (LineKind.HEADER, f"072 {rated}"),
        (LineKind.HEADER, f"092 Individual: Swiss-System, {code}"),
        (LineKind.HEADER, "102 trfcheck generate"),
        (LineKind.HEADER, "122 90 min + 30 s increment from move 1"),
        (LineKind.ROUND_DATES, _round_dates(t.start_date, t.total_rounds or 0)),
    ]
    if fmt is OutputFormat.TRF26:
        listed = _list(written_tiebreaks(t, config.tiebreaks))
        rows.append((LineKind.PARAMETER, f"{listed.source} " + ",".join(listed.items)))
    elif t.scoring != Scoring():
        # Selects the BB? lines (bbpPairings' family, which its checker reads) over XXS.
        rows.append((LineKind.BBP_POINTS, "BBW 1.0"))
    lines = tuple(Line(text, _EOL, kind) for kind, text in rows)
    dialect = Dialect.TRF26 if fmt is OutputFormat.TRF26 else Dialect.TRF16
    return Document(lines, dialect=dialect)


def to_trf(t: Tournament, config: Config, code: str, comment: str) -> bytes:
    """The canonical TRF16 or TRF-26 file of ``t`` (trf.md §8), UTF-8 with CRLF endings."""
    doc = header_document(t, config, code, comment, config.format)
    dialect = Dialect.TRF26 if config.format is OutputFormat.TRF26 else Dialect.TRF16
    return render(t, doc, dialect=dialect, eol=_EOL).document.encode()
