"""One bracket of the Dutch system, 2026 edition: candidates in the handbook's order (art.
3-4), evaluated on the criteria in order (art. 2), the first perfect one or else the best.

A candidate is a tuple (pairs, downfloaters). Its evaluation is a tuple with one entry per
criterion, C5 to C21, so that Python's tuple order is the priority order of art. 3.8: a
smaller evaluation is a better candidate. C1-C4 make a candidate illegal instead.

Notes: the search is exponential and meant for brackets of about a dozen players. Finding
"the first candidate in generation order whose evaluation is the best one" is what art.
3.4-3.8 ask (a perfect candidate is the first one that cannot be bettered; without one, the
best wins and ties go to the earlier). It is done in two passes, neither of which changes
the result: first the generation order is walked looking for a candidate that reaches a
lower bound of every criterion (a perfect candidate); if none shows up within a budget,
every distinct set of pairs the generation can produce is evaluated once, and the
generation order is walked again to the first candidate with the best evaluation. Pairs
that no accepted candidate can contain (C1/C3, or a count already above the target) are
skipped during the walk; skipping them removes candidates without reordering the rest.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from itertools import combinations
from typing import NamedTuple

from trfcheck.pairers.base import NoValidPairing
from trfcheck.pairers.core.state import Float, Strength
from trfcheck.trf.model import Colour

from ._dutch_completion import EVEN, bits, mask_of
from ._dutch_field import Field, colour_of_higher
from ._dutch_order import Pair, exchanges, mdp_set_order, transpositions

__all__ = ["Bracket", "Candidate", "Evaluation", "pair_colours"]

Candidate = tuple[tuple[Pair, ...], tuple[int, ...]]
BUDGET = 3000  # pairs tried looking for a perfect candidate before the exhaustive pass
Diffs = tuple[int, ...]


class Head(NamedTuple):
    """The criteria fixed by the downfloaters alone."""

    c5: int  # score of the PAB assignee (EVEN for an even field)
    c6: int
    c7: tuple[int, ...]
    c8: tuple[int, tuple[int, ...]]
    c9: int
    c14: int
    c16: int
    c18: tuple[tuple[int, int], ...]
    c20: tuple[tuple[int, int], ...]


class PairPart(NamedTuple):
    """What one pair adds: counts for C10-C13, C15, C17 and differences for C19, C21.
    The counts only grow as pairs are added."""

    c10: int
    c11: int
    c12: int
    c13: int
    c15: int
    c17: int
    c19: Diffs
    c21: Diffs

    def counts(self) -> tuple[int, int, int, int, int, int]:
        return (self.c10, self.c11, self.c12, self.c13, self.c15, self.c17)


class Evaluation(NamedTuple):
    """C5-C21 in priority order: tuple order is art. 3.8's "better" (smaller wins)."""

    c5: int
    c6: int
    c7: tuple[int, ...]
    c8: tuple[int, tuple[int, ...]]
    c9: int
    c10: int
    c11: int
    c12: int
    c13: int
    c14: int
    c15: int
    c16: int
    c17: int
    c18: tuple[tuple[int, int], ...]
    c19: Diffs
    c20: tuple[tuple[int, int], ...]
    c21: Diffs

    def counts(self) -> tuple[int, int, int, int, int, int]:
        return (self.c10, self.c11, self.c12, self.c13, self.c15, self.c17)


class _GiveUp(Exception):
    """The budget for finding a perfect candidate ran out."""


def pair_colours(f: Field, pair: Pair) -> tuple[Colour, Colour]:
    """Art. 5.2: the colours of (higher-ranked, lower-ranked) player of ``pair``."""
    c = colour_of_higher(f, pair[0], pair[1])
    return c, c.opposite


