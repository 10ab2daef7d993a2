"""Colour allocation of the Swiss Team system (C.04.6 art. 4) and board order.

4.2 picks the first-team of a pair; 4.3.1-4.3.9 are tried in order and the first that
decides gives the colours. The colour of a team is the colour of its board-1 player; the
other boards follow record 352.
"""

from __future__ import annotations

from trfcheck.pairers.core.colours import last_differing, lot_colour
from trfcheck.trf.model import Colour
from trfcheck.trf.teams import TeamColourModel

from .state import TeamOptions, TeamState, TeamStrength

__all__ = ["allocate", "first_team"]


def first_team(a: TeamState, b: TeamState, options: TeamOptions) -> bool:
    """4.2: True if ``a`` is the first-team: higher primary score (4.2.1), then higher
    secondary score when the competition uses it (4.2.2), then smaller TPN (4.2.3).
    Standings scores: virtual points are not included."""
    if a.primary != b.primary:
        return a.primary > b.primary
    if options.secondary_for_colour and a.secondary != b.secondary:
        return a.secondary > b.secondary
    return a.tpn < b.tpn


def allocate(
    a: TeamState, b: TeamState, options: TeamOptions, initial: Colour
) -> tuple[int, int, str]:
    """4.3: (white team, black team, the rule that decided)."""
    first, second = (a, b) if first_team(a, b, options) else (b, a)
    colour, rule = _first_colour(first, second, options, initial)
    if colour is Colour.WHITE:
        return first.tpn, second.tpn, rule
    return second.tpn, first.tpn, rule


def _first_colour(
    first: TeamState, second: TeamState, options: TeamOptions, initial: Colour
) -> tuple[Colour, str]:
    """The colour of the first-team and the rule of 4.3 that gives it."""
    fp, sp = first.preference, second.preference
    if first.matches_played == 0 and second.matches_played == 0:
        return lot_colour(initial, first.tpn), "4.3.1"
    if fp is not None and sp is None:
        return fp.colour, "4.3.2"
    if fp is None and sp is not None:
        return sp.colour.opposite, "4.3.2"
    if fp is not None and sp is not None and fp.colour is not sp.colour:
        return fp.colour, "4.3.3"
    if options.colour_model is TeamColourModel.TYPE_B and fp is not None and sp is not None:
        if fp.strength is TeamStrength.STRONG and sp.strength is not TeamStrength.STRONG:
            return fp.colour, "4.3.4"
        if sp.strength is TeamStrength.STRONG and fp.strength is not TeamStrength.STRONG:
            return sp.colour.opposite, "4.3.4"
    fd, sd = first.colour_difference, second.colour_difference
    if fd != sd:
        return (Colour.WHITE if fd < sd else Colour.BLACK), "4.3.5"
    had = last_differing(first.colours, second.colours)
    if had is not None:  # 4.3.6, right-aligned played histories (GHR 3.4)
        return had.opposite, "4.3.6"
    if fp is not None:
        return fp.colour, "4.3.7"
    if first.colours:
        return first.colours[-1].opposite, "4.3.8"
    return second.colours[-1], "4.3.9"
