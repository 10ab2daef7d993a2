"""Dutch 2026 colour preferences (art. 1.6-1.7) and colour allocation (art. 5.2.1-5.2.5).

Each case pairs just two players, 1 and 2, whose colour histories are given as
sequences (``kit.duel``: W/B per round, ``.`` for a half-point bye; every other
player is absent from the round), so the pairing is forced and only the colours
are in question. Each case is chosen so that the rule under test gives a
different colour from the rules after it. Expected colours are derived by hand
from the rule text; bbpPairings v6 gives the same boards, and reports no valid
pairing where the test expects NoValidPairing. Topscorer cases (art. 1.8) are in
test_rules_topscorers.py.
"""

from __future__ import annotations

import pytest

from trfcheck.pairers.base import NoValidPairing

from .kit import boards, duel, pair, tournament_text


def _pair_duel(first: str, second: str, winners: tuple[int, ...] = ()) -> str:
    return boards(pair(duel(first, second, winners=winners), len(first) + 1))


def test_1_7_1_absolute_by_colour_difference() -> None:
    """Art. 1.7.1: CD < -1 is an absolute preference for White, even if the last two differ.

    1: B W B and a bye (CD -1, strong White); 2: B B W B (CD -2, absolute White).
    5.2.2 grants the absolute preference: 2 White. Were 2 only strong, 5.2.3 would
    find no difference (B/B, W/W, B/B, then 1 runs out) and 5.2.4 would give the
    higher-ranked 1 White. bbpPairings v6 agrees.
    """
    assert _pair_duel("BWB.", "BBWB") == "2-1"


def test_1_7_1_same_absolute_by_colour_difference_never_meet() -> None:
    """Art. 1.7.1 with C3: two B B W B players (CD -2, both absolute White) cannot meet.

    They are the only players in the round and not topscorers, so there is no
    valid pairing (art. 1.9.3). bbpPairings v6 also finds none.
    """
    with pytest.raises(NoValidPairing):
        pair(duel("BBWB", "BBWB"), 5)


def test_1_7_1_same_absolute_by_last_two_games_never_meet() -> None:
    """Art. 1.7.1 with C3: two W B B players (CD -1 but Black twice running) cannot meet.

    bbpPairings v6 also finds no valid pairing.
    """
    with pytest.raises(NoValidPairing):
        pair(duel("WBB", "WBB"), 4)


def test_1_7_2_strong_preferences_may_meet() -> None:
    """Art. 1.7.2: B W B is only a strong preference (CD -1, last two differ), so two such
    players may meet (C3 is about absolute ones).

    Equal strength (5.2.2), equal histories (5.2.3), so the higher-ranked 1 gets
    White (5.2.4). bbpPairings v6 agrees.
    """
    assert _pair_duel("BWB", "BWB") == "1-2"


def test_1_7_1_colour_difference_wins_over_last_two_games() -> None:
    """Art. 1.7.1 when its two tests disagree: W W W W B B has CD +2 (absolute Black) and
    Black twice running (absolute White); the colour difference decides.

    Such a history needs topscorer exceptions, and the text does not order the two
    tests; trfcheck follows bbpPairings v6: Black. Against 2 (W B W B W B,
    mild White) both preferences are then granted (5.2.1): 2 White. Had the last
    two games decided, 1's absolute White would beat 2's mild one (5.2.2).
    bbpPairings v6 agrees.
    """
    assert _pair_duel("WWWWBB", "WBWBWB") == "2-1"


def test_1_7_3_mild_preferences() -> None:
    """Art. 1.7.3: CD 0 is a mild preference for the colour opposite to the last game.

    1 (B W) wants Black, 2 (W B) White: both granted (5.2.1), although 5.2.5 would
    have given 1 White. bbpPairings v6 agrees.
    """
    assert _pair_duel("BW", "WB") == "2-1"


