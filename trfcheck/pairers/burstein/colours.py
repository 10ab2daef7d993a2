"""Colour allocation of one Burstein pair (Burstein 2026 Article 5) and the [C8] cost.

Reading 8 (docs/burstein.md): the walk back of 5.2.4 compares the played-game colour
sequences, each aligned on its own latest game (C.04.2 art. 3.4: unplayed rounds are
ignored); a player without a preference (1.5.4: no games) never reaches 5.2.5.
"""

from __future__ import annotations

from trfcheck.pairers.core.colours import last_differing, lot_colour
from trfcheck.trf.model import Colour

from .round_facts import BursteinContext

__all__ = ["colour_of", "colour_rule", "misses"]


def misses(ctx: BursteinContext, i: int, j: int) -> int:
    """[C8] (2.3.4): players of the pair (i, j) who will not get their colour preference:
    one when both prefer the same side, none otherwise (no preference never misses)."""
    side = ctx.pref[i]
    return int(side is not Colour.NONE and side is ctx.pref[j])


def colour_rule(ctx: BursteinContext, hi: int, lo: int) -> tuple[Colour, str]:
    """The colour of ``hi`` against ``lo`` and the rule of 5.2 that gives it; ``hi`` is the
    higher-ranked player of 5.2.1 (pairing score, then TPN)."""
    if ctx.played[hi] == 0 and ctx.played[lo] == 0:
        # 5.2.1: the higher-ranked player gets the initial colour if his TPN is odd.
        return lot_colour(ctx.initial, ctx.tpn[hi]), "5.2.1"
    ph, pl = ctx.pref[hi], ctx.pref[lo]
    if ph is Colour.NONE or pl is Colour.NONE or ph is not pl:
        # 5.2.2: both preferences can be granted (no preference takes whatever is left).
        return (ph if ph is not Colour.NONE else pl.opposite), "5.2.2"
    sh, sl = ctx.strength[hi], ctx.strength[lo]
    if sh is not sl:
        return (ph if sh > sl else pl.opposite), "5.2.3"
    had = last_differing(ctx.states[hi].colours, ctx.states[lo].colours)
    if had is not None:
        return had.opposite, "5.2.4"
    # 5.2.5: the preference of the player ranked higher in the 1.8 order.
    return (ph if ctx.higher(hi, lo) else pl.opposite), "5.2.5"


def colour_of(ctx: BursteinContext, i: int, j: int) -> Colour:
    """The colour player ``i`` gets against ``j`` (5.2.1-5.2.5)."""
    hi, lo = (i, j) if _above(ctx, i, j) else (j, i)
    c, _ = colour_rule(ctx, hi, lo)
    return c if hi == i else c.opposite


def _above(ctx: BursteinContext, i: int, j: int) -> bool:
    """5.2.1: the higher-ranked player has more points (pairing score), then the smaller TPN."""
    return (-ctx.score[i], ctx.tpn[i]) < (-ctx.score[j], ctx.tpn[j])
