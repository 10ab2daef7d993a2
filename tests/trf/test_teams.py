"""Team records of TRF-26 (docs/team.md, "Reading a team file"): decoded, rendered,
round-tripped.

Golden data: the TRF-26 record layouts and lines of the fixture files; the 192 codes
from the table of gacrux's ``trf2json.py`` (the TEC's reference implementation).
"""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest

from tests.conftest import FIXTURES
from trfcheck.trf import parse, read, read_file, to_json
from trfcheck.trf.csvio import to_csv
from trfcheck.trf.dump import dumpb
from trfcheck.trf.load import load
from trfcheck.trf.model import Colour, ForfeitedMatch, LineUp, MatchForfeit, TeamPab, TeamScoring
from trfcheck.trf.teams import (
    TeamColourModel,
    TeamScore,
    decode_300,
    decode_310,
    decode_320,
    decode_330,
    decode_352,
    decode_362,
    decode_team_250,
    read_team_code,
    render_300,
    render_310,
    render_320,
    render_330,
    render_362,
)

TEAM_FILES = [
    *sorted((FIXTURES / "external" / "markdechamps-swiss-team-2026").glob("*.trf")),
    FIXTURES / "external" / "chesspairing" / "trf2026-team.trf",
    FIXTURES / "real" / "echecsjs_trf" / "grandmommyscup.trf",
    FIXTURES / "real" / "sharly_chess" / "fide_tec_trf2026_sample.trf",
    FIXTURES / "real" / "sharly_chess" / "trf-team-import-test.trf",
    FIXTURES / "real" / "icu_tournament" / "armstrong_2011.trf",
]

LINE_310 = "310   1 Team 1                           T1      2390   15.0   14.5   2     1    2"


def test_310_fields() -> None:
    team = decode_310(LINE_310)
    assert (team.number, team.name, team.nickname, team.strength) == (1, "Team 1", "T1", 2390)
    assert (team.match_points, team.game_points, team.rank, team.members) == (150, 145, 2, (1, 2))
    assert render_310(team) == LINE_310


def test_300_line_up_keeps_empty_boards() -> None:
    lineup = decode_300("300   2   1   4   10    7 0000 0000")
    assert lineup == LineUp(2, 1, 4, (10, 7, 0, 0))
    assert render_300(lineup) == "300   2   1   4   10    7    0    0"


def test_320_team_pab_per_round() -> None:
    pab = decode_320("320  1    2.0          50  49      46")
    assert pab == TeamPab(10, 20, (0, 0, 50, 49, 0, 46))
    assert decode_320(render_320(pab)) == pab


def test_330_forfeited_match() -> None:
    match = decode_330("330 -+   6  36  27")
    assert match == ForfeitedMatch(MatchForfeit.BLACK_WINS, 6, 36, 27)
    assert render_330(match) == "330 -+   6  36  27"


def test_352_board_colours() -> None:
    assert decode_352("352 WBBW") == (Colour.WHITE, Colour.BLACK, Colour.BLACK, Colour.WHITE)
    assert decode_352("352 WXB") is None


def test_362_fide_layout_and_loose_spacing() -> None:
    assert decode_362("362 TW 2.0   TD 1.0   TL 0.0") == TeamScoring(20, 10, 0)
    assert decode_362("362 TW 3     TD 1     TL 0 ") == TeamScoring(30, 10, 0)
    assert render_362(TeamScoring(30, 10, 0)) == "362 TW 3.0   TD 1.0   TL 0.0"


def test_team_250_gives_virtual_match_points_by_team() -> None:
    assert decode_team_250("250  2          1   2    1    2") == {
        (1, 1): 20,
        (2, 1): 20,
        (1, 2): 20,
        (2, 2): 20,
    }
    assert decode_team_250("250      1.0    1   1    1    2") == {}


