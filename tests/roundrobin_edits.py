"""Edits of a round robin's cross-table that the round-robin tests and benchmark plant: the
start list renumbered (a drawing of lots other than the start ranks, C.05 Annex 1) and the
free round of a round moved to another player.

Used by ``tests/verify/test_roundrobin.py``, ``tests/event/test_berger_periods.py`` and
``benchmarks/roundrobin.py``.
"""

from __future__ import annotations

from dataclasses import replace

from trfcheck.trf.model import Colour, RoundEntry, Tournament

__all__ = ["entries", "free_round_moved", "games", "renumbered"]


def entries(t: Tournament, r: int) -> dict[int, RoundEntry]:
    """Start rank -> that player's entry of round ``r``."""
    return {p.start_rank: p.entry(r) for p in t.players}


def games(t: Tournament, r: int) -> list[tuple[int, int]]:
    """The games of round ``r`` as (White, Black) start ranks, in start-rank order."""
    return [
        (p.start_rank, e.opponent)
        for p in t.players
        if (e := p.entry(r)).opponent is not None and e.colour is Colour.WHITE
    ]


def renumbered(t: Tournament, order: list[int]) -> Tournament:
    """``t`` with start rank ``order[i]`` given to the player of start rank i + 1 (opponents
    renumbered alike): the same event, with the start list in another order."""
    new = dict(zip(range(1, len(order) + 1), order, strict=True))
    players = [
        replace(
            p.with_rounds(
                tuple(
                    RoundEntry(new[e.opponent] if e.opponent else None, e.colour, e.result)
                    for e in p.rounds
                )
            ),
            start_rank=new[p.start_rank],
        )
        for p in t.players
    ]
    return t.with_players(tuple(sorted(players, key=lambda p: p.start_rank)))


def free_round_moved(t: Tournament, r: int) -> tuple[Tournament, int, int]:
    """``t`` with the free round of round ``r`` given to Y, White of the round's first game,
    and the table's free player F playing Y's opponent with Y's colour and result: the
    tournament, F and Y."""
    at_r = entries(t, r)
    free = next(p for p, e in at_r.items() if e.opponent is None)
    y, z = games(t, r)[0]
    ey, ez = at_r[y], at_r[z]
    moved = t.with_round(
        r,
        {
            y: at_r[free],
            free: RoundEntry(z, ey.colour, ey.result),
            z: RoundEntry(free, ez.colour, ez.result),
        },
    )
    return moved, free, y
