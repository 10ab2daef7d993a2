"""``trfcheck norms``: text within 80 columns, JSON valid against its schema, CSV, the options
the file cannot answer, and bad input. The numbers are those of tests/titles/test_norm_cases.py
(worked from B.01 2024)."""

from __future__ import annotations

import csv
import io
import json
from pathlib import Path

import jsonschema
from typer.testing import CliRunner

from tests.conftest import FIXTURES
from trfcheck.cli import app

RUNNER = CliRunner(env={"COLUMNS": "80"})
NORMS = FIXTURES / "norms"
SCHEMA = Path(__file__).parents[2] / "trfcheck" / "titles" / "norms.schema.json"


def _run(*args: str) -> tuple[int, str]:
    result = RUNNER.invoke(app, ["norms", *args])
    return result.exit_code, result.stdout


def test_text_names_the_edition_and_the_gm_norm_within_80_columns() -> None:
    code, out = _run(str(NORMS / "gm_met.trf"))
    assert code == 0, out
    assert "title regulations: B.01 2024" in out
    assert "1 Applicant, Ann: GM norm met (all games; rounds 1, 2, 3, 4, 5, 6, 7, 8, 9)" in out
    assert max(len(line) for line in out.splitlines()) <= 80


def test_text_says_what_fails() -> None:
    code, out = _run(str(NORMS / "fail_1_4_8.trf"))
    assert code == 0, out
    assert "1   Applicant, Ann  GM     NO    6.5/9  2401  72%  2567  1.4.8" in out
    assert "1 Applicant, Ann: GM norm NOT met" not in out  # details of failed norms: --all
    code, out = _run(str(NORMS / "fail_1_4_8.trf"), "--all")
    assert code == 0, out
    assert "1 Applicant, Ann: GM norm NOT met" in out
    assert "1.4.8 Rp = Ra + dp: Ra 2401 + dp 166 (p 72 %)" in out


def test_json_follows_the_schema_one_entry_per_player_and_title() -> None:
    code, out = _run(str(NORMS / "im_only.trf"), "--format", "json")
    assert code == 0, out
    data = json.loads(out)
    jsonschema.validate(data, json.loads(SCHEMA.read_text(encoding="utf-8")))
    mine = [(n["title"], n["met"]) for n in data["norms"] if n["start_rank"] == 1]
    assert mine == [("GM", False), ("IM", True)]
    im = next(n for n in data["norms"] if n["start_rank"] == 1 and n["title"] == "IM")
    assert (im["ra"], im["p"], im["dp"], im["rp"]) == (2401, 67, 125, 2526)
    rp = next(a for a in im["articles"] if a["article"] == "1.4.8")
    assert (rp["met"], rp["value"], rp["required"]) == (True, 2526, 2450)
    keys = {(n["start_rank"], n["title"]) for n in data["norms"]}
    assert len(keys) == len(data["norms"])


def test_csv_one_row_per_norm_and_article() -> None:
    code, out = _run(str(NORMS / "gm_met.trf"), "--format", "csv")
    assert code == 0, out
    rows = list(csv.DictReader(io.StringIO(out)))
    mine = [r for r in rows if r["start_rank"] == "1"]
    assert {r["norm_met"] for r in mine} == {"yes"}
    assert [r["article"] for r in mine][:3] == ["1.4.1", "1.4.2", "1.4.3"]
    assert next(r for r in mine if r["article"] == "1.4.8")["value"] == "2621"


def test_exemption_waives_the_federations() -> None:
    code, out = _run(str(NORMS / "fail_1_4_3.trf"), "--format", "json")
    assert code == 0
    first = next(n for n in json.loads(out)["norms"] if n["start_rank"] == 1)
    assert first["met"] is False
    code, out = _run(str(NORMS / "fail_1_4_3.trf"), "--format", "json", "--exemption", "zonal")
    assert code == 0
    first = next(n for n in json.loads(out)["norms"] if n["start_rank"] == 1)
    assert first["met"] is True
    # B.01 2024: the exemptions are 1.4.3a-d; they waive 1.4.3 and the maximums of 1.4.4
    federations = [a for a in first["articles"] if a["article"] in ("1.4.3", "1.4.4")]
    assert len(federations) == 3
    assert all("zonal tournament (1.4.3c)" in a["note"] for a in federations)


def test_chief_arbiter_undecided_without_the_option(tmp_path: Path) -> None:
    text = (NORMS / "gm_met.trf").read_text(encoding="utf-8").replace("102 IA ", "102 ")
    path = tmp_path / "no_ia.trf"
    path.write_text(text, encoding="utf-8")
    code, out = _run(str(path), "--format", "json")
    assert code == 0, out
    first = next(n for n in json.loads(out)["norms"] if n["start_rank"] == 1)
    assert first["met"] is None  # nothing fails; 1.1.5 is not in the file
    arbiter = next(a for a in first["articles"] if a["article"] == "1.1.5")
    assert arbiter["met"] is None and "--chief-arbiter-ia" in arbiter["note"]
    code, out = _run(str(path), "--format", "json", "--chief-arbiter-ia")
    assert code == 0, out
    assert next(n for n in json.loads(out)["norms"] if n["start_rank"] == 1)["met"] is True


