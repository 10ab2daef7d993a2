"""Round 1 and the published board order (C.04.2 art. 3.6) of Dutch 2026 pairings.

Expected pairings are derived by hand from the rule text in each docstring;
bbpPairings v6 gives the same boards in the same order. Board order under
acceleration (real points, not pairing scores) is in test_rules_baku.py.
"""

from __future__ import annotations

from pathlib import Path

from trfcheck.pairers.dutch import DutchSystem
from trfcheck.ruleset import PairingEdition
from trfcheck.trf import read_file

from .kit import pair, show, tournament_text

SEED = Path(__file__).resolve().parents[3] / "fixtures/pairing/dutch/arbiters_manual_round1.trf"


def test_seed_round1_fourteen_players() -> None:
    """The seed's round-1 example (Arbiters' Manual, 2017-era numbering E.5, C.04.2 D.9).

    14 players, White drawn for 1: S1 = 1-7, S2 = 8-14, the first transposition
    (art. 4.2) pairs 1-8 ... 7-14; nobody has a colour preference, so 5.2.5
    gives odd TPNs of S1 White and even ones Black. All scores are 0, so the
    boards follow the higher-ranked player's TPN (art. 3.6). The manual prints
    1-8, 9-2, 3-10, 11-4, 5-12, 13-6, 7-14; bbpPairings v6 agrees.
    """
    tournament = read_file(SEED).tournament
    expected = "1-8, 9-2, 3-10, 11-4, 5-12, 13-6, 7-14"
    assert show(DutchSystem(PairingEdition.R2026).pair(tournament, 1)) == expected


def test_5_2_5_initial_colour_black_for_player_1() -> None:
    """5.2.5 with Black drawn for 1 (XXC black1): every colour of the seed example flips.

    bbpPairings v6 agrees.
    """
    text = tournament_text(["."] * 14, total_rounds=5, initial="black1")
    assert show(pair(text, 1)) == "8-1, 2-9, 10-3, 4-11, 12-5, 6-13, 14-7"


def test_3_6_higher_score_first() -> None:
    """C.04.2 art. 3.6 (1): boards go by the score of the pair's higher-ranked player.

    Round 2: 3 and 4 won round 1 and meet on board 1; 1 and 2 lost and play on
    board 2 though 1 has the smallest TPN. Colours: 3 (B) and 4 (W), 2 (B) and
    1 (W) get their mild preferences. bbpPairings v6 agrees.
    """
    rows = ("3w0", "4b0", "1b1", "2w1")
    assert show(pair(tournament_text(rows, total_rounds=5), 2)) == "3-4, 2-1"


def test_3_6_sum_of_scores_before_tpn() -> None:
    """C.04.2 art. 3.6 (2): between equal top scores, the larger sum of both scores first.

    The pairing of test_c4_lower_brackets_stay_pairable: 2-3 (higher-ranked 3 on
    1.5, sum 2.5), 1-5 (1 on 1.5, sum 2) and 6-4 (4 on 1, sum 1.5). 2-3 goes
    before 1-5 although 1's TPN is smaller than 3's. bbpPairings v6 agrees.
    """
    rows = ("4w1 3b=", "5w1 4b0", "6w1 1w=", "1b0 2w1", "2b0 6w=", "3b0 5b=")
    assert show(pair(tournament_text(rows, total_rounds=5), 3)) == "2-3, 1-5, 6-4"


def test_3_6_tpn_of_higher_ranked_player_breaks_ties() -> None:
    """C.04.2 art. 3.6 (3): equal top score and sum go by the higher-ranked player's TPN.

    The pairing of test_c2_pab_not_given_twice: 5-1 and 3-2 both have a player on
    1.5 and sum 2.5; the higher-ranked players are 1 and 2, so 5-1 is board 1.
    The PAB comes after the boards. bbpPairings v6 agrees.
    """
    rows = ("3w1 2b=", "4b+ 1w=", "1b0 U", "2w- 5w1", "U 4b0")
    assert show(pair(tournament_text(rows, total_rounds=5), 3)) == "5-1, 3-2; PAB 4"
