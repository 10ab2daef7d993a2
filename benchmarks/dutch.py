"""Pair Dutch rounds of 1000, 2000 and 5000-player tournaments; print wall, CPU, peak memory.

Not a test: run ``python benchmarks/dutch.py`` (every case: rounds 2, 3 and 8 at 1000,
2000 and 5000 players, without and with Baku acceleration, then ``trfcheck check`` of the
public 1000-player tournament and a whole ``trfcheck pair`` process at 1000 players).
Options: ``--sizes 1000,2000``, ``--rounds 2,3,9``, ``--baku off|on|both``, ``--no-check``,
``--no-process``, ``--case N,R,BAKU`` (one case, in this process), ``--joint`` (with
``--case``: the look-ahead of C8 settled by neither the exact test nor the proof that the
remainder's own candidate is best, so that a remainder solved with the next scoregroup
goes through the windows of ``pairers/dutch/joint.py``). The tournaments have 9
rounds: Baku acceleration (C.04.7) changes the pairing scores of the first rounds only,
and round 9 (the last) has topscorers.

Each case runs in its own process, so that its peak memory is its own: ``peak`` is the
process's maximum resident set size (the interpreter, the tournament and the pairing;
the matching core's C memory included), ``+pair`` how much the pairing raised it. CPU time
is the steadier figure on a shared machine. Targets: any round at 1000 players under
1 s in-process and 1.5 s as a process; any round at 5000 players under 30 s and 1 GB.

The histories are made here by a simple seeded Swiss-like scheduler (players sorted by
score and rating, each paired with the next one it has not met; 30 % draws, results
drawn from the rating expectancy): realistic score groups and colour histories, without
depending on the engine under test. Round 2 then has a top score group of a third of the
field, round 3 groups of a fifth to a third.
"""

from __future__ import annotations

import argparse
import random
import resource
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from trfcheck.pairers.dutch import DutchSystem, bracket, completion
from trfcheck.ruleset import PairingEdition
from trfcheck.trf import dumps, read_file
from trfcheck.trf.model import Colour, Player, ResultCode, RoundEntry, Tournament
from trfcheck.verify.replay import replay

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures"
LARGE = FIXTURES / "generated" / "bbpPairings-dutch" / "dutch-large-1000.trf"


def history(players: int, rounds: int, seed: int = 1, total: int | None = None) -> Tournament:
    """``rounds`` rounds of a seeded Swiss-like schedule (not the FIDE rules), of a
    tournament of ``total`` rounds (default ``rounds + 2``)."""
    rng = random.Random(seed)
    ratings = sorted((rng.randint(1400, 2700) for _ in range(players)), reverse=True)
    score = [0] * players
    met: list[set[int]] = [set() for _ in range(players)]
    blocks: list[list[RoundEntry]] = [[] for _ in range(players)]
    for _ in range(rounds):
        order = sorted(range(players), key=lambda i: (-score[i], i))
        free = list(order)
        while len(free) > 1:
            a = free.pop(0)
            b = next((x for x in free if x not in met[a]), free[0])
            free.remove(b)
            met[a].add(b)
            met[b].add(a)
            white, black = (a, b) if len(blocks[a]) % 2 == 0 else (b, a)
            expect = 1 / (1 + 10 ** ((ratings[black] - ratings[white]) / 400))
            draw = rng.random() < 0.3
            won = rng.random() < expect
            rw, rb = (
                (ResultCode.DRAW, ResultCode.DRAW)
                if draw
                else (
                    (ResultCode.WIN, ResultCode.LOSS) if won else (ResultCode.LOSS, ResultCode.WIN)
                )
            )
            score[white] += 5 if draw else 10 * won
            score[black] += 5 if draw else 10 * (not won)
            blocks[white].append(RoundEntry(black + 1, Colour.WHITE, rw))
            blocks[black].append(RoundEntry(white + 1, Colour.BLACK, rb))
        for a in free:
            blocks[a].append(RoundEntry(None, Colour.NONE, ResultCode.PAB))
            score[a] += 10
    people = tuple(
        Player(i + 1, name=f"Player {i + 1}", rating=ratings[i], rounds=tuple(blocks[i]))
        for i in range(players)
    )
    return Tournament(people, total_rounds=total or rounds + 2, initial_colour=Colour.WHITE)


def _peak_mib() -> float:
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024  # KiB on Linux


