"""Time max_weight_matching on dense random graphs with ~3000-bit structured weights.

Prints one line per size and weight family: vertices, edges, then wall-clock and CPU seconds
of one call (C extension and/or pure Python); on a shared machine the CPU figure is the
steadier one. Families:

* ``fields``: about 20 criteria of 150 bits each, the high ones taking only a handful of
  values (shared by many edges), the lowest one random;
* ``ranked``: a few small criteria above a tail that prefers pairs by rank, the lower rank
  first (the shape of a pairing engine's "pair the top of the bracket first" criterion); the
  optimum then needs long alternating paths, the hard case for the blossom algorithm.

With ``--trf FILE --round R`` it instead pairs round R of a TRF with the Dutch engine and
times each matching call the engine makes.

    python benchmarks/matching.py                  # n = 100, 400, 1000, 2000
    python benchmarks/matching.py --python 100 400 # include the pure-Python fallback
    python benchmarks/matching.py --trf fixtures/generated/bbpPairings-dutch/\
dutch-large-1000.trf --round 2
"""

from __future__ import annotations

import argparse
import random
import time
from collections.abc import Callable
from typing import Any

from trfcheck.pairers.core import matching
from trfcheck.ruleset import PairingEdition

FIELDS = 20
FIELD_BITS = 150  # 20 x 150 = 3000 bits

Edges = list[tuple[int, int, int]]


def fields_graph(n: int, density: float, seed: int) -> Edges:
    """Edges of a random graph whose weights pack FIELDS criteria, most significant first."""
    rng = random.Random(seed)
    score = [rng.randint(0, 8) for _ in range(n)]  # score groups: few distinct values
    pref = [rng.randint(0, 2) for _ in range(n)]  # colour preferences
    edges = []
    for u in range(n):
        for v in range(u + 1, n):
            if rng.random() >= density:
                continue
            w = 1  # field 0: the pair may meet
            w = (w << FIELD_BITS) | (8 - abs(score[u] - score[v]))  # score difference
            w = (w << FIELD_BITS) | (pref[u] != pref[v])  # colour preferences compatible
            for _ in range(FIELDS - 4):  # further criteria: mostly equal, sometimes not
                w = (w << FIELD_BITS) | (rng.random() < 0.1) * rng.randint(1, 3)
            w = (w << FIELD_BITS) | rng.getrandbits(40)  # rank-based tail: all different
            edges.append((u, v, w))
    return edges


def ranked_graph(n: int, density: float, seed: int) -> Edges:
    """Edges whose weights put small criteria above a rank preference of about 3000 bits."""
    rng = random.Random(seed)
    k = max(1, 3000 // n)  # bits per rank position
    score = [rng.randint(0, 2) for _ in range(n)]
    edges = []
    for u in range(n):
        for v in range(u + 1, n):
            if rng.random() >= density:
                continue
            w = (1 << 8) | (4 - abs(score[u] - score[v]))  # may meet; score difference
            w = (w << 8) | (rng.random() < 0.5)  # colours
            w = (w << (k * n + 16)) | ((n - 1 - v) << (k * (n - 1 - u)))  # rank preference
            edges.append((u, v, w))
    return edges


FAMILIES: dict[str, Callable[[int, float, int], Edges]] = {
    "fields": fields_graph,
    "ranked": ranked_graph,
}


def time_one(n: int, edges: Edges, use_extension: bool) -> str:
    matching.USE_EXTENSION = use_extension
    wall, cpu = time.perf_counter(), time.process_time()
    matching.max_weight_matching(n, edges)
    wall, cpu = time.perf_counter() - wall, time.process_time() - cpu
    return f"{wall:8.3f} s wall {cpu:8.3f} s cpu"


def time_engine(path: str, round_no: int) -> None:
    """Pair one round with the Dutch engine, timing every matching call through the extension."""
    from trfcheck.pairers.dutch import DutchSystem
    from trfcheck.trf import read_file

    ext = matching._ext
    if ext is None:
        raise SystemExit("the C extension is not built")
    solver: Any = ext  # narrowed for the closures below
    calls: list[tuple[float, float, int, int, int, str]] = []

    def timed(name: str, n: int, describe: Callable[[], tuple[int, int]], call: Any) -> Any:
        wall, cpu = time.perf_counter(), time.process_time()
        result = call()
        wall, cpu = time.perf_counter() - wall, time.process_time() - cpu
        m, bits = describe()
        calls.append((cpu, wall, n, m, bits, name))
        return result

    class Timed:
        @staticmethod
        def solve(n: int, edges: Edges, check: bool) -> Any:
            return timed(
                "solve",
                n,
                lambda: (len(edges), max((w.bit_length() for *_, w in edges), default=0)),
                lambda: solver.solve(n, edges, check),
            )

        @staticmethod
        def solve_full(n: int, edges: Edges, check: bool) -> Any:
            return timed(
                "solve_full",
                n,
                lambda: (len(edges), max((w.bit_length() for *_, w in edges), default=0)),
                lambda: solver.solve_full(n, edges, check),
            )

        @staticmethod
        def solve_classes(n: int, cls: Any, table: Any, forbid: Any, *rest: Any) -> Any:
            # m: the k x k class table's size (the edges are built in C), then the extra edges
            extra = rest[2] if len(rest) > 2 else ()
            return timed(
                "classes",
                n,
                lambda: (len(table) + len(extra), max((w.bit_length() for w in table), default=0)),
                lambda: solver.solve_classes(n, cls, table, forbid, *rest),
            )

    matching._ext = Timed  # type: ignore[assignment]
    try:
        tournament = read_file(path).tournament
        DutchSystem(PairingEdition.R2026).pair(tournament, round_no)
    finally:
        matching._ext = ext
    print(f"{len(calls)} calls, {sum(c[0] for c in calls):.3f} s cpu in matching; slowest:")
    for cpu, wall, n, m, bits, name in sorted(calls, reverse=True)[:5]:
        print(f"{name:10s} n={n:5d}  m={m:8d}  {bits:5d} bits  {wall:8.3f} s wall {cpu:8.3f} s cpu")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("sizes", nargs="*", type=int, default=[100, 400, 1000, 2000])
    parser.add_argument("--density", type=float, default=0.9)
    parser.add_argument("--family", choices=[*FAMILIES, "all"], default="all")
    parser.add_argument("--python", action="store_true", help="also time the pure-Python path")
    parser.add_argument("--no-check", action="store_true", help="skip the certificate check")
    parser.add_argument("--trf", help="time the Dutch engine's matching calls on this file")
    parser.add_argument("--round", type=int, default=2, help="round to pair with --trf")
    args = parser.parse_args()
    matching.CHECK_CERTIFICATE = not args.no_check
    print(f"extension built: {matching.extension_available()}")
    if args.trf:
        time_engine(args.trf, args.round)
        return
    families = list(FAMILIES) if args.family == "all" else [args.family]
    for family in families:
        for n in args.sizes:
            edges = FAMILIES[family](n, args.density, n)
            cells = [f"{family:6s} n={n:5d}", f"m={len(edges):8d}"]
            if matching.extension_available():
                cells.append(f"C {time_one(n, edges, True)}")
            if args.python or not matching.extension_available():
                cells.append(f"Python {time_one(n, edges, False)}")
            print("  ".join(cells), flush=True)


if __name__ == "__main__":
    main()