class Bracket:
    """A bracket (art. 1.3.2): ``mdps`` moved down from above, ``residents`` one scoregroup;
    ``lower`` is the mask of every player below it, ``next_group`` the next scoregroup."""

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
        self.resident_score = f.score[self.residents[0]]
        self._floater_memo: dict[int, Head | None] = {}
        self._pair_memo: dict[Pair, PairPart] = {}
        self._seen = 0

    # ----------------------------------------------------------------- the procedure

    def pair(self) -> Candidate:
        """Art. 3: the accepted candidate of this bracket; raises NoValidPairing if every
        candidate breaks C1-C4 (art. 1.9.3: the arbiter decides)."""
        heads = self._floater_sets()
        if not heads:
            raise NoValidPairing(f"no candidate of the bracket {self._ids()} satisfies C1-C4")
        best_head = min(heads.values())
        optimal = [m for m, h in heads.items() if h == best_head]
        m1 = len(self.mdps) - (optimal[0] & self.mdp_mask).bit_count()
        # Art. 4.4: a set of M1 MDPs is valid if it can be paired and leaves a Limbo that
        # complies with C7; here "can be paired" is read as "some candidate pairs exactly
        # these MDPs and reaches the best C5-C7", a stricter test that removes only sets
        # whose candidates all lose on C4-C7, so the accepted candidate is the same.
        valid = mdp_set_order([frozenset(bits(self.mdp_mask & ~m)) for m in optimal])
        assert all(len(s) == m1 for s in valid)
        target = self._lower_bound(optimal)
        try:
            found = self._first(valid, best_head[0], target, None, BUDGET)
        except _GiveUp:
            found = None
        if found is not None:
            return found
        target, outcomes = self._best(optimal)
        found = self._first(valid, best_head[0], target, outcomes, None)
        assert found is not None, "the best candidate must be generated"
        return found

    def _first(
        self,
        valid: list[tuple[int, ...]],
        c5: int,
        target: Evaluation,
        outcomes: list[frozenset[Pair]] | None,
        budget: int | None,
    ) -> Candidate | None:
        """Art. 3.7 / 4.5: the first candidate, in generation order, evaluated as ``target``.

        Order, from the outside in: MDP set (4.4), transposition of S2 (4.2, the
        MDP-pairing), exchange in the remainder (4.3), transposition in the remainder.
        """
        self._seen = 0

        def admit(prefix: tuple[Pair, ...], pair: Pair) -> bool:
            self._seen += 1
            if budget is not None and self._seen > budget:
                raise _GiveUp
            return self._admit(prefix, pair, target, outcomes)

        for s1 in valid:
            limbo = tuple(p for p in self.mdps if p not in s1)
            for mdp_pairs, remainder in transpositions(s1, self.residents, admit):
                size = self._remainder_pairs(remainder, mask_of(limbo), c5)
                if size is None:
                    continue
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
        prefix: tuple[Pair, ...],
        pair: Pair,
        target: Evaluation,
        outcomes: list[frozenset[Pair]] | None,
    ) -> bool:
        """Whether some candidate evaluated as ``target`` can contain ``prefix`` + ``pair``."""
        if not self.f.partners[pair[0]] >> pair[1] & 1:  # C1, C3
            return False
        limits = target.counts()
        for k, total in enumerate(_sum_counts((*prefix, pair), self._pair_part)):
            if total > limits[k]:
                return False
        if outcomes is not None:
            wanted = {*prefix, pair}
            return any(wanted <= o for o in outcomes)
        return True

    def _remainder_pairs(self, remainder: tuple[int, ...], limbo: int, c5: int) -> int | None:
        """Art. 3.1 MaxPairs of the remainder: the most pairs it can make with C1-C5 kept."""
        r = mask_of(remainder)
        for leave in range(len(remainder) % 2, len(remainder) + 1, 2):
            for out in combinations(remainder, leave):
                o = mask_of(out)
                if self.f.completion.perfect(r & ~o) and (
                    self.f.completion.pab_score(o | limbo | self.lower) == c5
                ):
                    return (len(remainder) - leave) // 2
        return None

    # ------------------------------------------------------------- best candidate

    def _floater_sets(self) -> dict[int, tuple[int, int, tuple[int, ...]]]:
        """C4-C7 depend on the downfloaters only: every set of downfloaters some legal
        candidate can leave (no MDP meets another, art. 3.2-3.3), with (C5, C6, C7)."""
        out: dict[int, tuple[int, int, tuple[int, ...]]] = {}
        players = self.mdps + self.residents
        for k in range(len(players) % 2, len(players) + 1, 2):
            for group in combinations(players, k):
                m = mask_of(group)
                if not self.f.completion.perfect(self.mask & ~m, self.mdp_mask):
                    continue
                head = self._floater_part(m)
                if head is not None:
                    out[m] = (head.c5, head.c6, head.c7)
        return out

    def _lower_bound(self, optimal: list[int]) -> Evaluation:
        """A value no candidate can beat, criterion by criterion: the best C5-C9, C14, C16,
        C18 and C20 over the downfloater sets, and zero / empty for the pair criteria."""
        parts = [h for h in map(self._floater_part, optimal) if h is not None]
        return Evaluation(
            min(h.c5 for h in parts),
            min(h.c6 for h in parts),
            min(h.c7 for h in parts),
            min(h.c8 for h in parts),
            min(h.c9 for h in parts),
            0, 0, 0, 0,
            min(h.c14 for h in parts),
            0,
            min(h.c16 for h in parts),
            0,
            min(h.c18 for h in parts),
            (),
            min(h.c20 for h in parts),
            (),
        )  # fmt: skip

    def _best(self, optimal: list[int]) -> tuple[Evaluation, list[frozenset[Pair]]]:
        """Art. 3.8: the best evaluation over every candidate, and every set of pairs that
        reaches it. Candidates are grouped by downfloaters, best C5-C9 first."""
        heads = {m: h for m in optimal if (h := self._floater_part(m)) is not None}
        best_head = min(h[:5] for h in heads.values())
        best: Evaluation | None = None
        outcomes: list[frozenset[Pair]] = []
        for m, h in heads.items():
            if h[:5] != best_head:
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

    def _matchings(self, mask: int, bound: Evaluation | None) -> Iterator[tuple[Pair, ...]]:
        """Every pairing of all of ``mask`` (C1, C3, no two MDPs together); pairings whose
        C10-C13 counts already exceed those of ``bound`` are cut short."""

        def walk(m: int, pairs: tuple[Pair, ...]) -> Iterator[tuple[Pair, ...]]:
            if bound is not None and pairs:
                sums = _sum_counts(pairs, self._pair_part)[:4]
                if sums > bound.counts()[:4]:
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

    # ------------------------------------------------------------------ criteria

    def evaluate(self, cand: Candidate) -> Evaluation | None:
        """The criteria C5-C21 of a candidate, in priority order; None if it breaks C4."""
        pairs, floaters = cand
        head = self._floater_part(mask_of(floaters))
        if head is None:
            return None
        parts = [self._pair_part(p) for p in pairs]
        c10, c11, c12, c13, c15, c17 = _sum_counts(pairs, self._pair_part)
        c19 = tuple(sorted((d for p in parts for d in p.c19), reverse=True))
        c21 = tuple(sorted((d for p in parts for d in p.c21), reverse=True))
        h = head
        return Evaluation(
            h.c5, h.c6, h.c7, h.c8, h.c9, c10, c11, c12, c13,
            h.c14, c15, h.c16, c17, h.c18, c19, h.c20, c21,
        )  # fmt: skip

    def _floater_part(self, floaters: int) -> Head | None:
        """The criteria fixed by the downfloaters alone: C5-C9, C14, C16, C18, C20."""
        if floaters in self._floater_memo:
            return self._floater_memo[floaters]
        f = self.f
        c5 = f.completion.pab_score(floaters | self.lower)
        part: Head | None = None
        if c5 is not None:  # C4: the rest can still be paired
            group = list(bits(floaters))
            part = Head(
                c5,  # C5: score of the PAB assignee (the lowest the rest allows)
                len(group),  # C6: number of downfloaters
                tuple(sorted((f.score[x] for x in group), reverse=True)),  # C7
                self._c8(floaters, c5),
                self._c9(group, c5),
                self._c14(group, 1),
                self._c14(group, 2),  # C16
                self._c18(floaters, 1),
                self._c18(floaters, 2),  # C20
            )
        self._floater_memo[floaters] = part
        return part

    def _c8(self, floaters: int, c5: int) -> tuple[int, tuple[int, ...]]:
        """C8: the next bracket (these downfloaters as MDPs + the next scoregroup) at its best
        on C6, then C7, with C1-C5 kept: (its downfloaters, their scores descending)."""
        if not self.next_group:
            return (0, ())
        nxt = floaters | mask_of(self.next_group)
        below = self.lower & ~mask_of(self.next_group)
        members = list(bits(nxt))
        comp = self.f.completion
        for k in range(len(members) % 2, len(members) + 1, 2):
            best: tuple[int, ...] | None = None
            for group in combinations(members, k):
                key = tuple(sorted((self.f.score[x] for x in group), reverse=True))
                if best is not None and key >= best:
                    continue
                m = mask_of(group)
                if comp.perfect(nxt & ~m, floaters) and comp.pab_score(m | below) == c5:
                    best = key
            if best is not None:
                return (k, best)
        raise AssertionError("the next bracket can always float everyone")

    def _c9(self, group: list[int], c5: int) -> int:
        """C9: unplayed rounds of the PAB assignee, in a bracket that downfloats exactly one
        player who then gets the PAB: the only downfloater, when its pairing score is the
        PAB score C5 (every player below scores less, so nobody else can take the PAB)."""
        if c5 == EVEN or len(group) != 1 or self.f.score[group[0]] != c5:
            return 0
        return self.f.states[group[0]].unplayed

    def _c14(self, group: list[int], back: int) -> int:
        """C14 (C16): resident downfloaters who downfloated in round r-1 (r-2)."""
        return sum(
            1
            for x in group
            if not self.mdp_mask >> x & 1 and self.f.float_in(x, back) is Float.DOWN
        )

    def _c18(self, floaters: int, back: int) -> tuple[tuple[int, int], ...]:
        """C18 (C20): score differences of the MDPs who downfloated in round r-1 (r-2),
        descending. A paired MDP meets a resident: difference = its score - the resident
        score. An MDP who floats again has no opponent; it is read as larger than any
        difference (TEC commentary; bbpPairings), the higher its score the larger:
        (1, score) against (0, difference)."""
        out = []
        for m in self.mdps:
            if self.f.float_in(m, back) is not Float.DOWN:
                continue
            s = self.f.score[m]
            out.append((1, s) if floaters >> m & 1 else (0, s - self.resident_score))
        return tuple(sorted(out, reverse=True))

    def _pair_part(self, pair: Pair) -> PairPart:
        """What one pair adds to C10-C13, C15, C17 (counts) and C19, C21 (differences)."""
        known = self._pair_memo.get(pair)
        if known is not None:
            return known
        f = self.f
        hi, lo = pair
        got = dict(zip(pair, pair_colours(f, pair), strict=True))
        top = f.topscorer[hi] or f.topscorer[lo]
        c10 = c11 = c12 = c13 = 0
        for x in pair:
            s, c = f.states[x], got[x]
            pref = s.preference
            if pref.strength is not Strength.NONE and c is not pref.colour:
                c12 += 1  # C12: a player who does not get its colour preference
                if pref.strength is Strength.STRONG:
                    c13 += 1  # C13: ... its strong colour preference
            if top:  # C10, C11: topscorers and their opponents
                cd = s.colour_difference + (1 if c is Colour.WHITE else -1)
                c10 += cd > 2 or cd < -2
                c11 += len(s.colours) >= 2 and s.colours[-1] is c and s.colours[-2] is c
        mdp_pair = bool(self.mdp_mask >> hi & 1)  # lo is then a resident: an MDP opponent
        up1 = mdp_pair and f.float_in(lo, 1) is Float.UP
        up2 = mdp_pair and f.float_in(lo, 2) is Float.UP
        diff = f.score[hi] - f.score[lo]
        part = PairPart(
            c10, c11, c12, c13,
            int(up1),  # C15: MDP opponents who upfloated in round r-1
            int(up2),  # C17: ... in round r-2
            (diff,) if up1 else (),  # C19: their score differences
            (diff,) if up2 else (),  # C21
        )  # fmt: skip
        self._pair_memo[pair] = part
        return part

    def _ids(self) -> list[int]:
        return [self.f.ids[x] for x in self.mdps + self.residents]


def _sum_counts(
    pairs: Sequence[Pair], part: Callable[[Pair], PairPart]
) -> tuple[int, int, int, int, int, int]:
    """C10-C13, C15 and C17 summed over ``pairs``."""
    t = [0] * 6
    for p in pairs:
        for k, v in enumerate(part(p).counts()):
            t[k] += v
    return (t[0], t[1], t[2], t[3], t[4], t[5])
