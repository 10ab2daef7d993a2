"""The pairing procedure of the Swiss Team system (C.04.6 art. 3, 3.3-3.6), which is also the
Double-Swiss system's: C.04.5 art. 3 (2026 text) pairs by the procedure of the Swiss Team
system, with the criteria of its own art. 2. Shared by ``pairers.team`` and
``pairers.double``.

3.3: the PAB first (3.4), then the top-scoregroup with the upfloater set of 3.5 (the sets of
``upfloaters.py``) is paired (3.6) until every participant is paired; colours are the
system's (art. 4). What the two systems decide differently is passed in a ``Procedure``:

- the criteria that choose a bracket's pairing (3.6.4): C8, C9, C10 of C.04.6 (2.3.5-2.3.7),
  C8 of C.04.5 (2.3.5), as a function of a pair, most significant first;
- whether C7 (2.3.4) applies this round: not in the last two rounds of C.04.6, not in the
  last match of C.04.5;
- the article and the word for a participant ("team", "player") that the messages cite,
  and a note a system adds when no pairing exists.

C3 (2.2.1) and C6 (2.3.3) are the same in both texts and live here.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from operator import mul
from typing import Protocol

from trfcheck.pairers.base import NoValidPairing, Pair
from trfcheck.pairers.core.perfect import has_perfect_matching, min_cost_perfect_matching
from trfcheck.pairers.core.upfloaters import profiles, upfloater_sets

__all__ = [
    "Bracket",
    "Participant",
    "Procedure",
    "c6_met",
    "identifier",
    "pair_by_identifier",
    "pair_scoregroups",
]

#: quality(top, a, b): the counts of the bracket criteria of 3.6.4 for the pair a-b in the
#: bracket of score ``top`` (most significant first, at most 2 each), None when C1 forbids it.
Quality = Callable[[int, int, int], tuple[int, ...] | None]


class Participant(Protocol):
    """A team's or a player's state as the procedure reads it (C.04.6 / C.04.5 art. 1)."""

    @property
    def score(self) -> int: ...  # pairing score, tenths

    @property
    def floater(self) -> bool: ...  # 1.5: floated in the previous round

    @property
    def barred_from_pab(self) -> bool: ...  # C2 (2.1.2)

    @property
    def matches_played(self) -> int: ...  # 3.4.3

    def may_meet(self, other: int) -> bool: ...  # C1 (2.1.1)


@dataclass(frozen=True, slots=True)
class Bracket:
    """A paired bracket: its score, upfloaters and pairs (top member first, 3.6.1)."""

    score: int
    upfloaters: tuple[int, ...]
    pairs: tuple[Pair, ...]


def _no_note() -> str:
    return ""


@dataclass(frozen=True, slots=True)
class Procedure:
    """What a system that pairs by this procedure decides for the round: ``quality`` gives
    the counts of the bracket criteria of 3.6.4 for the pair (bracket score, a, b), or None
    when C1 forbids it; ``c7`` whether C7 applies this round; ``article`` and ``noun`` for
    the messages; ``note`` a sentence added when no legal pairing exists."""

    quality: Quality
    c7: bool
    article: str
    noun: str
    note: Callable[[], str] = _no_note


@dataclass(slots=True)
class _Round:
    states: Mapping[int, Participant]
    levels: list[int]  # distinct pairing scores of the round, descending

    def can_meet(self, a: int, b: int) -> bool:
        """C1 (2.1.1): the two have not met (and the file does not forbid the pair)."""
        return self.states[a].may_meet(b)

    def pairable(self, members: Sequence[int]) -> bool:
        """C3 (2.2.1): ``members`` admit a legal pairing."""
        return has_perfect_matching(members, self.can_meet)


def _levels(states: Mapping[int, Participant]) -> list[int]:
    return sorted({s.score for s in states.values()}, reverse=True)


def pair_scoregroups(
    states: Mapping[int, Participant], procedure: Procedure
) -> tuple[int | None, list[Bracket]]:
    """3.3: the PAB (or None) and the brackets in pairing order; raises NoValidPairing
    (3.3.3) when no complete legal pairing exists."""
    rnd = _Round(states, _levels(states))
    remaining = sorted(states)
    pab = None
    if len(remaining) % 2:
        pab = _pab(rnd, procedure, remaining)
        remaining.remove(pab)
    elif not rnd.pairable(remaining):
        raise NoValidPairing(
            f"no pairing of the {procedure.noun}s meets C1 ({procedure.article} 3.3.3)"
            + procedure.note()
        )
    brackets = []
    while remaining:
        bracket = _pair_top_scoregroup(rnd, procedure, remaining)
        brackets.append(bracket)
        paired = {x for pair in bracket.pairs for x in pair}
        remaining = [x for x in remaining if x not in paired]
    return pab, brackets


def _pab(rnd: _Round, procedure: Procedure, members: list[int]) -> int:
    """3.4: among those C2 allows, the first by 3.4.1 (the rest can be paired), 3.4.2
    lowest score, 3.4.3 most matches played, 3.4.4 largest TPN."""
    s = rnd.states
    candidates = sorted(
        (x for x in members if not s[x].barred_from_pab),
        key=lambda x: (s[x].score, -s[x].matches_played, -x),
    )
    for candidate in candidates:
        if rnd.pairable([x for x in members if x != candidate]):
            return candidate
    raise NoValidPairing(
        f"no {procedure.noun} can have the PAB and leave a legal pairing "
        f"({procedure.article} 3.4.1)" + procedure.note()
    )


def _pair_top_scoregroup(rnd: _Round, procedure: Procedure, remaining: list[int]) -> Bracket:
    """3.5: the fewest (C4), highest-scored (C5) upfloaters; among those sets in the order
    of 3.5.4, the first with a legal pairing that best meets C6, then C7 (3.5.5: the best
    attainable values, then the order; reading A7 of ``docs/team.md``)."""
    s = rnd.states
    quality = procedure.quality
    c7_applies = procedure.c7
    top = max(s[x].score for x in remaining)
    residents = [x for x in remaining if s[x].score == top]
    lower = [x for x in remaining if s[x].score < top]
    for size in range(len(residents) % 2, len(lower) + 1, 2):
        for profile in profiles(lower, size, s):
            best: tuple[tuple[int, int, int], tuple[int, ...], list[Pair]] | None = None
            for index, ups in enumerate(upfloater_sets(lower, profile, s)):
                bracket = residents + list(ups)
                pairs = pair_by_identifier(bracket, top, quality)
                if pairs is None:
                    continue
                chosen = set(bracket)
                rest = [x for x in remaining if x not in chosen]
                if not rnd.pairable(rest):
                    continue  # C3
                c6 = 0 if _c6(rnd, top, rest) else 1
                c7 = sum(1 for x in ups if s[x].floater) if c7_applies else 0
                key = (c6, c7, index)
                if best is None or key < best[0]:
                    best = (key, ups, pairs)
                if c6 == 0 and c7 == 0:
                    break
            if best is not None:
                return Bracket(top, best[1], tuple(best[2]))
    raise NoValidPairing(
        f"the scoregroup of {top / 10:g} has no legal pairing with any set of upfloaters "
        f"({procedure.article} 3.3.3)"
    )


def _c6(rnd: _Round, top: int, rest: list[int]) -> bool:
    """C6 (2.3.3; pass/fail, reading A6 of ``docs/team.md``): unless the following
    scoregroup is now empty, it can be paired with C1 and C3 met and the fewest upfloaters
    (C4: none if even, one if odd)."""
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


def c6_met(states: Mapping[int, Participant], top: int, rest: list[int]) -> bool:
    """C6 (2.3.3) of an upfloater set of the bracket of score ``top`` that leaves ``rest``
    unpaired; for the explanations."""
    return _c6(_Round(states, _levels(states)), top, rest)


def identifier(pairs: Sequence[Pair]) -> tuple[int, ...]:
    """3.6.2: the top members' TPNs (3.6.1: the smaller TPN of each pair) in ascending
    order, followed by their bottom members' TPNs in the same order."""
    ordered = sorted((min(a, b), max(a, b)) for a, b in pairs)
    return tuple(a for a, _ in ordered) + tuple(b for _, b in ordered)


