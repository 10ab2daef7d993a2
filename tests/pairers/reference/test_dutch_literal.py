"""The literal Dutch pairer on cases worked out by hand from the rules.

Each expected pairing was derived from the handbook text (the reasoning is in the test's
docstring) and then confirmed with bbpPairings (v6.0.0 for the 2026 edition, v5.0.1 for
2017), FIDE-endorsed engines run outside the repository; none of them was produced by the
code under test. Where a case also pins down the order of generation, the docstring says
which candidate comes first and why it loses.
"""

from __future__ import annotations

import pytest

from tests.oracles._dutch_order import (
    exchanges,
    mdp_exchange_order,
    mdp_set_order,
    transpositions,
)
from tests.oracles.dutch_literal import pair_literal
from trfcheck.pairers.base import NoValidPairing
from trfcheck.trf.model import Colour

from .kit import crosstable, duel, show

FILLERS = list(range(5, 13))  # opponents of the histories below, absent in round 3
ABSENT_FILLERS = "; ".join(f"Z {p}" for p in FILLERS)


def test_seed_round1_example() -> None:
    """Round 1 of the worked example in seed 000 (14 players, White to 1 by lot): S1 =
    1-7, S2 = 8-14, pairs 1-8 ... 7-14; E.5 gives odd pairing numbers in S1 White."""
    t = crosstable(["."] * 14, total_rounds=5)
    assert show(pair_literal(t, 1)) == "1-8, 9-2, 3-10, 11-4, 5-12, 13-6, 7-14"


def test_round1_odd_field_lowest_ranked_gets_pab() -> None:
    """Round 1, five players: MaxPairs 2, S1 = 1-2, S2 = 3-5; 5 is left over (PAB)."""
    t = crosstable(["."] * 5, total_rounds=5)
    assert show(pair_literal(t, 1)) == "1-3, 4-2; PAB 5"


def test_round1_with_the_initial_colour_black() -> None:
    """Art. 5.2.5 with Black drawn for round 1: odd pairing numbers in S1 get Black."""
    t = crosstable(["."] * 4, total_rounds=3, initial=Colour.BLACK)
    assert show(pair_literal(t, 1)) == "3-1, 2-4"


def test_transposition_order_4_2() -> None:
    """Art. 4.2 examples: an 11-player homogeneous bracket has 720 transpositions starting
    6-7-8-9-10, 6-7-8-9-11, 6-7-8-10-9; with two MDPs, 72 starting 3-4, 3-5."""
    s1, s2 = (1, 2, 3, 4, 5), (6, 7, 8, 9, 10, 11)
    orders = [tuple(p[1] for p in pairs) for pairs, _ in transpositions(s1, s2, _any)]
    assert len(orders) == 720
    assert orders[:3] == [(6, 7, 8, 9, 10), (6, 7, 8, 9, 11), (6, 7, 8, 10, 9)]
    assert orders[-1] == (11, 10, 9, 8, 7)
    mdps = [tuple(p[1] for p in pairs) for pairs, _ in transpositions((1, 2), range(3, 12), _any)]
    assert len(mdps) == 72
    assert mdps[:2] == [(3, 4), (3, 5)] and mdps[-1] == (11, 10)


def test_resident_exchange_order_4_3() -> None:
    """Art. 4.3 on S1 = 1 2 3, S2 = 4 5 6: 3<->4, 3<->5, 2<->4, 3<->6, 2<->5, 1<->4, ...
    (fewest moved; smallest sum difference; highest BSN out of S1; lowest into S1)."""
    order = list(exchanges((1, 2, 3), (4, 5, 6)))
    assert order[0] == ((1, 2, 3), (4, 5, 6))
    moved = [
        (tuple(sorted({1, 2, 3} - set(s1))), tuple(sorted(set(s1) - {1, 2, 3})))
        for s1, _ in order[1:]
    ]
    assert moved[:9] == [
        ((3,), (4,)), ((3,), (5,)), ((2,), (4,)), ((3,), (6,)), ((2,), (5,)),
        ((1,), (4,)), ((2,), (6,)), ((1,), (5,)), ((1,), (6,)),
    ]  # fmt: skip
    assert moved[9:18] == [
        ((2, 3), (4, 5)), ((2, 3), (4, 6)), ((1, 3), (4, 5)), ((2, 3), (5, 6)),
        ((1, 3), (4, 6)), ((1, 2), (4, 5)), ((1, 3), (5, 6)), ((1, 2), (4, 6)),
        ((1, 2), (5, 6)),
    ]  # fmt: skip
    assert moved[18:] == [((1, 2, 3), (4, 5, 6))]


