"""Lim Art. 5 (old 12.x; 12.6 and 12.7 from seed 001) and Art. 6 (old 13, seed 001)."""

from __future__ import annotations

from trfcheck.pairers.lim.engine import pair_round
from trfcheck.pairers.lim.group import pair_group
from trfcheck.pairers.lim.round_facts import colour_of, due_colour
from trfcheck.trf.model import Colour

from .kit import lim_round, pairs_of

W, B = Colour.WHITE, Colour.BLACK


def test_5_1_never_the_same_colour_three_times_running() -> None:
    """Lim 5.1.1 [12.1a]: #1 (BBBWW) is due White to equalise, but had White twice running;
    #2 is due White too: #1 gets Black."""
    rnd = lim_round({1: (20, "BBBWW"), 2: (20, "WBBWB")}, round_no=6)
    assert colour_of(rnd, 1, 2, True) is B


def test_5_1_2_never_three_more_of_one_colour() -> None:
    """Lim 5.1.2 [12.1b]: two whites more than blacks: the player may not have White again,
    so such a player and one who must have White are not compatible (2.1)."""
    rnd = lim_round({1: (20, "WWBW"), 2: (20, "BWBB")}, round_no=5)
    assert rnd.compatible(1, 2)
    assert colour_of(rnd, 1, 2, True) is B
    rnd = lim_round({1: (20, "WWBW"), 2: (20, "BWWW")}, round_no=5)
    assert not rnd.compatible(1, 2)


def test_5_2_due_colour_equalises_then_alternates() -> None:
    """Lim 5.2 [12.2]: the colour that equalises; with equal counts the other colour than the
    last one; no colour before the first game."""
    assert due_colour((W, W, B)) is B
    assert due_colour((B, W)) is B
    assert due_colour((W, B, B)) is W
    assert due_colour(()) is None


def test_5_3_same_colour_twice_gets_the_other_colour() -> None:
    """Lim 5.3 [12.3]: both had the same colour in the two previous rounds, opposite ones:
    each gets the other colour."""
    rnd = lim_round({1: (20, "BWW"), 2: (20, "WBB")}, round_no=4)
    assert colour_of(rnd, 1, 2, True) is B


def test_5_4_alternate_from_the_latest_round_their_colours_differed() -> None:
    """Lim 5.4 [12.4]: both due White; in the latest round #1 had Black and #2 White, so #1
    gets White (alternation from that round)."""
    rnd = lim_round({1: (20, "BWB"), 2: (20, "BBW")}, round_no=4)
    assert colour_of(rnd, 1, 2, True) is W
    assert colour_of(rnd, 2, 1, True) is B


def test_5_4_identical_histories_median_and_above_higher_ranked_gets_due_colour() -> None:
    """Lim 5.4 [12.4]: identical histories; in the median group and above the higher ranked
    player gets his due colour, below the median the lower ranked player does."""
    rnd = lim_round({3: (20, "WB"), 7: (20, "WB")}, round_no=3)
    assert colour_of(rnd, 3, 7, True) is W
    assert colour_of(rnd, 3, 7, False) is B


def test_5_4_unplayed_round_equalisation_before_rank() -> None:
    """Lim 5.4 [12.4] with an unplayed round (reading in docs/lim.md): #1 (B W, equal
    counts, due Black to alternate) and #2 (W B W, one White more, due Black to equalise)
    show no round with different colours, but #2 has one game more. Equalisation first
    (5.2, 5.6): #2 gets Black, #1 White, although #1 ranks higher."""
    rnd = lim_round({1: (20, "BW"), 2: (20, "WBW")}, round_no=4)
    assert rnd.due[1] is B and rnd.due[2] is B
    assert colour_of(rnd, 1, 2, True) is W
    assert colour_of(rnd, 1, 2, False) is W  # the side of the median does not enter


def test_5_4_unplayed_round_equal_differences_fall_back_to_rank() -> None:
    """Lim 5.4 [12.4]: #1 (B W B W) and #2 (B W) show no differing round, have one game
    less than the other, and equal colour differences: the identical-history rule decides
    (median and above: the higher ranked, #1, gets his due colour, Black)."""
    rnd = lim_round({1: (20, "BWBW"), 2: (20, "BW")}, round_no=5)
    assert colour_of(rnd, 1, 2, True) is B
    assert colour_of(rnd, 1, 2, False) is W


def test_5_5_odd_rounds_alternate() -> None:
    """Lim 5.5 [12.5]: in an odd round equal counts cannot be kept; colours alternate."""
    rnd = lim_round({1: (20, "WB"), 2: (20, "BW")}, round_no=3)
    assert colour_of(rnd, 1, 2, True) is W


def test_5_6_even_round_equalising_colour_history_decides_and_one_goes_two_over() -> None:
    """Lim 5.6 [12.6, seed 001]: even round, both due Black to equalise and no exchange is
    possible: the histories decide (5.4); #1 gets White and is two colours over, which is
    allowed because 5.1 is respected; at his next game he is due Black again."""
    rnd = lim_round({1: (20, "WWB"), 2: (20, "WBW")}, round_no=4)
    assert rnd.due[1] is B and rnd.due[2] is B
    assert colour_of(rnd, 1, 2, True) is W
    assert due_colour((W, W, B, W)) is B


