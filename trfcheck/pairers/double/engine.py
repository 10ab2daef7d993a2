"""The Double-Swiss pairing procedure (C.04.5 art. 3, 2026 text; the procedure of the Swiss
Team system, C.04.6 art. 3, with the criteria of C.04.5 art. 2).

3.3: the PAB first (3.4), then the top scoregroup with the upfloater set of 3.5 is paired
(3.6) until every player is paired; colours last (art. 4, ``colours.py``). There is no
colour criterion: C1 and C8 choose a bracket's pairing, C4-C7 its upfloaters. C7 and C8 do
not apply in the last round (2.3.4, 2.3.5).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from trfcheck.pairers.base import NoValidPairing
from trfcheck.pairers.core.perfect import has_perfect_matching, min_cost_perfect_matching
from trfcheck.pairers.core.upfloaters import profiles, upfloater_sets

from .state import DoubleState

__all__ = [
    "Bracket",
    "c6_met",
    "c8_count",
    "identifier",
    "pair_players",
    "profiles",
    "upfloater_sets",
]


@dataclass(frozen=True, slots=True)
class Bracket:
    """A paired bracket: its score, upfloaters and pairs (top member first, 3.6.1)."""

    score: int
    upfloaters: tuple[int, ...]
    pairs: tuple[tuple[int, int], ...]


@dataclass(slots=True)
class _Round:
    states: dict[int, DoubleState]
    last: bool  # C7 and C8 do not apply in the last round
    levels: list[int]  # distinct pairing scores of the round, descending

    def can_meet(self, a: int, b: int) -> bool:
        """C1 (2.1.1): the players have not met (a forfeit match is no meeting)."""
        return self.states[a].may_meet(b)

    def pairable(self, players: Sequence[int]) -> bool:
        """C3 (2.2.1): ``players`` admit a legal pairing."""
        return has_perfect_matching(players, self.can_meet)


def pair_players(states: dict[int, DoubleState], *, last: bool) -> tuple[int | None, list[Bracket]]:
    """3.3: the PAB (or None) and the brackets in pairing order; raises NoValidPairing
    (3.3.3) when no complete legal pairing exists."""
    levels = sorted({s.score for s in states.values()}, reverse=True)
    rnd = _Round(states, last, levels)
    remaining = sorted(states)
    pab = None
    if len(remaining) % 2:
        pab = _pab(rnd, remaining)
        remaining.remove(pab)
    elif not rnd.pairable(remaining):
        raise NoValidPairing("no pairing of the players meets C1 (C.04.5 3.3.3)")
    brackets = []
    while remaining:
        bracket = _pair_top_scoregroup(rnd, remaining)
        brackets.append(bracket)
        paired = {x for pair in bracket.pairs for x in pair}
        remaining = [x for x in remaining if x not in paired]
    return pab, brackets


def _pab(rnd: _Round, players: list[int]) -> int:
    """3.4: among the players C2 allows, the first by 3.4.1 (the rest can be paired),
    3.4.2 lowest score, 3.4.3 most matches played, 3.4.4 largest TPN."""
    s = rnd.states
    candidates = sorted(
        (x for x in players if not s[x].barred_from_pab),
        key=lambda x: (s[x].score, -s[x].matches_played, -x),
    )
    for player in candidates:
        if rnd.pairable([x for x in players if x != player]):
            return player
    raise NoValidPairing("no player can have the PAB and leave a legal pairing (C.04.5 3.4.1)")


def _pair_top_scoregroup(rnd: _Round, remaining: list[int]) -> Bracket:
    """3.5: the fewest (C4), highest-scored (C5) upfloaters; among those sets in the order
    of 3.5.4, the first with a legal pairing that best meets C6, then C7 (3.5.5)."""
    s = rnd.states
    top = max(s[x].score for x in remaining)
    residents = [x for x in remaining if s[x].score == top]
    lower = [x for x in remaining if s[x].score < top]
    for size in range(len(residents) % 2, len(lower) + 1, 2):
        for profile in profiles(lower, size, s):
            best: tuple[tuple[int, int, int], tuple[int, ...], list[tuple[int, int]]] | None
            best = None
            for index, ups in enumerate(upfloater_sets(lower, profile, s)):
                bracket = residents + list(ups)
                pairs = _pair_bracket(rnd, top, bracket)
                if pairs is None:
                    continue
                chosen = set(bracket)
                rest = [x for x in remaining if x not in chosen]
                if not rnd.pairable(rest):
                    continue  # C3
                c6 = 0 if _c6(rnd, top, rest) else 1
                c7 = 0 if rnd.last else sum(1 for x in ups if s[x].floater)
                key = (c6, c7, index)
                if best is None or key < best[0]:
                    best = (key, ups, pairs)
                if c6 == 0 and c7 == 0:
                    break
            if best is not None:
                return Bracket(top, best[1], tuple(best[2]))
    raise NoValidPairing(
        f"the scoregroup of {top / 10:g} has no legal pairing with any set of upfloaters "
        "(C.04.5 3.3.3)"
    )


def _c6(rnd: _Round, top: int, rest: list[int]) -> bool:
    """C6 (2.3.3): unless the following scoregroup is now empty, it can be paired with C1
    and C3 met and the fewest upfloaters (C4: none if even, one if odd)."""
    s = rnd.states
    position = rnd.levels.index(top)
    if position + 1 >= len(rnd.levels):
        return True
    following_score = rnd.levels[position + 1]
    following = [x for x in rest if s[x].score == following_score]
    if not following:
        return True
    if len(following) % 2 == 0:
        candidates: list[list[int]] = [[]]
    else:
        candidates = [[x] for x in rest if s[x].score < following_score]
    for ups in candidates:
        bracket = following + ups
        if not rnd.pairable(bracket):
            continue
        chosen = set(bracket)
        if rnd.pairable([x for x in rest if x not in chosen]):
            return True
    return False


def c6_met(states: dict[int, DoubleState], top: int, rest: list[int]) -> bool:
    """C6 (2.3.3) of an upfloater set of the bracket of score ``top`` that leaves ``rest``
    unpaired; for the explanations."""
    levels = sorted({s.score for s in states.values()}, reverse=True)
    return _c6(_Round(states, False, levels), top, rest)


def c8_count(states: dict[int, DoubleState], last: bool, top: int, a: int, b: int) -> int:
    """C8 (2.3.5) of the pair a-b in the bracket of score ``top``: its upfloaters whose
    opponent floated in the previous round (0 in the last round)."""
    if last:
        return 0
    s = states
    return int(s[a].score < top and s[b].floater) + int(s[b].score < top and s[a].floater)


def identifier(pairs: Sequence[tuple[int, int]]) -> tuple[int, ...]:
    """3.6.2: the top members' TPNs (3.6.1: the smaller TPN of each pair) in ascending
    order, followed by their bottom members' TPNs in the same order."""
    ordered = sorted((min(a, b), max(a, b)) for a, b in pairs)
    return tuple(a for a, _ in ordered) + tuple(b for _, b in ordered)


