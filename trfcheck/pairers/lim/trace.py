"""A record of the decisions the Lim procedure took in one round (for ``explain``).

Kept only when a ``Trace`` is attached to the round (``LimRound.trace``); pairing without
one records nothing. Decisions are appended in the order the procedure takes them (2.2):
for each scoregroup the floaters it sends on (Art. 3), then the opponent of each incoming
floater (3.6-3.8), then each pair of the exchange walk (2.4, Art. 4, 5.2); the pairings
undone by 2.6 are recorded when they are undone.
"""

from __future__ import annotations

from dataclasses import dataclass, field

__all__ = ["Crack", "GroupStep", "Pick", "Trace"]


@dataclass(slots=True)
class Pick:
    """One opponent chosen: ``kind`` is "floater" (3.8) or "walk" (Art. 4, 2.5, 5.2);
    ``first`` is, for a floater, the first available candidate of ``order``, for the walk
    the opponent the compatibility scrutiny proposed, before any exchange for colour."""

    kind: str
    x: int
    chosen: int
    first: int
    order: list[int]


@dataclass(slots=True)
class GroupStep:
    """One scoregroup: its residents, the floaters it received, the direction it is paired
    in (2.2), the residents of the next group (3.3, 3.4, 3.9), what it sent on (in the order
    chosen; ``even`` is the one chosen under 2.3.4, if any), and the opponents it chose."""

    residents: list[int]
    incoming: list[int]
    down: bool
    adjacent: list[int]
    floaters: list[int] = field(default_factory=list)
    even: int | None = None
    picks: list[Pick] = field(default_factory=list)


@dataclass(slots=True)
class Crack:
    """Lim 2.6: the players of the pairings undone for the median group."""

    players: list[int]


@dataclass(slots=True)
class Trace:
    """Every decision of one round, in the order taken."""

    steps: list[GroupStep | Crack] = field(default_factory=list)

    @property
    def groups(self) -> list[GroupStep]:
        """The scoregroups in the order paired; the median group is the last."""
        return [s for s in self.steps if isinstance(s, GroupStep)]

    @property
    def cracked(self) -> set[int]:
        """Players of the pairings 2.6 undid (they are paired again in the median)."""
        return {p for s in self.steps if isinstance(s, Crack) for p in s.players}
