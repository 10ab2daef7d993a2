"""The Double-Swiss pairing procedure (C.04.5 art. 3, 2026 text; the procedure of the Swiss
Team system, C.04.6 art. 3, with the criteria of C.04.5 art. 2).

3.3: the PAB first (3.4), then the top scoregroup with the upfloater set of 3.5 is paired
(3.6) until every player is paired (``pairers.core.scoregroups``, the procedure shared with
the Swiss Team system); colours last (art. 4, ``colours.py``). There is no colour
criterion: C1 and C8 choose a bracket's pairing, C4-C7 its upfloaters. C7 and C8 do not
apply in the last round (2.3.4, 2.3.5).
"""

from __future__ import annotations

from functools import partial

from trfcheck.pairers.core.scoregroups import Bracket, Procedure, pair_scoregroups

from .state import DoubleState

__all__ = ["Bracket", "c8_count", "pair_players"]


def pair_players(states: dict[int, DoubleState], *, last: bool) -> tuple[int | None, list[Bracket]]:
    """3.3: the PAB (or None) and the brackets in pairing order; raises NoValidPairing
    (3.3.3) when no complete legal pairing exists."""
    quality = partial(_quality, states, last)
    return pair_scoregroups(states, Procedure(quality, not last, "C.04.5", "player"))


def _quality(
    states: dict[int, DoubleState], last: bool, top: int, a: int, b: int
) -> tuple[int] | None:
    """The bracket criteria of 3.6.4 for the pair a-b: None if C1 (2.1.1: a forfeit match
    is no meeting) forbids it, else its C8 count."""
    if not states[a].may_meet(b):
        return None
    return (c8_count(states, last, top, a, b),)


def c8_count(states: dict[int, DoubleState], last: bool, top: int, a: int, b: int) -> int:
    """C8 (2.3.5) of the pair a-b in the bracket of score ``top``: its upfloaters whose
    opponent floated in the previous round (0 in the last round)."""
    if last:
        return 0
    s = states
    return int(s[a].score < top and s[b].floater) + int(s[b].score < top and s[a].floater)
