"""Colour rules shared by the systems: the history walk of Dutch 2026 5.2.3 (GHR 3.4) and
the initial colour drawn before round 1.

Each system allocates colours in its own module (``dutch.colours``,
``dubov.colours``, ``lim``); they share these.
"""

from __future__ import annotations

from collections.abc import Mapping

from trfcheck.trf.model import Colour, Tournament

from .state import PlayerState

__all__ = ["initial_colour", "last_differing"]


def initial_colour(tournament: Tournament, number: Mapping[int, int] | None = None) -> Colour:
    """The colour drawn by lot before round 1 (Dutch 2026 5.1, Dubov 2026 5.1).

    From the file (XXC, 152) when given; else read back from the first round-1 game: neither
    player had played, so its higher-ranked player (higher pairing score, then smaller start
    rank) got the initial colour if his pairing number is odd (Dutch 5.2.5, Dubov 5.2.1).
    ``number`` maps start ranks to the pairing numbers of round 1 (default: the start rank).
    White when round 1 has no game yet.
    """
    if tournament.initial_colour is not None:
        return tournament.initial_colour
    accel = tournament.acceleration
    for p in sorted(tournament.players, key=lambda q: q.start_rank):
        e = p.entry(1)
        if e.opponent is None or e.colour is Colour.NONE:
            continue
        mine = (-accel.get((p.start_rank, 1), 0), p.start_rank)
        theirs = (-accel.get((e.opponent, 1), 0), e.opponent)
        higher, colour = (
            (p.start_rank, e.colour) if mine < theirs else (e.opponent, e.colour.opposite)
        )
        odd = (number or {}).get(higher, higher) % 2 == 1
        return colour if odd else colour.opposite
    return Colour.WHITE


def last_differing(a: PlayerState, b: PlayerState) -> Colour | None:
    """Dutch 2026 5.2.3 (GHR 3.4): walking both played-colour histories back from
    each player's latest game, the colour ``a`` had at the first step where the
    two differ; None if either history runs out first."""
    for ca, cb in zip(reversed(a.colours), reversed(b.colours), strict=False):
        if ca is not cb:
            return ca
    return None
