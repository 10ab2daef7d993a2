"""The shared pairing procedure of C.04.6 art. 3 (and of C.04.5 art. 3, the same procedure):
what a system passes in (its bracket criteria, whether C7 applies, its words) and the
pairing of a bracket by identifier (3.6.2-3.6.4).

Golden data: the identifier example of 3.6.2; for 3.6 on random brackets, a brute-force
oracle written from 3.6.3-3.6.4 (every pairing enumerated, those that meet C1 and have the
least criteria counts kept, most significant first, and the first by identifier taken);
hand-made situations whose answer the article decides.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field

import pytest

from trfcheck.pairers.base import NoValidPairing
from trfcheck.pairers.core.scoregroups import (
    Procedure,
    identifier,
    pair_by_identifier,
    pair_scoregroups,
)

Pair = tuple[int, int]


@dataclass(frozen=True)
class Someone:
    """A participant of the procedure: score (tenths), history facts of art. 1."""

    score: int = 0
    floater: bool = False
    barred_from_pab: bool = False
    matches_played: int = 0
    met: frozenset[int] = field(default_factory=frozenset)

    def may_meet(self, other: int) -> bool:
        return other not in self.met


def _no_criteria(top: int, a: int, b: int) -> tuple[int, ...] | None:
    return ()


def test_3_6_2_identifier_example_of_the_text() -> None:
    """3.6.2: pairs 4-8, 6-16, 9-10, 11-24 have the identifier 4 6 9 11 8 16 10 24."""
    assert identifier([(8, 4), (16, 6), (9, 10), (24, 11)]) == (4, 6, 9, 11, 8, 16, 10, 24)


def test_3_6_2_the_example_is_the_first_legal_identifier() -> None:
    """The text's example is the first identifier C1 allows when it bars every earlier one."""
    met = {8: (9, 10, 11, 16, 24), 10: (11, 16, 24, 8, 6), 6: (11, 10)}
    barred = {(min(a, b), max(a, b)) for a, others in met.items() for b in others}
    pairs = pair_by_identifier(
        [24, 4, 16, 6, 8, 9, 10, 11],
        10,
        lambda top, a, b: None if (min(a, b), max(a, b)) in barred else (),
    )
    assert pairs == [(4, 8), (6, 16), (9, 10), (11, 24)]


def _pairings(members: list[int]) -> Iterator[list[Pair]]:
    if not members:
        yield []
        return
    first, rest = members[0], members[1:]
    for i, other in enumerate(rest):
        for more in _pairings(rest[:i] + rest[i + 1 :]):
            yield [(first, other), *more]


def _oracle(
    members: list[int], counts: dict[Pair, tuple[int, ...] | None], size: int
) -> list[Pair] | None:
    """3.6.3-3.6.4 by brute force: the legal pairings, the least totals of the ``size``
    criteria (most significant first), then the first identifier."""
    best: tuple[tuple[int, ...], tuple[int, ...], list[Pair]] | None = None
    for pairing in _pairings(sorted(members)):
        if any(counts[p] is None for p in pairing):
            continue
        totals = tuple(sum((counts[p] or ())[k] for p in pairing) for k in range(size))
        key = (totals, identifier(pairing), sorted(pairing))
        if best is None or key[:2] < best[:2]:
            best = key
    return None if best is None else best[2]


def _lookup(
    counts: dict[Pair, tuple[int, ...] | None],
) -> Callable[[int, int, int], tuple[int, ...] | None]:
    return lambda top, a, b: counts[(min(a, b), max(a, b))]


@pytest.mark.parametrize("criteria", [0, 1, 3])
def test_3_6_4_pairing_by_identifier_agrees_with_brute_force(criteria: int) -> None:
    """0 criteria (C1 only), 1 (C8 of C.04.5), 3 (C8-C10 of C.04.6): 400 random brackets
    of up to 8 members each, counts 0-2 per criterion, a quarter of the pairs barred."""
    rng = random.Random(criteria)
    for case in range(400):
        members = rng.sample(range(1, 40), 2 * rng.randint(1, 4))
        counts: dict[Pair, tuple[int, ...] | None] = {}
        for a in members:
            for b in members:
                if a < b:
                    legal = rng.random() >= 0.25
                    tally = tuple(rng.choice((0, 0, 0, 1, 2)) for _ in range(criteria))
                    counts[(a, b)] = tally if legal else None
        want = _oracle(members, counts, criteria)
        got = pair_by_identifier(members, 0, _lookup(counts))
        assert got == want, f"case {case}: {members}"


def test_c7_applies_only_when_the_system_says_so() -> None:
    """3.5.5 with C7 (2.3.4): 1 (score 1) needs one upfloater of 2, 3, 4 (score 0; 5 has
    the PAB, 3.4.2-3.4.4); 2 floated in the previous round, so C7 takes 3 after it. Where C7
    does not apply (the last rounds of C.04.6, the last match of C.04.5), the first set, 2."""
    states = {1: Someone(10), 2: Someone(floater=True), 3: Someone(), 4: Someone(), 5: Someone()}
    with_c7 = pair_scoregroups(states, Procedure(_no_criteria, True, "C.04.6", "team"))
    assert with_c7[0] == 5
    assert [b.pairs for b in with_c7[1]] == [((1, 3),), ((2, 4),)]
    without = pair_scoregroups(states, Procedure(_no_criteria, False, "C.04.6", "team"))
    assert [b.pairs for b in without[1]] == [((1, 2),), ((3, 4),)]


def test_messages_cite_the_systems_article_and_word() -> None:
    """3.4.1 and 3.3.3: no legal pairing is a refusal that names the system's text."""
    everyone = frozenset({1, 2, 3})
    three = {x: Someone(met=everyone - {x}) for x in (1, 2, 3)}
    with pytest.raises(NoValidPairing, match=r"no player can have the PAB .*\(C\.04\.5 3\.4\.1\)"):
        pair_scoregroups(three, Procedure(_no_criteria, True, "C.04.5", "player"))
    four = {x: Someone(met=frozenset({1, 2, 3, 4}) - {x}) for x in (1, 2, 3, 4)}
    with pytest.raises(
        NoValidPairing, match=r"no pairing of the teams meets C1 \(C\.04\.6 3\.3\.3\): all"
    ):
        pair_scoregroups(four, Procedure(_no_criteria, True, "C.04.6", "team", lambda: ": all"))
