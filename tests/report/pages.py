"""Helpers of the HTML report tests: hostile input, and a plain HTML parser that collects
what the structure tests assert on (ids, finding rows, highlighted boards, links)."""

from __future__ import annotations

from html.parser import HTMLParser
from pathlib import Path

from tests.conftest import FIXTURES

#: A real file with differing rounds and findings (fixtures/real/SOURCES.md).
DIFFERING = FIXTURES / "real" / "icu_tournament" / "bunratty_masters_2011.trf"
#: A real file whose pairings all agree with the rules.
AGREEING = FIXTURES / "real" / "icu_tournament" / "utf-8.trf"
#: The base of the hostile file: a real file with a header and differing rounds.
HOSTILE_BASE = FIXTURES / "real" / "icu_tournament" / "valid.trf"

HOSTILE_NAME = "<script>alert(1)</script>"  # 25 characters: fits the 001 name field
HOSTILE_FEDERATION = "<i>"  # the 3 columns of the federation field
HOSTILE_EVENT = '</title><script>alert(2)</script>"'
HOSTILE_PLACE = "<img src=http://example.invalid/x.png onerror=alert(3)>"


def hostile_trf(target: Path) -> Path:
    """``HOSTILE_BASE`` with markup in the event name (012), the place (022), player 1's
    name (001 columns 15-47) and federation (columns 54-56)."""
    lines = HOSTILE_BASE.read_text(encoding="utf-8").splitlines()
    out = []
    for line in lines:
        if line.startswith("012 "):
            line = "012 " + HOSTILE_EVENT
        elif line.startswith("022 "):
            line = "022 " + HOSTILE_PLACE
        elif line.startswith("001    1 "):
            line = line[:14] + HOSTILE_NAME.ljust(33) + line[47:53] + HOSTILE_FEDERATION + line[56:]
        out.append(line)
    target.write_text("\n".join(out) + "\n", encoding="utf-8")
    return target


class Page(HTMLParser):
    """What a report page holds: element ids, the text of each finding row (by its id),
    the classes of the board cells, every href and the tags seen."""

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.ids: set[str] = set()
        self.findings: dict[str, list[str]] = {}
        self.boards: list[str] = []
        self.hrefs: list[str] = []
        self.tags: set[str] = set()
        self._row: str | None = None
        self._cell: list[str] | None = None

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        a = dict(attrs)
        self.tags.add(tag)
        if a.get("id"):
            self.ids.add(str(a["id"]))
        if tag == "a" and a.get("href"):
            self.hrefs.append(str(a["href"]))
        classes = (a.get("class") or "").split()
        if tag == "tr" and "finding" in classes:
            self._row = str(a["id"])
            self.findings[self._row] = []
        if tag == "td" and "board" in classes:
            self.boards.append(" ".join(classes))
        if self._row is not None and tag in ("td", "th"):
            self._cell = []

    def handle_endtag(self, tag: str) -> None:
        if self._row is not None and tag in ("td", "th") and self._cell is not None:
            self.findings[self._row].append("".join(self._cell).strip())
            self._cell = None
        if tag == "tr":
            self._row = None

    def handle_data(self, data: str) -> None:
        if self._cell is not None:
            self._cell.append(data)

    @classmethod
    def read(cls, path: Path) -> Page:
        page = cls()
        page.feed(path.read_text(encoding="utf-8"))
        page.close()
        return page

    @property
    def highlighted(self) -> int:
        """Board cells marked as differing."""
        return sum("differs" in c.split() for c in self.boards)


def differing_boards(report: dict[str, object]) -> int:
    """The pairs in one pairing only, over the rounds that differ and have a rules'
    pairing, from the JSON output of ``check`` (``RoundCheck.differing``)."""
    total = 0
    rounds = report["rounds"]
    assert isinstance(rounds, list)
    for r in rounds:
        if r["ok"] or "error" in r:
            continue
        published = {tuple(p) for p in r["published"]}
        expected = {tuple(p) for p in r["expected"]}
        total += len(published ^ expected)
    return total
