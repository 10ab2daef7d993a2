"""Issue 13, acceptance 4: what ``check`` says about what it could not check, or assumed.

Team events, empty folders, folders with other files, events older than the oldest
implemented text and files whose 192 code contradicts their start date: each gives the
documented message and exit code (README, "Checking").
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from typer.testing import CliRunner

from tests.conftest import FIXTURES
from trfcheck.cli import app

RUNNER = CliRunner()
TEAM_FILES = [
    FIXTURES / "real" / "echecsjs_trf" / "grandmommyscup.trf",
    FIXTURES / "real" / "sharly_chess" / "fide_tec_trf2026_sample.trf",
    FIXTURES / "real" / "sharly_chess" / "trf-team-import-test.trf",
]
EXAMPLE = FIXTURES / "examples" / "example-trf16.trf"


def _check(*args: str) -> tuple[int, str, str]:
    result = RUNNER.invoke(app, ["check", *args])
    return result.exit_code, result.stdout, result.stderr


@pytest.mark.parametrize("path", TEAM_FILES, ids=lambda p: p.name)
def test_team_event_is_said_to_be_one(path: Path) -> None:
    """A team event is recognised (192 FIDE_TEAM_..., or 310 records): its team rounds are
    re-paired with the Swiss Team system (C.04.6) and its findings are team findings; no
    individual replay runs (the replay names teams, not players)."""
    code, out, _ = _check(str(path), "--format", "json")
    data = json.loads(out)
    assert data["rules"]["team"]["value"] is True
    assert data["rules"]["system"]["value"] == "team"
    teams = {
        int(line[4:7])
        for line in path.read_text(errors="replace").splitlines()
        if line[:3] == "310"
    }
    for item in data["rounds"]:
        assert {x for pair in item["expected"] for x in pair if x} <= teams
    assert code == (0 if data["verdict"]["passed"] else 1)


def test_team_event_without_a_swiss_code_is_not_re_paired() -> None:
    """A team league (013 records, 092 Team League, no 192): checked, not re-paired."""
    path = FIXTURES / "real" / "icu_tournament" / "armstrong_2011.trf"
    code, out, _ = _check(str(path), "--format", "json")
    data = json.loads(out)
    assert data["rules"]["team"]["value"] is True and data["rounds"] == []
    assert any("team event" in item for item in data["verdict"]["not_checked"])
    assert code == (0 if data["verdict"]["passed"] else 1)
    _, text, _ = _check(str(path), "--wide")
    assert "not checked: a team event" in text


def test_empty_folder_is_refused(tmp_path: Path) -> None:
    code, _out, err = _check(str(tmp_path))
    assert code == 3
    assert "no TRF or JSON file in this folder" in err and "nothing was checked" in err


def test_other_files_in_a_folder_are_listed_as_skipped(tmp_path: Path) -> None:
    (tmp_path / "a.trf").write_bytes(EXAMPLE.read_bytes())
    (tmp_path / "notes.pdf").write_text("x")
    code, out, err = _check(str(tmp_path))
    assert code == 0
    assert f"{tmp_path / 'notes.pdf'}: skipped" in err
    totals = out.split("\n\n")[-1].splitlines()
    assert totals[0].split()[6] == "skipped" and totals[2].split()[6] == "1"


def test_unreadable_file_has_a_json_line_and_counts(tmp_path: Path) -> None:
    bad = tmp_path / "bad.trf"
    bad.write_text("not a tournament\n")
    (tmp_path / "good.trf").write_bytes(EXAMPLE.read_bytes())
    code, out, _ = _check(str(tmp_path), "--format", "json", "--jobs", "1")
    lines = [json.loads(line) for line in out.splitlines()]
    assert code == 3
    assert lines[0] == {"file": str(bad), "exit": 3, "error": lines[0]["error"]}
    assert "expected at least one 001 player record" in lines[0]["error"]
    assert lines[1]["file"] == str(tmp_path / "good.trf")


def test_event_of_2010_names_the_nearest_text(tmp_path: Path) -> None:
    path = tmp_path / "old.trf"
    path.write_text(EXAMPLE.read_text().replace("042 2026/03/06", "042 2010/05/01"))
    _code, out, _ = _check(str(path), "--wide")
    assert "before the oldest text trfcheck implements" in out
    assert "the nearest one, pre2026, was applied" in out
    data = json.loads(_check(str(path), "--format", "json")[1])
    assert data["edition"] == "pre2026"
    assert "nearest" in data["rules"]["edition"]["note"]


def test_system_code_that_contradicts_the_date_is_noted() -> None:
    """sharly_chess/trf-import-test.trf: 192 FIDE_DUTCH_2026_BAKU, 042 2025-09-13."""
    path = FIXTURES / "real" / "sharly_chess" / "trf-import-test.trf"
    data = json.loads(_check(str(path), "--format", "json")[1])
    assert data["edition"] == "2026"
    note = data["rules"]["edition"]["note"]
    assert "names the 2026 rules but the event started on 2025-09-13" in note
    assert data["rules"]["baku"]["value"] is True


def test_default_system_is_said_to_be_a_default(tmp_path: Path) -> None:
    """An ICU file with 092 'Swiss': Dutch is an assumption, and the output says so."""
    path = FIXTURES / "real" / "icu_tournament" / "valid.trf"
    _, out, _ = _check(str(path), "--wide")
    assert "Dutch assumed; use --system" in out


def test_unsupported_system_is_stated() -> None:
    """Burstein before 2026 has no engine (no earlier text is implemented): the verdict is
    partial and names what was not checked, never a silent pass."""
    args = ("--system", "burstein", "--edition", "pre2026", "--wide")
    _code, out, _ = _check(str(EXAMPLE), *args)
    first = out.splitlines()[0]
    assert "not checked: the pairings" in first and "Burstein" in first
