"""Compare the Burstein engine with its witnesses, py4swiss and pairing-core (development only).

No endorsed Burstein engine exists: py4swiss 0.3.1 and
pairing-core 0.4.1 (``burstein-2026``) are installed outside the project, never as
dependencies: give the ``bin`` folder of their virtual environment with ``--peers DIR`` or
``TRFCHECK_PEERS`` (``benchmarks/witnesses.py``; ``--help`` says how to make one).
pairing-core is called through ``pairing_core_bridge.py`` (this folder, our own code).
Random tournaments are played with trfcheck's engine (the seeding rounds by its Dutch
engine, 1.6); before each round after the seeding rounds the history is given to both
witnesses, and every round where one pairs differently is classified:

1. ``reading N``: trfcheck's engine with the witness's reading N of the Index
   (``WITNESS_READINGS``) gives the witness's round, so reading N explains it;
2. otherwise trfcheck's own explanation (``BursteinSystem.explain``, what ``trfcheck check``
   prints) names the criterion on which the witness's round is worse under trfcheck's
   readings (C1-C8, 3.1.x, 5.2.x, or art. 4 when they tie).

The fields have forfeits, the PAB when odd, and in a third of them a withdrawal (zero-point
byes to the end); pairing-core, which cannot represent an absent player, is asked only
for the rounds before the withdrawal. Prints one line per disagreement and the counts;
the write-up is docs/burstein-vs-witnesses.md.

    PYTHONPATH=. python benchmarks/burstein_vs_witnesses.py --peers peers/bin --count 150
"""

from __future__ import annotations

import argparse
import random
import subprocess
import tempfile
from collections import Counter
from collections.abc import Mapping
from dataclasses import replace
from pathlib import Path

from witnesses import (
    add_peers_option,
    history,
    pair_with_pairing_core,
    peer_program,
    peers_folder,
    player_fields,
)

from trfcheck.pairers.base import NoValidPairing, RoundPairing
from trfcheck.pairers.burstein import BursteinSystem, seeding_rounds
from trfcheck.pairers.burstein.index import IndexValues, index_values
from trfcheck.pairers.core.state import RoundKind, round_kind
from trfcheck.pairers.dutch import DutchSystem
from trfcheck.ruleset import PairingEdition
from trfcheck.trf import dumps
from trfcheck.trf.model import Colour, Player, ResultCode, RoundEntry, Tournament

Round = tuple[frozenset[tuple[int, int]], int | None]  # (white, black) boards, PAB


def _variant_index(
    t: Tournament, r: int, exception: bool, unplayed_as_self: bool
) -> Mapping[int, IndexValues]:
    """The Index of 1.7 under other readings: without the zero-point-bye exception
    (``exception`` False: py4swiss, reading 1), or with unplayed rounds adding nothing
    (``unplayed_as_self`` False: pairing-core, reading 2)."""
    if exception and unplayed_as_self:
        return index_values(t, r)
    scores = {p.start_rank: _score(p, r, t) for p in t.players}
    out = {}
    for p in t.players:
        bh = sb = 0
        for j in range(1, r):
            e = p.entry(j)
            points = t.scoring.points(e.result, e.colour) if e.result else 0
            if round_kind(e) is RoundKind.PLAYED and e.opponent is not None:
                term = scores[e.opponent]
            elif unplayed_as_self:
                term = scores[p.start_rank]
            else:
                continue
            bh += term
            sb += term * points
        out[p.start_rank] = IndexValues(bh, sb)
    return out


def _no_exception(t: Tournament, r: int) -> Mapping[int, IndexValues]:
    """py4swiss's reading 1: the zero-point-bye exception of 1.7.2 never applies."""
    return _variant_index(t, r, exception=False, unplayed_as_self=True)


def _unplayed_add_nothing(t: Tournament, r: int) -> Mapping[int, IndexValues]:
    """pairing-core's reading 2: unplayed rounds add nothing to BH or SB."""
    return _variant_index(t, r, exception=True, unplayed_as_self=False)


def _score(p: Player, r: int, t: Tournament) -> int:
    total = 0
    for j in range(1, r):
        e = p.entry(j)
        total += t.scoring.points(e.result, e.colour) if e.result else 0
    return total


WITNESS_READINGS = {
    "pairing-core": (("reading 2", _unplayed_add_nothing),),
    "py4swiss": (("reading 1", _no_exception),),
}


def _field(rng: random.Random, n: int, rounds: int) -> Tournament:
    ratings = sorted((rng.randint(1400, 2400) for _ in range(n)), reverse=True)
    players = tuple(
        Player(start_rank=i + 1, name=f"P{i + 1}", rating=x) for i, x in enumerate(ratings)
    )
    return Tournament(
        players=players,
        total_rounds=rounds,
        initial_colour=rng.choice([Colour.WHITE, Colour.BLACK]),
    )


def _play(t: Tournament, pairing: RoundPairing, rng: random.Random) -> Tournament:
    rows: dict[int, RoundEntry] = {}
    for b in pairing.boards:
        x = rng.random()
        if x < 0.03:
            rw, rb = ResultCode.FORFEIT_WIN, ResultCode.FORFEIT_LOSS
        elif x < 0.40:
            rw, rb = ResultCode.WIN, ResultCode.LOSS
        elif x < 0.70:
            rw, rb = ResultCode.DRAW, ResultCode.DRAW
        else:
            rw, rb = ResultCode.LOSS, ResultCode.WIN
        rows[b.white] = RoundEntry(b.black, Colour.WHITE, rw)
        rows[b.black] = RoundEntry(b.white, Colour.BLACK, rb)
    for bye in pairing.byes:
        rows[bye.player] = RoundEntry(None, Colour.NONE, bye.kind)
    players = tuple(p.with_entry(pairing.round_no, rows[p.start_rank]) for p in t.players)
    return replace(t, players=players)


