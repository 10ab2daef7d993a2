"""Time the next match of a large Double-Swiss event, whole process (C.04.5; target: a
1000-player event's next match in under 1 s).

A field of N players plays the first matches of a seven-match event (``generate_double``:
every match paired by the engine, random results, a few forfeits and absences); the file of
the matches played is written in the two-round dialect, and ``trfcheck pair FILE`` is run
as a whole process, timed (wall, and the CPU of the child) a few times. Prints one line per
field. It imports the installed package only (not the tests).

    python benchmarks/double.py                  # 100/500/1000 players, match 5 of 7
    python benchmarks/double.py --players 1000 --played 4 --repeat 5
"""

from __future__ import annotations

import argparse
import resource
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from trfcheck.generator.double import generate_double
from trfcheck.trf.document import Dialect
from trfcheck.trf.double_swiss import player_points
from trfcheck.trf.dump import dumpb


def event_file(players: int, played: int, folder: Path) -> Path:
    """A Double-Swiss file of ``players`` players after ``played`` matches of seven."""
    t = generate_double(7, (players, players), (7, 7)).tournament.truncated(2 * played)
    t = t.with_players(tuple(p.with_points(player_points(t, p)) for p in t.players))
    path = folder / f"double-{players}.trf"
    path.write_bytes(dumpb(t, dialect=Dialect.TRF26))
    return path


def whole_process(path: Path) -> tuple[float, float]:
    """Wall and CPU seconds of ``trfcheck pair FILE`` in a child process."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    wall = time.perf_counter()
    subprocess.run(
        [sys.executable, "-m", "trfcheck", "pair", str(path)], capture_output=True, check=True
    )
    wall = time.perf_counter() - wall
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    return wall, cpu


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--players", type=int, nargs="*", default=[100, 500, 1000])
    parser.add_argument("--played", type=int, default=4, help="matches played before")
    parser.add_argument("--repeat", type=int, default=3)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        for n in args.players:
            path = event_file(n, args.played, Path(tmp))
            runs = [whole_process(path) for _ in range(args.repeat)]
            wall = min(w for w, _ in runs)
            cpu = min(c for _, c in runs)
            print(
                f"{n:5d} players, match {args.played + 1} of 7: "
                f"best wall {wall:.3f} s, CPU {cpu:.3f} s (of {args.repeat} runs)"
            )


if __name__ == "__main__":
    main()
