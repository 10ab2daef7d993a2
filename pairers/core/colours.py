"""Colour allocation of one pair (Dutch 2026 art. 5.2; Dutch 2017 E.1-E.5).

Burstein uses the same rules; Dubov and Lim have their own and use only the
history walk of 5.2.3 from here.
"""

from __future__ import annotations

from trfcheck.trf.model import Colour

from .state import PlayerState, Strength

__all__ = ["allocate", "last_differing"]


def last_differing(a: PlayerState, b: PlayerState) -> Colour | None:
    """Dutch 2026 5.2.3 (GHR 3.4): walking both played-colour histories back from
    each player's latest game, the colour ``a`` had at the first step where the
    two differ; None if either history runs out first."""
    for ca, cb in zip(reversed(a.colours), reversed(b.colours), strict=False):
        if ca is not cb:
            return ca
    return None


def allocate(a: PlayerState, b: PlayerState, a_ranks_higher: bool, initial: Colour) -> Colour:
    """The colour player ``a`` gets against ``b`` (Dutch 2026 art. 5.2.1-5.2.5).

    ``a_ranks_higher`` says whether ``a`` comes first in the pairing order
    (art. 1.2: pairing score, then TPN); ``initial`` is the colour drawn by lot
    before round 1 (art. 5.1).
    """
    pa, pb = a.preference, b.preference
    # 5.2.1: grant both preferences when they differ or one player has none.
    if pa.strength is Strength.NONE and pb.strength is Strength.NONE:
        return _initial_rule(a, b, a_ranks_higher, initial)
    if pb.strength is Strength.NONE:
        return pa.colour
    if pa.strength is Strength.NONE:
        return pb.colour.opposite
    if pa.colour is not pb.colour:
        return pa.colour
    # 5.2.2: grant the stronger preference; both absolute: the wider colour difference.
    if pa.strength is not pb.strength:
        return pa.colour if pa.strength > pb.strength else pb.colour.opposite
    if pa.strength is Strength.ABSOLUTE:
        da, db = abs(a.colour_difference), abs(b.colour_difference)
        if da != db:
            return pa.colour if da > db else pb.colour.opposite
    # 5.2.3: alternate from the most recent round in which their colours differed.
    had = last_differing(a, b)
    if had is not None:
        return had.opposite
    # 5.2.4: grant the preference of the higher-ranked player.
    return pa.colour if a_ranks_higher else pb.colour.opposite


def _initial_rule(a: PlayerState, b: PlayerState, a_ranks_higher: bool, initial: Colour) -> Colour:
    """5.2.5: the higher-ranked player gets the initial colour if its TPN is odd, else the other."""
    higher = a if a_ranks_higher else b
    colour = initial if higher.id % 2 == 1 else initial.opposite
    return colour if a_ranks_higher else colour.opposite
