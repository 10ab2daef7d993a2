"""The Dutch system's 2017 edition (Baku 2016 / Goynuk 2017, in force until 31 Jan 2026):
its own rules, named by article (C.04.3 2017 and its differences from 2026; docs/dutch.md).

Each case is a small tournament where a 2017 rule decides the pairing: the first
ones are tournaments of the 2026 rule tests paired under the 2017 rules; the others
are built for the article. Expected pairings are derived by hand from the 2017 text
(A.4.b floats, A.8 PSD, A.9 PPB/CLB, B.1 M1, C.1-C.19, D.3 MDP-exchanges, colours
E.1-E.5); bbpPairings v5.0.1 (FIDE-endorsed for the 2017 rules) gives the same
pairing on each file (absent players written as ``0000 - Z``, as it reads no XXZ).
Where the 2026 edition pairs differently, the case asserts both editions, and
bbpPairings v6 gives the 2026 pairing.
"""

from __future__ import annotations

from dataclasses import replace

import pytest

from trfcheck.pairers.base import RoundPairing
from trfcheck.trf.model import ResultCode

from .kit import pair, show, tournament_text, with_fillers


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


def _paired(pairing: RoundPairing) -> str:
    """``show`` without the byes of absent players (the fillers of ``with_fillers``)."""
    pab = tuple(b for b in pairing.byes if b.kind is ResultCode.PAB)
    return show(replace(pairing, byes=pab))


@pytest.mark.parametrize("edition", ["2017", "2026"])
def test_2017_c2_forfeit_win_bars_pab(edition: str) -> None:
    """2017 C.2 (C.04.1 d): a forfeit win bars the PAB, as a PAB does (2026 alike).

    test_c2_forfeit_win_bars_pab under both editions. Round 3 of 5: 1 and 2 (1.5)
    met and float into the 1-point group 3, 4, 5. 1 and 5 won by forfeit, 2 and 3
    had a PAB, so only 4 may be left over. S1 = 1 2, S2 = 3 4 5: 1-3, 2-4 (BSN 3-4)
    leaves 5 (C.2); 1-3, 2-5 (3-5) leaves 4 and grants every colour (1 strong
    White, 3 none; 5 strong White, 2 strong Black). A forfeit is no game (C.1),
    so 1 may meet 3. bbpPairings v5.0.1 agrees.
    """
    rows = ("4w+ 2b=", "U 1w=", "5w- U", "1b- 5w1", "3b+ 4b0")
    text = tournament_text(rows, total_rounds=5)
    assert show(pair(text, 3, edition)) == "1-3, 5-2; PAB 4"


@pytest.mark.parametrize(("edition", "expected"), [("2017", "2-1; PAB 3"), ("2026", "3-1; PAB 2")])
def test_2017_no_c9_pab_regardless_of_unplayed_rounds(edition: str, expected: str) -> None:
    """2017 has no C9: the PAB may go to a player with more unplayed rounds.

    Round 4 of 5, three players on 1.5 (the others are absent): 1 (W B W, strong
    Black), 2 (B W B, strong White) and 3, absent in round 1 (W B, mild White).
    Every game was between equal scores, and round 1 is three rounds back, so no
    float criterion sees 3's absence. 2017: one homogeneous bracket, S1 = 1,
    S2 = 2 3; 1-2 grants both colours and is perfect (B.4), so 3 gets the PAB.
    2026 C9 keeps 3, who has an unplayed round, paired: 3-1 (both colours
    granted), PAB 2. bbpPairings v5.0.1 agrees.
    """
    rows = ("W=@0 B=@0.5 W=@1", "B=@0 W=@0.5 B=@1", "Z W1@0 B=@1")
    assert _paired(pair(with_fillers(rows, total_rounds=5), 4, edition)) == expected


