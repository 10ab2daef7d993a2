"""``trfcheck standings`` of a team event: team standings of C.07 art. 11-13 (ranks checked
against gacrux's tie-break checker, the TEC's reference implementation, test-only), items
that are not team tie-breaks refused with exit 4, 80 columns, JSON and CSV."""

from __future__ import annotations

import csv
import io
import json
from pathlib import Path

import pytest
from typer.testing import CliRunner

from tests.conftest import FIXTURES
from tests.standings.test_team import gacrux_tiebreaks
from trfcheck.cli import app
from trfcheck.trf import read_file

RUNNER = CliRunner()
TEAMS = FIXTURES / "external" / "markdechamps-swiss-team-2026"
BAKU = FIXTURES / "external" / "chesspairing" / "trf2026-team.trf"


@pytest.mark.parametrize(
    ("name", "codes"),
    [
        ("team-2016.trf", ["MPVGP", "EMGSB/C1", "BC"]),
        ("team-2003.trf", ["EMMSB", "SSSC"]),
        ("team-2001.trf", ["MPVGP"]),
        ("team-2016.trf", ["EDET/P", "EMGSB/C1/P", "BH:MP/C1/P", "MPvGP"]),  # the TEC list
        ("team-2010.trf", ["EDE", "BH:GP/C1"]),
    ],
)
def test_team_ranks_equal_gacrux(name: str, codes: list[str]) -> None:
    """C.07 11-13: the rank of every team under the list equals gacrux's."""
    path = TEAMS / name
    result = RUNNER.invoke(
        app, ["standings", str(path), "--tiebreaks", ",".join(codes), "--format", "json"]
    )
    assert result.exit_code == 0, result.output
    data = json.loads(result.stdout)
    ours = {row["team"]: row["rank"] for row in data["standings"]}
    theirs = {team: v["rank"] for team, v in gacrux_tiebreaks(path, ["PTS", *codes]).items()}
    assert ours == theirs
    assert data["tiebreaks"]["list"] == codes


def test_the_default_list_is_the_secondary_score_and_the_table_fits_80_columns() -> None:
    result = RUNNER.invoke(app, ["standings", str(TEAMS / "team-2016.trf")])
    assert result.exit_code == 0, result.output
    assert "MP,MPVGP (the default: the secondary score (13.1)" in result.stdout
    assert max(len(line) for line in result.stdout.splitlines()) <= 80
    rows = [line.split() for line in result.stdout.splitlines() if line[:1].isdigit()]
    assert [r[0] for r in rows][:2] == ["1", "2"] and len(rows) == 20


def test_an_item_that_is_not_a_team_tiebreak_is_refused() -> None:
    """ARO (an individual tie-break) is no team tie-break: exit 4 naming it, never a list
    silently shortened."""
    result = RUNNER.invoke(app, ["standings", str(BAKU), "--tiebreaks", "EDET,ARO"])
    assert result.exit_code == 4
    assert "ARO: not a team tie-break trfcheck computes (list from --tiebreaks)" in result.output


def test_the_files_list_with_team_buchholz_ranks_as_gacrux() -> None:
    """The real TRF-26 team sample with its 202 list's items after EDET/P, and with EDE
    (EDET/P itself: one pair of teams differs, KD-7 in docs/team.md): every team's rank
    equals gacrux's."""
    path = FIXTURES / "real" / "sharly_chess" / "fide_tec_trf2026_sample.trf"
    codes = ["EDE/P", "EMGSB/C1/P", "BH:MP/C1/P", "MPvGP"]
    result = RUNNER.invoke(
        app, ["standings", str(path), "--tiebreaks", ",".join(codes), "--format", "json"]
    )
    assert result.exit_code == 0, result.output
    ours = {row["team"]: row["rank"] for row in json.loads(result.stdout)["standings"]}
    theirs = {team: v["rank"] for team, v in gacrux_tiebreaks(path, ["PTS", *codes]).items()}
    assert ours == theirs


def test_a_round_before_the_last_is_a_usage_error() -> None:
    result = RUNNER.invoke(app, ["standings", str(TEAMS / "team-2016.trf"), "--round", "3"])
    assert result.exit_code == 2
    assert "after the last round played (8)" in result.output


def test_csv_has_one_row_per_team_with_the_labels() -> None:
    result = RUNNER.invoke(
        app, ["standings", str(TEAMS / "team-2016.trf"), "--format", "csv", "--tiebreaks", "BC"]
    )
    assert result.exit_code == 0, result.output
    rows = list(csv.reader(io.StringIO(result.stdout)))
    assert rows[0] == ["rank", "tied", "team", "name", "MP", "BC"]
    assert len(rows) == 21


