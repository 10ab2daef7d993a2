"""Every pairing system at the same scale: whole ``trfcheck pair`` and ``check`` processes.

Not a test. For each system (Dutch, Burstein, Dubov, Lim), each field size
(1000, 2000, 5000 players) and each round (2, 3, 8; with Baku acceleration, C.04.7, for
the systems that take it: Dutch and Burstein), a 9-round tournament with the rounds before
that one is written as TRF into the folder ``--out`` names, and one ``trfcheck pair FILE
--system S --round R`` process pairs it. Then ``trfcheck check FILE --system S`` runs on a
large event whose every round differs from the rules' pairing (default: the public
bbpPairings Burstein file of 2000 players and 9 rounds, ``--check FILE`` for another), as
each system. Each line prints the process's CPU time (user + system), wall time and peak
resident memory (the whole process: interpreter, reading, pairing, writing), and the
load average of the machine when it ended, since wall times on a shared machine depend
on it. Targets: any round at 5000 players under 10 s and 500 MB as a process; the
check of the Burstein file under 6 s, as Burstein and as Dutch.

The histories are those of ``benchmarks/dutch.py`` (a seeded Swiss-like scheduler, not
the engine under test), so every system pairs the same field. Burstein's rounds 2 and 3
of a 9-round event are seeding rounds (1.6.2: four of them), paired by the Dutch rules;
``--rounds 2,3,5,8`` adds its first Burstein round.

    python benchmarks/systems.py --out bench
    python benchmarks/systems.py --out DIR --systems lim,dubov --sizes 5000 --rounds 3
    python benchmarks/systems.py --out DIR --no-pair --check path/to/event.trf
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import time
from dataclasses import replace
from pathlib import Path

from trfcheck.trf import dumps
from trfcheck.trf.document import Dialect

sys.path.insert(0, str(Path(__file__).resolve().parent))
from dutch import history  # benchmarks/dutch.py: the same fields

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures"
CHECKED = FIXTURES / "generated" / "bbpPairings-burstein" / "burstein-large-2000.trf"
TOTAL = 9
SYSTEMS = ("dutch", "burstein", "dubov", "lim")
BAKU = {"dutch", "burstein"}  # the systems whose engine takes C.04.7 Baku acceleration


def run(argv: list[str], label: str) -> None:
    """Run one trfcheck process and print its CPU, wall, peak memory and the load."""
    start = time.perf_counter()
    proc = subprocess.Popen(argv, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    _, status, usage = os.wait4(proc.pid, 0)
    wall = time.perf_counter() - start
    err = proc.stderr.read().decode(errors="replace") if proc.stderr else ""
    if proc.stderr:
        proc.stderr.close()
    code = os.waitstatus_to_exitcode(status)
    cpu = usage.ru_utime + usage.ru_stime
    load = os.getloadavg()[0]
    note = "" if code in (0, 1) else f"   exit {code}: {err.strip()[-160:]}"
    print(
        f"{label:<42} cpu {cpu:6.2f} s  wall {wall:6.2f} s  "
        f"peak {usage.ru_maxrss / 1024:6.1f} MiB  load {load:4.1f}{note}",
        flush=True,
    )


def pair_cases(out: Path, systems: list[str], sizes: list[int], rounds: list[int]) -> None:
    """One ``trfcheck pair`` process per case (the files written under ``out``)."""
    for n in sizes:
        for r in rounds:
            t = history(n, r - 1, total=max(TOTAL, r))
            for baku in (False, True):
                wanted = [s for s in systems if not baku or s in BAKU]
                if not wanted:
                    continue
                for system in wanted:
                    code = f"FIDE_{system.upper()}{'_BAKU' if baku else ''}"
                    path = out / f"{system}-{n}-r{r}{'-baku' if baku else ''}.trf"
                    text = dumps(replace(t, system=code), dialect=Dialect.TRF26)  # 192: the system
                    path.write_text(text, encoding="utf-8")
                    argv = [sys.executable, "-m", "trfcheck", "pair", str(path)]
                    argv += ["--system", system, "--round", str(r)]
                    label = f"pair {system} {n} players, round {r}{', Baku' if baku else ''}"
                    run(argv, label)


def main() -> None:
    """Print the figures."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, required=True, help="folder for the TRF files")
    parser.add_argument("--systems", default=",".join(SYSTEMS))
    parser.add_argument("--sizes", default="1000,2000,5000")
    parser.add_argument("--rounds", default="2,3,8")
    parser.add_argument("--check", type=Path, default=CHECKED, help="the event to check")
    parser.add_argument("--check-systems", default="burstein,dutch,dubov,lim")
    parser.add_argument("--no-pair", action="store_true")
    parser.add_argument("--no-check", action="store_true")
    args = parser.parse_args()
    args.out.mkdir(parents=True, exist_ok=True)
    if not args.no_pair:
        pair_cases(
            args.out,
            args.systems.split(","),
            [int(x) for x in args.sizes.split(",")],
            [int(x) for x in args.rounds.split(",")],
        )
    if not args.no_check:
        if not args.check.exists():
            print(f"{args.check}: not found (--check FILE)", file=sys.stderr)
            return
        for system in args.check_systems.split(","):
            argv = [sys.executable, "-m", "trfcheck", "check", str(args.check)]
            run([*argv, "--system", system], f"check {args.check.name} as {system}")


if __name__ == "__main__":
    main()