def test_resident_exchange_order_handbook_examples() -> None:
    """Art. 4.3.2 examples for an 11-player bracket (S1 = 1-5): 6<->4 before 8<->5, and
    8+6<->4+3 before 9+8<->5+4."""
    order = [set(s1) for s1, _ in exchanges((1, 2, 3, 4, 5), (6, 7, 8, 9, 10, 11))]
    assert order.index({1, 2, 3, 5, 6}) < order.index({1, 2, 3, 4, 8})
    assert order.index({1, 2, 5, 6, 8}) < order.index({1, 2, 3, 8, 9})


def test_remainder_exchanges_use_fresh_bsns_4_1() -> None:
    """Art. 4.1 / 3.3: a remainder is numbered afresh. Residents 5 6 7 9 10 after the
    MDP-pairing took 8 are BSN 1-5, S1R = 1 2: 2<->4 (players 6, 9) and 1<->3 (5, 7) both
    have difference 2, and 4.3.3 puts 2<->4 first; counting the gap left by 8 would make
    6<->9 a difference of 3 and put it after 5<->7."""
    order = [s1 for s1, _ in exchanges((5, 6), (7, 9, 10))]
    assert order.index((5, 9)) < order.index((6, 7))


def test_mdp_set_order_4_4() -> None:
    """Art. 4.4: valid MDP sets by their smallest differing BSN: {1,3} < {1,4} < {3,4}."""
    sets = [frozenset(s) for s in ({3, 4}, {1, 4}, {1, 3})]
    assert mdp_set_order(sets) == [(1, 3), (1, 4), (3, 4)]


def test_mdp_exchange_order_2017_d3() -> None:
    """Dutch 2017 D.3: S1 from the highest differing score first, then the lowest BSNs;
    MDPs 1, 2 (3 points) and 3 (2.5 points), M1 = 2."""
    score = [30, 30, 25]
    assert mdp_exchange_order([0, 1, 2], 2, score) == [(0, 1), (0, 2), (1, 2)]


def test_c1_rematch_avoided_and_c12_picks_the_exchange() -> None:
    """Round 2, all on 1/2: S1 = 1 2, S2 = 3 4. 1-3 met (C1); the next transposition 1-4,
    2-3 denies two colour preferences (C12); exchange 2<->3 (S1 = 1 3) gives 1-2, 3-4 and
    every preference: a perfect candidate."""
    t = crosstable(["3w=", "4b=", "1b=", "2w="], total_rounds=5)
    assert show(pair_literal(t, 2)) == "2-1, 3-4"


def _c3_rows() -> list[str]:
    """1 and 3 had Black twice, 2 and 4 White twice (absolute preferences), drawn."""
    return ["5b= 6b=", "6w= 5w=", "7b= 8b=", "8w= 7w=", "1w= 2b=", "2b= 1w=", "3w= 4b=", "4b= 3w="]


def test_c3_same_absolute_preference_never_meet() -> None:
    """Round 3 of 5, all on 1: the first candidate 1-3, 2-4 pairs two absolute White and
    two absolute Black preferences (C3); the next transposition 1-4, 2-3 is legal."""
    t = crosstable(_c3_rows(), total_rounds=5, absent={3: FILLERS[:4]})
    assert show(pair_literal(t, 3)) == "1-4, 3-2; Z 5; Z 6; Z 7; Z 8"


