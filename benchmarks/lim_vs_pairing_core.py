"""Compare the Lim engine with pairing-core's ``lim-2026`` ruleset (development only).

pairing-core is a reference engine outside the project (``/work/tools/pair-pc``); it is
never a dependency. Random small tournaments are played with trfcheck's engine; before each
round the history is written as TRF and paired by both. Every disagreement is attributed
by trfcheck's own ``LimSystem.explain`` (``trfcheck/pairers/lim/explain.py``, what
``trfcheck check`` prints) to the first decision of the Lim procedure that pairing-core did
not take, with its article. Prints one line per disagreement and the counts per category;
``--table`` writes every disagreement as a Markdown table. The write-up is
docs/lim-vs-pairing-core.md.

    python benchmarks/lim_vs_pairing_core.py --count 200 --out /tmp/lim-pc \
        --table docs/lim-vs-pairing-core-rounds.md

The TRF bridge (``/work/tools/pair-pc``, a shell wrapper around ``/work/tools/peers/pc_trf.py``,
outside the repository; pairing-core installed in ``/work/tools/peers-venv``) is run as
``pair-pc FILE --ruleset lim-2026 [--maxi]`` and prints one ``white black`` line per board
and ``player 0`` for the PAB; on a refusal it exits 1 with ``ErrorClass: message`` on stderr.
It reads the TRF with trfcheck (under trfcheck's virtualenv) and builds pairing-core's
``P26Request`` for the round: per participant the pairing score, rating, colours per round
(``W``/``B``, ``u`` for an unplayed round), opponents met, PAB eligibility (``got_pab`` =
not eligible under the Basic Rules), and the float tags of the two previous rounds, which
follow trfcheck's reading of Lim 3.10 (a game against another score; with
``PC_BYE_NO_FLOAT=1`` a bye is no float).
"""

from __future__ import annotations

import argparse
import os
import random
import subprocess
import sys
from collections import Counter
from pathlib import Path

from trfcheck.generator.simple import FixedOdds, play_round, random_field
from trfcheck.pairers.base import NoValidPairing, RoundPairing
from trfcheck.pairers.lim import LimSystem
from trfcheck.pairers.lim.explain import Explanation
from trfcheck.ruleset import PairingEdition
from trfcheck.trf import dumps
from trfcheck.verify.findings import Severity
from trfcheck.verify.rules import check_rules

# White wins 40 %, draws 30 %, loses 30 % (no forfeits).
ODDS = FixedOdds(win=0.4, draw=0.3)

PAIR_PC = "/work/tools/pair-pc"


def _ours(p: RoundPairing) -> tuple[set[tuple[int, int]], int | None]:
    return {(b.white, b.black) for b in p.boards}, p.pab


def _theirs(path: Path, maxi: bool) -> tuple[set[tuple[int, int]], int | None] | str:
    cmd = [PAIR_PC, str(path), "--ruleset", "lim-2026"] + (["--maxi"] if maxi else [])
    env = dict(os.environ, PC_BYE_NO_FLOAT="1")
    run = subprocess.run(cmd, capture_output=True, text=True, timeout=120, env=env)
    if run.returncode != 0:
        return f"pairing-core exit {run.returncode}: {run.stderr.strip()[-200:]}"
    boards: set[tuple[int, int]] = set()
    pab = None
    for line in run.stdout.split("\n"):
        parts = line.split()
        if len(parts) != 2:
            continue
        w, b = int(parts[0]), int(parts[1])
        if b == 0:
            pab = w
        else:
            boards.add((w, b))
    return boards, pab


def _describe(
    ours: tuple[set[tuple[int, int]], int | None], theirs: tuple[set[tuple[int, int]], int | None]
) -> str:
    mine = {frozenset(b) for b in ours[0]}
    other = {frozenset(b) for b in theirs[0]}
    if ours[1] != theirs[1]:
        return f"PAB {ours[1]} vs {theirs[1]}"
    if mine != other:
        a = sorted(tuple(sorted(x)) for x in mine - other)
        b = sorted(tuple(sorted(x)) for x in other - mine)
        return f"pairs {a} vs {b}"
    flips = sorted(b for b in ours[0] if b not in theirs[0])
    return f"colours {flips} (ours white first)"


