"""Time ``trfcheck check`` as a whole process on round robins (each
under 1 s): a 24-player double round robin (46 rounds) that follows the Berger table
with the start rank as Berger number, and a 16-player single round robin whose start list
is shuffled, so the numbering (the drawing of lots) must be searched (C.05 Annex 1,
docs/round-robin.md). Both are generated (``trfcheck.generator.roundrobin``) into a
temporary folder; each command runs ``--repeat`` times and the best and the median wall
times are printed with the verdict's schedule statement.

    python benchmarks/roundrobin.py
    python benchmarks/roundrobin.py --repeat 9
"""

from __future__ import annotations

import argparse
import random
import resource
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # tests.roundrobin_edits

from tests.roundrobin_edits import renumbered
from trfcheck.generator.roundrobin import RoundRobinConfig, round_robin, round_robin_trf
from trfcheck.pairers.roundrobin import Variant
from trfcheck.trf.model import Tournament


def shuffled(t: Tournament, seed: int) -> Tournament:
    """``t`` with its start list in a random order (opponents renumbered alike)."""
    order = list(range(1, len(t.players) + 1))
    random.Random(seed).shuffle(order)
    return renumbered(t, order)


def timed(path: Path, repeat: int) -> tuple[float, float, float, str]:
    """Best and median wall seconds of ``trfcheck check PATH``, the best CPU seconds (user +
    system of the process: what a loaded machine does not inflate), and its first line."""
    times = []
    cpus = []
    first = ""
    for _ in range(repeat):
        before = resource.getrusage(resource.RUSAGE_CHILDREN)
        start = time.perf_counter()
        done = subprocess.run(
            [sys.executable, "-m", "trfcheck", "check", str(path)],
            capture_output=True,
            text=True,
            check=False,
        )
        times.append(time.perf_counter() - start)
        after = resource.getrusage(resource.RUSAGE_CHILDREN)
        cpus.append(after.ru_utime - before.ru_utime + after.ru_stime - before.ru_stime)
        first = done.stdout.splitlines()[0] if done.stdout else done.stderr
    return min(times), statistics.median(times), min(cpus), first


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=5)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as folder:
        double = Path(folder) / "double24.trf"
        double.write_bytes(
            round_robin_trf(round_robin(RoundRobinConfig(24, Variant.DOUBLE_SWAPPED), 1))
        )
        search = Path(folder) / "shuffled16.trf"
        t16 = shuffled(round_robin(RoundRobinConfig(16), 2), 16)
        search.write_bytes(round_robin_trf(t16))
        for label, path in (("24-player double", double), ("16 shuffled", search)):
            best, median, cpu, first = timed(path, args.repeat)
            print(
                f"{label}: wall best {best:.3f} s, median {median:.3f} s; CPU {cpu:.3f} s"
                f"  | {first[:150]}"
            )


if __name__ == "__main__":
    main()
