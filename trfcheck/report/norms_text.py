"""The text and CSV forms of the title norms (``trfcheck norms``, B.01 2024).

Text: the edition applied and why, the notes, the event's conditions, one summary line per
player and title, then each norm article by article with its numbers and the notes under the
table; within 80 columns. CSV: one row per norm and article.
"""

from __future__ import annotations

import csv
import io
from collections.abc import Sequence

from trfcheck.report.tables import WIDTH, fit_table, wrap
from trfcheck.titles import Norm, NormReport
from trfcheck.titles.articles import Article

__all__ = ["FAR_MARGIN", "far_from_met", "far_line", "render_csv", "render_text", "verdict_word"]

#: A norm not met is listed in the text and HTML summaries only when its Rp alone (1.4.8)
#: misses, by at most this; the others are counted, not listed one row each (``--all`` lists
#: them; JSON and CSV hold every norm).
FAR_MARGIN = 100

_HEAD = ["Article", "Condition", "Value", "Required", "Met"]


def verdict_word(met: bool | None) -> str:
    """``yes``, ``NO`` or ``undecided`` (not decided from the file)."""
    if met is None:
        return "undecided"
    return "yes" if met else "NO"


_MARK = {True: "yes", False: "NO", None: "?"}


def far_from_met(norm: Norm) -> bool:
    """A norm not met on another article than Rp (1.4.8: the games, the opponents' mix or
    average, which no score changes), or with Rp more than ``FAR_MARGIN`` below the minimum;
    never one whose verdict depends on an open reading."""
    if norm.met is not False or norm.depends_on_reading:
        return False
    required = norm.title.requirement.performance
    only_rp = {a.article for a in norm.failing} == {"1.4.8"}
    return not only_rp or norm.performance.performance < required - FAR_MARGIN


def far_line(count: int, *, text: bool = True) -> str:
    """The sentence that counts the norms left out of a summary (``text``: of the text form,
    which ``--all`` lists them in)."""
    where = "--all lists them; " if text else ""
    return (
        f"{count} norm(s) not met on the games or the opponents (1.4.1-1.4.8a), or with Rp "
        f"more than {FAR_MARGIN} below the title's minimum (1.4.8), are counted here, not "
        f"listed ({where}trfcheck norms --format json and csv hold every norm)."
    )


def _article_rows(articles: tuple[Article, ...]) -> list[list[object]]:
    return [[a.article, a.name, a.value, a.required, _MARK[a.met]] for a in articles]


def _notes(articles: tuple[Article, ...]) -> list[str]:
    return wrap([f"{a.article} {a.name}: {a.note}" for a in articles if a.note], "  ")


def _score(norm: Norm) -> str:
    score = norm.performance.score
    return f"{score // 10}{'.5' if score % 10 else ''}/{norm.performance.games}"


def render_text(report: NormReport, title: str, *, every_norm: bool = False) -> str:
    """The norms as text: header lines, the event's conditions, a summary table (each norm's
    Ra, p, Rp and the articles not met), then the articles of each norm met or not decided
    (of every norm with ``every_norm``)."""
    edition = report.edition
    lines = [f"Title norms: {title}"]
    lines += wrap([f"title regulations: {edition.value.text()} ({edition.reason})"])
    lines += wrap([f"note: {n}" for n in report.notes])
    lines += ["Met: ? = not decided from the file (the note says what decides it)."]
    event = (*report.event, report.exemption)
    lines += ["", "Event conditions (every norm):", fit_table(_article_rows(event), _HEAD,
              shrink=(2, 1))]  # fmt: skip
    lines += _notes(event)
    if not report.norms:
        lines += ["", "No player has at least 35 % and enough games for a norm (1.4.1, 1.4.8b)."]
        return "\n".join(lines)
    listed = [n for n in report.norms if every_norm or not far_from_met(n)]
    summary = [
        [n.start_rank, n.name, n.title.value, verdict_word(n.met), _score(n),
         n.performance.average, f"{n.performance.percent}%", n.performance.performance,
         " ".join(sorted({a.article for a in n.failing})) or "-"]
        for n in listed
    ]  # fmt: skip
    head = ["SR", "Name", "Title", "Norm", "Score", "Ra", "p", "Rp", "Not met"]
    lines += ["", f"Norms (SR: start rank; {len(report.norms)} examined):"]
    if summary:
        lines.append(_summary_table(summary, head))
    if len(listed) < len(report.norms):
        lines += wrap([far_line(len(report.norms) - len(listed))])
    shown = [n for n in report.norms if every_norm or n.met is not False]
    if len(shown) < len(report.norms):
        lines += ["", "The articles of the norms not met: --all (or --format json, csv)."]
    for n in shown:
        lines += ["", *wrap([_norm_head(n)])]
        lines.append(fit_table(_article_rows(n.articles[: -len(report.event)]), _HEAD,
                               shrink=(2, 1)))  # fmt: skip
        lines += _notes(n.articles[: -len(report.event)])
    return "\n".join(lines)


def _summary_table(rows: Sequence[Sequence[object]], head: list[str]) -> str:
    """The summary as a "simple" table within 80 columns, written out rather than through
    tabulate (one line per player and title: a 1000-player event has over a thousand); the
    name column is cut (``~``) when the table would be wider."""
    text = [[str(c) for c in row] for row in rows]
    widths = [max([len(h), *(len(r[c]) for r in text)]) for c, h in enumerate(head)]
    spare = WIDTH - (sum(widths) + 2 * (len(widths) - 1))
    if spare < 0:
        widths[1] = max(len(head[1]), widths[1] + spare)
        for r in text:
            if len(r[1]) > widths[1]:
                r[1] = r[1][: widths[1] - 1] + "~"
    lines = ["  ".join(h.ljust(w) for h, w in zip(head, widths, strict=True)).rstrip()]
    lines.append("  ".join("-" * w for w in widths))
    lines += ["  ".join(c.ljust(w) for c, w in zip(r, widths, strict=True)).rstrip() for r in text]
    return "\n".join(lines)


def _norm_head(n: Norm) -> str:
    verdict = {True: "met", False: "NOT met", None: "not decided from the file"}[n.met]
    rounds = ", ".join(map(str, n.rounds)) or "none"
    bounded = "; search of subsets stopped at its bound" if n.bounded else ""
    return (
        f"{n.start_rank} {n.name}: {n.title.value} norm {verdict} ({n.basis}; rounds "
        f"{rounds}{bounded})"
    )


def render_csv(report: NormReport) -> str:
    """One row per norm and article (the event's conditions repeated for each norm)."""
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\n")
    writer.writerow(["start_rank", "name", "title", "norm_met", "basis", "ra", "p", "rp",
                     "article", "condition", "met", "value", "required", "note"])  # fmt: skip
    for n in report.norms:
        p = n.performance
        for a in n.articles:
            writer.writerow([n.start_rank, n.name, n.title.value, _csv_met(n.met), n.basis,
                             p.average, p.percent, p.performance, a.article, a.name,
                             _csv_met(a.met), a.value, a.required, a.note])  # fmt: skip
    return out.getvalue()


def _csv_met(met: bool | None) -> str:
    return "" if met is None else ("yes" if met else "no")
