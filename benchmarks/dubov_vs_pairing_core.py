"""Compare trfcheck's Dubov engine with pairing-core's ``dubov-2026`` ruleset (development only).

pairing-core is an independent implementation, used here as a witness and never as a
dependency: give the ``bin`` folder of a virtual environment where it is installed with
``--peers DIR`` or ``TRFCHECK_PEERS`` (``benchmarks/witnesses.py``; ``--help`` says how to
make one). Each random tournament is played with trfcheck's engine; before every round,
the file as it stands (earlier rounds plus the byes requested for this round) is written as
TRF into ``--out`` (default ``dubov-vs-pairing-core/`` under the current folder) and the
round is paired by both engines (pairing-core through ``pairing_core_bridge.py``, which is
given the history by ``witnesses.pairing_core_request``; players with a requested bye are
left out of its request). Disagreements are printed with the file that shows them.

    PYTHONPATH=. python benchmarks/dubov_vs_pairing_core.py --peers peers/bin --count 200 \
        --seed 1 --out dubov-vs-pc
"""

from __future__ import annotations

import argparse
import random
import sys
from pathlib import Path

from witnesses import (
    add_peers_option,
    out_folder,
    pair_with_pairing_core,
    pairing_core_request,
    peers_folder,
)

from trfcheck.generator.simple import FixedOdds, play_round, random_field, requested_byes
from trfcheck.pairers.base import NoValidPairing, RoundPairing
from trfcheck.pairers.dubov import DubovSystem
from trfcheck.ruleset import PairingEdition
from trfcheck.trf import dumps
from trfcheck.trf.model import Tournament

Pairs = tuple[tuple[int, int], ...]


def ours(pairing: RoundPairing) -> Pairs:
    pairs = [(b.white, b.black) for b in pairing.boards]
    if pairing.pab is not None:
        pairs.append((pairing.pab, 0))
    return tuple(sorted(pairs))


def theirs(peers: Path, t: Tournament, r: int) -> Pairs | str:
    answer = pair_with_pairing_core(peers, pairing_core_request(t, r, "dubov-2026"))
    if isinstance(answer, str):
        return answer
    boards, pab = answer
    return tuple(sorted([*boards, *([(pab, 0)] if pab is not None else [])]))


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--count", type=int, default=200)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument(
        "--out",
        type=Path,
        default=None,
        help="folder for the TRF of each round (default: dubov-vs-pairing-core/ here)",
    )
    add_peers_option(ap)
    ap.add_argument("--forfeits", type=float, default=0.0)
    ap.add_argument(
        "--byes",
        type=float,
        default=0.0,
        help="requested byes (those players are left out of pairing-core's request)",
    )
    args = ap.parse_args()
    peers = peers_folder(args.peers)
    out = out_folder(args.out, "dubov-vs-pairing-core")
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
            path = out / f"t{args.seed}_{k}_r{r}.trf"
            path.write_text(dumps(t))
            other = theirs(peers, t, r)
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
