"""Byes fixed before the pairing: players not paired in a round (C.04.2 art. 3.2-3.3)."""

from __future__ import annotations

from trfcheck.pairers.base import Bye
from trfcheck.trf.model import ResultCode, Tournament

__all__ = ["absent", "preset_byes"]


def absent(tournament: Tournament, round_no: int) -> dict[int, ResultCode]:
    """Who is listed absent from ``round_no`` (240 records, XXZ lines; C.04.2 art. 3.2-3.3)
    and the bye the round records for each (H, F or Z; the last record naming him decides).
    In a team event the 240 records name teams, and these are teams."""
    return {p: a.kind for a in tournament.absences if a.round_no == round_no for p in a.players}


def preset_byes(tournament: Tournament, round_no: int, paired: set[int]) -> list[Bye]:
    """The players of ``tournament`` not in ``paired`` and the bye each records in
    ``round_no``: the H, F or Z already written in the round's column, else the kind of
    its 240 record or XXZ line, else a zero-point bye."""
    kinds = absent(tournament, round_no)
    out = []
    for p in tournament.players:
        if p.start_rank in paired:
            continue
        e = p.entry(round_no)
        kind = e.result if e.result is not None and e.result.is_bye else None
        out.append(Bye(p.start_rank, kind or kinds.get(p.start_rank, ResultCode.ZERO_BYE)))
    return out
