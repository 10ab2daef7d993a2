"""A Double-Swiss test candidate for ``trfcheck endorse``: trfcheck's Double-Swiss engine
behind a bbpPairings-like command line, with one fault planted on request.

    double_candidate.py pair IN OUT [swap=K]        # the next match, JaVaFo pairs format
    double_candidate.py generate SEED OUT [swap=K]  # an event of generate --system double

``swap=K``: in match K, the first two matches of the engine's pairing exchange opponents
(``a - b`` and ``c - d`` become ``a - d`` and ``c - b``, the game-1 White of each match
kept); ``pair`` writes that answer, ``generate`` writes the event with match K so
exchanged in both its columns (each player's own results kept). The players concerned are
written to standard error as ``swapped K a b c d``. Only the fault differs from trfcheck,
so the harness must report exactly that match, with those players.
"""

from __future__ import annotations

import sys
from pathlib import Path


def _swap(faults: list[str]) -> int | None:
    for word in faults:
        if word.startswith("swap="):
            return int(word[5:])
    return None


def _exchanged(pairs: list[tuple[int, int]]) -> list[tuple[int, int]]:
    (a, b), (c, d) = pairs[0], pairs[1]
    print(f"swapped {a} {b} {c} {d}", file=sys.stderr)
    return [(a, d), (c, b), *pairs[2:]]


def pair(source: str, out: str, swap: int | None) -> int:
    from trfcheck.pairers.base import NoValidPairing
    from trfcheck.pairers.core.state import rounds_paired
    from trfcheck.pairers.double import DoubleSwissSystem
    from trfcheck.trf import read_file

    t = read_file(source).tournament
    column = rounds_paired(t) + 1
    try:
        pairing = DoubleSwissSystem().pair(t, column)
    except NoValidPairing:
        return 1
    rows = [(m.white, m.black) for m in pairing.matches]
    if swap == (column + 1) // 2 and len(rows) >= 2:
        rows = _exchanged(rows)
    if pairing.pab is not None:
        rows.append((pairing.pab, 0))
    text = "\n".join([str(len(rows)), *(f"{w} {b}" for w, b in rows)]) + "\n"
    Path(out).write_text(text, encoding="utf-8")
    return 0


def generate(seed: int, out: str, swap: int | None) -> int:
    from trfcheck.generator.double import generate_double
    from trfcheck.trf.document import Dialect
    from trfcheck.trf.dump import dumpb
    from trfcheck.trf.model import Colour, RoundEntry

    event = generate_double(seed, (6, 12), (3, 4))
    t, data = event.tournament, event.data
    if swap is not None and 2 * swap <= (t.total_rounds or 0):
        first = 2 * swap - 1
        whites = sorted(
            (p.start_rank, p.entry(first).opponent or 0)
            for p in t.players
            if p.entry(first).colour is Colour.WHITE and p.entry(first).opponent
        )
        if len(whites) >= 2:
            new = dict(_exchanged(whites))
            opponent = {**new, **{b: w for w, b in new.items()}}
            players = []
            for p in t.players:
                if p.start_rank in opponent:
                    for c in (first, first + 1):
                        e = p.entry(c)
                        p = p.with_entry(c, RoundEntry(opponent[p.start_rank], e.colour, e.result))
                players.append(p)
            t = t.with_players(tuple(players))
            data = dumpb(t, dialect=Dialect.TRF26)
    Path(out).write_bytes(data)
    return 0


def main(argv: list[str]) -> int:
    if len(argv) >= 3 and argv[0] == "pair":
        return pair(argv[1], argv[2], _swap(argv[3:]))
    if len(argv) >= 3 and argv[0] == "generate":
        return generate(int(argv[1]), argv[2], _swap(argv[3:]))
    print(__doc__, file=sys.stderr)
    return 2


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
