"""``trfcheck show``: standings and crosstable with recomputed points; mismatches marked."""

from __future__ import annotations

from pathlib import Path

from typer.testing import CliRunner

from tests.conftest import FIXTURES
from trfcheck.cli import app

RUNNER = CliRunner(env={"COLUMNS": "160"})


def test_example_standings_follow_points_then_start_rank() -> None:
    """example-trf16.trf, its points column: 1 and 3 have 2.5, 2 has 2.0, 6 1.5, 5 1.0, 4 0.0."""
    result = RUNNER.invoke(app, ["show", str(FIXTURES / "examples/example-trf16.trf")])
    assert result.exit_code == 0, result.output
    rows = [line.split() for line in result.stdout.splitlines()]
    standings = [r for r in rows if r and r[0].rstrip("=").isdigit() and len(r) > 6][:6]
    assert [r[1] for r in standings] == ["1", "3", "2", "6", "5", "4"]
    # no tie-breaks: 1 and 3 share the first place (the "#" column was 1, 2, ...)
    assert [r[0] for r in standings] == ["1=", "1=", "3", "4", "5", "6"]
    # the crosstable has the standings' gutters: two blanks between columns, no more
    assert "5   Eriksen, Lise  2w0  -U   6b-  1.0" in result.stdout


def test_disagreements_are_marked_and_exit_1() -> None:
    path = FIXTURES / "real/icu_tournament/bunratty_challengers_2011.trf"
    result = RUNNER.invoke(app, ["show", str(path)])
    assert result.exit_code == 1, result.output
    assert "8 players: the points column disagrees" in result.stdout
    marked = [line for line in result.stdout.splitlines() if line.rstrip().endswith("!= 4.5")]
    assert marked and marked[0].split()[0] == "1"
    assert f"{path}:14:81: error PTS001" in result.stderr


def test_show_reads_json_too(tmp_path: Path) -> None:
    source = FIXTURES / "trf" / "valid" / "trfbx_points.trf"
    out = tmp_path / "t.json"
    assert (
        RUNNER.invoke(app, ["convert", str(source), "--to", "json", "-o", str(out)]).exit_code == 0
    )
    a = RUNNER.invoke(app, ["show", str(source)])
    b = RUNNER.invoke(app, ["show", str(out)])
    assert a.exit_code == b.exit_code == 0
    assert a.stdout == b.stdout


def test_show_unreadable_file_exits_3() -> None:
    result = RUNNER.invoke(app, ["show", str(FIXTURES / "trf" / "invalid" / "empty.trf")])
    assert result.exit_code == 3 and "empty.trf:1:1: error: expected" in result.stderr


TEAMS = FIXTURES / "external" / "markdechamps-swiss-team-2026"


def test_team_event_shows_team_standings_and_marks_no_player() -> None:
    """C.07 art. 11-13: a team event's standings are the teams'; its 001
    points are not sums of results (162/362), so no player is marked '!='. The first three
    (Team 4, Team 1, Team 19) are the file's own 310 ranks 1-3 and match points 16, 15, 14
    (written by the program that made team-2000.trf, fixtures/external/SOURCES.md)."""
    result = RUNNER.invoke(app, ["show", str(TEAMS / "team-2000.trf")])
    assert result.exit_code == 0, result.output
    assert "!=" not in result.stdout
    assert "Team standings (20 teams, 11 rounds)" in result.stdout
    rows = [line.split() for line in result.stdout.splitlines()]
    teams = [r[1] for r in rows if len(r) == 6 and r[0].rstrip("=").isdigit() and r[2] == "Team"]
    assert teams[:3] == ["4", "1", "19"]
    assert "the players' points columns are not compared" in result.stdout


def test_every_column_of_the_standings_has_a_header() -> None:
    """The column that marks a declared points column differing from the results ('!=')
    is headed "Diff" (the declared points themselves are "Decl."), and in the crosstable the
    declared points shown beside '!=' are headed "Decl."; within 80 columns."""
    path = FIXTURES / "broken" / "pts001_points.trf"  # player 1 declares 3.5 for 2.5
    lines = RUNNER.invoke(app, ["show", str(path)]).stdout.splitlines()
    head = next(line for line in lines if line.startswith("#  "))
    rule = lines[lines.index(head) + 1]
    columns = ["#", "SR", "Title", "Name", "Rtg", "Fed", "Pts", "Decl.", "Diff", "Rank"]
    assert head.split() == columns
    assert len(head.split()) == len(rule.split())  # one header per column
    marked = next(line for line in lines if line.startswith("1=  ") and "!=" in line)
    assert marked[head.index("Diff") :].startswith("!=")
    cross = next(line for line in lines if line.startswith("SR  "))
    assert cross.split()[-2:] == ["Pts", "Decl."]
    assert max(len(line) for line in lines) <= 80


def test_a_crosstable_without_a_differing_points_column_has_no_empty_column() -> None:
    """Nothing to mark: the crosstable ends with Pts, no column without a header."""
    result = RUNNER.invoke(app, ["show", str(FIXTURES / "examples/example-trf16.trf")])
    lines = result.stdout.splitlines()
    head = next(line for line in lines if line.startswith("SR  "))
    rule = lines[lines.index(head) + 1]
    assert head.split()[-1] == "Pts" and len(head.split()) == len(rule.split())
