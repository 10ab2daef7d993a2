"""Time the Dubov engine on one round of a large field (target: 1000 players, bar 2 s).

A field of N players (random ratings, start ranks by rating) plays K rounds paired by the
engine with random results; then round K + 1 is paired and timed, once plainly and once
under ``tracemalloc`` for the peak memory of that call. Prints one line per round timed.

    PYTHONPATH=. python benchmarks/dubov.py                   # 1000 players, rounds 1, 2, 5, 9
    PYTHONPATH=. python benchmarks/dubov.py --players 2000 --rounds 1 3
"""

from __future__ import annotations

import argparse
import random
import time
import tracemalloc

from trfcheck.generator.simple import FixedOdds, play_round, random_field
from trfcheck.pairers.dubov import DubovSystem
from trfcheck.trf.model import Tournament


def measure(engine: DubovSystem, t: Tournament, r: int) -> tuple[float, int]:
    """Seconds for one pairing of round r, and the peak memory (bytes) of a second one."""
    start = time.perf_counter()
    engine.pair(t, r)
    seconds = time.perf_counter() - start
    tracemalloc.start()
    engine.pair(t, r)
    _, peak = tracemalloc.get_traced_memory()
    tracemalloc.stop()
    return seconds, peak


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--players", type=int, default=1000)
    parser.add_argument("--planned", type=int, default=9, help="rounds planned (XXR)")
    parser.add_argument("--rounds", type=int, nargs="*", default=[1, 2, 5, 9])
    parser.add_argument("--edition", default="2026")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    rng = random.Random(args.seed)
    engine = DubovSystem(args.edition)
    t = random_field(rng, args.players, args.planned)
    last = max(args.rounds)
    for r in range(1, last + 1):
        if r in args.rounds:
            seconds, peak = measure(engine, t, r)
            print(
                f"players={args.players} round={r}/{args.planned} "
                f"seconds={seconds:.3f} peak_memory_mib={peak / 2**20:.1f}",
                flush=True,
            )
        if r < last:
            t = play_round(t, engine.pair(t, r), rng, FixedOdds(forfeit=0.01))


if __name__ == "__main__":
    main()