def test_c3_topscorers_may_meet_in_the_last_round() -> None:
    """1 and 3 won both games with Black (absolute White, topscorers in the last round): C3
    does not stop 1-3 (art. 1.8); both absolute with |CD| 2 and equal histories, 5.2.4
    gives 1 White. Not in the last round they must float, and 1-2, 3-4 follow."""
    rows = ["5b1 6b1", "6w= 5b=", "7b1 8b1", "8b= 7w=", "1w0 2w=", "2b= 1w0", "3w0 4b=", "4w= 3w0"]
    last = crosstable(rows, total_rounds=3, absent={3: FILLERS[:4]})
    assert show(pair_literal(last, 3)) == "1-3, 2-4; Z 5; Z 6; Z 7; Z 8"
    earlier = crosstable(rows, total_rounds=5, absent={3: FILLERS[:4]})
    assert show(pair_literal(earlier, 3)) == "1-2, 3-4; Z 5; Z 6; Z 7; Z 8"


@pytest.mark.parametrize("edition", ["2026", "2017"])
def test_c4_completion_floats_the_top_bracket(edition: str) -> None:
    """3-4 is forbidden and 1-3, 2-4 met: pairing 1-2 leaves 3 and 4 unpairable, so the
    top bracket must float both (2026 C4; 2017: it becomes the PPB and is re-paired with
    C.4, then the CLB pairs 1-4, 2-3)."""
    t = crosstable(["3w1", "4b1", "1b0", "2w0"], total_rounds=5, forbidden=[(3, 4)])
    assert show(pair_literal(t, 2, edition)) == "4-1, 2-3"


def test_c5_pab_goes_to_the_lowest_score() -> None:
    """Round 2: 1, 4, 5 on 1 point (5 had the PAB), 2 and 3 on 0. C5: the PAB score is 0.
    The top bracket floats one player; floating 5 (PAB last round = downfloat) costs C14,
    so 1-5 and 4 floats; 4 met 2, so 4-3 and 2 gets the PAB."""
    t = crosstable(["3w1", "4w0", "1b0", "2b1", "U"], total_rounds=5)
    assert show(pair_literal(t, 2)) == "5-1, 4-3; PAB 2"


def test_c9_pab_to_the_player_with_fewer_unplayed_rounds() -> None:
    """Round 3: 3, 4, 5 on 0; 5 missed round 1 (zero-point bye). The first candidate 3-4
    leaves 5 the PAB; C9 prefers 3-5 and the PAB to 4 (no unplayed round)."""
    rows = ["4w1 3b1", "3w1 4b1", "2b0 1w0", "1b0 2w0", "Z 6b0", "Z 5w1"]
    t = crosstable(rows, total_rounds=5, absent={1: [5, 6], 3: [6]})
    assert show(pair_literal(t, 3)) == "1-2, 5-3; PAB 4; Z 6"


def _float_rows(c15: bool) -> list[str]:
    if c15:  # 1 on 2 points, 2 upfloated in round 2, 3 did not; all W then B
        head = ["5w1 6b1", "7w0 8b1", "9w0 10b1", "11b0 12w0", "1b0 Z", "F 1w0", "2b1 Z"]
        return [*head, "F 2w0", "3b1 Z", "Z 3w0", "4w1 Z", "Z 4b1"]
    head = ["5w1 6b0", "7w0 8b1", "9w1 10b0", "11b0 12w0", "1b0 Z", "F 1w1", "2b1 Z"]
    return [*head, "Z 2w0", "3b0 Z", "Z 3w1", "4w1 Z", "Z 4b1"]  # 3 downfloated in round 2


@pytest.mark.parametrize("edition", ["2026", "2017"])
def test_c14_resident_who_downfloated_does_not_float_again(edition: str) -> None:
    """1, 2, 3 on 1 point (all want White), 4 on 0. The first candidate 1-2 floats 3, who
    downfloated in round 2 (C14; 2017 C.12); 1-3 floats 2 instead."""
    t = crosstable(_float_rows(False), total_rounds=5, absent={3: FILLERS})
    assert show(pair_literal(t, 3, edition)) == f"1-3, 2-4; {ABSENT_FILLERS}"


