"""Standings of a Double-Swiss event (C.04.5 Preface, 1.4; docs/double-swiss.md,
"Standings"): game points, each game a round for the tie-breaks, a game forfeited in a
match that is no forfeit match counted as played, the PAB a game won and a game drawn.

Golden data: the hand-checked vector (match 1: 1-4 1.5-0.5, 5-2 1-1, 3-6 0.5-1.5, PAB 7)
and hand-made matches whose answer the Preface decides.
"""

from __future__ import annotations

from fractions import Fraction
from pathlib import Path

import trfcheck
from trfcheck.ruleset import resolve
from trfcheck.standings.crosstable import Rounds
from trfcheck.standings.report import Row, compute_standings
from trfcheck.trf.io import read
from trfcheck.trf.model import Tournament

VECTOR = (Path(__file__).parents[2] / "fixtures" / "double-swiss" / "vector.trf").read_bytes()


def _file(rows: dict[int, list[str]]) -> Tournament:
    lines = ["012 crafted", "142 2", "152 W", "162 W 1.0 D 0.5 L 0.0 P 1.5"]
    lines.append("192 FIDE_DOUBLESWISS")
    for sr, blocks in rows.items():
        head = f"001 {sr:4d} m    {'P' + str(sr):<33} {2000:4d} FID {sr:11d} 2000/01/01"
        lines.append(head.ljust(89) + "".join(f"  {b:<8}" for b in blocks))
    return read("\r\n".join(lines) + "\r\n").tournament


def test_vector_points_and_buchholz() -> None:
    # PTS: 1, 6, 7 = 1.5; 2, 5 = 1.0; 3, 4 = 0.5 (the PAB once: 1.5, not 1.5 per game).
    # BH of 1: its opponent in both games is 4 (0.5): 0.5 + 0.5 = 1.0. SB of 1: game 1 won
    # against 4 (0.5) + game 2 drawn (0.5 / 2) = 0.75.
    t = read(VECTOR).tournament
    report = compute_standings(t, resolve(t), tiebreaks="PTS,BH,SB")
    rows = {row.start_rank: row.values for row in report.rows}
    pts = [Fraction(x, 2) for x in (3, 2, 1, 1, 2, 3, 3)]
    assert [rows[p][0] for p in range(1, 8)] == pts
    assert rows[1][1:] == (Fraction(1), Fraction(3, 4))


def test_pab_is_a_game_won_and_a_game_drawn() -> None:
    t = read(VECTOR).tournament
    seven = Rounds.of(t).rounds[7]
    assert [(g.points, g.pab) for g in seven] == [(10, True), (5, True)]


def test_a_single_forfeited_game_counts_as_played() -> None:
    # one game forfeited each way: both games count as played against the opponent
    t = _file({1: ["   2 w +", "   2 b -"], 2: ["   1 b -", "   1 w +"]})
    one = Rounds.of(t).rounds[1]
    assert [(g.played, g.forfeit, g.points, g.opponent) for g in one] == [
        (True, False, 10, 2),
        (True, False, 0, 2),
    ]


def test_a_forfeit_match_stays_forfeited() -> None:
    t = _file({1: ["   2 w +", "   2 b +"], 2: ["   1 b -", "   1 w -"]})
    two = Rounds.of(t).rounds[2]
    assert [(g.played, g.forfeit, g.vur) for g in two] == [(False, True, True)] * 2


def test_the_event_says_whether_its_columns_are_matches() -> None:
    """``Rounds.of(matches=...)``: the event's answer (``Event.match_columns``, the dialect
    the reader read) decides, not the standings. The vector's PAB (player 7, ``U`` in both
    columns) is worth 1.5 once per match (C.04.5 1.4; 162 ``P 1.5``), twice when the
    columns are read as rounds of their own."""
    t = read(VECTOR).tournament
    event = trfcheck.open(read(VECTOR))
    assert event.match_columns
    assert Rounds.of(t, matches=True).score[7] == 15
    assert Rounds.of(t, matches=False).score[7] == 30
    assert Rounds.of(t).score[7] == 15  # a caller without an event: the 192 code
    points = {r.start_rank: r.values[0] for r in event.standings().rows if isinstance(r, Row)}
    assert points[7] == Fraction(3, 2)
