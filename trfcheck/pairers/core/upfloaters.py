"""The upfloater sets of the top scoregroup, in the order the text tries them: the Swiss Team
system (C.04.6 3.5.2-3.5.4) and the Double-Swiss system, whose procedure is the same
(C.04.5 art. 3). Shared by ``pairers.team`` and ``pairers.double``; only the scores count.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from itertools import combinations, combinations_with_replacement
from typing import Protocol

__all__ = ["Scored", "profiles", "upfloater_sets"]


class Scored(Protocol):
    """A participant's state as the upfloater order reads it: its score (tenths)."""

    @property
    def score(self) -> int: ...


def profiles(lower: list[int], size: int, s: Mapping[int, Scored]) -> list[tuple[int, ...]]:
    """3.5.2 with C5 (2.3.2): the score profiles of ``size`` upfloaters among ``lower``,
    best first (their scores taken in ascending order, the largest first)."""
    counts: dict[int, int] = {}
    for x in lower:
        counts[s[x].score] = counts.get(s[x].score, 0) + 1
    found = [
        p
        for p in combinations_with_replacement(sorted(counts, reverse=True), size)
        if all(p.count(v) <= counts[v] for v in set(p))
    ]
    return sorted(found, key=lambda p: sorted(p), reverse=True)


def upfloater_sets(
    lower: list[int], profile: tuple[int, ...], s: Mapping[int, Scored]
) -> Iterator[tuple[int, ...]]:
    """3.5.3-3.5.4: the sets of a profile, each listed by descending score then ascending
    pairing number, in the lexicographic order of those lists."""
    scores = sorted(set(profile), reverse=True)
    pools = [sorted(x for x in lower if s[x].score == v) for v in scores]
    wanted = [profile.count(v) for v in scores]

    def build(level: int) -> Iterator[tuple[int, ...]]:
        if level == len(scores):
            yield ()
            return
        for chosen in combinations(pools[level], wanted[level]):
            for rest in build(level + 1):
                yield chosen + rest

    return build(0)
