"""The pairing-allocated bye (PAB) goes only to an eligible participant.

C.04.1 art. 4 (2026): not to a participant who already had a PAB, or who in
one round scored, without playing, as many points as a win (forfeit win,
full-point bye). Before 2026 (C.04.1 d): not after a PAB or a forfeit win; a
requested full-point bye did not bar it. Eligibility comes from the shared
history (``PlayerState.pab_eligible``, ``kinds``).
"""

from __future__ import annotations

from trfcheck.pairers.core.state import PlayerState, RoundKind
from trfcheck.ruleset import PairingEdition
from trfcheck.trf.diagnostics import Diagnostic, Severity

from .check_inputs import Context

__all__ = ["check_byes"]


def _rule(rules: PairingEdition) -> str:
    return "C.04.1 art. 4" if rules is PairingEdition.R2026 else "C.04.1 d"


def check_byes(ctx: Context) -> list[Diagnostic]:
    """BYE001 (error): a second PAB; BYE002 (error): a PAB after an unplayed round that
    the edition counts as a win without playing (module notes)."""
    rule = _rule(ctx.rules)
    out: list[Diagnostic] = []
    for r in ctx.rounds:
        pabs = ctx.pab_players(r)
        if not pabs:
            continue
        for pid in pabs:
            state = ctx.state(r, pid)
            if state is None or state.pab_eligible:
                continue
            earlier = _rounds_of(state, RoundKind.PAB)
            if earlier:
                text = (
                    f"player {pid} gets a second pairing-allocated bye (first: round {earlier[0]})"
                )
                out.append(
                    Diagnostic("BYE001", Severity.ERROR, r, (pid,), rule, f"{text} ({rule})")
                )
                continue
            kinds: tuple[RoundKind, ...] = (RoundKind.FORFEIT_WIN, RoundKind.FULL_BYE)
            if ctx.rules is PairingEdition.PRE2026:
                kinds = (RoundKind.FORFEIT_WIN,)
            barring = [k for k in kinds if _rounds_of(state, k)]
            where = "; ".join(
                f"{k.value} in round " + ", ".join(map(str, _rounds_of(state, k))) for k in barring
            )
            text = (
                f"player {pid} gets the pairing-allocated bye after scoring a win's points "
                f"without playing ({where or 'an unplayed round worth a win'})"
            )
            out.append(Diagnostic("BYE002", Severity.ERROR, r, (pid,), rule, f"{text} ({rule})"))
    return out


def _rounds_of(state: PlayerState, kind: RoundKind) -> list[int]:
    return [i for i, k in enumerate(state.kinds, start=1) if k is kind]
