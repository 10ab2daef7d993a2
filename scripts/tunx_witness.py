"""Compare trfcheck's reading of Swiss-Manager ``.TUNX`` files with the public reader's.

The witness is echecsjs/tunx (TypeScript, MIT), run by node; it is not part of this
repository. Build it anywhere outside the repository, e.g. from its source transpiled to
JavaScript, and point this script at the module that exports ``parse``::

    python scripts/tunx_witness.py --reader /path/to/tunx/index.js [FILE.TUNX ...]
    TUNX_READER=/path/to/tunx/index.js python scripts/tunx_witness.py

Without files it reads ``fixtures/swiss-manager/*.TUNX`` of this repository. ``--dump CSV``
also writes the witness's points per player (``fixtures/swiss-manager/witness_points.csv``
was written so). For each file it prints: players (both), names, FIDE ratings and FIDE ids
that differ, the witness's rounds with a player in two games, and the players whose points
differ. A difference is a question for docs/tunx.md, not a verdict: the witness cuts the
pairing section into ceil(n/2) records a round (its README), trfcheck by the round records'
counts.
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
from pathlib import Path

from trfcheck.trf import TrfError, read
from trfcheck.trf.model import ResultCode, Tournament

REPO = Path(__file__).resolve().parents[1]

_NODE = """
const fs = require('fs');
import(process.argv[1]).then((m) => {
  const out = {};
  for (const file of process.argv.slice(2)) {
    try {
      const t = m.parse(new Uint8Array(fs.readFileSync(file)));
      out[file] = t && {
        players: t.players.map((p) => [p.name, p.rating ?? 0, p.fideId ?? '', p.points]),
        rounds: (t.completedRounds ?? []).map((r) =>
          r.games.flatMap((g) => [g.white, g.black]).concat(r.byes.map((b) => b.player))),
      };
    } catch (e) { out[file] = {error: String(e)}; }
  }
  console.log(JSON.stringify(out));
});
"""


def witness(reader: str, files: list[Path]) -> dict[str, object]:
    """The witness's reading of ``files`` (node runs it)."""
    run = subprocess.run(
        ["node", "-e", _NODE, reader, *map(str, files)],
        capture_output=True,
        text=True,
        check=True,
    )
    result: dict[str, object] = json.loads(run.stdout)
    return result


def compare(path: Path, theirs: object) -> list[str]:
    """Lines saying where the two readings differ (empty: they agree)."""
    try:
        t: Tournament = read(path.read_bytes(), str(path)).tournament
    except TrfError as error:
        return [f"trfcheck refuses it: {str(error)[:100]}"]
    if not isinstance(theirs, dict) or "players" not in theirs:
        return [f"the witness gives nothing: {theirs}"]
    out = []
    players = theirs["players"]
    if len(players) != len(t.players):
        out.append(f"players: trfcheck {len(t.players)}, witness {len(players)}")
    names = ratings = unrated = ids = points = by_pab = 0
    for p, (name, rating, fide_id, pts) in zip(t.players, players, strict=False):
        names += not name.startswith(p.name)
        ratings += p.rating != rating
        unrated += p.rating == 0 and rating != 0  # the witness falls back on a national rating
        ids += p.fide_id != fide_id
        if p.points is not None and abs(p.points / 10 - pts) > 1e-9:
            points += 1
            pabs = sum(e.result is ResultCode.PAB for e in p.rounds)
            by_pab += abs(p.points / 10 - pts - pabs) < 1e-9  # the witness scores a PAB 0
    for what, count in (("names", names), ("FIDE ids", ids)):
        if count:
            out.append(f"{what} differ for {count} players")
    if ratings:
        out.append(f"ratings differ for {ratings} players ({unrated} FIDE-unrated here)")
    twice = [r for r, ranks in enumerate(theirs["rounds"], 1) if len(ranks) != len(set(ranks))]
    if twice:
        out.append(f"the witness has a player twice in rounds {twice}")
    if points:
        out.append(f"points differ for {points} players ({by_pab} by their PABs)")
    return out


def dump(target: Path, files: list[Path], theirs: dict[str, object]) -> None:
    """``file,start_rank,points``: the witness's points of each player (its start rank is
    its place in the file), for tests that compare trfcheck's reading with it."""
    rows = ["file,start_rank,points"]
    for path in files:
        reading = theirs.get(str(path))
        if isinstance(reading, dict) and "players" in reading:
            for rank, (_, _, _, points) in enumerate(reading["players"], start=1):
                rows.append(f"{path.name},{rank},{points:g}")
    target.write_text("\n".join(rows) + "\n", encoding="utf-8")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--reader", default=os.environ.get("TUNX_READER"), help="parse module")
    parser.add_argument(
        "--dump", type=Path, help="also write the witness's points per player to this CSV"
    )
    parser.add_argument("files", nargs="*", type=Path)
    args = parser.parse_args(argv)
    if not args.reader:
        parser.error("give --reader or TUNX_READER: the witness's module that exports parse")
    files = args.files or sorted((REPO / "fixtures" / "swiss-manager").glob("*.TUNX"))
    theirs = witness(str(Path(args.reader).resolve()), files)
    if args.dump:
        dump(args.dump, files, theirs)
    agree = 0
    for path in files:
        lines = compare(path, theirs.get(str(path)))
        agree += not lines
        print(f"{path.name}: " + ("agree" if not lines else "; ".join(lines)))
    print(f"{agree} of {len(files)} files read the same")
    return 0


if __name__ == "__main__":
    sys.exit(main())
