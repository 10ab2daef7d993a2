"""``trfcheck endorse`` speed: tournaments per second for generation, checking, candidate
calls and the whole harness, and the extrapolation to the 50,000-tournament self-run.

Not a test: run ``python benchmarks/endorse.py [--count 20] [--system dutch] [--jobs 1]``.
Every figure is CPU time (user + system, the candidate's processes included), which a
shared machine does not inflate the way it inflates wall time; wall times are printed
beside them. The parts:

1. generation: ``generate`` in this process (direction A's first step);
2. checking: ``audit`` of each generated file in this process (direction B's check);
3. start-up of one candidate call: ``python -c pass``, ``python -X importtime``'s total for
   the test candidate's imports, ``python -m trfcheck --help``;
4. the harness, trfcheck as its own candidate: direction A through the test candidate
   script (``tests/endorse/candidate.py``, one process per round) and through
   ``python -m trfcheck pair ... --format trf`` (the full command line), direction B
   through the candidate script's generator; in direction A the harness's own work is its
   process's CPU minus the generation of part 1 (the same seeds);
5. both directions through the persistent candidate (``endorse serve``), one worker;
6. with ``--self-run N``: the 50,000-tournament self-run on N tournaments per
   direction, ``--jobs 2`` at least, timed by the wall clock (the candidate servers are
   grandchildren, whose CPU no clock here sees).

Every part prints which build of trfcheck it timed: the Python modules, or the compiled
build (``TRFCHECK_COMPILE=1 pip install .``, setup.py), which the endorsement runs use.

The 50,000 extrapolation is CPU seconds per tournament x 50,000 / cores: what an
otherwise idle machine with that many cores would need, never a measured wall time.
"""

from __future__ import annotations

import argparse
import os
import resource
import shlex
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from trfcheck.endorse import Direction, RunSettings, Templates, run
from trfcheck.generator import Config, generate, with_settings
from trfcheck.ruleset import Overrides, resolve
from trfcheck.trf import read
from trfcheck.verify.audit import audit_tournament

ROOT = Path(__file__).resolve().parents[1]
CANDIDATE = ROOT / "tests" / "endorse" / "candidate.py"
PY = shlex.quote(sys.executable)


#: trfcheck as its own persistent candidate (parts 5 and 6).
SERVE = f"{PY} -m trfcheck endorse serve"
_TRF = f"{PY} -m trfcheck"
SERVED = {
    "5a. A + B, persistent candidate, pair per round": Templates(
        pair=f"{_TRF} pair {{in}} --system {{system}} --format trf -o {{out}}",
        generate=f"{_TRF} generate --config {{config}} --seed {{seed}} -o {{dir}}",
        output="trf",
    ),
    "5b. A + B, persistent candidate, check per file": Templates(
        check=f"{_TRF} check {{in}} --system {{system}} --quiet",
        generate=f"{_TRF} generate --config {{config}} --seed {{seed}} -o {{dir}}",
    ),
}


def _served(system: str, count: int, templates: Templates) -> RunSettings:
    """Both directions of default-size tournaments, the candidate's generator told the same
    sizes (its config file)."""
    return RunSettings(
        system=system,
        count=count,
        templates=templates,
        rtg_settings=(("players", "16-64"), ("rounds", "5-9")),
        candidate_config="players = 16-64\nrounds = 5-9\nformat = trf26\n",
    )


def _cpu_self() -> float:
    r = resource.getrusage(resource.RUSAGE_SELF)
    return r.ru_utime + r.ru_stime


def _cpu_children() -> float:
    r = resource.getrusage(resource.RUSAGE_CHILDREN)
    return r.ru_utime + r.ru_stime


class Clock:
    """Wall, own CPU and children's CPU seconds of a block."""

    def __enter__(self) -> Clock:
        self.wall, self.own, self.kids = time.perf_counter(), _cpu_self(), _cpu_children()
        return self

    def __exit__(self, *_: object) -> None:
        self.wall = time.perf_counter() - self.wall
        self.own = _cpu_self() - self.own
        self.kids = _cpu_children() - self.kids

    @property
    def cpu(self) -> float:
        return self.own + self.kids


