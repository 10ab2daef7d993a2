"""Colour rules shared by the systems: the history walk of Dutch 2026 5.2.3 (GHR 3.4).

Each system allocates colours in its own module (``dutch.colours``,
``dubov.colours``, ``lim``); they share this walk.
"""

from __future__ import annotations

from trfcheck.trf.model import Colour

from .state import PlayerState

__all__ = ["last_differing"]


def last_differing(a: PlayerState, b: PlayerState) -> Colour | None:
    """Dutch 2026 5.2.3 (GHR 3.4): walking both played-colour histories back from
    each player's latest game, the colour ``a`` had at the first step where the
    two differ; None if either history runs out first."""
    for ca, cb in zip(reversed(a.colours), reversed(b.colours), strict=False):
        if ca is not cb:
            return ca
    return None
