"""The HTML form of an audit: one self-contained page per tournament, and an index page.

``audit_html`` renders ``templates/report.html.j2`` with the sections of ``htmlview`` and
``htmlstandings``; ``index_html`` renders ``templates/index.html.j2`` for a batch. Jinja2
escapes every value (autoescaping on: names, federation codes and header records of a TRF
file are untrusted text), and undefined names are errors. A page loads nothing: the style
sheet is inlined, there is no script, font or image, and every link is a fragment of the
page itself (``#round-3``, ``#p-12``, ``#f-7``) or, on a batch's pages, the index beside it.
"""

from __future__ import annotations

import functools
from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from jinja2 import Environment, PackageLoader, StrictUndefined
from markupsafe import Markup

from trfcheck import __version__
from trfcheck.event import Event
from trfcheck.trf.model import Tournament
from trfcheck.verify.audit import Audit

from .htmlstandings import standings_view
from .htmlview import (
    SYMBOL,
    crosstable_cells,
    event_rows,
    finding_views,
    player_views,
    round_views,
    verdict_view,
)

if TYPE_CHECKING:
    from trfcheck.titles import NormReport

__all__ = ["IndexEntry", "audit_html", "environment", "index_html"]


@functools.cache
def environment() -> Environment:
    """The Jinja2 environment of the report templates (autoescaping, strict undefined)."""
    return Environment(
        loader=PackageLoader("trfcheck.report", "templates"),
        autoescape=True,
        undefined=StrictUndefined,
        trim_blocks=True,
        lstrip_blocks=True,
        keep_trailing_newline=True,
    )


def _links(t: Tournament) -> dict[int, Markup]:
    """Each player's link to the per-player view (``templates/link.html.j2``), rendered
    once per player: the report repeats it on every board and finding."""
    template = environment().get_template("link.html.j2")
    return {p.start_rank: Markup(template.render(sr=p.start_rank, name=p.name)) for p in t.players}


def audit_html(
    path: str,
    result: Audit,
    event: Event,
    *,
    index: str | None = None,
    norms: NormReport | None = None,
) -> str:
    """The report of one file as one HTML page: the ``event`` (its records, its kind's
    standings and points) and its audit ``result``; ``index`` is the link to the batch's
    index page (None: no link); ``norms`` adds the title-norm section (B.01 2024)."""
    t = event.tournament
    header = event.records.header
    findings, by_round, by_player = finding_views(result.diagnostics)
    states = event.player_states()
    rounds = max((len(p.rounds) for p in t.players), default=0)
    cells = crosstable_cells(t, rounds)
    views = player_views(t, states, cells, by_player, event.points_are_sums)
    # a round robin's cross-table in Berger order (C.05 Annex 1), its numbers in a column
    berger = event.berger_numbers
    cross = [(p, v, berger.get(p.start_rank)) for p, v in zip(t.players, views, strict=True)]
    if berger:
        cross.sort(key=lambda row: (row[2] or 0, row[0].start_rank))
    page = environment().get_template("report.html.j2")
    return page.render(
        path=path,
        title=header.name or t.name or path,
        index=index,
        version=__version__,
        verdict=verdict_view(event, result),
        event=event_rows(t, header, result.ruleset),
        standings=standings_view(event, by_player),
        round_numbers=range(1, rounds + 1),
        players=t.players,
        link=_links(t),
        cells=cells,
        views=views,
        cross=cross,
        berger=bool(berger),
        rounds=round_views(event, result, rounds, states, by_round),
        findings=findings,
        symbol={s.value: mark for s, mark in SYMBOL.items()},
        norms=_norms_view(norms),
    )


def _norms_view(norms: NormReport | None) -> object:
    """The norm section's view, its module imported only when a page has norms."""
    if norms is None:
        return None
    from .htmlnorms import norms_view

    return norms_view(norms)


@dataclass(frozen=True, slots=True)
class IndexEntry:
    """One file of a batch: its page (None when the file could not be checked), its
    verdict and counts, or the message that says why it was not checked."""

    path: str
    page: str | None
    result: Audit | None = None
    message: str = ""


def index_html(entries: Sequence[IndexEntry], seconds: float | None = None, under: str = "") -> str:
    """The index page of a batch: one row per file (verdict, rounds, findings by severity,
    link to its page) and the totals; files are named as ``entries`` give them, relative
    to the folder ``under`` (said above the table)."""
    checked = [e.result for e in entries if e.result is not None]
    totals = {
        "files": len(entries),
        "failed": sum(not r.passed for r in checked),
        "unreadable": len(entries) - len(checked),
        "rounds": sum(len(r.rounds) for r in checked),
        "differing": sum(len(r.discrepant) for r in checked),
        **{s.value: sum(r.independent_counts[s] for r in checked) for s in SYMBOL},
    }
    page = environment().get_template("index.html.j2")
    return page.render(
        entries=entries,
        under=under,
        totals=totals,
        seconds=seconds,
        version=__version__,
        symbol={s.value: mark for s, mark in SYMBOL.items()},
    )
