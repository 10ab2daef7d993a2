"""The front door and the command give one audit: ``trfcheck.check(path)`` and
``trfcheck check PATH --format json`` report the same diagnostics (code, place, severity,
message) and the same verdict for every file of ``fixtures/`` that the reader accepts.

Both open the file as one ``Event`` (``trfcheck.event``), so neither may add a stage the
other lacks (the rating facts of B.02, RAT001-RAT006, were once the command's only). The
independent source is the command's JSON output, read back as the README documents it
("Checking"); the library's ``Audit`` is compared field by field, not rendered by the same
code. The generated corpora, the fuzz cases and the large files run under ``-m slow``.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from typer.testing import CliRunner

import trfcheck
from tests.conftest import FIXTURES, REPO
from trfcheck.cli import app
from trfcheck.trf import TrfError
from trfcheck.trf.diagnostics import Diagnostic

RUNNER = CliRunner()
SUFFIXES = (".trf", ".json", ".txt", ".tunx")  # what ``check`` takes from a folder
#: Folders whose files are many or large: run with the slow tests.
SLOW = ("generated", "fuzz")
LARGE = 40_000  # bytes: a file above it is checked with the slow tests


def _files() -> list[Any]:
    out = []
    for path in sorted(FIXTURES.rglob("*")):
        if not path.is_file() or path.suffix.lower() not in SUFFIXES:
            continue
        name = str(path.relative_to(REPO))
        slow = path.parts[len(FIXTURES.parts)] in SLOW or path.stat().st_size > LARGE
        marks = [pytest.mark.slow] if slow else []
        out.append(pytest.param(path, id=name, marks=marks))
    return out


def _place(d: dict[str, Any] | Diagnostic) -> tuple[Any, ...]:
    if isinstance(d, Diagnostic):
        d = d.to_dict()
    keys = ("code", "severity", "path", "line", "column", "round", "players", "message")
    return tuple(json.dumps(d.get(k), sort_keys=True) for k in keys)


@pytest.mark.parametrize("path", _files())
def test_the_library_and_the_command_give_one_audit(path: Path) -> None:
    try:
        result = trfcheck.check(path)
    except (TrfError, UnicodeError, ValueError):
        pytest.skip("the reader refuses the file: neither gives an audit")
    run = RUNNER.invoke(app, ["check", str(path), "--format", "json"])
    reply = json.loads(run.stdout.splitlines()[0])
    assert "error" not in reply, reply
    assert [_place(d) for d in result.diagnostics] == [_place(d) for d in reply["violations"]]
    assert result.verdict() == reply["verdict"]["text"]
    assert result.passed == reply["verdict"]["passed"]
    assert run.exit_code == (0 if result.passed else 1)
