"""Time the Lim engine on one round of a 1000-player tournament (issue 6: bar 2 s).

Plays rounds 1..R-1 with random results (seeded), then times the pairing of round R and
prints seconds and peak memory (tracemalloc) for that round. Run from the repository:

    python benchmarks/lim.py                 # 1000 players, round 6 of 9
    python benchmarks/lim.py --players 2000 --round 9 --maxi
"""

from __future__ import annotations

import argparse
import random
import time
import tracemalloc
from dataclasses import replace

from trfcheck.pairers.base import RoundPairing
from trfcheck.pairers.lim import LimSystem
from trfcheck.trf.model import Colour, Player, ResultCode, RoundEntry, Tournament


def _field(rng: random.Random, n: int, rounds: int) -> Tournament:
    ratings = sorted((rng.randint(1000, 2700) for _ in range(n)), reverse=True)
    players = tuple(Player(start_rank=i + 1, rating=r) for i, r in enumerate(ratings))
    return Tournament(players=players, total_rounds=rounds, initial_colour=Colour.WHITE)


def _play(t: Tournament, pairing: RoundPairing, rng: random.Random) -> Tournament:
    rows: dict[int, RoundEntry] = {}
    for b in pairing.boards:
        x = rng.random()
        rw, rb = (
            (ResultCode.WIN, ResultCode.LOSS)
            if x < 0.4
            else (ResultCode.DRAW, ResultCode.DRAW)
            if x < 0.7
            else (ResultCode.LOSS, ResultCode.WIN)
        )
        rows[b.white] = RoundEntry(b.black, Colour.WHITE, rw)
        rows[b.black] = RoundEntry(b.white, Colour.BLACK, rb)
    for bye in pairing.byes:
        rows[bye.player] = RoundEntry(None, Colour.NONE, bye.kind)
    players = tuple(p.with_entry(pairing.round_no, rows[p.start_rank]) for p in t.players)
    return replace(t, players=players)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--players", type=int, default=1000)
    ap.add_argument("--round", type=int, default=6)
    ap.add_argument("--rounds", type=int, default=9)
    ap.add_argument("--maxi", action="store_true")
    ap.add_argument("--seed", type=int, default=1)
    a = ap.parse_args()
    rng = random.Random(a.seed)
    system = LimSystem(a.maxi)
    t = _field(rng, a.players, a.rounds)
    for r in range(1, a.round):
        t = _play(t, system.pair(t, r), rng)
    tracemalloc.start()
    start = time.perf_counter()
    pairing = system.pair(t, a.round)
    seconds = time.perf_counter() - start
    _, peak = tracemalloc.get_traced_memory()
    tracemalloc.stop()
    start = time.perf_counter()
    system.pair(t, a.round)
    plain = time.perf_counter() - start
    print(
        f"lim: {a.players} players, round {a.round}: {len(pairing.boards)} boards, "
        f"{plain:.3f} s ({seconds:.3f} s under tracemalloc), peak {peak / 2**20:.1f} MiB"
    )


if __name__ == "__main__":
    main()
