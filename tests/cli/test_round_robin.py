"""``trfcheck pair`` and ``generate`` on round robins: the next round from the Berger table
(C.05 Annex 1), and generated round robins (random results, forfeits, withdrawals, odd and
even fields, single and double) that ``check`` passes with a full verdict."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from typer.testing import CliRunner

from tests.conftest import FIXTURES
from trfcheck.cli import app
from trfcheck.generator.roundrobin import RoundRobinConfig, round_robin, round_robin_trf
from trfcheck.pairers.roundrobin import Variant
from trfcheck.trf import read, read_file
from trfcheck.verify.replay import published_round

RUNNER = CliRunner(env={"COLUMNS": "160"})
CRO = FIXTURES / "swiss-manager" / "cro_1386115.TUNX"


def test_pair_gives_the_table_round(tmp_path: Path) -> None:
    """Round 7 of a 12-player Swiss-Manager round robin re-paired from rounds 1-6: the
    published round (the event follows the printed table), exit 0."""
    result = RUNNER.invoke(app, ["pair", str(CRO), "--round", "7", "--format", "json"])
    assert result.exit_code == 0, result.output
    data = json.loads(result.stdout)
    boards = {(b["white"], b["black"]) for b in data["boards"]}
    assert boards == set(published_round(read_file(CRO).tournament, 7))


def test_generate_round_robins_that_check_clean(tmp_path: Path) -> None:
    """``generate --system roundrobin --double``: every file passes ``check`` with every
    round following the table."""
    result = RUNNER.invoke(
        app,
        [
            "generate",
            "--system",
            "roundrobin",
            "--double",
            "--players",
            "5-8",
            "--count",
            "3",
            "-o",
            str(tmp_path),
        ],
    )
    assert result.exit_code == 0, result.output
    for path in sorted(tmp_path.glob("*.trf")):
        out = RUNNER.invoke(app, ["check", str(path)])
        assert out.exit_code == 0, out.output
        assert "follow the Berger table" in out.stdout and "double" in out.stdout


@pytest.mark.parametrize("seed", range(12))
def test_random_round_robins_follow_their_table(seed: int) -> None:
    """Forfeits and withdrawals change no pairing: the audit of a generated event finds no
    RR finding and says every round follows the table."""
    n = 3 + seed % 10
    variant = list(Variant)[seed % 3]
    t = round_robin(RoundRobinConfig(n, variant, forfeit=0.1, withdrawal=0.2), seed)
    written = read(round_robin_trf(t), "rr.trf")
    result = RUNNER.invoke(app, ["check", "-", "--format", "json"], input=round_robin_trf(t))
    data = json.loads(result.stdout)
    assert [v for v in data["violations"] if v["code"].startswith("RR")] == []
    text = data["verdict"]["text"]
    assert "follow the Berger table" in text and "depart" not in text, text
    assert written.tournament.rounds_played == t.rounds_played


def test_show_gives_the_crosstable_in_berger_order(tmp_path: Path) -> None:
    """TEC exercise 26 (6 players, players 5 and 6 drew each other's numbers): the
    crosstable's rows by Berger number, its first column (C.05 Annex 1)."""
    held = FIXTURES / "external" / "tiebreakserver" / "held_round_robin.trf"
    path = tmp_path / "rr.trf"
    path.write_text("192 FIDE_ROUNDROBIN\n" + held.read_text(encoding="utf-8"), encoding="utf-8")
    result = RUNNER.invoke(app, ["show", str(path)])
    assert result.exit_code == 0, result.output
    cross = result.stdout.split("Crosstable in Berger order", 1)[1].splitlines()
    rows = [line.split()[:2] for line in cross if line[:1].isdigit()]
    assert rows == [["1", "1"], ["2", "2"], ["3", "3"], ["4", "4"], ["5", "6"], ["6", "5"]]


MANDATORY = (
    "DE,BPG,BWG,REP,STD,SB,SB/C1,SB/C2,RTNG,RTNG/R,WIN,TPN,TPN/R,KS,KS/L1,KS/L2,KS/L-1,KS/L-2"
)


def test_round_robin_tiebreaks_and_the_refused_ones(tmp_path: Path) -> None:
    """FIDE's software checklist, Q104: every tie-break a round robin must offer is computed
    (C.07 art. 15); Q105: the Buchholz family is refused (C.07 art. 8 note)."""
    held = FIXTURES / "external" / "tiebreakserver" / "held_round_robin.trf"
    path = tmp_path / "rr.trf"
    path.write_text("192 FIDE_ROUNDROBIN\n" + held.read_text(encoding="utf-8"), encoding="utf-8")
    result = RUNNER.invoke(
        app, ["standings", str(path), "--tiebreaks", MANDATORY, "--format", "csv"]
    )
    assert result.exit_code == 0, result.output
    assert result.stdout.splitlines()[0].split(",")[5:] == ["PTS", *MANDATORY.split(",")]
    refused = RUNNER.invoke(app, ["standings", str(path), "--tiebreaks", "BH,SB"])
    assert refused.exit_code != 0 and "must not be used in round robins" in refused.output
