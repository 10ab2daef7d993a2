"""Lim 3.3, 3.4, 3.9: "compatible opponent in the adjacent group" (reading lim-adjacent).

``fixtures/readings/lim-empty-median-upfloater.trf``, round 2, worked by hand from the text
(docs/lim.md, "Open readings"): the 1-point group pairs 2-7, 3-6, 5-8 and sends 11 down into
the empty median group. ``members`` (the default): the median holds 11, so the upfloater
must be able to meet him; 4 met 11 in round 1, and among the others due White (3.2.2) the
highest ranked is 10: 10-11, 8-5. ``residents``: nobody has an opponent in the empty
median; 4 (highest ranked due White) goes up, cannot meet 11, and 2.6 undoes 5-8: 8-11, 4-5.
The fixture's README names the same two outcomes.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from typer.testing import CliRunner

from tests.conftest import FIXTURES
from tests.oracles.lim_literal import LimLiteral
from trfcheck.cli import app
from trfcheck.pairers.base import RoundPairing
from trfcheck.pairers.lim import LimSystem
from trfcheck.ruleset import PairingEdition
from trfcheck.trf import read_file

REPRODUCER = FIXTURES / "readings/lim-empty-median-upfloater.trf"
EXPECTED = {"members": ({10, 11}, {5, 8}), "residents": ({8, 11}, {4, 5})}


def _pairs(pairing: RoundPairing) -> list[set[int]]:
    return [{b.white, b.black} for b in pairing.boards]


@pytest.mark.parametrize("reading", ["members", "residents"])
def test_empty_median_upfloater_under_each_reading(reading: str) -> None:
    t = read_file(REPRODUCER).tournament
    for system in (
        LimSystem(None, PairingEdition.R2026, reading),
        LimLiteral(None, "2026", reading),
    ):
        pairs = _pairs(system.pair(t, 2))
        for pair in EXPECTED[reading]:
            assert pair in pairs, (system.name, pairs)


def test_pair_takes_the_reading_option() -> None:
    runner = CliRunner(env={"COLUMNS": "160"})
    default = runner.invoke(app, ["pair", str(REPRODUCER), "--format", "json"])
    other = runner.invoke(
        app, ["pair", str(REPRODUCER), "--format", "json", "--reading", "lim-adjacent=residents"]
    )
    assert default.exit_code == 0 and other.exit_code == 0, default.output + other.output
    for run, reading in ((default, "members"), (other, "residents")):
        data = json.loads(run.stdout)
        pairs = [{b["white"], b["black"]} for b in data["boards"]]
        assert all(pair in pairs for pair in EXPECTED[reading])
        assert data["rules"]["readings"]["lim-adjacent"]["value"] == reading


def test_a_round_paired_under_the_other_reading_is_a_warning_that_names_it(
    tmp_path: Path,
) -> None:
    """Round 2 written as ``residents`` pairs it (8-11 and 4-5, derived above) and checked
    under the default: the round differs, matches the other reading, and is a warning."""
    runner = CliRunner(env={"COLUMNS": "160"})
    written = tmp_path / "round2-residents.trf"
    args = ["pair", str(REPRODUCER), "--reading", "lim-adjacent=residents", "--format", "trf"]
    paired = runner.invoke(app, [*args, "-o", str(written)])
    assert paired.exit_code == 0, paired.output
    t = read_file(written).tournament
    assert t.player(8).entry(2).opponent == 11 and t.player(4).entry(2).opponent == 5
    checked = runner.invoke(app, ["check", str(written), "--select", "RPL", "--format", "json"])
    assert checked.exit_code == 0, checked.output
    [finding] = json.loads(checked.stdout)["violations"]
    assert finding["code"] == "RPL001" and finding["severity"] == "warning"
    assert "matches the other reading of art. 3.3, 3.4, 3.9 of C.04.4.3" in finding["message"]
    assert "lim-adjacent=residents" in finding["message"]
