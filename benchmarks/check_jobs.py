"""``trfcheck check`` on 300 generated files with ``--jobs 1`` and ``--jobs 2``; print figures.

Not a test: run ``python benchmarks/check_jobs.py [--count 300] [--players 10-40]
[--rounds 5-9] [--jobs 1,2] [--keep DIR]``. The files come from the random tournament
generator (Dutch 2026, seeds 1..count, the default rates of byes, forfeits and so on).
Each run is a separate ``trfcheck`` process; wall time, the CPU time of the process
and its workers, and the speed-up against the first run are printed, and the reports
are compared (they must be identical but for the time column). A spin loop first measures
how much of two cores the machine gives (on a shared machine, often much less than two).
"""

from __future__ import annotations

import argparse
import resource
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from trfcheck.generator import Config, generate, parse_range


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


_SPIN = "s = 0\nfor i in range(10_000_000):\n    s += i\n"


def free_cores() -> float:
    """Two CPU-bound processes at once against one alone: about 2 when two cores are free,
    1 when the machine gives only one core's worth, less when it is busier still."""
    command = [sys.executable, "-c", _SPIN]
    started = time.perf_counter()
    subprocess.run(command, check=True)
    one = time.perf_counter() - started
    started = time.perf_counter()
    running = [subprocess.Popen(command) for _ in range(2)]
    for process in running:
        process.wait()
    two = time.perf_counter() - started
    return 2 * one / two


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
        print(f"machine: {free_cores():.2f} cores' worth for two CPU-bound processes")
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
