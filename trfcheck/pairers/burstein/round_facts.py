"""The facts of one Burstein round, computed once before the PAB and the first bracket.

Players are numbered 0..n-1 by pairing score (descending), then by the ranking order of
Burstein 2026 1.8 (Index, then TPN): inside a scoregroup the indices follow 1.8, and a
bracket sorts its members (incoming floaters included) by ``rank``.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field

from trfcheck.pairers.core.colours import initial_colour, round_one_games
from trfcheck.pairers.core.state import (
    PlayerState,
    RoundKind,
    Strength,
    c1_graph,
    participants,
    player_states,
)
from trfcheck.ruleset import PairingEdition
from trfcheck.trf.model import Colour, Tournament

from .index import IndexValues, index_values, ranking_key

__all__ = ["BursteinContext", "IndexFunction", "build_context"]


@dataclass(slots=True)
class BursteinContext:
    """Per-player arrays of the round being paired (see the module docstring for the order)."""

    round_no: int
    states: list[PlayerState]
    tpn: list[int]
    score: list[int]  # pairing score: real score plus virtual points (C.04.7), tenths
    real: list[int]  # real score (1.7.2: the Index ignores virtual points)
    rank: list[int]  # position in the 1.8 ranking order among the players to pair
    index: list[IndexValues]
    eligible: list[bool]  # [C2]: Basic Rules art. 4
    played: list[int]  # games played over the board (3.1.4)
    pref: list[Colour]  # 1.5; Colour.NONE without games (1.5.4)
    strength: list[Strength]
    initial: Colour  # 5.1
    met: list[set[int]] = field(default_factory=list)  # [C1] and forbidden pairs
    colour_class: list[int] = field(default_factory=list)  # [C3]: 1 absolute W, 2 absolute B

    @property
    def n(self) -> int:
        """Number of players to pair."""
        return len(self.tpn)

    def compatible(self, i: int, j: int) -> bool:
        """[C1] no rematch and no arbiter-forbidden pair; [C3] no two players with the same
        absolute colour preference (no topscorer exception in Burstein)."""
        c = self.colour_class[i]
        return j not in self.met[i] and (c == 0 or c != self.colour_class[j])

    def higher(self, i: int, j: int) -> bool:
        """True if ``i`` is ranked above ``j`` in the 1.8 order (5.2.5)."""
        return self.rank[i] < self.rank[j]


#: How the Index of 1.7 is computed: ``index.index_values`` (the readings of this engine);
#: the witness comparison passes other readings to reproduce other programs.
IndexFunction = Callable[[Tournament, int], Mapping[int, IndexValues]]


def build_context(
    tournament: Tournament, round_no: int, index: IndexFunction = index_values
) -> BursteinContext:
    """Everything the PAB and the brackets need for ``round_no`` (a round after the seeding
    rounds): pairing scores, the Index of 1.7, preferences, and the [C1]/[C3] pairs."""
    pids = participants(tournament, round_no)
    states = player_states(tournament, round_no, PairingEdition.R2026, pids)
    values = index(tournament, round_no)
    by_rank = sorted(pids, key=lambda p: ranking_key(values, p))
    rank_of = {p: k for k, p in enumerate(by_rank)}
    order = sorted(pids, key=lambda p: (-states[p].pairing_score, rank_of[p]))
    st = [states[p] for p in order]
    met = c1_graph(tournament, round_no, st, order)
    prefs = [s.preference for s in st]
    return BursteinContext(
        round_no=round_no,
        states=st,
        tpn=order,
        score=[s.pairing_score for s in st],
        real=[s.score for s in st],
        rank=[rank_of[p] for p in order],
        index=[values[p] for p in order],
        eligible=[s.pab_eligible for s in st],
        played=[sum(k in (RoundKind.PLAYED, RoundKind.PENDING) for k in s.kinds) for s in st],
        pref=[p.colour for p in prefs],
        strength=[p.strength for p in prefs],
        initial=initial_colour(tournament.initial_colour, round_one_games(tournament, True)),
        met=met,
        colour_class=[
            0 if p.strength is not Strength.ABSOLUTE else 1 if p.colour is Colour.WHITE else 2
            for p in prefs
        ],
    )
