"""Dutch 2026 floats (art. 1.4) and the float criteria C14-C21 (art. 2).

Every expected pairing is derived by hand from the rule text in the docstring;
bbpPairings v6 gives the same pairing on each file, and the engine with the
criterion under test switched off (or, for art. 1.4, with the other reading of
the float rule) gives a different one. Several cases were found by a random
search for small tournaments where the criterion decides, then derived by hand.
"Round r-1" is the tournament round before the one paired, whether or not the
player played in it. Crosstables use the tokens of ``kit``.
"""

from __future__ import annotations

import pytest

from .kit import boards, pair, show, tournament_text, with_fillers

# Round 2 of 5. R1: 1-3 1-0, 4-2 0-1, and 5 had the round-1 result given.
_C14_ROWS = ("3w1", "4b1", "1b0", "2w0")


@pytest.mark.parametrize("round1", ["U", "F"], ids=["pab", "full_point_bye"])
def test_c14_resident_downfloater_not_again(round1: str) -> None:
    """C14 with art. 1.4.3: a PAB or a full-point bye in round r-1 is a downfloat, and a
    resident who had one is not downfloated again.

    1, 2 and 5 have 1 point; 3 and 4 none (one of them gets the PAB). The 1-point
    bracket downfloats one of its three residents; the first candidate, 1-2,
    would float 5, who had a downfloat in round 1 (C14). 1-5 floats 2 instead and
    ties with 1-2 on everything above C14. Colours: 5 has no game, 1 (W) wants
    Black (5.2.1). 2 met 4, so it meets 3: both had Black, so the higher-ranked 2
    gets White (5.2.3 finds no difference, 5.2.4); 4 gets the PAB.
    bbpPairings v6 agrees.
    """
    rows = (*_C14_ROWS, round1)
    assert show(pair(tournament_text(rows, total_rounds=5), 2)) == "5-1, 2-3; PAB 4"


def test_1_4_3_forfeit_win_is_a_downfloat() -> None:
    """Art. 1.4.3: winning by forfeit is a downfloat (C14 then keeps the winner paired).

    Round 2 of 3. R1: 3 beat 1 by forfeit, 2-4 1-0 (2 Black), 5 PAB. The 1-point
    bracket 2, 3, 5 floats one player; 3 and 5 both had a downfloat in round 1,
    so 2 floats (C14) and 3-5 meet: neither has a game, so 5.2.5 gives the
    higher-ranked 3 (odd TPN) White. 2 met 4, so 2-1 (2 strong White, 1 no
    game), and 4 gets the PAB: 1 has an unplayed round (C9). If the forfeit win
    were no float, 2-5 would come first and 3 would float. bbpPairings v6 agrees.
    """
    rows = ("3w-", "4b1", "1b+", "2w0", "U")
    assert show(pair(tournament_text(rows, total_rounds=3), 2)) == "3-5, 2-1; PAB 4"


def test_1_4_3_half_point_bye_is_a_downfloat() -> None:
    """Art. 1.4.3: a half-point bye scores more than a loss without playing: a downfloat.

    Round 2 of 4. R1: 1-2 drawn (1 White), 3 zero-point bye, 4 and 5 half-point
    byes, 6 PAB. 6 (1 point) floats into the 0.5 bracket and takes 1 (art. 4.2;
    6 has no game, 1 wants Black). Of 2, 4, 5 one floats to 3: 4 and 5 had a
    downfloat (their byes), so C14 floats 2: 5-4 (no games: 5.2.5, the
    higher-ranked 4 has an even TPN and gets Black) and 2-3 (2 wants White).
    Without the half-point byes' downfloats 2-4 would come first and 5 would
    float. bbpPairings v6 agrees.
    """
    rows = ("2w=", "1b=", "Z", "H", "H", "U")
    assert show(pair(tournament_text(rows, total_rounds=4), 2)) == "6-1, 5-4, 2-3"


def test_1_4_4_forfeit_loss_is_no_float() -> None:
    """Art. 1.4.4: losing by forfeit is no float.

    Round 3 of 5; no game of 1, 3 or 5 was played (forfeits, byes). Scores: 5 on
    1.5, 1 and 3 on 1, 2 and 4 on 0.5 (they drew, the only game played). 5
    floats into the 1-point bracket and one of 1, 3 floats on (C7 keeps 5
    paired). 3 won round 2 by forfeit (a downfloat), 1 lost it by forfeit (no
    float), so C14 floats 1: 5-3 (no games: 5.2.5, 5 is higher-ranked and odd).
    1 then meets 2 (2 wants White, 1 has no preference) and 4 gets the PAB: 2
    and 4 both have one unplayed round (C9) and 2 comes first. If the forfeit
    loss were a downfloat (as in the 2017 rules), 5-1 would come first.
    bbpPairings v6 agrees.
    """
    rows = ("3w+ 5w-", "4b= Z", "1b- 4w+", "2w= 3b-", "H 1b+")
    assert show(pair(tournament_text(rows, total_rounds=5), 3)) == "5-3, 2-1; PAB 4"


