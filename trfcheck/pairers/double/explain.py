"""Why a published match of a Double-Swiss event is not the rules' pairing (C.04.5, 2026).

The walk is the procedure's, which the Double-Swiss system takes from the Swiss Team
system (``pairers.core.scoregroups_explain``: the PAB of 3.4, each bracket's upfloaters of
3.5 and pairs of 3.6, the colours of art. 4); what is the Double-Swiss system's own is
said here:

- two players who already met: C1 (2.1.1), a forfeit match being no meeting;
- another set of upfloaters of the same scores: C6 (2.3.3) when the published set leaves
  the following scoregroup unpairable in its bracket, C7 (2.3.4) when it has more floaters
  of the previous match, else 3.5.5;
- other pairs in the bracket: C8 (2.3.5) when the published pairs do worse on it, else
  3.6.2-3.6.4 (the first pairing by its identifier);
- the same pairs with other colours: the rule of 4.3 that decides the first such match.
"""

from __future__ import annotations

from collections.abc import Sequence

from trfcheck.pairers.base import Explanation, Pair
from trfcheck.pairers.core.scoregroups_explain import (
    Criterion,
    Explained,
    Wording,
    explain_scoregroups,
)

from .colours import COLOUR_RULES
from .engine import Bracket, c8_count
from .state import DoubleState

__all__ = ["explain_match"]


WORDING = Wording(
    article="C.04.5",
    noun="player",
    unit="match",
    score="score",
    pab_bar="who already had a PAB, a full-point bye or a match won by forfeit",
    pairs="pairs",
    first_named="the player named first has White in game 1, 4.4",
    criteria=(Criterion("C8", "2.3.5", "upfloaters whose opponent floated in the previous match"),),
    criteria_span="C8",
    colour_rules=COLOUR_RULES,
    c6=True,
)


def explain_match(
    rules: tuple[int | None, Sequence[Bracket], Sequence[tuple[int, int, str]]],
    states: dict[int, DoubleState],
    last: bool,
    published: Sequence[Pair],
) -> Explanation:
    """The first decision of the rules' match that the ``published`` one ((game-1 White,
    game-1 Black), the PAB as (player, 0)) did not take."""

    def criteria(top: int, pairs: Sequence[Pair]) -> tuple[int, ...]:
        return (sum(c8_count(states, last, top, a, b) for a, b in pairs if a in states),)

    def c1(w: int, b: int) -> Explanation | None:
        if w in states and b in states and not states[w].may_meet(b):
            return Explanation(
                "C.04.5 C1 (2.1.1)",
                f"players {w} and {b} meet again: they met in an earlier match (or the file "
                "forbids the pair, 260)",
                "C1",
                (min(w, b), max(w, b)),
            )
        return None

    return explain_scoregroups(rules, published, Explained(states, WORDING, not last, criteria, c1))
