"""The 2017 and 2026 Dutch editions, each giving its own pairing.

Golden pairings in fixtures/pairing/dutch/editions.json come from the two reference
engines: bbpPairings v5.0.1 for 2017 and v6.0.0 for 2026 (see the file's "source").
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from tests.conftest import FIXTURES
from trfcheck.pairers.dutch import DutchSystem
from trfcheck.ruleset import Overrides, PairingEdition, UnknownRules, resolve
from trfcheck.trf import read, read_file
from trfcheck.verify.replay import as_pairs

CASES: list[dict[str, Any]] = json.loads(
    (FIXTURES / "pairing" / "dutch" / "editions.json").read_text()
)["cases"]


def _pairing(case: dict[str, Any], edition: str) -> list[list[int]]:
    path: Path = FIXTURES / "generated/bbpPairings-v5-dutch2017" / case["file"]
    t = read_file(path).tournament
    return sorted(
        list(p) for p in as_pairs(DutchSystem(PairingEdition.parse(edition)).pair(t, case["round"]))
    )


def test_at_least_five_tournaments_differ_by_edition() -> None:
    assert len({c["file"] for c in CASES}) >= 5


@pytest.mark.parametrize("case", CASES, ids=lambda c: f"{c['file']}-r{c['round']}")
def test_2017_edition_gives_the_2017_pairing(case: dict[str, Any]) -> None:
    assert _pairing(case, "2017") == sorted(case["e2017"])


@pytest.mark.parametrize("case", CASES, ids=lambda c: f"{c['file']}-r{c['round']}")
def test_2026_edition_gives_the_2026_pairing(case: dict[str, Any]) -> None:
    assert _pairing(case, "2026") == sorted(case["e2026"])
    assert sorted(case["e2026"]) != sorted(case["e2017"])


HEADER = (
    "012 Edition test\n042 {date}\n{extra}001    1      A                                 2000\n"
)


@pytest.mark.parametrize(
    ("date", "extra", "edition", "why"),
    [
        ("2026/02/01", "", "2026", "start date"),
        ("2026/01/31", "", "2017", "start date"),
        ("2025/03/01", "192 FIDE_DUTCH_2026\n", "2026", "system code"),
        ("2026/05/01", "192 FIDE_DUTCH_2017\n", "2017", "system code"),
    ],
)
def test_edition_chosen_by_start_date_then_system_code(
    date: str, extra: str, edition: str, why: str
) -> None:
    """From 1 Feb 2026 the 2026 package applies; a 192 code naming an edition wins."""
    t = read(HEADER.format(date=date, extra=extra)).tournament
    rules = resolve(t)
    assert (rules.system.value, rules.edition.value) == ("dutch", PairingEdition.parse(edition))
    assert why in rules.edition.reason


def test_command_line_edition_overrides_the_file() -> None:
    t = read(HEADER.format(date="2026/05/01", extra="")).tournament
    forced = resolve(t, Overrides(system="dutch", edition="2017"))
    assert forced.edition.value is PairingEdition.parse("2017")
    with pytest.raises(UnknownRules, match="expected 2026 or pre2026 \\(alias 2017\\)"):
        resolve(t, Overrides(system="dutch", edition="1999"))