def _error_category(text: str) -> Explanation:
    """pairing-core found no pairing where trfcheck did (every trfcheck pairing is checked by
    verify.rules in the tests): the article pairing-core stopped at."""
    art = "C.04.4.3 art. "
    if "ImpossiblePairingError" not in text:
        return Explanation("-", text, "pc-crash")
    if "PAB" in text:
        return Explanation(art + "1.1", text, "pc-error-pab")
    if "cracking" in text:
        return Explanation(art + "2.6", text, "pc-error-median")
    if "4.4" in text:
        return Explanation(art + "4.4", text, "pc-error-4.4")
    if "floater" in text:
        return Explanation(art + "3.5", text, "pc-error-floater")
    return Explanation("-", text, "pc-error-other")


def _short(rule: str) -> str:
    return rule.removeprefix("C.04.4.3 art. ")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--count", type=int, default=200)
    ap.add_argument("--seed", type=int, default=6)
    ap.add_argument("--out", default="/tmp/lim-vs-pc")
    ap.add_argument("--table", default=None, help="write every disagreement here (Markdown)")
    a = ap.parse_args()
    out = Path(a.out)
    out.mkdir(parents=True, exist_ok=True)
    rng = random.Random(a.seed)
    rounds = agree = rule_errors = 0
    found: list[tuple[str, Explanation]] = []
    for k in range(a.count):
        n = rng.randint(6, 16)
        total = rng.randint(4, 7)
        maxi = k % 2 == 1
        t = random_field(rng, n, total, ratings=(1400, 2400))
        engine = LimSystem(maxi, PairingEdition.R2026)
        for r in range(1, total + 1):
            try:
                ours = engine.pair(t, r)
            except NoValidPairing:
                break
            path = out / f"t{k:03d}_r{r}.trf"
            path.write_text(dumps(t))
            theirs = _theirs(path, maxi)
            rounds += 1
            where = f"t{k:03d} r{r} n={n} maxi={'yes' if maxi else 'no'}"
            if isinstance(theirs, str):
                why = _error_category(theirs.split(": ", 1)[-1])
            elif theirs == _ours(ours):
                agree += 1
                path.unlink()
                t = play_round(t, ours, rng, ODDS)
                continue
            else:
                published = sorted(theirs[0]) + ([(theirs[1], 0)] if theirs[1] else [])
                why = engine.explain(t, r, published)
            found.append((where, why))
            print(f"{where}: [{_short(why.rule)}] {why.category}: {why.text}")
            t = play_round(t, ours, rng, ODDS)
        # trfcheck's own pairings against the rule checks (rematches, colour limits, PAB)
        rule_errors += sum(
            1
            for v in check_rules(t, "lim", "2026", findings=(), lim_maxi=maxi)
            if v.severity is Severity.ERROR
        )
        sys.stdout.flush()
    counts = Counter((_short(w.rule), w.category) for _, w in found)
    print(f"tournaments {a.count}, rounds {rounds}: agree {agree}, differ {len(found)}")
    print(f"rule-check errors in trfcheck's pairings (verify.rules): {rule_errors}")
    for (article, category), c in sorted(counts.items(), key=lambda kv: -kv[1]):
        print(f"  {c:5d}  [{article}] {category}")
    if a.table:
        _write_table(Path(a.table), a, (rounds, agree, rule_errors), found, counts)


def _write_table(
    path: Path,
    a: argparse.Namespace,
    figures: tuple[int, int, int],
    found: list[tuple[str, Explanation]],
    counts: Counter[tuple[str, str]],
) -> None:
    rounds, agree, rule_errors = figures
    lines = [
        "# Lim: every round where trfcheck and pairing-core differ",
        "",
        f"Generated by `python benchmarks/lim_vs_pairing_core.py --count {a.count} "
        f"--seed {a.seed} --table docs/{path.name}` (pairing-core 0.4.1, `lim-2026`). "
        "The write-up, with the reading each article is given and why, is "
        "[lim-vs-pairing-core.md](lim-vs-pairing-core.md).",
        "",
        f"{rounds} rounds; identical {agree}; different {len(found)}. The rule checks "
        f"(`verify.rules`) find {rule_errors} errors in trfcheck's pairings.",
        "",
        "| article | category | rounds |",
        "|---|---|---|",
        *(f"| {art} | {cat} | {c} |" for (art, cat), c in sorted(counts.items())),
        "",
        "| tournament, round | article | category | first decision that differs |",
        "|---|---|---|---|",
        *(
            f"| {where} | {_short(w.rule)} | {w.category} | {w.text.replace('|', '/')} |"
            for where, w in found
        ),
    ]
    tmp = path.with_suffix(".tmp")
    tmp.write_text("\n".join(lines) + "\n")
    tmp.replace(path)


if __name__ == "__main__":
    main()