def test_5_6_even_round_exchange_gives_equalising_colours() -> None:
    """Lim 5.6 [12.6, seed 001] and 5.2: the proposal 1-3 would leave #1 and #3 both due White;
    exchanging gives everyone the equalising colour: 1-4, 2-3."""
    players = {1: (20, "BWB"), 2: (20, "WBW"), 3: (20, "BWB"), 4: (20, "WBW")}
    pairs, _ = pair_group(lim_round(players), [1, 2, 3, 4], [], True, [], 40)
    assert pairs_of(pairs) == pairs_of([(1, 4), (2, 3)])


def test_2_5_5_2_exchange_that_gains_no_due_colour_is_not_made() -> None:
    """Lim 2.5 [9.5], 5.2 [12.2]: proposal 1-3, 2-4; #1 is due Black, #2 White, #3 and #4
    have no game (no due colour). The proposal gives #1 and #2 their colours; 1-2, 3-4 would
    give the same two players the same colours: no gain, so the proposal stands."""
    players = {1: (10, "W"), 2: (10, "B"), 3: (10, ""), 4: (10, "")}
    pairs, _ = pair_group(lim_round(players, round_no=2), [1, 2, 3, 4], [], True, [], 20)
    assert pairs_of(pairs) == pairs_of([(1, 3), (2, 4)])


def test_2_5_5_2_exchange_that_only_moves_a_denied_colour_is_not_made() -> None:
    """Lim 2.5 [9.5], 5.2 [12.2]: proposal 1-3 (both due White) and 2-4 (#2 due Black, #4
    due White). 1-4, 2-3 would give #1 White but deny #3: still one player without his
    colour, so the proposal stands."""
    players = {1: (10, "B"), 2: (10, "W"), 3: (10, "B"), 4: (10, "B")}
    pairs, _ = pair_group(lim_round(players, round_no=2), [1, 2, 3, 4], [], True, [], 20)
    assert pairs_of(pairs) == pairs_of([(1, 3), (2, 4)])


def test_5_7_maxi_colour_exchange_only_within_100_points() -> None:
    """Lim 5.7 [12.7, seed 001]: #1 is due White; the proposal #4 is due White too, and 2-5,
    3-6 are both due Black. Without the Maxi rule #4 is exchanged for #5 (1-5, 2-4: everyone
    gets his colour); in a Maxi-tournament #5 (150 points from #4) may not be exchanged in,
    #6 (50 points) may (1-6, 3-4)."""
    players = {1: (20, "B"), 2: (20, "W"), 3: (20, "W"), 4: (20, "B"), 5: (20, "W"), 6: (20, "W")}
    ratings = {1: 2300, 2: 2200, 3: 2100, 4: 2000, 5: 1850, 6: 1950}
    for maxi, expected in ((False, 5), (True, 6)):
        rnd = lim_round(players, round_no=2, maxi=maxi, ratings=ratings)
        pairs, _ = pair_group(rnd, sorted(players), [], True, [], 20)
        assert pairs[0] == (1, expected)


def test_6_last_round_colours_within_the_pair_before_a_break() -> None:
    """Lim Art. 6 [13] ("even if for that it is necessary"): last round, #5 (one game, White)
    and #8 (B W W) are both due Black and #5 ranks higher, so 5.4 alone would give #5 Black
    and #8 a third White. White for #5 breaks nothing, so that is what #5 gets."""
    rnd = lim_round({5: (30, "W"), 8: (30, "BWW")}, last=True)
    assert rnd.compatible(5, 8) and not rnd.breaks(5, 8)
    assert colour_of(rnd, 5, 8, True) is W


def test_6_last_round_break_kept_when_no_equal_score_swap_avoids_it() -> None:
    """Lim Art. 6 [13]: last round; #1 and #2 (both B W W: both must have Black) are the
    2-point group, #3 and #4 (both W B B: both must have White) the 0-point group, and the
    earlier games (1-3, 1-4, 2-3, 2-4) leave only 1-2 and 3-4. Both pairs break 5.1, and
    no other pairing exists: the breaks stand (the swap of the reproducer
    last-round-avoidable-break-b is in test_hand_decided_cases)."""
    players = {1: (20, "BWW"), 2: (20, "BWW"), 3: (0, "WBB"), 4: (0, "WBB")}
    met = [(1, 3), (1, 4), (2, 3), (2, 4)]
    rnd = lim_round(players, met, last=True, round_no=4)
    made = pair_round(rnd, None)
    assert pairs_of(made) == pairs_of([(1, 2), (3, 4)])
    assert rnd.breaks(1, 2) and rnd.breaks(3, 4)


def test_6_last_round_same_score_beats_colour_rules() -> None:
    """Lim Art. 6 [13, seed 001]: #1 and #2 both had White twice running; before the last round
    they cannot meet, in the last round they are paired (same score) and one gets a third
    White in a row."""
    players = {1: (30, "BWW"), 2: (30, "BWW"), 3: (10, "WBB"), 4: (10, "WBB")}
    made = pair_round(lim_round(players, last=False), None)
    assert pairs_of(made) == pairs_of([(1, 3), (2, 4)])
    rnd = lim_round(players, last=True)
    made = pair_round(rnd, None)
    assert pairs_of(made) == pairs_of([(1, 2), (3, 4)])
    assert colour_of(rnd, 1, 2, True) is B  # the higher ranked gets his due colour (5.4)
