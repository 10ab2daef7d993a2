"""The norm section of the HTML report: ``titles.examine_norms`` (the library call behind
``trfcheck norms``) as a summary table, the event's conditions, and the articles of each norm
met or not decided from the file (B.01 2024).

One function, ``norms_view``, so that the norm code can change under it without touching the
page. The page's template escapes every value.
"""

from __future__ import annotations

from dataclasses import dataclass

from trfcheck.titles import Norm, NormReport
from trfcheck.titles.articles import Article

from .norms_text import far_from_met, far_line, verdict_word

__all__ = ["NormRow", "NormsView", "norms_view"]


@dataclass(frozen=True, slots=True)
class NormRow:
    """One player and title: the verdict word, the numbers and the articles not met."""

    start_rank: int
    name: str
    title: str
    verdict: str
    score: str
    ra: int
    p: int
    rp: int
    failing: str


@dataclass(frozen=True, slots=True)
class NormsView:
    """The section: what was applied, the notes, the event's conditions, the summary rows (the
    norms far from met counted in ``far``, not listed) and the norms whose articles are shown
    (met or not decided)."""

    edition: str
    notes: tuple[str, ...]
    event: tuple[tuple[str, ...], ...]
    rows: tuple[NormRow, ...]
    shown: tuple[tuple[str, tuple[tuple[str, ...], ...]], ...]
    far: str = ""


def _article(a: Article) -> tuple[str, ...]:
    return (a.article, a.name, str(a.value), str(a.required), verdict_word(a.met), a.note)


def _score(n: Norm) -> str:
    score = n.performance.score
    return f"{score // 10}{'.5' if score % 10 else ''}/{n.performance.games}"


def norms_view(report: NormReport) -> NormsView:
    """The norm section of ``report``."""
    edition = f"{report.edition.value.text()} ({report.edition.reason})"
    event_count = len(report.event)
    rows = tuple(
        NormRow(n.start_rank, n.name, n.title.value, verdict_word(n.met), _score(n),
                n.performance.average, n.performance.percent, n.performance.performance,
                " ".join(sorted({a.article for a in n.failing})))
        for n in report.norms
        if not far_from_met(n)
    )  # fmt: skip
    shown = tuple(
        (
            f"{n.start_rank} {n.name}: {n.title.value} ({n.basis}; rounds "
            f"{', '.join(map(str, n.rounds))})",
            tuple(_article(a) for a in n.articles[:-event_count]),
        )
        for n in report.norms
        if n.met is not False
    )
    event = tuple(_article(a) for a in (*report.event, report.exemption))
    far = len(report.norms) - len(rows)
    far_text = far_line(far, text=False) if far else ""
    return NormsView(edition, report.notes, event, rows, shown, far_text)
