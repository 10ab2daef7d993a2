"""Time the Burstein engine on the next round of large fields (target: 1000 players, < 1 s).

A field of N players (random ratings, start ranks by rating) plays the rounds before the
timed one, paired by the engine (the seeding rounds by the Dutch engine, 1.6) with random
results (``trfcheck.generator.simple``: the field and the results, 1% forfeits); then the
round is paired and timed: wall and CPU once plainly, and the peak memory of a second call
under ``tracemalloc``. Prints one line per field. It imports the installed package only
(not the tests).

    python benchmarks/burstein.py          # 100/500/1000/2000 players, round 6 of 9
    python benchmarks/burstein.py --players 1000 --round 5 --planned 9
"""

from __future__ import annotations

import argparse
import random
import time
import tracemalloc

from trfcheck.generator.simple import FixedOdds, play_round, random_field
from trfcheck.pairers.burstein import BursteinSystem
from trfcheck.pairers.dutch import DutchSystem
from trfcheck.ruleset import PairingEdition
from trfcheck.trf.model import Tournament


def measure(engine: BursteinSystem, t: Tournament, r: int) -> tuple[float, float, int]:
    """Wall and CPU seconds of one pairing of round r, and the peak memory of a second."""
    wall, cpu = time.perf_counter(), time.process_time()
    engine.pair(t, r)
    wall, cpu = time.perf_counter() - wall, time.process_time() - cpu
    tracemalloc.start()
    engine.pair(t, r)
    _, peak = tracemalloc.get_traced_memory()
    tracemalloc.stop()
    return wall, cpu, peak


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--players", type=int, nargs="*", default=[100, 500, 1000, 2000])
    parser.add_argument("--planned", type=int, default=9, help="rounds planned (XXR)")
    parser.add_argument("--round", type=int, default=6, help="the round timed")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    engine = BursteinSystem(PairingEdition.R2026, seeding=DutchSystem(PairingEdition.R2026))
    for n in args.players:
        rng = random.Random(args.seed)
        t = random_field(rng, n, args.planned)
        for r in range(1, args.round):
            t = play_round(t, engine.pair(t, r), rng, FixedOdds(forfeit=0.01))
        wall, cpu, peak = measure(engine, t, args.round)
        print(
            f"players={n} round={args.round}/{args.planned} wall={wall:.2f}s cpu={cpu:.2f}s "
            f"peak_memory_mib={peak / 2**20:.1f}",
            flush=True,
        )


if __name__ == "__main__":
    main()
