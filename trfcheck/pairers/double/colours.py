"""Colour allocation of the Double-Swiss system (C.04.5 art. 4).

In each pair the higher-ranked player (HRP) has the higher score, else the smaller TPN
(4.2); 4.3.1-4.3.5 are tried in order and the first that decides gives the colours. The
player given White plays White in game 1 and Black in game 2 (4.4). Colours never decide
who plays whom: the system has no colour criterion.
"""

from __future__ import annotations

from collections.abc import Iterator

from trfcheck.pairers.core.colours import initial_colour as shared_initial_colour
from trfcheck.pairers.core.colours import last_differing, lot_colour
from trfcheck.trf.double_swiss import match_entries
from trfcheck.trf.model import Colour, Tournament

from .state import DoubleOptions, DoubleState

__all__ = ["COLOUR_RULES", "allocate", "higher_ranked", "initial_colour"]

#: What each colour rule of 4.3 says (as the explanations quote it).
COLOUR_RULES = {
    "4.3.1": "neither player has played a match: the higher-ranked player gets the initial "
    "colour when its TPN is odd",
    "4.3.2": "White to the player who had fewer Whites",
    "4.3.3": "the colours alternate from the latest match in which one had White, the other Black",
    "4.3.4": "the higher-ranked player alternates the colour of its last played match",
    "4.3.5": "the other player alternates the colour of its last played match",
}


def higher_ranked(a: DoubleState, b: DoubleState) -> bool:
    """4.2: True if ``a`` is the HRP: the higher score (game points, without virtual
    points, as in C.04.6 4.2), else the smaller TPN."""
    if a.standing != b.standing:
        return a.standing > b.standing
    return a.tpn < b.tpn


def allocate(
    a: DoubleState, b: DoubleState, initial: Colour, options: DoubleOptions
) -> tuple[int, int, str]:
    """4.3: (White in game 1, Black in game 1, the rule that decided)."""
    first, second = (a, b) if higher_ranked(a, b) else (b, a)
    colour, rule = _hrp_colour(first, second, initial, options)
    if colour is Colour.WHITE:
        return first.tpn, second.tpn, rule
    return second.tpn, first.tpn, rule


def _hrp_colour(
    first: DoubleState, second: DoubleState, initial: Colour, options: DoubleOptions
) -> tuple[Colour, str]:
    """The colour of the HRP and the rule of 4.3 that gives it. "Played a match" (4.3.1)
    is a match that gave a colour (1.6: at least one game played)."""
    fc, sc = first.played_colours, second.played_colours
    if not fc and not sc:
        return lot_colour(initial, first.tpn), "4.3.1"
    if first.whites != second.whites:
        return (Colour.WHITE if first.whites < second.whites else Colour.BLACK), "4.3.2"
    had = _last_differing(first, second, options)
    if had is not None:
        return had.opposite, "4.3.3"
    if fc:
        return fc[-1].opposite, "4.3.4"
    return sc[-1], "4.3.5"


def _last_differing(
    first: DoubleState, second: DoubleState, options: DoubleOptions
) -> Colour | None:
    """4.3.3: the HRP's colour in the latest match where one had White and the other Black;
    reading ``double-gaps``: ``aligned`` walks the played histories right-aligned (GHR 3.4),
    ``rounds`` walks the matches by number."""
    if options.gaps == "aligned":
        return last_differing(first.played_colours, second.played_colours)
    for ca, cb in zip(reversed(first.colours), reversed(second.colours), strict=False):
        if ca is not None and cb is not None and ca is not cb:
            return ca
    return None


def initial_colour(t: Tournament) -> Colour:
    """4.1: the initial-colour of 152; else read back from match 1 by the rule every system
    shares (``pairers.core.colours.initial_colour``); else White."""
    return shared_initial_colour(t.initial_colour, _match_one(t))


def _match_one(t: Tournament) -> Iterator[tuple[int, Colour]]:
    """Match 1's played matches by the smaller TPN (the HRP when every score is 0): that
    player's TPN and its game-1 colour (4.3.1)."""
    rows = match_entries(t, 1)
    for p in sorted(rows):
        m = rows[p][0] if rows[p] else None
        if m is not None and m.played and m.opponent and p < m.opponent:
            yield p, m.colour
