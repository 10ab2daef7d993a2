"""Time ``trfcheck norms`` on a 1000-player, 11-round file (target: 1 s, whole process).

Writes a generated tournament (``trfcheck generate``: Dutch 2026, ratings uniform 1800-2750,
byes, forfeits; seeded) to a temporary TRF-26 file, gives its players titles by rating (GM
from 2500, IM from 2400, FM from 2300, WGM/WIM for some women) and federations drawn from
twelve, so that many players are examined and the search of 1.4.1e/f runs; then times the
whole command in a fresh process (start-up, reading, the norms, the text) and the library
call alone, and prints the wall and CPU seconds and how many norms were examined and met.
Run from the repository:

    python benchmarks/norms.py                    # 1000 players, 11 rounds
    python benchmarks/norms.py --players 2000 --repeat 5
    python benchmarks/norms.py --file big.trf     # time an existing file instead
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from pathlib import Path

from whole_command import best_of, generated, run

from trfcheck.generator.config import RatingKind, Ratings
from trfcheck.ruleset import resolve
from trfcheck.titles import EventFacts, NormOptions, examine_norms
from trfcheck.trf import read_file
from trfcheck.trf.header import header_records
from trfcheck.trf.schedule import round_dates, time_control

FEDERATIONS = ("ENG", "GER", "FRA", "ESP", "NED", "USA", "POL", "SWE", "IND", "NOR", "FID", "ITA")


def main() -> None:
    run(__doc__, _generate, _time)


def _generate(args: argparse.Namespace, path: Path) -> None:
    text = generated(args, Ratings(RatingKind.UNIFORM, low=1800, high=2750)).decode("utf-8")
    path.write_text(_with_titles(text, random.Random(args.seed)), encoding="utf-8")


def _with_titles(text: str, rng: random.Random) -> str:
    """Titles by rating, a sex and a federation on every 001 line (columns 10-13, 54-56)."""
    lines = []
    for line in text.splitlines(keepends=True):
        if line.startswith("001") and len(line) > 56:
            rating = int(line[48:52]) if line[48:52].strip() else 0
            woman = rng.random() < 0.2
            title = "GM" if rating >= 2500 else "IM" if rating >= 2400 else ""
            title = title or ("FM" if rating >= 2300 else "")
            if woman and not title and rating >= 2100:
                title = "WGM" if rating >= 2250 else "WIM"
            sex = "w" if woman else "m"
            line = f"{line[:9]}{sex}{title:>3}{line[13:53]}{rng.choice(FEDERATIONS)}{line[56:]}"
        lines.append(line)
    return "".join(lines)


def _time(path: Path, repeat: int) -> None:
    loaded = read_file(path)
    t, doc = loaded.tournament, loaded.document
    event = EventFacts(header_records(doc), round_dates(doc), time_control(doc))
    best, report = float("inf"), None
    for _ in range(repeat):
        started = time.process_time()
        report = examine_norms(t, resolve(t), event, NormOptions())
        best = min(best, time.process_time() - started)
    assert report is not None
    met = sum(1 for n in report.norms if n.met is not False)
    print(f"examine_norms: CPU {best:.3f} s; {len(report.norms)} norms examined, {met} not failed")
    command = [sys.executable, "-m", "trfcheck", "norms", str(path)]
    wall, cpu = best_of(command, repeat)
    print(f"trfcheck norms (whole command): wall {wall:.2f} s, CPU {cpu:.2f} s")


if __name__ == "__main__":
    main()
