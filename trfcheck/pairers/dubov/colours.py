"""Colour allocation of one Dubov pair (Dubov 2026 Article 5; 2018 section E).

The 2018 text is taken to have the same five rules in the same order (a
reading: the 2026 change list reports renumbering only). The walk
back of 5.2.4 compares the sequences of played games aligned from the latest
game, as the General Handling Rules say for every colour question (only played
games count; BWB-W is treated as -BWBW), not round by round.
"""

from __future__ import annotations

from trfcheck.pairers.core.colours import last_differing, lot_colour
from trfcheck.trf.model import Colour

from .round_facts import DubovContext

__all__ = ["colour_of"]


def colour_of(ctx: DubovContext, i: int, j: int) -> Colour:
    """The colour player ``i`` gets against ``j`` (Dubov 2026 5.2.1-5.2.5).

    5.2.1 neither has played: the higher-ranked player gets the initial colour (5.1)
    if their TPN is odd, else the other; 5.2.2 grant both preferences; 5.2.3 grant the
    stronger one; 5.2.4 alternate from the most recent round in which one had White and
    the other Black; 5.2.5 grant the higher-ranked player's preference. A player without
    games facing one with games is a mild Black seeker (1.6.4), so 5.2.1 does not apply.
    """
    hi, lo = (i, j) if ctx.higher(i, j) else (j, i)
    c = _colour_of_higher(ctx, hi, lo)
    return c if hi == i else c.opposite


def _colour_of_higher(ctx: DubovContext, hi: int, lo: int) -> Colour:
    if ctx.played[hi] == 0 and ctx.played[lo] == 0:
        return lot_colour(ctx.initial, ctx.tpn[hi])  # 5.2.1
    side_hi, side_lo = ctx.side[hi], ctx.side[lo]
    if side_hi is not side_lo:
        return side_hi  # 5.2.2
    if ctx.strength[hi] is not ctx.strength[lo]:
        return side_hi if ctx.strength[hi] > ctx.strength[lo] else side_lo.opposite  # 5.2.3
    had = last_differing(ctx.states[hi].colours, ctx.states[lo].colours)
    if had is not None:
        return had.opposite  # 5.2.4
    return side_hi  # 5.2.5