def test_1_7_4_no_games_no_preference() -> None:
    """Art. 1.7.4: a player with no game (two byes) has no preference; 5.2.1 grants the
    other's: 2 (one game, Black: strong White) gets White, where 5.2.5 would have
    given 1 White. bbpPairings v6 agrees.
    """
    assert _pair_duel("..", ".B") == "2-1"


def test_5_2_1_both_preferences_granted() -> None:
    """5.2.1: different preferences are both granted, whatever the ranks.

    1 (W B W B, mild White) and 2 (B W B W, mild Black): 1 White. The mirror
    case, test_1_7_3_mild_preferences, gives the lower-ranked player White.
    bbpPairings v6 agrees.
    """
    assert _pair_duel("WBWB", "BWBW") == "1-2"


def test_5_2_2_strong_beats_mild() -> None:
    """5.2.2: the stronger preference is granted: 2 (B W B, strong White) over 1 (W, bye,
    B: mild White). 5.2.3 would find no difference (B/B, W/W, then 1 runs out)
    and 5.2.4 would favour the higher-ranked 1. bbpPairings v6 agrees.
    """
    assert _pair_duel("W.B", "BWB") == "2-1"


def test_5_2_2_absolute_beats_mild() -> None:
    """5.2.2: 2 (B B W B, absolute White) over 1 (bye, bye, W B: mild White).

    5.2.3 would run out after B/B, W/W and 5.2.4 would favour 1.
    bbpPairings v6 agrees.
    """
    assert _pair_duel("..WB", "BBWB") == "2-1"


def test_5_2_3_alternate_from_last_differing_round() -> None:
    """5.2.3: equal strong preferences (B B W and B W B, both CD -1 for White): in the
    last round 1 had White and 2 Black, so they swap: 2 White, 1 Black, against
    5.2.4's choice of 1. bbpPairings v6 agrees.
    """
    assert _pair_duel("BBW", "BWB") == "2-1"


def test_5_2_3_unplayed_rounds_are_skipped() -> None:
    """5.2.3 with GHR 3.4: histories are compared from each player's latest game.

    1 played only rounds 2 (W) and 4 (B); 2 played W B W B. Compared from the
    latest game: B/B, W/W, then 1's history ends, so 5.2.3 does not decide and
    5.2.4 gives the higher-ranked 1 White (mild White for both). Comparing by
    round number would have found round 2 (1 White, 2 Black) and given 2 White.
    bbpPairings v6 agrees.
    """
    assert _pair_duel(".W.B", "WBWB") == "1-2"


def test_5_2_4_higher_ranked_gets_preference() -> None:
    """5.2.4: same mild preference and history (W B): the higher-ranked 1 gets White.

    bbpPairings v6 agrees.
    """
    assert _pair_duel("WB", "WB") == "1-2"


def test_5_2_4_higher_ranked_by_score() -> None:
    """5.2.4 ranks by score first (art. 1.2): 2 won both games, 1 drew, so 2 is
    higher-ranked and gets White. bbpPairings v6 agrees.
    """
    assert _pair_duel("WB", "WB", winners=(2,)) == "2-1"


@pytest.mark.parametrize(("initial", "expected"), [("white1", "3-1"), ("black1", "1-3")])
def test_5_2_5_higher_ranked_odd_tpn_gets_initial_colour(initial: str, expected: str) -> None:
    """5.2.5: neither player has a preference; the higher-ranked player gets the initial
    colour if its TPN is odd.

    Round 2: 1 had a half-point bye (0.5), 3 won by forfeit against 2 (1 point),
    2 is absent. 3 is higher-ranked by score and its TPN is odd, so it gets the
    initial colour; taking the smaller TPN (1, also odd) instead would give the
    other answer. 2 took part in round 1's pairing, so he keeps his number and 3
    is still number 3 (pairing numbers in force, see test_rules_absences.py).
    bbpPairings v6 agrees with both colours drawn.
    """
    text = tournament_text(["H", "3b-", "2w+"], total_rounds=5, initial=initial, extra=["XXZ 2"])
    assert boards(pair(text, 2)) == expected
