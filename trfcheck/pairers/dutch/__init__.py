"""The FIDE (Dutch) system, C.04.3 (2026 edition, in force from 1 Feb 2026)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

from trfcheck.pairers.base import Board, Bye, RoundPairing, UnsupportedRules
from trfcheck.pairers.core.baku import baku_virtual_points
from trfcheck.pairers.core.boards import board_order
from trfcheck.pairers.core.byes import preset_byes
from trfcheck.pairers.core.state import rounds_paired
from trfcheck.ruleset import PairingEdition
from trfcheck.trf.event_records import planned_rounds
from trfcheck.trf.model import ResultCode, Tournament
from trfcheck.trf.recent import Recent

from .engine import colours_of
from .explain import Explanation, Walk, explain, walk
from .round_facts import RoundContext, build_context

__all__ = ["DutchSystem"]


class DutchSystem:
    """C.04.3 FIDE (Dutch) system; ``edition`` 2026 or pre2026 (the 2017 text), as the
    resolver decided it (``Ruleset.edition``); ``numbers`` the reading ``dutch-tpn`` of 5.2.5
    (``paired`` or ``registered``, ``round_facts.pairing_numbers``).

    An instance is stateful: ``pair`` keeps its last round (the tournament object, the
    round, its context and the brackets' solutions), which ``explain`` of that same
    tournament object and round reuses instead of solving again; the answers never depend
    on it (docs/dutch-scale.md, "Explanations").
    """

    name = "dutch"
    #: a round is one TRF round (``base.Engine``)
    columns_per_round = 1

    def __init__(
        self, edition: PairingEdition, baku: bool = False, numbers: str = "paired"
    ) -> None:
        self.edition = edition
        self.baku = baku  # C.04.7 by formula when the file has no virtual points
        if numbers not in ("paired", "registered"):
            raise UnsupportedRules(f"unknown reading dutch-tpn={numbers}")
        self.numbers = numbers
        # the context and the brackets' solutions of the last round paired, by tournament
        # (identity) and round: for ``explain``
        self._last: Recent[tuple[RoundContext, Walk]] = Recent(1)

    def pair(self, tournament: Tournament, round_no: int) -> RoundPairing:
        """Pair ``round_no`` from the rounds before it; raises NoValidPairing.

        The brackets' solutions are kept for ``explain`` of the same round and tournament
        (the last round paired only)."""
        given = tournament
        total = planned_rounds(tournament, max(rounds_paired(tournament), round_no))
        tournament = self._accelerated(tournament, total, round_no)
        ctx = build_context(tournament, round_no, total, self.edition, numbers=self.numbers)
        walked = walk(ctx)
        _, pairs, pab = walked
        self._last.put(given, round_no, (ctx, walked))
        boards = [Board(w, b) for w, b in colours_of(ctx, pairs)]
        real = {s.id: s.score for s in ctx.states}
        byes = [Bye(ctx.tpn[pab], ResultCode.PAB)] if pab is not None else []
        byes.extend(preset_byes(tournament, round_no, set(ctx.tpn)))
        return RoundPairing(round_no, board_order(boards, real), tuple(byes))

    def explain(
        self, tournament: Tournament, round_no: int, published: Sequence[tuple[int, int]]
    ) -> Explanation:
        """Why the ``published`` round (``(white, black)`` start ranks, the PAB as
        ``(player, 0)``) is not the pairing the rules give (``explain.explain``); when
        ``pair`` has just paired this round of this tournament, from what it computed."""
        last = self._last.get(tournament, round_no)
        walked: Walk | None = None
        if last is not None:
            ctx, walked = last
        else:
            total = planned_rounds(tournament, max(rounds_paired(tournament), round_no))
            tournament = self._accelerated(tournament, total, round_no)
            ctx = build_context(tournament, round_no, total, self.edition, numbers=self.numbers)
        index = {p: i for i, p in enumerate(ctx.tpn)}
        pairs = [(index[w], index[b]) for w, b in published if b and w in index and b in index]
        pab = next((index[w] for w, b in published if not b and w in index), None)
        return explain(ctx, pairs, pab, walked)

    def _accelerated(self, tournament: Tournament, total: int, round_no: int) -> Tournament:
        """The tournament with Baku virtual points (C.04.7) when asked for and not in the file."""
        if not self.baku or tournament.acceleration:
            return tournament
        virtual = baku_virtual_points(tournament, total, through=round_no)
        return replace(tournament, acceleration=virtual)
