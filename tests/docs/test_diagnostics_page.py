"""docs/diagnostics.md has a section for every diagnostic code the package can report
(the registry of scripts/diagnostic_codes.py: the code literals of trfcheck/) and for no
other, each with its severity, its rule and what to do; an example file it names exists."""

from __future__ import annotations

import importlib.util
import re
from typing import Any

import pytest

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
        assert (REPO / example).is_file(), example
