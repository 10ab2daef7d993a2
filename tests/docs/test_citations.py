"""A finding cites what its reader has: the FIDE text by article, or a page shipped with
trfcheck. No rule or message of any diagnostic names a document that is neither in the
repository nor in the installed package.

Two views: every string literal of the package that is not a docstring (the rules and
messages of every diagnostic code are such literals) is searched for a file name ending
in ``.md``; and the reader's findings on every file of ``fixtures/broken/`` (one file per
reader code) are produced and their rule and message searched the same way.
"""

from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest

import trfcheck
from tests.docs.transcripts import REPO
from trfcheck.trf import read_file

PACKAGE = Path(trfcheck.__file__).resolve().parent
#: A cited Markdown document: a path or a bare name ending in ``.md``.
_CITED = re.compile(r"(?<![\w/.-])((?:[\w.-]+/)*[\w-]+\.md)\b")


def cited_files(text: str) -> list[str]:
    """The ``.md`` documents ``text`` names (a glob such as ``docs/*.md`` is no citation)."""
    return _CITED.findall(text)


def shipped(name: str) -> bool:
    """Whether the reader has ``name``: a file of the repository (a path from its root, or a
    page of docs/) or of the installed package."""
    return any((base / name).is_file() for base in (REPO, REPO / "docs", PACKAGE))


def _docstring_ids(tree: ast.AST) -> set[int]:
    ids = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Module | ast.ClassDef | ast.FunctionDef | ast.AsyncFunctionDef):
            body = node.body
            if body and isinstance(body[0], ast.Expr) and isinstance(body[0].value, ast.Constant):
                ids.add(id(body[0].value))
    return ids


def literals(path: Path) -> list[tuple[int, str]]:
    """The string literals of a module that are not docstrings, with their lines."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    docstrings = _docstring_ids(tree)
    return [
        (node.lineno, node.value)
        for node in ast.walk(tree)
        if isinstance(node, ast.Constant)
        and isinstance(node.value, str)
        and id(node) not in docstrings
    ]


def test_a_citation_of_a_file_outside_is_found() -> None:
    assert cited_files("TRF format (trf.md)") == ["trf.md"]
    assert cited_files("see docs/trf-format.md, docs/*.md 'Open readings'") == [
        "docs/trf-format.md"
    ]
    assert not shipped("trf.md")
    assert shipped("docs/trf-format.md")
    assert shipped("tunx.md")


def test_no_string_of_the_package_cites_a_file_the_reader_does_not_have() -> None:
    missing = [
        f"{path.relative_to(REPO).as_posix()}:{line}: {name}"
        for path in sorted(PACKAGE.rglob("*.py"))
        for line, text in literals(path)
        for name in cited_files(text)
        if not shipped(name)
    ]
    assert missing == []


BROKEN = sorted((REPO / "fixtures" / "broken").glob("*.trf"))


@pytest.mark.parametrize("path", BROKEN, ids=lambda p: p.name)
def test_every_reader_finding_cites_what_the_reader_has(path: Path) -> None:
    findings = read_file(path).findings
    assert findings, "each file of fixtures/broken gives at least one finding"
    cited = [n for f in findings for n in cited_files(f"{f.rule} {f.message}")]
    assert [n for n in cited if not shipped(n)] == []


def test_a_reader_code_without_a_record_of_its_own_cites_the_format_page() -> None:
    findings = read_file(REPO / "fixtures" / "broken" / "res001_unknown_result.trf").findings
    assert {f.rule for f in findings if f.code == "RES001"} == {"TRF format (docs/trf-format.md)"}
