"""Random tournaments played round by round with a pairing system (test helper).

Results are drawn from a seeded ``random.Random``: White wins, draws and Black wins with
fixed odds, an occasional forfeit, and now and then a player absent for a round (a
zero-point bye written before the round is paired).
"""

from __future__ import annotations

import random
from dataclasses import replace

from tests.pairers.playing import write_round
from trfcheck.pairers.base import PairingSystem, RoundPairing
from trfcheck.trf.model import Colour, Player, ResultCode, RoundEntry, Tournament

__all__ = ["apply_round", "new_tournament", "play", "with_absences"]


def new_tournament(
    rng: random.Random, n: int, rounds: int, system: str | None = None, spread: int = 1600
) -> Tournament:
    """``n`` players ranked by rating (start rank 1 = highest), ``rounds`` rounds declared;
    ratings drawn from 1000 .. 1000 + ``spread``."""
    ratings = sorted((rng.randint(1000, 1000 + spread) for _ in range(n)), reverse=True)
    if rng.random() < 0.2:  # a few unrated players at the bottom
        for k in range(rng.randint(1, max(1, n // 5))):
            ratings[n - 1 - k] = 0
    players = tuple(
        Player(start_rank=i + 1, name=f"P{i + 1}", rating=r) for i, r in enumerate(ratings)
    )
    colour = Colour.WHITE if rng.random() < 0.5 else Colour.BLACK
    return Tournament(players=players, total_rounds=rounds, initial_colour=colour, system=system)


def _result(rng: random.Random, forfeits: bool) -> tuple[ResultCode, ResultCode]:
    x = rng.random()
    if forfeits and x < 0.02:
        return ResultCode.FORFEIT_WIN, ResultCode.FORFEIT_LOSS
    if forfeits and x < 0.03:
        return ResultCode.FORFEIT_LOSS, ResultCode.FORFEIT_WIN
    if x < 0.42:
        return ResultCode.WIN, ResultCode.LOSS
    if x < 0.70:
        return ResultCode.DRAW, ResultCode.DRAW
    return ResultCode.LOSS, ResultCode.WIN


def apply_round(
    t: Tournament, pairing: RoundPairing, rng: random.Random, forfeits: bool = True
) -> Tournament:
    """The tournament with ``pairing`` played: random results for the boards, byes as given."""
    return write_round(t, pairing, lambda: _result(rng, forfeits))


def with_absences(t: Tournament, r: int, rng: random.Random, rate: float) -> Tournament:
    """Mark a few players absent in round ``r`` (a zero- or half-point bye written beforehand)."""
    players = []
    for p in t.players:
        if rng.random() < rate:
            kind = ResultCode.HALF_BYE if rng.random() < 0.5 else ResultCode.ZERO_BYE
            p = p.with_entry(r, RoundEntry(None, Colour.NONE, kind))
        players.append(p)
    return replace(t, players=tuple(players))


def play(
    system: PairingSystem,
    t: Tournament,
    rng: random.Random,
    rounds: int | None = None,
    absent_rate: float = 0.0,
    forfeits: bool = True,
) -> Tournament:
    """Pair and play ``rounds`` rounds (default: all declared) with ``system``."""
    total = rounds if rounds is not None else (t.total_rounds or 1)
    for r in range(t.rounds_played + 1, total + 1):
        if absent_rate and r > 1:
            t = with_absences(t, r, rng, absent_rate)
        t = apply_round(t, system.pair(t, r), rng, forfeits)
    return t
