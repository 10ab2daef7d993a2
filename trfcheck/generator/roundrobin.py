"""Random round robins: every round the Berger table's (C.05 Annex 1, ``RoundRobinSystem``),
results drawn with fixed odds, forfeits, and withdrawals (a player who withdraws loses his
remaining games by forfeit, C.05 6.6).

For tests, benchmarks and self-runs (``trfcheck generate --system roundrobin [--double]``).
"""

from __future__ import annotations

import random
from dataclasses import dataclass, replace
from datetime import date, timedelta

from trfcheck.pairers.roundrobin.berger import Variant, seats
from trfcheck.pairers.roundrobin.engine import RoundRobinSystem
from trfcheck.trf import Dialect
from trfcheck.trf.compose import EventHeader, compose
from trfcheck.trf.model import ResultCode, Tournament

from .output import final_points
from .simple import FixedOdds, random_field, write_round

__all__ = ["RoundRobinConfig", "round_robin", "round_robin_trf"]

_START = date(2026, 3, 2)


@dataclass(frozen=True, slots=True)
class RoundRobinConfig:
    """What to draw: ``players``, ``variant``, the chance of a forfeit on a board, the
    chance that a player withdraws (after a round drawn at random), and how many rounds to
    play (None: the whole schedule)."""

    players: int
    variant: Variant = Variant.SINGLE
    forfeit: float = 0.03
    withdrawal: float = 0.0
    rounds: int | None = None


def round_robin(config: RoundRobinConfig, seed: int) -> Tournament:
    """A round robin played from the Berger table with random results (module notes)."""
    rng = random.Random(seed)
    n = config.players
    total = (seats(n) - 1) * config.variant.cycles
    end = _START + timedelta(days=total)
    t = random_field(rng, n, total, ratings=(1400, 2700), start_date=_START, end_date=end)
    t = replace(t, event_type="Individual: Round robin (Berger tables)", initial_colour=None)
    engine = RoundRobinSystem(config.variant)
    left = {
        p.start_rank: rng.randint(1, total) for p in t.players if rng.random() < config.withdrawal
    }
    odds = FixedOdds(forfeit=config.forfeit)
    for r in range(1, (total if config.rounds is None else config.rounds) + 1):
        pairing = engine.pair(t, r)
        results = iter(_board(rng, odds, b.white, b.black, r, left) for b in pairing.boards)
        t = write_round(t, pairing, lambda it=results: next(it))  # type: ignore[misc]
    return final_points(t)


def _board(
    rng: random.Random, odds: FixedOdds, white: int, black: int, r: int, left: dict[int, int]
) -> tuple[ResultCode, ResultCode]:
    """One board: forfeits for a player who has withdrawn (both: a double forfeit)."""
    gone_w, gone_b = left.get(white, r + 1) < r, left.get(black, r + 1) < r
    if gone_w and gone_b:
        return ResultCode.FORFEIT_LOSS, ResultCode.FORFEIT_LOSS
    if gone_w:
        return ResultCode.FORFEIT_LOSS, ResultCode.FORFEIT_WIN
    if gone_b:
        return ResultCode.FORFEIT_WIN, ResultCode.FORFEIT_LOSS
    return odds.game(rng)


def round_robin_trf(t: Tournament) -> bytes:
    """The TRF-26 file of ``t``, UTF-8 with CRLF endings (092 names the round robin)."""
    assert t.start_date is not None
    rounds = t.total_rounds or 0
    header = EventHeader(
        city="Generated",
        federation="FID",
        chief_arbiter="trfcheck generate",
        time_control="90 min + 30 s increment from move 1",
        round_dates=tuple(t.start_date + timedelta(days=r) for r in range(rounds)),
        comment="round robin from the Berger tables (C.05 Annex 1)",
    )
    return compose(t, header, Dialect.TRF26, "\r\n")
