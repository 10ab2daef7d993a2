"""The engine against the literal reading of C.04.5 art. 3-4 (``literal.py``): 10,000 random
rounds (players with random scores, meetings, PAB bars and floats) and 1,000 generated events
(every match of each re-paired by both from the file's columns; slow-marked: about 30 s).
Seeds in the test ids.
"""

from __future__ import annotations

import random

import pytest

from trfcheck.pairers.base import NoValidPairing
from trfcheck.pairers.double import DoubleSwissSystem
from trfcheck.pairers.double.engine import pair_players
from trfcheck.pairers.double.state import DoubleState
from trfcheck.trf.model import Colour, Player, ResultCode, RoundEntry, Scoring, Tournament

from . import literal

ROUND_BATCHES = 20  # x 500 = 10,000 rounds
EVENT_BATCHES = 20  # x 50 = 1,000 events


def _random_round(rng: random.Random) -> tuple[dict[int, DoubleState], dict[int, literal.P]]:
    n = rng.randint(2, 11)
    levels = sorted(rng.sample(range(0, 60, 5), rng.randint(1, 4)))
    score = {p: rng.choice(levels) for p in range(1, n + 1)}
    met: dict[int, set[int]] = {p: set() for p in score}
    for a in score:
        for b in score:
            if a < b and rng.random() < 0.25:
                met[a].add(b)
                met[b].add(a)
    barred = {p: rng.random() < 0.3 for p in score}
    floater = {p: rng.random() < 0.3 for p in score}
    played = {p: rng.randint(0, 3) for p in score}
    engine = {
        p: DoubleState(
            p, score[p], score[p], frozenset(met[p]), frozenset(), barred[p], played[p], (),
            floater[p],
        )
        for p in score
    }  # fmt: skip
    ref = {
        p: literal.P(p, score[p], set(met[p]), barred[p], played[p], [], floater[p]) for p in score
    }
    return engine, ref


@pytest.mark.parametrize("batch", range(ROUND_BATCHES))
def test_random_rounds_agree(batch: int) -> None:
    rng = random.Random(batch)
    for case in range(500):
        engine, ref = _random_round(rng)
        last = rng.random() < 0.3
        try:
            want = literal.pair(ref, last)
        except LookupError:
            with pytest.raises(NoValidPairing):
                pair_players(engine, last=last)
            continue
        pab, brackets = pair_players(engine, last=last)
        got = [(b.score, b.upfloaters, sorted(b.pairs)) for b in brackets]
        assert (pab, got) == (want[0], [(s, u, sorted(q)) for s, u, q in want[1]]), (
            f"seed {batch}, case {case}"
        )


def _play(rng: random.Random, t: Tournament, column: int) -> Tournament:
    """Random results for the match of ``column`` (rare forfeits of one or both games)."""
    players = {p.start_rank: p for p in t.players}
    one: dict[int, RoundEntry] = {}
    two: dict[int, RoundEntry] = {}
    done: set[int] = set()
    for p in players.values():
        e1, e2 = p.entry(column), p.entry(column + 1)
        if e1.opponent is None or p.start_rank in done:
            continue
        o = e1.opponent
        results = []
        for _ in range(2):
            x = rng.random()
            if x < 0.04:
                results.append((ResultCode.FORFEIT_LOSS, ResultCode.FORFEIT_WIN))
            elif x < 0.08:
                results.append((ResultCode.FORFEIT_WIN, ResultCode.FORFEIT_LOSS))
            elif x < 0.09:
                results.append((ResultCode.FORFEIT_LOSS, ResultCode.FORFEIT_LOSS))
            else:
                results.append(
                    rng.choice(
                        [
                            (ResultCode.WIN, ResultCode.LOSS),
                            (ResultCode.DRAW, ResultCode.DRAW),
                            (ResultCode.LOSS, ResultCode.WIN),
                        ]
                    )
                )
        one[p.start_rank] = RoundEntry(o, e1.colour, results[0][0])
        one[o] = RoundEntry(p.start_rank, e1.colour.opposite, results[0][1])
        two[p.start_rank] = RoundEntry(o, e2.colour, results[1][0])
        two[o] = RoundEntry(p.start_rank, e2.colour.opposite, results[1][1])
        done |= {p.start_rank, o}
    return t.with_round(column, one).with_round(column + 1, two)


def _event(rng: random.Random) -> Tournament:
    n = rng.randint(2, 12)
    matches = rng.randint(1, 5)
    players = tuple(Player(sr, f"P{sr}") for sr in range(1, n + 1))
    colour = rng.choice([Colour.WHITE, Colour.BLACK])
    return Tournament(
        players,
        total_rounds=2 * matches,
        initial_colour=colour,
        scoring=Scoring(pab=15),
        system="FIDE_DOUBLESWISS",
    )


@pytest.mark.slow
@pytest.mark.parametrize("batch", range(EVENT_BATCHES))
def test_generated_events_agree(batch: int) -> None:
    rng = random.Random(1000 + batch)
    engine = DoubleSwissSystem()
    for case in range(50):
        t = _event(rng)
        total = (t.total_rounds or 2) // 2
        initial = (t.initial_colour or Colour.WHITE).value
        for k in range(1, total + 1):
            absent = {p.start_rank for p in t.players if rng.random() < 0.08}
            present = [p.start_rank for p in t.players if p.start_rank not in absent]
            zero = RoundEntry(None, Colour.NONE, ResultCode.ZERO_BYE)
            t = t.with_round(2 * k - 1, dict.fromkeys(absent, zero))
            t = t.with_round(2 * k, dict.fromkeys(absent, zero))
            facts = literal.facts(t, k)
            ref = {p: facts[p] for p in present}
            where = f"seed {1000 + batch}, event {case}, match {k}"
            try:
                pab, brackets = literal.pair(ref, last=k == total)
            except LookupError:
                with pytest.raises(NoValidPairing):
                    engine.pair(t, 2 * k - 1, present)
                break
            want = [literal.colours(ref[a], ref[b], initial) for _, _, q in brackets for a, b in q]
            got = engine.pair(t, 2 * k - 1, present)
            assert got.pab == pab, where
            assert sorted(m for m in got.pairs() if m[1]) == sorted(want), where
            t = _play(rng, got.written(t), 2 * k - 1)