def test_unknown_exemption_is_a_usage_error() -> None:
    result = RUNNER.invoke(app, ["norms", str(NORMS / "gm_met.trf"), "--exemption", "open"])
    assert result.exit_code == 2, result.output


def test_missing_file_exit_3(tmp_path: Path) -> None:
    result = RUNNER.invoke(app, ["norms", str(tmp_path / "none.trf")])
    assert result.exit_code == 3, result.output
    assert "Traceback" not in result.output


def test_no_player_examined_is_said() -> None:
    code, out = _run(str(NORMS / "fail_1_4_9.trf"))
    assert code == 0
    assert "No player has at least 35 % and enough games" in out


def test_fide_list_replaces_the_file_ratings(tmp_path: Path) -> None:
    # fail_1_4_8: 6.5/9, Ra 2401, Rp 2567. A list that gives opponent 2 (FIDE id 1002, 2500
    # in the file) 2700 instead: Ra = (21610 + 200) / 9 = 2423.3 -> 2423, Rp 2423 + 166 = 2589.
    players = "".join(
        f"<player><fideid>{1000 + sr}</fideid><name>Player{sr:02d}, P</name>"
        f"<country>{fed}</country><sex>M</sex><title>{title}</title>"
        f"<rating>{rating}</rating><k>10</k></player>\n"
        for sr, title, rating, fed in (
            (1, "IM", 2450, "ENG"), (2, "GM", 2700, "GER"), (3, "GM", 2480, "FRA"),
            (4, "GM", 2460, "ESP"), (5, "IM", 2420, "NED"), (6, "IM", 2400, "ENG"),
            (7, "IM", 2380, "ENG"), (8, "FM", 2350, "USA"), (9, "FM", 2320, "POL"),
            (10, "", 2300, "SWE"),
        )
    )  # fmt: skip
    listing = tmp_path / "players_list_xml_foa.xml"
    listing.write_text(f'<?xml version="1.0" encoding="utf-8"?>\n<playerslist>\n{players}'
                       "</playerslist>\n", encoding="utf-8")  # fmt: skip
    code, out = _run(str(NORMS / "fail_1_4_8.trf"), "--format", "json", "--fide-list", str(listing))
    assert code == 0, out
    data = json.loads(out)
    first = next(n for n in data["norms"] if n["start_rank"] == 1)
    assert (first["ra"], first["rp"]) == (2423, 2589)
    assert not any("--fide-list" in note for note in data["notes"])
    assert "from the rating list for 10 of 10 players" in " ".join(data["notes"])


def test_unreadable_fide_list_exit_3(tmp_path: Path) -> None:
    listing = tmp_path / "list.txt"
    listing.write_text("not a list\n", encoding="utf-8")
    result = RUNNER.invoke(app, ["norms", str(NORMS / "gm_met.trf"), "--fide-list", str(listing)])
    assert result.exit_code == 3, result.output


def test_team_event_norms_from_the_individual_games() -> None:
    team = FIXTURES / "external" / "chesspairing" / "trf2026-team.trf"
    result = RUNNER.invoke(app, ["norms", str(team), "--format", "json"])
    assert result.exit_code in (0, 1), result.output  # 1: the file's own errors
    data = json.loads(result.stdout)
    assert any("a team event" in note for note in data["notes"])


def test_a_team_events_player_points_are_no_finding() -> None:
    """As for ``rating``: no PTS001 for a team event's 001 points, exit 0."""
    path = FIXTURES / "external" / "markdechamps-swiss-team-2026" / "team-2000.trf"
    result = CliRunner().invoke(app, ["norms", str(path)])
    assert result.exit_code == 0, result.stderr
    assert "PTS001" not in result.stderr


def test_far_norms_are_counted_not_listed_one_row_each() -> None:
    # A team event with no titled player: every one of its 148 norms fails 1.4.5 (no score
    # changes the opponents), so the summary counts them instead of 148 "NO" rows.
    path = FIXTURES / "external" / "markdechamps-swiss-team-2026" / "team-2000.trf"
    code, out = _run(str(path))
    assert code == 0, out
    assert "Norms (SR: start rank; 148 examined):" in out
    assert "148 norm(s) not met on the games or the opponents (1.4.1-1.4.8a)" in out
    assert " NO " not in out
    code, out = _run(str(path), "--all")
    assert out.count(" NO ") >= 148


def test_the_record_read_for_the_time_control_is_named() -> None:
    # sample.TUNX has no 222: its 122 "7'+5'' ou 12' KO" is read (12 minutes for 60 moves
    # either way) and named as 122, not 222.
    _, out = _run(str(FIXTURES / "swiss-manager" / "sample.TUNX"))
    assert "1.1.3 minutes for 60 moves: 122 7'+5'' ou 12' KO" in out
    assert "222 7'" not in out
    assert "not examined for WGM and WIM" in out  # a Swiss-Manager file marks women only


def test_reading_norm_round_robin_is_an_option_of_norms() -> None:
    code, out = _run(str(NORMS / "gm_met.trf"), "--reading", "norm-round-robin=mix")
    assert code == 0, out
    assert "1.4.1f read as --reading norm-round-robin=mix" in out
    result = RUNNER.invoke(app, ["norms", str(NORMS / "gm_met.trf"), "--reading",
                                 "dutch-tpn=paired"])  # fmt: skip
    assert result.exit_code == 2
    assert "not a reading of norms" in result.output