def _row(name: str, count: int, unit: str, clock: Clock) -> None:
    rate = count / clock.cpu if clock.cpu else float("inf")
    print(
        f"{name:<46} {count:>5} {unit:<12} {clock.cpu:8.2f} s CPU {clock.wall:8.2f} s wall "
        f"{rate:8.2f} {unit}/CPU-s  {1000 * clock.cpu / count:8.1f} ms CPU each"
    )


def _startup(argv: list[str], times: int) -> Clock:
    with Clock() as clock:
        for _ in range(times):
            subprocess.run(argv, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=False)
    return clock


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--count", type=int, default=20)
    parser.add_argument("--system", default="dutch")
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument(
        "--self-run",
        type=int,
        default=0,
        metavar="N",
        help="also part 6: the self-run, N tournaments per direction (wall time)",
    )
    parser.add_argument("--self-run-only", action="store_true", help="part 6 alone")
    args = parser.parse_args()
    if args.self_run_only:
        _self_run(args.system, args.self_run or 1000, max(args.jobs, 2))
        return
    _parts(args)
    if args.self_run:
        _self_run(args.system, args.self_run, max(args.jobs, 2))


def build() -> str:
    """Which trfcheck this process (and the candidate servers it starts) imports."""
    import trfcheck
    from trfcheck.compiled import is_compiled

    kind = "compiled (mypyc)" if is_compiled() else "Python"
    return f"{kind} build of trfcheck in {Path(trfcheck.__file__).parent}"


