"""A persistent candidate for the protocol tests (``trfcheck.endorse.server``).

    fake_server.py MODE K

Answers each request with exit 0 and, on stdout, the request's arguments joined by
spaces and the number of requests this process has answered. Request number K (1-based)
of each server process misbehaves by MODE: ``hang`` (sleeps 600 s), ``die`` (exits
without a reply), ``garble`` (a line that is not JSON); ``none`` never misbehaves.
"""

from __future__ import annotations

import json
import sys
import time


def main() -> int:
    mode, k = sys.argv[1], int(sys.argv[2])
    for n, line in enumerate(sys.stdin, 1):
        request = json.loads(line)
        if n == k and mode == "hang":
            time.sleep(600)
        if n == k and mode == "die":
            return 7
        if n == k and mode == "garble":
            sys.stdout.write("pairs follow\n")
        else:
            text = " ".join(request["argv"][1:]) + f" #{n}\n"
            sys.stdout.write(json.dumps({"exit": 0, "stdout": text, "stderr": ""}) + "\n")
        sys.stdout.flush()
    return 0


if __name__ == "__main__":
    sys.exit(main())
