"""The links of README.md and docs/ lead somewhere: every relative link names a file of
the repository, and every ``#anchor`` a heading of the page it points to (as MkDocs
spells heading ids: lower case, punctuation dropped, spaces as hyphens). No network."""

from __future__ import annotations

import re
import unicodedata
from pathlib import Path

import pytest

from tests.docs import transcripts

REPO = transcripts.REPO
_LINK = re.compile(r"!?\[(?:[^\]\[]|\[[^\]]*\])*\]\(\s*<?([^)\s>]+)>?(?:\s+\"[^\"]*\")?\s*\)")
_FENCED = re.compile(r"^(```|~~~).*?^\1[ \t]*$", re.MULTILINE | re.DOTALL)
_CODE = re.compile(r"`[^`\n]*`")
_HEADING = re.compile(r"^#{1,6}\s+(.*?)\s*#*\s*$", re.MULTILINE)
_EXPLICIT_ID = re.compile(r"\{\s*#([\w-]+)[^}]*\}|<a\s+(?:id|name)=\"([^\"]+)\"")


def _prose(text: str) -> str:
    """The text without fenced blocks and code spans, where brackets are not links."""
    return _CODE.sub("", _FENCED.sub("", text))


def slug(heading: str) -> str:
    """A heading's id as Python-Markdown's toc extension makes it."""
    text = re.sub(r"\{\s*#[^}]*\}", "", heading)
    text = re.sub(r"<[^>]+>", "", text).replace("`", "")
    text = unicodedata.normalize("NFKD", text).encode("ascii", "ignore").decode("ascii")
    text = re.sub(r"[^\w\s-]", "", text).strip().lower()
    return re.sub(r"[-\s]+", "-", text)


def anchors(path: Path) -> set[str]:
    """The ids a Markdown page defines: its headings' and the explicit ones."""
    text = _FENCED.sub("", path.read_text(encoding="utf-8"))
    found: set[str] = set()
    for heading in _HEADING.findall(text):
        base = slug(heading)
        name, n = base, 0
        while name in found:  # a repeated heading gets _1, _2, ...
            n += 1
            name = f"{base}_{n}"
        found.add(name)
    for explicit, named in _EXPLICIT_ID.findall(text):
        found.add(explicit or named)
    return found


def links(path: Path) -> list[str]:
    """The relative link targets of a page (web and mail addresses left out)."""
    found = _LINK.findall(_prose(path.read_text(encoding="utf-8")))
    return [t for t in found if not re.match(r"^[a-z][a-z0-9+.-]*:", t, re.IGNORECASE)]


def broken(path: Path, root: Path = REPO) -> list[str]:
    """The links of ``path`` that lead nowhere (or out of ``root``), each with the reason."""
    problems = []
    for target in links(path):
        file_part, _, anchor = target.partition("#")
        dest = (path.parent / file_part).resolve() if file_part else path
        if not dest.exists():
            problems.append(f"{target}: no such file")
        elif not dest.is_relative_to(root.resolve()):
            problems.append(f"{target}: outside the repository")
        elif anchor and dest.suffix == ".md" and anchor not in anchors(dest):
            problems.append(f"{target}: no heading #{anchor} in {dest.name}")
    return problems


def test_a_broken_link_and_a_missing_anchor_are_found(tmp_path: Path) -> None:
    (tmp_path / "a.md").write_text("# Title\n\n## Exit codes\n", encoding="utf-8")
    page = tmp_path / "b.md"
    page.write_text(
        "[ok](a.md#exit-codes) [bad](a.md#nowhere) [gone](c.md) `[no](x.md)` "
        "[web](https://example.org/x.md) [self](#here)\n\n## Here\n",
        encoding="utf-8",
    )
    assert broken(page, tmp_path) == [
        "a.md#nowhere: no heading #nowhere in a.md",
        "c.md: no such file",
    ]


def test_headings_are_spelled_as_mkdocs_spells_their_ids() -> None:
    assert slug("Exit codes") == "exit-codes"
    assert slug("`check`: the audit (C.04.1)") == "check-the-audit-c041"
    assert slug("Title {#own-id}") == "title"


@pytest.mark.parametrize(
    "page", transcripts.documents(), ids=lambda p: p.relative_to(REPO).as_posix()
)
def test_every_link_of_the_page_resolves(page: Path) -> None:
    assert broken(page) == []
