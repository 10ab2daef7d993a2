"""Compare the Lim engine with pairing-core's ``lim-2026`` ruleset (development only).

pairing-core is a reference engine outside the project (``/work/tools/pair-pc``); it is
never a dependency. Random small tournaments are played with trfcheck's engine; before each
round the history is written as TRF and paired by both. Prints one line per disagreement
(round, what differs) and a summary; the write-up is docs/lim-vs-pairing-core.md.

    python benchmarks/lim_vs_pairing_core.py --count 200 --out /tmp/lim-pc
"""

from __future__ import annotations

import argparse
import random
import subprocess
import sys
from dataclasses import replace
from pathlib import Path

from trfcheck.pairers.base import NoValidPairing, RoundPairing
from trfcheck.pairers.lim import LimSystem
from trfcheck.trf import dumps
from trfcheck.trf.model import Colour, Player, ResultCode, RoundEntry, Tournament

PAIR_PC = "/work/tools/pair-pc"


def _field(rng: random.Random, n: int, rounds: int) -> Tournament:
    ratings = sorted((rng.randint(1400, 2400) for _ in range(n)), reverse=True)
    players = tuple(
        Player(start_rank=i + 1, name=f"P{i + 1}", rating=r) for i, r in enumerate(ratings)
    )
    colour = Colour.WHITE if rng.random() < 0.5 else Colour.BLACK
    return Tournament(players=players, total_rounds=rounds, initial_colour=colour)


def _play(t: Tournament, pairing: RoundPairing, rng: random.Random) -> Tournament:
    rows: dict[int, RoundEntry] = {}
    for b in pairing.boards:
        x = rng.random()
        if x < 0.4:
            rw, rb = ResultCode.WIN, ResultCode.LOSS
        elif x < 0.7:
            rw, rb = ResultCode.DRAW, ResultCode.DRAW
        else:
            rw, rb = ResultCode.LOSS, ResultCode.WIN
        rows[b.white] = RoundEntry(b.black, Colour.WHITE, rw)
        rows[b.black] = RoundEntry(b.white, Colour.BLACK, rb)
    for bye in pairing.byes:
        rows[bye.player] = RoundEntry(None, Colour.NONE, bye.kind)
    players = tuple(p.with_entry(pairing.round_no, rows[p.start_rank]) for p in t.players)
    return replace(t, players=players)


def _ours(p: RoundPairing) -> tuple[set[tuple[int, int]], int | None]:
    return {(b.white, b.black) for b in p.boards}, p.pab


def _theirs(path: Path, maxi: bool) -> tuple[set[tuple[int, int]], int | None] | str:
    cmd = [PAIR_PC, str(path), "--ruleset", "lim-2026"] + (["--maxi"] if maxi else [])
    run = subprocess.run(cmd, capture_output=True, text=True, timeout=120)
    if run.returncode != 0:
        return f"pairing-core exit {run.returncode}: {run.stderr.strip()[-200:]}"
    boards: set[tuple[int, int]] = set()
    pab = None
    for line in run.stdout.split("\n"):
        parts = line.split()
        if len(parts) != 2:
            continue
        w, b = int(parts[0]), int(parts[1])
        if b == 0:
            pab = w
        else:
            boards.add((w, b))
    return boards, pab


def _describe(
    ours: tuple[set[tuple[int, int]], int | None], theirs: tuple[set[tuple[int, int]], int | None]
) -> str:
    mine = {frozenset(b) for b in ours[0]}
    other = {frozenset(b) for b in theirs[0]}
    if ours[1] != theirs[1]:
        return f"PAB {ours[1]} vs {theirs[1]}"
    if mine != other:
        a = sorted(tuple(sorted(x)) for x in mine - other)
        b = sorted(tuple(sorted(x)) for x in other - mine)
        return f"pairs {a} vs {b}"
    flips = sorted(b for b in ours[0] if b not in theirs[0])
    return f"colours {flips} (ours white first)"


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--count", type=int, default=200)
    ap.add_argument("--seed", type=int, default=6)
    ap.add_argument("--out", default="/tmp/lim-vs-pc")
    a = ap.parse_args()
    out = Path(a.out)
    out.mkdir(parents=True, exist_ok=True)
    rng = random.Random(a.seed)
    rounds = agree = differ = errors = 0
    for k in range(a.count):
        n = rng.randint(6, 16)
        total = rng.randint(4, 7)
        maxi = k % 2 == 1
        t = _field(rng, n, total)
        engine = LimSystem(maxi)
        for r in range(1, total + 1):
            try:
                ours = engine.pair(t, r)
            except NoValidPairing:
                break
            path = out / f"t{k:03d}_r{r}.trf"
            path.write_text(dumps(t))
            theirs = _theirs(path, maxi)
            rounds += 1
            if isinstance(theirs, str):
                errors += 1
                print(f"t{k:03d} r{r} n={n} maxi={maxi}: {theirs}")
            elif theirs == _ours(ours):
                agree += 1
                path.unlink()
            else:
                differ += 1
                print(f"t{k:03d} r{r} n={n} maxi={maxi}: {_describe(_ours(ours), theirs)}")
            t = _play(t, ours, rng)
        sys.stdout.flush()
    print(
        f"tournaments {a.count}, rounds {rounds}: agree {agree}, differ {differ}, errors {errors}"
    )


if __name__ == "__main__":
    main()
