"""Golden files: each defective tournament of fixtures/verify/ gives exactly the findings
its .violations.json lists (code, severity, round, players).

The expected findings were derived by hand from the defect each file carries
(fixtures/verify/README.md); scripts/make_verify_fixtures.py wrote the files
without using trfcheck.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from tests.conftest import FIXTURES
from tests.named_rules import check_named
from trfcheck.standings.ranking import tiebreak_list
from trfcheck.trf import read_file
from trfcheck.verify.rules import read_pairings

VERIFY = FIXTURES / "verify"
CASES = sorted(VERIFY.glob("*.violations.json"))

Key = tuple[str, str, int | None, tuple[int, ...]]


def _expected(golden: dict[str, Any]) -> list[Key]:
    return sorted(
        (v["code"], v["severity"], v["round"], tuple(v["players"])) for v in golden["violations"]
    )


def _found(case: Path, golden: dict[str, Any]) -> list[Key]:
    trf = case.with_name(case.name.replace(".violations.json", ".trf"))
    loaded = read_file(trf)
    pairing = read_pairings(VERIFY / golden["pairings"]) if "pairings" in golden else None
    options = golden.get("options", {})
    found = check_named(
        loaded.tournament,
        golden["system"],
        golden["edition"],
        findings=loaded.findings,
        pairing=pairing,
        tiebreaks=tiebreak_list(loaded.tournament),
        lim_maxi=options.get("lim_maxi"),
    )
    return sorted((v.code, v.severity.value, v.round, v.players) for v in found)


def test_enough_cases_per_check() -> None:
    """At least two defective files for every family of checks."""
    prefixes = [c.name.split("_")[0] for c in CASES]
    for family in ("rematch", "colours", "bye", "floats", "boards", "points", "ranks"):
        assert prefixes.count(family) >= 2, family
    assert prefixes.count("crosstable") >= 2
    assert prefixes.count("initial") >= 2
    assert prefixes.count("lim") >= 2


@pytest.mark.parametrize("case", CASES, ids=lambda p: p.name.split(".")[0])
def test_golden_violations(case: Path) -> None:
    """The findings equal the golden list exactly."""
    golden = json.loads(case.read_text(encoding="utf-8"))
    assert _found(case, golden) == _expected(golden)
