"""What ``check`` says about what it could not check, or assumed.

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
    first, *reasons = out.split("\n  system:")[0].splitlines()  # the verdict's lines
    assert ": PASS (partial): " in first
    said = " ".join(" ".join(reasons).split())
    assert "not checked: the pairings" in said and "Burstein" in said


HELD_RR = FIXTURES / "external" / "tiebreakserver" / "held_round_robin.trf"


def _with_line(tmp_path: Path, line: str) -> Path:
    """TEC exercise 26 (a 6-player round robin, no 192/092) with ``line`` added."""
    path = tmp_path / "rr.trf"
    path.write_text(line + "\n" + HELD_RR.read_text(encoding="utf-8"), encoding="utf-8")
    return path


@pytest.mark.parametrize(
    "line", ["192 FIDE_ROUNDROBIN", "092 Individual: Round Robin", "092 Berger tables"]
)
def test_round_robin_is_not_re_paired_as_a_swiss(tmp_path: Path, line: str) -> None:
    """A 192/092 naming a round robin makes pre-determined pairings (C.07 art. 15;
    docs/tiebreaks.md). No Swiss round is re-paired and no Swiss rule applied (the published
    schedule is all-play-all: with Dutch, 4 of its 5 rounds would "differ"); every round
    is compared with the Berger table (C.05 Annex 1: TEC exercise 26 follows the table for
    6 with players 5 and 6 exchanged), a full verdict, and never that the file names no
    system."""
    code, out, _ = _check(str(_with_line(tmp_path, line)), "--format", "json")
    data = json.loads(out)
    assert code == 0 and data["verdict"]["passed"] is True
    assert data["verdict"]["partial"] is False and data["verdict"]["not_checked"] == []
    assert [r["ok"] for r in data["rounds"]] == [True] * 5 and data["violations"] == []
    assert "5 rounds follow the Berger table for 6" in data["verdict"]["text"]
    assert "start rank -> Berger number 5->6, 6->5" in data["verdict"]["text"]
    rules = data["rules"]
    assert rules["system"]["value"] == "generic"
    assert "a round robin" in rules["system"]["reason"]
    assert rules["round_robin"]["value"] is True
    assert "names no pairing system" not in out


def test_swiss_option_re_pairs_a_round_robin_file(tmp_path: Path) -> None:
    """``--swiss`` overrides the 192: the file is then a Dutch Swiss (the default system),
    and the all-play-all schedule differs from the Dutch pairing."""
    path = _with_line(tmp_path, "192 FIDE_ROUNDROBIN")
    code, out, _ = _check(str(path), "--swiss", "--format", "json")
    data = json.loads(out)
    assert data["rules"]["round_robin"] == {"value": False, "reason": "--swiss"}
    assert data["rules"]["system"]["value"] == "dutch"
    assert code == 1 and any(v["code"] == "RPL001" for v in data["violations"])


def test_unknown_system_code_is_named(tmp_path: Path) -> None:
    """A 192 code trfcheck does not know: Dutch is assumed and the reason names the code
    (not "the file names no pairing system", which would be false)."""
    _code, out, _ = _check(str(_with_line(tmp_path, "192 FIDE_SCHEVENINGEN")), "--wide")
    assert "names no system trfcheck knows" in out
    assert "FIDE_SCHEVENINGEN" in out
    assert "the file names no pairing system" not in out


def test_pre_determined_wins_over_a_swiss_code(tmp_path: Path) -> None:
    """``--pre-determined`` on a file whose 192 names Dutch: the event is a round robin and
    nothing is re-paired as a Swiss (the option says what the file does not): the rounds
    are the Berger table's (C.05 Annex 1)."""
    path = _with_line(tmp_path, "192 FIDE_DUTCH_2017")
    code, out, _ = _check(str(path), "--pre-determined", "--format", "json")
    data = json.loads(out)
    assert data["rules"]["system"]["value"] == "generic"
    assert code == 0 and [r["reason"]["text"] for r in data["rounds"]] == [
        f"the table's round {r}" for r in range(1, 6)
    ]


def test_system_option_makes_a_round_robin_file_a_swiss(tmp_path: Path) -> None:
    """``--system dutch`` on a file whose 192 names a round robin: paired and ranked as a
    Dutch Swiss (round_robin false, said to come from --system)."""
    path = _with_line(tmp_path, "192 FIDE_ROUNDROBIN")
    _code, out, _ = _check(str(path), "--system", "dutch", "--format", "json")
    data = json.loads(out)
    assert data["rules"]["round_robin"]["value"] is False
    assert data["rules"]["round_robin"]["reason"].startswith("--system")
    assert data["rounds"] != []


@pytest.mark.parametrize(
    ("line", "system"),
    [
        ("092 Preliminary round robin", "generic"),
        ("092 Limerick Open", "dutch"),
        ("192 FIDE_LIM_2026", "lim"),
        ("092 Individual: Swiss-System Dutch (JaVaFo)", "dutch"),
    ],
)
def test_system_words_are_whole_words(tmp_path: Path, line: str, system: str) -> None:
    """A system is named by a whole word of the 192/092 text: "Preliminary" and
    "Limerick" contain LIM but name no Lim system."""
    _code, out, _ = _check(str(_with_line(tmp_path, line)), "--format", "json")
    assert json.loads(out)["rules"]["system"]["value"] == system


def test_pre_determined_and_a_swiss_system_contradict(tmp_path: Path) -> None:
    """``--pre-determined`` with ``--system dutch`` asks for two things at once: a usage
    error (exit 2) naming both, not a silent choice."""
    path = _with_line(tmp_path, "192 FIDE_ROUNDROBIN")
    code, _out, err = _check(str(path), "--pre-determined", "--system", "dutch")
    assert code == 2
    assert "--pre-determined and --system dutch" in err


def test_swiss_option_on_a_round_robin_code_says_so(tmp_path: Path) -> None:
    """``--swiss`` on a file whose 192 names a round robin: the reason says the option
    overrides the code, never that trfcheck does not know the code."""
    path = _with_line(tmp_path, "192 FIDE_ROUNDROBIN")
    _code, out, _ = _check(str(path), "--swiss", "--format", "json")
    system = json.loads(out)["rules"]["system"]
    assert "--swiss overrides" in system["reason"]
    assert "knows" not in system["reason"] + system.get("note", "")


def test_system_team_re_pairs_a_team_round_robin(tmp_path: Path) -> None:
    """192 FIDE_TEAM_ROUNDROBIN: a team event that is not a team Swiss (not re-paired, and
    the reason says what the file says); ``--system team`` re-pairs it as one."""
    source = FIXTURES / "external" / "markdechamps-swiss-team-2026" / "team-2003.trf"
    path = tmp_path / "teamrr.trf"
    text = source.read_text(encoding="utf-8")
    path.write_text(text.replace("192 FIDE_TEAM_MP_GP", "192 FIDE_TEAM_ROUNDROBIN"))
    _code, out, _ = _check(str(path), "--format", "json")
    data = json.loads(out)
    assert data["rounds"] == []
    assert any("FIDE_TEAM_ROUNDROBIN" in s for s in data["verdict"]["not_checked"])
    _code, out, _ = _check(str(path), "--system", "team", "--format", "json")
    assert json.loads(out)["rounds"] != []
