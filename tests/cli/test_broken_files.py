"""A corpus of broken files, one per reader finding code.

fixtures/broken/ was written by scripts/make_broken_fixtures.py: one edit of
fixtures/examples/example-trf16.trf per file, and the place of the defect derived from the
edit and the TRF16 001 column table (docs/trf-format.md; manifest.json), not from trfcheck.
``trfcheck FILE`` must report the finding at that line and column, in text and in JSON, on one line
``path:line:column: severity CODE: message`` (the convention of compilers and linters);
it must be the first finding listed (the root cause: every other finding of the file follows
from the one edit) and the one the verdict names; a file with an error exits 1, a file with
a warning only exits 0 and is refused by ``--strict`` (exit 3) at that place.
"""

from __future__ import annotations

import json
import re
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
    assert len(CASES) >= 29
    codes = {c["code"] for c in CASES}
    assert codes >= {"PLY001", "PLY002", "PLY003", "PLY004", "RND001", "RND002", "RND003"}
    assert codes >= {"RND004", "RND005", "RND006", "PTS001", "RES001", "RES002", "RES010"}
    assert codes >= {"RES011", "RES012", "RES014", "RES015", "HDR001", "HDR003", "HDR004"}
    assert codes >= {"LIN001", "ENC001", "EXT001", "EXT002", "VAL001", "T26005"}


#: One diagnostic line: ``path:line:column: severity CODE: message`` (README, "Command line").
DIAGNOSTIC = re.compile(
    r"^(?P<path>.+?):(?P<line>\d+):(?P<column>\d+): (?P<severity>error|"
    r"warning|info) (?P<code>[A-Z][A-Z0-9]{3,}): (?P<message>.+)$"
)


def _diagnostics(text: str) -> list[re.Match[str]]:
    return [m for line in text.splitlines() if (m := DIAGNOSTIC.match(line))]


@pytest.mark.parametrize("case", CASES, ids=lambda c: c["name"])
def test_text_output_locates_the_cause(case: dict[str, Any]) -> None:
    path = BROKEN / f"{case['name']}.trf"
    result = RUNNER.invoke(app, ["check", str(path)])
    found = [
        (int(m["line"]), int(m["column"]))
        for m in _diagnostics(result.stdout)
        if m["code"] == case["code"] and m["path"] == str(path)
    ]
    assert any(place in found for place in _places(case)), result.stdout
    if case["severity"] == "error":
        assert result.exit_code == 1
        assert result.stdout.startswith(f"{path}: FAIL")


@pytest.mark.parametrize("case", CASES, ids=lambda c: c["name"])
def test_the_root_cause_comes_first_and_the_verdict_names_it(case: dict[str, Any]) -> None:
    """The first diagnostic of ``trfcheck FILE`` is the edit's
    finding, whole on one line at its place, and the verdict (the first line) names it."""
    path = BROKEN / f"{case['name']}.trf"
    result = RUNNER.invoke(app, [str(path)])
    first = _diagnostics(result.stdout)[0]
    assert first["code"] == case["code"], result.stdout
    assert (int(first["line"]), int(first["column"])) in _places(case), result.stdout
    assert first["severity"] == case["severity"]
    verdict = _verdict(result.stdout)  # the first line, then the first reason's own
    assert re.search(rf" first( warning)?: {case['code']} \(", verdict), verdict
    assert f"line {first['line']}" in verdict


def _verdict(stdout: str) -> str:
    """The verdict's lines (the first, then the indented first reason and what was not
    checked, with their continuation lines) as one text."""
    lines = stdout.splitlines()
    taken = [lines[0]]
    for line in lines[1:]:
        if not line.startswith(("  first", "  not checked", "      ")):
            break
        taken.append(line)
    return " ".join(" ".join(taken).split())


@pytest.mark.parametrize(
    "command", [["show"], ["standings"], ["pair"], ["convert", "--to", "json"]], ids=str
)
def test_other_commands_print_the_diagnostic_on_one_line(command: list[str]) -> None:
    """The stderr of every command holds the reader's findings one per line, in the
    same form as ``check`` (the truncated record: line 18, column 67, manifest.json)."""
    path = BROKEN / "ply004_truncated.trf"
    result = RUNNER.invoke(app, [*command, str(path)])
    found = [m for m in _diagnostics(result.stderr) if m["code"] == "PLY004"]
    assert [(m["path"], m["line"], m["column"]) for m in found] == [(str(path), "18", "67")]


def test_a_batch_prints_each_files_diagnostics_on_one_line() -> None:
    """Several files (two jobs): every case's finding is still one whole line at its place."""
    cases = [c for c in CASES if c["severity"] == "error"][:4]
    paths = [str(BROKEN / f"{c['name']}.trf") for c in cases]
    result = RUNNER.invoke(app, ["check", *paths, "--jobs", "2"])
    lines = _diagnostics(result.stdout)
    for case, path in zip(cases, paths, strict=True):
        found = {(int(m["line"]), int(m["column"])) for m in lines if m["path"] == path}
        assert found & set(_places(case)), (case["name"], result.stdout)
    quiet = RUNNER.invoke(app, ["check", *paths, "--quiet"]).stdout.splitlines()
    verdicts = [line for line in quiet if not line.startswith(" ")]  # then its reason
    assert [line.split(": ")[0] for line in verdicts] == paths  # one verdict per file


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
