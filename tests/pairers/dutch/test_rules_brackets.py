"""Dutch 2026 bracket criteria C6, C7 and C8 (art. 2) with the bracket procedure (art. 3).

Every expected pairing is derived by hand from the rule text in the docstring;
bbpPairings v6 gives the same pairing on each of these files, and the engine with
the criterion under test switched off gives a different one. Crosstables use the
tokens of ``kit``, start rank 1 first.
"""

from __future__ import annotations

from .kit import pair, show, tournament_text


def test_c6_maximise_pairs_before_colours() -> None:
    """C6: a bracket pairs as many players as it can, even at a cost in colours (C12).

    Round 3 of 5. 1 and 2 won both games (W B: mild White) and have not met; 3
    (W W, absolute Black), 4 (B W, mild Black), 5 (B B, absolute White) and 6
    (B W, mild Black) have 0.5. Pairing 1-2 denies one of them White (C12), while
    floating both would allow 1-6, 2-4, 5-3 with every preference granted. C6
    ranks above C12: 1-2, with White for the higher-ranked 1 (5.2.3 finds equal
    histories, 5.2.4). Then S1 = 3 4, S2 = 5 6: 3-5 and 4-6 (C12 = 1, 4 and 6
    both want Black, 5.2.4 gives it to 4) tie on C12 with the exchange 3-4, 5-6,
    and come first. bbpPairings v6 agrees.
    """
    rows = ("4w1 3b1", "5w1 6b1", "6w= 1w0", "1b0 5w=", "2b0 4b=", "3b= 2w0")
    assert show(pair(tournament_text(rows, total_rounds=5), 3)) == "1-2, 5-3, 6-4"


def test_c7_lowest_downfloater_scores() -> None:
    """C7: downfloat the lowest scores possible, even at a cost in colours (C12).

    Round 3 of 5. Scores: 5 on 2 (PAB, then beat 1), 2 and 3 on 1.5, 1 and 4 on
    0.5; only 1, 3 and 4 may get the PAB, so it goes to a 0.5 player (C5). 5
    floats into the 1.5 bracket, which must downfloat one of its three players.
    5-2 would leave 3, who met 1 and 4, unpairable (C4/C5). 2-3 grants both
    colours (2 strong White, 3 mild Black) but downfloats 5 with 2 points; 5-3
    downfloats 2 with 1.5 and wins on C7, though 5's strong Black beats 3's mild
    one (5.2.2; C12 = 1). Then 2 (met 4) meets 1, with White (strong over mild),
    and 4 gets the PAB. bbpPairings v6 agrees.
    """
    rows = ("3w= 5b0", "4b= U", "1b= 4w1", "2w= 3b0", "U 1w1")
    assert show(pair(tournament_text(rows, total_rounds=5), 3)) == "3-5, 2-1; PAB 4"


def test_c8_look_ahead_next_bracket_downfloaters() -> None:
    """C8: choose the downfloater with which the next bracket does best on C6-C7.

    Round 3 of 4. Scores: 1, 3, 5 on 1.5; 4 and 6 on 1; 2 on 0. The 1.5 bracket
    downfloats one player; each of them had a downfloat in round 2 (1 beat a
    0.5 player, 3 a 0.5 player, 5 a half-point bye), so C14 ties. 1-3 (both mild
    White) costs C12; 1-5 and 3-5 grant both colours, and 1-5 comes first. But
    1-5 floats 3, who met 4 and 6: the next bracket would then pair 4-6 and
    downfloat 3 with 1.5 points, where 3-5 lets it pair 1-6 and downfloat 4 with
    1 point. C8 ranks above C12 and the order: 3-5 (3 mild White, 5 strong
    Black), 6-1 (6's strong White over 1's mild), then 4 meets 2: both B W, mild
    Black, and the higher-ranked 4 gets it (5.2.4). bbpPairings v6 agrees.
    """
    rows = ("4w= 2b1", "5b0 1w0", "6w1 4b=", "1b= 3w=", "2w1 H", "3b0 U")
    assert show(pair(tournament_text(rows, total_rounds=4), 3)) == "3-5, 6-1, 2-4"
