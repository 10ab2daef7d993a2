"""Colour limits: |colour difference| <= 2 and never three equal colours in a row.

C.04.1 art. 6 and 7 (pre-2026: C.04.1 f and g), counted over games played
over the board only (C.04.2 art. 3.4: unplayed rounds drop out of the
sequence). The systems' exceptions:

- Dutch (2026 C3 with art. 1.8; 2017 A.7 and C.3): in the last round a pair
  with a topscorer may break the limits;
- Lim (C.04.4.3 art. 6): in the last round a pair may, "even if for that it is
  necessary": info when no pairing with the same scores avoids the break, error when the
  other colours within the pair or an exchange of equal-score players with another pair
  would have avoided it (``lim.last_round_break``);
- Dubov (C.04.4.1 [C3]) and Burstein (C.04.4.2 [C3]): no exception;
- no system given: a last-round breach is a warning (the Basic Rules let a
  system define one), any other an error.
"""

from __future__ import annotations

from trfcheck.pairers.core.colours import colour_difference
from trfcheck.ruleset import PairingEdition
from trfcheck.trf.diagnostics import Diagnostic, Severity
from trfcheck.trf.model import Colour

from .check_inputs import Context, System

__all__ = ["check_colours"]


def _rules(rules: PairingEdition) -> tuple[str, str]:
    """The Basic Rules articles for the colour difference and for three in a row."""
    if rules is PairingEdition.R2026:
        return "C.04.1 art. 6", "C.04.1 art. 7"
    return "C.04.1 f", "C.04.1 g"


def _topscorer(ctx: Context, round_no: int, player: int) -> bool:
    """Dutch 2026 art. 1.8 (2017 A.7): when the last round is paired, a player whose pairing
    score is above 50 % of the maximum possible score so far."""
    state = ctx.state(round_no, player)
    if state is None:
        return False
    done = round_no - 1
    best = max(ctx.tournament.scoring.win, ctx.tournament.scoring.draw)
    return 2 * state.pairing_score > done * best


def _exception(ctx: Context, round_no: int, player: int, opponent: int) -> tuple[Severity, str]:
    """Severity of a breach in ``round_no`` by ``player`` and the exception that allows it."""
    last = ctx.is_last_round(round_no)
    system = ctx.system
    if system is System.DUTCH and last:
        tops = [p for p in (player, opponent) if _topscorer(ctx, round_no, p)]
        if tops:
            article = (
                "C.04.3 C3 and art. 1.8" if ctx.rules is PairingEdition.R2026 else "C.04.3 C.3, A.7"
            )
            who = " and ".join(map(str, tops))
            return Severity.INFO, f"allowed: last round, topscorer {who} ({article})"
    if system is System.LIM and last:
        from .lim import last_round_break  # with its matching: loaded for Lim only

        avoid = last_round_break(ctx, round_no, player, opponent)
        if avoid is None:
            return (
                Severity.INFO,
                "allowed: last round, no pairing with the same scores avoids it (C.04.4.3 art. 6)",
            )
        return (
            Severity.ERROR,
            f"avoidable in the last round: {avoid} (C.04.4.3 art. 6: only if necessary)",
        )
    if system is System.GENERIC and last:
        return Severity.WARNING, "last round: allowed only if the pairing system makes an exception"
    return Severity.ERROR, ""


def check_colours(ctx: Context) -> list[Diagnostic]:
    """CLR001: a played game takes |CD| beyond 2; CLR002: a third equal colour in a row
    among played games. Errors unless the system's exception applies (module notes)."""
    rule_cd, rule_row = _rules(ctx.rules)
    history: dict[int, list[Colour]] = {p.start_rank: [] for p in ctx.tournament.players}
    out: list[Diagnostic] = []
    for r in ctx.rounds:
        for pid, game in sorted(ctx.games(r).items()):
            if not game.played or game.colour is Colour.NONE:
                continue
            seq = history[pid]
            before = colour_difference(seq)
            seq.append(game.colour)
            after = colour_difference(seq)
            breaches = []
            if abs(after) > 2 and abs(after) > abs(before):
                breaches.append(("CLR001", rule_cd, f"colour difference becomes {after:+d}"))
            if len(seq) >= 3 and seq[-1] is seq[-2] is seq[-3]:
                word = "White" if game.colour is Colour.WHITE else "Black"
                breaches.append(("CLR002", rule_row, f"third {word} in a row among played games"))
            if not breaches:
                continue
            severity, why = _exception(ctx, r, pid, game.opponent)
            for code, rule, what in breaches:
                limit = "beyond ±2" if code == "CLR001" else "three equal colours in a row"
                text = f"player {pid} (against {game.opponent}): {what} ({rule}: no {limit})"
                out.append(
                    Diagnostic(code, severity, r, (pid,), rule, f"{text}; {why}" if why else text)
                )
    return out
