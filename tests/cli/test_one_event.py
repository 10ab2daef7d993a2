"""Every command opens its file as one ``Event`` (``cli.common.open_input``): no command
reads a file, resolves the rules or filters the reader's findings itself, so none re-reads
the file or re-decides a choice (a choice is decided once and the decision passed down).

The scan reads the syntax tree of every module of ``trfcheck/cli`` for a call of the
reader, the resolver or the old findings filter; ``common.py``, which defines
``open_input``, is its positive control.
"""

from __future__ import annotations

import ast
from pathlib import Path

from tests.conftest import REPO

CLI = REPO / "trfcheck" / "cli"
#: the calls that read a file, resolve the rules or read the findings of the reader again
FORBIDDEN = {
    "read_file",
    "read_stream",
    "load_input",
    "resolve",
    "resolve_rating",
    "for_event",
    "open_event",
}


def _calls(path: Path) -> list[str]:
    found = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Call):
            func = node.func
            name = func.attr if isinstance(func, ast.Attribute) else getattr(func, "id", "")
            if name in FORBIDDEN:
                found.append(f"{path.name}:{node.lineno}: {name}")
    return found


def test_no_command_reads_or_resolves_but_through_open_input() -> None:
    calls = [
        c for path in sorted(CLI.glob("*.py")) if path.name != "common.py" for c in _calls(path)
    ]
    assert calls == []


def test_the_scan_finds_the_reads_of_open_input() -> None:
    """Positive control: ``open_input`` reads (``load_input``) and opens (``open_event``)."""
    found = {c.rsplit(": ", 1)[1] for c in _calls(CLI / "common.py")}
    assert {"load_input", "open_event", "read_file"} <= found
