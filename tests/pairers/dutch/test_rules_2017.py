"""The Dutch system's 2017 edition (Baku 2016 / Goynuk 2017, in force until 31 Jan 2026)
where it pairs differently from the 2026 edition (spec dutch.md §10).

Each case is a tournament of the 2026 rule tests paired under the 2017 rules:
the 2017 difference decides. Expected pairings are derived by hand from the 2017
text (criteria C.1-C.19, floats A.4.b, PAB rule C.2, colours E.1-E.5); bbpPairings
v5.0.1 (FIDE-endorsed for the 2017 rules) gives the same pairing on each file
(with the absence of the last case written as ``0000 - Z``, as it reads no XXZ).
"""

from __future__ import annotations

from .kit import pair, show, tournament_text


def test_2017_c2_full_point_bye_does_not_bar_pab() -> None:
    """2017 C.2: only a PAB or a forfeit win bars the PAB; a full-point bye does not.

    test_c2_full_point_bye_bars_pab under 2017 rules. 1 and 2 met and float into
    the 1-point group 3, 4, 5; 3 had a PAB. In generation order 1-3 is a rematch
    and 1-4, 2-3 leaves 5, who may take the PAB in 2017; it also grants every
    colour (1 mild White against 4's strong Black; 3 strong White, 2 strong
    Black), where 1-5 would not. 2026 gives the PAB to 4. bbpPairings v5 agrees.
    """
    rows = ("3w1 2b=", "4b+ 1w=", "1b0 U", "2w- 5w1", "F 4b0")
    text = tournament_text(rows, total_rounds=5)
    assert show(pair(text, 3, "2017")) == "1-4, 3-2; PAB 5"


def test_2017_a4b_forfeit_loss_is_a_downfloat() -> None:
    """2017 A.4.b: every round without a game is a downfloat, a forfeit loss included.

    test_1_4_4_forfeit_loss_is_no_float under 2017 rules. 1 (forfeit loss in round
    2) and 3 (forfeit win) both had a downfloat in round 2, so C.12 ties and the
    MDP 5 takes the first resident, 1 (neither has a game: E.5 gives the
    higher-ranked 5, odd, White). 3 floats and meets 2 (strong White); 4 gets
    the PAB.
    bbpPairings v5 agrees.
    """
    rows = ("3w+ 5w-", "4b= Z", "1b- 4w+", "2w= 3b-", "H 1b+")
    text = tournament_text(rows, total_rounds=5)
    assert show(pair(text, 3, "2017")) == "5-1, 2-3; PAB 4"


def test_2017_a4b_zero_point_bye_is_a_downfloat() -> None:
    """2017 A.4.b: an absence (zero-point bye) is a downfloat.

    test_1_4_4_zero_point_bye_is_no_float under 2017 rules: 5 was absent in round
    2, so floating 5 again costs C.12 and 3 takes 5 (3 mild Black, 5 strong Black:
    E.2 gives 5 Black); 2 floats and meets 4 (strong White, 2 mild Black).
    bbpPairings v5 agrees.
    """
    rows = ("3w0 2b0", "5b0 1w1", "1b1 4w=", "Z 3b=", "2w1 Z")
    text = tournament_text(rows, total_rounds=3)
    assert show(pair(text, 3, "2017")) == "3-5, 4-2; PAB 1"


def test_2017_no_pab_score_criterion() -> None:
    """2017 has no C5: the PAB goes to whoever is left, here a 1-point player.

    bbpPairings' dutch_2025_C5 facts (test_c5_pab_to_lowest_score_even_if_top_bracket_breaks)
    under 2017 rules. 1 and 3 (2 points) meet (C.5, most pairs); 2 and 5 met, so
    both float to 6: 2 takes 6 and 5 is left with the PAB, as JaVaFo also pairs it.
    Colours: 1 and 3 (W B, both mild White): E.4 favours 1; 2 and 6 (B W, mild
    Black): E.4 favours 2. bbpPairings v5 agrees.
    """
    rows = ("4w1 2b1", "5b1 1w0", "6w1 4b1", "1b0 3w0", "2w0 6b1", "3b0 5w0")
    text = tournament_text(rows, total_rounds=3, extra=["XXZ 4"])
    assert show(pair(text, 3, "2017")) == "1-3, 6-2; PAB 5; Z 4"
