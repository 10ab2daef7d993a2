"""Compare the Lim engine with pairing-core's ``lim-2026`` ruleset (development only).

pairing-core is a witness outside the project, never a dependency: give the ``bin`` folder
of a virtual environment where it is installed with ``--peers DIR`` or ``TRFCHECK_PEERS``
(``benchmarks/witnesses.py``; ``--help`` says how to make one). Random small tournaments
are played with trfcheck's engine; before each round the history is written as TRF into
``--out`` (default ``lim-vs-pairing-core/`` under the current folder; a round both agree
on is deleted again) and paired by both. Every disagreement is attributed by trfcheck's
own ``LimSystem.explain`` (``trfcheck/pairers/lim/explain.py``, what ``trfcheck check``
prints) to the first decision of the Lim procedure that pairing-core did not take, with
its article. Prints one line per disagreement and the counts per category; ``--table``
writes every disagreement as a Markdown table. The write-up is
docs/lim-vs-pairing-core.md.

    python benchmarks/lim_vs_pairing_core.py --peers peers/bin --count 200 \
        --table docs/lim-vs-pairing-core-rounds.md

pairing-core has no TRF reader: ``witnesses.pairing_core_request`` describes the round
(per participant the pairing score, rating, colours per round, ``u`` for an unplayed
round, opponents met, PAB received, and the float tags of the two previous rounds, which
follow trfcheck's reading of Lim 3.10: a game against another score, a bye being no
float), with the Maxi flag, and ``pairing_core_bridge.py`` (this folder, our own code)
hands it to pairing-core under the peers' Python.
"""

from __future__ import annotations

import argparse
import random
import sys
from collections import Counter
from pathlib import Path

from witnesses import (
    add_peers_option,
    out_folder,
    pair_with_pairing_core,
    pairing_core_request,
    peers_folder,
)

from trfcheck.generator.simple import FixedOdds, play_round, random_field
from trfcheck.pairers.base import NoValidPairing, RoundPairing
from trfcheck.pairers.lim import LimSystem
from trfcheck.pairers.lim.explain import Explanation
from trfcheck.ruleset import Overrides, PairingEdition, resolve
from trfcheck.trf import dumps
from trfcheck.trf.diagnostics import Severity
from trfcheck.trf.model import Tournament
from trfcheck.verify.rules import check_rules

# White wins 40 %, draws 30 %, loses 30 % (no forfeits).
ODDS = FixedOdds(win=0.4, draw=0.3)


def _ours(p: RoundPairing) -> tuple[set[tuple[int, int]], int | None]:
    return {(b.white, b.black) for b in p.boards}, p.pab


def _theirs(
    t: Tournament, r: int, maxi: bool, peers: Path
) -> tuple[set[tuple[int, int]], int | None] | str:
    answer = pair_with_pairing_core(peers, pairing_core_request(t, r, "lim-2026", maxi))
    if isinstance(answer, str):
        return answer
    return set(answer[0]), answer[1]


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
    ap.add_argument(
        "--out",
        type=Path,
        default=None,
        help="folder for the TRF of each round (default: lim-vs-pairing-core/ here)",
    )
    ap.add_argument("--table", default=None, help="write every disagreement here (Markdown)")
    add_peers_option(ap)
    a = ap.parse_args()
    peers = peers_folder(a.peers)
    out = out_folder(a.out, "lim-vs-pairing-core")
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
            theirs = _theirs(t, r, maxi, peers)
            rounds += 1
            where = f"t{k:03d} r{r} n={n} maxi={'yes' if maxi else 'no'}"
            if isinstance(theirs, str):
                why = _error_category(theirs)
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
            for v in check_rules(
                t, resolve(t, Overrides(system="lim", edition="2026", maxi=maxi)), findings=()
            )
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
