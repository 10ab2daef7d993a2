"""Issue 13, acceptance 1: a corpus of broken files, one per reader finding code.

fixtures/broken/ was written by scripts/make_broken_fixtures.py: one edit of the
specification's example per file, and the place of the defect derived from the edit and the
column table of trf.md §3 (manifest.json), not from trfcheck. ``trfcheck FILE`` must report
the finding at that line and column, in text and in JSON; a file with an error exits 1, a
file with a warning only exits 0 and is refused by ``--strict`` (exit 3) at that place.
"""

from __future__ import annotations

import json
from typing import Any

import pytest
from typer.testing import CliRunner

from tests.conftest import FIXTURES
from trfcheck.cli import app

BROKEN = FIXTURES / "broken"
CASES: list[dict[str, Any]] = json.loads((BROKEN / "manifest.json").read_text())["cases"]
RUNNER = CliRunner()


def _places(case: dict[str, Any]) -> list[tuple[int, int]]:
    return [(case["line"], case["column"]), *(tuple(a) for a in case["alternatives"])]


def test_the_corpus_covers_every_reader_code() -> None:
    assert len(CASES) >= 25
    codes = {c["code"] for c in CASES}
    assert codes >= {"PLY001", "PLY002", "PLY004", "RND001", "RND002", "RND003", "RND004"}
    assert codes >= {"RND005", "RND006", "PTS001", "RES001", "RES002", "RES010", "RES011"}
    assert codes >= {"RES012", "RES014", "RES015", "HDR001", "HDR003", "HDR004", "LIN001"}
    assert codes >= {"ENC001", "EXT002", "T26005"}


@pytest.mark.parametrize("case", CASES, ids=lambda c: c["name"])
def test_text_output_locates_the_cause(case: dict[str, Any]) -> None:
    path = BROKEN / f"{case['name']}.trf"
    result = RUNNER.invoke(app, ["check", str(path), "--wide"])
    wanted = [f"{case['code']} [" in line for line in result.stdout.splitlines()]
    assert any(wanted), result.stdout
    lines = [line for line in result.stdout.splitlines() if f"{case['code']} [" in line]
    assert any(f"at {path}:{line}:{col}:" in text for text in lines for line, col in _places(case))
    if case["severity"] == "error":
        assert result.exit_code == 1
        assert result.stdout.startswith(f"{path}: FAIL")


@pytest.mark.parametrize("case", CASES, ids=lambda c: c["name"])
def test_json_output_locates_the_cause(case: dict[str, Any]) -> None:
    path = BROKEN / f"{case['name']}.trf"
    result = RUNNER.invoke(app, ["check", str(path), "--format", "json"])
    data = json.loads(result.stdout)
    found = [
        (v.get("line"), v.get("column"), v["severity"])
        for v in data["violations"]
        if v["code"] == case["code"]
    ]
    assert any((line, col) in _places(case) for line, col, _ in found), found
    assert case["severity"] in {severity for *_, severity in found}
    assert data["verdict"]["passed"] is (result.exit_code == 0)


@pytest.mark.parametrize(
    "case", [c for c in CASES if c["severity"] == "warning"], ids=lambda c: c["name"]
)
def test_strict_refuses_a_file_with_a_warning(case: dict[str, Any]) -> None:
    path = BROKEN / f"{case['name']}.trf"
    result = RUNNER.invoke(app, ["check", str(path), "--strict"])
    assert result.exit_code == 3
    assert f"{path}:" in result.stderr


@pytest.mark.parametrize(
    "command", [["show"], ["standings"], ["pair"], ["convert", "--to", "json"]]
)
def test_every_command_exits_1_on_an_input_with_errors(command: list[str]) -> None:
    """README "Exit codes": 1 means findings of severity error, for every command that
    reads a file; the truncated 001 line (PLY004, an error) is reported on stderr."""
    path = BROKEN / "ply004_truncated.trf"
    result = RUNNER.invoke(app, [*command, str(path)])
    assert result.exit_code == 1, result.output
    assert "PLY004" in result.stderr


@pytest.mark.parametrize(
    "command", [["show"], ["standings"], ["pair"], ["convert", "--to", "json"]]
)
def test_a_warning_alone_exits_0(command: list[str]) -> None:
    """LIN001 (an unrecognised line) is a warning: the command's work is done, exit 0."""
    case = next(c for c in CASES if c["code"] == "LIN001")
    result = RUNNER.invoke(app, [*command, str(BROKEN / f"{case['name']}.trf")])
    assert result.exit_code == 0, result.output
