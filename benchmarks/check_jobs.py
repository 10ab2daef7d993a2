"""``trfcheck check`` on 300 generated files with ``--jobs 1`` and ``--jobs 2``; print figures.

Not a test: run ``python benchmarks/check_jobs.py [--count 300] [--players 10-40]
[--rounds 5-9] [--jobs 1,2] [--keep DIR]``. The files come from the random tournament
generator (Dutch 2026, seeds 1..count, the default rates of byes, forfeits and so on).
Each run is a separate ``trfcheck`` process; wall time, the CPU time of the process
and its workers, and the speed-up against the first run are printed, and the reports
are compared (they must be identical but for the time column).
"""

from __future__ import annotations

import argparse
import resource
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from trfcheck.verify.generator import Config, generate, parse_range


def write_files(folder: Path, count: int, players: str, rounds: str) -> float:
    """Generate ``count`` tournaments into ``folder``; the seconds it took."""
    config = Config(players=parse_range(players, "players"), rounds=parse_range(rounds, "rounds"))
    started = time.perf_counter()
    for seed in range(1, count + 1):
        made = generate(config, seed)
        (folder / made.file_name("dutch")).write_bytes(made.data)
    return time.perf_counter() - started


def run_check(folder: Path, jobs: int) -> tuple[float, float, str, int]:
    """Wall seconds, CPU seconds (children), stdout without the time column, exit code."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    started = time.perf_counter()
    command = [sys.executable, "-m", "trfcheck", "check", str(folder), "--jobs", str(jobs)]
    done = subprocess.run(command, capture_output=True, text=True, check=False)
    wall = time.perf_counter() - started
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    report = "\n".join(line for line in done.stdout.splitlines() if not line.endswith(" s"))
    return wall, cpu, report, done.returncode


def main() -> None:
    """Parse the options, generate the files, time each ``--jobs`` value."""
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--count", type=int, default=300)
    parser.add_argument("--players", default="10-40")
    parser.add_argument("--rounds", default="5-9")
    parser.add_argument("--jobs", default="1,2", help="comma-separated --jobs values")
    parser.add_argument("--keep", type=Path, help="write the files here (default: a temp dir)")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as temp:
        folder = args.keep or Path(temp)
        folder.mkdir(parents=True, exist_ok=True)
        seconds = write_files(folder, args.count, args.players, args.rounds)
        print(
            f"generated {args.count} Dutch tournaments ({args.players} players, "
            f"{args.rounds} rounds) in {seconds:.1f} s"
        )
        first: tuple[float, str] | None = None
        for jobs in (int(j) for j in args.jobs.split(",")):
            wall, cpu, report, code = run_check(folder, jobs)
            if first is None:
                first = (wall, report)
            same = "same report" if report == first[1] else "REPORT DIFFERS"
            print(
                f"check --jobs {jobs}: {wall:7.1f} s wall, {cpu:7.1f} s CPU, "
                f"{args.count / wall:6.1f} files/s, speed-up {first[0] / wall:4.2f}, "
                f"exit {code}, {same}"
            )


if __name__ == "__main__":
    main()
