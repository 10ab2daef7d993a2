"""Play a drawn tournament round by round: byes first, the engine's pairing, then results.

Each round is paired by trfcheck's own engine from the rounds before it, exactly as
written (no manual edits), as endorsement.md §3 asks of a random tournament generator.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from dataclasses import replace

from trfcheck.pairers.base import Board, PairingSystem, RoundPairing
from trfcheck.trf.model import Colour, ResultCode, RoundEntry, Tournament

from .config import Config
from .draw import Absences, draw_game

__all__ = ["play_rounds"]


def play_rounds(
    rng: random.Random,
    t: Tournament,
    engine: PairingSystem,
    absent: Absences,
    strengths: Sequence[int],
    config: Config,
) -> Tournament:
    """Every round of ``t``: the byes of ``absent`` written in, the engine's pairing, results.

    Raises NoValidPairing when the engine finds no pairing for some round.
    """
    rounds = t.total_rounds or 0
    for r in range(1, rounds + 1):
        t = _with_entries(t, r, {p: _bye(kind) for p, kind in absent[r].items()})
        pairing = engine.pair(t, r)
        t = _with_entries(t, r, _results(rng, pairing, strengths, config), fill=True)
    return t


def _bye(kind: ResultCode) -> RoundEntry:
    return RoundEntry(None, Colour.NONE, kind)


def _results(
    rng: random.Random, pairing: RoundPairing, strengths: Sequence[int], config: Config
) -> dict[int, RoundEntry]:
    """The round's blocks: a result for every board, the byes (the PAB included)."""
    entries: dict[int, RoundEntry] = {}
    for board in pairing.boards:
        res_w, res_b = _game(rng, board, strengths, config)
        entries[board.white] = RoundEntry(board.black, Colour.WHITE, res_w)
        entries[board.black] = RoundEntry(board.white, Colour.BLACK, res_b)
    for bye in pairing.byes:
        entries[bye.player] = _bye(bye.kind)
    return entries


def _game(
    rng: random.Random, board: Board, strengths: Sequence[int], config: Config
) -> tuple[ResultCode, ResultCode]:
    """A forfeit (scheduled colours kept; both absent for a double forfeit), else a game."""
    if rng.random() < config.forfeit_rate:
        if rng.random() < config.double_forfeit:
            return ResultCode.FORFEIT_LOSS, ResultCode.FORFEIT_LOSS
        if rng.random() < 0.5:
            return ResultCode.FORFEIT_WIN, ResultCode.FORFEIT_LOSS
        return ResultCode.FORFEIT_LOSS, ResultCode.FORFEIT_WIN
    white, black = strengths[board.white - 1], strengths[board.black - 1]
    return draw_game(rng, white, black, config.draw_rate)


def _with_entries(
    t: Tournament, round_no: int, entries: Mapping[int, RoundEntry], fill: bool = False
) -> Tournament:
    """``t`` with the blocks of ``round_no`` set; with ``fill``, a player still without a
    block that round gets a zero-point bye (not paired: C.04.2 art. 3.3)."""
    players = []
    for p in t.players:
        entry = entries.get(p.start_rank)
        if entry is None and fill and p.entry(round_no).is_empty:
            entry = _bye(ResultCode.ZERO_BYE)
        players.append(p if entry is None else p.with_entry(round_no, entry))
    return replace(t, players=tuple(players))
