"""The Varma tables of C.05 Annex 2: the four groups of Berger numbers (A, B, C, D) from
which the players of one federation draw their numbers in a restricted drawing of lots, so
that players of the same federation do not meet in the last rounds.

Only the groups the Annex prints for 9/10 to 19/20 players are held here (point 5); for other
sizes ``groups`` returns None and no restricted draw is checked (docs/round-robin.md).
"""

from __future__ import annotations

__all__ = ["VARMA", "group_of", "groups"]

#: C.05 Annex 2, point 5: seats (the even size of the table) -> groups A, B, C, D
VARMA: dict[int, tuple[tuple[int, ...], ...]] = {
    10: ((3, 4, 8), (5, 7, 9), (1, 6), (2, 10)),
    12: ((4, 5, 9, 10), (1, 2, 7), (6, 8, 12), (3, 11)),
    14: ((4, 5, 6, 11, 12), (1, 2, 8, 9), (7, 10, 13), (3, 14)),
    16: ((5, 6, 7, 12, 13, 14), (1, 2, 3, 9, 10), (8, 11, 15), (4, 16)),
    18: ((5, 6, 7, 8, 14, 15, 16), (1, 2, 3, 10, 11, 12), (9, 13, 17), (4, 18)),
    20: ((6, 7, 8, 9, 15, 16, 17, 18), (1, 2, 3, 11, 12, 13, 14), (5, 10, 19), (4, 20)),
}


def groups(players: int) -> tuple[tuple[int, ...], ...] | None:
    """The Varma groups A-D for ``players`` players (C.05 Annex 2: 9/10 ... 19/20), or None
    where the Annex's table is not held."""
    return VARMA.get(players + players % 2)


def group_of(players: int, number: int) -> int | None:
    """The index (0 = A ... 3 = D) of the group holding Berger number ``number``, or None."""
    table = groups(players)
    if table is None:
        return None
    return next((i for i, g in enumerate(table) if number in g), None)
