"""``trfcheck rating``: exit codes, the three formats, the JSON schema, 80 columns."""

from __future__ import annotations

import json
from importlib import resources
from pathlib import Path

import jsonschema
import pytest
from typer.testing import CliRunner

from tests.conftest import FIXTURES
from trfcheck.cli import app

REAL = FIXTURES / "real"
FACTS = FIXTURES / "rating" / "rating_facts.trf"
SCHEMA = json.loads(resources.files("trfcheck.rating").joinpath("rating.schema.json").read_text())


def _run(*args: str) -> tuple[int, str, str]:
    result = CliRunner().invoke(app, ["rating", *args], terminal_width=80)
    return result.exit_code, result.stdout, result.stderr


@pytest.mark.parametrize(
    "name",
    ["sharly_chess/trf-import-test.trf", "echecsjs_trf/grandmommyscup.trf",
     "icu_tournament/bunratty_masters_2011.trf", "icu_ratings_app/galway_major_2011.trf"],
)  # fmt: skip
def test_json_follows_the_schema(name: str) -> None:
    code, out, err = _run(str(REAL / name), "--format", "json", "--k", "20")
    assert code in (0, 1), err
    data = json.loads(out)
    jsonschema.validate(data, SCHEMA)
    assert all(p["k_source"] == "option" for p in data["players"] if p["rating"] is not None)


def test_json_k_and_change_null_without_k() -> None:
    code, out, _ = _run(str(FACTS), "--format", "json")
    assert code == 0
    data = json.loads(out)
    jsonschema.validate(data, SCHEMA)
    first = data["players"][0]
    assert (first["k"], first["change"], first["k_source"]) == (None, None, "unknown")
    assert first["sum_dr"] == pytest.approx(0.2)  # 2450 v 2205, D 245 (236-245): PD .80, won
    assert data["rules"]["edition"]["value"] == "2024"


def test_text_fits_80_columns_and_says_the_rules() -> None:
    code, out, _ = _run(str(REAL / "echecsjs_trf/grandmommyscup.trf"), "--k", "10")
    assert code == 0
    assert max(len(line) for line in out.splitlines()) <= 80
    assert "rate of play: standard (222" in out
    assert "rating rules: B.02 2024" in out
    assert "1 Test0001 Player0001, rated 2586: 14 rated games, sum(dR) -2.80, K 10" in out


def test_csv_one_row_per_player() -> None:
    code, out, _ = _run(str(FACTS), "--format", "csv", "--k", "20")
    assert code == 0
    rows = out.splitlines()
    assert rows[0].startswith("start_rank,name,fide_id,rating,rated_games,sum_dr,k,k_source")
    assert len(rows) == 7
    assert rows[1].startswith('1,"Alpha, Anton",1000001,2450,1,0.2000,20,option,4.0000,4,')


def test_k_file(tmp_path: Path) -> None:
    """Player 1 by start rank (K 40), player 4 by FIDE id (K 20, 20 other games of the period:
    22 games x 20 = 440 <= 700, K stays 20)."""
    k_file = tmp_path / "k.csv"
    k_file.write_text("start_rank,fide_id,k,games\n1,,40,\n,1000004,20,20\n")
    code, out, _ = _run(str(FACTS), "--format", "json", "--k-file", str(k_file))
    assert code == 0
    players = {p["start_rank"]: p for p in json.loads(out)["players"]}
    assert (players[1]["k"], players[1]["k_source"], players[1]["change"]) == (40, "file", 8.0)
    assert (players[4]["k"], players[4]["period_games"]) == (20, 22)
    assert players[5]["k_source"] == "unknown"


def test_usage_and_input_errors(tmp_path: Path) -> None:
    k_file = tmp_path / "k.csv"
    k_file.write_text("start_rank,k\n99,20\n")
    assert _run(str(FACTS), "--k", "20", "--k-file", str(k_file))[0] == 2
    assert _run(str(FACTS), "--k", "0")[0] == 2
    code, _, err = _run(str(FACTS), "--k-file", str(k_file))
    assert code == 3 and "start rank 99" in err
    code, _, err = _run(str(FACTS), "--fide-list", str(tmp_path / "missing.xml"))
    assert code == 3 and "cannot read the list" in err
    assert _run(str(tmp_path / "missing.trf"))[0] == 3


def test_rate_option_when_the_file_says_nothing() -> None:
    code, out, _ = _run(str(REAL / "sharly_chess/trf-import-test.trf"), "--rate", "blitz")
    assert code == 0
    assert "rate of play: blitz (--rate" in out
    assert "rapid and blitz regulations 2024" in out


def test_a_team_events_player_points_are_no_finding() -> None:
    """A team event's 001 points are not sums of the player's results (README: the points
    column of a team event is not compared), so ``rating`` reports no PTS001 for them and
    exits 0, as ``check`` does on the same file (found by a review of the merged tool)."""
    path = FIXTURES / "external" / "markdechamps-swiss-team-2026" / "team-2000.trf"
    result = CliRunner().invoke(app, ["rating", str(path)])
    assert result.exit_code == 0, result.stderr
    assert "PTS001" not in result.stderr
