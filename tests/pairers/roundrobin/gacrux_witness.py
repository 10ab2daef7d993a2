"""Gacrux's Berger engine (``python -m gacrux.pairingchecker -m berger -p``; MIT, a
test-only dependency) as a witness of the next round of a round robin. Gacrux is called
in-process on a TRF file; none of its code is copied into trfcheck."""

from __future__ import annotations

import json
import random
import sys
from pathlib import Path

from gacrux.pairingchecker import pairingchecker

from trfcheck.generator.roundrobin import RoundRobinConfig, round_robin, round_robin_trf
from trfcheck.pairers.roundrobin import Variant, seats
from trfcheck.pairers.roundrobin.engine import RoundRobinSystem
from trfcheck.trf.model import Tournament

__all__ = ["case", "gacrux_next", "ours_next"]

Pairs = frozenset[tuple[int, int]]


def case(seed: int) -> tuple[Tournament, Variant, int]:
    """Round robin ``seed``: 3-20 players, single, double or double with the exchange,
    random results, forfeits and withdrawals, played up to a random round (the free round
    of an odd field is its bye)."""
    rng = random.Random(f"gacrux-witness-{seed}")
    n = rng.randint(3, 20)
    variant = rng.choice(list(Variant))
    total = (seats(n) - 1) * variant.cycles
    played = rng.randint(1, total - 1)  # gacrux reads a file without rounds as finished
    config = RoundRobinConfig(n, variant, forfeit=0.05, withdrawal=0.1, rounds=played)
    return round_robin(config, seed), variant, played + 1


def ours_next(t: Tournament, variant: Variant, round_no: int) -> Pairs:
    """trfcheck's round ``round_no`` as (white, black) pairs and (free, 0)."""
    pairing = RoundRobinSystem(variant).pair(t, round_no)
    return frozenset(
        {(b.white, b.black) for b in pairing.boards} | {(b.player, 0) for b in pairing.byes}
    )


def gacrux_next(t: Tournament, folder: Path) -> Pairs | str:
    """Gacrux's next round of ``t`` (written as TRF-26 into ``folder``), or the status it
    reports when it gives no pairing."""
    source, out = folder / "rr.trf", folder / "rr.json"
    source.write_bytes(round_robin_trf(t))
    old = sys.argv
    sys.argv = ["pairingchecker", "-m", "berger", "-p", "-i", str(source), "-o", str(out)]
    try:
        pairingchecker().common_main()
    finally:
        sys.argv = old
    data = json.loads(out.read_text(encoding="utf-8"))
    if "pairingResult" not in data:
        return str(data.get("status"))
    result = data["pairingResult"]
    return frozenset((int(w), int(b)) for w, b in result["pairs"])