def pair_by_identifier(bracket: list[int], top: int, quality: Quality) -> list[Pair] | None:
    """3.6: the pairing whose identifier (3.6.2: top members' TPNs ascending, then their
    bottom members) comes first (3.6.3) among those that meet C1 and best meet the bracket
    criteria (3.6.4); ``quality(top, a, b)`` gives a pair's criteria counts in the bracket
    of score ``top``, most significant first, or None when C1 forbids it. None when the
    bracket has no legal pairing.

    One minimum-cost perfect matching; the cost of a pair packs, most significant first,
    the criteria, the bottom member's position (one bit per member, low TPN heavy: the set
    of top members) and the bottom member's position scaled by its top member's place (the
    bottom members in the order of their top members). When the first identifier of all
    (the top half against the bottom half) is legal and misses nothing, it is the answer.
    """
    order = sorted(bracket)
    n = len(order)
    half = n // 2
    first = [(order[i], order[i + half]) for i in range(half)]
    if all(_clean(quality(top, a, b)) for a, b in first):
        return first
    position = {x: i + 1 for i, x in enumerate(order)}  # 3.6.1: by TPN only
    base = n + 1
    powers = [1]
    for _ in range(n):
        powers.append(powers[-1] * base)  # base ** k
    w_top = powers[n]
    # a criterion outweighs all the identifier terms (< w_top << n), and each criterion
    # all those after it (a pair counts at most 2, a pairing of n members at most n, so a
    # factor base = n + 1 separates them)
    weights: list[int] = []

    def cost(a: int, b: int) -> int | None:
        counts = quality(top, a, b)
        if counts is None:
            return None
        if len(weights) != len(counts):
            weights[:] = [(w_top << n) * base**k for k in reversed(range(len(counts)))]
        upper, lower = position[a], position[b]
        if upper > lower:
            upper, lower = lower, upper
        total: int = sum(map(mul, counts, weights))
        return total + (w_top << (n - lower)) + lower * powers[n - upper]

    pairs = min_cost_perfect_matching(order, cost)
    if pairs is None:
        return None
    return sorted(pairs)


def _clean(counts: tuple[int, ...] | None) -> bool:
    return counts is not None and not any(counts)
