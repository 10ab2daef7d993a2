"""Lim 2.3 and Art. 3 (old 9.3 and 10.1-10.10, seed 004): who floats, and how floaters are
paired in the group they reach."""

from __future__ import annotations

from trfcheck.pairers.lim.group import pair_group

from .kit import lim_round, pairs_of

FIVE_EVEN_DUES = {1: (20, "B"), 2: (20, "W"), 3: (20, "B"), 4: (20, "W"), 5: (20, "")}


def test_2_3_1_player_who_met_everyone_in_the_group_floats() -> None:
    """Lim 2.3.1 [9.3a]: #1 has played every other player of his group: he is transferred."""
    players = {i: (20, "") for i in range(1, 6)}
    rnd = lim_round(players | {9: (10, "")}, [(1, j) for j in range(2, 6)])
    _, floaters = pair_group(rnd, [1, 2, 3, 4, 5], [], True, [9], 40)
    assert floaters == [1]


def test_2_3_2_player_two_colours_over_without_a_permissible_colour_floats() -> None:
    """Lim 2.3.2 [9.3b]: #1 has two whites more (he must have Black); the players who could
    give him Black have met him, so he floats rather than the default #5."""
    players = {1: (20, "WWBW"), 2: (20, "WBWB"), 3: (20, "BWBW")}
    players |= {4: (20, "BBWW"), 5: (20, "WWBB"), 9: (10, "BWBW")}
    # #1 (W3 B1) may only take Black: 2, 3, 5 could give it; he has met them.
    rnd = lim_round(players, [(1, 2), (1, 3), (1, 5)])
    _, floaters = pair_group(rnd, [1, 2, 3, 4, 5], [], True, [9], 40)
    assert floaters == [1]


def test_2_3_3_player_with_the_same_colour_twice_without_the_alternate_colour_floats() -> None:
    """Lim 2.3.3 [9.3c] and 5.3 [12.3]: #1 had Black in the last two rounds; the only players
    able to give him White are players he has met, so he floats."""
    players = {1: (20, "WBB"), 2: (20, "BWW"), 3: (20, "WBB"), 4: (20, "BWB"), 5: (20, "WWB")}
    players |= {9: (10, "BWB")}
    # 3 also had Black twice (both need White): incompatible with 1 by the colour rules.
    rnd = lim_round(players, [(1, 2), (1, 4), (1, 5)])
    _, floaters = pair_group(rnd, [1, 2, 3, 4, 5], [], True, [9], 40)
    assert floaters == [1]


def test_3_2_1_downfloater_goes_to_the_next_lower_group() -> None:
    """Lim 3.2.1 [10.2]: pairing downward the floater joins the next lower group and is paired
    there (here the odd group's floater #5 meets #9 of the group below)."""
    rnd = lim_round({i: (20, "") for i in range(1, 6)} | {9: (10, ""), 10: (10, ""), 11: (10, "")})
    pairs, floaters = pair_group(rnd, [1, 2, 3, 4, 5], [], True, [9, 10, 11], 40)
    assert floaters == [5]
    pairs, rest = pair_group(rnd, [9, 10, 11], floaters, True, [], 20)
    assert (5, 9) in pairs and rest == []


def test_3_2_2_evenness_floater_due_the_majority_colour() -> None:
    """Lim 3.2.2 [10.2]: three players due White, two due Black: the floater is chosen from
    those due White (the lowest ranked of them, #3), which evens the colours out."""
    players = {1: (20, "B"), 2: (20, "B"), 3: (20, "B"), 4: (20, "W"), 5: (20, "W")}
    rnd = lim_round(players | {9: (10, "W")}, round_no=2)
    _, floaters = pair_group(rnd, [1, 2, 3, 4, 5], [], True, [9], 20)
    assert floaters == [3]


