"""Records 132 (TRF16) and 222 (TRF-26): round dates by column, the encoded time control and the
time for 60 moves that B.02 1.1 and B.01 1.1.3 measure (worked by hand below)."""

from __future__ import annotations

from datetime import date
from fractions import Fraction

from trfcheck.trf.document import parse
from trfcheck.trf.schedule import Period, parse_time_control, round_dates, time_control

# example-trf16.trf's 132 line: round 1 at columns 92-99, round 2 at 102-109, round 3 at 112-119
_DATES = "132" + " " * 88 + "26/03/06  26/03/07  26/03/08"


def _doc(*lines: str) -> str:
    player = "001    1 m    A" + " " * 33 + "2000"
    return "\n".join(("012 Event", *lines, player)) + "\n"


def test_round_dates_by_column() -> None:
    expected = (date(2026, 3, 6), date(2026, 3, 7), date(2026, 3, 8))
    assert round_dates(parse(_doc(_DATES))) == expected


def test_round_dates_shifted_one_column_and_a_blank_round() -> None:
    line = "132" + " " * 89 + "26/03/06" + " " * 12 + "26/03/08"  # Sharly's shift; round 2 blank
    assert round_dates(parse(_doc(line))) == (date(2026, 3, 6), None, date(2026, 3, 8))


def test_no_132_no_dates() -> None:
    assert round_dates(parse(_doc())) == ()


def test_classical_two_periods() -> None:
    # 40 moves in 100 min + 30 s/move, then 15 min + 30 s/move: for 60 moves,
    # 100 + 15 min + 60 x 30 s = 115 + 30 = 145 minutes
    control = parse_time_control("40/6000+30:900+30")
    assert control is not None
    assert control.white == (Period(40, 6000, 30), Period(None, 900, 30))
    assert control.minutes_for(60) == 145


def test_three_periods_stop_at_move_60() -> None:
    # 40/100 min, 20/50 min, then 25 min, 30 s/move: 60 moves end the second period,
    # 100 + 50 + 60 x 0.5 = 180 minutes (the third period is not reached)
    control = parse_time_control("40/6000+30:20/3000+30:1500+30")
    assert control is not None and control.minutes_for(60) == 180


def test_sudden_death_with_increment() -> None:
    # 90 min + 30 s from move 1: 90 + 30 = 120 minutes for 60 moves
    control = parse_time_control("5400+30")
    assert control is not None and control.minutes_for(60) == 120


def test_colours_differ_the_smaller_counts() -> None:
    # White 90 min + 30 s (120 for 60 moves), Black 75 min + 30 s (105): 105
    control = parse_time_control("W5400+30-B4500+30")
    assert control is not None and control.minutes_for(60) == Fraction(105)


def test_unreadable_222_is_none() -> None:
    assert parse_time_control("90 min + 30 s") is None
    assert parse_time_control("6000:40/900") is None  # a sudden-death period before another


def test_time_control_reads_the_record() -> None:
    control = time_control(parse(_doc("222 40/6000+30:900+30")))
    assert control is not None and control.text == "40/6000+30:900+30"
