"""Stage 1 (``trfcheck.trf.document``): the line kinds (docs/trf-format.md) are the grammar's
(``grammar.lark``) answer, also when a set of line heads was classified before."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.conftest import FIXTURES
from trfcheck.trf import document

FILES = (
    sorted((FIXTURES / "real").rglob("*.trf"))[:6]
    + sorted((FIXTURES / "generated").rglob("*.trf"))[:6]
)


def _fresh_kinds(path: Path) -> list[document.LineKind]:
    document._KINDS.clear()
    return [line.kind for line in document.parse(path.read_bytes(), str(path)).lines]


@pytest.mark.parametrize("path", FILES, ids=lambda p: p.name)
def test_kept_kinds_are_the_grammars(path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A second file with the same line heads gets the kinds Lark gave the
    first, without asking Lark again."""
    expected = _fresh_kinds(path)
    assert document.LineKind.PLAYER in expected

    def no_parser() -> None:
        raise AssertionError("Lark asked again for a set of heads it already classified")

    monkeypatch.setattr(document, "line_parser", no_parser)
    again = document.parse(path.read_bytes(), str(path))
    assert [line.kind for line in again.lines] == expected


def test_other_heads_are_parsed_again() -> None:
    """A file with one more kind of line (a comment, TRF-26 ``###``) is not given the
    kinds kept for the file without it."""
    path = FILES[0]
    plain = _fresh_kinds(path)
    data = b"### a comment\n" + path.read_bytes()
    kinds = [line.kind for line in document.parse(data, "x.trf").lines]
    assert kinds[0] is document.LineKind.COMMENT
    assert kinds[1:] == plain
