"""Time the Lim engine on the hostile structures of ``tests/fuzz/lim_structures.py``.

Each structure is the 2000-player fixture with the colours of its last two rounds edited
so that a set of players must take one colour in round 10 (who: the structure's name);
the benchmark pairs round 10 and prints the CPU seconds of the pairing alone (the file
read and the edit excluded), the boards or the refusal. Run from the repository:

    python benchmarks/lim_hostile.py                  # every structure
    python benchmarks/lim_hostile.py upper-white      # one

Figures: docs/performance.md, "Lim on hostile structures".
"""

from __future__ import annotations

import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from tests.fuzz.lim_structures import ROUND, STRUCTURES, build, source
from trfcheck.pairers.base import NoValidPairing
from trfcheck.pairers.lim import LimSystem
from trfcheck.ruleset import PairingEdition


def main() -> None:
    names = sys.argv[1:] or ["", *STRUCTURES]
    t = source()
    for name in names:
        case = build(t, name) if name else t
        system = LimSystem(None, PairingEdition.R2026)
        start = time.process_time()
        try:
            outcome = f"{len(system.pair(case, ROUND).boards)} boards"
        except NoValidPairing as refusal:
            outcome = f"refused: {refusal}"
        seconds = time.process_time() - start
        print(f"{name or '(the fixture as it is)':28} {seconds:7.2f} s  {outcome}", flush=True)


if __name__ == "__main__":
    main()
