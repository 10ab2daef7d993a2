"""Time the Swiss Team engine (C.04.6) on the next round of a 200-team event (target: bar
0.5 s).

Generates the event with ``trfcheck.generator.team`` (seeded: teams of 4 boards, Type A,
MP primary, forfeits), keeps rounds 1..R-1 and times the pairing of round R; prints wall
seconds and CPU seconds (best of three) and peak memory (tracemalloc) of that pairing.
Run from the repository:

    python benchmarks/team.py                       # 200 teams, rounds 1, 5 and 9 of 9
    python benchmarks/team.py --teams 400 --rounds 11 --at 6
"""

from __future__ import annotations

import argparse
import time
import tracemalloc

from trfcheck.generator.team import TeamConfig, generate_team
from trfcheck.pairers.team import TeamSystem


def measure(teams: int, rounds: int, at: int, seed: int) -> tuple[float, float, float]:
    """(wall s, CPU s, peak MiB) of pairing round ``at`` of a generated event: the times are
    the best of three runs without tracemalloc, the memory that of a fourth run with it."""
    event, _ = generate_team(TeamConfig(teams=teams, boards=4, rounds=rounds), seed)
    before = event.truncated(at - 1)
    best = (float("inf"), float("inf"))
    for _ in range(3):
        wall, cpu = time.perf_counter(), time.process_time()
        TeamSystem().pair(before, at)
        wall, cpu = time.perf_counter() - wall, time.process_time() - cpu
        best = min(best, (wall, cpu))
    tracemalloc.start()
    TeamSystem().pair(before, at)
    peak = tracemalloc.get_traced_memory()[1] / 2**20
    tracemalloc.stop()
    return best[0], best[1], peak


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--teams", type=int, default=200)
    ap.add_argument("--rounds", type=int, default=9)
    ap.add_argument("--at", type=int, action="append", help="round(s) to time")
    ap.add_argument("--seed", type=int, default=1)
    args = ap.parse_args()
    print(f"{'teams':>6} {'round':>6} {'wall s':>8} {'CPU s':>8} {'peak MiB':>9}")
    for at in args.at or [1, (args.rounds + 1) // 2, args.rounds]:
        wall, cpu, peak = measure(args.teams, args.rounds, at, args.seed)
        print(f"{args.teams:>6} {at:>6} {wall:>8.3f} {cpu:>8.3f} {peak:>9.1f}")


if __name__ == "__main__":
    main()