@pytest.mark.parametrize(
    ("edition", "expected"), [("2017", "2-1, 5-4; PAB 3"), ("2026", "5-1, 2-3; PAB 4")]
)
def test_2017_a8_psd_compared_lexicographically(edition: str, expected: str) -> None:
    """2017 A.8 and C.6: the PSD, sorted from the highest score difference, is compared
    entry by entry; the first smaller entry wins, whatever the totals.

    Round 4 of 5, five players (the others are absent): 1 on 2.5; 2 and 3 on 1.5;
    4 and 5 on 0.5. 2 and 3 each met 4 and 5. 1 floats into the 1.5 bracket. There
    the PSD takes each pair's difference and each downfloater's score minus 0.5
    (one point below the bracket's lowest score): 1-2 with 3 floating gives
    [1, 1]; 2-3 with 1 floating gives [2, 0], the same total. C.6 takes 1-2 (the
    first candidate; 2 strong White, 1 strong Black, where 1 and 3 both want
    Black). 3 cannot meet 4 or 5: 4-5 (5 strong White, 4 strong Black) and 3
    gets the PAB, which 2017 may give to a 1.5 player (no C5). 2026 C5 gives it
    to a 0.5 player: 2-3 meet, 1 floats on and takes 5 (colours, C12), PAB 4.
    bbpPairings v5.0.1 agrees.
    """
    rows = (
        "W1@0 B1@1 W=@2",
        "4b= 5w1 B0@1.5",
        "5w= 4b1 W0@1.5",
        "2w= 3w0 B0@0.5",
        "3b= 2b0 W0@0.5",
    )
    assert _paired(pair(with_fillers(rows, total_rounds=5), 4, edition)) == expected


# Round 4 of 6, ten players, every game played. Scores: 5 and 9 on 2.5; 1, 3 and
# 10 on 2; 2, 4 and 7 on 1; 6 and 8 on 0.5.
_C7_ROWS = (
    "6w1 3b1 5w0",
    "7b= 5w= 9b0",
    "8w1 1w0 7b1",
    "9b= 7w= 10b0",
    "10w1 2b= 1b1",
    "1b0 9w0 8b=",
    "2w= 4b= 3w0",
    "3b0 10w0 6w=",
    "4w= 6b1 2w1",
    "5b0 8b1 4w1",
)


@pytest.mark.parametrize(
    ("edition", "expected"),
    [("2017", "5-9, 10-3, 4-1, 2-8, 6-7"), ("2026", "5-9, 10-1, 4-3, 2-8, 6-7")],
)
def test_2017_c7_next_bracket_pairs_without_completion(edition: str, expected: str) -> None:
    """2017 C.7: choose the downfloaters by the pairs, then the PSD, of the next bracket
    alone; completion (C.4) binds only the PPB (A.9).

    1 and 3 met, so the 2-point bracket pairs 10 with one of them and floats the
    other (same PSD, both pairs grant colours). 7 met 2, 4 and 3: with 1 the next
    bracket makes two pairs (1-7, 2-4), with 3 only one, so C.7 floats 1 (above
    C.12, where 1's downfloat in round 3 counts): 10-3. The 1-point bracket
    takes 1-7, 2-4 (C.5), which leaves 6 and 8, who met: it becomes the PPB and
    is paired again under C.4. 1 against 2 or 4 (PSD [1, 1, 1], better than
    2-4 with 1 floating, [2, 1, 0]): 2 had an upfloat in round 3 (C.13), so 4-1,
    and 2, 7 with 6, 8 form the CLB: 2-8, 6-7 grant all four colours. 2026 C8
    looks ahead with completion, where 1 too allows only one pair, so C14
    floats 3 instead: 10-1, 4-3 (C15: 2's upfloat). bbpPairings v5.0.1 agrees.
    """
    assert show(pair(tournament_text(_C7_ROWS, total_rounds=6), 4, edition)) == expected


@pytest.mark.parametrize("edition", ["2017", "2026"])
def test_2017_c7_last_following_bracket_keeps_c2(edition: str) -> None:
    """2017 C.7 with C.2: the next bracket is judged on its legal pairings only, and
    when it is the last one, its leftover must be eligible for the PAB.

    Round 5 of 5. 6 (4 points) and 7 (3) met and float into the 2-point group 1,
    2, 4; only 1, 4 and 6 may get the PAB. 6 can meet only 2, 7 meets 1 or 4. The
    last bracket is 3 and 5 (1.5, both had a PAB) with the floater. With 1,
    1-5 leaving 3 (PSD [1, 0.5]) would beat 3-5 leaving 1 ([1.5, 0]), but 3
    may not get the PAB: only 3-5 is legal, as with 4 (who met both). C.7 ties
    and so do colours (7's strong White beats 1's or 4's mild White), so the
    first candidate, 6-2, 7-1, stands; 4 meets neither 3 nor 5 and gets the
    PAB. 5 (B B, absolute White) and 3 (strong Black): 5-3. 2026 agrees.
    bbpPairings v5.0.1 agrees.
    """
    rows = (
        "4w= 6b0 2w1 3b=",
        "5b1 7w0 1b0 U",
        "6w0 4b0 U 1w=",
        "1b= 3w1 5w= 6b0",
        "2w0 U 4b= 7w0",
        "3b1 1w1 7b1 4w1",
        "U 2b1 6w0 5b1",
    )
    text = tournament_text(rows, total_rounds=5)
    assert show(pair(text, 5, edition)) == "2-6, 7-1, 5-3; PAB 4"


