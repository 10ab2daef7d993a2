"""Raw lines are read in ``trfcheck.trf`` only: every other package takes the reader's
values (``Tournament``, ``trf.event_records.EventRecords``, ``trf.header``) and never the
``Document``'s lines (no layer re-derives a choice from raw lines).

The scan reads the syntax tree of every module for an attribute ``lines`` (the
``Document``'s list of raw lines); its positive control finds the reads of ``trf``.
"""

from __future__ import annotations

import ast
from pathlib import Path

from tests.conftest import REPO

PACKAGE = REPO / "trfcheck"


def _reads(path: Path) -> list[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    return [
        f"{path.relative_to(REPO)}:{node.lineno}: {ast.unparse(node)}"
        for node in ast.walk(tree)
        if isinstance(node, ast.Attribute) and node.attr == "lines"
    ]


def test_no_module_above_trf_reads_raw_lines() -> None:
    outside = [
        read
        for path in sorted(PACKAGE.rglob("*.py"))
        if path.relative_to(PACKAGE).parts[0] != "trf"
        for read in _reads(path)
    ]
    assert outside == []


def test_the_scan_finds_the_reads_of_trf() -> None:
    """Positive control: ``trf.event_records`` reads the 222/122/132 records' lines."""
    inside = [read for path in sorted((PACKAGE / "trf").rglob("*.py")) for read in _reads(path)]
    assert any("event_records.py" in read for read in inside), inside
