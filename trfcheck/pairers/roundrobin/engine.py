"""The next round of a round robin: the Berger table's round (C.05 Annex 1) under the
numbering the rounds played so far follow (``numbering.find_numbering``; the start rank
before round 1), from the table's round the file began at (``Numbering.offset``: the file
of a later rating period continues the table where its rounds fit it).

The free round of an odd field is written as a zero-point bye (``Z``): the table gives the
player no game, and C.05 Annex 1 gives it no score; the file's regulations may say
otherwise (docs/round-robin.md).
"""

from __future__ import annotations

from trfcheck.trf.model import ResultCode, Tournament

from ..base import Board, Bye, NoValidPairing, RoundPairing
from .berger import Variant, schedule, seats
from .numbering import find_numbering, variants_for

__all__ = ["RoundRobinSystem"]


class RoundRobinSystem:
    """The Berger schedule as a pairing system: ``pair(tournament, round_no)`` gives the
    table's round ``round_no`` (``double``: two cycles; ``swapped``: the first cycle's last
    two rounds exchanged, the Annex's recommendation)."""

    name = "roundrobin"
    #: a round of the table is one TRF round
    columns_per_round = 1

    def __init__(self, variant: Variant | None = None) -> None:
        self.variant = variant

    def pair(self, tournament: Tournament, round_no: int) -> RoundPairing:
        """Round ``round_no`` of the table. Raises NoValidPairing beyond the schedule."""
        before = tournament.truncated(round_no - 1)
        n = len(tournament.players)
        if n < 2:
            raise NoValidPairing(f"a round robin needs at least 2 players, found {n}")
        variants = (
            [self.variant]
            if self.variant is not None
            else variants_for(n, max(round_no, before.rounds_played), tournament.total_rounds)
        )
        offset = 0
        if round_no > 1:
            later = None if self.variant is None else variants
            nb = find_numbering(before, variants, later)
            table, berger, offset = nb.schedule, dict(nb.berger), nb.offset
        else:
            table = schedule(n, variants[0])
            ranks = sorted(p.start_rank for p in tournament.players)
            berger = {r: i for i, r in enumerate(ranks, 1)}
        if round_no + offset > len(table.rounds):
            here = f" (the table's round {round_no + offset})" if offset else ""
            raise NoValidPairing(
                f"round {round_no}{here}: {table.describe()} has {len(table.rounds)} rounds "
                f"({seats(n) - 1} a cycle)"
            )
        to_rank = {v: r for r, v in berger.items()}
        tr = table.round(round_no + offset)
        boards = tuple(Board(to_rank[w], to_rank[b]) for w, b in tr.boards)
        byes = (Bye(to_rank[tr.free], ResultCode.ZERO_BYE),) if tr.free is not None else ()
        return RoundPairing(round_no, boards, byes)
