"""Only the kinds of event read the team flag (``Ruleset.team``): every other module asks
its ``Event`` (``Event.standings``, ``points_are_sums``, ``findings``, ``norm_notes``,
``claimed_by``), and nothing outside ``trfcheck.event`` tests whether an event is a team
event. The resolver (``trfcheck.ruleset``) decides the flag and prints it.

The scan reads the syntax tree of every module: a read of ``X.team.value``, ``.reason`` or
``.note``, or of ``ruleset.team`` / ``rules.team`` / ``r.team`` itself. Its positive
control: it finds the reads of ``trfcheck.event``, so a misspelt pattern cannot pass.
"""

from __future__ import annotations

import ast
from pathlib import Path

from tests.conftest import REPO

PACKAGE = REPO / "trfcheck"
ALLOWED = ("event", "ruleset")  # the kinds read it; the resolver decides and prints it
HOLDERS = {"ruleset", "rules", "r"}  # the names a Ruleset goes by


def _reads(path: Path) -> list[str]:
    found = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if not isinstance(node, ast.Attribute):
            continue
        inner = node.value
        if isinstance(inner, ast.Attribute) and inner.attr == "team":
            if node.attr in ("value", "reason", "note"):
                found.append(f"{path.relative_to(REPO)}:{node.lineno}: {ast.unparse(node)}")
        elif node.attr == "team":
            holder = inner.attr if isinstance(inner, ast.Attribute) else getattr(inner, "id", "")
            if holder in HOLDERS:
                found.append(f"{path.relative_to(REPO)}:{node.lineno}: {ast.unparse(node)}")
    return found


def test_only_the_kinds_of_event_read_the_team_flag() -> None:
    outside = [
        read
        for path in sorted(PACKAGE.rglob("*.py"))
        if path.relative_to(PACKAGE).parts[0] not in ALLOWED
        for read in _reads(path)
    ]
    assert outside == []


def test_the_scan_finds_the_reads_of_the_kinds() -> None:
    """Positive control: ``TeamEvent`` reads ``self.ruleset.team``."""
    inside = [read for path in sorted((PACKAGE / "event").rglob("*.py")) for read in _reads(path)]
    assert any("team.py" in read for read in inside), inside
