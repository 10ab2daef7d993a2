"""Load on ``trfcheck serve``, on loopback only: N concurrent uploads of a small file and M
of a 1000-player file to ``/api/check``, every answer compared with the command line's
output for the same file; prints the count of correct answers, p50/p95 latency, throughput,
and the peak memory of the server and its audits (sampled from /proc).

Bounded in count and time: ``--small`` (default 200) and ``--large`` (default 20) requests,
at most ``--concurrency`` in flight, each with a timeout; the server is started on a free
loopback port and stopped at the end. Run from the repository:
``python benchmarks/serve_load.py [--workers N]`` (docs/serve.md, "Load").
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))

from tests.web.server import running_server  # noqa: E402

SMALL = REPO / "fixtures" / "example.trf"
LARGE = REPO / "fixtures" / "generated" / "bbpPairings-dutch" / "dutch-large-1000.trf"


def expected(source: Path) -> bytes:
    """What ``trfcheck check NAME --format json`` prints, in a folder of its own."""
    with tempfile.TemporaryDirectory() as folder:
        (Path(folder) / source.name).write_bytes(source.read_bytes())
        done = subprocess.run(
            [sys.executable, "-m", "trfcheck", "check", source.name, "--format=json"],
            cwd=folder,
            capture_output=True,
            check=False,
        )
        return done.stdout


def tree_rss(root: int) -> int:
    """Resident bytes of ``root`` and its children."""
    total = 0
    for entry in os.listdir("/proc"):
        if not entry.isdigit():
            continue
        try:
            with open(f"/proc/{entry}/stat") as stat:
                fields = stat.read().rsplit(")", 1)[1].split()
        except OSError:
            continue
        if int(entry) == root or int(fields[1]) == root:
            total += int(fields[21]) * os.sysconf("SC_PAGE_SIZE")
    return total


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    ap.add_argument("--small", type=int, default=200)
    ap.add_argument("--large", type=int, default=20)
    ap.add_argument("--concurrency", type=int, default=50)
    ap.add_argument("--workers", type=int, default=os.cpu_count() or 1)
    args = ap.parse_args()
    answers = {SMALL: expected(SMALL), LARGE: expected(LARGE)}
    jobs = [SMALL] * args.small + [LARGE] * args.large
    queue = str(len(jobs))  # every request may wait: none is refused
    with running_server(
        "--workers", str(args.workers), "--queue", queue, "--timeout", "300"
    ) as server:
        peak = 0
        stop = threading.Event()

        def sample() -> None:
            nonlocal peak
            while not stop.is_set():
                peak = max(peak, tree_rss(server.process.pid))
                time.sleep(0.05)

        sampler = threading.Thread(target=sample)
        sampler.start()

        def one(source: Path) -> tuple[Path, float, bool]:
            start = time.perf_counter()
            answer = server.upload("/api/check", source.name, source.read_bytes(), timeout=600)
            ok = answer.status == 200 and answer.body == answers[source]
            return source, time.perf_counter() - start, ok

        began = time.perf_counter()
        with ThreadPoolExecutor(args.concurrency) as pool:
            results = list(pool.map(one, jobs))
        elapsed = time.perf_counter() - began
        stop.set()
        sampler.join()
    print(f"trfcheck serve, {args.workers} workers, {args.concurrency} requests in flight")
    for source, label in ((SMALL, "small"), (LARGE, "1000 players")):
        times = sorted(t for s, t, _ in results if s == source)
        correct = sum(ok for s, _, ok in results if s == source)
        if times:
            p95 = times[min(len(times) - 1, int(0.95 * len(times)))]
            print(
                f"  {label:>12}: {correct}/{len(times)} correct, "
                f"p50 {statistics.median(times):.2f} s, p95 {p95:.2f} s"
            )
    print(f"  throughput: {len(results) / elapsed:.1f} requests/s ({elapsed:.1f} s in all)")
    print(f"  peak memory of the server and its audits: {peak / 2**20:.0f} MiB")
    print(
        json.dumps({"lost": len(jobs) - len(results), "wrong": sum(not ok for *_, ok in results)})
    )


if __name__ == "__main__":
    main()
