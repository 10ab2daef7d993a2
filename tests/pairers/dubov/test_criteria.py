"""Dubov 2026 Article 2, criteria [C1]-[C10] (2018 C.1-C.10), each in a round it decides.

Seed 2.5 (1997 text: apart from the last round, never upfloated twice running, at most 3
upfloats in fewer than 10 rounds, 4 otherwise) became MaxT (1.8) and the soft criteria
[C8]-[C10], still off in the last round; seed 2.6 (no transfer between colour subgroups
that breaks C.04.1.f/g) became [C3] with the colour rules of Article 5. Expected pairings
are worked out by hand in the docstrings; the literal reference pairer must agree.
"""

from __future__ import annotations

import random

import pytest

from tests.random_tournaments import Options, apply_round, new_tournament, preset_byes
from trfcheck.pairers.base import NoValidPairing
from trfcheck.pairers.dubov import DubovSystem
from trfcheck.ruleset import PairingEdition
from trfcheck.trf.model import Tournament

from .kit import build, literal, pair, show


def both(t: Tournament, round_no: int, edition: str = "2026") -> str:
    """The engine's round as text, after checking that the literal pairer gives the same."""
    got = show(pair(t, round_no, edition))
    assert show(literal(t, round_no, edition)) == got
    return got


def test_C1_no_rematch_in_random_tournaments() -> None:
    """[C1] (2.1.1, Basic Rules art. 2): no two players meet twice, checked on every round of
    40 random tournaments (forfeited games do not count as met, GHR 3.5)."""
    rng = random.Random(2026)
    engine = DubovSystem(PairingEdition.R2026)
    for _ in range(40):
        n, rounds = rng.randint(6, 16), rng.randint(3, 7)
        t = new_tournament(rng, n, rounds)
        met: set[frozenset[int]] = set()
        for r in range(1, rounds + 1):
            t = preset_byes(t, r, rng, Options(byes=0.05))
            try:
                pairing = engine.pair(t, r)
            except NoValidPairing:
                break  # small fields run out of opponents (1.9.3)
            for b in pairing.boards:
                assert frozenset((b.white, b.black)) not in met, (r, b)
            t = apply_round(t, pairing, rng, Options(forfeits=0.05))
            for b in pairing.boards:
                result = t.player(b.white).entry(r).result
                if result is not None and result.played:
                    met.add(frozenset((b.white, b.black)))


def test_C3_same_absolute_preference_never_meet_even_in_the_last_round() -> None:
    """[C3] (2.1.3; seed 2.6): 1 and 2 lead with 2 points and both must have White (BB);
    Dubov has no topscorer exception, so even in the last round they cannot meet: the
    bracket needs two upfloaters from the half-pointers ([C5]). 1 met 3 and 5, 2 met 4 and
    6; the sets giving both pairs opposite colour sides ([C7]) are {3, 6} and {5, 6}, and
    {3, 6} comes first (4.2): 1-6 and 2-3; then 4-5."""
    t = build(6, ["3-1:0 4-2:0 5-6:=", "5-1:0 6-2:0 3-4:="], total_rounds=3)
    assert both(t, 3) == "1-6, 2-3, 4-5"


def test_C4_upfloater_leaves_the_rest_pairable() -> None:
    """[C4] (2.2.1): 4 leads alone (3 points) and needs an upfloater from the 2-pointers 2
    and 6. 2 comes first and would give both players their colour ([C7]), but 6 has met 3,
    5 and 7, so without 6 in this bracket nobody below could meet 6: 6 upfloats. Then 2
    takes 3 (the 1.5-pointers 3 and 5; 2 met 5) and 7-5 remains; 1 has the PAB (3.1)."""
    rounds = ["1-4:0 5-2:1 3-6:= 7:U", "1-3:1 2:U 4-7:1 6-5:=", "2-1:1 3:U 5-4:0 7-6:0"]
    ratings = [2542, 2335, 2317, 2176, 1917, 1185, 1183]
    t = build(7, rounds, total_rounds=6, ratings=ratings)
    assert both(t, 4) == "4-6, 3-2, 7-5; PAB 1"


FORBIDDEN_C6 = [(1, 2), (1, 4), (1, 5), (2, 3), (2, 4), (2, 5)]
FORBIDDEN_C6 += [(7, 4), (7, 5), (7, 8), (6, 4), (6, 5), (6, 8)]
BYES_C6 = [
    "1:F 2:F 3:F 4:F 5:F 6:F 7:F 8:F",
    "1:F 2:F 3:F 4:F 5:F 6:F 7:F 8:H",
    "1:F 2:F 3:F 4:F 5:F 6:H 7:H 8:Z",
    "1:H 2:H 3:Z 4:Z 5:Z 6:Z 7:Z 8:Z",
]


def test_C5_fewest_upfloaters() -> None:
    """[C5] (2.3.1, 3.2.1): 1 and 2 (3.5 points) may not meet, so their bracket needs two
    upfloaters and takes exactly two; the 3-point group (3, 4, 5) is odd and takes one (8).
    Scores come from byes only, the pairs the arbiter forbade do the rest."""
    t = build(8, BYES_C6, total_rounds=6, forbidden=FORBIDDEN_C6)
    boards = pair(t, 5).boards
    partners = {b.white: b.black for b in boards} | {b.black: b.white for b in boards}
    assert {partners[1], partners[2]} == {6, 7}
    assert sorted(partners[x] for x in (3, 4, 5) if partners[x] not in (3, 4, 5)) == [8]


