"""Play a drawn tournament round by round: byes first, the engine's pairing, then results.

Each round is paired by trfcheck's own engine from the rounds before it, exactly as
written (no manual edits), as FIDE's TEC Manual §3.9.4.2.d asks of a random tournament generator
(the pairing rules strictly followed).
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from trfcheck.pairers.base import Board, PairingSystem, RoundPairing
from trfcheck.trf.model import Colour, ResultCode, RoundEntry, Tournament

from .config import Config
from .draw import Absences, draw_game
from .events import Plan, apply_events, plan_events

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
    plan = plan_events(rng, rounds, config)
    for r in range(1, rounds + 1):
        t = t.with_round(r, {p: _bye(kind) for p, kind in absent[r].items()})
        pairing = engine.pair(t, r)
        results = _results(rng, pairing, strengths, config, plan)
        t = t.with_round(r, pairing.entries(results), default=_bye(ResultCode.ZERO_BYE))
    return t


def _bye(kind: ResultCode) -> RoundEntry:
    return RoundEntry(None, Colour.NONE, kind)


def _results(
    rng: random.Random,
    pairing: RoundPairing,
    strengths: Sequence[int],
    config: Config,
    plan: Plan,
) -> dict[int, ResultCode]:
    """A result for every board of the round, by start rank (then the forfeits and unusual
    results of ``events``)."""
    results: dict[int, ResultCode] = {}
    games = [_game(rng, board, strengths, config) for board in pairing.boards]
    games = apply_events(rng, pairing.round_no, games, plan, config)
    for board, (res_w, res_b) in zip(pairing.boards, games, strict=True):
        results[board.white], results[board.black] = res_w, res_b
    return results


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
