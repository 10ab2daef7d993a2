"""Time ``trfcheck standings`` on a 1000-player, 11-round file with ten tie-breaks (target:
bar 1 s).

Writes a generated tournament (``trfcheck generate``: Dutch 2026, byes, forfeits,
withdrawals; seeded) to a temporary TRF-26 file, then times the whole command in a fresh
process (start-up, reading, the standings, the table) and the library call alone, and
prints the wall and CPU seconds. Run from the repository:

    python benchmarks/standings.py                    # 1000 players, 11 rounds
    python benchmarks/standings.py --players 2000 --repeat 5
    python benchmarks/standings.py --file big.trf     # time an existing file instead
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

from whole_command import best_of, generated, run

from trfcheck.ruleset import resolve
from trfcheck.standings.report import compute_standings
from trfcheck.trf import read_file

TIEBREAKS = "BH/C1,BH,SB,FB,AOB,ARO,TPR,PS,WIN,DE"


def main() -> None:
    run(__doc__, _generate, _time)


def _generate(args: argparse.Namespace, path: Path) -> None:
    path.write_bytes(generated(args))


def _time(path: Path, repeat: int) -> None:
    t = read_file(path).tournament
    best = float("inf")
    for _ in range(repeat):
        started = time.process_time()
        compute_standings(t, resolve(t), tiebreaks=TIEBREAKS)
        best = min(best, time.process_time() - started)
    print(f"compute_standings, ten tie-breaks ({TIEBREAKS}): CPU {best:.3f} s")
    command = [sys.executable, "-m", "trfcheck", "standings", str(path), "--tiebreaks", TIEBREAKS]
    wall, cpu = best_of(command, repeat)
    print(f"trfcheck standings (whole command): wall {wall:.2f} s, CPU {cpu:.2f} s")


if __name__ == "__main__":
    main()
