"""Dutch 2026: who gets the pairing-allocated bye (C.04.1 art. 3-4, C.04.3 C2, C5, C9).

Every expected pairing is derived by hand from the rule text in the docstring;
bbpPairings v6 (a FIDE-endorsed engine for these rules) gives the same pairing
on each of these files. Crosstables are written with the tokens of ``kit``: the
round blocks of each player, start rank 1 first. The C5 and C9 cases are the
facts of bbpPairings' regression files ``dutch_2025_C5`` and ``dutch_2025_C9``
(BieremaBoyzProgramming/bbpPairings, ``test/tests/``), restated.
"""

from __future__ import annotations

import pytest

from trfcheck.pairers.base import NoValidPairing

from .kit import pair, show, tournament_text

# Round 3 of 5. R1: 1-3 1-0, 2 beats 4 by forfeit, 5 PAB. R2: 2-1 draw, 4-5 1-0,
# 3 PAB. Scores: 1 and 2 on 1.5; 3, 4 and 5 on 1 with one unplayed round each.
_C2_ROWS = ("3w1 2b=", "4b+ 1w=", "1b0 U", "2w- 5w1", "U 4b0")


def test_c2_pab_not_given_twice() -> None:
    """C2 / C.04.1 art. 4: a player who already had a PAB does not get another.

    Five players, so one gets the PAB; C5 keeps it in the lowest scoregroup (1
    point: 3, 4, 5). 3 (PAB in round 2) and 5 (PAB in round 1) are not eligible,
    so 4 gets it. C9 does not decide: all three have one unplayed round (4 lost
    by forfeit). Without C2, 5 would be the one left over: 1 and 2 met, float
    down, and in BSN order 1 takes 4 (it met 3) and 2 takes 3. With 4 as the PAB,
    1 takes 5 and 2 takes 3. Colours: 5 (strong White, CD -1) beats 1's mild
    White (5.2.2); 3 (strong White) and 2 (strong Black) both get theirs (5.2.1).
    Boards: both pairs have a 1.5 player, 1 before 2 (C.04.2 art. 3.6).
    bbpPairings v6 agrees.
    """
    assert show(pair(tournament_text(_C2_ROWS, total_rounds=5), 3)) == "5-1, 3-2; PAB 4"


def test_c2_full_point_bye_bars_pab() -> None:
    """C2 / C.04.1 art. 4 (2026): a requested full-point bye bars the PAB.

    As test_c2_pab_not_given_twice, but 5 had a full-point bye (F) in round 1
    instead of the PAB (round 1 paired the other four). 5 scored a win without
    playing, which bars the PAB under the 2026 Basic Rules (not under the 2017
    ones); 3 had a PAB; so 4 gets it, and the boards are the same.
    bbpPairings v6 agrees.
    """
    rows = (*_C2_ROWS[:4], "F 4b0")
    assert show(pair(tournament_text(rows, total_rounds=5), 3)) == "5-1, 3-2; PAB 4"


def test_c2_forfeit_win_bars_pab() -> None:
    """C2 / C.04.1 art. 4: a forfeit win bars the PAB.

    Round 3 of 5. R1: 1 beats 4 and 5 beats 3, both by forfeit; 2 PAB. R2: 2-1
    draw, 4-5 1-0, 3 PAB. Scores: 1 and 2 on 1.5; 3, 4, 5 on 1. Of the 1-point
    group, 3 had a PAB and 5 a forfeit win, so only 4 may get the PAB (C5). C9
    would not save 5 from it: 4 and 5 both have one unplayed round. Without the
    forfeit-win bar, 5 would be left over (1 takes 3, 2 takes 4 in BSN order).
    1 and 2 met and float down; 1 takes 3 (a forfeit is not a meeting, GHR 3.5)
    and 2 takes 5. Colours: 1 (one game, Black: strong White) against 3 (no game,
    no preference) gets White (5.2.1); 5 (strong White) and 2 (strong Black) both
    get theirs. Boards: 1 before 2 (C.04.2 art. 3.6). bbpPairings v6 agrees.
    """
    rows = ("4w+ 2b=", "U 1w=", "5w- U", "1b- 5w1", "3b+ 4b0")
    assert show(pair(tournament_text(rows, total_rounds=5), 3)) == "1-3, 5-2; PAB 4"