TOTAL = 9  # rounds of the benchmark tournaments (a 9-round open)


def run_case(players: int, round_no: int, baku: bool, joint: bool = False) -> None:
    """Pair ``round_no`` after ``round_no - 1`` rounds of history; print one line."""
    if joint:
        completion.EXACT_LOOKAHEAD = False
        bracket.PROOF = False
    t = history(players, round_no - 1, total=max(TOTAL, round_no))
    engine = DutchSystem(PairingEdition.R2026, baku=baku)
    before = _peak_mib()
    start, cpu = time.perf_counter(), time.process_time()
    engine.pair(t, round_no)
    wall, cpu = time.perf_counter() - start, time.process_time() - cpu
    peak = _peak_mib()
    label = f"Dutch 2026: {players} players, round {round_no}{', Baku' if baku else ''}"
    label += ", joint" if joint else ""
    print(
        f"{label:<44} cpu {cpu:7.2f} s   wall {wall:7.2f} s   "
        f"peak {peak:7.1f} MiB (+pair {peak - before:6.1f})",
        flush=True,
    )


def run_process(players: int, round_no: int) -> None:
    """A whole ``trfcheck pair`` process (start-up, reading, pairing, writing); run from a
    process of its own, so that the children's peak memory is that process's."""
    t = history(players, round_no - 1, total=max(TOTAL, round_no))
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / f"bench-{players}-{round_no}.trf"
        path.write_text(dumps(t), encoding="utf-8")
        argv = [sys.executable, "-m", "trfcheck", "pair", str(path), "--round", str(round_no)]
        before = resource.getrusage(resource.RUSAGE_CHILDREN)
        start = time.perf_counter()
        done = subprocess.run(argv, capture_output=True, text=True, check=False)
        wall = time.perf_counter() - start
        after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = after.ru_utime + after.ru_stime - before.ru_utime - before.ru_stime
    label = f"trfcheck pair: {players} players, round {round_no}"
    status = "" if done.returncode == 0 else f"   exit {done.returncode}: {done.stderr[-200:]}"
    print(
        f"{label:<44} cpu {cpu:7.2f} s   wall {wall:7.2f} s   "
        f"peak {after.ru_maxrss / 1024:7.1f} MiB{status}",
        flush=True,
    )


def main() -> None:
    """Print the figures."""
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--sizes", default="1000,2000,5000")
    parser.add_argument("--rounds", default="2,3,8")
    parser.add_argument("--baku", choices=["off", "on", "both"], default="both")
    parser.add_argument("--no-check", action="store_true")
    parser.add_argument("--no-process", action="store_true")
    parser.add_argument("--case", help="N,R,BAKU: one case in this process (0/1 for BAKU)")
    parser.add_argument("--process-case", help="N,R: one trfcheck pair process")
    parser.add_argument("--joint", action="store_true", help="with --case: time the windows")
    args = parser.parse_args()
    if args.case:
        n, r, b = (int(x) for x in args.case.split(","))
        run_case(n, r, bool(b), args.joint)
        return
    if args.process_case:
        n, r = (int(x) for x in args.process_case.split(","))
        run_process(n, r)
        return
    bakus = {"off": [0], "on": [1], "both": [0, 1]}[args.baku]
    rounds = [int(x) for x in args.rounds.split(",")]
    for n in (int(x) for x in args.sizes.split(",")):
        for r in rounds:
            for b in bakus:
                argv = [sys.executable, __file__, "--case", f"{n},{r},{b}"]
                subprocess.run(argv, check=False)
    if not args.no_process:
        for r in rounds:
            subprocess.run([sys.executable, __file__, "--process-case", f"1000,{r}"], check=False)
    if not args.no_check and LARGE.exists():
        engine = DutchSystem(PairingEdition.R2026)
        t = read_file(LARGE).tournament
        start, cpu = time.perf_counter(), time.process_time()
        checked = replay(t, engine)
        wall, cpu = time.perf_counter() - start, time.process_time() - cpu
        bad = sum(not x.ok for x in checked)
        print(
            f"{'re-pair all rounds of ' + LARGE.name:<44} cpu {cpu:7.2f} s   wall {wall:7.2f} s"
            f"   {len(checked)} rounds, {bad} discrepant",
            flush=True,
        )


if __name__ == "__main__":
    main()