def test_3_2_3_maxi_colour_floater_only_within_100_points() -> None:
    """Lim 3.2.3 [10.2, bracketed]: in a Maxi-tournament the colour-chosen floater (#3, 1800)
    is more than 100 points from the lowest-ranked player (#5, 1650), so #5 floats."""
    players = {1: (20, "B"), 2: (20, "B"), 3: (20, "B"), 4: (20, "W"), 5: (20, "W")}
    ratings = {1: 2000, 2: 1900, 3: 1800, 4: 1700, 5: 1650, 9: 1500}
    for maxi, expected in ((False, [3]), (True, [5])):
        rnd = lim_round(players | {9: (10, "W")}, round_no=2, maxi=maxi, ratings=ratings)
        _, floaters = pair_group(rnd, [1, 2, 3, 4, 5], [], True, [9], 20)
        assert floaters == expected


def test_3_2_4_equal_colours_lowest_ranked_floats_downward() -> None:
    """Lim 3.2.4 [10.2]: as many due White as due Black: downward the lowest ranked floats."""
    rnd = lim_round(FIVE_EVEN_DUES | {9: (10, "W")}, round_no=2)
    _, floaters = pair_group(rnd, [1, 2, 3, 4, 5], [], True, [9], 20)
    assert floaters == [5]


def test_3_2_4_equal_colours_highest_ranked_floats_upward() -> None:
    """Lim 3.2.4 [10.2]: pairing upward the highest ranked player floats."""
    rnd = lim_round(FIVE_EVEN_DUES | {9: (30, "W")}, round_no=2)
    _, floaters = pair_group(rnd, [1, 2, 3, 4, 5], [], False, [9], 20)
    assert floaters == [1]


def test_3_3_downward_floater_has_a_compatible_opponent_below() -> None:
    """Lim 3.3 [10.3] (and 3.9 type d before c): #5 has met both players of the lower group,
    so the lowest ranked player who can be paired there, #4, floats."""
    rnd = lim_round(
        {i: (20, "") for i in range(1, 6)} | {9: (10, ""), 10: (10, "")}, [(5, 9), (5, 10)]
    )
    _, floaters = pair_group(rnd, [1, 2, 3, 4, 5], [], True, [9, 10], 40)
    assert floaters == [4]


def test_3_4_upward_floater_has_a_compatible_opponent_above() -> None:
    """Lim 3.4 [10.4, the seed's "lower" read as "higher"]: pairing upward, #1 has met the
    player of the higher group, so the highest ranked player who can meet him, #2, floats."""
    rnd = lim_round({i: (0, "") for i in range(1, 6)} | {9: (10, "")}, [(1, 9)])
    _, floaters = pair_group(rnd, [1, 2, 3, 4, 5], [], False, [9], 0)
    assert floaters == [2]


def test_3_5_floater_without_opponent_next_door_floats_on() -> None:
    """Lim 3.5 [10.5]: an incoming floater who can meet nobody in this group floats on past it."""
    rnd = lim_round({1: (30, ""), 3: (20, ""), 4: (20, ""), 9: (10, "")}, [(1, 3), (1, 4)])
    pairs, floaters = pair_group(rnd, [3, 4], [1], True, [9], 40)
    assert floaters == [1] and pairs_of(pairs) == {frozenset((3, 4))}


def test_3_6_floaters_paired_first_from_the_highest_group() -> None:
    """Lim 3.6 and 3.6.2 [10.6]: downfloaters from different groups: the one from the higher
    group (#3, 3 points) is paired first, before the higher-ranked #2 (2 points)."""
    players = {2: (20, ""), 3: (30, ""), 5: (10, ""), 6: (10, ""), 7: (10, ""), 8: (10, "")}
    pairs, _ = pair_group(lim_round(players), [5, 6, 7, 8], [2, 3], True, [], 20)
    assert pairs == [(3, 5), (2, 6), (7, 8)]


def test_3_6_1_floaters_of_one_group_highest_ranked_first() -> None:
    """Lim 3.6.1 [10.6.1]: downfloaters from the same group: the highest ranked first."""
    players = {2: (20, ""), 3: (20, ""), 5: (10, ""), 6: (10, ""), 7: (10, ""), 8: (10, "")}
    pairs, _ = pair_group(lim_round(players), [5, 6, 7, 8], [3, 2], True, [], 20)
    assert pairs[:2] == [(2, 5), (3, 6)]


