"""Time ``--fide-list`` on a FIDE rating list of 1,000,000 players (target: under 30 s and
200 MB).

Writes, in the folder you name (``--folder`` or the environment variable
``TRFCHECK_BENCH_DIR``; it needs about 1 GB), a list of invented players in each of FIDE's
layouts: XML (``players_list_xml_foa.xml``) and text (``players_list_foa.txt``), each also
zipped unless ``--no-zip``, and a 1000-player, 11-round TRF whose FIDE ids are on the list.
Then, for each list, it runs in a fresh process (1) the reader alone, looking for the file's
1000 ids, and (2) the whole ``trfcheck rating FILE --fide-list LIST``, and prints wall and
CPU seconds and the process's peak resident memory (``ru_maxrss``). Run from the repository:

    python benchmarks/rating_list.py --folder lists
    python benchmarks/rating_list.py --folder lists --players 200000 --no-zip
"""

from __future__ import annotations

import argparse
import os
import random
import subprocess
import sys
import time
import zipfile
from pathlib import Path

from trfcheck.generator import Config, OutputFormat, generate

FEDERATIONS = ("ENG", "FRA", "GER", "IND", "USA", "ESP", "ITA", "NED", "SUI", "CHN")
TITLES = ("", "", "", "", "", "FM", "IM", "GM", "CM", "WFM")
#: The text list's header: each label starts where its field starts (players_list_foa.txt).
TEXT_COLUMNS = (
    ("ID Number", 0), ("Name", 15), ("Fed", 76), ("Sex", 80), ("Tit", 84), ("WTit", 89),
    ("OTit", 94), ("FOA", 109), ("SRtng", 113), ("SGm", 119), ("SK", 123), ("RRtng", 126),
    ("RGm", 132), ("Rk", 136), ("BRtng", 139), ("BGm", 145), ("BK", 149), ("B-day", 152),
    ("Flag", 158),
)  # fmt: skip
XML_FIELDS = (
    "fideid", "name", "country", "sex", "title", "w_title", "o_title", "foa_title", "rating",
    "games", "k", "rapid_rating", "rapid_games", "rapid_k", "blitz_rating", "blitz_games",
    "blitz_k", "birthday", "flag",
)  # fmt: skip
FIRST_ID = 10_000_000


def _player(rng: random.Random, number: int) -> list[str]:
    rating = rng.randint(1400, 2800)
    return [
        str(FIRST_ID + number), f"Player{number:07d}, Test", rng.choice(FEDERATIONS),
        rng.choice("MF"), rng.choice(TITLES), "", "", "", str(rating), str(rng.randint(0, 9)),
        rng.choice(("10", "20", "40")), str(rating - 50), "0", "20", str(rating - 80), "0",
        "20", str(rng.randint(1940, 2015)), rng.choice(("", "i", "w")),
    ]  # fmt: skip


def _text_row(values: list[str]) -> str:
    line = ""
    for (_, start), value in zip(TEXT_COLUMNS, values, strict=True):
        line = line.ljust(start) + value
    return line


def write_lists(folder: Path, players: int, seed: int) -> list[Path]:
    """The XML and text lists of ``players`` invented players (ids from 10,000,000)."""
    rng = random.Random(seed)
    xml_path, txt_path = folder / "players_list_xml_foa.xml", folder / "players_list_foa.txt"
    with open(xml_path, "w", encoding="utf-8") as xml, open(txt_path, "w", encoding="utf-8") as txt:
        xml.write('<?xml version="1.0" encoding="UTF-8"?>\n<playerslist>\n')
        txt.write(_text_row([label for label, _ in TEXT_COLUMNS]) + "\n")
        for number in range(players):
            values = _player(rng, number)
            fields = "".join(f"<{k}>{v}</{k}>\n" for k, v in zip(XML_FIELDS, values, strict=True))
            xml.write(f"<player>\n{fields}</player>\n")
            txt.write(_text_row(values) + "\n")
        xml.write("</playerslist>\n")
    return [xml_path, txt_path]


