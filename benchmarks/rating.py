"""Time ``trfcheck rating`` on a 1000-player, 11-round file (target: 1 s, whole process).

Writes a generated tournament (``trfcheck generate``: Dutch 2026, byes, forfeits; seeded) to a
temporary TRF-26 file, then times the whole command in a fresh process (start-up, reading,
the rating rules, every player's games and change, the text) and the library call alone, and
prints the wall and CPU seconds. Run from the repository:

    python benchmarks/rating.py                     # 1000 players, 11 rounds, --k 20
    python benchmarks/rating.py --players 2000 --repeat 5
    python benchmarks/rating.py --file big.trf      # time an existing file instead
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

from whole_command import best_of, generated, run

from trfcheck.rating.change import compute_ratings
from trfcheck.rating.kinput import k_for_all
from trfcheck.ruleset import resolve_rating
from trfcheck.trf import read_file


def main() -> None:
    run(__doc__, _generate, _time)


def _generate(args: argparse.Namespace, path: Path) -> None:
    path.write_bytes(generated(args))


def _time(path: Path, repeat: int) -> None:
    loaded = read_file(path)
    t = loaded.tournament
    best = float("inf")
    for _ in range(repeat):
        started = time.process_time()
        compute_ratings(t, resolve_rating(t, loaded.document), k_for_all(t, 20))
        best = min(best, time.process_time() - started)
    print(f"compute_ratings ({len(t.players)} players): CPU {best:.3f} s")
    for fmt in ("text", "json"):
        command = [sys.executable, "-m", "trfcheck", "rating", str(path), "--k", "20"]
        wall, cpu = best_of([*command, "--format", fmt], repeat, check=False)
        print(f"trfcheck rating --format {fmt} (whole command): wall {wall:.2f} s, CPU {cpu:.2f} s")


if __name__ == "__main__":
    main()
