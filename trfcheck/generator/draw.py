"""The random draws of the generator: the field, who is absent when, results, acceleration.

Every function takes the tournament's own ``random.Random``; nothing here uses the
module-level generator, so a seed fixes every draw.
"""

from __future__ import annotations

import math
import random
from dataclasses import dataclass

from trfcheck.trf.model import ResultCode

from .config import Config, RatingKind, Ratings

__all__ = [
    "Entrant",
    "baku_acceleration",
    "draw_absences",
    "draw_field",
    "draw_game",
    "draw_probability",
    "expectancy",
]

Absences = dict[int, dict[int, ResultCode]]  # round -> start rank -> bye written in advance


@dataclass(frozen=True, slots=True)
class Entrant:
    """A drawn player: the published rating (0 = unrated) and the strength results follow."""

    rating: int
    strength: int


def _rating(rng: random.Random, ratings: Ratings) -> int:
    match ratings.kind:
        case RatingKind.UNIFORM:
            return rng.randint(ratings.low, ratings.high)
        case RatingKind.NORMAL:
            value = round(rng.gauss(ratings.mean, ratings.sd))
            return min(ratings.high, max(ratings.low, value))
        case RatingKind.MODEL:
            return rng.choice(ratings.pool)


def draw_field(rng: random.Random, n: int, config: Config) -> list[Entrant]:
    """``n`` players in start-rank order (C.04.2 art. 2.2: rating, highest first; the unrated
    last, art. 2.1). An unrated player's strength is drawn from the same distribution."""
    out = []
    for _ in range(n):
        strength = _rating(rng, config.ratings)
        unrated = rng.random() < config.unrated
        out.append(Entrant(0 if unrated else strength, strength))
    # Equal ratings keep the order drawn; the names given in start-rank order then make
    # the alphabetical tie-break of art. 2.2 hold.
    return sorted(out, key=lambda e: -e.rating)


def draw_absences(rng: random.Random, n: int, rounds: int, config: Config) -> Absences:
    """Byes written before each round is paired (C.04.2 art. 3.2-3.3).

    A late entry misses rounds 1 .. k-1 (k up to the middle round + 1) and a withdrawn
    player rounds k .. last (k >= 2), both as zero-point byes (Z); then each other
    player-round is a requested H, F or Z bye with the configured rates; then the byes
    given as counts (``#N``, ``rK:#N``: ``frequency.py``) go to players drawn among those
    still available in the round.
    """
    absent: Absences = {r: {} for r in range(1, rounds + 1)}
    rates = _round_rates(config, rounds)
    for p in range(1, n + 1):
        roll = rng.random()
        if rounds > 1 and roll < config.late_entry:
            first = rng.randint(2, max(2, (rounds + 1) // 2 + 1))
            for r in range(1, first):
                absent[r][p] = ResultCode.ZERO_BYE
        elif rounds > 1 and roll < config.late_entry + config.withdrawal:
            for r in range(rng.randint(2, rounds), rounds + 1):
                absent[r][p] = ResultCode.ZERO_BYE
        for r in range(1, rounds + 1):
            if p in absent[r]:
                continue
            kind = _requested_bye(rng.random(), *rates[r])
            if kind is not None:
                absent[r][p] = kind
    if config.bye_schedule:
        _counted_byes(rng, n, rounds, config, absent)
    return absent


_KINDS = (
    ("half_bye", ResultCode.HALF_BYE),
    ("full_bye", ResultCode.FULL_BYE),
    ("zero_bye", ResultCode.ZERO_BYE),
)


def _round_rates(config: Config, rounds: int) -> dict[int, tuple[float, float, float]]:
    """The H, F and Z rates of each round (the plain rates unless scheduled)."""
    if not config.bye_schedule:
        plain = (config.half_bye, config.full_bye, config.zero_bye)
        return dict.fromkeys(range(1, rounds + 1), plain)
    frequencies = [config.bye_frequency(key) for key, _ in _KINDS]
    return {
        r: (frequencies[0].rate_in(r), frequencies[1].rate_in(r), frequencies[2].rate_in(r))
        for r in range(1, rounds + 1)
    }


def _counted_byes(
    rng: random.Random, n: int, rounds: int, config: Config, absent: Absences
) -> None:
    """A ``#N`` frequency (checklist Q24, docs/generate.md): exactly N byes (capped by the
    players left to pair; at least two stay available so that the round can be paired)."""
    for key, kind in _KINDS:
        for r, count in sorted(config.bye_frequency(key).counts(rng, rounds).items()):
            free = [p for p in range(1, n + 1) if p not in absent[r]]
            take = max(0, min(count, len(free) - 2))
            for p in rng.sample(free, take):
                absent[r][p] = kind


def _requested_bye(roll: float, half: float, full: float, zero: float) -> ResultCode | None:
    if roll < half:
        return ResultCode.HALF_BYE
    if roll < half + full:
        return ResultCode.FULL_BYE
    if roll < half + full + zero:
        return ResultCode.ZERO_BYE
    return None


def expectancy(rating: int, opponent: int) -> float:
    """The expected score against ``opponent``: E = 1 / (1 + 10^(-D/400)) with the rating
    difference D counted as at most 400 points (FIDE Rating Regulations, B.02)."""
    difference = max(-400, min(400, rating - opponent))
    return 1.0 / (1.0 + math.pow(10.0, -difference / 400.0))


def draw_probability(expected: float, draw_rate: float) -> float:
    """The draw share of a game whose expected score is ``expected``: ``draw_rate``, capped
    at 2·min(E, 1-E) so that P(win) = E - d/2 and P(loss) = 1 - E - d/2 stay non-negative
    and the expected score is exactly E."""
    return min(draw_rate, 2.0 * min(expected, 1.0 - expected))


def draw_game(
    rng: random.Random, white: int, black: int, draw_rate: float
) -> tuple[ResultCode, ResultCode]:
    """White's and Black's result codes of a game between strengths ``white`` and ``black``.

    P(white wins) = E - d/2, P(draw) = d, P(black wins) = 1 - E - d/2 with E the
    expectancy and d ``draw_probability(E, draw_rate)``: the mean score is E.
    """
    expected = expectancy(white, black)
    draw = draw_probability(expected, draw_rate)
    roll = rng.random()
    if roll < expected - draw / 2:
        return ResultCode.WIN, ResultCode.LOSS
    if roll < expected + draw / 2:
        return ResultCode.DRAW, ResultCode.DRAW
    return ResultCode.LOSS, ResultCode.WIN


def baku_acceleration(players: int, rounds: int, win: int) -> dict[tuple[int, int], int]:
    """C.04.7 art. 1.2-1.4: virtual points (tenths) by (start rank, round).

    GA is the first 2·ceil(N/4) start ranks (N = every registered player, late entries
    included). The first ceil(R/2) rounds are accelerated: GA players get the points of a
    win in the first ceil(ceil(R/2)/2) of them and half of that in the others.
    """
    group_a = 2 * math.ceil(players / 4)
    accelerated = math.ceil(rounds / 2)
    full = math.ceil(accelerated / 2)
    return {
        (sr, r): win if r <= full else win // 2
        for sr in range(1, group_a + 1)
        for r in range(1, accelerated + 1)
    }
