"""A test candidate for ``trfcheck endorse``: trfcheck's own engine behind a bbpPairings-like
command line, with faults injected on request.

    candidate.py pair SYSTEM IN OUT [FAULT...]      # the next round, JaVaFo pairs format
    candidate.py generate SYSTEM SEED OUT [cfg=FILE] [FAULT...]  # trfcheck's generator

Faults (each ``name=K``: in every round r with r % K == 0; for ``generate``, in the
tournament whose seed % K == 0, in its round K' = its last round):
``swap``: the colours of the first board swapped; ``drop``: the last board left out;
``crash``: exit 2 with a message; ``hang``: sleep 600 s; ``garble``: unreadable output;
``reject``: exit 3 (input refused). ``generate`` knows ``swap`` (a round of the file with
the first board's colours swapped) and ``crash``.

Only the fault is different from trfcheck, so the harness must report exactly the
injected faults. The script imports only the model, the reader and the engine (no CLI),
to keep the start-up of each call short.
"""

from __future__ import annotations

import sys
import time
from dataclasses import replace
from pathlib import Path


def _faults(words: list[str]) -> dict[str, int]:
    return {k: int(v) for k, v in (w.split("=", 1) for w in words if not w.startswith("cfg="))}


def _sizes(words: list[str]) -> list[tuple[str, str]]:
    """``cfg=FILE``: the PlayersNumber / RoundsNumber of a JaVaFo-style generator file."""
    out = []
    for word in words:
        if word.startswith("cfg="):
            for line in Path(word[4:]).read_text(encoding="utf-8").splitlines():
                key, _, value = line.partition("=")
                out.append((key.strip(), value.strip()))
    return out


def _hit(faults: dict[str, int], name: str, number: int) -> bool:
    k = faults.get(name)
    return k is not None and number % k == 0


def pair(system: str, source: str, out: str, faults: dict[str, int]) -> int:
    from trfcheck.pairers.base import NoValidPairing, RoundPairing
    from trfcheck.pairers.core.state import rounds_paired
    from trfcheck.pairers.registry import engine_for
    from trfcheck.ruleset import Overrides, resolve
    from trfcheck.trf import read_file

    t = read_file(source).tournament
    r = rounds_paired(t) + 1
    if _hit(faults, "crash", r):
        print("candidate: injected crash", file=sys.stderr)
        return 2
    if _hit(faults, "reject", r):
        print("candidate: injected input rejection", file=sys.stderr)
        return 3
    if _hit(faults, "hang", r):
        time.sleep(600)
    try:
        engine = engine_for(resolve(t, Overrides(system=system)))
        pairing = engine.pair(t, r)
    except NoValidPairing:
        return 1
    assert isinstance(pairing, RoundPairing)  # an individual system: its units are players
    rows = [[b.white, b.black] for b in pairing.boards]
    if _hit(faults, "swap", r) and rows:
        rows[0].reverse()
    if _hit(faults, "drop", r) and rows:
        rows.pop()
    if pairing.pab is not None:
        rows.append([pairing.pab, 0])
    text = "\n".join([str(len(rows)), *(f"{w} {b}" for w, b in rows)]) + "\n"
    if _hit(faults, "garble", r):
        text = "pairs follow\n" + text
    Path(out).write_text(text, encoding="utf-8")
    return 0


def generate(
    system: str, seed: int, out: str, faults: dict[str, int], sizes: list[tuple[str, str]]
) -> int:
    from trfcheck.generator import Config, generate, with_settings
    from trfcheck.trf import dumpb

    if _hit(faults, "crash", seed):
        print("candidate: injected crash", file=sys.stderr)
        return 2
    config = with_settings(Config(), [("system", system), ("format", "trf26"), *sizes])
    made = generate(config, seed)
    data = made.data
    if _hit(faults, "swap", seed):
        t = made.tournament
        r = t.rounds_played
        first = next(p for p in t.players if p.entry(r).opponent is not None)
        other = t.player(first.entry(r).opponent or 0)
        players = {
            p.start_rank: p.with_entry(r, replace(p.entry(r), colour=p.entry(r).colour.opposite))
            for p in (first, other)
        }
        t = replace(t, players=tuple(players.get(p.start_rank, p) for p in t.players))
        from trfcheck.trf import read

        data = dumpb(t, read(data).document)
    Path(out).write_bytes(data)
    return 0


def main(argv: list[str]) -> int:
    if len(argv) >= 4 and argv[0] == "pair":
        return pair(argv[1], argv[2], argv[3], _faults(argv[4:]))
    if len(argv) >= 4 and argv[0] == "generate":
        return generate(argv[1], int(argv[2]), argv[3], _faults(argv[4:]), _sizes(argv[4:]))
    print(__doc__, file=sys.stderr)
    return 2


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
