"""Small tournaments for the literal Dutch pairer's tests, built as model objects.

Each player is one string of round tokens, in start-rank order (ratings falling with the
start rank): ``"4w1"`` is a game against start rank 4 with White, won (results ``1 = 0``;
forfeits ``+ -``); ``U`` is a PAB; ``H``, ``F`` and ``Z`` are half-point, full-point and
zero-point byes; ``.`` is an empty block. Every game must be written the same way on both
lines, so a case cannot contradict itself. The TRF reader is not used: these tests depend
on the model only.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from tests.pairers.crosstable import BYE_NAMES, check_symmetry
from trfcheck.pairers.base import RoundPairing
from trfcheck.trf.model import (
    AbsenceRecord,
    Colour,
    ForbiddenPairs,
    Player,
    ResultCode,
    RoundEntry,
    Scoring,
    Tournament,
)

__all__ = ["crosstable", "duel", "show"]


def _entry(token: str) -> RoundEntry:
    if token == ".":
        return RoundEntry(None, Colour.NONE, None)
    if token in ("U", "H", "F", "Z"):
        return RoundEntry(None, Colour.NONE, ResultCode(token))
    opponent, colour, result = int(token[:-2]), Colour(token[-2]), ResultCode(token[-1])
    return RoundEntry(opponent, colour, result)


def crosstable(
    rows: Sequence[str],
    *,
    total_rounds: int,
    initial: Colour = Colour.WHITE,
    scoring: Scoring | None = None,
    forbidden: Sequence[tuple[int, int]] = (),
    absent: Mapping[int, Sequence[int]] | None = None,
    acceleration: Mapping[tuple[int, int], int] | None = None,
) -> Tournament:
    """The tournament of ``rows``; ``absent`` maps a round to the players not paired in it
    (zero-point byes), ``forbidden`` lists arbiter-forbidden pairs (every round)."""
    table = [row.split() for row in rows]
    check_symmetry(table)
    players = tuple(
        Player(start_rank=rank, rating=2700 - 10 * rank, rounds=tuple(map(_entry, tokens)))
        for rank, tokens in enumerate(table, 1)
    )
    return Tournament(
        players=players,
        total_rounds=total_rounds,
        initial_colour=initial,
        scoring=scoring or Scoring(),
        forbidden=tuple(ForbiddenPairs(frozenset(p)) for p in forbidden),
        absences=tuple(
            AbsenceRecord(r, ResultCode.ZERO_BYE, frozenset(ps)) for r, ps in (absent or {}).items()
        ),
        acceleration=dict(acceleration or {}),
    )


def duel(first: str, second: str, *, total_rounds: int = 9) -> Tournament:
    """Players 1 and 2 with the colour sequences given (``W``/``B``, one letter a round),
    each game drawn against a player of its own; only 1 and 2 are paired next round."""
    rounds = len(first)
    rows: list[list[str]] = [[], []]
    for player, sequence in enumerate((first, second), 1):
        for r, letter in enumerate(sequence):
            filler = len(rows) + 1
            own, other = ("w", "b") if letter == "W" else ("b", "w")
            rows[player - 1].append(f"{filler}{own}=")
            rows.append(["Z"] * r + [f"{player}{other}="] + ["Z"] * (rounds - r - 1))
    fillers = list(range(3, len(rows) + 1))
    return crosstable(
        [" ".join(row) for row in rows], total_rounds=total_rounds, absent={rounds + 1: fillers}
    )


def show(pairing: RoundPairing) -> str:
    """``"1-5, 3-2; PAB 6"``: boards (White first) in published order, then the byes."""
    text = ", ".join(f"{b.white}-{b.black}" for b in pairing.boards)
    return text + "".join(f"; {BYE_NAMES[b.kind]} {b.player}" for b in pairing.byes)
