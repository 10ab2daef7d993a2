"""Burstein 2026 art. 2-4: the criteria [C4]-[C8] and the order of art. 4, bracket by bracket.

Each context is made by hand (``kit.context``); the expected pairing is derived from the
articles in the test's docstring.
"""

from __future__ import annotations

from itertools import pairwise

from tests.oracles.burstein_literal import _order
from trfcheck.pairers.burstein.bracket import Bracket, Weights
from trfcheck.pairers.burstein.engine import pair_round

from .kit import C7_FIELD, Spec, context

# The example of art. 4.3: 6 players, 2 pairs, 2 virtual players (BSN 0). The handbook
# prints this list with "1-3, 2-0, 4-5, 6-0" twice; the 45 distinct pairings are these.
HANDBOOK_ORDER = """
1-6 2-5 3-0 4-0 | 1-6 2-4 3-0 5-0 | 1-6 2-3 4-0 5-0 | 1-6 2-0 3-5 4-0 | 1-6 2-0 3-4 5-0
1-6 2-0 3-0 4-5 | 1-5 2-6 3-0 4-0 | 1-5 2-4 3-0 6-0 | 1-5 2-3 4-0 6-0 | 1-5 2-0 3-6 4-0
1-5 2-0 3-4 6-0 | 1-5 2-0 3-0 4-6 | 1-4 2-6 3-0 5-0 | 1-4 2-5 3-0 6-0 | 1-4 2-3 5-0 6-0
1-4 2-0 3-6 5-0 | 1-4 2-0 3-5 6-0 | 1-4 2-0 3-0 5-6 | 1-3 2-6 4-0 5-0 | 1-3 2-5 4-0 6-0
1-3 2-4 5-0 6-0 | 1-3 2-0 4-6 5-0 | 1-3 2-0 4-5 6-0 | 1-3 2-0 4-0 5-6 | 1-2 3-6 4-0 5-0
1-2 3-5 4-0 6-0 | 1-2 3-4 5-0 6-0 | 1-2 3-0 4-6 5-0 | 1-2 3-0 4-5 6-0 | 1-2 3-0 4-0 5-6
1-0 2-6 3-5 4-0 | 1-0 2-6 3-4 5-0 | 1-0 2-6 3-0 4-5 | 1-0 2-5 3-6 4-0 | 1-0 2-5 3-4 6-0
1-0 2-5 3-0 4-6 | 1-0 2-4 3-6 5-0 | 1-0 2-4 3-5 6-0 | 1-0 2-4 3-0 5-6 | 1-0 2-3 4-6 5-0
1-0 2-3 4-5 6-0 | 1-0 2-3 4-0 5-6 | 1-0 2-0 3-6 4-5 | 1-0 2-0 3-5 4-6 | 1-0 2-0 3-4 5-6
"""


def _handbook() -> list[list[tuple[int, int]]]:
    out = []
    for text in HANDBOOK_ORDER.replace("\n", " | ").split("|"):
        if text.strip():
            out.append([(int(a), int(b)) for a, b in (p.split("-") for p in text.split())])
    return out


def _pairs(ctx_pairs: list[tuple[int, int]], tpn: list[int]) -> set[frozenset[int]]:
    return {frozenset((tpn[a], tpn[b])) for a, b in ctx_pairs}


def test_art4_example_has_45_distinct_pairings() -> None:
    """Art. 4.3 example: 45 pairings, all different (the handbook prints one twice)."""
    listed = _handbook()
    assert len(listed) == 45
    assert len({tuple(p) for p in listed}) == 45


def test_art4_literal_generation_order_is_the_handbook_list() -> None:
    """Art. 4.3: the literal pairer's generator gives the handbook's list, in its order."""
    assert list(_order([1, 2, 3, 4, 5, 6], 2)) == _handbook()


def test_art4_engine_weights_rank_the_handbook_list_in_order() -> None:
    """Art. 4.3 (reading 9): the engine's order field decreases strictly along the list,
    so a maximum-weight matching takes the first pairing the list holds."""
    ctx = context([Spec(10) for _ in range(6)])
    weights = Weights(ctx, Bracket(tuple(range(6)), (), ()), full=False)
    order_field = []
    for pairing in _handbook():
        total = sum(weights.edge(i - 1, j - 1) for i, j in pairing if j)
        order_field.append(weights.layout.decode(total)["A4"])
    assert all(a > b for a, b in pairwise(order_field))


def test_art4_first_candidate_is_the_fold() -> None:
    """Art. 4.3: with nothing else deciding, BSN 1 meets BSN n, 2 meets n-1, ..."""
    ctx = context([Spec(10) for _ in range(6)])
    pairs, pab = pair_round(ctx)
    assert pab is None
    assert _pairs(pairs, ctx.tpn) == {frozenset(p) for p in ((1, 6), (2, 5), (3, 4))}


