"""A self-run of the endorsement contract for Double-Swiss (C.04.5), both directions, with
trfcheck as its own candidate through its command line (development only;
docs/double-swiss.md, "Self-run").

``trfcheck endorse run`` drives programs that pair one TRF round per call; a Double-Swiss
match takes two, so this script plays the two directions of the endorsement run itself, each
call of the candidate running through trfcheck's command line in this process, as the
persistent candidate ``trfcheck endorse serve`` runs it (``cli.serve.answer``):

- ours -> candidate: an event of ``generate_double`` (seed s); for every match, the file of
  the matches before it (the byes of the match written ahead) is given to ``trfcheck pair
  FILE --format json``, whose match (game-1 White, game-1 Black, the PAB) must be the
  generated one;
- candidate -> ours: ``trfcheck generate --system double --seed s`` writes an event, which
  trfcheck's audit (the library, every match re-paired) must find clean.

    python benchmarks/double_self_run.py --count 1000 --seed 1
"""

from __future__ import annotations

import argparse
import json
import sys
import tempfile
from pathlib import Path

from trfcheck.cli import main as cli_main
from trfcheck.cli.serve import answer
from trfcheck.generator.double import generate_double
from trfcheck.pairers.double import published_match
from trfcheck.ruleset import resolve
from trfcheck.trf.document import Dialect
from trfcheck.trf.double_swiss import player_points
from trfcheck.trf.dump import dumpb
from trfcheck.trf.io import read_file
from trfcheck.trf.model import Tournament
from trfcheck.verify.audit import audit

PLAYERS, MATCHES = (4, 40), (2, 7)


def call(argv: list[str], cwd: Path) -> dict[str, object]:
    """One call of the candidate (``trfcheck ARGS``) as the persistent server answers it."""
    return answer({"argv": ["trfcheck", *argv], "cwd": str(cwd)}, cli_main)


def ours_to_candidate(seed: int, folder: Path) -> list[str]:
    """The matches the candidate pairs otherwise than the generated event (empty: none)."""
    t = generate_double(seed, PLAYERS, MATCHES).tournament
    out = []
    for k in range(1, (t.total_rounds or 0) // 2 + 1):
        column = 2 * k - 1
        before = _with_byes_ahead(t, column)
        path = folder / f"a-{seed}-{k}.trf"
        path.write_bytes(dumpb(before, dialect=Dialect.TRF26))
        reply = call(["pair", str(path), "--format", "json", "--ahead"], folder)
        if reply["exit"] != 0:
            out.append(f"match {k}: exit {reply['exit']}: {str(reply['stderr'])[-200:]}")
            continue
        data = json.loads(str(reply["stdout"]))
        pairs = [(b["white"], b["black"]) for b in data["boards"]]
        pairs += [(b["player"], 0) for b in data["byes"] if b["kind"] == "PAB"]
        if tuple(sorted(pairs)) != published_match(t, column):
            out.append(f"match {k}: {sorted(pairs)} != {published_match(t, column)}")
    return out


def _with_byes_ahead(t: Tournament, column: int) -> Tournament:
    """``t`` before the match of ``column``, with that match's byes (absences) kept."""
    before = t.truncated(column - 1)
    players = []
    for p, q in zip(before.players, t.players, strict=True):
        e = q.entry(column)
        if e.opponent is None and e.result is not None and e.result.is_bye and not e.result.paired:
            p = p.with_entry(column, e).with_entry(column + 1, q.entry(column + 1))
        players.append(p)
    before = before.with_players(tuple(players))
    return before.with_players(tuple(p.with_points(player_points(before, p)) for p in players))


def candidate_to_ours(seed: int, folder: Path) -> list[str]:
    """What trfcheck's audit finds in the candidate's event ``seed`` (empty: clean)."""
    where = folder / f"b-{seed}"
    argv = ["generate", "--system", "double", "-o", str(where), "--seed", str(seed)]
    argv += ["--count", "1", "--players", "4-40", "--rounds", "2-7"]
    reply = call(argv, folder)
    if reply["exit"] != 0:
        return [f"generate: exit {reply['exit']}: {str(reply['stderr'])[-200:]}"]
    t = read_file(where / f"double-{seed}.trf").tournament
    result = audit(t, resolve(t))
    out = [f"round {rc.round_no}: {rc.reason}" for rc in result.rounds if not rc.ok]
    out += [d.one_line() for d in result.diagnostics if d.severity.value != "info"]
    return out


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--count", type=int, default=1000)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    seeds = range(args.seed, args.seed + args.count)
    failed = {"ours -> candidate": 0, "candidate -> ours": 0}
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)
        for seed in seeds:
            for direction, run in (
                ("ours -> candidate", ours_to_candidate),
                ("candidate -> ours", candidate_to_ours),
            ):
                found = run(seed, folder)
                if found:
                    failed[direction] += 1
                    print(f"{direction}, seed {seed}: {found[0]}", file=sys.stderr)
    for direction, n in failed.items():
        print(f"{direction}: {args.count} events, {n} discrepant")
    return 1 if any(failed.values()) else 0


if __name__ == "__main__":
    sys.exit(main())