@pytest.mark.parametrize(
    ("code", "model", "primary", "secondary", "baku"),
    [
        ("FIDE_TEAM", TeamColourModel.TYPE_A, TeamScore.MATCH_POINTS, True, False),
        ("FIDE_TEAM_BAKU", TeamColourModel.TYPE_A, TeamScore.MATCH_POINTS, True, True),
        ("FIDE_TEAM_TYPEA_GP_MP", TeamColourModel.TYPE_A, TeamScore.GAME_POINTS, True, False),
        ("FIDE_TEAM_TYPEB_MP", TeamColourModel.TYPE_B, TeamScore.MATCH_POINTS, False, False),
        ("FIDE_TEAM_TYPEB_GP", TeamColourModel.TYPE_B, TeamScore.GAME_POINTS, False, False),
        ("FIDE_TEAM_MP_GP", TeamColourModel.NONE, TeamScore.MATCH_POINTS, True, False),
        ("FIDE_TEAM_TYPEB_MP_GP_BAKU", TeamColourModel.TYPE_B, TeamScore.MATCH_POINTS, True, True),
    ],
)
def test_192_team_codes(
    code: str, model: TeamColourModel, primary: TeamScore, secondary: bool, baku: bool
) -> None:
    decoded = read_team_code(code)
    assert decoded is not None and decoded.swiss and decoded.known
    assert (decoded.colour_model, decoded.primary) == (model, primary)
    assert (decoded.secondary_for_colour, decoded.baku) == (secondary, baku)


def test_192_codes_that_are_not_a_team_swiss() -> None:
    assert read_team_code("FIDE_DUTCH_2026") is None
    round_robin = read_team_code("FIDE_TEAM_ROUNDROBIN")
    assert round_robin is not None and not round_robin.swiss
    unknown = read_team_code("FIDE_TEAM_GP_BAKU")  # Baku needs MP primary (C.04.7 1.4.4)
    assert unknown is not None and not unknown.known


@pytest.mark.parametrize("path", TEAM_FILES, ids=lambda p: p.name)
def test_team_file_round_trips_byte_for_byte_and_through_json(path: Path) -> None:
    """TRF back byte for byte, JSON back to the same model and bytes."""
    data = path.read_bytes()
    loaded = read(data, str(path))
    assert dumpb(loaded.tournament, loaded.document) == data
    text = to_json(loaded.tournament, loaded.document)
    again = read(text.encode(), "copy.json")
    assert again.tournament == loaded.tournament
    assert again.document is not None and dumpb(again.tournament, again.document) == data


def test_json_holds_the_team_records() -> None:
    path = FIXTURES / "real" / "echecsjs_trf" / "grandmommyscup.trf"
    loaded = read_file(path)
    text = to_json(loaded.tournament, None)  # no source document: the model alone
    t = read(text.encode(), "teams.json").tournament
    assert t.teams == loaded.tournament.teams and len(t.teams) == 50
    assert t.lineups[0] == LineUp(1, 16, 4, (242, 246, 243, 244))
    assert t.forfeited_matches[0] == ForfeitedMatch(MatchForfeit.WHITE_WINS, 4, 23, 33)
    assert t.team_pab is not None and t.team_pab.teams[2] == 50
    assert t.team_scoring == TeamScoring(20, 10, 0)
    assert t.team_acceleration[(25, 4)] == 20 and (26, 1) not in t.team_acceleration


def test_changing_a_team_record_rewrites_that_line_only() -> None:
    path = FIXTURES / "external" / "markdechamps-swiss-team-2026" / "team-2000.trf"
    data = path.read_bytes()
    doc = parse(data, str(path))
    t = load(doc).tournament
    teams = list(t.teams)
    teams[0] = replace(teams[0], match_points=160)
    out = dumpb(replace(t, teams=tuple(teams)), doc).split(b"\r\n")
    before = data.split(b"\r\n")
    changed = [i for i, (a, b) in enumerate(zip(before, out, strict=True)) if a != b]
    assert len(changed) == 1 and out[changed[0]].startswith(b"310   1 Team 1")
    assert b"  16.0 " in out[changed[0]]


def test_csv_names_each_player_s_team_and_board() -> None:
    path = FIXTURES / "external" / "markdechamps-swiss-team-2026" / "team-2000.trf"
    rows = to_csv(read_file(path).tournament).splitlines()
    head = rows[0].split(",")
    first = dict(zip(head, rows[1].split(","), strict=False))
    assert (first["team"], first["team_name"], first["team_board"]) == ("1", "Team 1", "1")
