"""Dubov 2026 3.2 (2018 B.1-B.6): pairing a bracket, with the orderings of Article 4.

Seed 5 (round 1: top half against bottom half, colours by lot for pair 1 and alternating)
is 3.2.3's exception with 5.2.1; seed 6.1 (equal numbers of White and Black seekers, each
player with an opponent in the group) became 3.2.1-3.2.4 (upfloaters, split, shifters);
seed 6.2 (White seekers sorted by ascending ARO) is 3.2.5. Every expected pairing is
worked out by hand in the docstring; the literal reference pairer must agree.
"""

from __future__ import annotations

from trfcheck.trf.model import Colour, Tournament

from .kit import build, literal, pair, show


def both(t: Tournament, round_no: int) -> str:
    """The engine's round as text, after checking that the literal pairer gives the same."""
    got = show(pair(t, round_no))
    assert show(literal(t, round_no)) == got
    return got


def test_3_2_3_round_one_halves_and_colours() -> None:
    """Seed 5 / 3.2.3 exception + 5.2.1: in round 1 nobody has played, G1 = TPN 1-4, G2 = 5-8
    (9 gets the PAB, 3.1.5); all ARO are 0, so S1 = 1..4 and T2 = 5..8 (the identity). Pair
    i's higher-ranked player gets the initial colour (White) when their TPN is odd."""
    t = build(9, [], total_rounds=5)
    assert both(t, 1) == "1-5, 6-2, 3-7, 8-4; PAB 9"


def test_3_2_3_round_one_initial_black() -> None:
    """Seed 5 / 5.2.1 with Black drawn by lot (5.1): 1 gets Black, 2 White, and so on."""
    t = build(8, [], total_rounds=5, initial=Colour.BLACK)
    assert both(t, 1) == "5-1, 2-6, 7-3, 4-8"


ROUND_ARO = ["1-6:= 7-2:0 3-8:1 9-4:0 5-10:1"]
RATINGS_ARO = [2471, 2200, 2128, 2035, 1773, 1677, 1634, 1571, 1483, 1073]


def test_3_2_5_s1_by_ascending_aro() -> None:
    """Seed 6.2 / 3.2.5: the winners 2, 3, 4, 5 form a bracket; 3.2.3 puts the White seekers
    2 and 4 (Black in round 1) in G1, 3 and 5 in G2. S1 = G1 by ascending ARO: 4 (met 9,
    1483) before 2 (met 7, 1634); T2 = 3, 5: 4-3 and 2-5 (in TPN order it would be 2-3).
    The half-pointers 1 and 6 have met and take 8 and 7 from the zero group (the first set
    giving both pairs opposite colour sides, [C7]); S1 = 8 (ARO 2128), 6 (2471): 8-1, 6-7.
    Last, 10-9."""
    t = build(10, ROUND_ARO, total_rounds=3, ratings=RATINGS_ARO)
    assert both(t, 2) == "2-5, 4-3, 8-1, 6-7, 10-9"


def test_3_2_4_second_step_shifter_in_middle_out_order() -> None:
    """Seed 6.1 / 3.2.4 with 4.3: after round 1 (Black drawn by lot), 4 has the PAB (3.1:
    lowest score, larger TPN), 1 (no points) floats up to 2, 3 and 5. G1 = {1} (it had
    Black), G2 = {2, 3, 5}; one player moves from G2. Black seekers in TPN order 2, 3, 5
    are numbered from the middle: #1 = 3, #2 = 2, #3 = 5; {3} works (1-2, 3-5), so 3
    moves. S1 = 1, 3 (ARO 1970, 2236), T2 = 2, 5: 1-2 and 5-3 (3 ranks higher, 5.2.5).
    Plain TPN order would have moved 2 and paired 3-2, 1-5."""
    ratings = [2236, 2114, 1970, 1757, 1267]
    t = build(5, ["3-1:1 2-4:1 5:U"], total_rounds=7, ratings=ratings, initial=Colour.BLACK)
    assert both(t, 2) == "5-3, 1-2; PAB 4"


FORBIDDEN_SHIFT = [(1, 3), (1, 4), (1, 5), (1, 6), (2, 3), (2, 4), (2, 5), (2, 6)]


def test_3_2_4_first_step_unavoidable_pairs() -> None:
    """Seed 6.1 / 3.2.4 first step: the winners 1, 2 (White seekers) and 3-6 (Black seekers) form
    the bracket; the arbiter forbade 1 and 2 to meet 3-6, so 1-2 is unavoidable and one of them
    moves to G2: by ARO (2: 2330, 1: 2340) numbered middle-out, #1 = 2. Then (|G2| - |G1|) / 2 +
    1 = 2 players move from G2, numbered 4, 5, 3, 6: {4, 5}. S1 = 5 (ARO 2300), 4 (2310), 1
    (2340); T2, the first legal ordering of 2, 3, 6 (3.2.6), is 3, 6, 2: 5-3, 6-4, 1-2. The
    losers: S = {7, 8}; one White seeker moves, by ARO 12, 11, 10, 9, middle-out #1 = 11: S1 =
    12, 10, 9 against 7, 8, 11."""
    t = build(
        12,
        ["7-1:0 8-2:0 3-9:1 4-10:1 5-11:1 6-12:1"],
        total_rounds=5,
        forbidden=FORBIDDEN_SHIFT,
    )
    assert both(t, 2) == "1-2, 5-3, 6-4, 12-7, 10-8, 9-11"


def test_3_2_6_first_legal_transposition_of_g2() -> None:
    """Seed 6.2 / 3.2.6 with 4.4: the 1.5-pointers 1, 2 (White seekers) and 7, 8 (Black
    seekers) form a bracket with no shifts. S1 = 2 (met 6 and 7: ARO 1920), 1 (met 5 and
    8: 2345); G2 in TPN order is 7, 8, but 2-7 is a rematch, so the first legal
    transposition is 8, 7: 2-8 and 1-7. The half-pointers: S1 = 4 (ARO 1915), 3 (2350)
    against 5, 6: 4-5 and 3-6."""
    ratings = [2400, 2390, 2380, 2370, 2360, 1500, 2340, 2330]
    rounds = ["1-5:1 2-6:1 3-7:0 4-8:0", "7-2:= 8-1:= 5-3:= 6-4:="]
    t = build(8, rounds, total_rounds=5, ratings=ratings)
    assert both(t, 3) == "1-7, 2-8, 3-6, 4-5"
