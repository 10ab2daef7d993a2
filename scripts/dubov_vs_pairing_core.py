"""Compare trfcheck's Dubov engine with pairing-core's ``dubov-2026`` ruleset (development only).

pairing-core is an independent implementation, used here as a witness and never as a
dependency: it is run as an external program (``/work/tools/pair-pc`` or ``--pair-pc``).
Each random tournament is played with trfcheck's engine; before every round, the file as
it stands (earlier rounds plus the byes requested for this round) is written as TRF and
paired by both engines. Disagreements are printed with the file that shows them.

    PYTHONPATH=. python scripts/dubov_vs_pairing_core.py --count 200 --seed 1 --out /tmp/dvpc
"""

from __future__ import annotations

import argparse
import random
import subprocess
import sys
from pathlib import Path

from trfcheck.generator.simple import FixedOdds, play_round, random_field, requested_byes
from trfcheck.pairers.base import NoValidPairing, RoundPairing
from trfcheck.pairers.dubov import DubovSystem
from trfcheck.ruleset import PairingEdition
from trfcheck.trf import dumps

Pairs = tuple[tuple[int, int], ...]


def ours(pairing: RoundPairing) -> Pairs:
    pairs = [(b.white, b.black) for b in pairing.boards]
    if pairing.pab is not None:
        pairs.append((pairing.pab, 0))
    return tuple(sorted(pairs))


def theirs(tool: str, path: Path) -> Pairs | str:
    run = subprocess.run(
        [tool, str(path), "--ruleset", "dubov-2026"], capture_output=True, text=True, check=False
    )
    if run.returncode != 0:
        return f"exit {run.returncode}: {run.stderr.strip()}"
    pairs = [
        tuple(int(x) for x in line.split()) for line in run.stdout.splitlines() if line.strip()
    ]
    return tuple(sorted((a, b) for a, b in pairs))


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--count", type=int, default=200)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--out", type=Path, default=Path("/tmp/dubov-vs-pc"))
    ap.add_argument("--pair-pc", default="/work/tools/pair-pc")
    ap.add_argument("--forfeits", type=float, default=0.0)
    ap.add_argument(
        "--byes",
        type=float,
        default=0.0,
        help="requested byes; the TRF bridge of pair-pc then pairs the round after (keep 0)",
    )
    args = ap.parse_args()
    args.out.mkdir(parents=True, exist_ok=True)
    rng = random.Random(args.seed)
    engine = DubovSystem(PairingEdition.R2026)
    odds = FixedOdds(forfeit=args.forfeits)
    rounds = same = 0
    for k in range(args.count):
        n, total = rng.randint(5, 20), rng.randint(4, 9)
        t = random_field(rng, n, total)
        for r in range(1, total + 1):
            t = requested_byes(t, r, rng, args.byes)
            try:
                mine: Pairs | str = ours(engine.pair(t, r))
            except NoValidPairing as error:
                mine = f"no pairing: {error}"
            path = args.out / f"t{args.seed}_{k}_r{r}.trf"
            path.write_text(dumps(t))
            other = theirs(args.pair_pc, path)
            rounds += 1
            if mine == other:
                same += 1
                path.unlink()
            else:
                print(f"DIFF {path} n={n} rounds={total}")
                print(f"  trfcheck     {mine}\n  pairing-core {other}")
                sys.stdout.flush()
            if isinstance(mine, str):
                break
            t = play_round(t, engine.pair(t, r), rng, odds)
    print(f"tournaments {args.count} rounds {rounds} equal {same} different {rounds - same}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
