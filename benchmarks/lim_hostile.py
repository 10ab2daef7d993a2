"""Time a pairing engine on the hostile structures of ``tests/fuzz/lim_structures.py``.

Each structure is the 2000-player fixture with the colours of its last two rounds edited
so that a set of players must take one colour in round 10 (who: the structure's name);
the benchmark pairs round 10 and prints the CPU seconds of the pairing alone (the file
read and the edit excluded), the boards or the refusal. The structures were made for the
Lim engine (the default); ``--system`` runs another Swiss engine on them (Burstein needs
the number of rounds, 1.6.2: the file gives none, so 11 is declared). Run from the
repository:

    python benchmarks/lim_hostile.py                        # every structure, Lim
    python benchmarks/lim_hostile.py upper-white            # one
    python benchmarks/lim_hostile.py --system dutch lower-black

Figures: docs/performance.md, "Lim on hostile structures".
"""

from __future__ import annotations

import argparse
import sys
import time
from dataclasses import replace
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from tests.fuzz.lim_structures import ROUND, STRUCTURES, build, source
from trfcheck.pairers import registry
from trfcheck.pairers.base import NoValidPairing
from trfcheck.ruleset import Ruleset, System

SYSTEMS = {
    "lim": System.LIM,
    "dutch": System.DUTCH,
    "dubov": System.DUBOV,
    "burstein": System.BURSTEIN,
}


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("names", nargs="*", choices=["", *STRUCTURES], default=["", *STRUCTURES])
    ap.add_argument("--system", choices=SYSTEMS, default="lim")
    args = ap.parse_args()
    t = source()
    for name in args.names:
        case = build(t, name) if name else t
        if args.system == "burstein" and case.total_rounds is None:
            case = replace(case, total_rounds=ROUND + 1)
        ruleset = Ruleset.default(SYSTEMS[args.system])
        engine = registry.engine_for(ruleset)
        start = time.process_time()
        try:
            outcome = f"{len(engine.pair(case, ROUND).boards)} boards"
        except NoValidPairing as refusal:
            outcome = f"refused: {refusal}"
        seconds = time.process_time() - start
        print(f"{name or '(the fixture as it is)':28} {seconds:7.2f} s  {outcome}", flush=True)


if __name__ == "__main__":
    main()
