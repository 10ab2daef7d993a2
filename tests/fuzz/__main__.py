"""The long fuzzing campaign: ``python -m tests.fuzz --inputs N``.

Runs N inputs from ``strategies.fuzz_inputs`` (generated files and corpus mutations)
through every operation of ``harness.survive``, never stopping at a problem: each input
that crashes or hangs is saved to ``--out`` (as ``<kind>-<n>.trf``) and the run ends
with the figures: inputs, problems by operation, CPU time per operation, peak memory
(also written to ``--out``/figures.txt every ``--every`` inputs, for a run cut short) and
the largest rise of that peak by one input (an input raising it by more than
``--memory-note`` MB is saved too, as ``memory-<digest>.trf``).
The exit code is 1 if any problem was found.

    python -m tests.fuzz --inputs 100000 --seed 1 --out fuzz-found --workers 2

``--workers N`` splits the inputs over N processes (seeds ``seed``, ``seed + 1``, ...;
each saves into ``--out``/worker-K) and prints the merged figures.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import re
import subprocess
import sys
import time
from collections import Counter, defaultdict
from pathlib import Path

from hypothesis import HealthCheck, Phase, given, seed, settings

from tests.fuzz.harness import survive
from tests.fuzz.operations import peak_rss_mb
from tests.fuzz.strategies import fuzz_inputs


def main(argv: list[str] | None = None) -> int:
    """Run the campaign; print the figures; 1 if a problem was found."""
    parser = argparse.ArgumentParser(prog="python -m tests.fuzz", description=__doc__)
    parser.add_argument("--inputs", type=int, default=1000, help="inputs to run")
    parser.add_argument("--seed", type=int, default=0, help="Hypothesis seed")
    parser.add_argument("--budget", type=float, default=10.0, help="CPU seconds per operation")
    parser.add_argument("--no-check", action="store_true", help="skip the audit (check)")
    parser.add_argument("--out", type=Path, default=Path("fuzz-found"), help="reproducers")
    parser.add_argument("--every", type=int, default=500, help="progress line every N inputs")
    parser.add_argument("--workers", type=int, default=1, help="processes (seeds seed, seed+1...)")
    parser.add_argument(
        "--memory-note", type=float, default=100.0, help="save inputs raising the peak by MB"
    )
    args = parser.parse_args(argv)
    if args.workers > 1:
        return _split(args)

    counts: Counter[str] = Counter()
    problems: Counter[str] = Counter()
    cpu: defaultdict[str, list[float]] = defaultdict(list)
    rises = {"largest": 0.0}
    started = time.monotonic()

    @seed(args.seed)
    @settings(
        max_examples=args.inputs,
        deadline=None,
        database=None,
        phases=(Phase.generate,),
        suppress_health_check=list(HealthCheck),
    )
    @given(fuzz_inputs())
    def campaign(data: bytes) -> None:
        before = peak_rss_mb()
        report = survive(data, budget=args.budget, check=not args.no_check)
        counts["inputs"] += 1
        rise = peak_rss_mb() - before  # how far this input raised the process's peak
        if rise > rises["largest"]:
            rises["largest"] = rise
        if rise > args.memory_note:
            _save(args.out, f"memory: peak rose {rise:.0f} MB", data)
        for name, seconds in report.seconds.items():
            cpu[name].append(seconds)
        for problem in report.problems:
            key = re.sub(r"\d+", "N", problem.split(" (")[0])[:100]  # one kind, any player
            problems[key] += 1
            if problems[key] <= 3:
                _save(args.out, problem, data)
        if counts["inputs"] % args.every == 0:
            print(_progress(counts["inputs"], problems, started), flush=True)
            args.out.mkdir(parents=True, exist_ok=True)
            figures = _figures(counts["inputs"], problems, cpu, started)
            (args.out / "figures.txt").write_text(figures + "\n")

    campaign()
    print(_figures(counts["inputs"], problems, cpu, started))
    print(f"largest rise of the peak memory by one input: {rises['largest']:.0f} MB")
    args.out.mkdir(parents=True, exist_ok=True)
    raw = {
        "inputs": counts["inputs"],
        "wall": time.monotonic() - started,
        "peak_mb": peak_rss_mb(),
        "largest_rise_mb": rises["largest"],
        "problems": dict(problems),
        "cpu": {k: [len(v), sum(v), max(v)] for k, v in cpu.items()},
    }
    (args.out / "figures.json").write_text(json.dumps(raw))
    return 1 if problems else 0


def _split(args: argparse.Namespace) -> int:
    """Run the campaign in ``args.workers`` processes and print the merged figures."""
    started = time.monotonic()
    share = -(-args.inputs // args.workers)
    children = []
    for k in range(args.workers):
        command = [sys.executable, "-m", "tests.fuzz", "--inputs", str(share)]
        command += ["--seed", str(args.seed + k), "--budget", str(args.budget)]
        command += ["--out", str(args.out / f"worker-{k}"), "--every", str(args.every)]
        command += ["--no-check"] if args.no_check else []
        children.append(subprocess.Popen(command))
    for child in children:
        child.wait()
    inputs, peak, rise = 0, 0.0, 0.0
    problems: Counter[str] = Counter()
    cpu: dict[str, list[float]] = {}
    for k in range(args.workers):
        raw = json.loads((args.out / f"worker-{k}" / "figures.json").read_text())
        inputs += raw["inputs"]
        peak = max(peak, raw["peak_mb"])
        rise = max(rise, raw["largest_rise_mb"])
        problems.update(raw["problems"])
        for name, (runs, total, top) in raw["cpu"].items():
            old = cpu.get(name, [0, 0.0, 0.0])
            cpu[name] = [old[0] + runs, old[1] + total, max(old[2], top)]
    head = (
        f"inputs: {inputs} in {args.workers} processes; wall time "
        f"{time.monotonic() - started:.0f} s; peak memory of one process {peak:.0f} MB; "
        f"largest rise of that peak by one input {rise:.0f} MB"
    )
    text = _table(head, problems, {k: (int(v[0]), v[1], v[2]) for k, v in cpu.items()})
    print(text)
    (args.out / "figures.txt").write_text(text + "\n")
    return 1 if problems else 0


def _save(folder: Path, problem: str, data: bytes) -> None:
    folder.mkdir(parents=True, exist_ok=True)
    digest = hashlib.sha1(data).hexdigest()[:10]
    kind = next((k for k in ("hang", "memory") if k in problem), "crash")
    (folder / f"{kind}-{digest}.trf").write_bytes(data)
    with (folder / "problems.txt").open("a") as log:
        log.write(f"{kind}-{digest}.trf\t{problem}\n")


def _progress(n: int, problems: Counter[str], started: float) -> str:
    return f"{n} inputs, {sum(problems.values())} problems, {time.monotonic() - started:.0f} s"


def _figures(n: int, problems: Counter[str], cpu: dict[str, list[float]], started: float) -> str:
    head = (
        f"inputs: {n}; wall time {time.monotonic() - started:.0f} s; "
        f"peak memory {peak_rss_mb():.0f} MB"
    )
    return _table(head, problems, {k: (len(v), sum(v), max(v)) for k, v in cpu.items()})


def _table(head: str, problems: Counter[str], cpu: dict[str, tuple[int, float, float]]) -> str:
    """The figures: ``head``, the problems by kind, and runs, mean and max CPU per operation."""
    lines = [head, f"problems: {sum(problems.values())}"]
    lines += [f"  {count:6}  {text}" for text, count in problems.most_common()]
    lines.append("CPU per operation (s): runs, mean, max")
    for name, (runs, total, top) in sorted(cpu.items()):
        lines.append(f"  {name:15} {runs:7} {total / runs:8.4f} {top:8.3f}")
    return "\n".join(lines)


if __name__ == "__main__":
    sys.exit(main())
