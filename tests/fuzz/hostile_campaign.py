"""The hostile-input campaign: ``python -m tests.fuzz.hostile_campaign --inputs N``.

Mutates the seeds of five kinds of outside input (FIDE rating lists as text, XML and
zipped, K files, ``.TUNX``, TRF and trfcheck JSON) and runs the reader of each in this
process, with what the commands do next (the list against a file, the K file through the
rating change; TRF, JSON and ``.TUNX`` written back as TRF and JSON). A reader's documented
refusal (``TrfError``: located, exit 3) is an expected outcome; any other exception is an
internal error and an input over ``--budget`` CPU seconds a hang; both are saved to
``--out``. The run ends with the figures: inputs per kind, outcomes, the slowest input,
the peak memory of the process (written to ``--out``/figures.txt as well).

    nice -n 19 python -m tests.fuzz.hostile_campaign --inputs 100000 --seed 1 --out found
"""

from __future__ import annotations

import argparse
import hashlib
import io
import random
import sys
import time
import zipfile
from collections import Counter
from collections.abc import Callable
from pathlib import Path

from tests.conftest import FIXTURES
from tests.fuzz.operations import CpuTimeExceeded, cpu_time_limit, peak_rss_mb
from trfcheck.rating.change import compute_ratings
from trfcheck.rating.fidelist import read_fide_list
from trfcheck.rating.kinput import merge_k, read_k_file
from trfcheck.rating.listcheck import compare_with_list, k_from_list
from trfcheck.ruleset import Rate, resolve_rating
from trfcheck.trf import Loaded, TrfError, dumpb, read, read_file, to_json

__all__ = ["KINDS", "main", "mutate", "run_one"]

FACTS = read_file(FIXTURES / "rating" / "rating_facts.trf")
WANTED = [p.fide_id for p in FACTS.tournament.players]
RULES = resolve_rating(FACTS.tournament, FACTS.document)
#: Pieces a hostile file is made of: controls, bidi, non-ASCII digits, huge numbers,
#: exponents, line ends, XML constructs, declared encodings, CSV quoting.
TOKENS = [
    b"\x1b]0;title\x07",
    b"\x1b[2J",
    "\u202e".encode(),
    "\u2066".encode(),
    "\u00b2".encode(),
    "\u0663".encode(),
    b"\x00",
    b"\x85",
    b"1e100000000",
    b"-0.5",
    b"\r",
    b"\n",
    b"\r\n",
    b"<!--",
    b"-->",
    b"<player>",
    b"</player>",
    b"<![CDATA[",
    b"]]>",
    b"&amp;",
    b"&#1114112;",
    b'<?xml version="1.0" encoding="hex"?>',
    b'<?xml version="1.0" encoding="idna"?>',
    b'<?xml version="1.0" encoding="utf-16"?>',
    b'"',
    b",",
    b"PK\x03\x04",
    b"\xef\xbb\xbf",
    b"\xff\xfe",
]


def _seeds() -> dict[str, list[bytes]]:
    rating = FIXTURES / "rating"
    trfs = sorted(p for p in (FIXTURES / "real").rglob("*.trf") if p.stat().st_size < 8_000)[:24]
    tunx = sorted((FIXTURES / "swiss-manager").glob("*.TUNX"), key=lambda p: p.stat().st_size)
    trf_bytes = [p.read_bytes() for p in trfs]
    return {
        "list_txt": [(rating / "players_list_foa.txt").read_bytes()],
        "list_xml": [(rating / "players_list_xml_foa.xml").read_bytes()],
        "list_zip": [
            (rating / "players_list_foa.txt").read_bytes(),
            (rating / "players_list_xml_foa.xml").read_bytes(),
        ],
        "k_file": [
            b"start_rank,k,games,change\n1,40,3,-4.5\n2,20,,\n4,10,12,+7.25\n",
            b"fide_id,k\r\n1000001,10\r\n1000004,20\r\n1000006,40\r\n",
            b"\xef\xbb\xbfstart_rank,fide_id,k\n1,,40\n,1000004,20\n",
        ],
        "trf": trf_bytes,
        "json": [to_json(x.tournament, x.document).encode() for x in map(read, trf_bytes[:8])],
        "tunx": [p.read_bytes() for p in tunx[:6]],
    }


