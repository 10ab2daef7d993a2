"""The Dubov system, C.04.4.1: the 2026 edition (Articles 1-5, in force from 1 Feb 2026) and the
2018 edition ("till 2026", sections A-E).

The two editions pair by the same procedure; they differ in [C2] (2026: Basic
Rules art. 4, no PAB after a PAB or after a win's points scored without
playing; 2018: old C.04.1.d, no PAB after a PAB or a forfeit win) and in
wording and numbering (2018 A-E are 2026 Articles 1-5). The older 1997 text
(the project's Spanish seed: absolute upfloat limits, bye to the lowest-rated
player) is not implemented; where it differs from the 2018 handbook text, the
handbook text is followed.
"""

from __future__ import annotations

from trfcheck.pairers.base import Board, Bye, RoundPairing
from trfcheck.pairers.core.boards import board_order
from trfcheck.pairers.core.byes import preset_byes
from trfcheck.ruleset import PairingEdition
from trfcheck.trf.event_records import planned_rounds
from trfcheck.trf.model import Colour, ResultCode, Tournament

from .colours import colour_of
from .engine import pair_round
from .round_facts import DubovContext, build_context

__all__ = ["DubovSystem"]


class DubovSystem:
    """C.04.4.1 Dubov system; ``edition`` 2026 (C040401202602) or pre2026 (C040401Till2026,
    the 2018 text), as the resolver decided it (``Ruleset.edition``)."""

    name = "dubov"
    #: a round is one TRF round (``base.Engine``)
    columns_per_round = 1

    def __init__(self, edition: PairingEdition) -> None:
        self.edition = edition
        self.rules = self.edition

    def pair(self, tournament: Tournament, round_no: int) -> RoundPairing:
        """Pair ``round_no`` from the rounds before it; raises NoValidPairing (1.9.3).

        Rnds (MaxT 1.8.2, the last round) is the planned number of rounds (XXR, 142);
        without it, the rounds in the file or ``round_no``, whichever is larger (a
        reading of 1.8.2). Under acceleration the pairing score (C.04.7 1.5) orders the
        players, the brackets, the upfloats and the published boards (GHR 3.6).
        """
        total = planned_rounds(tournament, max(tournament.rounds_played, round_no))
        ctx = build_context(tournament, round_no, total, self.rules)
        pairs, pab = pair_round(ctx)
        boards = [_board(ctx, i, j) for i, j in pairs]
        score = {ctx.tpn[i]: ctx.score[i] for i in range(ctx.n)}
        byes = [Bye(ctx.tpn[pab], ResultCode.PAB)] if pab is not None else []
        byes.extend(preset_byes(tournament, round_no, set(ctx.tpn)))
        return RoundPairing(round_no, board_order(boards, score), tuple(byes))


def _board(ctx: DubovContext, i: int, j: int) -> Board:
    """Article 5: White and Black of the pair (i, j)."""
    if colour_of(ctx, i, j) is Colour.WHITE:
        return Board(ctx.tpn[i], ctx.tpn[j])
    return Board(ctx.tpn[j], ctx.tpn[i])