@pytest.mark.parametrize(
    ("edition", "expected"), [("2017", "3-2, 1-5, 6-4"), ("2026", "2-6, 5-4, 3-1")]
)
def test_2017_a9_ppb_repaired_with_completion(edition: str, expected: str) -> None:
    """2017 A.9 and C.4: the bracket after which the round cannot be completed is the
    Penultimate Pairing Bracket; it is paired again under C.4, and its downfloaters
    with every lower player form the Collapsed Last Bracket.

    Round 4 of 4 (topscorers: 2 on 2.5, 5 on 2). 1 and 4 have 1.5, 6 has 1, 3 has
    0.5. 2 floats, meets 5 again, so both float to 1 and 4 (who met); 2 met both,
    5 takes one. C.7 ties (the next bracket, 6, pairs 2 either way) and so do
    colours; C.12 floats 4, not 1 (downfloat in round 3): 5-1 (E.4: equal
    histories, 5 Black). Next, 2 (2.5) and 4 (1.5) with 6: C.6 pairs 2-6 (PSD
    [1.5, 1.5] against [2.5, 0.5]), but 4 met 3, the last player: this bracket
    is the PPB. Under C.4 it pairs 6-4 (4 absolute Black) and 2 floats into the
    CLB with 3 (absolute White): 3-2. 2026 keeps completion (C4) in every bracket
    and its look-ahead (C8): 5-4 keeps 1 for 3 and 2 for 6. bbpPairings v5.0.1
    agrees.
    """
    rows = (
        "4w= 2b= 6w=",
        "5b1 1w= 4b1",
        "6w= 4b0 5b0",
        "1b= 3w1 2w0",
        "2w0 6b1 3w1",
        "3b= 5w0 1b=",
    )
    assert show(pair(tournament_text(rows, total_rounds=4), 4, edition)) == expected


# Round 6 of 6, eleven players: 3, 4, 9, 10 on 3.5; 8 on 3; 2, 7, 11 on 2.5; 1 and 5
# on 2; 6 on 1.5. 2, 7, 8, 10 and 11 had a PAB, so only 1, 3, 4, 5, 6 and 9 may get it.
_PPB_ROWS = (
    "6w1 5b= 11w0 3w= 2b0",
    "7b= 9w0 10b0 U 1w1",
    "8w1 11b1 9w0 1b= 6w1",
    "9b0 7w1 5w1 11b1 10b=",
    "10w1 1w= 4b0 6b0 11w=",
    "1b0 8w= 7b0 5w1 3b0",
    "2w= 4b0 6w1 8b0 U",
    "3b0 6b= U 7w1 9w=",
    "4w1 2b1 3b1 10w0 8b=",
    "5b0 U 2w1 9b1 4w=",
    "U 3w0 1b1 4w0 5b=",
)


@pytest.mark.parametrize(
    ("edition", "expected"),
    [
        ("2017", "4-3, 10-8, 9-7, 2-5, 6-11; PAB 1"),
        ("2026", "4-3, 10-8, 9-11, 2-5, 7-1; PAB 6"),
    ],
)
def test_2017_a9_heterogeneous_ppb_floats_its_remainder(edition: str, expected: str) -> None:
    """2017 A.9 and C.4: a heterogeneous PPB leaves residents unpaired when the
    Collapsed Last Bracket needs them; the PAB is assigned in the CLB.

    3.5 bracket: 9 met 3, 4 and 10, and 4 met 10: 3 pairs 4 (both colours) or 10
    (10's mild Black lost), so 4-3 and 9, 10 float. 8 met 9: 10-8, 9 floats. 2.5
    bracket: 9 meets 7 or 11 (not 2), and C.5 takes 9-7, 2-11 (2 pairs). But 1, 5
    and 6 have all met each other: the round cannot be completed, so this is the
    PPB, paired again under C.4 with two downfloaters for them. 9 stays paired
    (PSD [1, 1, 1], against [2, 1, 0] if 9 floats); 9-7 and 9-11 tie up to
    C.14, and C.15 keeps 11 (upfloat two rounds before) from another one: 9-7,
    with 2 and 11 floating. CLB: 2 can meet 5 or 6, 11 only 6, so 2-5 and 6-11 (5's and 6's strong
    preferences), and 1, eligible, gets the PAB.
    2026 C5 gives the PAB to 6 (1.5): 1 and 5 need 7 and 2, and 9 meets 11.
    bbpPairings v5.0.1 agrees.
    """
    assert show(pair(tournament_text(_PPB_ROWS, total_rounds=6), 6, edition)) == expected


