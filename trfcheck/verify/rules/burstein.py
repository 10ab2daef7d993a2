"""Burstein 2026 (C.04.4.2) checks beyond the Basic Rules.

- BUR001 (warning): the file does not give the number of rounds (XXR, 142). Burstein 1.6.2
  fixes the seeding rounds as min(floor(Rnds / 2), 4), so without it nobody can tell which
  rounds the Dutch rules pair; ``trfcheck pair`` refuses such a file (exit 3) and the replay
  of ``check`` assumes the rounds in the file (docs/burstein.md, reading 5).

Burstein's other absolute rules are the shared ones: [C1] (``rematch``), [C2] (``byes``),
[C3] without a topscorer exception (``colours``); it has no float criterion.
"""

from __future__ import annotations

from trfcheck.trf.diagnostics import Diagnostic, Severity

from .check_inputs import Context

__all__ = ["check_burstein"]


def check_burstein(ctx: Context) -> list[Diagnostic]:
    """BUR001 (module notes)."""
    if ctx.tournament.total_rounds is not None:
        return []
    return [
        Diagnostic(
            "BUR001",
            Severity.WARNING,
            None,
            (),
            "C.04.4.2 art. 1.6.2",
            "the number of rounds (XXR or 142) is missing: the Burstein seeding rounds, "
            "min(floor(rounds / 2), 4), are unknown; the replay assumed the rounds in the file",
            expected="XXR or 142 with the number of rounds",
            found="neither",
        )
    ]
