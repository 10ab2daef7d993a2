"""Results follow the FIDE rating expectancy, checked on the written files.

Model stated in the generator (draw.py) and restated here from the rule, not imported:
E = 1 / (1 + 10^(-D/400)) with the rating difference D counted as at most 400 points
(FIDE Rating Regulations, B.02); a game is drawn with probability d = min(r, 2·min(E, 1-E))
for the configured draw rate r, and won by White with probability E - d/2.

Tolerance. Game i's score S_i (1, ½, 0 for the higher-rated player) has mean E_i and variance
v_i = P(win) + P(draw)/4 - E_i²; the games are independent given the pairings, so
Σ(S_i - E_i) has variance Σ v_i and z = Σ(S_i - E_i) / sqrt(Σ v_i) is approximately
standard normal (central limit theorem over >= 2000 games). The test accepts |z| <= 4
(two-sided probability about 6e-5 for a correct generator; the seeds are fixed, so the
outcome never changes between runs). Draws are counted the same way: the number of draws
has mean Σ d_i and binomial variance Σ d_i (1 - d_i). The same statistic rejects a
generator that ignores ratings (a coin toss with the same draw share). Scores are taken
from the higher-rated player's side: from White's side a generator ignoring ratings would
pass, since White is the higher-rated player in about half the games.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

import pytest

from trfcheck.generator import Config, generate
from trfcheck.trf import read
from trfcheck.trf.model import Colour, ResultCode

DRAW_RATE = 0.3
CONFIG = Config(
    players=(16, 24),
    rounds=(7, 7),
    draw_rate=DRAW_RATE,
    forfeit_rate=0.0,
    half_bye=0.0,
    zero_bye=0.0,
    withdrawal=0.0,
    late_entry=0.0,
)
SCORE = {ResultCode.WIN: 1.0, ResultCode.DRAW: 0.5, ResultCode.LOSS: 0.0}


@dataclass(frozen=True, slots=True)
class Game:
    """A game seen from the higher-rated player (``rating`` >= ``opponent``)."""

    rating: int
    opponent: int
    score: float


def _expectancy(rating: int, opponent: int) -> float:
    d = max(-400, min(400, rating - opponent))
    return 1 / (1 + 10 ** (-d / 400))


def _games() -> list[Game]:
    out = []
    for seed in range(1, 41):
        t = read(generate(CONFIG, seed).data).tournament
        rating = {p.start_rank: p.rating for p in t.players}
        for p in t.players:
            for e in p.rounds:
                if e.colour is not Colour.WHITE or e.result not in SCORE or e.opponent is None:
                    continue
                score, other = SCORE[e.result], rating[e.opponent]
                if p.rating >= other:
                    out.append(Game(p.rating, other, score))
                else:
                    out.append(Game(other, p.rating, 1 - score))
    return out


GAMES = _games()


def _z(games: list[Game], expect: dict[Game, float] | None = None) -> float:
    """z of the total score against the model (``expect`` overrides E per game)."""
    total = variance = 0.0
    for g in games:
        e = _expectancy(g.rating, g.opponent) if expect is None else expect[g]
        d = min(DRAW_RATE, 2 * min(e, 1 - e))
        total += g.score - e
        variance += (e - d / 2) + d / 4 - e * e
    return total / math.sqrt(variance)


def test_enough_games_of_every_kind() -> None:
    assert len(GAMES) >= 2000
    assert sum(abs(g.rating - g.opponent) >= 400 for g in GAMES) >= 100


def test_total_score_matches_the_rating_expectancy() -> None:
    assert abs(_z(GAMES)) <= 4


@pytest.mark.parametrize(("low", "high"), [(0, 100), (100, 250), (250, 400), (400, 10000)])
def test_score_matches_the_expectancy_by_rating_difference(low: int, high: int) -> None:
    games = [g for g in GAMES if low <= abs(g.rating - g.opponent) < high]
    assert len(games) >= 100
    assert abs(_z(games)) <= 4


def test_draws_match_the_draw_rate() -> None:
    mean = variance = 0.0
    for g in GAMES:
        e = _expectancy(g.rating, g.opponent)
        d = min(DRAW_RATE, 2 * min(e, 1 - e))
        mean += d
        variance += d * (1 - d)
    draws = sum(g.score == 0.5 for g in GAMES)
    assert abs(draws - mean) <= 4 * math.sqrt(variance)


def test_the_tolerance_rejects_a_coin_toss() -> None:
    """Against E = 1/2 for every game the same statistic is far outside the tolerance."""
    assert abs(_z(GAMES, dict.fromkeys(GAMES, 0.5))) > 4
