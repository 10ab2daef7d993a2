"""Time the Lim engine on one round of a 1000-player tournament (target: 2 s).

Plays rounds 1..R-1 with random results (seeded), then times the pairing of round R and
prints seconds and peak memory (tracemalloc) for that round. Run from the repository:

    python benchmarks/lim.py                 # 1000 players, round 6 of 9
    python benchmarks/lim.py --players 2000 --round 9 --maxi
"""

from __future__ import annotations

import argparse
import random
import time
import tracemalloc

from trfcheck.generator.simple import FixedOdds, play_round, random_field
from trfcheck.pairers.lim import LimSystem
from trfcheck.ruleset import PairingEdition

# White wins 40 %, draws 30 %, loses 30 % (no forfeits).
ODDS = FixedOdds(win=0.4, draw=0.3)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--players", type=int, default=1000)
    ap.add_argument("--round", type=int, default=6)
    ap.add_argument("--rounds", type=int, default=9)
    ap.add_argument("--maxi", action="store_true")
    ap.add_argument("--seed", type=int, default=1)
    a = ap.parse_args()
    rng = random.Random(a.seed)
    system = LimSystem(a.maxi, PairingEdition.R2026)
    t = random_field(rng, a.players, a.rounds, ratings=(1000, 2700))
    for r in range(1, a.round):
        t = play_round(t, system.pair(t, r), rng, ODDS)
    tracemalloc.start()
    start = time.perf_counter()
    pairing = system.pair(t, a.round)
    seconds = time.perf_counter() - start
    _, peak = tracemalloc.get_traced_memory()
    tracemalloc.stop()
    start = time.perf_counter()
    system.pair(t, a.round)
    plain = time.perf_counter() - start
    print(
        f"lim: {a.players} players, round {a.round}: {len(pairing.boards)} boards, "
        f"{plain:.3f} s ({seconds:.3f} s under tracemalloc), peak {peak / 2**20:.1f} MiB"
    )


if __name__ == "__main__":
    main()