def test_c2_half_point_bye_does_not_bar_pab() -> None:
    """C2 / C.04.1 art. 4: a half-point bye scores less than a win, so it does not bar the PAB.

    Round 3 of 5. R1: 1-3 and 4-2 drawn, 5 half-point bye (H). R2: 5-1 won by 1,
    2-3 drawn, 4 PAB. Scores: 1 and 4 on 1.5, 2 and 3 on 1, 5 on 0.5. C5 gives the
    PAB to the lowest score an eligible player can take it with: 5 is eligible
    and the other four can be paired (1-2, 3-4), so 5 gets it. If the half-point
    bye barred it, the PAB would go to 2 or 3. Colours: 1 (W B) and 2 (B W) get
    their mild preferences; 3 (B B, absolute White) and 4 (W, strong Black) too.
    bbpPairings v6 agrees.
    """
    rows = ("3w= 5b1", "4b= 3w=", "1b= 2b=", "2w= U", "H 1w0")
    assert show(pair(tournament_text(rows, total_rounds=5), 3)) == "1-2, 3-4; PAB 5"


def test_c5_pab_to_lowest_score_even_if_top_bracket_breaks() -> None:
    """C5: the PAB goes to the lowest score possible, even if a higher bracket must float.

    bbpPairings' dutch_2025_C5 facts. Round 3 of 3; 4 is absent (XXZ), five are
    paired. Scores: 1 and 3 on 2, 2 and 5 on 1 (they met in round 1), 6 on 0. Only
    6 can take the PAB with 0 points, and then 1, 3, 2, 5 must make two pairs:
    2-5 is a rematch, so 1-3 (the natural top pair) would leave a 1-point player
    with the PAB. C5 ranks above C6, so 1 and 3 both float into the 1-point group:
    1 met 2, so 1-5 and 3-2. Colours: 1 and 5 both have W B (mild White), equal
    histories, so the higher-ranked 1 gets its preference (5.2.4); 3 (W B) and 2
    (B W) both get theirs. Both boards have a 2-point player and sum 3; 1 before
    3. JaVaFo (2017 rules) gives the PAB to a 1-point player here.
    bbpPairings v6 agrees.
    """
    rows = ("4w1 2b1", "5b1 1w0", "6w1 4b1", "1b0 3w0", "2w0 6b1", "3b0 5w0")
    text = tournament_text(rows, total_rounds=3, extra=["XXZ 4"])
    assert show(pair(text, 3)) == "1-5, 3-2; PAB 6; Z 4"


def test_c9_pab_to_player_with_fewer_unplayed_rounds() -> None:
    """C9: among equal candidates, the PAB goes to the one with fewer unplayed rounds.

    bbpPairings' dutch_2025_C9 facts. Round 2 of 3. R1: 1-3 1-0, 4-2 0-1, 5 absent
    (zero-point bye, eligible for the PAB). The 0-point group 3, 4, 5 leaves one
    player unpaired, who gets the PAB (C5: score 0 for all three). C9: 5 has one
    unplayed round, 3 and 4 none, so 5 must be paired. In generation order 3-4
    (PAB 5) comes first but loses on C9; 3-5 (PAB 4) is next and wins. Colours:
    3 (B) wants White, 5 has no preference (5.2.1); 2 (B) and 1 (W) both get
    theirs. bbpPairings v6 agrees.
    """
    rows = ("3w1", "4b1", "1b0", "2w0", "Z")
    assert show(pair(tournament_text(rows, total_rounds=3), 2)) == "2-1, 3-5; PAB 4"


def test_round1_odd_field_lowest_gets_pab() -> None:
    """C5, C9 and the generation order (art. 4.2) in round 1: the last TPN gets the PAB.

    Round 1, 15 players, one homogeneous bracket: everyone has 0 points and no
    unplayed round, so C5 and C9 tie. MaxPairs 7: S1 = 1-7, S2 = 8-15, and the
    first transposition pairs 1-8 ... 7-14 and leaves 15. Colours by 5.2.5 with
    White drawn for 1: odd TPNs of S1 get White. bbpPairings v6 agrees.
    """
    text = tournament_text(["."] * 15, total_rounds=5)
    assert show(pair(text, 1)) == "1-8, 9-2, 3-10, 11-4, 5-12, 13-6, 7-14; PAB 15"


def test_no_pairing_when_everyone_has_met_names_c1() -> None:
    """C.04.3 C1 / art. 1.9.3: three players who have all met (one game each round, one player out)
    cannot be paired again: every game of a pairing of two of them is a rematch. The
    engine says C1 failed, not that no PAB-eligible player could be left over (every one of
    them is eligible: none had a bye). The facts of ``icu_tournament/utf-8.trf``."""
    text = tournament_text(("2b0 3w1 .", "1w1 . 3b1", ". 1b0 2w0"), total_rounds=4)
    with pytest.raises(NoValidPairing, match=r"satisfies C1 \(no rematch"):
        pair(text, 4)
