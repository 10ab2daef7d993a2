"""The finished tournament as a complete TRF file: points, ranks and header records.

Ranks: points first, then the tie-break list of the configuration (written as the
202 record in TRF-26; a list that names PTS is a whole order, written as 212) as
``standings.ranking`` computes it under the tie-break edition of the start date (C.07
2024 or 2026, ``ruleset.resolve``); a tie the list leaves is broken by TPN under C.07
2026 (TPN is appended to the written list, art. 7.8; docs/generate.md) and by start rank under
C.07 2024 (TPN is a 2026 code), so that every rank is unique.
The file is written by ``trf.compose`` from the model and the generator's header facts
(``trf.compose.EventHeader``); no record code is spelled here.
"""

from __future__ import annotations

from dataclasses import replace
from datetime import timedelta

from trfcheck.ruleset import TiebreakEdition, resolve
from trfcheck.standings.crosstable import Rounds
from trfcheck.standings.ranking import TieBreakList, standings
from trfcheck.trf import Dialect
from trfcheck.trf.compose import EventHeader, compose
from trfcheck.trf.model import Tournament

from .config import Config, OutputFormat

__all__ = ["final_points", "final_ranks", "to_trf", "written_tiebreaks"]

_EOL = "\r\n"


def final_points(t: Tournament) -> Tournament:
    """``t`` with each player's points column: the sum of the round results' points under
    the scoring system (C.04.1 art. 3; byes as the scoring system values them)."""
    players = tuple(
        p.with_points(
            sum(t.scoring.points(e.result, e.colour) for e in p.rounds if e.result is not None)
        )
        for p in t.players
    )
    return replace(t, players=players)


def written_tiebreaks(t: Tournament, tiebreaks: tuple[str, ...]) -> tuple[str, ...]:
    """The list the file states: ``tiebreaks``, with TPN appended under C.07 2026 so that
    no tie is left to lots (C.07 7.8; docs/generate.md)."""
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
    players = tuple(p.with_rank(rank[p.start_rank]) for p in t.players)
    return replace(t, players=players)


def to_trf(t: Tournament, config: Config, code: str, comment: str) -> bytes:
    """The canonical TRF16 or TRF-26 file of ``t`` (docs/trf-format.md, "Writing"), UTF-8
    with CRLF endings: the model with the event type (092, naming the system ``code``) and
    the written tie-break list (202, or 212 for a whole order), and the generator's header
    records."""
    start = t.start_date
    assert start is not None
    listed = _list(written_tiebreaks(t, config.tiebreaks))
    t = replace(
        t,
        event_type=f"Individual: Swiss-System, {code}",
        tiebreaks=() if listed.full else listed.items,
        standings_order=listed.items if listed.full else (),
    )
    rounds = t.total_rounds or 0
    header = EventHeader(
        city="Generated",
        federation="FID",
        chief_arbiter="trfcheck generate",
        time_control="90 min + 30 s increment from move 1",
        round_dates=tuple(start + timedelta(days=r) for r in range(rounds)),
        comment=comment,
    )
    dialect = Dialect.TRF26 if config.format is OutputFormat.TRF26 else Dialect.TRF16
    return compose(t, header, dialect, _EOL)
