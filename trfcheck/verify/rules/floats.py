"""Floats: what each system limits absolutely (errors) or only minimises (warnings).

- Dutch (C.04.3 2026 C14-C15; 2017 C.12-C.13): a player who floats in the
  same direction as in the previous round is minimised, not forbidden:
  warning.
- Dubov (C.04.4.1 2026 [C8] and [C10] with art. 1.8; 2018 C.8, C.10 with
  A.7): maximum upfloaters (MaxT = 2 + Rnds/5 upfloats) and players who
  upfloated in the previous round are minimised, outside the last round:
  warnings. Both editions made the old absolute upfloat limits soft.
- Lim (C.04.4.3 3.2.3, maxi-tournaments): see ``lim.py``.
- Burstein has no float criterion.

The float of the round checked comes from its pairing: the player with the
higher pairing score (score plus virtual points) floated down, the other up;
the PAB is a downfloat. Earlier floats come from the shared history
(``PlayerState.float_in``, Dutch 2026 art. 1.4 or 2017 A.4).
"""

from __future__ import annotations

from trfcheck.pairers.core.state import Float
from trfcheck.ruleset import PairingEdition
from trfcheck.trf.diagnostics import Diagnostic, Severity

from .check_inputs import Context, System

__all__ = ["check_floats", "pairing_floats", "upfloats"]


def pairing_floats(ctx: Context, round_no: int) -> dict[int, Float]:
    """Each paired player's float in ``round_no``, from the pairing scores before it."""
    pairs = ctx.pairs(round_no)
    states = ctx.states_of(round_no, {x for pair in pairs for x in pair})
    out: dict[int, Float] = {}
    for a, b in pairs:
        sa, sb = states[a].pairing_score, states[b].pairing_score
        if sa != sb:
            out[a] = Float.DOWN if sa > sb else Float.UP
            out[b] = Float.UP if sa > sb else Float.DOWN
    for pid in ctx.pab_players(round_no):
        out[pid] = Float.DOWN
    return out


def upfloats(ctx: Context, round_no: int) -> set[int]:
    """Players paired (game or forfeit) in ``round_no`` with an opponent of higher pairing
    score: the Dubov reading of "upfloated" (docs/dubov.md); byes are not upfloats."""
    floats = pairing_floats(ctx, round_no)
    return {p for p, f in floats.items() if f is Float.UP}


def check_floats(ctx: Context, only: int | None = None) -> list[Diagnostic]:
    """The float checks of the context's system (module notes); ``only``: the Dutch
    findings of that round alone (each Dutch round is checked on its own)."""
    if ctx.system is System.DUTCH:
        return _dutch(ctx, only)
    if ctx.system is System.DUBOV:
        return _dubov(ctx)
    return []


def _dutch(ctx: Context, only: int | None = None) -> list[Diagnostic]:
    """FLT001/FLT002 (warning): Dutch 2026 C14/C15 (2017 C.12/C.13) minimise the players who
    get the same downfloat/upfloat as in the previous round."""
    new = ctx.rules is PairingEdition.R2026
    out: list[Diagnostic] = []
    for r in ctx.rounds:
        if r < 2 or (only is not None and r != only):
            continue
        floats = pairing_floats(ctx, r)
        states = ctx.states_of(r, floats)
        for pid, now in sorted(floats.items()):
            if now is Float.NONE or states[pid].float_in(r - 1) is not now:
                continue
            down = now is Float.DOWN
            code = "FLT001" if down else "FLT002"
            rule = (
                ("C.04.3 C14" if down else "C.04.3 C15")
                if new
                else ("C.04.3 C.12" if down else "C.04.3 C.13")
            )
            word = "downfloat" if down else "upfloat"
            out.append(
                Diagnostic(
                    code,
                    Severity.WARNING,
                    r,
                    (pid,),
                    rule,
                    f"player {pid} gets {'an' if word[0] in 'aeiou' else 'a'} {word} again "
                    f"after one in round {r - 1} "
                    f"({rule} minimises repeated {word}s)",
                )
            )
    return out


def _dubov(ctx: Context) -> list[Diagnostic]:
    """FLT003 (warning): a maximum upfloater upfloats again (Dubov 2026 [C8], art. 1.8;
    2018 C.8, A.7); FLT004 (warning): a player upfloats in two rounds running (2026 [C10];
    2018 C.10). Neither applies in the last round."""
    new = ctx.rules is PairingEdition.R2026
    max_t = 2 + ctx.total_rounds // 5
    counts: dict[int, int] = {}
    previous: set[int] = set()
    out: list[Diagnostic] = []
    for r in ctx.rounds:
        now = upfloats(ctx, r)
        if not ctx.is_last_round(r):
            for pid in sorted(now):
                if counts.get(pid, 0) >= max_t:
                    rule = "C.04.4.1 [C8]" if new else "C.04.4.1 C.8"
                    text = (
                        f"player {pid} upfloats although already upfloated {counts[pid]} "
                        f"times (maximum upfloater, MaxT = {max_t}; {rule} minimises this)"
                    )
                    out.append(Diagnostic("FLT003", Severity.WARNING, r, (pid,), rule, text))
                if pid in previous:
                    rule = "C.04.4.1 [C10]" if new else "C.04.4.1 C.10"
                    text = (
                        f"player {pid} upfloats again after upfloating in round {r - 1} "
                        f"({rule} minimises this)"
                    )
                    out.append(Diagnostic("FLT004", Severity.WARNING, r, (pid,), rule, text))
        for pid in now:
            counts[pid] = counts.get(pid, 0) + 1
        previous = now
    return out
