"""Colour allocation and colour criteria of one pair, on the round context arrays.

Dutch 2026 art. 5.2 decides the colours; C10-C13 count what a pair costs. The
history walk of 5.2.3 is shared (``pairers.core.colours.last_differing``);
the rest reads the precomputed arrays because it runs for every edge of
every bracket.
"""

from __future__ import annotations

from trfcheck.pairers.core.colours import last_differing, lot_colour
from trfcheck.pairers.core.state import Strength
from trfcheck.trf.model import Colour

from .round_facts import RoundContext

__all__ = ["colour_costs", "colour_decision", "colour_of_higher"]


def colour_of_higher(ctx: RoundContext, i: int, j: int) -> Colour:
    """Art. 5.2: the colour of the higher-ranked player ``i`` (i < j in art. 1.2 order)."""
    return colour_decision(ctx, i, j)[0]


def colour_decision(ctx: RoundContext, i: int, j: int) -> tuple[Colour, str]:
    """Art. 5.2: the colour of the higher-ranked player ``i`` and the article that decides
    it (``5.2.1`` ... ``5.2.5``)."""
    pi, pj = ctx.pref[i], ctx.pref[j]
    si, sj = ctx.strength[i], ctx.strength[j]
    if si is Strength.NONE and sj is Strength.NONE:  # 5.2.5
        return lot_colour(ctx.initial, ctx.pairing_number[i]), "5.2.5"
    if sj is Strength.NONE:  # 5.2.1: only one has a preference, or they differ
        return pi, "5.2.1"
    if si is Strength.NONE:
        return pj.opposite, "5.2.1"
    if pi is not pj:
        return pi, "5.2.1"
    if si is not sj:  # 5.2.2: the stronger preference
        return (pi if si > sj else pj.opposite), "5.2.2"
    if si is Strength.ABSOLUTE:
        di, dj = abs(ctx.cd[i]), abs(ctx.cd[j])
        if di != dj:
            return (pi if di > dj else pj.opposite), "5.2.2"
    had = last_differing(ctx.states[i].colours, ctx.states[j].colours)  # 5.2.3
    if had is not None:
        return had.opposite, "5.2.3"
    return pi, "5.2.4"  # 5.2.4: the higher-ranked player's preference


def colour_costs(ctx: RoundContext, i: int, j: int) -> tuple[int, int, int, int]:
    """Players of the pair (i < j) counted by C10, C11, C12 and C13 under art. 5.2 colours.

    C10: a topscorer or a topscorer's opponent ending with |CD| > 2. C11: the same
    colour three times in a row for such a player. C12: a player not getting its
    colour preference. C13: a player not getting its strong preference. C10 and C11
    count only pairs with a topscorer (art. 2, C10-C11 wording).
    """
    ci = colour_of_higher(ctx, i, j)
    cj = ci.opposite
    c10 = c11 = c12 = c13 = 0
    top = ctx.topscorer[i] or ctx.topscorer[j]
    for x, c in ((i, ci), (j, cj)):
        s = ctx.strength[x]
        if s is not Strength.NONE and c is not ctx.pref[x]:
            c12 += 1
            if s is Strength.STRONG:
                c13 += 1
        if top:
            after = ctx.cd[x] + (1 if c is Colour.WHITE else -1)
            if after > 2 or after < -2:
                c10 += 1
            if ctx.last2[x] is c:
                c11 += 1
    return c10, c11, c12, c13