def test_3_6_3_median_downfloaters_then_upfloaters_then_the_rest() -> None:
    """Lim 3.6.3 [10.6.3]: in the median group the downfloater comes first, then the
    upfloater, then the other players."""
    players = {4: (30, ""), 10: (15, ""), 11: (15, ""), 12: (15, ""), 13: (15, ""), 20: (0, "")}
    pairs, _ = pair_group(lim_round(players), [10, 11, 12, 13], [20, 4], True, [], 30)
    assert pairs == [(4, 10), (20, 11), (12, 13)]


def test_3_7_upfloaters_paired_first_from_the_lowest_group() -> None:
    """Lim 3.7 and 3.7.2 [10.7]: upfloaters from different groups: the one from the lowest group
    first; each meets the first available player in the upward order (lowest ranked)."""
    players = {5: (10, ""), 6: (10, ""), 7: (10, ""), 8: (10, ""), 9: (0, ""), 10: (5, "")}
    pairs, _ = pair_group(lim_round(players), [5, 6, 7, 8], [10, 9], False, [], 20)
    assert pairs == [(9, 8), (10, 7), (6, 5)]


def test_3_7_1_upfloaters_of_one_group_lowest_ranked_first() -> None:
    """Lim 3.7.1 [10.7.1]: upfloaters from the same group: the lowest ranked first."""
    players = {5: (10, ""), 6: (10, ""), 7: (10, ""), 8: (10, ""), 9: (0, ""), 10: (0, "")}
    pairs, _ = pair_group(lim_round(players), [5, 6, 7, 8], [9, 10], False, [], 20)
    assert pairs[:2] == [(10, 8), (9, 7)]


def test_3_7_3_bottom_half_upfloaters_before_downfloaters() -> None:
    """Lim 3.7.3 [10.7.3]: both kinds in a group of the bottom half: upfloaters first."""
    players = {2: (20, ""), 5: (10, ""), 6: (10, ""), 7: (10, ""), 8: (10, ""), 12: (0, "")}
    pairs, _ = pair_group(lim_round(players), [5, 6, 7, 8], [2, 12], False, [], 20)
    assert pairs[:2] == [(12, 8), (2, 7)]


def test_3_8_floater_meets_first_player_due_the_other_colour() -> None:
    """Lim 3.8 [10.8]: the incoming floater (#2, due White) meets the first available player
    due Black (#6), not the first available one (#5, due White)."""
    players = {2: (30, "B"), 5: (20, "B"), 6: (20, "W"), 7: (20, "W"), 8: (20, "B")}
    pairs, _ = pair_group(lim_round(players, round_no=2), [5, 6, 7, 8], [2], True, [], 40)
    assert pairs[0] == (2, 6)


def test_3_8_upfloater_meets_the_last_player_due_the_other_colour() -> None:
    """Lim 3.8 [10.8]: "when pairing upward" the floater meets the lowest numbered available
    player (largest pairing number, rule 7 / 4.2 numbering) due the colour opposite to his:
    #9 (due Black) meets #7, the last player due White; paired downward he would meet #5."""
    players = {5: (10, "B"), 6: (10, "W"), 7: (10, "B"), 8: (10, "W"), 9: (0, "W")}
    rnd = lim_round(players, round_no=2)
    up, _ = pair_group(rnd, [5, 6, 7, 8], [9], False, [], 20)
    assert up[0] == (9, 7)
    down, _ = pair_group(lim_round(players, round_no=2), [5, 6, 7, 8], [9], True, [], 20)
    assert down[0] == (9, 5)


def test_3_8_pre2026_downfloater_meets_the_lowest_ranked_due_the_other_colour() -> None:
    """Lim 3.8 [10.8], text in force until 31 Jan 2026 read as the Spanish seed 004 ("el
    jugador disponible de menor rango" downward): #2 (due White) meets #7, the lowest ranked
    available player due Black; under the 2026 text ("highest numbered" = #1's end) #6."""
    players = {2: (30, "B"), 5: (20, "B"), 6: (20, "W"), 7: (20, "W"), 8: (20, "B")}
    for pre2026, expected in ((False, 6), (True, 7)):
        rnd = lim_round(players, round_no=2, pre2026=pre2026)
        pairs, _ = pair_group(rnd, [5, 6, 7, 8], [2], True, [], 40)
        assert pairs[0] == (2, expected)