def test_1_4_4_zero_point_bye_is_no_float() -> None:
    """Art. 1.4.4: a zero-point bye (absence) is no float.

    Round 3 of 3. Scores: 3 on 1.5, 2 and 5 on 1 (they met), 4 on 0.5, 1 on 0.
    1 gets the PAB (C5; the others pair 3-2, 4-5 or 3-5, 4-2). 3 floats into the
    1-point bracket and takes 2 or 5; the other floats on. 5 was absent in round
    2: no float, so nothing above the order separates the two (C12: one
    preference is lost either way; 2 and 5 had no float in round 1 either), and
    3 takes 2 (art. 4.2): 2-3, as 3 (topscorer, B W) and 2 (B W) both want Black
    and 3 ranks higher (5.2.4). 5 meets 4: 4 (B) wants White, 5 (W) Black. If the
    absence were a downfloat, C14 would float 2 instead. bbpPairings v6 agrees.
    """
    rows = ("3w0 2b0", "5b0 1w1", "1b1 4w=", "Z 3b=", "2w1 Z")
    assert show(pair(tournament_text(rows, total_rounds=3), 3)) == "2-3, 4-5; PAB 1"


def test_c15_mdp_opponent_with_previous_upfloat() -> None:
    """C15: an MDP is not paired with a resident who had an upfloat in round r-1.

    Round 3 of 5; ``W1@1`` is a game with White, won, against a player (absent
    now) who had 1 point before it. 1 won both games (2 points, W B: mild
    White). 2, 3, 4 have 1 point and B W (mild Black): 2 lost to a 0-point
    player, then beat a 1-point one (an upfloat in round 2, art. 1.4.2); 3 and 4
    played equal scores. 1 floats into the 1-point bracket and takes one of
    them; the other two meet, and one of those loses its mild preference
    whatever is chosen (C12 ties). The first candidate, 1-2, gives the MDP an
    opponent with an upfloat in round r-1 (C15); 1-3 does not. 4-2: equal
    histories, the higher-ranked 2 gets Black (5.2.4). bbpPairings v6 agrees.
    """
    rows = ("W1@0 B1@1", "B0@0 W1@1", "B1@0 W0@1", "B=@0 W=@0.5")
    assert boards(pair(with_fillers(rows, total_rounds=5), 3)) == "1-3, 4-2"


def test_c16_resident_downfloater_two_rounds_before() -> None:
    """C16: do not downfloat a resident who had a downfloat in round r-2.

    Round 3 of 5. Scores: 1, 2, 5 on 1.5 (2 and 5 met in round 2), 3 and 4 on
    0.5. 1 won round 1 by forfeit and had a half-point bye in round 2; 5 had the
    PAB in round 1. The 1.5 bracket pairs 1 with 2 or 5 and floats the other.
    Neither 2 nor 5 had a downfloat in round 2 (2-5 was between equal scores), so
    C14 ties; 5 had one in round 1 (the PAB), so C16 floats 2: 5-1 (5 strong
    White, 1 no game). 2 met 4 and meets 3 (3's strong Black beats 2's mild
    Black, 5.2.2); 4 gets the PAB. bbpPairings v6 agrees.
    """
    rows = ("3w+ H", "4b1 5w=", "1b- 4w=", "2w0 3b=", "U 2b=")
    assert show(pair(tournament_text(rows, total_rounds=5), 3)) == "5-1, 2-3; PAB 4"


def test_c18_mdp_with_previous_downfloat_is_paired() -> None:
    """C18: an MDP who had a downfloat in round r-1 is paired rather than floated again.

    Round 4 of 6. Scores: 1 and 2 on 2 (they met), 4 and 5 on 1.5 (both met 1
    and 2), 3 on 1. 3 and 5 had PABs and 4 cannot take it without 1-2 meeting
    again, so the PAB goes to 1 or 2 (C5: the lowest score an eligible player can
    take it with is 2). 1 and 2 float through the 1.5 bracket (4-5 meet there)
    to 3: one of them meets 3 and the other gets the PAB. 1 had a downfloat in
    round 3 (1.5 against 5 on 1), 2 an upfloat (1 against 4 on 1.5): C18 pairs
    1, whose floating again would count above any score difference. C20 (round
    r-2: 2 had the downfloat, against 1) would pair 2. Colours: 3 (B) strong
    White, 1 (W B W) strong Black; 4 (B W B) strong White beats 5's mild White.
    bbpPairings v6 agrees.
    """
    rows = ("4w= 2b1 5w=", "5b1 1w0 4w1", "Z 4b0 U", "1b= 3w1 2b0", "2w0 U 1b=")
    assert show(pair(tournament_text(rows, total_rounds=6), 4)) == "3-1, 4-5; PAB 2"


