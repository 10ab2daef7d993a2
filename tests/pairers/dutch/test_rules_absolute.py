"""Dutch 2026 absolute criteria C1, C3 and the completion criterion C4 (art. 2), with
arbiter-forbidden pairs (TRF XXP / 260) and art. 1.9.3 (no valid pairing).

Every expected pairing is derived by hand from the rule text in the docstring;
bbpPairings v6 gives the same pairing on each of these files (and also reports
"no valid pairing" where the test expects NoValidPairing). Crosstables use the
tokens of ``kit``. C2 is in test_rules_pab.py.
"""

from __future__ import annotations

import pytest

from trfcheck.pairers.base import NoValidPairing

from .kit import pair, show, tournament_text


def test_c1_no_rematch_forces_exchange() -> None:
    """C1: two players who met are not paired again, even if only an exchange avoids it.

    Round 3 of 5, four players, all games drawn. R1: 1-3, 4-2; R2: 4-1, 2-3. All
    four have 1 point: S1 = 1 2, S2 = 3 4. Both transpositions (1-3 2-4 and 1-4
    2-3) repeat a game, so the first exchange (2 with 3, art. 4.3) gives 1-2 and
    3-4. Colours: 1 (W B) and 2 (B W) get their mild preferences; 3 (B B) and 4
    (W W) their absolute ones. bbpPairings v6 agrees.
    """
    rows = ("3w= 4b=", "4b= 3w=", "1b= 2b=", "2w= 1w=")
    assert show(pair(tournament_text(rows, total_rounds=5), 3)) == "1-2, 3-4"


def test_c1_forfeited_game_is_not_a_meeting() -> None:
    """C1 and GHR 3.5: players whose game was forfeited have not met and may be paired again.

    Two players; 1 won round 1 by forfeit. Round 2 can only pair 1-2 again. The
    forfeit gave no colour (GHR 3.4), so neither has a preference and 5.2.5
    gives the higher-ranked 1 (odd TPN) the initial colour, White.
    bbpPairings v6 agrees.
    """
    assert show(pair(tournament_text(["2w+", "1b-"], total_rounds=3), 2)) == "1-2"


def test_c1_no_valid_pairing_after_a_played_game() -> None:
    """C1 and art. 1.9.3: when every pairing repeats a game there is no valid pairing.

    The two players of test_c1_forfeited_game_is_not_a_meeting, but round 1 was
    played: round 2 has no legal pairing, and the engine says so rather than pair
    them again. bbpPairings v6 also finds no valid pairing.
    """
    with pytest.raises(NoValidPairing):
        pair(tournament_text(["2w1", "1b0"], total_rounds=3), 2)


def test_c1_forbidden_pair_xxp() -> None:
    """C1 with an arbiter-forbidden pair (TRF(x) XXP): 1 and 5 are never paired.

    Round 1, eight players: S1 = 1-4, S2 = 5-8. The first transposition starts
    with 1-5, which is forbidden; the next one in lexicographic order (art. 4.2)
    is 6 5 7 8: 1-6, 2-5, 3-7, 4-8. Colours by 5.2.5 (White for odd TPNs of S1).
    bbpPairings v6 agrees.
    """
    text = tournament_text(["."] * 8, total_rounds=5, extra=["XXP 1 5"])
    assert show(pair(text, 1)) == "1-6, 5-2, 3-7, 8-4"


def test_c1_forbidden_group_xxp() -> None:
    """C1 with an XXP line of three players: no two of 1, 5 and 6 may meet.

    Round 1, eight players, S2 = 5 6 7 8. The first transposition whose first
    element is allowed for 1 is 7 5 6 8 (1-7, 2-5, 3-6, 4-8); 5-6 is never
    considered because both are in S2. bbpPairings v6 agrees.
    """
    text = tournament_text(["."] * 8, total_rounds=5, extra=["XXP 1 5 6"])
    assert show(pair(text, 1)) == "1-7, 5-2, 3-6, 8-4"


def test_c1_forbidden_pair_260_in_its_rounds() -> None:
    """C1 with a TRF-2026 260 record forbidding 1-5 in rounds 1 to 3: as with XXP.

    bbpPairings v6 agrees.
    """
    text = tournament_text(["."] * 8, total_rounds=5, extra=["260   1   3    1    5"])
    assert show(pair(text, 1)) == "1-6, 5-2, 3-7, 8-4"


def test_c1_forbidden_pair_260_outside_its_rounds() -> None:
    """A 260 record for rounds 2 to 3 does not restrict round 1: 1-5 is paired.

    Round 1 of eight players pairs 1-5, 2-6, 3-7, 4-8 (art. 4.2, first
    transposition) with 5.2.5 colours. bbpPairings v6 agrees.
    """
    text = tournament_text(["."] * 8, total_rounds=5, extra=["260   2   3    1    5"])
    assert show(pair(text, 1)) == "1-5, 6-2, 3-7, 8-4"


def test_c3_same_absolute_preference_never_meet() -> None:
    """C3: two non-topscorers with the same absolute colour preference do not meet.

    Round 3 of 5. 1 and 2 won both games with White (W W: absolute Black) and
    lead with 2 points; they have not met. Pairing them would keep C6 ideal, but
    C3 forbids it (round 3 is not the last: no topscorers, art. 1.8), so both
    float into the 0.5 group: 3 (B B, absolute White), 4 (B W, mild Black), 5
    (B B, absolute White), 6 (W B, mild White). 1 met 4 and 6, 2 met 5 and 3;
    3-5 is barred by C3 too. Two candidates are legal: 1-3 2-4 5-6 (4 and 6 miss
    their preferences against the absolute ones, C12 = 2) and 1-5 2-6 3-4, which
    grants every preference (C12 = 0) and wins. bbpPairings v6 agrees.
    """
    rows = ("4w1 6w1", "5w1 3w1", "6b= 2b0", "1b0 5w=", "2b0 4b=", "3w= 1b0")
    assert show(pair(tournament_text(rows, total_rounds=5), 3)) == "5-1, 6-2, 3-4"


def test_c4_lower_brackets_stay_pairable() -> None:
    """C4: a bracket is paired so that the players below it can still be paired.

    Round 3 of 5. Scores: 1 and 3 on 1.5 (they met), 2 and 4 on 1 (they met), 5
    and 6 on 0.5 (they met). 1 and 3 float into the 1-point bracket, where 1-2
    and 3-4 would pair everyone (C6 ideal) but leave 5 and 6, who met: C4 forbids
    it. Every legal candidate pairs one MDP and floats two players on: 1-2 (3, 4
    float), 3-4 (1, 2 float) or 3-2 (1, 4 float); they tie on C6 (two
    downfloaters), C7 (scores 1.5 and 1) and C8 (the 0.5 bracket then pairs
    fully). C12 decides: 3 (W W) wants Black and 2 (W B) White, so 2-3 costs
    nothing, while 1-2 (both mild White) and 3-4 (both want Black) cost one each.
    Then 1 (mild White) takes 5 (mild Black) and 6 (B B) takes 4 (mild Black):
    every preference granted. Boards: 2-3 (1.5, sum 2.5), 1-5 (1.5, sum 2), 6-4.
    bbpPairings v6 agrees.
    """
    rows = ("4w1 3b=", "5w1 4b0", "6w1 1w=", "1b0 2w1", "2b0 6w=", "3b0 5b=")
    assert show(pair(tournament_text(rows, total_rounds=5), 3)) == "2-3, 1-5, 6-4"
