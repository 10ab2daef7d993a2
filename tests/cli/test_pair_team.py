"""``trfcheck pair`` on a team event (C.04.6): team matches with board colours.

Expected pairings: the gacrux-paired corpus (fixtures/external/SOURCES.md §2); round 5 of
team-2003.trf as published (gacrux's pairing), re-paired from rounds 1-4.
"""

from __future__ import annotations

import json
from pathlib import Path

from typer.testing import CliRunner

from tests.conftest import FIXTURES
from trfcheck.cli import app
from trfcheck.trf import read, read_file
from trfcheck.trf.team_rounds import match_history
from trfcheck.verify.team import published_team_round

RUNNER = CliRunner(env={"COLUMNS": "160"})
TEAM = FIXTURES / "external" / "markdechamps-swiss-team-2026" / "team-2003.trf"


def _pair(*args: str) -> tuple[int, str]:
    result = RUNNER.invoke(app, ["pair", *args])
    return result.exit_code, result.stdout


def test_json_lists_team_matches_with_board_colours_and_the_pab() -> None:
    code, out = _pair(str(TEAM), "--round", "5", "--format", "json")
    assert code == 0, out
    data = json.loads(out)
    pairs = [(m["white"], m["black"]) for m in data["matches"]] + [(data["pab"], 0)]
    assert tuple(sorted(pairs)) == published_team_round(read_file(TEAM).tournament, 5)
    assert {m["board_colours"] for m in data["matches"]} == {"WBWBWB"}  # 352
    assert data["rules"]["system"]["value"] == "team"


def test_text_lists_matches_and_the_pab_team() -> None:
    code, out = _pair(str(TEAM), "--round", "5")
    assert code == 0, out
    assert "Boards" in out and "PAB: team" in out


def test_trf_writes_the_next_round_into_the_boards(tmp_path: Path) -> None:
    t = read_file(TEAM).tournament
    truncated = tmp_path / "r4.json"
    from trfcheck.trf import to_json

    truncated.write_text(to_json(t.truncated(4)), encoding="utf-8")
    code, out = _pair(str(truncated), "--format", "trf")
    assert code == 0, out
    written = read(out.encode(), "out.trf").tournament
    assert published_team_round(written, 5) == published_team_round(t, 5)


def test_generate_team_writes_events_that_check_clean(tmp_path: Path) -> None:
    """``generate --system team``: TRF-26 team events whose every round is the engine's and
    whose team results add up (verify/team.py), so ``check`` passes them."""
    result = RUNNER.invoke(
        app,
        ["generate", "--system", "team", "--players", "7", "--rounds", "4", "-o", str(tmp_path)],
    )
    assert result.exit_code == 0, result.stdout
    path = tmp_path / "team-1.trf"
    check = RUNNER.invoke(app, ["check", str(path)])
    assert check.exit_code == 0, check.stdout
    t = read_file(path).tournament
    assert len(t.teams) == 7 and t.rounds_played == 4


def test_complete_all_play_all_is_said_to_be_complete() -> None:
    """The Armstrong Cup: 12 teams, 11 rounds, every team has met every other (counted from
    the file's cross-table below), so C1 leaves no pairing and the refusal says why."""
    path = FIXTURES / "real" / "icu_tournament" / "armstrong_2011.trf"
    t = read_file(path).tournament
    opponents = {team: {m.opponent for m in ms} for team, ms in match_history(t, 11).items()}
    assert len(opponents) == 12
    assert all(opponents[a] == set(opponents) - {a} for a in opponents)
    result = RUNNER.invoke(app, ["pair", str(path), "--system", "team"])
    assert result.exit_code == 1
    assert "each of the 12 teams has met every other" in result.stderr


def test_team_event_that_is_not_a_team_swiss_is_refused(tmp_path: Path) -> None:
    """A league (092 "Team League", no 192) or a team round robin (192
    FIDE_TEAM_ROUNDROBIN) is not paired by C.04.6: ``pair`` refuses it (exit 4), as
    ``check`` does not re-pair it; ``--system team`` pairs it as a team Swiss."""
    league = FIXTURES / "real" / "icu_tournament" / "armstrong_2011.trf"
    result = RUNNER.invoke(app, ["pair", str(league)])
    assert result.exit_code == 4
    assert "not a team Swiss" in result.stderr and "--system team" in result.stderr
    text = TEAM.read_text(encoding="utf-8").replace(
        "192 FIDE_TEAM_MP_GP", "192 FIDE_TEAM_ROUNDROBIN"
    )
    rr = tmp_path / "rr.trf"
    rr.write_text(text, encoding="utf-8")
    result = RUNNER.invoke(app, ["pair", str(rr), "--round", "3"])
    assert result.exit_code == 4, result.output