def test_3_8_pre2026_upfloater_meets_the_highest_ranked_due_the_other_colour() -> None:
    """Lim 3.8 [10.8], text before 2026 (seed 004: "de mayor rango" upward): #9 (due Black)
    meets #5, the highest ranked player due White; under the 2026 text ("lowest numbered")
    #7, the last one."""
    players = {5: (10, "B"), 6: (10, "W"), 7: (10, "B"), 8: (10, "W"), 9: (0, "W")}
    for pre2026, expected in ((False, 7), (True, 5)):
        rnd = lim_round(players, round_no=2, pre2026=pre2026)
        up, _ = pair_group(rnd, [5, 6, 7, 8], [9], False, [], 20)
        assert up[0] == (9, expected)


def test_3_8_maxi_colour_switch_only_within_100_points() -> None:
    """Lim 3.8 [10.8, bracketed]: in a Maxi-tournament the switch from the first available
    player (#5, 2000) is allowed only to a player within 100 points: #6 (1850) is not, #7
    (1950) is."""
    players = {2: (30, "B"), 5: (20, "B"), 6: (20, "W"), 7: (20, "W"), 8: (20, "B")}
    ratings = {2: 2100, 5: 2000, 6: 1850, 7: 1950, 8: 1900}
    rnd = lim_round(players, round_no=2, maxi=True, ratings=ratings)
    pairs, _ = pair_group(rnd, [5, 6, 7, 8], [2], True, [], 40)
    assert pairs[0] == (2, 7)


def test_3_9_type_a_floater_only_when_unavoidable() -> None:
    """Lim 3.9 type a [10.9 a]: an incoming floater with no opponent next door floats only
    when nobody else can: here he has met both residents, who pair each other."""
    rnd = lim_round({1: (30, ""), 3: (20, ""), 4: (20, ""), 9: (10, "")}, [(1, 3), (1, 4), (1, 9)])
    pairs, floaters = pair_group(rnd, [3, 4], [1], True, [9], 40)
    assert floaters == [1] and pairs_of(pairs) == {frozenset((3, 4))}


def test_3_9_type_b_before_type_a() -> None:
    """Lim 3.9.2 a [10.9]: two incoming floaters can float; #2 has met the player next door
    (type a), #1 has not (type b): #1 floats, although #2 ranks lower."""
    players = {1: (30, ""), 2: (30, ""), 5: (20, ""), 9: (10, "")}
    rnd = lim_round(players, [(1, 2), (2, 9)])
    _, floaters = pair_group(rnd, [5], [1, 2], True, [9], 40)
    assert floaters == [1]


def test_3_9_type_c_before_type_b() -> None:
    """Lim 3.9.2 b [10.9]: the incoming #8 (type b) or the resident #6 (type c: he has met the
    player next door) can float: the resident floats."""
    players = {5: (20, ""), 6: (20, ""), 8: (30, ""), 9: (10, "")}
    rnd = lim_round(players, [(8, 6), (6, 9)])
    _, floaters = pair_group(rnd, [5, 6], [8], True, [9], 40)
    assert floaters == [6]


def test_3_9_type_d_before_type_c() -> None:
    """Lim 3.9.2 c [10.9]: a resident with an opponent next door (type d, #4) floats before a
    lower-ranked resident without one (type c, #5)."""
    rnd = lim_round({i: (20, "") for i in range(1, 6)} | {9: (10, "")}, [(5, 9)])
    _, floaters = pair_group(rnd, [1, 2, 3, 4, 5], [], True, [9], 40)
    assert floaters == [4]


