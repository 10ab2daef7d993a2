"""The facts of one Dubov round, computed once before the PAB and the first bracket.

Players are numbered 0..n-1 in the pairing order of Dubov 2026 1.2.3 (pairing
score descending, then TPN ascending); every later step works on these
indices. The order is also the upfloater order of 4.2.2 (score descending,
then TPN ascending), so an upfloater's sequence number is its index among the
lower players.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass

from trfcheck.pairers.core.colours import initial_colour, round_one_games
from trfcheck.pairers.core.state import (
    Float,
    History,
    PlayerState,
    Preference,
    Strength,
    c1_graph,
    histories,
    participants,
    player_states,
)
from trfcheck.ruleset import PairingEdition
from trfcheck.trf.model import Colour, Tournament

__all__ = [
    "DubovContext",
    "aro",
    "build_context",
    "dubov_preference",
    "max_upfloats",
    "upfloat_history",
]

#: Dubov 2026 1.6.4 (2018 A.5.d): a player who has played no game has a mild preference for Black.
NO_GAME_PREFERENCE = Preference(Colour.BLACK, Strength.MILD)


def dubov_preference(state: PlayerState) -> Preference:
    """Dubov 2026 1.6 (2018 A.5): the colour preference of ``state``.

    1.6.1-1.6.3 are the shared rule of the core (absolute, strong, mild; when |CD| > 1
    and the last two games point to different sides the colour difference decides,
    a reading the text leaves open); 1.6.4: no game played gives a mild Black preference.
    """
    if not state.colours:
        return NO_GAME_PREFERENCE
    return state.preference


def aro(ratings: list[int]) -> int:
    """Dubov 2026 1.7 (2018 A.6): average rating of the opponents met over the board,
    rounded to the nearest integer with halves upwards; 0 without a game (1.7.3)."""
    n = len(ratings)
    if n == 0:
        return 0
    return (2 * sum(ratings) + n) // (2 * n)


def max_upfloats(total_rounds: int) -> int:
    """Dubov 2026 1.8.2 (2018 A.7): MaxT = 2 + floor(Rnds / 5), Rnds the planned rounds."""
    return 2 + total_rounds // 5


def upfloat_history(
    tournament: Tournament,
    states: Mapping[int, PlayerState],
    round_no: int,
    ids: Iterable[int] | None = None,
) -> dict[int, list[bool]]:
    """Per start rank (of ``ids``, default everyone in ``states``), whether the player
    upfloated in each round before ``round_no``: the Dubov reading of the floats of the
    shared history (``PlayerState.paired_floats``, built once per file in
    ``pairers.core.state``).

    The Dubov text never defines "upfloated" (1.8.1, [C8]-[C10]); reading adopted
    (docs/dubov.md): a player upfloated in round r if the pairing of r gave them an
    opponent whose pairing score (score plus the virtual points of round r, C.04.7 1.5)
    was higher when r was paired. Played and forfeited pairings count; a PAB or any other
    bye (no opponent) is not an upfloat. ``states`` are those of ``round_no``
    (``player_states``); ``tournament`` is the file they come from.
    """
    done = max(round_no - 1, 0)
    wanted = states.keys() if ids is None else [p for p in ids if p in states]
    out: dict[int, list[bool]] = {}
    for pid in wanted:
        flags = [f is Float.UP for f in states[pid].paired_floats[:done]]
        flags.extend([False] * (done - len(flags)))
        out[pid] = flags
    return out


@dataclass(slots=True)
class DubovContext:
    """Per-player arrays of the round being paired, indexed in pairing order (1.2.3)."""

    round_no: int
    last_round: bool  # [C8]-[C10] are off in the last round
    states: list[PlayerState]
    tpn: list[int]
    score: list[int]  # pairing score, tenths
    rating: list[int]
    aro: list[int]  # 1.7
    side: list[Colour]  # 1.6: the colour each player prefers (every player has one)
    strength: list[Strength]
    absolute: list[Colour]  # side when the preference is absolute, else Colour.NONE
    played: list[int]  # over-the-board games (3.1.4)
    eligible: list[bool]  # [C2]
    upfloats: list[int]  # times upfloated before this round
    max_upfloater: list[bool]  # 1.8.1
    up_prev: list[bool]  # upfloated in the previous round ([C10])
    blocked: list[set[int]]  # [C1]: indices met before, and pairs the arbiter forbade
    initial: Colour

    @property
    def n(self) -> int:
        """Number of players to pair."""
        return len(self.tpn)

    def legal(self, i: int, j: int) -> bool:
        """[C1] no rematch (and no forbidden pair) and [C3] no two players with the same
        absolute colour preference, in every round (Dubov 2026 2.1.1, 2.1.3)."""
        if j in self.blocked[i]:
            return False
        a = self.absolute[i]
        return a is Colour.NONE or a is not self.absolute[j]

    def higher(self, i: int, j: int) -> bool:
        """True if i ranks higher than j (1.2.3: more points, then smaller TPN)."""
        return i < j


def build_context(
    tournament: Tournament, round_no: int, total_rounds: int, rules: PairingEdition
) -> DubovContext:
    """Everything the PAB and the brackets need for ``round_no``."""
    pids = participants(tournament, round_no)
    states = player_states(tournament, round_no, rules)
    order = sorted(pids, key=lambda p: (-states[p].pairing_score, p))
    ratings = {p.start_rank: p.rating for p in tournament.players}
    table = histories(tournament, rules, round_no - 1)
    history = upfloat_history(tournament, states, round_no, pids)
    limit = max_upfloats(total_rounds)
    st = [states[p] for p in order]
    prefs = [dubov_preference(s) for s in st]
    blocked = c1_graph(tournament, round_no, st, order)
    counts = [sum(history[p]) for p in order]
    return DubovContext(
        round_no=round_no,
        last_round=round_no >= total_rounds,
        states=st,
        tpn=order,
        score=[s.pairing_score for s in st],
        rating=[ratings[p] for p in order],
        aro=[aro(_opponent_ratings(table, p, round_no, ratings)) for p in order],
        side=[pr.colour for pr in prefs],
        strength=[pr.strength for pr in prefs],
        absolute=[pr.colour if pr.strength is Strength.ABSOLUTE else Colour.NONE for pr in prefs],
        played=[len(s.colours) for s in st],
        eligible=[s.pab_eligible for s in st],
        upfloats=counts,
        max_upfloater=[c >= limit for c in counts],
        up_prev=[bool(history[p]) and history[p][-1] for p in order],
        blocked=blocked,
        initial=initial_colour(tournament.initial_colour, round_one_games(tournament, False)),
    )


def _opponent_ratings(
    table: Mapping[int, History], pid: int, round_no: int, ratings: Mapping[int, int]
) -> list[int]:
    """The ratings of the opponents ``pid`` met over the board before ``round_no`` (1.7.1),
    from the shared history (``History.opponents_upto``).

    Forfeits and byes do not count; a game paired but without a result yet counts as
    played (GHR 3.1). Ratings are those of the current list (a reading of 1.7.1); an
    unrated player counts with the rating in the file (1.1.2: the arbiter must give a
    provisional one; 0 if the file has none).
    """
    return [ratings[o] for o in table[pid].opponents_upto(round_no - 1) if o in ratings]
