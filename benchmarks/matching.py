"""Time max_weight_matching on dense random graphs with ~3000-bit structured weights.

Prints one line per size: vertices, edges, then wall-clock and CPU seconds of one call (C
extension and/or pure Python); on a shared machine the CPU figure is the steadier one.
The weights imitate a pairing engine's packed criteria: about 20 fields of 150 bits each,
the high ones taking only a handful of values (shared by many edges), the lowest one random.

    python benchmarks/matching.py                  # n = 100, 400, 1000, 2000
    python benchmarks/matching.py --python 100 400 # include the pure-Python fallback
"""

from __future__ import annotations

import argparse
import random
import time

from trfcheck.pairers.core import matching

FIELDS = 20
FIELD_BITS = 150  # 20 x 150 = 3000 bits


def structured_graph(n: int, density: float, seed: int) -> list[tuple[int, int, int]]:
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


def time_one(n: int, edges: list[tuple[int, int, int]], use_extension: bool) -> str:
    matching.USE_EXTENSION = use_extension
    wall, cpu = time.perf_counter(), time.process_time()
    matching.max_weight_matching(n, edges)
    wall, cpu = time.perf_counter() - wall, time.process_time() - cpu
    return f"{wall:8.3f} s wall {cpu:8.3f} s cpu"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("sizes", nargs="*", type=int, default=[100, 400, 1000, 2000])
    parser.add_argument("--density", type=float, default=0.9)
    parser.add_argument("--python", action="store_true", help="also time the pure-Python path")
    parser.add_argument("--no-check", action="store_true", help="skip the certificate check")
    args = parser.parse_args()
    matching.CHECK_CERTIFICATE = not args.no_check
    print(f"extension built: {matching.extension_available()}")
    for n in args.sizes:
        edges = structured_graph(n, args.density, seed=n)
        cells = [f"n={n:5d}", f"m={len(edges):8d}"]
        if matching.extension_available():
            cells.append(f"C {time_one(n, edges, True)}")
        if args.python or not matching.extension_available():
            cells.append(f"Python {time_one(n, edges, False)}")
        print("  ".join(cells), flush=True)


if __name__ == "__main__":
    main()