def test_c19_mdp_opponent_with_previous_upfloat_smallest_difference() -> None:
    """C19: an MDP opponent who had an upfloat in round r-1 meets the lowest MDP possible.

    Round 4 of 5. Scores: 1 on 2.5; 4 and 6 on 2; 2, 3, 5 on 1, who all met each
    other. So each of 2, 3, 5 needs a partner from 1, 4, 6 (C4): 4 met 2 and 3,
    so 4-5, and 1, 6 meet 2, 3 in some order; the top brackets pair nobody. 1-2
    6-3 and 1-3 6-2 tie up to C18 (C12: 1 and 5 lose mild and strong
    preferences either way). 2 had an upfloat in round 3 (0 against 5 on 1):
    C19 compares its MDP's score, 1's 2.5 against 6's 2, and pairs 2 with 6.
    Colours: 3's strong Black beats 1's mild (5.2.2); 6 (mild White) and 2
    (absolute Black) both get theirs; 4's absolute White beats 5's strong.
    bbpPairings v6 agrees.
    """
    rows = ("H 5b1 6w1", "4b0 3w0 5w1", "5w0 2b1 4w0", "2w1 6b0 3b1", "3b1 1w0 2b0", "U 4w1 1b0")
    assert show(pair(tournament_text(rows, total_rounds=5), 4)) == "1-3, 4-5, 6-2"


def test_c17_mdp_opponent_with_upfloat_two_rounds_before() -> None:
    """C17: as C15, for an upfloat in round r-2.

    Round 4 of 5. 1 has 2.5 (W B W: strong Black); 2, 3, 4 have 1.5 and B W B
    (strong White). 2's upfloat was in round 2 (0 against 1); round 3 was
    between equal scores for everyone, so C15 ties. 1 takes 3 instead of 2
    (C17); 2-4 then both want White and the higher-ranked 2 gets it (5.2.3
    finds equal histories, 5.2.4). bbpPairings v6 agrees.
    """
    rows = ("W1@0 B1@1 W=@2", "B0@0 W1@1 B=@1", "B1@0 W0@1 B=@1", "B=@0 W=@0.5 B=@1")
    assert boards(pair(with_fillers(rows, total_rounds=5), 4)) == "3-1, 2-4"


def test_c20_mdp_with_downfloat_two_rounds_before_is_paired() -> None:
    """C20: as C18, for a downfloat in round r-2.

    Round 4 of 6. 1 and 2 drew with each other in round 3 and have 2.5 (W B W
    and W W B: both strong Black); 3 has 1.5 (W B B: absolute White), 4 has 0.5.
    1 and 2 float into 3's bracket; one meets 3, the other floats on to 4.
    Colours tie (3 gives either of them Black). 2 had a downfloat in round 2
    (1 point against 0), 1 none, and neither had one in round 3: C20 pairs 2
    with 3. 1 meets 4 (B W B: strong White). Boards: 3-2 (sum 4) before 4-1
    (sum 3). bbpPairings v6 agrees.
    """
    rows = ("W1@0 B1@1 2w=", "W1@0 W1@0 1b=", "W=@0 B=@0.5 B=@1", "B=@0 W0@0.5 B0@0.5")
    assert boards(pair(with_fillers(rows, total_rounds=6), 4)) == "3-2, 4-1"


def test_c21_mdp_opponent_with_upfloat_two_rounds_before_smallest_difference() -> None:
    """C21: as C19, for an upfloat in round r-2.

    Round 4 of 6. 1 (3 points) beat 2 (2 points) in round 3; both want White
    (B W B, B B W: strong). 3 and 4 have 1.5 and want Black (W B W). 1 and 2
    float into the 1.5 bracket and meet 3 and 4; every colour is granted either
    way. 3 had an upfloat in round 2 (0 against 1), none in round 3, so C15,
    C17 and C19 tie; C21 compares the MDP scores against 3: 2's 2 beats 1's 3,
    so 1-4 and 2-3 instead of the first candidate 1-3, 2-4.
    bbpPairings v6 agrees.
    """
    rows = ("B1@0 W1@1 2b1", "B1@0 B1@1 1w0", "W0@0 B1@1 W=@1", "W=@0 B=@0.5 W=@1")
    assert boards(pair(with_fillers(rows, total_rounds=6), 4)) == "1-4, 2-3"
