"""Time ``trfcheck standings`` on a 1000-player, 11-round file with ten tie-breaks (issue 16:
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
import resource
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from trfcheck.generator import Config, OutputFormat, generate
from trfcheck.ruleset import resolve
from trfcheck.standings.report import compute_standings
from trfcheck.trf import read_file

TIEBREAKS = "BH/C1,BH,SB,FB,AOB,ARO,TPR,PS,WIN,DE"


def _children_cpu() -> float:
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


def main() -> None:
    ap = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    ap.add_argument("--players", type=int, default=1000)
    ap.add_argument("--rounds", type=int, default=11)
    ap.add_argument("--repeat", type=int, default=3)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--file", type=Path, help="an existing TRF file (no generation)")
    args = ap.parse_args()
    with tempfile.TemporaryDirectory() as folder:
        path = args.file or Path(folder) / "big.trf"
        if args.file is None:
            _generate(args, path)
        _time(path, args.repeat)


def _generate(args: argparse.Namespace, path: Path) -> None:
    config = Config(
        players=(args.players, args.players),
        rounds=(args.rounds, args.rounds),
        format=OutputFormat.TRF26,
        half_bye=0.02,
        zero_bye=0.02,
        forfeit_rate=0.02,
    )
    started = time.perf_counter()
    path.write_bytes(generate(config, args.seed).data)
    print(
        f"generated {args.players} players, {args.rounds} rounds in "
        f"{time.perf_counter() - started:.1f} s"
    )


def _time(path: Path, repeat: int) -> None:
    t = read_file(path).tournament
    best = float("inf")
    for _ in range(repeat):
        started = time.process_time()
        compute_standings(t, resolve(t), tiebreaks=TIEBREAKS)
        best = min(best, time.process_time() - started)
    print(f"compute_standings, ten tie-breaks ({TIEBREAKS}): CPU {best:.3f} s")
    command = [sys.executable, "-m", "trfcheck", "standings", str(path), "--tiebreaks", TIEBREAKS]
    walls, cpus = [], []
    for _ in range(repeat):
        cpu0, wall0 = _children_cpu(), time.perf_counter()
        subprocess.run(command, check=True, stdout=subprocess.DEVNULL)
        walls.append(time.perf_counter() - wall0)
        cpus.append(_children_cpu() - cpu0)
    print(f"trfcheck standings (whole command): wall {min(walls):.2f} s, CPU {min(cpus):.2f} s")


if __name__ == "__main__":
    main()
