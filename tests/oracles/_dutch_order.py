"""The handbook's generation order of candidates (Dutch 2026 art. 4; Dutch 2017 D.1-D.3).

Players are numbers in the pairing order of art. 1.2, so within a bracket (or a
remainder) the in-bracket sequence numbers (BSN, art. 4.1) follow the same order as the
numbers themselves: ordering by BSN is ordering by number. Sums of BSNs (art. 4.3.2) are
not: a remainder has gaps where the MDP-pairing took residents, and gets fresh BSNs.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from itertools import combinations

__all__ = ["Pair", "exchanges", "mdp_exchange_order", "mdp_set_order", "transpositions"]

Pair = tuple[int, int]  # (higher-ranked, lower-ranked)
Admit = Callable[[tuple[Pair, ...], Pair], bool]


def transpositions(
    s1: Sequence[int], s2: Sequence[int], admit: Admit
) -> Iterator[tuple[tuple[Pair, ...], tuple[int, ...]]]:
    """Dutch 2026 art. 4.2 (2017 D.1): the orders of S2, sorted by the lexicographic value
    of their first |S1| BSNs; S1[i] meets S2[i] (art. 3.3), the rest of S2 stays unpaired.

    Yields (pairs, unpaired S2 players). Orders that differ only after position |S1| are
    one transposition. ``admit(pairs so far, pair)`` may refuse a pair; every order
    through a refused pair is skipped (used only for pairs that no accepted candidate can
    contain, so the candidates left keep their relative order).
    """
    n1 = len(s1)
    s2 = tuple(sorted(s2))

    def walk(
        i: int, used: frozenset[int], pairs: tuple[Pair, ...]
    ) -> Iterator[tuple[tuple[Pair, ...], tuple[int, ...]]]:
        if i == n1:
            yield pairs, tuple(p for p in s2 if p not in used)
            return
        for p in s2:
            if p in used:
                continue
            pair = (min(s1[i], p), max(s1[i], p))
            if admit(pairs, pair):
                yield from walk(i + 1, used | {p}, (*pairs, pair))

    if n1 <= len(s2):
        yield from walk(0, frozenset(), ())


def exchanges(s1: Sequence[int], s2: Sequence[int]) -> Iterator[tuple[tuple[int, ...], ...]]:
    """Dutch 2026 art. 4.3 (2017 D.2): the original S1 and S2 first, then every resident
    exchange of equally sized groups, S1 and S2 re-sorted by art. 1.2 after each.

    Exchanges are sorted by 4.3.1 fewer players moved; 4.3.2 smaller (sum of BSNs moved
    S2->S1) - (sum of BSNs moved S1->S2); 4.3.3 the highest differing BSN moved S1->S2
    first; 4.3.4 the lowest differing BSN moved S2->S1 first.
    """
    yield tuple(sorted(s1)), tuple(sorted(s2))
    bsn = {p: k for k, p in enumerate(sorted((*s1, *s2)), 1)}  # art. 4.1, fresh
    found = []
    for k in range(1, min(len(s1), len(s2)) + 1):
        for out in combinations(sorted(s1), k):
            for into in combinations(sorted(s2), k):
                key = (
                    k,
                    sum(bsn[p] for p in into) - sum(bsn[p] for p in out),
                    tuple(-bsn[p] for p in sorted(out, reverse=True)),
                    tuple(bsn[p] for p in sorted(into)),
                )
                found.append((key, out, into))
    found.sort()
    for _, out, into in found:
        new_s1 = tuple(sorted((set(s1) - set(out)) | set(into)))
        new_s2 = tuple(sorted((set(s2) - set(into)) | set(out)))
        yield new_s1, new_s2


def mdp_set_order(sets: Sequence[frozenset[int]]) -> list[tuple[int, ...]]:
    """Dutch 2026 art. 4.4: valid MDP sets sorted by their smallest differing BSN
    ({1,2} < {1,3} < {1,4} < {2,3}): the lexicographic order of the sorted BSNs."""
    return sorted(tuple(sorted(s)) for s in sets)


def mdp_exchange_order(mdps: Sequence[int], m1: int, score: Sequence[int]) -> list[tuple[int, ...]]:
    """Dutch 2017 B.7 and D.3: the original S1 (the first M1 MDPs) and then every S1 an
    MDP-exchange with the Limbo can give, sorted by D.3.a the highest differing score and
    D.3.b the lowest lexicographic value of the BSNs, sorted ascending."""
    sets = list(combinations(sorted(mdps), m1))
    return sorted(sets, key=lambda s: (sorted(-score[p] for p in s), s))