@pytest.mark.parametrize(
    ("edition", "expected"), [("2017", "2-3, 1-6, 4-5"), ("2026", "1-3, 2-6, 4-5")]
)
def test_2017_c16_downfloater_score_difference(edition: str, expected: str) -> None:
    """2017 C.16: minimise the score differences of the players who get the same
    downfloat as in the previous round; a downfloater's difference is taken as in
    A.8 (its score minus one point below the bracket's lowest score).

    Round 5 of 6; six players, the others absent. 1 and 2 (2.5) drew with each
    other and float into the 1-point group 3, 4, 5; both met 4 and 5, so M1 = 1:
    one of them takes 3 (absolute White against 3's mild Black), 4-5 meet, and the
    other floats to 6. PSD, C.7 and colours tie. 2 was absent in round 4, a
    downfloat by A.4.b. Paired with 3, 2's difference is 1.5; floating, 2.5 (2.5
    minus 0). So 2 meets 3 and 1 floats (reading C.12 as bbpPairings v5 does,
    residents who float, it ties; read as every downfloater, it already floats
    1). 2026 sees no float in an absence: the first candidate, 1-3, stands.
    bbpPairings v5.0.1 agrees.
    """
    rows = (
        "4b1 5b1 2w= B0@2.5",
        "5w1 4b1 1b= Z",
        "B1@0 W0@1 B0@1 W0@1",
        "1w0 2w0 B1@0 B0@1",
        "2b0 1w0 W1@0 W0@1",
        "W=@0 B0@0.5 W0@0.5 B0@0.5",
    )
    assert _paired(pair(with_fillers(rows, total_rounds=6), 5, edition)) == expected


@pytest.mark.parametrize("edition", ["2017", "2026"])
def test_2017_b1_m1_and_d3_mdp_exchange(edition: str) -> None:
    """2017 B.1: M1 is the largest number of MDPs that can be paired; D.3: MDP-exchanges
    between S1 and the Limbo give S1 the lowest BSN set first (2026 4.4 alike).

    Round 4 of 5; six players, the others absent. 1, 2 and 3 (2 points) have all
    met, and float into the 1-point group 4, 5: M0 = 3, M1 = 2 (only two
    residents). S1 = 1 2 cannot be paired (1 and 2 met 5, 3 met 4). The
    exchanges give S1 = 1 3 (BSNs 1, 3), then 2 3; both pair 4 and 5, tie on
    every criterion (1 absolute and 2 strong White against 4's strong Black; 5
    strong White, 3 absolute Black) and float a 2-point player to 6. The first
    wins: 1-4, 5-3, and 2 (strong White) meets 6 (strong Black).
    bbpPairings v5.0.1 agrees.
    """
    rows = (
        "2w= 3b= 5b1",
        "1b= 5w1 3b=",
        "4b1 1w= 2w=",
        "3w0 B1@0 W0@1",
        "B1@0 2b0 1w0",
        "W0@0 B0@0 W0@0",
    )
    assert _paired(pair(with_fillers(rows, total_rounds=5), 4, edition)) == "1-4, 5-3, 2-6"


@pytest.mark.parametrize("edition", ["2017", "2026"])
@pytest.mark.parametrize(
    "third",
    ["W=@0 B0@0.5 W1@1.5", "W0@0 B1@1 W=@1"],
    ids=["c17_previous_round", "c19_two_rounds_before"],
)
def test_2017_c17_c19_upfloater_score_difference(third: str, edition: str) -> None:
    """2017 C.17 and C.19: minimise the score differences of the players who get the
    same upfloat as in the previous round (C.17) or two rounds before (C.19).

    Round 4 of 6; four players, the others absent. 1 (3 points) beat 2 (2) in
    round 3; both want White (B W B, B B W). 3 and 4 have 1.5 and want Black
    (W B W). 1 and 2 float into the 1.5 bracket and meet 3 and 4, every colour
    granted and the PSD equal ([1.5, 0.5]) either way. 3 had an upfloat, in round
    3 or in round 2, and 4 none: 3 gets one again in both candidates, so the count
    (C.13, C.15) ties, and the difference of 3's pair decides: 2's 0.5 beats 1's
    1.5. So 1-4, 2-3, not the first candidate 1-3, 2-4. 2026 C19/C21 alike.
    bbpPairings v5.0.1 agrees.
    """
    rows = ("B1@0 W1@1 2b1", "B1@0 B1@1 1w0", third, "W=@0 B=@0.5 W=@1")
    assert _paired(pair(with_fillers(rows, total_rounds=6), 4, edition)) == "1-4, 2-3"
