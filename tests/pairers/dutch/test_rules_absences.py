"""Players not paired in the round (C.04.2 art. 3.2-3.3): XXZ, 240 records, and byes
already written in the round's column (``0000 - H``, ``F``, ``Z``).

The tournament is bbpPairings' dutch_2025_C5 case (see test_rules_pab.py): round 3
of 3, scores 1 and 3 on 2, 2 and 5 on 1 (they met), 4 and 6 on 0. With 4 not
paired, five remain: 6 gets the PAB (C5) and 1-5, 3-2 are the boards. Every way
of marking 4 absent must give that pairing, with 4's bye of the kind asked for.
bbpPairings v6 agrees on every file here that it reads (it has no XXZ: it was
given the same absence as a 240 record).
"""

from __future__ import annotations

import pytest

from .kit import pair, show, tournament_text

ROWS = ("4w1 2b1", "5b1 1w0", "6w1 4b1", "1b0 3w0", "2w0 6b1", "3b0 5w0")


def test_xxz_absent_player_not_paired() -> None:
    """XXZ 4: player 4 is absent from the next round and gets a zero-point bye."""
    text = tournament_text(ROWS, total_rounds=3, extra=["XXZ 4"])
    assert show(pair(text, 3)) == "1-5, 3-2; PAB 6; Z 4"


def test_240_zero_point_bye() -> None:
    """A 240 Z record for round 3 has the same effect as XXZ."""
    text = tournament_text(ROWS, total_rounds=3, extra=["240 Z   3    4"])
    assert show(pair(text, 3)) == "1-5, 3-2; PAB 6; Z 4"


def test_240_half_point_bye() -> None:
    """A 240 H record: 4 is not paired and records a half-point bye."""
    text = tournament_text(ROWS, total_rounds=3, extra=["240 H   3    4"])
    assert show(pair(text, 3)) == "1-5, 3-2; PAB 6; H 4"


def test_240_full_point_byes_make_the_field_even() -> None:
    """A 240 F record for 4 and 6: four players remain, so there is no PAB.

    1 and 3 (2 points, topscorers in this last round) could meet, but then 2 and
    5, who met, would be left: C4 floats 1 and 3 into the 1-point bracket, 1-5
    and 3-2 as before.
    """
    text = tournament_text(ROWS, total_rounds=3, extra=["240 F   3    4    6"])
    assert show(pair(text, 3)) == "1-5, 3-2; F 4; F 6"


@pytest.mark.parametrize("kind", ["Z", "H", "F"])
def test_preset_bye_in_round_to_pair(kind: str) -> None:
    """``0000 - Z`` (H, F) already in 4's round-3 column: 4 is not paired, the rest as above.

    This is how bbpPairings' own dutch_2025_C5 file marks the absence.
    """
    rows = (*ROWS[:3], f"{ROWS[3]} {kind}", *ROWS[4:])
    assert show(pair(tournament_text(rows, total_rounds=3), 3)) == f"1-5, 3-2; PAB 6; {kind} 4"


@pytest.mark.parametrize(
    ("players", "absent", "expected"),
    [(6, 1, "2-4, 5-3; PAB 6; Z 1"), (8, 3, "1-5, 6-2, 4-7; PAB 8; Z 3")],
    ids=["first_absent", "third_absent"],
)
def test_5_2_5_pairing_numbers_in_force_skip_absent_newcomers(
    players: int, absent: int, expected: str
) -> None:
    """5.2.5 with the pairing numbers in force (GHR art. 2.4; docs/dutch.md, "dutch-tpn").

    Round 1 with one player absent (XXZ). A TRF cannot tell a registered player
    absent from round 1 from a late entry, and a late entry holds no number
    before the round it is first paired in; so the numbers in force for round 1
    skip him. Six players, 1 absent: 2, 3, 4, 5, 6 are numbers 1-5; S1 = 2 3, S2
    = 4 5; 2 (number 1, odd) gets White, 3 (number 2) Black; 6 gets the PAB.
    Eight players, 3 absent: 4 holds number 3 (odd) and gets White against 7.
    bbpPairings v6 and the project's literal reference pairer agree.
    """
    text = tournament_text(["."] * players, total_rounds=5, extra=[f"XXZ {absent}"])
    assert show(pair(text, 1)) == expected


def test_5_2_5_newcomer_absent_again_holds_no_number() -> None:
    """5.2.5, pairing numbers in force, round 2: 2 was absent in round 1 and is absent
    again, so he has taken part in no pairing and holds no number; 1 and 3 are
    numbers 1 and 2. 3 (one point from a full-point bye) ranks above 1 (half-point
    bye); neither has a game, and 3's number is even: 3 gets Black. bbpPairings v6
    and the reference pairer agree.
    """
    text = tournament_text(["H", "Z", "F"], total_rounds=5, extra=["XXZ 2"])
    assert show(pair(text, 2)) == "1-3; Z 2"


def test_5_2_5_absent_player_who_played_keeps_his_number() -> None:
    """5.2.5, pairing numbers in force, round 2: 2 and 4 played each other in round 1 and
    are both absent now. Having taken part in a pairing, they keep their numbers, so
    3 is still number 3 (odd) and, ranking above 1 (full-point against half-point
    bye, no games on either side), gets the initial colour. Numbering only the
    players present would make 3 number 2 and give it Black. bbpPairings v6 and the
    reference pairer agree (see also test_5_2_5_higher_ranked_odd_tpn_gets_initial_colour,
    where the absent player's round-1 game was forfeited).
    """
    text = tournament_text(["H", "4w1", "F", "2b0"], total_rounds=5, extra=["XXZ 2 4"])
    assert show(pair(text, 2)) == "3-1; Z 2; Z 4"
