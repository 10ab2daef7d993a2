"""Only the kinds of event decide by what kind an event is: nothing outside
``trfcheck.event`` compares a system with the Double-Swiss or the team system
(``System.DOUBLE``, ``System.TEAM``) or calls ``is_round_robin`` to choose what to do; it
asks its ``Event`` (``rule_families``, ``standings``, ``engine``, ``audit_rounds``,
``arbiter_reading``). ``test_team_flag`` scans the reads of the team flag the same way.

The scan reads the syntax tree of every module: a comparison (``is``, ``==``, ``in`` ...)
one of whose sides is ``System.DOUBLE`` or ``System.TEAM``, and a call of
``is_round_robin``. Its positive control: it finds the comparison of ``DoubleSwissEvent``.

The exceptions, each where the system is resolved or no event exists:

- ``trfcheck/ruleset``: the resolver decides the system, the team and round-robin choices;
- ``trfcheck/pairers/registry.py``: the registry of engines, one per system (a team event
  that is not a team Swiss has none);
- ``trfcheck/cli/generate.py``: the generator writes events from nothing: it chooses what
  to generate by the system named on its command line, with no event to ask;
- ``trfcheck/endorse/units.py``: an endorsement run counts rounds or matches by the system
  named on its command line before any event exists (it generates them);
- ``trfcheck/standings/report.py``: the players' standings refuse a team ruleset given
  directly (a library caller); an event's own are its kind's (``TeamEvent.standings``).
"""

from __future__ import annotations

import ast
from pathlib import Path

from tests.conftest import REPO

PACKAGE = REPO / "trfcheck"
ALLOWED = {
    "trfcheck/event",
    "trfcheck/ruleset",
    "trfcheck/pairers/registry.py",
    "trfcheck/cli/generate.py",
    "trfcheck/endorse/units.py",
    "trfcheck/standings/report.py",
}
KINDS = {"DOUBLE", "TEAM"}


def _names_a_kind(node: ast.expr) -> bool:
    return (
        isinstance(node, ast.Attribute)
        and node.attr in KINDS
        and isinstance(node.value, ast.Name)
        and node.value.id == "System"
    )


def _decisions(path: Path) -> list[str]:
    found = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Compare) and any(
            _names_a_kind(side) for side in (node.left, *node.comparators)
        ):
            found.append(f"{path.relative_to(REPO)}:{node.lineno}: {ast.unparse(node)}")
        elif isinstance(node, ast.Call):
            called = node.func
            name = called.attr if isinstance(called, ast.Attribute) else getattr(called, "id", "")
            if name == "is_round_robin":
                found.append(f"{path.relative_to(REPO)}:{node.lineno}: {ast.unparse(node)}")
    return found


def _allowed(path: Path) -> bool:
    relative = path.relative_to(REPO).as_posix()
    return any(relative == a or relative.startswith(f"{a}/") for a in ALLOWED)


def test_only_the_kinds_of_event_decide_by_the_kind() -> None:
    outside = [
        decision
        for path in sorted(PACKAGE.rglob("*.py"))
        if not _allowed(path)
        for decision in _decisions(path)
    ]
    assert outside == []


def test_the_scan_finds_the_decisions_of_the_kinds() -> None:
    """Positive control: ``DoubleSwissEvent.claims`` compares the system with
    ``System.DOUBLE``; the resolver calls ``round_robin_choice`` (not ``is_round_robin``)
    but defines it, and the tests call it."""
    inside = [d for path in sorted((PACKAGE / "event").rglob("*.py")) for d in _decisions(path)]
    assert any("double_swiss.py" in d and "System.DOUBLE" in d for d in inside), inside
    tests = [d for path in sorted((REPO / "tests").rglob("*.py")) for d in _decisions(path)]
    assert any("is_round_robin(" in d for d in tests), tests


def test_the_exceptions_are_still_needed() -> None:
    """Each file allowed decides by the kind (else its exception goes)."""
    files = [PACKAGE.parent / a for a in ALLOWED if a.endswith(".py")]
    assert all(_decisions(path) for path in files), files