def write_trf(path: Path, seed: int, players: int) -> None:
    """A generated 1000-player, 11-round TRF whose 001 lines carry ids of the list."""
    config = Config(players=(1000, 1000), rounds=(11, 11), format=OutputFormat.TRF26)
    text = generate(config, seed).data.decode("utf-8")
    rng = random.Random(seed)
    lines = []
    for line in text.splitlines():
        if line.startswith("001"):
            fid = str(FIRST_ID + rng.randrange(players))
            line = line.ljust(91)[:57] + fid.rjust(11) + line.ljust(91)[68:]
        lines.append(line.rstrip())
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")


#: Runs its arguments as a command and prints that process's wall s, CPU s, peak MB and exit
#: code: a fresh parent per measure, so RUSAGE_CHILDREN's peak is that command's alone.
MEASURE = (
    "import resource, subprocess, sys, time; t = time.perf_counter(); "
    "r = subprocess.run(sys.argv[1:], stdout=subprocess.DEVNULL); "
    "w = time.perf_counter() - t; u = resource.getrusage(resource.RUSAGE_CHILDREN); "
    "print(w, u.ru_utime + u.ru_stime, u.ru_maxrss / 1024, r.returncode)"
)


def _run(command: list[str]) -> tuple[float, float, float]:
    """Wall s, CPU s and peak MB (ru_maxrss, kB on Linux) of ``command`` in a fresh process."""
    out = subprocess.run(
        [sys.executable, "-c", MEASURE, *command], check=True, capture_output=True, text=True
    ).stdout.split()
    wall, cpu, peak, code = float(out[0]), float(out[1]), float(out[2]), int(out[3])
    if code not in (0, 1):
        raise SystemExit(f"{command} exited with {code}")
    return wall, cpu, peak


READER = (
    "import sys; from pathlib import Path; from trfcheck.rating.fidelist import read_fide_list; "
    "from trfcheck.trf import read_file; "
    "t = read_file(Path(sys.argv[2])).tournament; "
    "s = read_fide_list(Path(sys.argv[1]), [p.fide_id for p in t.players]); "
    "print(s.players, len(s.entries))"
)


def main() -> None:
    ap = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    ap.add_argument("--folder", type=Path, default=os.environ.get("TRFCHECK_BENCH_DIR"))
    ap.add_argument("--players", type=int, default=1_000_000)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--no-zip", action="store_true")
    args = ap.parse_args()
    if args.folder is None:
        ap.error("name a folder: --folder DIR or TRFCHECK_BENCH_DIR")
    args.folder.mkdir(parents=True, exist_ok=True)
    started = time.perf_counter()
    lists = write_lists(args.folder, args.players, args.seed)
    if not args.no_zip:
        for path in list(lists):
            zipped = path.with_suffix(".zip")
            with zipfile.ZipFile(zipped, "w", zipfile.ZIP_DEFLATED) as archive:
                archive.write(path, path.name)
            lists.append(zipped)
    trf = args.folder / "rated_1000.trf"
    write_trf(trf, args.seed, args.players)
    print(f"wrote {args.players} players in {time.perf_counter() - started:.0f} s")
    for path in lists:
        size = path.stat().st_size / 1e6
        wall, cpu, peak = _run([sys.executable, "-c", READER, str(path), str(trf)])
        print(f"{path.name} ({size:.0f} MB): reader alone: wall {wall:.1f} s, CPU {cpu:.1f} s, "
              f"peak {peak:.0f} MB")  # fmt: skip
    for path in lists:
        command = [sys.executable, "-m", "trfcheck", "rating", str(trf), "--fide-list", str(path)]
        wall, cpu, peak = _run(command)
        print(f"trfcheck rating --fide-list {path.name}: wall {wall:.1f} s, CPU {cpu:.1f} s, "
              f"peak {peak:.0f} MB")  # fmt: skip


if __name__ == "__main__":
    main()
