"""Record 122 read as a time control: the texts of the real fixtures (fixtures/real), each
with the minutes for 60 moves worked out by hand (B.02 1.1: all periods and increments up to
move 60)."""

from __future__ import annotations

from fractions import Fraction

import pytest

from trfcheck.trf.time_text import read_free_time_control

CASES = [
    ("1:30 + 10 from move 1", 90 + 60 * 10 / 60),  # 90 min + 60 x 10 s = 100
    ("All moves in 90 minutes, plus 10 seconds per move", 100),
    ("40/120, 60", 120 + 60),  # 40 moves in 120, the rest in 60
    ("90 minutes + 30 seconds per move", 90 + 30),  # 60 x 30 s = 30 min
    ("90 minutes + 10 sec from move 1", 100),
    ("1:30 plus 15 per move", 90 + 15),
    ("120 minutes per player per game", 120),
    ("120", 120),
    ("100'x40mm + 50'x20mm + 30\" from move 1 ", 100 + 50 + 30),
    ("100'x40+15'+30\"", 100 + 15 + 30),
    ("90+30", 120),
    ("3+2", 3 + 2),
    ("90'/40 moves + 30', 30\" increment from move 1", 90 + 30 + 30),  # fixtures/examples
    ("90min/40moves+30min+30sec", 90 + 30 + 30),  # fixtures/external/chesspairing
    ("40/90, 30", 90 + 30),  # the smaller number is the moves
    # Swiss-Manager's 122 of fixtures/swiss-manager/sample.TUNX: two alternatives, "or"
    # (Portuguese "ou"): 7 min + 60 x 5 s = 12, and 12 min; the least for 60 moves is given
    ("7'+5'' ou 12' KO", 12),
    ("3+2 or 5", 5),  # 3 + 2 = 5 and 5: blitz either way
]


@pytest.mark.parametrize(("text", "minutes"), CASES)
def test_free_text_minutes_for_60_moves(text: str, minutes: float) -> None:
    control = read_free_time_control(text)
    assert control is not None
    assert control.minutes_for(60) == Fraction(minutes)


@pytest.mark.parametrize(
    "text",
    # "90/40+30" and "40/120 + 30": the +30 may be minutes or seconds a move (ambiguous)
    ["", "moves/time, increment", "classical", "90/40+30", "40/120 + 30", "40/120 + 30 ou 5"],
)
def test_unreadable_free_text_is_none(text: str) -> None:
    assert read_free_time_control(text) is None