def test_C6_upfloater_scores_beat_the_set_order() -> None:
    """[C6] (2.3.2) with 4.2.3 (2018 D.1 containers): candidates #1-#3 = 3, 4, 5 (3 points),
    #4-#5 = 6, 7 (2.5), #6 = 8 (1.5). Sets with 4 or 5, and {3, 6}, {3, 7} (which strand 7
    or 6 below, [C4]) are not legal; {3, 8} is legal with differences (2, 0.5) and comes
    first in lexicographic order, but {6, 7} has differences (1, 1), better by [C6]. Nobody
    has played: TPN halves 1, 2 | 6, 7, colours by 5.2.1 (1 odd gets White, 2 even Black)."""
    t = build(8, BYES_C6, total_rounds=6, forbidden=FORBIDDEN_C6)
    for edition in ("2026", "pre2026"):
        assert both(t, 5, edition) == "1-6, 7-2, 3-5, 8-4"


def test_C7_upfloater_with_the_other_colour_side() -> None:
    """[C7] (2.3.3): 1 (2 points, mild White) needs an upfloater from 2, 3, 5 (1 point). 2
    comes first but also wants White, 5 wants White absolutely; 3 must have Black, so with
    3 both players get their colour: 1-3. Then 2 and 5 have met and take the half-pointers
    4 and 6: S1 = 2 (ARO 2365), 5 (2385); 2 met 4, so 2-6 and 5-4."""
    t = build(6, ["1-4:1 2-5:= 3-6:=", "6-1:0 4-2:= 3-5:="], total_rounds=5)
    assert both(t, 3) == "1-3, 2-6, 5-4"


# 1 leads with 4 points; 2 and 3 (2 points, both mildly White) are the candidates to float
# up to 1 (mildly Black), every other player far behind. Virtual points (C.04.7) given to
# their opponents make 2 and 3 upfloaters in the rounds where those opponents had them.
ROUNDS_FLOATS = [
    "4-1:0 2-5:= 3-6:= 7:Z 8:Z 9:Z 10:Z 11:Z",
    "1-7:1 8-2:= 9-3:= 4:Z 5:Z 6:Z 10:Z 11:Z",
    "10-1:0 2-11:= 3-4:= 5:Z 6:Z 7:Z 8:Z 9:Z",
    "1-5:1 6-2:= 7-3:= 4:Z 8:Z 9:Z 10:Z 11:Z",
]


def floats_tournament(total: int, ups: dict[int, list[int]]) -> Tournament:
    """The tournament above; ``ups`` lists the rounds in which 2 and 3 upfloated."""
    opponents = {2: {1: 5, 2: 8, 3: 11, 4: 6}, 3: {1: 6, 2: 9, 3: 4, 4: 7}}
    acceleration = {(opponents[p][r], r): 20 for p, rounds in ups.items() for r in rounds}
    return build(11, ROUNDS_FLOATS, total_rounds=total, acceleration=acceleration)


def test_C8_avoids_a_maximum_upfloater() -> None:
    """[C8] (2.3.4; seed 2.5): 6 rounds, MaxT = 3. 2 upfloated 4 times (a maximum upfloater,
    1.8.1), 3 twice; both in round 4, so [C10] cannot tell them apart. 3 floats up: 3-1."""
    t = floats_tournament(6, {2: [1, 2, 3, 4], 3: [3, 4]})
    assert both(t, 5).startswith("3-1, ")


def test_C9_fewest_upfloats_of_maximum_upfloaters() -> None:
    """[C9] (2.3.5; seed 2.5): both are maximum upfloaters (4 and 3 upfloats, MaxT = 3), so
    [C8] ties; 3 has upfloated fewer times and floats up: 3-1."""
    t = floats_tournament(6, {2: [1, 2, 3, 4], 3: [2, 3, 4]})
    assert both(t, 5).startswith("3-1, ")


def test_C10_avoids_the_previous_rounds_upfloater() -> None:
    """[C10] (2.3.6; seed 2.5, "never twice running"): 2 upfloated in round 4, 3 in rounds 2
    and 3; neither is a maximum upfloater (MaxT = 3), so 3 floats up: 3-1."""
    t = floats_tournament(6, {2: [4], 3: [2, 3]})
    assert both(t, 5).startswith("3-1, ")


@pytest.mark.parametrize(
    "ups",
    [{2: [1, 2, 3, 4], 3: [3, 4]}, {2: [1, 2, 3, 4], 3: [2, 3, 4]}, {2: [4], 3: [2, 3]}],
    ids=["C8", "C9", "C10"],
)
def test_C8_C10_off_in_the_last_round(ups: dict[int, list[int]]) -> None:
    """[C8]-[C10] apply "unless it is the last round": with 5 rounds planned, round 5 is the
    last, so the first candidate in 4.2 order, 2, floats up (2-1: 2 wants White)."""
    t = floats_tournament(5, ups)
    assert both(t, 5).startswith("2-1, ")
