"""Grade quality findings by the rules' own pairing: a repeated float that the rules
themselves produce in a round is information, not a warning.

The float criteria (Dutch C14-C21, 2017 C.12-C.19; Dubov [C8], [C10]) are minimised, not
forbidden: a pairing that follows the rules may still repeat a float. A float finding of
round r is therefore a warning only when the rules' pairing of round r (the replay's
``expected``) does not have the same float for the same player; otherwise it is info.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import replace

from trfcheck.pairers.base import Board, Bye, RoundPairing
from trfcheck.pairers.core.state import player_states
from trfcheck.ruleset import Ruleset
from trfcheck.trf.diagnostics import Diagnostic, Severity
from trfcheck.trf.model import ResultCode, Tournament

from .replay import RoundCheck
from .rules.check_inputs import Context
from .rules.floats import check_floats

__all__ = ["FLOAT_CODES", "grade_floats"]

#: The float findings that are quality criteria (warnings when the rules avoid them).
FLOAT_CODES = frozenset({"FLT001", "FLT002", "FLT003", "FLT004"})

_SAME = "; the rules' own pairing of this round has it too"


def grade_floats(
    tournament: Tournament,
    ruleset: Ruleset,
    diagnostics: Sequence[Diagnostic],
    rounds: Iterable[RoundCheck],
) -> list[Diagnostic]:
    """``diagnostics`` with each float warning that the rules' pairing of its round shares
    turned into info (module notes). Rounds not replayed keep their warnings."""
    by_round = {rc.round_no: rc for rc in rounds}
    shared: dict[int, set[tuple[str, tuple[int, ...]]]] = {}
    out: list[Diagnostic] = []
    for d in diagnostics:
        rc = by_round.get(d.round) if d.round is not None else None
        if d.code not in FLOAT_CODES or d.severity is not Severity.WARNING or rc is None:
            out.append(d)
            continue
        if rc.error is not None:
            out.append(d)
            continue
        if rc.ok:
            same = True
        else:
            if rc.round_no not in shared:
                shared[rc.round_no] = _rules_floats(tournament, ruleset, rc)
            same = (d.code, d.players) in shared[rc.round_no]
        out.append(replace(d, severity=Severity.INFO, message=d.message + _SAME) if same else d)
    return out


def _rules_floats(
    tournament: Tournament, ruleset: Ruleset, rc: RoundCheck
) -> set[tuple[str, tuple[int, ...]]]:
    """The float findings the rules' pairing of round ``rc.round_no`` would have."""
    boards = tuple(Board(w, b) for w, b in rc.expected if b)
    byes = tuple(Bye(w, ResultCode.PAB) for w, b in rc.expected if not b)
    pairing = RoundPairing(rc.round_no, boards, byes)
    t = tournament.truncated(rc.round_no - 1).with_round(rc.round_no, pairing.entries())
    ctx = Context(t, ruleset)
    # The rounds before rc.round_no are the file's: their history is the original
    # tournament's (computed once), not a second derivation for every graded round.
    ctx.use_states(rc.round_no, player_states(tournament, rc.round_no, ruleset.edition.value))
    found = check_floats(ctx, only=rc.round_no)
    return {(d.code, d.players) for d in found if d.round == rc.round_no}
