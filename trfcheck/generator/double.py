"""Random Double-Swiss events (``generate --system double``): every match of two games
paired by trfcheck's Double-Swiss engine (C.04.5), game results drawn from the ratings.

``generate_double(seed, players, matches)`` depends on ``random.Random(seed)`` alone. The
file is TRF-26 in the two-round dialect (docs/double-swiss.md): 142 (two rounds per match),
152, 162 with the PAB per match (``P 1.5``, C.04.5 1.4), 192 ``FIDE_DOUBLESWISS``, and one
001 line per player with both games of each match. A few games are forfeited (one game, or
both games of a match by one player or by both), a few players miss a match (``Z``).
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from trfcheck.pairers.base import NoValidPairing
from trfcheck.pairers.double import DoubleSwissSystem
from trfcheck.trf.document import Dialect
from trfcheck.trf.double_swiss import player_points
from trfcheck.trf.dump import dumpb
from trfcheck.trf.model import Colour, Player, ResultCode, RoundEntry, Scoring, Tournament

from .draw import draw_game

__all__ = ["DoubleEvent", "generate_double"]

_FORFEIT_RATE = 0.03  # a game forfeited by one player
_MATCH_FORFEIT_RATE = 0.02  # both games of a match forfeited by one player (Preface)
_ABSENCE_RATE = 0.03  # a player who misses a match (a zero-point bye, both columns)
_DRAW_RATE = 0.3
_ATTEMPTS = 20


@dataclass(frozen=True, slots=True)
class DoubleEvent:
    """A generated event: its seed, the tournament and the file's bytes."""

    seed: int
    tournament: Tournament
    data: bytes


def generate_double(
    seed: int, players: tuple[int, int] = (8, 40), matches: tuple[int, int] = (3, 7)
) -> DoubleEvent:
    """Event ``seed``: a field and a number of matches drawn from the ranges (inclusive),
    every match paired by the engine from the matches before it; NoValidPairing when no
    draw of ``_ATTEMPTS`` can be paired to the end."""
    rng = random.Random(seed)
    engine = DoubleSwissSystem()
    for _ in range(_ATTEMPTS):
        t, strengths = _draw(rng, players, matches, seed)
        try:
            t = _play(rng, t, engine, strengths)
        except NoValidPairing:
            continue
        t = t.with_players(tuple(p.with_points(player_points(t, p)) for p in t.players))
        return DoubleEvent(seed, t, dumpb(t, dialect=Dialect.TRF26))
    raise NoValidPairing(f"seed {seed}: no Double-Swiss event could be paired to the end")


def _draw(
    rng: random.Random, players: tuple[int, int], matches: tuple[int, int], seed: int
) -> tuple[Tournament, list[int]]:
    n = rng.randint(*players)
    k = min(rng.randint(*matches), max(1, n - 1))
    ratings = sorted((rng.randint(1400, 2700) for _ in range(n)), reverse=True)
    field = tuple(
        Player(start_rank=i, name=f"Player {i:04d}", rating=r, federation="FID")
        for i, r in enumerate(ratings, start=1)
    )
    t = Tournament(
        players=field,
        name=f"trfcheck generate double seed {seed}",
        total_rounds=2 * k,
        initial_colour=rng.choice((Colour.WHITE, Colour.BLACK)),
        scoring=Scoring(pab=15),
        system="FIDE_DOUBLESWISS",
    )
    return t, ratings


def _play(
    rng: random.Random, t: Tournament, engine: DoubleSwissSystem, strengths: list[int]
) -> Tournament:
    zero = RoundEntry(None, Colour.NONE, ResultCode.ZERO_BYE)
    for k in range(1, (t.total_rounds or 0) // 2 + 1):
        column = 2 * k - 1
        away = {p.start_rank: zero for p in t.players if rng.random() < _ABSENCE_RATE}
        t = t.with_round(column, away).with_round(column + 1, away)
        pairing = engine.pair(t, column)
        t = pairing.written(t)
        one: dict[int, RoundEntry] = {}
        two: dict[int, RoundEntry] = {}
        for m in pairing.matches:
            g1, g2 = _match(rng, strengths[m.white - 1], strengths[m.black - 1])
            one[m.white] = RoundEntry(m.black, Colour.WHITE, g1[0])
            one[m.black] = RoundEntry(m.white, Colour.BLACK, g1[1])
            # 4.4: game 2 with the colours reversed; results as (game-1 White, game-1 Black)
            two[m.white] = RoundEntry(m.black, Colour.BLACK, g2[0])
            two[m.black] = RoundEntry(m.white, Colour.WHITE, g2[1])
        t = t.with_round(column, one).with_round(column + 1, two)
    return t


Game = tuple[ResultCode, ResultCode]


def _match(rng: random.Random, white: int, black: int) -> tuple[Game, Game]:
    """The two games' results of (game-1 White, game-1 Black)."""
    lose, win = ResultCode.FORFEIT_LOSS, ResultCode.FORFEIT_WIN
    if rng.random() < _MATCH_FORFEIT_RATE:
        roll = rng.random()
        if roll < 0.2:
            return (lose, lose), (lose, lose)
        return ((lose, win), (lose, win)) if roll < 0.6 else ((win, lose), (win, lose))
    games = []
    for colour_white in (True, False):
        if rng.random() < _FORFEIT_RATE:
            games.append((lose, win) if rng.random() < 0.5 else (win, lose))
            continue
        if colour_white:
            games.append(draw_game(rng, white, black, _DRAW_RATE))
        else:
            b, w = draw_game(rng, black, white, _DRAW_RATE)
            games.append((w, b))
    return games[0], games[1]
