"""docs/diagnostics.md has a section for every diagnostic code the package can report
(the registry of scripts/diagnostic_codes.py: the code literals of trfcheck/) and for no
other, each with its severity, its rule and what to do; the example a section names gives
that code (``trfcheck check FILE``, or the command the section shows)."""

from __future__ import annotations

import functools
import importlib.util
import json
import os
import re
import shlex
import subprocess
import sys
from typing import Any

import pytest

from tests.docs.test_citations import cited_files, shipped
from tests.docs.transcripts import REPO

PAGE = REPO / "docs" / "diagnostics.md"


def _registry() -> Any:
    spec = importlib.util.spec_from_file_location(
        "diagnostic_codes", REPO / "scripts" / "diagnostic_codes.py"
    )
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


CODES = _registry().codes()


def _sections() -> dict[str, str]:
    text = PAGE.read_text(encoding="utf-8")
    parts = re.split(r"^### (\w+)\n", text, flags=re.MULTILINE)
    return {parts[i]: parts[i + 1] for i in range(1, len(parts), 2)}


def test_the_registry_holds_the_codes_of_every_family() -> None:
    assert {"PLY001", "RPL001", "STD001", "TEAM001", "TUNX001", "LST007", "T26005"} <= set(CODES)
    assert len(CODES) >= 80


def test_the_page_has_a_section_per_code_and_no_other() -> None:
    documented = _registry().documented(PAGE)
    assert sorted(documented) == CODES
    assert len(documented) == len(set(documented))


@pytest.mark.parametrize("code", CODES)
def test_the_section_says_severity_rule_and_what_to_do(code: str) -> None:
    section = _sections()[code]
    assert "**Severity:**" in section
    assert "**Rule:**" in section
    assert "**What to do:**" in section
    for example in re.findall(r"\*\*Example:\*\* `([^`]+)`", section):
        paths = [w for w in shlex.split(example) if w.startswith("fixtures/")]
        assert paths, example
        assert all((REPO / p).is_file() for p in paths), example


def _examples() -> dict[str, str]:
    """Each code's example, as the page names it."""
    found = {}
    for code, section in _sections().items():
        match = re.search(r"\*\*Example:\*\* `([^`]+)`", section)
        if match:
            found[code] = match.group(1)
    return found


def _run(args: list[str]) -> str:
    env = {**os.environ, "COLUMNS": "80"}
    command = [sys.executable, "-m", "trfcheck", *args]
    return subprocess.run(command, cwd=REPO, env=env, capture_output=True, text=True).stdout


@functools.cache
def _findings_of_files() -> dict[str, list[dict[str, Any]]]:
    """The findings ``trfcheck check --format json`` reports for every example file, in
    one process."""
    files = sorted({e for e in _examples().values() if not e.startswith("trfcheck ")})
    found: dict[str, list[dict[str, Any]]] = {}
    for line in _run(["check", *files, "--format", "json", "--jobs", "1"]).splitlines():
        report = json.loads(line)
        found[report["file"]] = report.get("violations", [])
    return found


def _codes_of_files() -> dict[str, set[str]]:
    return {f: {v["code"] for v in vs} for f, vs in _findings_of_files().items()}


def test_no_finding_of_the_examples_cites_a_file_the_reader_lacks() -> None:
    """Every finding of every example (codes of every family): its rule and message cite
    the FIDE text or a shipped page, never a document the reader does not have."""
    findings = [v for vs in _findings_of_files().values() for v in vs]
    assert len({v["code"] for v in findings}) >= 50
    cited = {n for v in findings for n in cited_files(f"{v['rule']} {v['message']}")}
    assert {n for n in cited if not shipped(n)} == set()


def test_every_code_has_an_example() -> None:
    assert sorted(_examples()) == CODES


@pytest.mark.parametrize("code", sorted(_examples()))
def test_the_example_gives_its_code(code: str) -> None:
    example = _examples()[code]
    if example.startswith("trfcheck "):
        env = {**os.environ, "COLUMNS": "80"}
        command = [sys.executable, "-m", *shlex.split(example)]
        done = subprocess.run(command, cwd=REPO, env=env, capture_output=True, text=True)
        assert f" {code}: " in done.stderr + done.stdout
    else:
        assert code in _codes_of_files()[example]
