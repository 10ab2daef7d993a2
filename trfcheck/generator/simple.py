"""Simple random tournaments: a field by rating, byes requested before a round, and rounds
played with fixed-odds results.

The building blocks the tests, benchmarks and scripts share to play random tournaments with
any pairing engine (``tests/random_tournaments.py`` composes them). ``generate`` draws richer
tournaments (results by rating expectancy, late entries and withdrawals, a TRF file) from a
``Config``; both write a round with ``Tournament.with_round``. Every function takes the
caller's ``random.Random``, so a seed fixes every draw.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace
from typing import Any

from trfcheck.pairers.base import RoundPairing
from trfcheck.trf.model import Colour, Player, ResultCode, RoundEntry, Tournament

__all__ = [
    "FixedOdds",
    "Pairer",
    "play_round",
    "random_field",
    "requested_byes",
    "write_round",
]

#: A pairing engine's ``pair(tournament, round_no)``.
Pairer = Callable[[Tournament, int], RoundPairing]
#: White's and Black's result codes of one board.
Results = tuple[ResultCode, ResultCode]

_REQUESTED = (ResultCode.HALF_BYE, ResultCode.FULL_BYE, ResultCode.ZERO_BYE)
_NOT_PAIRED = RoundEntry(None, Colour.NONE, ResultCode.ZERO_BYE)


def random_field(
    rng: random.Random,
    n: int,
    rounds: int,
    *,
    ratings: tuple[int, int] = (1000, 2700),
    unrated: float = 0.0,
    **fields: Any,
) -> Tournament:
    """``n`` players ranked by rating (start rank 1 = the highest, C.04.2 art. 2.2),
    ``rounds`` rounds planned, White or Black drawn for round 1.

    Ratings are uniform in ``ratings``; with chance ``unrated`` the lowest 1 .. n/5 players
    are unrated (rating 0, last: art. 2.1). ``fields`` are further ``Tournament`` fields.
    """
    drawn = sorted((rng.randint(*ratings) for _ in range(n)), reverse=True)
    if unrated and rng.random() < unrated:
        for k in range(rng.randint(1, max(1, n // 5))):
            drawn[n - 1 - k] = 0
    players = tuple(
        Player(start_rank=i, name=f"P{i}", rating=r) for i, r in enumerate(drawn, start=1)
    )
    colour = Colour.WHITE if rng.random() < 0.5 else Colour.BLACK
    return Tournament(players=players, total_rounds=rounds, initial_colour=colour, **fields)


def requested_byes(
    t: Tournament,
    round_no: int,
    rng: random.Random,
    rate: float,
    kinds: Sequence[ResultCode] = _REQUESTED,
) -> Tournament:
    """Byes requested for ``round_no``, written before it is paired (C.04.2 art. 3.2-3.3):
    each player with chance ``rate``, of a kind drawn from ``kinds`` (H, F, Z)."""
    if rate <= 0:
        return t
    players = []
    for p in t.players:
        if rng.random() < rate:
            p = p.with_entry(round_no, RoundEntry(None, Colour.NONE, rng.choice(kinds)))
        players.append(p)
    return replace(t, players=tuple(players))


@dataclass(frozen=True, slots=True)
class FixedOdds:
    """Results with fixed chances: a forfeit (either side, evenly), else White wins with
    chance ``win``, a draw with chance ``draw``, Black wins with the rest."""

    win: float = 0.40
    draw: float = 0.25
    forfeit: float = 0.0

    def game(self, rng: random.Random) -> Results:
        """One board's results: a draw from ``rng`` for the game, after one for a forfeit
        when forfeits can happen."""
        if self.forfeit:
            roll = rng.random()
            if roll < self.forfeit / 2:
                return ResultCode.FORFEIT_WIN, ResultCode.FORFEIT_LOSS
            if roll < self.forfeit:
                return ResultCode.FORFEIT_LOSS, ResultCode.FORFEIT_WIN
        roll = rng.random()
        if roll < self.win:
            return ResultCode.WIN, ResultCode.LOSS
        if roll < self.win + self.draw:
            return ResultCode.DRAW, ResultCode.DRAW
        return ResultCode.LOSS, ResultCode.WIN


def write_round(t: Tournament, pairing: RoundPairing, results: Callable[[], Results]) -> Tournament:
    """``t`` with round ``pairing.round_no`` played: ``results()`` gives each board's (White,
    Black) results, board by board in order; the byes as the pairing gives them; a player in
    neither and without a block that round gets a zero-point bye (not paired)."""
    codes: dict[int, ResultCode | None] = {}
    for board in pairing.boards:
        codes[board.white], codes[board.black] = results()
    return t.with_round(pairing.round_no, pairing.entries(codes), default=_NOT_PAIRED)


def play_round(
    t: Tournament, pairing: RoundPairing, rng: random.Random, odds: FixedOdds = FixedOdds()
) -> Tournament:
    """``t`` with ``pairing`` played, results drawn with ``odds``."""
    return write_round(t, pairing, lambda: odds.game(rng))
