"""Random Dubov tournaments played round by round (test and benchmark helper).

Results come from a seeded ``random.Random``: wins, draws and losses with fixed odds and,
when asked, an occasional forfeit, a half-point or full-point bye requested before the
round, and a player absent for a round (zero-point bye). Ratings are drawn at random and
start ranks follow them (GHR initial order), so ARO and the rating-based rules have
something to work on.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass, replace

from tests.pairers.playing import write_round
from trfcheck.pairers.base import RoundPairing
from trfcheck.trf.model import (
    Colour,
    ForbiddenPairs,
    Player,
    ResultCode,
    RoundEntry,
    Tournament,
)

__all__ = ["Options", "apply_round", "new_tournament", "play", "preset_byes"]

Pairer = Callable[[Tournament, int], RoundPairing]


@dataclass(frozen=True, slots=True)
class Options:
    """What may happen besides games: forfeits and requested byes (per player and round)."""

    forfeits: float = 0.0
    byes: float = 0.0
    forbidden: float = 0.0  # chance of one pair the arbiter forbids (every round)
    baku: float = 0.0  # chance of Baku acceleration (C.04.7 1.2-1.4)


def new_tournament(
    rng: random.Random, n: int, rounds: int, options: Options = Options()
) -> Tournament:
    """``n`` players ranked by rating (start rank 1 = highest), ``rounds`` rounds planned;
    with ``options``, maybe a forbidden pair and Baku virtual points."""
    ratings = sorted((rng.randint(1000, 2700) for _ in range(n)), reverse=True)
    players = tuple(
        Player(start_rank=i + 1, name=f"P{i + 1}", rating=r) for i, r in enumerate(ratings)
    )
    colour = Colour.WHITE if rng.random() < 0.5 else Colour.BLACK
    forbidden: tuple[ForbiddenPairs, ...] = ()
    if n >= 2 and rng.random() < options.forbidden:
        forbidden = (ForbiddenPairs(frozenset(rng.sample(range(1, n + 1), 2))),)
    acceleration = _baku(n, rounds) if rng.random() < options.baku else {}
    return Tournament(
        players=players,
        total_rounds=rounds,
        initial_colour=colour,
        forbidden=forbidden,
        acceleration=acceleration,
    )


def _baku(n: int, rounds: int) -> dict[tuple[int, int], int]:
    """Baku virtual points (C.04.7 1.2-1.4): GA = the first 2 * ceil(n / 4) players get a
    win's worth in the first half of the accelerated rounds, half of it in the rest."""
    group_a = 2 * -(-n // 4)
    accelerated = -(-rounds // 2)
    full = -(-accelerated // 2)
    out = {}
    for p in range(1, group_a + 1):
        for r in range(1, accelerated + 1):
            out[(p, r)] = 10 if r <= full else 5
    return out


def preset_byes(t: Tournament, round_no: int, rng: random.Random, options: Options) -> Tournament:
    """Requested byes of ``round_no`` written before it is paired (H, F or Z blocks)."""
    if options.byes <= 0:
        return t
    players = []
    for p in t.players:
        if rng.random() < options.byes:
            kind = rng.choice((ResultCode.HALF_BYE, ResultCode.FULL_BYE, ResultCode.ZERO_BYE))
            p = p.with_entry(round_no, RoundEntry(None, Colour.NONE, kind))
        players.append(p)
    return replace(t, players=tuple(players))


def _result(rng: random.Random, forfeits: float) -> tuple[ResultCode, ResultCode]:
    x = rng.random()
    if x < forfeits / 2:
        return ResultCode.FORFEIT_WIN, ResultCode.FORFEIT_LOSS
    if x < forfeits:
        return ResultCode.FORFEIT_LOSS, ResultCode.FORFEIT_WIN
    y = rng.random()
    if y < 0.40:
        return ResultCode.WIN, ResultCode.LOSS
    if y < 0.65:
        return ResultCode.DRAW, ResultCode.DRAW
    return ResultCode.LOSS, ResultCode.WIN


def apply_round(
    t: Tournament, pairing: RoundPairing, rng: random.Random, options: Options = Options()
) -> Tournament:
    """The tournament with ``pairing`` played: random results for the boards, byes as given."""
    return write_round(t, pairing, lambda: _result(rng, options.forfeits))


def play(
    t: Tournament,
    rounds: int,
    pair: Pairer,
    rng: random.Random,
    options: Options = Options(),
    each: Callable[[Tournament, int, RoundPairing], None] | None = None,
) -> Tournament:
    """Pair and play ``rounds`` rounds with ``pair``; ``each(t, r, pairing)`` sees every round
    before its results are drawn."""
    for r in range(t.rounds_played + 1, t.rounds_played + rounds + 1):
        t = preset_byes(t, r, rng, options)
        pairing = pair(t, r)
        if each is not None:
            each(t, r, pairing)
        t = apply_round(t, pairing, rng, options)
    return t
