"""``report.pairing``: the text and JSON forms of a round (``trfcheck pair``). Boards are
listed in the order given (the engines' FIDE board order, GHR 3.6), the byes after them
with their TRF letter (PAB for the pairing-allocated bye, H/F/Z for the requested ones);
a team round lists each match with the white team's board colours (C.04.6, 352 record)."""

from __future__ import annotations

import json

from trfcheck.pairers.base import Board, Bye, RoundPairing
from trfcheck.pairers.team import TeamMatchPairing, TeamRoundPairing
from trfcheck.report.pairing import (
    render_json,
    render_team_json,
    render_team_text,
    render_text,
)
from trfcheck.trf.model import Colour, Player, ResultCode, Team, Tournament

W, B = Colour.WHITE, Colour.BLACK


def _tournament() -> Tournament:
    names = ["Alpha, Ann", "Bravo, Bea", "Charlie, Carl", "Delta, Dora", "Echo, " + "E" * 60]
    players = tuple(Player(i, name=name) for i, name in enumerate(names, 1))
    teams = (Team("Lions", (1, 2), number=1), Team("Tigers", (3, 4), number=2))
    return Tournament(players, teams=teams)


PAIRING = RoundPairing(
    3,
    (Board(3, 1), Board(2, 5)),
    (Bye(4, ResultCode.PAB),),
)


def test_text_lists_boards_in_order_then_the_byes_within_80_columns() -> None:
    text = render_text(_tournament(), PAIRING)
    lines = text.splitlines()
    assert lines[0] == "Round 3"
    assert max(len(line) for line in lines) <= 80  # player 5's 66-character name is cut
    board_rows = [line.split() for line in lines if line[:1].isdigit()]
    assert [(row[0], row[1]) for row in board_rows[:2]] == [("1", "3"), ("2", "2")]
    assert "Charlie," in board_rows[0] and "Alpha," in board_rows[0]
    bye_line = next(line for line in lines if line.startswith("4 "))
    assert bye_line.split()[-1] == "PAB" and "Delta, Dora" in bye_line


def test_text_without_a_width_keeps_whole_names() -> None:
    assert "Echo, " + "E" * 60 in render_text(_tournament(), PAIRING, width=None)


def test_json_has_boards_numbered_from_one_and_bye_letters() -> None:
    data = json.loads(render_json(PAIRING))
    assert data == {
        "round": 3,
        "boards": [{"board": 1, "white": 3, "black": 1}, {"board": 2, "white": 2, "black": 5}],
        "byes": [{"player": 4, "kind": "PAB"}],
    }


TEAM_ROUND = TeamRoundPairing(2, (TeamMatchPairing(2, 1, (W, B, W, B)),), pab=None)


def test_team_text_names_the_teams_and_the_white_teams_board_colours() -> None:
    text = render_team_text(_tournament(), TeamRoundPairing(2, TEAM_ROUND.matches, pab=1))
    row = next(line for line in text.splitlines() if line.startswith("1 "))
    assert row.split() == ["1", "2", "Tigers", "1", "Lions", "WBWB"]
    assert text.rstrip().endswith("PAB: team 1 Lions")


def test_team_json_has_the_board_colours_as_letters() -> None:
    data = json.loads(render_team_json(TEAM_ROUND))
    assert data == {
        "round": 2,
        "matches": [{"match": 1, "white": 2, "black": 1, "board_colours": "WBWB"}],
        "pab": None,
    }


def test_columns_have_headings_and_a_round_of_byes_has_no_board_table() -> None:
    """Every column is headed (the pairing numbers were under empty headings), and a
    round whose players all have byes prints the byes only, not an empty board table."""
    t = _tournament()
    text = render_text(t, RoundPairing(2, (Board(1, 2),), (Bye(3, ResultCode.PAB),)))
    lines = text.splitlines()
    assert lines[1].split() == ["Board", "No.", "White", "No.", "Black"]
    assert lines[5].split() == ["No.", "Bye", "Kind"]
    byes = RoundPairing(2, (), (Bye(1, ResultCode.HALF_BYE), Bye(2, ResultCode.FULL_BYE)))
    text = render_text(t, byes)
    assert "Board" not in text
    assert text.splitlines()[0] == "Round 2"
    assert text.splitlines()[1].split() == ["No.", "Bye", "Kind"]
