"""Read and write a 2000-player, 13-round TRF; print seconds and peak memory.

Not a test: run ``python benchmarks/io.py``. Target: read in < 0.5 s.
The file is made in memory: a round-robin-like schedule where in round r player
i meets i + r (mod n), white to the lower number, results cycling 1 / = / 0.
"""

from __future__ import annotations

import time
import tracemalloc
from collections.abc import Callable
from typing import TypeVar

from trfcheck.trf import dumpb, parse
from trfcheck.trf.load import load

PLAYERS = 2000
ROUNDS = 13
T = TypeVar("T")
_OUTCOMES = (("1", "0", 10, 0), ("=", "=", 5, 5), ("0", "1", 0, 10))


def make_trf(players: int = PLAYERS, rounds: int = ROUNDS) -> bytes:
    """A consistent TRF16 text with ``players`` players and ``rounds`` complete rounds."""
    blocks: dict[int, list[str]] = {i: [] for i in range(1, players + 1)}
    points = dict.fromkeys(blocks, 0)
    for r in range(1, rounds + 1):
        half = players // 2
        for k in range(half):
            white = (k + r) % players + 1
            black = (k + r + half) % players + 1
            outcome = _OUTCOMES[(k + r) % 3]
            blocks[white].append(f"{black:>4} w {outcome[0]}")
            blocks[black].append(f"{white:>4} b {outcome[1]}")
            points[white] += outcome[2]
            points[black] += outcome[3]
    lines = ["012 Benchmark Open", "022 Nowhere", "042 2026/01/01", f"XXR {rounds}"]
    for i in range(1, players + 1):
        static = (
            f"001 {i:>4} m    {f'Player {i:04d}, Test':<33} {2800 - i // 2:>4} FID "
            f"{100000 + i:>11} 1990/01/01 {points[i] // 10:>2}.{points[i] % 10} {i:>4}  "
        )
        lines.append(static + "  ".join(blocks[i]))
    return ("\r\n".join(lines) + "\r\n").encode()


def timed(label: str, action: Callable[[], T]) -> T:
    """Best wall time of 3 runs (without tracemalloc, which slows Python down), then the peak."""
    seconds = float("inf")
    for _ in range(3):
        start = time.perf_counter()
        value = action()
        seconds = min(seconds, time.perf_counter() - start)
    tracemalloc.start()
    action()
    _, peak = tracemalloc.get_traced_memory()
    tracemalloc.stop()
    print(f"{label:<28} {seconds:7.3f} s   peak {peak / 1e6:7.1f} MB")
    return value


def main() -> None:
    """Print the figures; the read includes parsing, decoding and every load-time check."""
    data = make_trf()
    print(f"{PLAYERS} players, {ROUNDS} rounds, {len(data) / 1e6:.2f} MB")
    parse(data)  # build and cache the Lark parser outside the timings
    doc = timed("parse", lambda: parse(data, "bench.trf"))
    loaded = timed("load (with checks)", lambda: load(doc))
    timed("read = parse + load", lambda: load(parse(data, "bench.trf")))
    assert not loaded.errors, loaded.errors[:3]
    out = timed("write unchanged (dumpb)", lambda: dumpb(loaded.tournament, doc))
    assert out == data
    t = loaded.tournament.truncated(ROUNDS - 1)
    timed("write with a changed round", lambda: dumpb(t, doc))


if __name__ == "__main__":
    main()
