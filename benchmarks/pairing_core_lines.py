"""Run pairing-core on many rounds: one JSON request per line on stdin, one JSON answer per
line on stdout (the one-round bridge, ``pairing_core_bridge.py``, starts a process per
round; a comparison of thousands of rounds needs one process).

Run under the Python of the environment where pairing-core is installed, never under
trfcheck's: pairing-core is a witness, not a dependency, and this file imports nothing from
trfcheck. A request is ``{"ruleset", "players": [P26Player fields], "round", "total",
"last_round", "initial"}``; an answer ``{"pairs": [[white, black], ...], "bye": ID|null}``
or ``{"error": "ErrorClass: message"}``.
"""

from __future__ import annotations

import json
import sys


def main() -> int:
    """Answer every request line of stdin, in order."""
    from pairing_core.fide2026.api import pair_2026
    from pairing_core.fide2026.models import P26Player, P26Request

    for line in sys.stdin:
        if not line.strip():
            continue
        data = json.loads(line)
        try:
            request = P26Request(
                players=tuple(P26Player(**p) for p in data["players"]),
                ruleset=data["ruleset"],
                round_number=data["round"],
                total_rounds=data["total"],
                is_last_round=bool(data.get("last_round", False)),
                initial_colour=data.get("initial", "W"),
            )
            out = pair_2026(request)
            answer = {"pairs": [[p.white_id, p.black_id] for p in out.pairs], "bye": out.bye_id}
        except Exception as error:  # the refusal is the answer
            answer = {"error": f"{type(error).__name__}: {str(error)[:300]}"}
        print(json.dumps(answer), flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
