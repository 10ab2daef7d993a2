"""Dutch 2026 colour criteria C10-C13 (art. 2): which candidate of a bracket wins on colours.

Four players 1-4 with the colour histories given (``kit.histories``: W/B per
round, ``.`` half-point bye, ``F`` full-point bye; all other players are absent),
equal scores, none of them met: one homogeneous bracket, S1 = 1 2, S2 = 3 4. The
first candidate (1-3, 2-4) loses on the criterion under test to a later one,
which is no better, or worse, on the criteria after it. Colours of each
candidate come from art. 5.2. Derived by hand; bbpPairings v6 agrees on every
case, and the engine with the criterion switched off picks 1-3, 2-4 instead.
"""

from __future__ import annotations

from .kit import boards, histories, pair

TOPSCORERS = (1, 2, 3, 4)


def test_c10_topscorer_colour_difference_beyond_two() -> None:
    """C10: avoid topscorers (or their opponents) ending with |CD| > 2.

    Last round (6 of 6); all four won every game and have 5 points (> 50 %):
    topscorers, so C3 does not bar two absolute preferences (art. 1.8). 1 and 3:
    B B W B (CD -2, absolute White); 2: W B W W (absolute Black); 4: B W B
    (strong White). 1-3, 2-4: 1 and 3 are equal (5.2.2, 5.2.3), so 1 gets White
    (5.2.4) and 3 ends with CD -3: C10 = 1, C12 = 1, C13 = 0. 1-4, 2-3: 1
    (absolute) beats 4 (strong), 4 ends with CD -2: C10 = 0, C12 = 1, C13 = 1.
    C10 comes first. bbpPairings v6 agrees.
    """
    text = histories("BBWBF", "WBWWF", "BBWBF", "BWBFF", total_rounds=6, winners=TOPSCORERS)
    assert boards(pair(text, 6)) == "1-4, 3-2"


def test_c11_topscorer_same_colour_three_times() -> None:
    """C11: avoid topscorers (or their opponents) getting a colour three times running.

    Last round (6 of 6), all topscorers. 1 and 3: W B B (CD -1, absolute White by
    the last two games); 2: B W W (absolute Black); 4: B W B (strong White).
    1-3, 2-4: 1 gets White (5.2.4) and 3 a third Black in a row, ending on CD -2:
    C10 = 0, C11 = 1, C12 = 1, C13 = 0. 1-4, 2-3: 4 gets Black after B W B:
    C11 = 0, C12 = 1, C13 = 1. bbpPairings v6 agrees.
    """
    text = histories("WBBFF", "BWWFF", "WBBFF", "BWBFF", total_rounds=6, winners=TOPSCORERS)
    assert boards(pair(text, 6)) == "1-4, 3-2"


def test_c12_colour_preferences_granted() -> None:
    """C12: minimise players who do not get their colour preference.

    Round 3, all mild preferences: 1 and 3 (W B) want White, 2 and 4 (B W) Black.
    1-3, 2-4 denies two of them (C12 = 2); the next transposition, 1-4, 2-3,
    grants all four (art. 4.2 order, art. 3.8). bbpPairings v6 agrees.
    """
    assert boards(pair(histories("WB", "BW", "WB", "BW"), 3)) == "1-4, 3-2"


def test_c13_strong_preferences_granted() -> None:
    """C13: among candidates equal on C12, minimise strong preferences not granted.

    Round 4. 1: B W B and 3: B B W (strong White); 2: B W and a bye (mild Black);
    4: a bye and W B (mild White). 1-3, 2-4: 5.2.3 gives 1 White (it had Black
    when 3 had White), 3 loses a strong preference: C12 = 1, C13 = 1. 1-4, 2-3:
    4 loses its mild preference to 1's strong one: C12 = 1, C13 = 0.
    bbpPairings v6 agrees.
    """
    assert boards(pair(histories("BWB", "BW.", "BBW", ".WB"), 4)) == "1-4, 3-2"