def _pair_bracket(rnd: _Round, top: int, bracket: list[int]) -> list[tuple[int, int]] | None:
    """3.6: the pairing whose identifier (3.6.2: top members' TPNs ascending, then their
    bottom members) comes first among those that meet C1 and best meet C8.

    One minimum-cost perfect matching; the cost of a pair packs, most significant first,
    C8, the bottom member's position (one bit per player, low TPN heavy: the set of top
    members) and the bottom member's position scaled by its top member's place (the bottom
    members in the order of their top members). When the first identifier of all (the top
    half against the bottom half) is legal and misses nothing, it is the answer.
    """
    order = sorted(bracket)
    n = len(order)
    half = n // 2
    first = [(order[i], order[i + half]) for i in range(half)]
    if all(rnd.can_meet(a, b) and c8_count(rnd.states, rnd.last, top, a, b) == 0 for a, b in first):
        return first
    position = {x: i + 1 for i, x in enumerate(order)}  # 3.6.1: by TPN only
    base = n + 1
    powers = [1]
    for _ in range(n):
        powers.append(powers[-1] * base)
    w_top = powers[n]
    w_c8 = (w_top << n) * base

    def cost(a: int, b: int) -> int | None:
        if not rnd.can_meet(a, b):
            return None
        upper, lower = (a, b) if position[a] < position[b] else (b, a)
        return (
            c8_count(rnd.states, rnd.last, top, a, b) * w_c8
            + (w_top << (n - position[lower]))
            + position[lower] * powers[n - position[upper]]
        )

    pairs = min_cost_perfect_matching(order, cost)
    if pairs is None:
        return None
    return sorted(pairs)
