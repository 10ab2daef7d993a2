"""``rating`` agrees with the literal reading (tests/rating/literal.py) on every player of every
real file of fixtures/ and of 1,000 generated tournaments with random ratings, dates and rates.

The literal side shares no rating code: its own tables, its own cap, floor and 700 rule, and
Decimal arithmetic. Only the reader (``trfcheck.trf``) is shared.
"""

from __future__ import annotations

import random
from datetime import date
from decimal import Decimal
from fractions import Fraction
from pathlib import Path

import pytest

from tests.conftest import FIXTURES, corpus_id
from tests.rating.literal import literal_ratings
from trfcheck.rating.change import KSource, KValue, RatingReport, compute_ratings
from trfcheck.ruleset import Rate, resolve_rating
from trfcheck.trf import read_file
from trfcheck.trf.model import Colour, Player, ResultCode, RoundEntry, Tournament

REAL_FILES = sorted((FIXTURES / "real").rglob("*.trf"))


def _agree(report: RatingReport, t: Tournament, k: int) -> None:
    rules = report.rules
    literal = literal_ratings(t, t.start_date, rules.rate.value.value, k)
    for p in report.players:
        want = literal[p.start_rank]
        where = f"player {p.start_rank}"
        assert p.rated_games == want.rated_games, where
        if want.sum_dr is None:
            assert p.sum_dr is None and p.change is None, where
        else:
            assert (
                p.sum_dr is not None
                and Decimal(p.sum_dr.numerator) / p.sum_dr.denominator == want.sum_dr
            ), where
            assert p.change is not None and Fraction(str(want.change)) == p.change, where
            assert p.change_rounded == want.change_rounded, where
        if want.ru is None:
            assert p.initial is None, where
        else:
            assert p.initial is not None, where
            assert p.initial.ru == want.ru, where
            assert abs(float(p.initial.ra) - float(want.ra or 0)) < 1e-9, where


def _everyone(t: Tournament, k: int) -> dict[int, KValue]:
    return {p.start_rank: KValue(k, KSource.OPTION) for p in t.players}


@pytest.mark.parametrize("path", REAL_FILES, ids=corpus_id)
def test_real_file_agrees_with_the_literal_reading(path: Path) -> None:
    loaded = read_file(path)
    t = loaded.tournament
    rules = resolve_rating(t, loaded.document)
    for k in (10, 20, 40):
        _agree(compute_ratings(t, rules, _everyone(t, k)), t, k)


_CODES = [ResultCode.WIN, ResultCode.DRAW, ResultCode.LOSS]
_ODD = [ResultCode.WIN_UNRATED, ResultCode.DRAW_UNRATED, ResultCode.LOSS_UNRATED]
_OTHER = {ResultCode.WIN: ResultCode.LOSS, ResultCode.LOSS: ResultCode.WIN,
          ResultCode.DRAW: ResultCode.DRAW, ResultCode.WIN_UNRATED: ResultCode.LOSS_UNRATED,
          ResultCode.LOSS_UNRATED: ResultCode.WIN_UNRATED,
          ResultCode.DRAW_UNRATED: ResultCode.DRAW_UNRATED,
          ResultCode.FORFEIT_WIN: ResultCode.FORFEIT_LOSS,
          ResultCode.FORFEIT_LOSS: ResultCode.FORFEIT_WIN}  # fmt: skip
_DATES = [date(2023, 6, 1), date(2024, 3, 1), date(2024, 12, 1), date(2025, 9, 30),
          date(2025, 10, 1), date(2026, 4, 1), None]  # fmt: skip


def _rating(rng: random.Random) -> int:
    roll = rng.random()
    if roll < 0.15:
        return 0
    if roll < 0.25:
        return rng.randint(1000, 1399)
    if roll < 0.35:
        return rng.randint(2550, 2850)
    return rng.randint(1400, 2700)


def generated(seed: int) -> Tournament:
    """A random cross-table: random pairs each round, every result code, random ratings."""
    rng = random.Random(seed)
    n, rounds = rng.randint(2, 24), rng.randint(1, 11)
    blocks: dict[int, list[RoundEntry]] = {i: [] for i in range(1, n + 1)}
    for _ in range(rounds):
        order = list(range(1, n + 1))
        rng.shuffle(order)
        while len(order) >= 2:
            a, b = order.pop(), order.pop()
            roll = rng.random()
            code = (rng.choice(_CODES) if roll < 0.8 else rng.choice(_ODD) if roll < 0.9
                    else rng.choice([ResultCode.FORFEIT_WIN, ResultCode.FORFEIT_LOSS]))  # fmt: skip
            blocks[a].append(RoundEntry(b, Colour.WHITE, code))
            blocks[b].append(RoundEntry(a, Colour.BLACK, _OTHER[code]))
        for alone in order:
            bye = rng.choice([ResultCode.PAB, ResultCode.HALF_BYE, ResultCode.ZERO_BYE])
            blocks[alone].append(RoundEntry(None, Colour.NONE, bye))
    players = tuple(
        Player(i, f"P{i}", "m", "", _rating(rng), "", "", "", None, None, tuple(blocks[i]))
        for i in range(1, n + 1)
    )
    return Tournament(players, start_date=rng.choice(_DATES))


def test_generated_tournaments_agree_with_the_literal_reading() -> None:
    for seed in range(1000):
        rng = random.Random(-seed)
        t = generated(seed)
        rate = rng.choice(list(Rate))
        rules = resolve_rating(t, None, rate)
        k = rng.choice([10, 20, 40, 50])
        try:
            _agree(compute_ratings(t, rules, _everyone(t, k)), t, k)
        except AssertionError as error:
            raise AssertionError(f"seed {seed}: {error}") from None
