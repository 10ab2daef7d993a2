"""Dubov [C10] (2026 2.3.6; 2018 C.10): does a pairing lost by forfeit against a higher score
count as an upfloat? Reading in docs/dubov.md: yes. The text defines the upfloater by the
pairing (1.3.2: a bracket is the residents of a scoregroup plus players from lower
scoregroups, the upfloaters); the result, forfeit or not, comes after the pairing and does
not undo it. Expected pairings are worked out by hand; the literal pairer must agree.
"""

from __future__ import annotations

import pytest

from trfcheck.pairers.core.state import player_states
from trfcheck.pairers.dubov.round_facts import upfloat_history
from trfcheck.trf.model import Tournament

from .kit import build
from .test_criteria import both

# test_criteria's ROUNDS_FLOATS changed so that in round 5 #1 (4 points, due Black) needs
# one upfloater from {2, 3} (2 points each, both due White, so [C5]-[C9] tie): #2 wins
# 11-2 in round 3, loses 6-2 by forfeit in round 4, and had the other colours in rounds
# 1-3 (played colours B W B: due White, like #3 with W B W B).
ROUNDS = [
    "4-1:0 5-2:= 3-6:= 7:Z 8:Z 9:Z 10:Z 11:Z",
    "1-7:1 2-8:= 9-3:= 4:Z 5:Z 6:Z 10:Z 11:Z",
    "10-1:0 11-2:0 3-4:= 5:Z 6:Z 7:Z 8:Z 9:Z",
    "1-5:1 6-2:+ 7-3:= 4:Z 8:Z 9:Z 10:Z 11:Z",
]


def _tournament(two_upfloated: bool) -> Tournament:
    """#3 upfloated in rounds 2 and 3 (his opponents 9 and 4 were accelerated by 2 points
    when those rounds were paired); #6, #2's round-4 opponent, likewise in round 4 when
    ``two_upfloated``."""
    acceleration = {(9, 2): 20, (4, 3): 20}
    if two_upfloated:
        acceleration[(6, 4)] = 20
    return build(11, ROUNDS, total_rounds=6, acceleration=acceleration)


def test_C10_forfeit_loss_against_a_higher_score_is_an_upfloat() -> None:
    """[C10] (2.3.6): #2 was paired up in round 4 (#6's pairing score 2.5 against his 2) and
    lost that pairing by forfeit; it still counts, so #2 "upfloated in the previous round"
    and #3 (not a maximum upfloater: 2 upfloats, MaxT = 3) floats up: 3-1."""
    t = _tournament(two_upfloated=True)
    states = player_states(t, 5)
    assert upfloat_history(t, states, 5, [2])[2] == [False, False, False, True]
    assert both(t, 5).startswith("3-1, ")


def test_C10_decides_the_case_above() -> None:
    """Control: without the round-4 upfloat of #2 (6-2 between equal pairing scores, still a
    forfeit), nothing separates #2 and #3 before the order of 4.2: #2 floats up, White
    (2-1)."""
    t = _tournament(two_upfloated=False)
    states = player_states(t, 5)
    assert upfloat_history(t, states, 5, [2])[2] == [False, False, False, False]
    assert both(t, 5).startswith("2-1, ")


@pytest.mark.parametrize("result", ["+", "-"])
def test_forfeit_either_way_is_a_pairing_against_a_higher_score(result: str) -> None:
    """The definition reads the pairing, not the result: the round-4 pairing 6-2 is an
    upfloat of #2 whether he lost or won it by forfeit (a bye, with no opponent, is none)."""
    rounds = [*ROUNDS[:3], ROUNDS[3].replace("6-2:+", f"6-2:{result}")]
    t = build(11, rounds, total_rounds=6, acceleration={(6, 4): 20})
    states = player_states(t, 5)
    assert upfloat_history(t, states, 5, [2, 6]) == {
        2: [False, False, False, True],
        6: [False, False, False, False],
    }