def test_3_10_previous_floater_is_spared() -> None:
    """Lim 3.10 [10.10]: #5 floated in the previous round; #4 floats to make the group even."""
    rnd = lim_round({i: (20, "") for i in range(1, 6)} | {9: (10, "")}, floated=[5])
    _, floaters = pair_group(rnd, [1, 2, 3, 4, 5], [], True, [9], 40)
    assert floaters == [4]


def test_3_10_1_not_spared_when_that_creates_a_worse_floater() -> None:
    """Lim 3.10.1 [10.10]: #5 floated last round, but every other player has met the player
    next door (type c): sparing #5 would create a type c floater, so #5 floats."""
    met = [(j, 9) for j in range(1, 5)]
    rnd = lim_round({i: (20, "") for i in range(1, 6)} | {9: (10, "")}, met, floated=[5])
    _, floaters = pair_group(rnd, [1, 2, 3, 4, 5], [], True, [9], 40)
    assert floaters == [5]


def test_3_10_2_not_spared_when_that_reduces_the_pairings() -> None:
    """Lim 3.10.2 [10.10]: #5 floated last round, but only 1-2 and 3-4 can be played in the
    group: sparing him would cost a pairing, so he floats."""
    met = [(1, 3), (1, 4), (2, 3), (2, 4), (5, 1), (5, 2), (5, 3), (5, 4)]
    rnd = lim_round({i: (20, "") for i in range(1, 6)} | {9: (10, "")}, met, floated=[5])
    _, floaters = pair_group(rnd, [1, 2, 3, 4, 5], [], True, [9], 40)
    assert floaters == [5]


def test_2_3_1_floats_first_and_the_colour_count_of_3_2_2_leaves_him_out() -> None:
    """Lim 2.3 [9.3]: the players of 2.3.1-2.3.3 move out first, then 2.3.4 floats one more
    to make the group even, chosen by 3.2.2 among the players left. #9 came down and has
    met 1, 2 and 3 (2.3.1); among {1, 2, 3} two are due Black (1, 3), so a player due Black
    floats: #3 cannot (1-2 have met), so #1 does. Counting #9 (due White) as well would tie
    the colours and float #2."""
    players = {1: (20, "BW"), 2: (20, "WB"), 3: (20, "BW"), 9: (30, "WB")}
    players |= {20: (10, "WB"), 21: (10, "BW")}
    rnd = lim_round(players, [(9, 1), (9, 2), (9, 3), (1, 2)], round_no=3)
    pairs, floaters = pair_group(rnd, [1, 2, 3], [9], True, [20, 21], 40)
    assert sorted(floaters) == [1, 9]
    assert pairs == [(2, 3)]


def test_3_10_applies_only_to_the_floater_that_makes_the_group_even() -> None:
    """Lim 3.10 [10.10] spares a previous floater only as the floater of 2.3.4 [9.3d] (to make
    the number even). The 4.4.2 example: #1 and #2 have met each other and 3, 4, 5, so 1-6
    and 3-4 are paired and #2 floats with one more player, #5, the lowest ranked left; this
    even group has no 2.3.4 floater, so #5 floats although he floated in the previous round."""
    players = {i: (20, "") for i in range(1, 7)} | {9: (10, ""), 10: (10, "")}
    met = [(1, 2)] + [(p, q) for p in (1, 2) for q in (3, 4, 5)]
    rnd = lim_round(players, met, floated=[5])
    _, floaters = pair_group(rnd, [1, 2, 3, 4, 5, 6], [], True, [9, 10], 40)
    assert sorted(floaters) == [2, 5]


def test_3_1_player_without_opponent_after_exchanges_is_a_floater() -> None:
    """Lim 3.1 [10.1]: a player for whom no compatible opponent is found even after exchanges
    in his group is a floater (here #1, whose only possible opponent #2 is needed by #3)."""
    players = {i: (20, "") for i in range(1, 5)} | {9: (10, "")}
    met = [(1, 3), (1, 4), (3, 4)]
    rnd = lim_round(players, met)
    pairs, floaters = pair_group(rnd, [1, 2, 3, 4], [], True, [9], 40)
    # 1 can meet only 2, 3 can meet only 2: one pair, two floaters.
    assert len(pairs) == 1 and len(floaters) == 2
