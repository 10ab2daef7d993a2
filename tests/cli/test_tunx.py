"""The commands on Swiss-Manager ``.TUNX`` files (docs/tunx.md): check re-pairs the Swiss events
and explains each differing round; convert writes TRF-26, TRF16 and JSON that read back to
the same tournament with no cross-table or points finding and say what they were converted
from; exit codes 3 (a file that does not decode) and 4 (a team file)."""

from __future__ import annotations

from pathlib import Path

import pytest
from typer.testing import CliRunner

from tests.conftest import FIXTURES
from trfcheck.cli import app
from trfcheck.trf import read_file
from trfcheck.trf.convert import differences

RUNNER = CliRunner(env={"COLUMNS": "160"})
FOLDER = FIXTURES / "swiss-manager"
TEAM = "cro_1386026.TUNX"
REFUSED = {"maestro_1384490.TUNX", "ukraine_rapid8_1377000.TUNX"}  # tests/trf/test_tunx.py
INDIVIDUAL = sorted(p.name for p in FOLDER.glob("*.TUNX") if p.name != TEAM) + sorted(
    f"more/{p.name}" for p in (FOLDER / "more").glob("*.TUNX") if p.name not in REFUSED
)
# Files with absences announced for rounds not yet paired (240 records): TRF16 cannot hold
# them, so convert --to trf16 refuses (exit 4) rather than drop them.
NEEDS_240 = {"abs_fem_1378181.TUNX", "brazilian_circuit_1370000.TUNX"}


def run(*args: str) -> tuple[int, str, str]:
    result = RUNNER.invoke(app, list(args))
    return result.exit_code, result.stdout, result.stderr


def test_check_repairs_a_swiss_tunx_and_finds_it_right() -> None:
    """sample.TUNX's 7 rounds re-paired by the Dutch rules, none differs."""
    code, out, err = run("check", str(FOLDER / "sample.TUNX"))
    assert code == 0, out + err
    assert "PASS" in out and "0 of 7 rounds differ" in out


def test_check_explains_a_differing_round_of_a_tunx() -> None:
    """Round 3 of russian_weekend differs from the rules' pairing; the
    explanation names the bracket and the criterion, as for any TRF."""
    code, out, _ = run("check", str(FOLDER / "russian_weekend_1383000.TUNX"))
    assert code == 1
    assert "1 of 7 rounds differ" in out
    assert "RPL001" in out and "C14" in out


def test_check_of_a_round_robin_tunx_does_not_repair_it() -> None:
    code, out, _ = run("check", str(FOLDER / "cro_1386115.TUNX"))
    assert code == 0 and "round robin" in out


@pytest.mark.parametrize("name", INDIVIDUAL)
@pytest.mark.parametrize("to", ["trf26", "trf16", "json"])
def test_conversions_round_trip(name: str, to: str, tmp_path: Path) -> None:
    """TUNX -> FORMAT -> model equals TUNX -> model; the output
    reads with no cross-table or points finding and its header says it was converted."""
    source = FOLDER / name
    out = tmp_path / f"out.{to}"
    code, _, err = run("convert", str(source), "--to", to, "-o", str(out))
    if to == "trf16" and name in NEEDS_240:
        assert code == 4 and "240" in err and not out.exists()
        return
    assert code == 0, err
    direct = read_file(source)
    again = read_file(out)
    assert differences(direct.tournament, again.tournament) == []
    codes = {f.code for f in again.findings}
    assert not {c for c in codes if c[:3] in ("RND", "PTS", "RES", "PLY")}, codes
    text = out.read_text(encoding="utf-8")
    assert f"### converted by trfcheck from the Swiss-Manager file {Path(name).name}" in text
    if to != "json":
        assert text.startswith("### converted by trfcheck")


def test_a_truncated_tunx_exits_3_with_its_offset(tmp_path: Path) -> None:
    cut = tmp_path / "cut.TUNX"
    cut.write_bytes((FOLDER / "sample.TUNX").read_bytes()[:9000])
    code, out, err = run("convert", str(cut), "--to", "trf26")
    assert code == 3 and out == ""
    assert f"{cut}:0x" in err and "error TUNX001" in err
    assert len(err.strip().splitlines()) == 1  # one diagnostic line, not wrapped


def test_a_team_file_exits_4() -> None:
    code, _, err = run("check", str(FOLDER / TEAM))
    assert code == 4 and "team" in err


def test_show_and_standings_read_tunx() -> None:
    assert run("show", str(FOLDER / "srb_1386570.TUNX"))[0] in (0, 1)
    code, out, _ = run("standings", str(FOLDER / "srb_1386570.TUNX"))
    assert code == 0 and "standings after round 9" in out


def test_pair_reads_tunx() -> None:
    """esp_1385737 has 76 players and no round paired: trfcheck pairs round 1."""
    code, out, _ = run("pair", str(FOLDER / "esp_1385737.TUNX"))
    assert code == 0 and "Round 1" in out


def test_check_of_a_folder_takes_its_tunx_files(tmp_path: Path) -> None:
    (tmp_path / "a.TUNX").write_bytes((FOLDER / "dubai_mira_1378000.TUNX").read_bytes())
    code, out, _ = run("check", "-q", str(tmp_path))
    assert code == 0 and "a.TUNX" in out