def test_c1_no_rematch_takes_the_next_candidate() -> None:
    """[C1]: 1 met 4, so the first legal pairing in art. 4 order is 1-3, 2-4."""
    ctx = context([Spec(10, "W", [4]), Spec(10), Spec(10), Spec(10, "B", [1])])
    pairs, _ = pair_round(ctx)
    assert _pairs(pairs, ctx.tpn) == {frozenset((1, 3)), frozenset((2, 4))}


def test_c3_same_absolute_preference_never_meet() -> None:
    """[C3]: 1 and 4 both need White absolutely (BB): 1-3, 2-4 instead of the fold."""
    ctx = context([Spec(10, "BB"), Spec(10, "W"), Spec(10, "W"), Spec(10, "BB")])
    pairs, _ = pair_round(ctx)
    assert _pairs(pairs, ctx.tpn) == {frozenset((1, 3)), frozenset((2, 4))}


def test_c4_bracket_leaves_a_pairable_remainder() -> None:
    """[C4]: 3 and 4 (the lower scoregroup) have met, so 1 and 2 must not meet each other:
    each floats down and meets one of them; the first bracket makes no pair."""
    ctx = context([Spec(20), Spec(20), Spec(10, "W", [4]), Spec(10, "B", [3])])
    pairs, _ = pair_round(ctx)
    got = _pairs(pairs, ctx.tpn)
    assert frozenset((1, 2)) not in got and frozenset((3, 4)) not in got
    assert len(got) == 2


def test_c5_most_pairs() -> None:
    """[C5]: 1 has met 3 and 4, so the fold and 1-3 are out; the first candidate in art. 4
    order would float 1 (1-0, 2-4, 3-0), but [C5] wants two pairs: 1-2, 3-4. The lower
    scoregroup {5, 6} could take floaters."""
    players = [Spec(10, "", [3, 4]), Spec(10), Spec(10, "", [1]), Spec(10, "", [1])]
    ctx = context([*players, Spec(0), Spec(0)])
    pairs, _ = pair_round(ctx)
    got = _pairs(pairs, ctx.tpn)
    assert {frozenset((1, 2)), frozenset((3, 4)), frozenset((5, 6))} == got


def test_c6_floats_the_lowest_score() -> None:
    """[C6]: bracket {2, 3, 1} (1 is the incoming floater with 2 points, BSN 3 by the 1.8
    order given here: 2, 3, then 1). 2 met 1, so 1-2 is out: the candidates are 2-3 with
    1 floating (a 2-point floater) or 2 floating and 3-1 paired (a 1-point floater);
    [C6] takes 2 floating, who then meets 4."""
    players = [Spec(20, "W", [2]), Spec(10, "B", [1]), Spec(10), Spec(0)]
    ctx = context(players)
    ctx.rank = [3, 0, 1, 2]  # 1.8 order: 2, 3, 1, 4
    pairs, _ = pair_round(ctx)
    assert _pairs(pairs, ctx.tpn) == {frozenset((3, 1)), frozenset((2, 4))}


def test_c7_floater_that_keeps_the_next_bracket_whole() -> None:
    """[C7]: bracket {1, 2, 3} (2 points) floats one player into {4, 5, 6} (1 point), then
    {7, 8} (0). Art. 4 would float 2 (1-3, 2-0), but 2 has met 4, 5 and 6: the next
    bracket would make one pair instead of two. [C7] floats 3 (1-2, 3-0)."""
    ctx = context(C7_FIELD)
    pairs, _ = pair_round(ctx)
    got = _pairs(pairs, ctx.tpn)
    assert frozenset((1, 2)) in got
    assert frozenset((2, 7)) not in got and frozenset((2, 8)) not in got


def test_c8_colour_preferences_before_the_order() -> None:
    """[C8]: 1 and 4 want White, 2 and 3 want Black: the fold 1-4, 2-3 leaves two players
    without their preference, 1-3, 2-4 none; [C8] ranks above art. 4."""
    ctx = context([Spec(10, "B"), Spec(10, "W"), Spec(10, "W"), Spec(10, "B")])
    pairs, _ = pair_round(ctx)
    assert _pairs(pairs, ctx.tpn) == {frozenset((1, 3)), frozenset((2, 4))}


def test_c8_no_preference_never_misses() -> None:
    """[C8], reading 7: a player without games has no preference (1.5.4) and never counts,
    so the fold 1-4, 2-3 stands when 4 and 3 have not played."""
    ctx = context([Spec(10, "B"), Spec(10, "W"), Spec(10), Spec(10)])
    pairs, _ = pair_round(ctx)
    assert _pairs(pairs, ctx.tpn) == {frozenset((1, 4)), frozenset((2, 3))}
