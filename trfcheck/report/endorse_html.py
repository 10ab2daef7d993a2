"""The HTML pages of an endorsement run: ``DIR/report.html`` and one page per
discrepancy, ``DIR/discrepancies/<id>/index.html``.

The index shows what ``summary.json`` holds (settings, totals per direction and class,
the tolerance verdict, every discrepancy with its class, rule and reason) and links each
discrepancy to its page. A discrepancy's page shows, round by round, trfcheck's pairing
and the other side's (the candidate's in direction A, the file's in direction B) with the
pairs that differ marked, trfcheck's explanation, and the evidence files of the folder:
text files inline, the others (TRF inputs and outputs) as links to the files beside the
page. Like the audit report, a page loads nothing and Jinja2 escapes every value (a
candidate's output is untrusted text).
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from trfcheck import __version__
from trfcheck.endorse.outcome import Direction, Discrepancy, Outcome
from trfcheck.endorse.workdir import load_results
from trfcheck.trf import write_atomically

from .html import environment

__all__ = ["INDEX", "PAGE", "endorse_pages"]

INDEX = "report.html"
PAGE = "index.html"
#: Text evidence shown inline, cut beyond this many characters.
INLINE_LIMIT = 20_000


def _pairs_rows(d: Discrepancy) -> list[dict[str, Any]]:
    """The two pairings side by side, pair by pair in order of the lower number; a pair
    found on one side only is marked (``differs``)."""
    ours = {tuple(p) for p in d.expected}
    theirs = {tuple(p) for p in d.found}

    def key(p: tuple[int, ...]) -> tuple[int, int]:
        return (min(p) if p[1] else p[0], max(p))

    rows = []
    for p in sorted(ours | theirs, key=key):
        text = f"{p[0]} - {p[1] if p[1] else 'bye'}"
        rows.append(
            {
                "ours": text if p in ours else "",
                "theirs": text if p in theirs else "",
                "differs": not (p in ours and p in theirs),
            }
        )
    return rows


def _evidence(folder: Path) -> tuple[list[dict[str, str]], list[str]]:
    """The text files of ``folder`` (name, content) and the names of the others."""
    texts, others = [], []
    for path in sorted(folder.iterdir()) if folder.is_dir() else []:
        if path.name == PAGE or not path.is_file():
            continue
        if path.suffix == ".txt" or path.suffix == ".cfg":
            text = path.read_text(encoding="utf-8", errors="replace")
            if len(text) > INLINE_LIMIT:
                text = text[:INLINE_LIMIT] + "\n[... cut; the whole file is beside this page]\n"
            texts.append({"name": path.name, "text": text})
        else:
            others.append(path.name)
    return texts, others


def _page(
    summary: dict[str, Any], entry: dict[str, Any], outcome: Outcome | None, dir_: Path
) -> str:
    texts, others = _evidence(dir_)
    rounds = []
    for d in outcome.discrepancies if outcome is not None else ():
        rounds.append(
            {
                "round": d.round,
                "kind": d.kind.value,
                "rule": d.rule,
                "reason": d.reason,
                "rows": _pairs_rows(d) if d.expected or d.found else [],
            }
        )
    other = "candidate" if entry["direction"] == "ours-to-candidate" else "file"
    unit = summary.get("round_unit", "round")  # a Double-Swiss run's rounds are matches
    return (
        environment()
        .get_template("discrepancy.html.j2")
        .render(
            version=__version__,
            summary=summary,
            d=entry,
            rounds=rounds,
            unit=unit,
            units="matches" if unit == "match" else f"{unit}s",
            other=other,
            texts=texts,
            others=others,
        )
    )


def endorse_pages(workdir: Path, summary: dict[str, Any]) -> Path:
    """Write the run's index page and a page per discrepancy; returns the index's path."""
    results = load_results(workdir)
    env = environment()
    for entry in summary["discrepancies"]:
        folder = workdir / entry["evidence"]
        if not folder.is_dir():
            continue
        outcome = results.get((Direction(entry["direction"]), entry["seed"]))
        write_atomically(folder / PAGE, _page(summary, entry, outcome, folder).encode())
    index = env.get_template("endorse.html.j2").render(
        version=__version__,
        summary=summary,
        pages={
            e["id"]: f"{e['evidence']}/{PAGE}"
            for e in summary["discrepancies"]
            if (workdir / e["evidence"]).is_dir()
        },
    )
    path = workdir / INDEX
    write_atomically(path, index.encode())
    return path
