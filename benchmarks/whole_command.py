"""What the whole-command benchmarks (norms, rating, standings) share: their options, the
file they time (generated into a temporary folder, or ``--file``; Dutch 2026, TRF-26, 2 %
half-point byes, zero-point byes and forfeits, seeded) and the best wall and CPU
seconds of one ``trfcheck`` command run in a fresh process. Imported by those scripts as
``whole_command`` (run from the repository: ``python benchmarks/<name>.py``)."""

from __future__ import annotations

import argparse
import resource
import subprocess
import tempfile
import time
from collections.abc import Callable
from dataclasses import replace
from pathlib import Path

from trfcheck.generator import Config, OutputFormat, generate
from trfcheck.generator.config import Ratings


def children_cpu() -> float:
    """CPU seconds (user and system) of the child processes that have ended so far."""
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


def run(
    doc: str | None,
    generate: Callable[[argparse.Namespace, Path], None],
    time_file: Callable[[Path, int], None],
) -> None:
    """Read the options (``--players``, ``--rounds``, ``--repeat``, ``--seed``, ``--file``),
    write the generated file unless ``--file`` names one, then time it."""
    ap = argparse.ArgumentParser(description=(doc or "").splitlines()[0])
    ap.add_argument("--players", type=int, default=1000)
    ap.add_argument("--rounds", type=int, default=11)
    ap.add_argument("--repeat", type=int, default=3)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--file", type=Path, help="an existing TRF file (no generation)")
    args = ap.parse_args()
    with tempfile.TemporaryDirectory() as folder:
        path = args.file or Path(folder) / "big.trf"
        if args.file is None:
            generate(args, path)
        time_file(path, args.repeat)


def generated(args: argparse.Namespace, ratings: Ratings | None = None) -> bytes:
    """The generated tournament of ``--players``, ``--rounds`` and ``--seed`` (``ratings``:
    the generator's default unless given); prints its size and the seconds it took."""
    config = Config(
        players=(args.players, args.players),
        rounds=(args.rounds, args.rounds),
        format=OutputFormat.TRF26,
        half_bye=0.02,
        zero_bye=0.02,
        forfeit_rate=0.02,
    )
    if ratings is not None:
        config = replace(config, ratings=ratings)
    started = time.perf_counter()
    data = generate(config, args.seed).data
    print(
        f"generated {args.players} players, {args.rounds} rounds in "
        f"{time.perf_counter() - started:.1f} s"
    )
    return data


def best_of(command: list[str], repeat: int, *, check: bool = True) -> tuple[float, float]:
    """The best wall and the best CPU seconds of ``command`` over ``repeat`` fresh processes."""
    walls, cpus = [], []
    for _ in range(repeat):
        cpu0, wall0 = children_cpu(), time.perf_counter()
        subprocess.run(command, check=check, stdout=subprocess.DEVNULL)
        walls.append(time.perf_counter() - wall0)
        cpus.append(children_cpu() - cpu0)
    return min(walls), min(cpus)
