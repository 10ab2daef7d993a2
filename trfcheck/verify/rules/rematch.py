"""Rematches: two participants may not meet twice (C.04.1 art. 2; pre-2026 C.04.1 b).

Only games played over the board count as meetings (C.04.2 art. 3.5): two
players whose earlier pairing was forfeited may be paired again. Pairs the
file forbids (TRF 260, XXP) are checked too.
"""

from __future__ import annotations

from trfcheck.ruleset import PairingEdition
from trfcheck.trf.diagnostics import Diagnostic, Severity
from trfcheck.trf.model import Tournament

from .check_inputs import Context

__all__ = ["check_forbidden", "check_rematches"]


def _basic_rule(rules: PairingEdition) -> str:
    return "C.04.1 art. 2" if rules is PairingEdition.R2026 else "C.04.1 b"


def check_rematches(ctx: Context) -> list[Diagnostic]:
    """RMT001 (error): a pair that already played over the board plays again.

    C.04.1 art. 2 (pre-2026 C.04.1 b), with C.04.2 art. 3.5: forfeited games
    are not meetings, so a pair may follow a forfeit.
    """
    rule = _basic_rule(ctx.rules)
    met: dict[tuple[int, int], int] = {}
    out: list[Diagnostic] = []
    for r in ctx.rounds:
        for pair in ctx.played_pairs(r):
            first = met.get(pair)
            if first is not None:
                out.append(
                    Diagnostic(
                        "RMT001",
                        Severity.ERROR,
                        r,
                        pair,
                        rule,
                        f"players {pair[0]} and {pair[1]} play each other again: they already "
                        f"played in round {first} ({rule}: no two participants meet twice)",
                    )
                )
            else:
                met[pair] = r
    return out


def check_forbidden(ctx: Context) -> list[Diagnostic]:
    """RMT002 (error): a pair that a forbidden-pairs record (TRF 260, XXP) excludes in that
    round is paired (game or forfeit); engines treat these like C.04.3 C1."""
    t: Tournament = ctx.tournament
    out: list[Diagnostic] = []
    for r in ctx.rounds:
        for pair in ctx.pairs(r):
            for record in t.forbidden:
                if record.applies_to(r) and set(pair) <= record.players:
                    out.append(
                        Diagnostic(
                            "RMT002",
                            Severity.ERROR,
                            r,
                            pair,
                            "TRF 260/XXP",
                            f"players {pair[0]} and {pair[1]} are paired although the file "
                            "forbids this pair in this round (TRF 260/XXP; engines treat it "
                            "as absolute, like C.04.3 C1)",
                        )
                    )
                    break
    return out
