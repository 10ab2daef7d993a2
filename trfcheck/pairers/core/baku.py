"""Baku acceleration (C.04.7 from 1 Feb 2026; C.04.5.1 before): virtual points by formula.

Used when the file asks for Baku acceleration (a 192 code such as
``FIDE_DUTCH_2026_BAKU``) but carries no virtual points of its own (XXA lines or
250 records take precedence: they say what the arbiter applied).
"""

from __future__ import annotations

from trfcheck.trf.model import Tournament

__all__ = ["baku_virtual_points"]


def _ceil_half(x: int) -> int:
    return (x + 1) // 2


def baku_virtual_points(
    tournament: Tournament, total_rounds: int, through: int | None = None
) -> dict[tuple[int, int], int]:
    """Virtual points in tenths for (start rank, round), C.04.7 art. 1.2-1.4.

    GA is the first 2 * ceil(N / 4) players by TPN (art. 1.2), N the players in the
    file. The first ceil(R / 2) rounds are accelerated (art. 1.4): GA players get one
    win's points in the first ceil(ceil(R / 2) / 2) of them and half a win's points in
    the others. Reading: late entries ranked among GA's TPNs belong to GA (art. 1.3
    keeps the last GA participant fixed). ``through`` limits the result to the rounds up to
    the one being paired (the later ones are not needed, and a file's number of rounds
    is not trusted as a loop bound).
    """
    ranks = sorted(p.start_rank for p in tournament.players)
    ga = set(ranks[: 2 * ((len(ranks) + 3) // 4)])
    accelerated = _ceil_half(total_rounds)
    full = _ceil_half(accelerated)
    win = tournament.scoring.win
    out: dict[tuple[int, int], int] = {}
    last = accelerated if through is None else min(accelerated, through)
    for r in range(1, last + 1):
        value = win if r <= full else win // 2
        for pid in ga:
            out[(pid, r)] = value
    return out
