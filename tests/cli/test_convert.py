"""``trfcheck convert``: byte-for-byte trf, formats, exit codes, refusal to overwrite."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from typer.testing import CliRunner

from tests.conftest import FIXTURES, corpus_id, corpus_trf_files
from trfcheck.cli import app

RUNNER = CliRunner(env={"COLUMNS": "120"})
EXAMPLE = FIXTURES / "trf" / "valid" / "trf16_lf.trf"


def run(*args: str) -> tuple[int, str, str]:
    result = RUNNER.invoke(app, list(args))
    return result.exit_code, result.stdout, result.stderr


@pytest.mark.slow
@pytest.mark.parametrize("path", corpus_trf_files(), ids=corpus_id)
def test_convert_to_trf_reproduces_every_shared_file(path: Path, tmp_path: Path) -> None:
    """``trfcheck convert F --to trf -o OUT`` gives F's bytes."""
    out = tmp_path / "out.trf"
    code, _, err = run("convert", str(path), "--to", "trf", "-o", str(out))
    assert code in (0, 1), err
    assert out.read_bytes() == path.read_bytes()


def test_json_made_from_a_file_converts_to_the_same_trf16(tmp_path: Path) -> None:
    source = FIXTURES / "trf" / "valid" / "trf06_legacy.trf"
    as_json, direct, via_json = tmp_path / "x.json", tmp_path / "a.trf", tmp_path / "b.trf"
    assert run("convert", str(source), "--to", "json", "-o", str(as_json))[0] == 0
    assert run("convert", str(source), "--to", "trf16", "-o", str(direct))[0] == 0
    assert run("convert", str(as_json), "--to", "trf16", "-o", str(via_json))[0] == 0
    assert direct.read_bytes() == via_json.read_bytes()
    assert direct.read_bytes().startswith(b"012 Old Open\r\n042 2005/07/28\r\n")
    assert b"0000 - U" in direct.read_bytes()  # 0000 - + normalised (docs/trf-format.md)


def test_json_output_follows_the_schema_shape() -> None:
    code, out, _ = run("convert", str(EXAMPLE), "--to", "json")
    data = json.loads(out)
    schema_path = Path(__file__).parents[2] / "trfcheck" / "trf" / "trf.schema.json"
    schema = json.loads(schema_path.read_text())
    assert code == 0 and set(schema["required"]) <= set(data)
    assert set(data["tournament"]) == set(schema["$defs"]["tournament"]["properties"])
    player = data["tournament"]["players"][0]
    assert set(player) == set(schema["$defs"]["player"]["properties"])
    assert player["points_tenths"] == 20 and player["rounds"][0] == {
        "opponent": 3,
        "colour": "w",
        "result": "1",
    }


def test_csv_has_one_row_per_player() -> None:
    code, out, _ = run("convert", str(EXAMPLE), "--to", "csv")
    rows = out.splitlines()
    assert code == 0 and len(rows) == 5
    assert rows[0].startswith("start_rank,name,") and rows[0].endswith(
        "r2_opponent,r2_colour,r2_result"
    )
    assert rows[1] == '1,"Alpha, Ann",m,GM,2400,POR,1001,1990/01/01,2.0,2.0,1,3,w,1,2,b,1'


def test_refuses_to_overwrite_the_input(tmp_path: Path) -> None:
    copy = tmp_path / "in.trf"
    copy.write_bytes(EXAMPLE.read_bytes())
    code, _, err = run("convert", str(copy), "--to", "trf16", "-o", str(copy))
    assert code == 2, err
    assert "refusing to overwrite the input" in err
    assert copy.read_bytes() == EXAMPLE.read_bytes()


def test_output_is_written_atomically_and_replaces_an_old_file(tmp_path: Path) -> None:
    out = tmp_path / "out.trf"
    out.write_text("old")
    assert run("convert", str(EXAMPLE), "--to", "trf", "-o", str(out))[0] == 0
    assert out.read_bytes() == EXAMPLE.read_bytes()
    assert [p.name for p in tmp_path.iterdir()] == ["out.trf"]  # no temporary left behind


@pytest.mark.parametrize(
    ("name", "code"),
    [
        ("empty.trf", 3),
        ("no_player_records.trf", 3),
        ("vega_tdf.trf", 4),
        ("unknown_result_code.trf", 1),
        ("truncated_line.trf", 1),
    ],
)
def test_exit_codes_for_bad_input(name: str, code: int) -> None:
    path = FIXTURES / "trf" / "invalid" / name
    got, _, err = run("convert", str(path), "--to", "trf")
    assert got == code, err
    assert f"{path}:" in err and "Traceback" not in err


def test_strict_turns_findings_into_an_error() -> None:
    path = FIXTURES / "trf" / "invalid" / "unknown_result_code.trf"
    code, out, err = run("convert", str(path), "--to", "trf", "--strict")
    assert code == 3, err
    assert out == "" and f"{path}:8:99:" in err


def test_missing_file_and_bad_option() -> None:
    code, _, err = run("convert", "/no/such/file.trf", "--to", "trf")
    assert code == 3 and "cannot read" in err
    assert run("convert", str(EXAMPLE), "--to", "pdf")[0] == 2


def test_unsupported_scoring_for_trf26_exits_4(tmp_path: Path) -> None:
    """XXS with different win values for white and black has no TRF-26 162 form (W D L A P)."""
    source = tmp_path / "x.trf"
    source.write_bytes(EXAMPLE.read_bytes() + b"XXS WW=1 BW=1.5\n")
    code, _, err = run("convert", str(source), "--to", "trf26")
    assert code == 4 and "162" in err


TEAM_2003 = FIXTURES / "external" / "markdechamps-swiss-team-2026" / "team-2003.trf"
GRANDMOMMY = FIXTURES / "real" / "echecsjs_trf" / "grandmommyscup.trf"


def test_a_clean_team_event_converts_with_exit_0() -> None:
    """README "Exit codes": exit 1 for the reader's errors that apply to the event. A team
    event's 001 points are not sums of results and its PAB is a U for every member
    (PTS001 and RND006 do not apply, as for check, show and standings): team-2003 checks
    clean, so its conversion exits 0 without them."""
    code, _, err = run("convert", str(TEAM_2003), "--to", "json")
    assert code == 0, err
    assert "PTS001" not in err and "RND006" not in err


@pytest.mark.parametrize(
    "command", [["show"], ["standings"], ["convert", "--to", "json"]], ids=lambda c: c[0]
)
def test_every_command_reports_a_team_events_absences_as_check_does(command: list[str]) -> None:
    """README "Findings at load": in a team event a member written absent in a round his team
    played is a reserve, no finding, and the rounds of teams without a match are one RES012
    for the file. check says so (1 warning); the other commands said 1328 warnings."""
    checked = RUNNER.invoke(app, ["check", str(GRANDMOMMY), "--format", "json"])
    warnings = [v for v in json.loads(checked.stdout)["violations"] if v["code"] == "RES012"]
    assert len(warnings) == 1
    code, _, err = run(*command, str(GRANDMOMMY))
    assert code == 0, err
    assert [line for line in err.splitlines() if " RES012: " in line] == [
        line for line in err.splitlines() if "teams have rounds without a match" in line
    ]
    assert err.rstrip().endswith("trfcheck: 1 warning")