def test_a_long_list_fits_80_columns_and_ede_shows_places() -> None:
    """The TEC sample's own list (six columns after the names) is split to fit 80 columns;
    EDET shows each team's place inside its tied group (1 = first), not a number of points."""
    path = FIXTURES / "real" / "sharly_chess" / "fide_tec_trf2026_sample.trf"
    result = RUNNER.invoke(app, ["standings", str(path)])
    assert result.exit_code == 0, result.output
    lines = result.stdout.splitlines()
    assert max(len(line) for line in lines) <= 80
    heads = [i for i, line in enumerate(lines) if line.startswith("Rk ")]
    assert len(heads) == 2 and "BH:MP/C1/P" in lines[heads[1]]
    start = lines[heads[0]].index("EDET/P")
    rows = [line for line in lines[heads[0] + 2 : heads[1]] if line[:1].isdigit()]
    places = {line[start : start + 6].strip() for line in rows}
    assert len(rows) > 40 and all(p.isdigit() and int(p) >= 1 for p in places)
    assert "2" in places  # some tied group is ordered by direct encounter


def test_league_is_not_called_a_team_swiss() -> None:
    """The Armstrong Cup (092 "Team League", no 192): its standings are team standings, but
    the event is not said to be a team Swiss (C.04.6), which nothing in the file says; a
    file with a FIDE team Swiss code in 192 is one."""
    league = FIXTURES / "real" / "icu_tournament" / "armstrong_2011.trf"
    result = RUNNER.invoke(app, ["standings", str(league), "--format", "json"])
    assert result.exit_code == 0, result.output
    event = json.loads(result.stdout)["event"]
    assert "not a team Swiss" in event and "Team League" in event
    swiss = RUNNER.invoke(app, ["standings", str(TEAMS / "team-2003.trf"), "--format", "json"])
    assert json.loads(swiss.stdout)["event"] == "team Swiss (C.04.6)"


def test_india_3_is_first_and_slovakia_second_as_gacrux_ranks_them() -> None:
    """FIDE's team sample under its own 202 list (EDET/P,EMGSB/C1/P,BH:MP/C1/P,MPvGP):
    India 3 (16) and Slovakia (22) are tied on 20 match points and never met, so EDET
    leaves them tied (C.07 13.3.1: no direct encounter; TBR only for teams also tied on
    game points); EMGSB/C1/P (13.2) separates them, 528 against 504.5. gacrux's
    tie-break checker (the TEC's reference implementation) ranks India 3 first and
    Slovakia second, as trfcheck does; the file's 310 ranks (cols 69-71) say the reverse
    (docs/team.md, "India 3 and Slovakia")."""
    path = FIXTURES / "real" / "sharly_chess" / "fide_tec_trf2026_sample.trf"
    result = RUNNER.invoke(app, ["standings", str(path), "--format", "json"])
    assert result.exit_code == 0, result.output
    data = json.loads(result.stdout)
    assert data["tiebreaks"]["source"] == "202"
    ours = {row["team"]: row["rank"] for row in data["standings"]}
    codes = ["EDET/P", "EMGSB/C1/P", "BH:MP/C1/P", "MPvGP"]
    theirs = {team: v["rank"] for team, v in gacrux_tiebreaks(path, ["PTS", *codes]).items()}
    assert (ours[16], ours[22]) == (theirs[16], theirs[22]) == (1, 2)
    declared = {x.number: x.rank for x in read_file(path).tournament.teams}
    assert (declared[16], declared[22]) == (2, 1)


def test_a_team_event_before_its_first_round_has_no_standings(tmp_path: Path) -> None:
    """As for players: no round played, no team standings to give (exit 3, said so), never
    a table "after round 0" of teams all tied on nothing."""
    source = FIXTURES / "real" / "sharly_chess" / "trf-team-import-test.trf"
    kept = [
        line[:89] if line.startswith("001") else line
        for line in source.read_text(encoding="utf-8").splitlines()
        if not line.startswith(("300", "320", "330"))
    ]
    path = tmp_path / "before.trf"
    path.write_text("\n".join(kept) + "\n", encoding="utf-8")
    result = RUNNER.invoke(app, ["standings", str(path), "--tiebreaks", "BH"])
    assert result.exit_code == 3, result.output
    assert "no round has been played yet: no team standings to give" in result.stderr
