"""Dutch 2026 topscorers (art. 1.8): who they are, and the rules that change for them
(C3 relaxed, 5.2.2 with two absolute preferences). C10 and C11 are in
test_rules_colour_criteria.py.

Players 1 and 2 have the colour histories given (``kit.duel``; every other player
is absent), so only they are paired. Topscorers exist only when the last round
is paired and have more than half the maximum score so far. Expected results are
derived by hand; bbpPairings v6 gives the same boards, and reports no valid
pairing where the test expects NoValidPairing.
"""

from __future__ import annotations

import pytest

from trfcheck.pairers.base import NoValidPairing

from .kit import boards, duel, pair


def test_1_8_topscorers_may_meet_with_same_absolute_preference() -> None:
    """C3 and art. 1.8: in the last round, two topscorers may meet though both must have
    White (W B B: absolute by the last two games).

    Round 4 of 4; both won all three games (3 of 3 > 50 %). Both absolute, equal
    |CD| (5.2.2), equal histories (5.2.3): the higher-ranked 1 gets White
    (5.2.4). bbpPairings v6 agrees.
    """
    assert boards(pair(duel("WBB", "WBB", total_rounds=4, winners=(1, 2)), 4)) == "1-2"


def test_1_8_no_topscorers_before_the_last_round() -> None:
    """Art. 1.8: the same two players in round 4 of 5 are not topscorers; C3 bars the
    pair and there is no valid pairing. bbpPairings v6 agrees.
    """
    with pytest.raises(NoValidPairing):
        pair(duel("WBB", "WBB", total_rounds=5, winners=(1, 2)), 4)


def test_1_8_half_the_maximum_is_not_enough() -> None:
    """Art. 1.8: a topscorer has more than 50 % of the maximum; 1.5 of 3 is not more.

    Last round, all games drawn: nobody is a topscorer, C3 bars the pair.
    bbpPairings v6 agrees.
    """
    with pytest.raises(NoValidPairing):
        pair(duel("WBB", "WBB", total_rounds=4), 4)


def test_1_8_one_topscorer_is_enough_for_c3() -> None:
    """C3 bars two non-topscorers only: 1 won all (3 points), 2 drew all (1.5, not a
    topscorer); they may meet in the last round. 1 is higher-ranked and gets White
    (5.2.2-5.2.4 as above). bbpPairings v6 agrees.
    """
    assert boards(pair(duel("WBB", "WBB", total_rounds=4, winners=(1,)), 4)) == "1-2"


def test_5_2_2_both_absolute_wider_colour_difference() -> None:
    """5.2.2: with two absolute preferences (topscorers only), the wider colour difference
    is granted.

    Last round (5 of 5), both won every game. 1: W W B B (CD 0, absolute White by
    the last two games); 2: B W B B (CD -2). 2's |CD| is larger: 2 White, though 1
    ranks higher (5.2.4 would favour 1). bbpPairings v6 agrees.
    """
    assert boards(pair(duel("WWBB", "BWBB", total_rounds=5, winners=(1, 2)), 5)) == "2-1"
