"""One bracket of the Dutch system: candidates in the handbook's order, the first perfect
one or else the best (2026 art. 3-4; 2017 B.1-B.8, D.1-D.3).

A candidate is a tuple (pairs, downfloaters). The edition subclasses evaluate it as a
tuple with one entry per quality criterion in priority order, so that Python's tuple order
is the order of art. 3.8 (2017 B.8): a smaller evaluation is a better candidate; a
candidate that breaks an absolute or completion criterion evaluates as None.

Notes: the search is exponential and meant for brackets of about a dozen players. "The
first candidate in generation order whose evaluation is the best one" is what art. 3.4-3.8
ask for (a perfect candidate is accepted at once: nothing can beat it and it comes first;
without one, the best wins and ties go to the earlier). It is found in two passes, neither
of which changes the result: the generation order is walked looking for a candidate that
reaches a lower bound of every criterion (a perfect candidate); if none shows up within a
budget, every distinct set of pairs the generation can produce is evaluated once and the
generation order is walked again to the first candidate with the best evaluation. Pairs
that no accepted candidate can contain (C1/C3, a count already above the target, a pair no
best candidate has) are skipped during the walks; skipping them removes candidates
without reordering the others.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Iterator, Sequence
from itertools import combinations

from trfcheck.pairers.base import NoValidPairing
from trfcheck.pairers.core.state import Strength
from trfcheck.trf.model import Colour

from ._dutch_completion import bits, mask_of
from ._dutch_field import Field, colour_of_higher
from ._dutch_order import Pair, exchanges, transpositions

__all__ = ["BracketSearch", "Candidate", "Score", "colour_counts", "pair_colours"]

Candidate = tuple[tuple[Pair, ...], tuple[int, ...]]
Score = tuple[object, ...]  # an evaluation: criteria in priority order, smaller is better
BUDGET = 3000  # pairs tried looking for a perfect candidate before the exhaustive pass


class _GiveUp(Exception):
    """The budget for finding a perfect candidate ran out."""


def pair_colours(f: Field, pair: Pair) -> tuple[Colour, Colour]:
    """Art. 5.2: the colours of (higher-ranked, lower-ranked) player of ``pair``."""
    c = colour_of_higher(f, pair[0], pair[1])
    return c, c.opposite


def colour_counts(f: Field, pair: Pair) -> tuple[int, int, int, int]:
    """Players of ``pair`` counted, under the colours of art. 5.2, by 2026 C10-C13 (2017
    C.8-C.11): C10 a topscorer or topscorer's opponent ending with a colour difference
    above +2 or below -2; C11 such a player getting the same colour three times in a row
    (played games); C12 a player not getting its colour preference; C13 a player not
    getting its strong colour preference (an absolute one is not "strong")."""
    got = dict(zip(pair, pair_colours(f, pair), strict=True))
    top = f.topscorer[pair[0]] or f.topscorer[pair[1]]
    c10 = c11 = c12 = c13 = 0
    for x in pair:
        s, c = f.states[x], got[x]
        pref = s.preference
        if pref.strength is not Strength.NONE and c is not pref.colour:
            c12 += 1
            if pref.strength is Strength.STRONG:
                c13 += 1
        if top:
            cd = s.colour_difference + (1 if c is Colour.WHITE else -1)
            c10 += cd > 2 or cd < -2
            c11 += len(s.colours) >= 2 and s.colours[-1] is c and s.colours[-2] is c
    return c10, c11, c12, c13


class BracketSearch(ABC):
    """A bracket (art. 1.3.2): ``mdps`` moved down from above, ``residents`` from its
    scoregroup; ``lower`` is the mask of every player below it, ``next_group`` the next
    scoregroup (the residents of the following bracket)."""

    HEAD: int  # leading criteria that fix MaxPairs, M1 and the Limbo (2026 C5-C7; 2017 C.5-C.6)
    F_ONLY: int  # leading criteria that depend on the downfloaters alone
    PRUNE_COUNTS = True  # the four criteria after the first F_ONLY are ``_counts``

    def __init__(
        self,
        f: Field,
        mdps: Sequence[int],
        residents: Sequence[int],
        lower: int,
        next_group: Sequence[int],
    ) -> None:
        self.f = f
        self.mdps = tuple(sorted(mdps))
        self.residents = tuple(sorted(residents))
        self.lower = lower
        self.next_group = tuple(next_group)
        self.mdp_mask = mask_of(self.mdps)
        self.mask = self.mdp_mask | mask_of(self.residents)
        self._head_memo: dict[int, Score | None] = {}
        self._seen = 0

    # ------------------------------------------------------ edition-specific parts

    @abstractmethod
    def _floater_criteria(self, floaters: int) -> Score | None:
        """The evaluation entries fixed by the downfloaters alone (the first F_ONLY), or
        None if leaving them unpaired breaks an absolute or completion criterion."""

    @abstractmethod
    def _head_key(self, floaters: int) -> Score | None:
        """The first HEAD criteria for a set of downfloaters, or None if illegal."""

    @abstractmethod
    def evaluate(self, cand: Candidate) -> Score | None:
        """The quality criteria of a candidate in priority order; None if it is illegal."""

    @abstractmethod
    def _lower_bound(self, optimal: list[int]) -> Score:
        """A value no candidate can beat, given the downfloater sets ``optimal``."""

    @abstractmethod
    def _counts(self, pair: Pair) -> tuple[int, ...]:
        """Counts one pair adds to criteria that only grow as pairs are added; the first
        four are the criteria right after the first F_ONLY."""

    @abstractmethod
    def _count_limits(self, target: Score) -> tuple[int, ...]:
        """The values of the ``_counts`` criteria in an evaluation."""

    @abstractmethod
    def _rest_ok(self, rest: int, head: Score) -> bool:
        """Whether leaving ``rest`` (downfloaters and lower players) keeps the absolute and
        completion criteria and the best ``head`` reachable (for MaxPairs of a remainder)."""

    @abstractmethod
    def _mdp_set_order(self, sets: list[frozenset[int]]) -> list[tuple[int, ...]]:
        """The order in which the sets of M1 MDPs are tried (2026 4.4; 2017 D.3)."""

    # ----------------------------------------------------------------- the procedure

    def pair(self) -> Candidate:
        """The accepted candidate of this bracket; raises NoValidPairing if every candidate
        breaks an absolute or completion criterion (art. 1.9.3: the arbiter decides)."""
        heads = self._floater_sets()
        if not heads:
            ids = [self.f.ids[x] for x in self.mdps + self.residents]
            raise NoValidPairing(f"no candidate of the bracket {ids} satisfies C1-C4")
        best_head = min(heads.values())
        optimal = [m for m, h in heads.items() if h == best_head]
        # M1 (art. 3.1.3; 2017 B.1.c): the MDPs the best candidates pair; should several
        # numbers tie, the largest (2017: "the maximum number of MDPs that can be paired").
        m1 = max(len(self.mdps) - (m & self.mdp_mask).bit_count() for m in optimal)
        optimal = [m for m in optimal if len(self.mdps) - (m & self.mdp_mask).bit_count() == m1]
        # The sets of M1 MDPs to try: 2026 art. 4.4 calls a set valid if it can be paired and
        # leaves a Limbo that complies with C7; here "can be paired" is read as "some
        # candidate pairs exactly these MDPs and reaches the best head criteria", a stricter
        # test that drops only sets whose candidates all lose, so the accepted candidate is
        # the same. 2017 D.3 orders every S1 an MDP-exchange gives; those that cannot reach
        # the best head are dropped likewise.
        sets = self._mdp_set_order([frozenset(bits(self.mdp_mask & ~m)) for m in optimal])
        target = self._lower_bound(optimal)
        try:
            found = self._first(sets, best_head, target, None, BUDGET)
        except _GiveUp:
            found = None
        if found is not None:
            return found
        target, outcomes = self._best(optimal)
        found = self._first(sets, best_head, target, outcomes, None)
        assert found is not None, "the best candidate must be generated"
        return found

    def _first(
        self,
        sets: list[tuple[int, ...]],
        head: Score,
        target: Score,
        outcomes: list[frozenset[Pair]] | None,
        budget: int | None,
    ) -> Candidate | None:
        """Art. 3.7 / 4.5 (2017 B.7, D): the first candidate, in generation order, that is
        evaluated as ``target``. From the outside in: the set of MDPs in S1 (4.4 / D.3),
        transposition of S2 (4.2, giving the MDP-pairing), exchange in the remainder (4.3),
        transposition in the remainder. A homogeneous bracket has one, empty, MDP set."""
        self._seen = 0
        limits = self._count_limits(target)

        def admit(prefix: tuple[Pair, ...], pair: Pair) -> bool:
            self._seen += 1
            if budget is not None and self._seen > budget:
                raise _GiveUp
            return self._admit((*prefix, pair), limits, outcomes)

        for s1 in sets:
            limbo = tuple(p for p in self.mdps if p not in s1)
            for mdp_pairs, remainder in transpositions(s1, self.residents, admit):
                size = self._remainder_pairs(remainder, mask_of(limbo), head)
                if size is None:
                    continue
                # Art. 3.3 / B.3: the remainder gets S1R (its first MaxPairs players) and S2R.
                s1r, s2r = remainder[:size], remainder[size:]

                def admit_r(
                    prefix: tuple[Pair, ...], pair: Pair, mp: tuple[Pair, ...] = mdp_pairs
                ) -> bool:
                    return admit(mp + prefix, pair)

                for x1, x2 in exchanges(s1r, s2r):
                    for pairs, rest in transpositions(x1, x2, admit_r):
                        cand = (tuple(sorted(mdp_pairs + pairs)), tuple(sorted(limbo + rest)))
                        if self.evaluate(cand) == target:
                            return cand
        return None

    def _admit(
        self,
        pairs: tuple[Pair, ...],
        limits: tuple[int, ...],
        outcomes: list[frozenset[Pair]] | None,
    ) -> bool:
        """Whether some candidate evaluated as the target can contain ``pairs``."""
        hi, lo = pairs[-1]
        if not self.f.partners[hi] >> lo & 1:  # C1, C3
            return False
        if any(t > lim for t, lim in zip(self._sum_counts(pairs), limits, strict=True)):
            return False
        if outcomes is not None:
            wanted = set(pairs)
            return any(wanted <= o for o in outcomes)
        return True

    def _sum_counts(self, pairs: Sequence[Pair]) -> tuple[int, ...]:
        totals: list[int] = []
        for p in pairs:
            c = self._counts(p)
            totals = list(c) if not totals else [a + b for a, b in zip(totals, c, strict=True)]
        return tuple(totals)

    def _remainder_pairs(self, remainder: tuple[int, ...], limbo: int, head: Score) -> int | None:
        """Art. 3.1 (2017 B.1) MaxPairs of the remainder: the most pairs it can make while the
        criteria that outrank the number of pairs (C1-C5; 2017 C.1-C.4) still hold."""
        r = mask_of(remainder)
        for leave in range(len(remainder) % 2, len(remainder) + 1, 2):
            for out in combinations(remainder, leave):
                o = mask_of(out)
                if self.f.completion.perfect(r & ~o) and self._rest_ok(
                    o | limbo | self.lower, head
                ):
                    return (len(remainder) - leave) // 2
        return None

    # ------------------------------------------------------------- best candidate

    def _head(self, floaters: int) -> Score | None:
        """The first F_ONLY criteria for a set of downfloaters, memoised."""
        if floaters not in self._head_memo:
            self._head_memo[floaters] = self._floater_criteria(floaters)
        return self._head_memo[floaters]

    def _floater_sets(self) -> dict[int, Score]:
        """Every set of downfloaters some legal candidate can leave (the others paired among
        themselves, no MDP with another: art. 3.2-3.3), with its HEAD criteria; sets larger
        than needed to reach the best first criterion are not listed (they lose on C6)."""
        out: dict[int, Score] = {}
        players = self.mdps + self.residents
        for k in range(len(players) % 2, len(players) + 1, 2):
            for group in combinations(players, k):
                m = mask_of(group)
                if not self.f.completion.perfect(self.mask & ~m, self.mdp_mask):
                    continue
                head = self._head_key(m)
                if head is not None:
                    out[m] = head
            if out and self._head_is_final(min(out.values())):
                break
        return out

    def _head_is_final(self, head: Score) -> bool:
        """Whether more downfloaters cannot give a better head than ``head``: true when its
        first criterion is the number of downfloaters (overridden when it is not)."""
        return True

    def _best(self, optimal: list[int]) -> tuple[Score, list[frozenset[Pair]]]:
        """Art. 3.8 (2017 B.8): the best evaluation over every candidate, and every set of
        pairs that reaches it; candidates are grouped by downfloaters, best first."""
        heads = {m: h for m in optimal if (h := self._head(m)) is not None}
        best_head = min(heads.values())
        best: Score | None = None
        outcomes: list[frozenset[Pair]] = []
        for m, h in heads.items():
            if h != best_head:
                continue
            for pairs in self._matchings(self.mask & ~m, best):
                e = self.evaluate((pairs, tuple(bits(m))))
                assert e is not None
                if best is None or e < best:
                    best, outcomes = e, [frozenset(pairs)]
                elif e == best:
                    outcomes.append(frozenset(pairs))
        assert best is not None
        return best, outcomes

    def _matchings(self, mask: int, bound: Score | None) -> Iterator[tuple[Pair, ...]]:
        """Every pairing of all of ``mask`` (C1, C3, no two MDPs together); those whose first
        four counted criteria already exceed ``bound``'s are cut short."""
        limits = None if bound is None or not self.PRUNE_COUNTS else self._count_limits(bound)[:4]

        def walk(m: int, pairs: tuple[Pair, ...]) -> Iterator[tuple[Pair, ...]]:
            if limits is not None and pairs and self._sum_counts(pairs)[:4] > limits:
                return
            if m == 0:
                yield tuple(sorted(pairs))
                return
            low = m & -m
            i = low.bit_length() - 1
            options = self.f.partners[i] & m & ~low
            if low & self.mdp_mask:
                options &= ~self.mdp_mask
            for j in bits(options):
                yield from walk(m & ~low & ~(1 << j), (*pairs, (i, j)))

        yield from walk(mask, ())
