"""The HTML pages of an endorsement run (a page per
discrepancy): the index lists every discrepancy of ``summary.json`` with a link to its
page, and each page shows exactly the pairs on which the two sides differ (checked against
``results.jsonl``, not against the page's own code) and the evidence files, escaped."""

from __future__ import annotations

import json
from html.parser import HTMLParser
from pathlib import Path

from tests.endorse.conftest import pair_template, run_in, settings
from trfcheck.endorse.workdir import load_results
from trfcheck.report.endorse_html import INDEX, PAGE, endorse_pages


class _Page(HTMLParser):
    """Links, resources and the cells of the rows marked ``differs``."""

    def __init__(self) -> None:
        super().__init__()
        self.links: list[str] = []
        self.sources: list[str] = []
        self.differs: list[list[str]] = []
        self._row: list[str] | None = None
        self._cell: list[str] | None = None

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        a = dict(attrs)
        if tag == "a" and a.get("href"):
            self.links.append(str(a["href"]))
        if a.get("src"):
            self.sources.append(str(a["src"]))
        if tag == "tr" and a.get("class") == "differs":
            self._row = []
        if tag == "td" and self._row is not None:
            self._cell = []

    def handle_data(self, data: str) -> None:
        if self._cell is not None:
            self._cell.append(data)

    def handle_endtag(self, tag: str) -> None:
        if tag == "td" and self._row is not None and self._cell is not None:
            self._row.append("".join(self._cell).strip())
            self._cell = None
        if tag == "tr" and self._row is not None:
            self.differs.append(self._row)
            self._row = None


def _parse(path: Path) -> _Page:
    page = _Page()
    page.feed(path.read_text(encoding="utf-8"))
    return page


def _text(pair: list[int]) -> str:
    return f"{pair[0]} - {pair[1] if pair[1] else 'bye'}"


def test_a_page_per_discrepancy_with_the_differing_pairs(tmp_path: Path) -> None:
    summary = run_in(tmp_path, settings(3, pair=pair_template("swap=2")))
    assert summary["discrepancies"], "the faulty candidate swaps a board every 2nd round"
    index = endorse_pages(tmp_path, summary)
    assert index == tmp_path / INDEX
    front = _parse(index)
    assert not front.sources
    for d in summary["discrepancies"]:
        link = f"{d['evidence']}/{PAGE}"
        assert link in front.links, d["id"]
        page = tmp_path / link
        parsed = _parse(page)
        assert not parsed.sources and "../../report.html" in parsed.links
        outcome = load_results(tmp_path)[
            next(k for k in load_results(tmp_path) if k[1] == d["seed"])
        ]
        want = []
        for r in outcome.discrepancies:
            ours = {tuple(p) for p in r.expected}
            theirs = {tuple(p) for p in r.found}
            want += [[_text(list(p)), ""] for p in ours - theirs]
            want += [["", _text(list(p))] for p in theirs - ours]
        got = [row[:2] for row in parsed.differs]
        assert sorted(got) == sorted(want), d["id"]
        assert len(got) == 2 * len(outcome.discrepancies)  # one board swapped per round
        files = {p.name for p in page.parent.iterdir()} - {PAGE}
        shown = {n for n in files if n.endswith(".txt")}
        html = page.read_text(encoding="utf-8")
        assert all(f">{n}</h3>" in html for n in shown)
        assert all(f'href="{n}"' in html for n in files - shown)


def test_evidence_is_escaped(tmp_path: Path) -> None:
    """A candidate's output is untrusted text: markup in it is shown, never run."""
    summary = run_in(tmp_path, settings(2, pair=pair_template("swap=2")))
    folder = tmp_path / summary["discrepancies"][0]["evidence"]
    (folder / "round-02.stderr.txt").write_text("<script>alert(1)</script>\n")
    endorse_pages(tmp_path, summary)
    html = (folder / PAGE).read_text(encoding="utf-8")
    assert "<script>" not in html
    assert "&lt;script&gt;alert(1)&lt;/script&gt;" in html
    data = json.loads((tmp_path / "summary.json").read_text())
    assert data["discrepancies"] == summary["discrepancies"]
