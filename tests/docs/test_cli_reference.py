"""The CLI reference of the documentation (docs/cli.md, filled at build time by
scripts/cli_reference.py) is the text ``trfcheck ... --help`` prints at 80 columns."""

from __future__ import annotations

import importlib.util
import os
import re
import subprocess
import sys
from typing import Any

import pytest

from tests.docs.transcripts import REPO


def _generator() -> Any:
    spec = importlib.util.spec_from_file_location(
        "cli_reference", REPO / "scripts" / "cli_reference.py"
    )
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def _sections(markdown: str) -> dict[str, str]:
    found = re.findall(r"^#+ `([^`]+)`\n\n```text\n(.*?)\n```$", markdown, re.M | re.S)
    return dict(found)


def test_the_cli_page_holds_the_marker_the_hook_fills() -> None:
    generator = _generator()
    assert generator.MARKER in (REPO / "docs" / "cli.md").read_text(encoding="utf-8")


def test_every_command_has_a_section() -> None:
    sections = _sections(_generator().reference())
    names = {"check", "pair", "convert", "show", "standings", "generate", "rating", "norms"}
    assert {f"trfcheck {n}" for n in names} | {"trfcheck", "trfcheck endorse run"} <= set(sections)


@pytest.mark.parametrize("command", ["trfcheck", "trfcheck check", "trfcheck endorse run"])
def test_a_section_is_what_help_prints(command: str) -> None:
    sections = _sections(_generator().reference())
    env = {**os.environ, "COLUMNS": "80"}
    args = [sys.executable, "-m", "trfcheck", *command.split()[1:], "--help"]
    printed = subprocess.run(args, capture_output=True, text=True, env=env, check=True).stdout
    assert sections[command] == printed.rstrip()
