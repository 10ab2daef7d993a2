"""One bracket of the Dutch system, 2026 edition: the criteria C5-C21 (art. 2.3-2.4) on
the candidates that ``BracketSearch`` generates in the order of art. 3-4.

Readings (the text, and bbpPairings v6 where the text is open; docs/dutch.md):

- C4: the players left after the bracket (its downfloaters and every lower scoregroup)
  admit a pairing under C1-C3 with at most one player over, PAB-eligible (art. 1.9.1).
  After the last bracket nobody is left to pair, so it leaves at most one player.
- C5: the lowest pairing score the PAB assignee can have in a completion of the rest.
  No candidate can go below the round's lowest PAB score, and some candidate reaches it.
- C8: the next bracket (these downfloaters as its MDPs, who never meet each other, and
  the next scoregroup) at its best on C6, then C7, with C1-C5 kept.
- C9: in a bracket that leaves exactly one player, who then receives the PAB (its score
  is the PAB score; everyone below scores less): that player's unplayed rounds.
- C10, C11 count only topscorers and their opponents; C13 counts strong preferences, not
  absolute ones. C14/C16: resident downfloaters; C15/C17: residents paired with an MDP.
- C18/C20: an MDP who floats again has no opponent; its difference is read as larger than
  any paired MDP's (TEC commentary; bbpPairings), and larger the higher its score.
"""

from __future__ import annotations

from collections.abc import Sequence
from itertools import combinations
from typing import NamedTuple

from trfcheck.pairers.core.state import Float

from ._dutch_completion import EVEN, bits, mask_of
from ._dutch_field import Field
from ._dutch_order import Pair, mdp_set_order
from ._dutch_search import BracketSearch, Candidate, Score, colour_counts

__all__ = ["Bracket2026"]

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


class Bracket2026(BracketSearch):
    """A bracket under the 2026 criteria. Every bracket keeps completion (C4) and the PAB
    score (C5): there is no collapsed last bracket in this edition (art. 1.9)."""

    HEAD = 3  # C5, C6, C7
    F_ONLY = 5  # C5-C9

    def __init__(
        self,
        f: Field,
        mdps: Sequence[int],
        residents: Sequence[int],
        lower: int,
        next_group: Sequence[int],
        pab_score: int,
    ) -> None:
        super().__init__(f, mdps, residents, lower, next_group)
        self.pab_score = pab_score  # art. 1.9.1 / C5: the lowest PAB score of the round
        self.resident_score = f.score[self.residents[0]]
        self._parts: dict[Pair, PairPart] = {}
        self._floaters: dict[int, Head | None] = {}

    def _floater_criteria(self, floaters: int) -> Score | None:
        h = self._floater_part(floaters)
        return None if h is None else h[:5]

    def _head_is_final(self, head: Score) -> bool:
        """No candidate can give the PAB to a lower score than the round's lowest (a
        candidate and a completion of the rest are a complete pairing of the round), so
        once that C5 is reached more downfloaters only lose on C6."""
        return head[0] == self.pab_score

    def _head_key(self, floaters: int) -> Score | None:
        """C5-C7, without the look-ahead of C8."""
        c5 = self.f.completion.pab_score_after(floaters, self.lower)
        if c5 is None:
            return None
        scores = sorted((self.f.score[x] for x in bits(floaters)), reverse=True)
        return (c5, len(scores), tuple(scores))

    def _rest_ok(self, rest: int, head: Score) -> bool:
        return self.f.completion.pab_score_after(rest & ~self.lower, self.lower) == head[0]

    def _mdp_set_order(self, sets: list[frozenset[int]]) -> list[tuple[int, ...]]:
        return mdp_set_order(sets)

    def _counts(self, pair: Pair) -> tuple[int, ...]:
        p = self._pair_part(pair)
        return (p.c10, p.c11, p.c12, p.c13, p.c15, p.c17)

    def _count_limits(self, target: Score) -> tuple[int, ...]:
        e = target
        assert isinstance(e, Evaluation)
        return (e.c10, e.c11, e.c12, e.c13, e.c15, e.c17)

    def _lower_bound(self, optimal: list[int]) -> Score:
        """The best C5-C9, C14, C16, C18 and C20 over the downfloater sets, and zero or
        empty for the criteria of the pairs."""
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

    # ------------------------------------------------------------------ criteria

    def evaluate(self, cand: Candidate) -> Evaluation | None:
        """The criteria C5-C21 of a candidate, in priority order; None if it breaks C4."""
        pairs, floaters = cand
        head = self._floater_part(mask_of(floaters))
        if head is None:
            return None
        parts = [self._pair_part(p) for p in pairs]
        c10, c11, c12, c13 = (
            sum(p.c10 for p in parts),
            sum(p.c11 for p in parts),
            sum(p.c12 for p in parts),
            sum(p.c13 for p in parts),
        )
        c15, c17 = sum(p.c15 for p in parts), sum(p.c17 for p in parts)
        c19 = tuple(sorted((d for p in parts for d in p.c19), reverse=True))
        c21 = tuple(sorted((d for p in parts for d in p.c21), reverse=True))
        h = head
        return Evaluation(
            h.c5, h.c6, h.c7, h.c8, h.c9, c10, c11, c12, c13,
            h.c14, c15, h.c16, c17, h.c18, c19, h.c20, c21,
        )  # fmt: skip

    def _floater_part(self, floaters: int) -> Head | None:
        """The criteria fixed by the downfloaters alone: C5-C9, C14, C16, C18, C20."""
        if floaters in self._floaters:
            return self._floaters[floaters]
        f = self.f
        c5 = f.completion.pab_score_after(floaters, self.lower)
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
        self._floaters[floaters] = part
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
                if comp.perfect(nxt & ~m, floaters) and comp.pab_score_after(m, below) == c5:
                    best = key
            if best is not None:
                return (k, best)
        # Only when the next bracket is the last and its MDPs could complete the round
        # only by meeting each other: worse than any next bracket that can be paired.
        return (len(members) + 1, ())

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
        known = self._parts.get(pair)
        if known is not None:
            return known
        f = self.f
        hi, lo = pair
        c10, c11, c12, c13 = colour_counts(f, pair)
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
        self._parts[pair] = part
        return part
