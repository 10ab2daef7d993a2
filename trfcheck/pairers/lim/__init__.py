"""The Lim system, C.04.4.3 (2026 edition; the 1987-1999 rules renumbered: old n = new n + 7).

``LimSystem(maxi, edition)`` pairs a round. ``maxi`` switches on the 100-point limits of
Maxi-tournaments (3.2.3, 3.8, 5.7); the resolver decides it (``Ruleset.maxi``,
``ruleset.maxi_setting``: the 192 marker ``MAXI`` / ``NOMAXI``, else the 1988 definition,
more than 2**rounds players), and the engine, the audit and the rule checks read that one
answer.
"""

from __future__ import annotations

from collections.abc import Sequence

from trfcheck.pairers.base import Board, Bye, RoundPairing, UnsupportedRules
from trfcheck.pairers.core.boards import board_order
from trfcheck.pairers.core.byes import preset_byes
from trfcheck.pairers.core.state import participants
from trfcheck.ruleset import PairingEdition
from trfcheck.trf.model import Colour, ResultCode, Tournament
from trfcheck.trf.recent import Recent

from .engine import Pair, choose_pab, pair_round
from .explain import Explanation, explain
from .maxi import MaxiSetting, maxi_by_definition, maxi_from_file, maxi_setting
from .round_facts import LimRound, build_round, colour_of
from .trace import Trace

__all__ = [
    "LimSystem",
    "MaxiSetting",
    "maxi_by_definition",
    "maxi_from_file",
    "maxi_setting",
]


class LimSystem:
    """C.04.4.3 Lim system; ``maxi`` as the resolver decided it (``Ruleset.maxi``), or None
    for an engine that pairs many tournaments (the generator): the resolver's rule,
    ``ruleset.maxi_setting``, applied to each (the 192 marker, then the 1988 definition).

    ``edition`` (2026 or pre2026) selects the Basic Rules (C.04.1) of PAB eligibility and
    the reading of 3.8 [10.8]: the 2026 text renumbered the Lim rules and kept their
    content, but the opponent of an incoming floater is read from the 2026 English text
    ("highest numbered" downward, #1 being the highest numbered) and, for the previous
    rules, from their Spanish text (seed 004: the lowest ranked downward). ``adjacent`` is
    the reading ``lim-adjacent`` of 3.3, 3.4, 3.9 (``members`` or ``residents``,
    ``trfcheck.readings``). docs/lim.md.

    An instance is stateful: ``pair`` keeps its last round (the tournament object, the
    round and the trace of its decisions), which ``explain`` of that same tournament
    object and round reuses instead of pairing again; the answers never depend on it
    (docs/dutch-scale.md, "Explanations").
    """

    name = "lim"
    #: a round is one TRF round (``base.Engine``)
    columns_per_round = 1

    def __init__(
        self, maxi: bool | None, edition: PairingEdition, adjacent: str = "members"
    ) -> None:
        self.edition = edition
        self.maxi = maxi
        if adjacent not in ("members", "residents"):
            raise UnsupportedRules(f"unknown reading lim-adjacent={adjacent}")
        #: 3.3, 3.4, 3.9: the adjacent group's members or residents (reading lim-adjacent)
        self.adjacent = adjacent
        # the last round paired, with the trace of its decisions, by tournament (identity)
        # and round: for ``explain``
        self._last: Recent[tuple[LimRound, RoundPairing, list[Pair]]] = Recent(1)

    def pair(self, tournament: Tournament, round_no: int) -> RoundPairing:
        """Pair ``round_no`` from the rounds before it; raises NoValidPairing. The trace of
        the decisions is kept for ``explain`` of the same round and tournament."""
        rnd, pairing, pairs = self._pair(tournament, round_no, Trace())
        self._last.put(tournament, round_no, (rnd, pairing, pairs))
        return pairing

    def explain(
        self, tournament: Tournament, round_no: int, published: Sequence[tuple[int, int]]
    ) -> Explanation:
        """Why the ``published`` round (``(white, black)`` start ranks, the PAB as
        ``(player, 0)``) is not the pairing the rules give (``explain.explain``); when
        ``pair`` has just paired this round of this tournament, from its trace."""
        last = self._last.get(tournament, round_no)
        if last is not None:
            return explain(last[0], last[2], last[1], published)
        rnd, pairing, pairs = self._pair(tournament, round_no, Trace())
        return explain(rnd, pairs, pairing, published)

    def _pair(
        self, tournament: Tournament, round_no: int, trace: Trace | None
    ) -> tuple[LimRound, RoundPairing, list[Pair]]:
        maxi = maxi_setting(tournament, self.maxi).maxi
        ids = participants(tournament, round_no)
        rnd = build_round(tournament, round_no, maxi, ids, self.edition)
        rnd.trace = trace
        rnd.adjacent_members = self.adjacent == "members"
        pab = choose_pab(rnd)
        pairs = pair_round(rnd, pab)
        boards = [_board(rnd, p) for p in pairs]
        byes = [Bye(pab, ResultCode.PAB)] if pab is not None else []
        byes.extend(preset_byes(tournament, round_no, set(ids)))
        pairing = RoundPairing(round_no, board_order(boards, rnd.score), tuple(byes))
        return rnd, pairing, pairs


def _board(rnd: LimRound, pair: Pair) -> Board:
    x, y, upper = pair
    hi, lo = min(x, y), max(x, y)
    if colour_of(rnd, hi, lo, upper) is Colour.WHITE:
        return Board(hi, lo)
    return Board(lo, hi)
