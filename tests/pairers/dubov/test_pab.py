"""Dubov 2026 3.1 (2018 B.0) and [C2]: who receives the pairing-allocated bye.

Seed 4 (1997 text): the lowest-rated player of the lowest scoregroup, ties between the
colour subgroups to the dominating colour, then the higher ARO. 2026 3.1: eligible
([C2]), leaving a complete pairing ([C4]), then lowest score, most games played,
largest TPN; the 2018 text (B.0 a-e) is the same procedure with the older [C2].
Expected byes are worked out by hand in each docstring.
"""

from __future__ import annotations

import pytest

from trfcheck.trf.model import Tournament

from .kit import build, literal, pair, show


def pab(t: Tournament, round_no: int, edition: str = "2026") -> int | None:
    """The engine's PAB; the literal reference pairer must pair the whole round the same."""
    got = pair(t, round_no, edition)
    assert show(literal(t, round_no, edition)) == show(got)
    return got.pab


def test_3_1_3_lowest_score() -> None:
    """3.1.3: after round 1 (1 and 2 win, 5 has the PAB), 3 and 4 have 0 points and 5 is not
    eligible; of the lowest scorers 3.1.5 takes the larger TPN, 4. Seed 4 picks the
    lowest-rated player of the lowest group, also 4 here (ratings fall with the TPN)."""
    t = build(5, ["1-3:1 2-4:1 5:U"], total_rounds=5)
    assert pab(t, 2) == 4


def test_3_1_4_most_games_played() -> None:
    """3.1.4: 4 and 5 both have 0 points; 4 played two games, 5 one (absent in round 2), so
    4 gets the PAB although 5 has the larger TPN and the lower rating (seed 4 would give it
    to 5). 3 had the PAB already ([C2]); without 4, 1-5 and 2-3 complete the round."""
    t = build(5, ["1-4:1 2-5:1 3:U", "1-2:= 3-4:1 5:Z"], total_rounds=5)
    assert pab(t, 3) == 4


def test_3_1_5_largest_tpn() -> None:
    """3.1.5 (seed 4: lowest rating, equal ratings to the higher ARO): 3 and 4 have equal scores
    and games; the larger TPN, 4, gets the PAB."""
    t = build(5, ["1-3:= 2-4:= 5:U"], total_rounds=5)
    assert pab(t, 2) == 4


def test_3_1_2_pab_leaves_a_complete_pairing() -> None:
    """3.1.2 (seed 4 had no completion rule): 3 and 4 are the lowest scorers and 4 has the larger
    TPN, but without 4 nobody could meet 3 (1 met it, the arbiter forbade 2-3 and 3-5), so the
    PAB goes to 3; the others then pair 1-2 and 4-5 (2 met 4 and may not meet 5)."""
    t = build(5, ["1-3:1 2-4:1 5:U"], total_rounds=5, forbidden=[(2, 5), (2, 3), (3, 5)])
    assert pab(t, 2) == 3


ROUNDS_C2 = ["1-3:1 2-4:1 5:U", "1:F 4:U 3:F 2-5:1", "2-1:1 4-3:= 5:F"]


@pytest.mark.parametrize(("edition", "expected"), [("2026", 2), ("pre2026", 1)])
def test_C2_full_point_bye_bars_the_pab_from_2026(edition: str, expected: int) -> None:
    """[C2] (2026 2.1.2 = Basic Rules art. 4; seed 4 names no eligibility, its 2.2 bars any
    point scored without playing): no PAB for a player who had one, or who scored
    a win's points without playing (here the full-point byes of 1, 3 and 5); 2018 C.2 (old
    C.04.1.d): only a PAB or a forfeit win bars it.

    Round 4 scores: 1: 2, 2: 3, 3: 1.5, 4: 1.5, 5: 2. In 2026 only 2 is eligible. Before
    2026, 1, 2 and 3 are; 3 has the lowest score but 3.1.2 fails (2 met 1, 4 and 5, so
    without 3 nobody could meet 2), and 1 comes next (2 points; the others pair 2-3, 4-5).
    """
    t = build(5, ROUNDS_C2, total_rounds=4, ratings=[2591, 1984, 1797, 1546, 1266])
    assert pab(t, 4, edition) == expected
