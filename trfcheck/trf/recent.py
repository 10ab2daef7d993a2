"""The last few values derived from frozen objects, found by identity.

Replaying a file asks for the same derived facts (player histories, team matches) once
per round, each time for the same ``Tournament`` object. A tournament is frozen, so a
value computed for it stays true; comparing tournaments by equality would compare every
block, so entries are found by identity, and a small size keeps the memory bounded (an
entry holds its tournament alive until newer ones push it out). Every cache of the package
that finds a value by the identity of a frozen object goes through ``Recent``: the players'
histories (``pairers.core.state``), the team matches (``trf.team_rounds``, and the running
team scores of ``pairers.team.state``) and each engine's last round paired, which its
``explain`` reuses (``pairers.dutch``, ``pairers.burstein``, ``pairers.lim``).
"""

from __future__ import annotations

from collections.abc import Hashable, Iterator
from typing import Generic, TypeVar

__all__ = ["Recent"]

V = TypeVar("V")


class Recent(Generic[V]):
    """The ``size`` most recently stored values, each for an (object, variant) key: the
    object compared by identity, the variant (the rules, a reading) by equality."""

    def __init__(self, size: int) -> None:
        self._size = size
        self._entries: list[tuple[object, Hashable, V]] = []

    def get(self, owner: object, variant: Hashable) -> V | None:
        """The value stored for ``owner`` and ``variant``, if still here."""
        for who, kind, value in self._entries:
            if who is owner and kind == variant:
                return value
        return None

    def of_variant(self, variant: Hashable) -> Iterator[tuple[object, V]]:
        """Every (owner, value) stored for ``variant``, the most recent first."""
        for who, kind, value in self._entries:
            if kind == variant:
                yield who, value

    def put(self, owner: object, variant: Hashable, value: V) -> None:
        """Store ``value`` as the most recent, replacing what ``owner`` and ``variant`` had."""
        kept = [e for e in self._entries if not (e[0] is owner and e[1] == variant)]
        self._entries = [(owner, variant, value), *kept][: self._size]