def _self_run(system: str, n: int, jobs: int) -> None:
    """Part 6: the self-run on a smaller count, timed by the wall clock: both
    directions, trfcheck as its own candidate through the persistent candidate
    (``endorse serve``) with ``check`` per file (direction A) and ``generate`` (B), in
    ``jobs`` workers. The 50,000 figure is this time scaled by 50,000 / N (the tournaments
    are independent), an extrapolation, not a measurement, unless N is 50,000 (the whole
    self-run). Progress goes to stderr."""
    settings = _served(system, n, SERVED["5b. A + B, persistent candidate, check per file"])
    print(
        f"6. self-run: {n} {system} tournaments per direction, --jobs {jobs}, persistent "
        f"candidate, check per file; load average {os.getloadavg()[0]:.1f}\n   {build()}"
    )
    step = max(1, 2 * n // 20)

    def progress(done: int, total: int) -> None:  # on stderr, every 5 %
        if done % step == 0 or done == total:
            print(f"   {done}/{total} after {time.perf_counter() - start:.0f} s", file=sys.stderr)

    with tempfile.TemporaryDirectory() as folder:
        start = time.perf_counter()
        summary = run(settings, Path(folder), jobs, progress=progress, server=SERVE)
        wall = time.perf_counter() - start
    assert summary["verdict"] == "pass", summary["discrepancies"]
    found = sum(d["discrepant_tournaments"] for d in summary["directions"].values())
    how = "measured" if n == 50000 else "extrapolated"
    print(
        f"   {2 * n} tournaments in {wall:.1f} s wall: {2 * n / wall:.1f} tournaments/s, "
        f"{found} discrepancies; 50,000 per direction: {wall * 50000 / n / 60:.1f} min "
        f"({how})"
    )


def _parts(args: argparse.Namespace) -> None:
    """Parts 1-5 (module notes)."""
    n, system = args.count, args.system
    print(
        f"trfcheck endorse benchmark: {system}, {n} default-size tournaments per part "
        f"(16-64 players, 5-9 rounds), load average {os.getloadavg()[0]:.1f} on "
        f"{os.cpu_count()} cores\n{build()}"
    )
    config = with_settings(Config(), [("system", system), ("format", "trf26")]).validate()

    with Clock() as gen:
        made = [generate(config, seed) for seed in range(1, n + 1)]
    rounds = sum(m.tournament.total_rounds or 0 for m in made)
    _row("1. generation (in-process)", n, "tournaments", gen)

    with Clock() as chk:
        for m in made:
            loaded = read(m.data)
            t = loaded.tournament
            audit_tournament(t, resolve(t, Overrides(system=system)), findings=loaded.findings)
    _row("2. checking (in-process audit)", n, "tournaments", chk)

    calls = 10
    _row(
        "3a. start-up: python -c pass",
        calls,
        "calls",
        _startup([sys.executable, "-c", "pass"], calls),
    )
    imports = (
        "import trfcheck.pairers.dutch, trfcheck.pairers.dubov, trfcheck.pairers.lim, trfcheck.trf"
    )
    _row(
        "3b. start-up: python + the candidate's imports",
        calls,
        "calls",
        _startup([sys.executable, "-c", imports], calls),
    )
    _row(
        "3c. start-up: python -m trfcheck --help",
        calls,
        "calls",
        _startup([sys.executable, "-m", "trfcheck", "--help"], calls),
    )

    variants = {
        "4a. harness A, candidate script": (
            f"{PY} {shlex.quote(str(CANDIDATE))} pair {{system}} {{in}} {{out}}",
            "javafo",
            None,
        ),
        "4b. harness A, python -m trfcheck pair": (
            f"{PY} -m trfcheck pair {{in}} --system {{system}} --format trf -o {{out}}",
            "trf",
            None,
        ),
        "4c. harness B, candidate script's generator": (
            None,
            "javafo",
            f"{PY} {shlex.quote(str(CANDIDATE))} generate {{system}} {{seed}} {{out}}"
            " cfg={config}",
        ),
    }
    per_tournament: dict[str, float] = {}
    for name, (pair, output, gen_template) in variants.items():
        direction = Direction.OURS_TO_CANDIDATE if pair else Direction.CANDIDATE_TO_OURS
        settings = RunSettings(
            system=system,
            count=n,
            templates=Templates(pair=pair, generate=gen_template, output=output),
            directions=(direction,),
            rtg_settings=(("players", "16-64"), ("rounds", "5-9")),
        )
        with tempfile.TemporaryDirectory() as folder, Clock() as clock:
            summary = run(settings, Path(folder), args.jobs)
        block = summary["directions"][direction.value]
        assert block["discrepant_tournaments"] == 0, summary["discrepancies"]
        _row(name, n, "tournaments", clock)
        per_tournament[name] = clock.cpu / n
        if pair:
            own = clock.own - gen.cpu  # the harness process: generation + its own work
            print(
                f"{'':<46} rounds {block['rounds']}, candidate calls "
                f"{1000 * clock.kids / block['rounds']:.0f} ms CPU each; harness's own work "
                f"{own:.2f} s CPU = {100 * own / clock.cpu:.1f} % of the run"
            )
        else:  # the check of the candidate's files is the harness process's main work here
            print(
                f"{'':<46} harness process {clock.own:.2f} s CPU (trfcheck's check of the "
                f"candidate's files included), candidate {clock.kids:.2f} s CPU"
            )

    for name, templates in SERVED.items():
        settings = _served(system, n, templates)
        with tempfile.TemporaryDirectory() as folder, Clock() as clock:
            summary = run(settings, Path(folder), 1, server=SERVE)
        assert summary["verdict"] == "pass", summary["discrepancies"]
        _row(name, n, "tournaments", clock)
        per_tournament[name] = clock.cpu / n

    print(f"\n{rounds} rounds in {n} tournaments ({rounds / n:.1f} per tournament)")
    both = (
        per_tournament["4a. harness A, candidate script"]
        + per_tournament["4c. harness B, candidate script's generator"]
    )
    both_cli = (
        per_tournament["4b. harness A, python -m trfcheck pair"]
        + per_tournament["4c. harness B, candidate script's generator"]
    )
    floor = (gen.cpu + chk.cpu) / n * 2
    for label, cpu in (
        ("A (script) + B", both),
        ("A (python -m trfcheck) + B", both_cli),
        ("A + B, persistent candidate, pair", per_tournament[next(iter(SERVED))]),
        ("A + B, persistent candidate, check", per_tournament[list(SERVED)[1]]),
        ("no candidate process at all (gen + check, both directions)", floor),
    ):
        total = cpu * 50000
        print(
            f"50,000-tournament self-run, {label}: {cpu:.2f} s CPU per tournament -> "
            f"{total / 3600:.1f} CPU-hours, {total / 2 / 60:.0f} min on 2 idle cores "
            f"(extrapolated, not measured)"
        )


if __name__ == "__main__":
    main()