def mutate(data: bytes, rng: random.Random) -> bytes:
    """``data`` after one to four random mutations (module notes)."""
    out = bytearray(data)
    for _ in range(rng.randint(1, 4)):
        choice = rng.randrange(8)
        at = rng.randrange(len(out) + 1)
        if choice == 0 and out:  # flip bytes
            for _ in range(rng.randint(1, 8)):
                out[rng.randrange(len(out))] = rng.randrange(256)
        elif choice == 1:  # a hostile token
            out[at:at] = rng.choice(TOKENS) * rng.choice((1, 1, 2, 50))
        elif choice == 2:  # a long number
            out[at:at] = b"9" * rng.choice((19, 400, 4301, 5000, 5000, 140_000))
        elif choice == 3:  # delete a slice
            del out[at : at + rng.randint(1, 200)]
        elif choice == 4:  # repeat a slice, at most 64 KB in all
            piece = bytes(out[at : at + rng.randint(1, 400)])
            times = min(rng.choice((2, 10, 1000, 100_000)), (64 << 10) // (len(piece) or 1))
            out[at:at] = piece * times
        elif choice == 5:  # change every line end
            end = rng.choice((b"\r", b"\n", b"\r\n", b""))
            out = bytearray(bytes(out).replace(b"\r\n", b"\n").replace(b"\n", end))
        elif choice == 6:  # truncate
            del out[at:]
        else:  # swap a line with another
            lines = bytes(out).split(b"\n")
            i, j = rng.randrange(len(lines)), rng.randrange(len(lines))
            lines[i], lines[j] = lines[j], lines[i]
            out = bytearray(b"\n".join(lines))
    return bytes(out)


def _zipped(data: bytes, rng: random.Random) -> bytes:
    """``data`` as the member of a zip (a random method), then perhaps damaged."""
    method = rng.choice(
        [zipfile.ZIP_STORED, zipfile.ZIP_DEFLATED, zipfile.ZIP_BZIP2, zipfile.ZIP_LZMA]
    )
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w", method) as archive:
        archive.writestr(rng.choice(["list.xml", "list.txt", "a\nb.txt", "x.bin"]), data)
    out = bytearray(buffer.getvalue())
    if rng.random() < 0.6:
        for _ in range(rng.randint(1, 6)):
            out[rng.randrange(len(out))] = rng.randrange(256)
    return bytes(out)


def _list(data: bytes) -> object:
    scanned = read_fide_list(Path("fuzz-list"), WANTED, stream=io.BytesIO(data))
    compare_with_list(FACTS.tournament, scanned, Rate.STANDARD, "f.trf", FACTS.player_lines)
    return k_from_list(FACTS.tournament, scanned, Rate.STANDARD)


def _k_file(data: bytes) -> object:
    ks = read_k_file(Path("fuzz.csv"), FACTS.tournament, stream=io.BytesIO(data))
    return compute_ratings(FACTS.tournament, RULES, merge_k(ks))


def _model(data: bytes) -> object:
    loaded = read(data, "fuzz")
    assert isinstance(loaded, Loaded)
    dumpb(loaded.tournament, loaded.document)
    return to_json(loaded.tournament, loaded.document)


#: The operation each kind of input goes through.
KINDS: dict[str, Callable[[bytes], object]] = {
    "list_txt": _list,
    "list_xml": _list,
    "list_zip": _list,
    "k_file": _k_file,
    "trf": _model,
    "json": _model,
    "tunx": _model,
}


def run_one(kind: str, data: bytes, budget: float) -> str:
    """``ok``, ``refused`` (a TrfError), ``hang`` or ``internal: <exception>``."""
    try:
        with cpu_time_limit(budget):
            KINDS[kind](data)
    except TrfError:
        return "refused"
    except CpuTimeExceeded:
        return "hang"
    except Exception as error:  # the point of the campaign: anything else is a defect
        return f"internal: {type(error).__name__}: {str(error)[:120]}"
    return "ok"


def main(argv: list[str] | None = None) -> int:
    """Run the campaign; print the figures; 1 if an internal error or a hang was found."""
    parser = argparse.ArgumentParser(prog="python -m tests.fuzz.hostile_campaign")
    parser.add_argument("--inputs", type=int, default=1000)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--budget", type=float, default=10.0, help="CPU seconds per input")
    parser.add_argument("--out", type=Path, default=Path("hostile-found"))
    parser.add_argument("--every", type=int, default=5000)
    args = parser.parse_args(argv)
    args.out.mkdir(parents=True, exist_ok=True)
    seeds, rng = _seeds(), random.Random(args.seed)
    kinds = sorted(KINDS)
    outcomes: Counter[tuple[str, str]] = Counter()
    slowest, started = (0.0, ""), time.monotonic()
    for n in range(1, args.inputs + 1):
        kind = kinds[n % len(kinds)]
        data = mutate(rng.choice(seeds[kind]), rng)
        if kind == "list_zip":
            data = _zipped(data, rng)
        began = time.process_time()
        outcome = run_one(kind, data, args.budget)
        spent = time.process_time() - began
        slowest = max(slowest, (spent, kind))
        outcomes[(kind, outcome if not outcome.startswith("internal") else "internal")] += 1
        if outcome not in ("ok", "refused"):
            digest = hashlib.sha1(data).hexdigest()[:12]
            (args.out / f"{kind}-{outcome.split(':')[0]}-{digest}").write_bytes(data)
            print(f"{kind}: {outcome}", flush=True)
        if n % args.every == 0 or n == args.inputs:
            text = _figures(n, outcomes, slowest, time.monotonic() - started)
            (args.out / "figures.txt").write_text(text)
            print(text, flush=True)
    bad = sum(c for (_, o), c in outcomes.items() if o in ("internal", "hang"))
    return 1 if bad else 0


def _figures(
    n: int, outcomes: Counter[tuple[str, str]], slowest: tuple[float, str], s: float
) -> str:
    lines = [f"inputs {n}, {s:.0f} s, peak memory {peak_rss_mb():.0f} MB, "
             f"slowest input {slowest[0]:.2f} s CPU ({slowest[1]})"]  # fmt: skip
    for kind in sorted({k for k, _ in outcomes}):
        parts = ", ".join(f"{o} {c}" for (k, o), c in sorted(outcomes.items()) if k == kind)
        lines.append(f"  {kind}: {parts}")
    return "\n".join(lines) + "\n"


if __name__ == "__main__":
    sys.exit(main())
