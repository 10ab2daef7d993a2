"""Run pairing-core on one round: a JSON request on stdin, a JSON answer on stdout.

Run by the witness comparisons (``benchmarks/witnesses.py``) under the Python of the
environment where pairing-core is installed, never under trfcheck's: pairing-core is a
witness, not a dependency, and this file imports nothing from trfcheck. The request is
built by ``witnesses.pairing_core_request`` from a trfcheck tournament:

    {"ruleset": "lim-2026", "players": [{"id": 1, "tpn": 1, ...}], "round": 3,
     "total": 7, "last_round": false, "initial": "W", "results": [[1, ["W", "D"]], ...],
     "maxi": false, "prior_upfloats": [[1, 0], ...]}

(every key after ``total`` may be left out: pairing-core's defaults).

The answer is ``{"pairs": [[white, black], ...], "bye": PLAYER or null}``, or
``{"error": "ErrorClass: message"}`` when pairing-core refuses the round.
"""

from __future__ import annotations

import json
import sys


def main() -> int:
    """Pair the request read from stdin; print the answer."""
    from pairing_core.fide2026.api import pair_2026
    from pairing_core.fide2026.models import P26Player, P26Request

    data = json.load(sys.stdin)
    players = tuple(P26Player(**p) for p in data["players"])
    request = P26Request(
        players=players,
        ruleset=data["ruleset"],
        round_number=data["round"],
        total_rounds=data["total"],
        is_last_round=bool(data.get("last_round", False)),
        initial_colour=data.get("initial", "W"),
        maxi_tournament=bool(data.get("maxi", False)),
        prior_upfloats=tuple((k, v) for k, v in data.get("prior_upfloats", [])),
        round_results=tuple((k, tuple(v)) for k, v in data.get("results", [])),
    )
    try:
        out = pair_2026(request)
    except Exception as error:  # the refusal is the answer
        print(json.dumps({"error": f"{type(error).__name__}: {str(error)[:300]}"}))
        return 0
    pairs = [[p.white_id, p.black_id] for p in out.pairs]
    print(json.dumps({"pairs": pairs, "bye": out.bye_id}))
    return 0


if __name__ == "__main__":
    sys.exit(main())
