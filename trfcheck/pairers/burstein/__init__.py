"""The Burstein system, C.04.4.2 (2026 edition, in force from 1 Feb 2026).

The seeding rounds (1.6) are paired by the FIDE (Dutch) system, which this package does not
import: the engine is given a seeding-round pairer (any ``PairingSystem``); the registry
(``trfcheck.pairers.registry``) gives it the Dutch 2026 engine. The
readings this engine takes where the text is open are in ``docs/burstein.md``.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

from trfcheck.pairers.base import (
    Board,
    Bye,
    Explanation,
    PairingError,
    PairingSystem,
    RoundPairing,
    UnsupportedRules,
)
from trfcheck.pairers.core.baku import baku_virtual_points
from trfcheck.pairers.core.boards import board_order
from trfcheck.pairers.core.byes import preset_byes
from trfcheck.ruleset import PairingEdition
from trfcheck.trf.event_records import planned_rounds
from trfcheck.trf.model import Colour, ResultCode, Tournament
from trfcheck.trf.recent import Recent

from .colours import colour_of
from .explain import Walk, explain, walk
from .index import index_values
from .round_facts import BursteinContext, IndexFunction, build_context

__all__ = ["BursteinSystem", "TotalRoundsUnknown", "seeding_rounds"]


class TotalRoundsUnknown(PairingError):
    """Burstein 1.6.2 needs the planned number of rounds (XXR, 142) and the file has none."""


def seeding_rounds(total_rounds: int) -> int:
    """1.6.2: the number of seeding rounds, min(floor(Rnds / 2), 4)."""
    return min(total_rounds // 2, 4)


class BursteinSystem:
    """C.04.4.2 Burstein system; ``edition`` 2026 (the only text implemented, reading 11),
    as the resolver decided it (``Ruleset.edition``).

    ``seeding`` pairs the seeding rounds (1.6.1: the Dutch system of the event's edition;
    the registry passes Dutch 2026); without it only the rounds after them can be paired.
    ``baku`` asks for Baku virtual points (C.04.7) by formula when the file has none
    (reading 4: no default acceleration).
    ``index`` computes the Index of 1.7 (default: this engine's readings 1 and 2; the
    witness comparison passes other programs' readings).

    An instance is stateful: ``pair`` keeps its last round (the tournament object, the
    round, its context and the brackets' solutions), which ``explain`` of that same
    tournament object and round reuses instead of solving again; the answers never depend
    on it (docs/dutch-scale.md, "Explanations").
    """

    name = "burstein"
    #: a round is one TRF round (``base.Engine``)
    columns_per_round = 1

    def __init__(
        self,
        edition: PairingEdition,
        baku: bool = False,
        seeding: PairingSystem | None = None,
        index: IndexFunction = index_values,
    ) -> None:
        self.edition = edition
        if edition is not PairingEdition.R2026:
            raise UnsupportedRules(
                "no Burstein text before the 2026 edition (C.04.4.2, in force from 1 Feb 2026)"
                " is implemented; --edition 2026 re-pairs the event with the 2026 text"
            )
        self.baku = baku
        self._seeding = seeding
        self.index = index
        # the context and the brackets' solutions of the last round paired, by tournament
        # (identity) and round: for ``explain``
        self._last: Recent[tuple[BursteinContext, Walk]] = Recent(1)

    @property
    def seeding(self) -> PairingSystem:
        """The seeding-round pairer (1.6.1); raises UnsupportedRules when none was given."""
        if self._seeding is None:
            raise UnsupportedRules(
                "the Burstein engine was built without a seeding-round pairer (1.6.1: the Dutch "
                "system); build it through trfcheck.pairers.registry"
            )
        return self._seeding

    def pair(self, tournament: Tournament, round_no: int) -> RoundPairing:
        """Pair ``round_no`` from the rounds before it (1.6, 1.9).

        Raises TotalRoundsUnknown without XXR/142 and NoValidPairing (1.9.3). The brackets'
        solutions are kept for ``explain`` of the same round and tournament (the last one).
        """
        t = self._prepared(tournament)
        if round_no <= seeding_rounds(planned_rounds(t)):
            return self.seeding.pair(t, round_no)
        ctx = build_context(t, round_no, self.index)
        walked = walk(ctx)
        _, pairs, pab = walked
        self._last.put(tournament, round_no, (ctx, walked))
        boards = [_board(ctx, i, j) for i, j in pairs]
        score = {ctx.tpn[i]: ctx.score[i] for i in range(ctx.n)}
        byes = [Bye(ctx.tpn[pab], ResultCode.PAB)] if pab is not None else []
        byes.extend(preset_byes(t, round_no, set(ctx.tpn)))
        return RoundPairing(round_no, board_order(boards, score), tuple(byes))

    def explain(
        self, tournament: Tournament, round_no: int, published: Sequence[tuple[int, int]]
    ) -> Explanation:
        """Why the ``published`` round (``(white, black)`` start ranks, the PAB as
        ``(player, 0)``) is not the pairing the rules give (``explain.explain``); when
        ``pair`` has just paired this round of this tournament, from what it computed."""
        t = self._prepared(tournament)
        if round_no <= seeding_rounds(planned_rounds(t)):
            seeding = self.seeding
            why = getattr(seeding, "explain", None)
            if why is not None:
                inner = why(t, round_no, published)
                return Explanation(inner.rule, f"seeding round (1.6, Dutch rules): {inner.text}")
            return Explanation("1.6", "a seeding round: paired by the Dutch rules (1.6.1)")
        last = self._last.get(tournament, round_no)
        if last is not None:
            return explain(last[0], published, last[1])
        return explain(build_context(t, round_no, self.index), published)

    def _prepared(self, tournament: Tournament) -> Tournament:
        """The tournament with its total rounds checked and Baku points added when asked."""
        total = tournament.total_rounds
        if total is None:
            raise TotalRoundsUnknown(
                "the Burstein system needs the number of rounds (XXR or 142) to know its "
                "seeding rounds (1.6.2); the file does not give it"
            )
        if self.baku and not tournament.acceleration:
            return replace(tournament, acceleration=baku_virtual_points(tournament, total))
        return tournament


def _board(ctx: BursteinContext, i: int, j: int) -> Board:
    """Article 5: White and Black of the pair (i, j)."""
    if colour_of(ctx, i, j) is Colour.WHITE:
        return Board(ctx.tpn[i], ctx.tpn[j])
    return Board(ctx.tpn[j], ctx.tpn[i])
