"""Pair the next Dutch round of 100, 500, 1000 and 2000-player tournaments; print figures.

Not a test: run ``python benchmarks/dutch.py [--sizes 100,500] [--rounds 7] [--no-check]``.
Issue 3 bar: 1000 players in at most 5 s. The histories are made here by a simple
seeded Swiss-like scheduler (players sorted by score and rating, each paired with
the next one it has not met; results drawn from the rating expectancy): realistic
score groups and colour histories, without depending on the engine under test.
Then ``trfcheck check`` (the full replay) of the public 1000-player tournament of
fixtures/generated/bbpPairings-dutch/ is timed.
"""

from __future__ import annotations

import argparse
import random
import time
import tracemalloc
from pathlib import Path

from trfcheck.pairers.dutch import DutchSystem
from trfcheck.trf import read_file
from trfcheck.trf.model import Colour, Player, ResultCode, RoundEntry, Tournament
from trfcheck.verify.replay import replay

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures"
LARGE = FIXTURES / "generated" / "bbpPairings-dutch" / "dutch-large-1000.trf"


def history(players: int, rounds: int, seed: int = 1) -> Tournament:
    """``rounds`` rounds of a seeded Swiss-like schedule (not the FIDE rules)."""
    rng = random.Random(seed)
    ratings = sorted((rng.randint(1400, 2700) for _ in range(players)), reverse=True)
    score = [0] * players
    met: list[set[int]] = [set() for _ in range(players)]
    blocks: list[list[RoundEntry]] = [[] for _ in range(players)]
    for _ in range(rounds):
        order = sorted(range(players), key=lambda i: (-score[i], i))
        free = list(order)
        while len(free) > 1:
            a = free.pop(0)
            b = next((x for x in free if x not in met[a]), free[0])
            free.remove(b)
            met[a].add(b)
            met[b].add(a)
            white, black = (a, b) if len(blocks[a]) % 2 == 0 else (b, a)
            expect = 1 / (1 + 10 ** ((ratings[black] - ratings[white]) / 400))
            draw = rng.random() < 0.3
            won = rng.random() < expect
            rw, rb = (
                (ResultCode.DRAW, ResultCode.DRAW)
                if draw
                else (
                    (ResultCode.WIN, ResultCode.LOSS) if won else (ResultCode.LOSS, ResultCode.WIN)
                )
            )
            score[white] += 5 if draw else 10 * won
            score[black] += 5 if draw else 10 * (not won)
            blocks[white].append(RoundEntry(black + 1, Colour.WHITE, rw))
            blocks[black].append(RoundEntry(white + 1, Colour.BLACK, rb))
        for a in free:
            blocks[a].append(RoundEntry(None, Colour.NONE, ResultCode.PAB))
            score[a] += 10
    people = tuple(
        Player(i + 1, name=f"Player {i + 1}", rating=ratings[i], rounds=tuple(blocks[i]))
        for i in range(players)
    )
    return Tournament(people, total_rounds=rounds + 2, initial_colour=Colour.WHITE)


def measure(label: str, action: object) -> None:
    """Wall seconds of one run, then the peak memory of a second run under tracemalloc."""
    assert callable(action)
    start, cpu = time.perf_counter(), time.process_time()
    action()
    seconds, cpu = time.perf_counter() - start, time.process_time() - cpu
    tracemalloc.start()
    action()
    peak = tracemalloc.get_traced_memory()[1]
    tracemalloc.stop()
    print(
        f"{label:<46} {seconds:8.2f} s  (cpu {cpu:6.2f} s)   peak {peak / 2**20:7.1f} MiB",
        flush=True,
    )


def main() -> None:
    """Print the figures."""
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--sizes", default="100,500,1000,2000")
    parser.add_argument("--rounds", type=int, default=7)
    parser.add_argument("--no-check", action="store_true")
    args = parser.parse_args()
    engine = DutchSystem("2026")
    for n in (int(x) for x in args.sizes.split(",")):
        t = history(n, args.rounds)
        r = args.rounds + 1
        measure(f"Dutch 2026: {n} players, pair round {r}", lambda t=t, r=r: engine.pair(t, r))
    if not args.no_check and LARGE.exists():
        t = read_file(LARGE).tournament
        last = t.rounds_played
        measure(
            f"re-pair round {last} of {LARGE.name}",
            lambda: engine.pair(t, last),
        )
        start = time.perf_counter()
        rounds = replay(t, engine)
        bad = sum(not x.ok for x in rounds)
        print(
            f"{'trfcheck check ' + LARGE.name:<46} {time.perf_counter() - start:8.2f} s   "
            f"{len(rounds)} rounds, {bad} discrepant",
            flush=True,
        )


if __name__ == "__main__":
    main()
