"""Burstein 2026 Article 5: colours of a pair, and the [C8] count (reading 7)."""

from __future__ import annotations

import pytest

from trfcheck.pairers.burstein.colours import colour_of, colour_rule, misses
from trfcheck.trf.model import Colour

from .kit import Spec, context

W, B = Colour.WHITE, Colour.BLACK


def _white(players: list[Spec], initial: Colour = W, rank: list[int] | None = None) -> int:
    ctx = context(players, initial)
    if rank is not None:
        ctx.rank = rank
    return ctx.tpn[0] if colour_of(ctx, 0, 1) is W else ctx.tpn[1]


def _rule(players: list[Spec], rank: list[int] | None = None) -> str:
    ctx = context(players)
    if rank is not None:
        ctx.rank = rank
    return colour_rule(ctx, 0, 1)[1]


@pytest.mark.parametrize(("initial", "white"), [(W, 1), (B, 2)])
def test_5_2_1_neither_has_played(initial: Colour, white: int) -> None:
    """5.2.1: the higher-ranked player (more points) has TPN 1, odd: the initial colour."""
    assert _white([Spec(10), Spec(0)], initial) == white


def test_5_2_1_even_tpn_gets_the_other_colour() -> None:
    """5.2.1: the higher-ranked player (more points) has TPN 2, even: the other colour."""
    assert _white([Spec(0), Spec(10)], W) == 1


def test_5_2_2_both_preferences() -> None:
    """5.2.2: one wants White (last had Black), the other Black."""
    assert _white([Spec(10, "B"), Spec(10, "W")]) == 1
    assert _rule([Spec(10, "B"), Spec(10, "W")]) == "5.2.2"


def test_5_2_2_no_preference_takes_the_other_side() -> None:
    """5.2.2 with 1.5.4: a player without games has no preference; the other gets his."""
    assert _white([Spec(10), Spec(10, "W")]) == 1
    assert _white([Spec(10, "B"), Spec(10)]) == 1


def test_5_2_3_stronger_preference() -> None:
    """5.2.3: both want White; 2 (BB, absolute) over 1 (B, mild)."""
    assert _white([Spec(10, "WB"), Spec(10, "BB")]) == 2
    assert _rule([Spec(10, "WB"), Spec(10, "BB")]) == "5.2.3"


def test_5_2_4_alternate_from_the_last_difference() -> None:
    """5.2.4 (reading 8: played games, aligned from each player's latest): 1 had B W B W
    and 2 had W B B W, both mild for Black. Walking back, W=W, B=B, then 1 had W and 2 B:
    they alternate from that round, so 1 gets Black and 2 White."""
    players = [Spec(10, "BWBW"), Spec(10, "WBBW")]
    assert _rule(players) == "5.2.4"
    assert _white(players) == 2


def test_5_2_5_higher_ranked_preference() -> None:
    """5.2.5: same preference, same strength, same history: the player ranked higher in the
    1.8 order (here TPN 2) gets it."""
    players = [Spec(10, "B"), Spec(10, "B")]
    assert _rule(players) == "5.2.5"
    assert _white(players, rank=[0, 1]) == 1
    assert _white(players, rank=[1, 0]) == 2


def test_c8_same_side_costs_one() -> None:
    """[C8], reading 7: same preferred side: one miss; opposite sides or none: no miss."""
    ctx = context([Spec(10, "B"), Spec(10, "B"), Spec(10, "W"), Spec(10)])
    assert misses(ctx, 0, 1) == 1
    assert misses(ctx, 0, 2) == 0
    assert misses(ctx, 0, 3) == 0
