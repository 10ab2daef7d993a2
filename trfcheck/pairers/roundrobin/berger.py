"""The Berger tables of C.05 Annex 1 as data: every round of a single or double round robin
by Berger number, for any number of players.

C.05 Annex 1 prints the tables for 3/4 to 15/16 players; where the number of players is odd,
the highest number counts as a bye (the free round). The printed tables follow one rotation,
which extends them to any size (docs/round-robin.md): in round 1, number i (i < N/2 + 1)
plays N + 1 - i, the lower number with White; each next round adds N/2 to every number below
N (counted modulo N - 1, in 1..N - 1) and turns the first board, where number N alternates
colours. The closed form used here
(players i, j < N meet in the round r with r = i + j - 1 modulo N - 1; N meets i in the round
2i - 1 modulo N - 1) gives the same tables for every N (tests: the printed tables and a
literal rotation).

A double round robin repeats the cycle with the colours reversed; C.05 Annex 1 recommends
exchanging the last two rounds of the first cycle (``Variant.DOUBLE_SWAPPED``), so that no
player has the same colour three times in a row at the turn of the cycles.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass
from functools import cache

__all__ = ["Schedule", "TableRound", "Variant", "schedule", "seats"]


class Variant(enum.StrEnum):
    """Which Berger schedule: one cycle, two cycles, two cycles with the last two rounds of
    the first cycle exchanged (C.05 Annex 1's recommendation for a double round robin)."""

    SINGLE = "single"
    DOUBLE = "double"
    DOUBLE_SWAPPED = "double, last two rounds of the first cycle exchanged"

    @property
    def cycles(self) -> int:
        """1 for a single round robin, 2 for a double one."""
        return 1 if self is Variant.SINGLE else 2


@dataclass(frozen=True, slots=True)
class TableRound:
    """One round of a Berger table: ``boards`` as (white, black) Berger numbers in the
    printed order, ``free`` the number with the free round (odd fields; None otherwise),
    ``cycle`` 1 or 2 and ``table_round`` the round of the printed single table it comes
    from (1..N-1)."""

    number: int
    boards: tuple[tuple[int, int], ...]
    free: int | None
    cycle: int
    table_round: int

    def opponent(self, number: int) -> tuple[int, bool] | None:
        """(opponent, has White) of Berger number ``number`` in this round; None for the
        free round."""
        for white, black in self.boards:
            if white == number:
                return black, True
            if black == number:
                return white, False
        return None


@dataclass(frozen=True, slots=True)
class Schedule:
    """The whole schedule of a round robin of ``players`` players (C.05 Annex 1)."""

    players: int
    variant: Variant
    rounds: tuple[TableRound, ...]

    @property
    def seats(self) -> int:
        """The size of the table used: the number of players, plus one for an odd field."""
        return seats(self.players)

    @property
    def rounds_per_cycle(self) -> int:
        """N - 1 rounds per cycle for N seats."""
        return self.seats - 1

    def round(self, number: int) -> TableRound:
        """Round ``number`` (1-based); raises IndexError beyond the schedule."""
        if not 1 <= number <= len(self.rounds):
            raise IndexError(f"round {number}: the schedule has {len(self.rounds)} rounds")
        return self.rounds[number - 1]

    def describe(self) -> str:
        """``the Berger table for 10`` or ``the Berger table for 9 (10 seats, the 10th
        the free round), double``."""
        text = f"the Berger table for {self.players}"
        if self.players != self.seats:
            text += f" ({self.seats} seats, number {self.seats} the free round)"
        if self.variant is not Variant.SINGLE:
            text += f", {self.variant.value}"
        return text


def seats(players: int) -> int:
    """The table's size N: ``players`` rounded up to an even number (C.05 Annex 1: with an
    odd number of players the highest number counts as a bye)."""
    if players < 2:
        raise ValueError(f"a round robin needs at least 2 players, found {players}")
    return players + players % 2


def _single(n: int) -> tuple[tuple[tuple[int, int], ...], ...]:
    """The single table for ``n`` seats (even): each round's boards, first board first."""
    last = n - 1  # rounds per cycle
    half = n // 2
    out = []
    for r in range(1, n):
        boards: list[tuple[int, int]] = []
        # board 1: number n against the number k with 2k - 1 = r (mod n - 1);
        # number n has White when k > n/2 (the even rounds)
        k = next(i for i in range(1, n) if (2 * i - 1 - r) % last == 0)
        boards.append((n, k) if k > half else (k, n))
        # the other boards: i + j - 1 = r (mod n - 1), printed from the board next to
        # number n's opponent on (its right-hand neighbour in the rotation)
        for step in range(1, half):
            i = (k - 1 + step) % last + 1
            j = (k - 1 - step) % last + 1
            boards.append((min(i, j), max(i, j)) if (i + j) % 2 else (max(i, j), min(i, j)))
        out.append(tuple(boards))
    return tuple(out)


@cache
def schedule(players: int, variant: Variant = Variant.SINGLE) -> Schedule:
    """The Berger schedule of ``players`` players (C.05 Annex 1): one cycle, or two with
    the colours of the second reversed (``DOUBLE_SWAPPED``: the last two rounds of the first
    cycle exchanged). Raises ValueError for fewer than 2 players."""
    n = seats(players)
    single = _single(n)
    free_seat = n if n != players else None
    order = list(range(1, n))
    cycles: list[tuple[int, list[int], bool]] = [(1, order, False)]
    if variant is not Variant.SINGLE:
        if variant is Variant.DOUBLE_SWAPPED and len(order) >= 2:
            order = [*order[:-2], order[-1], order[-2]]
            cycles = [(1, order, False)]
        cycles.append((2, list(range(1, n)), True))
    rounds: list[TableRound] = []
    for cycle, table_rounds, reverse in cycles:
        for t in table_rounds:
            boards = single[t - 1]
            if reverse:
                boards = tuple((b, w) for w, b in boards)
            free = None
            if free_seat is not None:
                free = next(w if b == free_seat else b for w, b in boards if free_seat in (w, b))
                boards = tuple(p for p in boards if free_seat not in p)
            rounds.append(TableRound(len(rounds) + 1, boards, free, cycle, t))
    return Schedule(players, variant, tuple(rounds))