def _absent(t: Tournament, player: int, r: int) -> Tournament:
    """``player`` withdrawn: a zero-point bye written in round ``r`` before it is paired."""
    entry = RoundEntry(None, Colour.NONE, ResultCode.ZERO_BYE)
    players = tuple(p.with_entry(r, entry) if p.start_rank == player else p for p in t.players)
    return replace(t, players=players)


def _round(p: RoundPairing) -> Round:
    return frozenset((b.white, b.black) for b in p.boards), p.pab


def _py4swiss(t: Tournament, work: Path, peers: Path) -> Round | str:
    src, out = work / "in.trf", work / "out.txt"
    r = t.rounds_played + 1
    scored = tuple(replace(p, points=_score(p, r, t), rank=p.start_rank) for p in t.players)
    src.write_text(dumps(replace(t, players=scored)))
    run = subprocess.run(
        [str(peer_program(peers, "py4swiss")), "-t", str(src), "-e", "burstein", "-p", str(out)],
        capture_output=True,
        text=True,
        timeout=300,
    )
    if run.returncode != 0:
        return f"py4swiss exit {run.returncode}: {run.stderr.strip()[-160:]}"
    return _parse_pairs(out.read_text().split("\n")[1:])


def _parse_pairs(lines: list[str]) -> Round:
    boards, pab = set(), None
    for line in lines:
        parts = line.split()
        if len(parts) == 2:
            w, b = int(parts[0]), int(parts[1])
            if b == 0:
                pab = w
            else:
                boards.add((w, b))
    return frozenset(boards), pab


def _pairing_core(t: Tournament, r: int, peers: Path) -> Round | str:
    players, results = [], []
    for p in t.players:
        past = history(t, p, r)
        players.append(player_fields(p, _score(p, r, t), past))
        results.append([p.start_rank, past.results])
    request = {
        "ruleset": "burstein-2026",
        "players": players,
        "round": r,
        "total": t.total_rounds,
        "initial": "W" if t.initial_colour is not Colour.BLACK else "B",
        "results": results,
    }
    return pair_with_pairing_core(peers, request)


def _classify(name: str, t: Tournament, r: int, theirs: Round) -> tuple[str, str]:
    dutch = DutchSystem(PairingEdition.R2026)
    for reading, index in WITNESS_READINGS[name]:
        try:
            variant = _round(
                BursteinSystem(PairingEdition.R2026, seeding=dutch, index=index).pair(t, r)
            )
        except NoValidPairing:
            continue
        if variant == theirs:
            return reading, f"trfcheck with {name}'s {reading} gives the same round"
    published = sorted(theirs[0]) + ([(theirs[1], 0)] if theirs[1] else [])
    why = BursteinSystem(PairingEdition.R2026, seeding=dutch).explain(t, r, published)
    return why.rule, why.text


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--count", type=int, default=150)
    ap.add_argument("--seed", type=int, default=19)
    ap.add_argument("--keep", default=None, help="folder for the TRF of each differing round")
    add_peers_option(ap)
    a = ap.parse_args()
    peers = peers_folder(a.peers)
    rng = random.Random(a.seed)
    engine = BursteinSystem(PairingEdition.R2026, seeding=DutchSystem(PairingEdition.R2026))
    compared: Counter[str] = Counter()
    agree: Counter[str] = Counter()
    found: Counter[tuple[str, str]] = Counter()
    with tempfile.TemporaryDirectory() as tmp:
        work = Path(tmp)
        for k in range(a.count):
            n, total = rng.randint(6, 16), rng.randint(5, 9)
            t = _field(rng, n, total)
            # a third of the fields lose a player (absent, zero-point byes) from some round
            gone = rng.randint(1, n) if rng.random() < 0.3 else 0
            since = rng.randint(2, total)
            for r in range(1, total + 1):
                if gone and r >= since:
                    t = _absent(t, gone, r)
                try:
                    ours = engine.pair(t, r)
                except NoValidPairing:
                    break
                if r > seeding_rounds(total):
                    witnesses = [("py4swiss", _py4swiss(t, work, peers))]
                    if not (gone and r >= since):  # pairing-core cannot hold an absent player
                        witnesses.append(("pairing-core", _pairing_core(t, r, peers)))
                    for name, theirs in witnesses:
                        compared[name] += 1
                        if theirs == _round(ours):
                            agree[name] += 1
                            continue
                        if isinstance(theirs, str) and "C7-compliant" in theirs:
                            rule, text = "reading 6", theirs  # [C7] as a hard filter
                        elif isinstance(theirs, str):
                            rule, text = "error", theirs
                        else:
                            rule, text = _classify(name, t, r, theirs)
                        found[(name, rule)] += 1
                        if a.keep:
                            Path(a.keep).mkdir(parents=True, exist_ok=True)
                            (Path(a.keep) / f"t{k:03d}_r{r}.trf").write_text(dumps(t))
                        print(f"t{k:03d} n={n} r{r}/{total} {name}: [{rule}] {text}", flush=True)
                t = _play(t, ours, rng)
            counts = ", ".join(f"{w} {agree[w]}/{compared[w]}" for w in sorted(compared))
            print(f"# after t{k:03d}: agree {counts}", flush=True)
    for name in ("py4swiss", "pairing-core"):
        print(f"{name}: rounds {compared[name]}, agree {agree[name]}")
    for (name, rule), c in sorted(found.items()):
        print(f"  {name:13} [{rule}] {c}")


if __name__ == "__main__":
    main()