@pytest.mark.parametrize("edition", ["2026", "2017"])
def test_c15_mdp_opponent_who_upfloated_is_avoided(edition: str) -> None:
    """1 (2 points) floats into the 1-point bracket. The first candidate 1-2 gives the MDP
    to 2, who upfloated in round 2 (C15; 2017 C.13); 1-3 and 2 floats to 4."""
    t = crosstable(_float_rows(True), total_rounds=5, absent={3: FILLERS})
    assert show(pair_literal(t, 3, edition)) == f"1-3, 2-4; {ABSENT_FILLERS}"


def test_editions_differ_on_the_pab_score() -> None:
    """Round 2: 3 and 5 (PAB) on 1, 2 and 4 on 1/2 (they drew), 1 on 0. 2026 C5 gives the
    PAB to 1, so 2 and 4 pair down with 3 and 5. 2017 has no C5: 3-5, then 2 and 4 float
    into 1's bracket; the first MDP (2) meets 1 and 4 is left with the PAB."""
    t = crosstable(["3w0", "4b=", "1b1", "2w=", "U"], total_rounds=3)
    assert show(pair_literal(t, 2, "2026")) == "3-4, 2-5; PAB 1"
    assert show(pair_literal(t, 2, "2017")) == "3-5, 2-1; PAB 4"


def test_colour_5_2_2_strong_beats_mild() -> None:
    """1 (W B: mild White) meets 2 (one game, Black: strong White): 2 gets White although
    1 ranks higher (5.2.2 before 5.2.4)."""
    rows = ["3w= 4b=", "Z 5b=", "1b= Z", "Z 1w=", "Z 2w="]
    t = crosstable(rows, total_rounds=5, absent={3: [3, 4, 5]})
    assert show(pair_literal(t, 3)) == "2-1; Z 3; Z 4; Z 5"


def test_colour_5_2_3_alternates_from_the_last_difference() -> None:
    """Both mild White; walking back, the histories first differ two games before the
    last, where 1 had White and 2 Black: 1 gets Black (5.2.3), not 5.2.4's White."""
    assert show(pair_literal(duel("BWWB", "WBWB"), 5)).startswith("2-1;")


def test_colour_5_2_4_higher_ranked_player_preference() -> None:
    """Both strong Black after one White game each: equal histories, so 5.2.4 gives the
    higher-ranked player (1) its preference."""
    assert show(pair_literal(duel("W", "W"), 2)).startswith("2-1;")


def test_colour_5_2_5_uses_the_pairing_number_in_force() -> None:
    """Round 1 with 1 absent: 1 has not been paired yet, so it holds no pairing number and
    2 is number 1 (C.04.2 late entries; bbpPairings' effective pairing numbers): odd, so
    2 gets the initial colour White."""
    t = crosstable(["."] * 4, total_rounds=3, absent={1: [1]})
    assert show(pair_literal(t, 1)) == "2-3; PAB 4; Z 1"


def test_board_order_uses_real_points_under_acceleration() -> None:
    """Round 2 with one virtual point for 1-3 (C.04.7): pairs 2-3, 6-1, 4-5 by pairing
    score. GHR 3.6 on real points (bbpPairings v6): 2-3 (1 and 1/2), 4-5 (1 and 0), 6-1
    (1/2 and 0); on pairing scores 6-1 would come second."""
    acc = {(p, 2): 10 for p in (1, 2, 3)}
    t = crosstable(["4w0", "5b1", "6w=", "1b1", "2w0", "3b="], total_rounds=5, acceleration=acc)
    assert show(pair_literal(t, 2)) == "2-3, 4-5, 6-1"


@pytest.mark.parametrize("edition", ["2026", "2017"])
def test_no_valid_pairing(edition: str) -> None:
    """Two players who met cannot be paired again (C1); the arbiter decides (1.9.3)."""
    t = crosstable(["2w1", "1b0"], total_rounds=3)
    with pytest.raises(NoValidPairing):
        pair_literal(t, 2, edition)


def test_unknown_edition() -> None:
    with pytest.raises(ValueError, match="2026, 2017"):
        pair_literal(crosstable(["."] * 2, total_rounds=1), 1, "2013")


def _any(prefix: object, pair: object) -> bool:
    return True
