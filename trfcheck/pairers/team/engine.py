"""The FIDE Swiss Team Pairing System (C.04.6, 2026 text): the pairing procedure of art. 3.

3.3: the PAB first (3.4), then the top-scoregroup with the upfloater set of 3.5 is paired
(3.6) until every team is paired; colours last (art. 4, ``colours.py``). Readings where the
text is open are the defaults of spec team.md §10 and ``docs/team.md``.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from trfcheck.pairers.base import NoValidPairing
from trfcheck.pairers.core.perfect import has_perfect_matching, min_cost_perfect_matching
from trfcheck.pairers.core.upfloaters import profiles as _profiles
from trfcheck.pairers.core.upfloaters import upfloater_sets as _sets
from trfcheck.trf.teams import TeamColourModel

from .state import TeamOptions, TeamState, TeamStrength

__all__ = ["Bracket", "pair_quality", "pair_teams"]


@dataclass(frozen=True, slots=True)
class Bracket:
    """A paired bracket: its score, upfloaters and pairs (top member first, 3.6.1)."""

    score: int
    upfloaters: tuple[int, ...]
    pairs: tuple[tuple[int, int], ...]


@dataclass(slots=True)
class _Round:
    states: dict[int, TeamState]
    options: TeamOptions
    last_two: bool  # C7 and C10 do not apply in the last two rounds
    levels: list[int]  # distinct pairing scores of the round, descending

    def can_meet(self, a: int, b: int) -> bool:
        """C1 (2.1.1): the teams have not played each other."""
        return self.states[a].may_meet(b)

    def pairable(self, teams: Sequence[int]) -> bool:
        return has_perfect_matching(teams, self.can_meet)


def pair_teams(
    states: dict[int, TeamState], options: TeamOptions, *, last_two: bool
) -> tuple[int | None, list[Bracket]]:
    """3.3: the PAB (or None) and the brackets in pairing order; raises NoValidPairing
    (3.3.3) when no complete legal pairing exists."""
    levels = sorted({s.score for s in states.values()}, reverse=True)
    rnd = _Round(states, options, last_two, levels)
    remaining = sorted(states)
    pab = None
    if len(remaining) % 2:
        pab = _pab(rnd, remaining)
        remaining.remove(pab)
    elif not rnd.pairable(remaining):
        raise NoValidPairing("no pairing of the teams meets C1 (C.04.6 3.3.3)" + _all_met(rnd))
    brackets = []
    while remaining:
        bracket = _pair_top_scoregroup(rnd, remaining)
        brackets.append(bracket)
        paired = {team for pair in bracket.pairs for team in pair}
        remaining = [x for x in remaining if x not in paired]
    return pab, brackets


def _all_met(rnd: _Round) -> str:
    """A note when every team has met every other (a complete all-play-all)."""
    teams = sorted(rnd.states)
    met = {a: rnd.states[a].opponents for a in teams}
    if any(b not in met[a] for i, a in enumerate(teams) for b in teams[i + 1 :]):
        return ""
    return f": each of the {len(teams)} teams has met every other (the event looks complete)"


def _pab(rnd: _Round, teams: list[int]) -> int:
    """3.4: among the teams C2 allows, the first by 3.4.1 (the rest can be paired),
    3.4.2 lowest score, 3.4.3 most matches played, 3.4.4 largest TPN."""
    s = rnd.states
    candidates = sorted(
        (x for x in teams if not s[x].barred_from_pab),
        key=lambda x: (s[x].score, -s[x].matches_played, -x),
    )
    for team in candidates:
        if rnd.pairable([x for x in teams if x != team]):
            return team
    raise NoValidPairing(
        "no team can have the PAB and leave a legal pairing (C.04.6 3.4.1)" + _all_met(rnd)
    )


def _pair_top_scoregroup(rnd: _Round, remaining: list[int]) -> Bracket:
    """3.5: the fewest (C4), highest-scored (C5) upfloaters; among those sets in the order
    of 3.5.4, the one with a legal pairing that meets C6, then C7 best (reading A7)."""
    s = rnd.states
    top = max(s[x].score for x in remaining)
    residents = [x for x in remaining if s[x].score == top]
    lower = [x for x in remaining if s[x].score < top]
    for size in range(len(residents) % 2, len(lower) + 1, 2):
        for profile in _profiles(lower, size, s):
            best: tuple[tuple[int, int, int], tuple[int, ...], list[tuple[int, int]]] | None
            best = None
            for index, ups in enumerate(_sets(lower, profile, s)):
                bracket = residents + list(ups)
                pairs = _pair_bracket(rnd, top, bracket)
                if pairs is None:
                    continue
                chosen = set(bracket)
                rest = [x for x in remaining if x not in chosen]
                if not rnd.pairable(rest):
                    continue  # C3
                c6 = 0 if _c6(rnd, top, rest) else 1
                c7 = 0 if rnd.last_two else sum(1 for x in ups if s[x].floater)
                key = (c6, c7, index)
                if best is None or key < best[0]:
                    best = (key, ups, pairs)
                if c6 == 0 and c7 == 0:
                    break
            if best is not None:
                return Bracket(top, best[1], tuple(best[2]))
    raise NoValidPairing(
        f"the scoregroup of {top / 10:g} has no legal pairing with any set of upfloaters "
        "(C.04.6 3.3.3)"
    )


def _c6(rnd: _Round, top: int, rest: list[int]) -> bool:
    """C6 (2.3.3, reading A6 pass/fail): unless the following scoregroup is now empty, it
    can be paired with C1 and C3 met and the fewest upfloaters (none if even, one if odd)."""
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


def _pair_bracket(rnd: _Round, top: int, bracket: list[int]) -> list[tuple[int, int]] | None:
    """3.6: the pairing whose identifier (3.6.2: top members' TPNs ascending, then their
    bottom members) comes first among those that meet C1 and best meet C8, C9, C10.

    One minimum-cost perfect matching; the cost of a pair packs, most significant first,
    C8, C9, C10, the bottom member's position (one bit per team, low TPN heavy: the set of
    top members) and the bottom member's position scaled by its top member's place (the
    bottom members in the order of their top members). When the first identifier of all
    (the top half against the bottom half) is legal and misses nothing, it is the answer.
    """
    order = sorted(bracket)
    n = len(order)
    half = n // 2
    first = [(order[i], order[i + half]) for i in range(half)]
    if all(_quality(rnd, top, a, b) == (0, 0, 0) for a, b in first):
        return first
    position = {x: i + 1 for i, x in enumerate(order)}  # 3.6.1: by TPN only
    base = n + 1
    powers = [1]
    for _ in range(n):
        powers.append(powers[-1] * base)  # base ** k
    w_top = powers[n]
    w_c10 = w_top << n
    w_c9 = w_c10 * base
    w_c8 = w_c9 * base

    def cost(a: int, b: int) -> int | None:
        quality = _quality(rnd, top, a, b)
        if quality is None:
            return None
        c8, c9, c10 = quality
        upper, lower = (a, b) if position[a] < position[b] else (b, a)
        return (
            c8 * w_c8
            + c9 * w_c9
            + c10 * w_c10
            + (w_top << (n - position[lower]))
            + position[lower] * powers[n - position[upper]]
        )

    pairs = min_cost_perfect_matching(order, cost)
    if pairs is None:
        return None
    return sorted(pairs)


def pair_quality(
    states: dict[int, TeamState], options: TeamOptions, last_two: bool, top: int, a: int, b: int
) -> tuple[int, int, int] | None:
    """C8, C9 and C10 of the pair a-b in the bracket of score ``top`` (None if C1 forbids
    it), as 3.6 weighs them; for the explanations."""
    return _quality(_Round(states, options, last_two, []), top, a, b)


def _quality(rnd: _Round, top: int, a: int, b: int) -> tuple[int, int, int] | None:
    """C8, C9 and C10 of the pair a-b in the bracket of score ``top``; None if C1 forbids it."""
    if not rnd.can_meet(a, b):
        return None
    s = rnd.states
    pa, pb = s[a].preference, s[b].preference
    c8 = c9 = c10 = 0
    if pa is not None and pb is not None and pa.colour is pb.colour:
        c8 = 1  # C8 (2.3.5): one of the two does not get its colour
        strong = pa.strength is TeamStrength.STRONG and pb.strength is TeamStrength.STRONG
        if strong and rnd.options.colour_model is TeamColourModel.TYPE_B:
            c9 = 1  # C9 (2.3.6): and it was a strong preference (4.3.4)
    if not rnd.last_two:  # C10 (2.3.7): an upfloater's opponent floated last round
        c10 = (s[a].score < top and s[b].floater) + (s[b].score < top and s[a].floater)
    return c8, c9, c10
