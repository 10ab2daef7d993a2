"""Compare trfcheck's Double-Swiss engine (C.04.5) with pairing-core's ``double-2026``
ruleset on generated events (development only; docs/double-swiss.md, "Witness").

pairing-core is an independent implementation, used as a witness and never as a dependency:
give the ``bin`` folder of a virtual environment where it is installed with ``--peers DIR``
or ``TRFCHECK_PEERS`` (``benchmarks/witnesses.py``); without one the comparison is skipped
(exit 0, said on stderr). Each event is drawn by ``generate --system double`` (every match
paired by trfcheck's engine); every match is then asked of pairing-core, given the players'
facts before it as trfcheck reads them (score, colours per match with ``u`` for none,
opponents met, the PAB bar, matches played, a float in the previous match). Where the two
differ, the match is paired again by trfcheck under the other reading of 4.3.3
(``double-gaps=rounds``, pairing-core's); a difference that goes is that reading's, and any
other is named by trfcheck's ``explain`` (the first decision of art. 3-4 the witness did not
take). Disagreeing events are written into ``--out`` with the requests.

    PYTHONPATH=benchmarks python benchmarks/double_vs_pairing_core.py --peers ../pc-venv/bin \
        --count 2000 --seed 1 --players 2-12 --matches 1-5
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
from collections import Counter
from pathlib import Path
from typing import Any

from witnesses import PEERS_VARIABLE, add_peers_option, out_folder, peer_program

from trfcheck.generator.double import generate_double
from trfcheck.pairers.base import NoValidPairing
from trfcheck.pairers.double import (
    DoubleOptions,
    DoubleSwissSystem,
    participants,
    published_match,
)
from trfcheck.pairers.double.colours import initial_colour
from trfcheck.pairers.double.state import build_states
from trfcheck.trf.model import Colour, Tournament

LINES = Path(__file__).with_name("pairing_core_lines.py")


def request(t: Tournament, k: int) -> dict[str, Any]:
    """pairing-core's request for match ``k`` of ``t`` (players of the published match)."""
    column = 2 * k - 1
    states = build_states(t, k, participants(t, column), DoubleOptions())
    letters = {Colour.WHITE: "W", Colour.BLACK: "B"}
    players = [
        {
            "id": s.tpn,
            "tpn": s.tpn,
            "score": s.score / 10,
            "colors": "".join(letters.get(c, "u") if c else "u" for c in s.colours),
            "opponents": sorted(o for o in s.opponents if o in states),
            "got_pab": s.barred_from_pab,
            "played": s.matches_played,
            "last_float": "U" if s.floater else "",
        }
        for s in states.values()
    ]
    total = (t.total_rounds or 2) // 2
    return {
        "ruleset": "double-2026",
        "players": players,
        "round": k,
        "total": total,
        "last_round": k == total,
        "initial": "W" if initial_colour(t) is Colour.WHITE else "B",
    }


def ask(python: Path, requests: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """pairing-core's answers, one process for all requests."""
    run = subprocess.run(
        [str(python), str(LINES)],
        input="".join(json.dumps(r) + "\n" for r in requests),
        capture_output=True,
        text=True,
        check=False,
    )
    if run.returncode != 0:
        sys.exit(f"pairing-core failed: {run.stderr.strip()[-400:]}")
    return [json.loads(line) for line in run.stdout.splitlines()]


def theirs(answer: dict[str, Any]) -> tuple[tuple[int, int], ...] | str:
    if "error" in answer:
        return str(answer["error"])
    pairs = [(w, b) for w, b in answer["pairs"]]
    if answer["bye"] is not None:
        pairs.append((answer["bye"], 0))
    return tuple(sorted(pairs))


def adjudicate(t: Tournament, k: int, witness: tuple[tuple[int, int], ...]) -> str:
    """The article a difference rests on: the other reading of 4.3.3, else the first
    decision of art. 3-4 the witness did not take (trfcheck's ``explain``)."""
    column = 2 * k - 1
    other = DoubleSwissSystem(DoubleOptions(gaps="rounds")).pair(t, column)
    if tuple(sorted(other.pairs())) == witness:
        return "4.3.3 (reading double-gaps: pairing-core aligns by match number)"
    why = DoubleSwissSystem().explain(t, column, witness)
    return why.rule


def refusal(t: Tournament, k: int, error: str) -> str:
    """A round pairing-core refuses: whether trfcheck's pairing of it is legal (C1, C2: no
    rematch, no barred PAB; C3 holds for a complete pairing)."""
    column = 2 * k - 1
    states = build_states(t, k, participants(t, column), DoubleOptions())
    legal = all(
        states[w].may_meet(b) if b else not states[w].barred_from_pab
        for w, b in published_match(t, column)
    )
    kind = error.split(":")[0]
    if legal and "C5-profile" in error:
        return (
            f"pairing-core refuses ({kind}) a round with a legal pairing: its C5 takes the "
            "best score profile whether or not a set of it can be paired (3.5.2: only sets "
            "with a legal pairing are considered; 3.3.3 applies only when none exists)"
        )
    return f"pairing-core refuses ({kind}); trfcheck's pairing legal: {legal}"


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    add_peers_option(parser)
    parser.add_argument("--count", type=int, default=2000)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--players", default="2-12")
    parser.add_argument("--matches", default="1-5")
    parser.add_argument("--out", type=Path, default=None)
    args = parser.parse_args()
    folder = args.peers or (
        Path(os.environ[PEERS_VARIABLE]) if PEERS_VARIABLE in os.environ else None
    )
    if folder is None or not folder.is_dir():
        print(f"skipped: no pairing-core (--peers DIR or ${PEERS_VARIABLE})", file=sys.stderr)
        return 0
    lo, hi = (int(x) for x in args.players.split("-"))
    mlo, mhi = (int(x) for x in args.matches.split("-"))
    events: list[Tournament] = []
    cases: list[tuple[int, int]] = []
    requests: list[dict[str, Any]] = []
    for seed in range(args.seed, args.seed + args.count):
        try:
            t = generate_double(seed, (lo, hi), (mlo, mhi)).tournament
        except NoValidPairing:
            continue
        events.append(t)
        for k in range(1, (t.total_rounds or 0) // 2 + 1):
            cases.append((len(events) - 1, k))
            requests.append(request(t, k))
    answers = ask(peer_program(folder, "python"), requests)
    verdicts: Counter[str] = Counter()
    bad_events: set[int] = set()
    out = out_folder(args.out, "double-vs-pairing-core")
    for (e, k), req, answer in zip(cases, requests, answers, strict=True):
        t = events[e]
        ours = published_match(t, 2 * k - 1)
        witness = theirs(answer)
        if witness == ours:
            verdicts["same"] += 1
            continue
        if isinstance(witness, str):
            verdict = refusal(t.truncated(2 * k), k, witness)
        else:
            verdict = adjudicate(t.truncated(2 * k), k, witness)
        verdicts[verdict] += 1
        bad_events.add(e)
        stem = out / f"event-{e}-match-{k}"
        stem.with_suffix(".json").write_text(
            json.dumps({"request": req, "answer": answer, "trfcheck": ours, "verdict": verdict})
        )
    matches = sum(verdicts.values())
    print(f"{len(events)} events, {matches} matches, {len(bad_events)} events with a difference")
    for verdict, n in verdicts.most_common():
        print(f"{n:6d}  {verdict}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
