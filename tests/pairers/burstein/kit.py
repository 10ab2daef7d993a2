"""Hand-made Burstein round contexts for the rule tests of the PAB, the brackets and colours.

``context(players)`` builds a ``BursteinContext`` from one ``Spec`` per player, in the
order of 1.8 (the first is ranked highest): a pairing score in tenths, the colours of the
games played (``"WB"``), the players met (by position), PAB eligibility. The expected
pairings in the tests are derived from the articles by hand, not from the engine.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

from trfcheck.pairers.burstein.index import IndexValues
from trfcheck.pairers.burstein.round_facts import BursteinContext
from trfcheck.pairers.core.state import PlayerState, RoundKind, Strength
from trfcheck.trf.model import Colour

__all__ = ["Spec", "context"]

_SIDE = {"W": Colour.WHITE, "B": Colour.BLACK}


@dataclass(frozen=True)
class Spec:
    """One player: pairing score (tenths), played colours, met positions (1-based)."""

    score: int
    colours: str = ""
    met: Sequence[int] = field(default_factory=tuple)
    eligible: bool = True


def context(players: Sequence[Spec], initial: Colour = Colour.WHITE) -> BursteinContext:
    """A context of ``players``, TPN = position (1-based), ranked in the given order."""
    order = sorted(range(len(players)), key=lambda k: (-players[k].score, k))
    states = []
    for k in order:
        s = players[k]
        colours = tuple(_SIDE[c] for c in s.colours)
        states.append(
            PlayerState(
                id=k + 1,
                rating=0,
                scores=(0, s.score),
                acceleration=0,
                colours=colours,
                opponents=frozenset(s.met),
                kinds=tuple(RoundKind.PLAYED for _ in colours),
                floats=(),
                pab_eligible=s.eligible,
            )
        )
    position = {k + 1: i for i, k in enumerate(order)}
    met: list[set[int]] = [set() for _ in order]
    for i, k in enumerate(order):
        for m in players[k].met:
            met[i].add(position[m])
            met[position[m]].add(i)
    prefs = [s.preference for s in states]
    return BursteinContext(
        round_no=2,
        states=states,
        tpn=[k + 1 for k in order],
        score=[players[k].score for k in order],
        real=[players[k].score for k in order],
        rank=list(order),
        index=[IndexValues(0, 0) for _ in order],
        eligible=[players[k].eligible for k in order],
        played=[len(players[k].colours) for k in order],
        pref=[p.colour for p in prefs],
        strength=[p.strength for p in prefs],
        initial=initial,
        met=met,
        colour_class=[
            0 if p.strength is not Strength.ABSOLUTE else 1 if p.colour is Colour.WHITE else 2
            for p in prefs
        ],
    )


#: [C7] field: bracket {1, 2, 3} (2 points) floats one player into {4, 5, 6} (1 point), then
#: {7, 8} (0); player 2 has met 4, 5 and 6 (test_brackets, test_explain).
C7_FIELD = (
    Spec(20),
    Spec(20, "WBW", [4, 5, 6]),
    Spec(20),
    Spec(10, "B", [2]),
    Spec(10, "W", [2]),
    Spec(10, "B", [2]),
    Spec(0),
    Spec(0),
)
