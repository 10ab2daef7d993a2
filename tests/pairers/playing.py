"""Writing a paired round into a tournament with drawn results (shared by the random
tournament helpers of the system tests)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

from trfcheck.pairers.base import RoundPairing
from trfcheck.trf.model import Colour, ResultCode, RoundEntry, Tournament

__all__ = ["write_round"]


def write_round(
    t: Tournament, pairing: RoundPairing, draw: Callable[[], tuple[ResultCode, ResultCode]]
) -> Tournament:
    """The tournament with ``pairing`` played: ``draw()`` gives each board's (white, black)
    results, board by board; byes as the pairing gives them; a player in neither has a
    zero-point bye (absent)."""
    entries: dict[int, RoundEntry] = {}
    for b in pairing.boards:
        rw, rb = draw()
        entries[b.white] = RoundEntry(b.black, Colour.WHITE, rw)
        entries[b.black] = RoundEntry(b.white, Colour.BLACK, rb)
    for bye in pairing.byes:
        entries[bye.player] = RoundEntry(None, Colour.NONE, bye.kind)
    absent = RoundEntry(None, Colour.NONE, ResultCode.ZERO_BYE)
    players = tuple(
        p.with_entry(pairing.round_no, entries.get(p.start_rank, absent)) for p in t.players
    )
    return replace(t, players=players)
