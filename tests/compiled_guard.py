"""Print a digest of generated tournaments and their audits (run by test_compiled.py).

Run as a script under the trfcheck that PYTHONPATH names: first line the file of the Dutch
bracket module (``.py`` or a compiled extension), then one line per configuration: the
SHA-256 of every generated file and of every audit result, for seeds 1..N.
"""

from __future__ import annotations

import hashlib
import sys

from trfcheck.generator import Config, generate, with_settings
from trfcheck.pairers.dutch import bracket
from trfcheck.pairers.registry import rules_for
from trfcheck.ruleset import Overrides
from trfcheck.trf import read
from trfcheck.verify.audit import audit_tournament

#: (system, edition, more generator settings): the Dutch editions, byes, forfeits and
#: acceleration, and the other systems whose code the compiled modules share.
CONFIGS: tuple[tuple[str, str, tuple[tuple[str, str], ...]], ...] = (
    ("dutch", "2026", ()),
    ("dutch", "2017", ()),
    ("dutch", "2026", (("half_bye", "0.05"), ("forfeit_rate", "0.05"), ("acceleration", "baku"))),
    ("dubov", "2026", ()),
    ("burstein", "2026", ()),
)


def main(count: int) -> None:
    print(bracket.__file__)
    for system, edition, extra in CONFIGS:
        settings = [("system", system), ("format", "trf26"), ("edition", edition), *extra]
        config = with_settings(Config(), settings).validate()
        files, audits = hashlib.sha256(), hashlib.sha256()
        for seed in range(1, count + 1):
            made = generate(config, seed)
            files.update(made.data)
            loaded = read(made.data)
            t = loaded.tournament
            result = audit_tournament(
                t, rules_for(t, Overrides(system=system)), findings=loaded.findings
            )
            audits.update(repr(result).encode())
        print(f"{system} {edition} {dict(extra)}: {files.hexdigest()} {audits.hexdigest()}")


if __name__ == "__main__":
    main(int(sys.argv[1]))
