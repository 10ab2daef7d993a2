"""The registry of open readings (``trfcheck.readings``) and their place in the ruleset.

Each reading names its article, at least two values with the default first, and a docs
section that argues it; ``--reading NAME=VALUE`` names outside the registry are usage
errors that list the choices.
"""

from __future__ import annotations

import pytest

from tests.conftest import REPO
from trfcheck.readings import READINGS, Reading, UnknownReading, parse_reading, readings_for
from trfcheck.ruleset import Overrides, System, UnknownRules, check_overrides, resolve
from trfcheck.trf.model import Tournament


@pytest.mark.parametrize("reading", READINGS, ids=[r.name for r in READINGS])
def test_each_reading_names_its_article_values_and_docs(reading: Reading) -> None:
    assert reading.article and reading.handbook.startswith(("C.04", "B.01"))
    assert len(reading.values) >= 2 and reading.default == reading.values[0].name
    page, _, section = reading.docs.partition(", ")
    text = (REPO / page).read_text()
    assert section.strip("'") in text, f"{page} has no section {section}"
    for value in reading.values:
        assert f"{reading.name}={value.name}" in text, f"{page} does not describe {value.name}"


def test_reading_parse_checks_name_and_value() -> None:
    assert parse_reading("dutch-tpn=registered") == ("dutch-tpn", "registered")
    assert parse_reading("LIM-ADJACENT=Residents") == ("lim-adjacent", "residents")
    for bad in ("dutch-tpn=literal", "colour=odd", "dutch-tpn"):
        with pytest.raises(UnknownReading) as error:
            parse_reading(bad)
        assert "registered" in str(error.value) or "paired" in str(error.value)


def test_an_unknown_reading_is_a_usage_error_naming_the_choices() -> None:
    with pytest.raises(UnknownRules, match=r"dutch-tpn=paired\|registered"):
        check_overrides(Overrides(readings=("dutch-pn=registered",)))


def test_the_ruleset_records_every_reading_of_its_system() -> None:
    t = Tournament(players=())
    dutch = resolve(t, Overrides(system="dutch"))
    assert [n for n, _ in dutch.readings] == [r.name for r in readings_for("dutch")]
    assert dutch.reading("dutch-tpn") == "paired"
    readings = dutch.to_dict()["readings"]
    assert isinstance(readings, dict) and readings["dutch-tpn"]["value"] == "paired"
    chosen = resolve(t, Overrides(system="dutch", readings=("dutch-tpn=registered",)))
    assert chosen.reading("dutch-tpn") == "registered"
    assert any("dutch-tpn=registered (--reading)" in line for line in chosen.describe())
    other = resolve(t, Overrides(system="lim", readings=("dutch-tpn=registered",)))
    assert other.system.value is System.LIM
    assert any("--reading dutch-tpn=registered ignored" in n for n in other.notes)


def test_a_reading_given_twice_with_different_values_is_a_usage_error() -> None:
    """``--reading dutch-tpn=paired --reading dutch-tpn=registered``: no silent last one
    wins (found by a review of the merged tool); the same value twice is accepted."""
    with pytest.raises(UnknownRules, match="given twice"):
        check_overrides(Overrides(readings=("dutch-tpn=paired", "dutch-tpn=registered")))
    check_overrides(Overrides(readings=("dutch-tpn=paired", "dutch-tpn=paired")))
