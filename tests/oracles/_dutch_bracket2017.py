"""One bracket of the Dutch system, 2017 edition: the criteria C.4-C.19 (Dutch 2017 C) on
the candidates that ``BracketSearch`` generates in the order of B.6-B.7 and D.1-D.3.

Readings (the 2017 text with the Goynuk 2017 programmer guidelines; bbpPairings v5 where
the text is open):

- Completion (C.4) binds only the PPB (A.9); the last bracket (the natural one or the CLB)
  must complete the round itself: at most one player left, and PAB-eligible (C.2).
- PSD (A.8): one score difference per pair, one per downfloater (its score minus one point
  less than the lowest score in the bracket); "one point" is 1.0 whatever the scoring.
- C.7 looks at the following bracket only (this bracket's downfloaters as its MDPs, the
  next scoregroup as residents): its most pairs, then its lowest PSD. When the following
  bracket is the last, it must complete the round; downfloaters with which it cannot are
  worse than any with which it can.
- C.12-C.19 count the players who *receive* a float in this pairing: a downfloater, or the
  higher player of a pair with different scores (downfloat); the lower player of such a
  pair (upfloat). Their score differences are those of A.8 (a downfloater's as in the PSD).
"""

from __future__ import annotations

import enum
from collections.abc import Sequence
from itertools import combinations
from typing import NamedTuple

from trfcheck.pairers.core.state import Float

from ._dutch_completion import bits, mask_of
from ._dutch_field import Field
from ._dutch_order import Pair, mdp_exchange_order
from ._dutch_search import BracketSearch, Candidate, Score, colour_counts

__all__ = ["Bracket2017", "Mode"]

ONE_POINT = 10  # A.8: "one point less than the lowest score" (tenths)
Diffs = tuple[int, ...]


class Mode(enum.Enum):
    """Where the bracket stands in the round (A.9)."""

    NORMAL = "normal"  # C.4 inactive, C.7 active
    PPB = "PPB"  # penultimate pairing bracket: C.4 active, C.7 inactive
    LAST = "last"  # the last bracket or the CLB: it completes the round, C.7 inactive


class Evaluation(NamedTuple):
    """C.5-C.19 in priority order: tuple order is B.8's "better" (smaller wins)."""

    c5: int  # downfloaters (fewer downfloaters = more pairs)
    c6: Diffs  # PSD
    c7: tuple[int, ...]  # (completes, downfloaters, PSD...) of the following bracket
    c8: int
    c9: int
    c10: int
    c11: int
    c12: int
    c13: int
    c14: int
    c15: int
    c16: Diffs
    c17: Diffs
    c18: Diffs
    c19: Diffs


class Bracket2017(BracketSearch):
    """A bracket under the 2017 criteria, in one of the three ``Mode``s of A.9."""

    def __init__(
        self,
        f: Field,
        mdps: Sequence[int],
        residents: Sequence[int],
        lower: int,
        next_group: Sequence[int],
        mode: Mode,
    ) -> None:
        super().__init__(f, mdps, residents, lower, next_group)
        self.mode = mode
        self.floor = min(f.score[x] for x in self.mdps + self.residents) - ONE_POINT
        # In the CLB the residents have different scores, so the PSD depends on the pairs;
        # otherwise C.5-C.7 depend on the downfloaters alone.
        self.homogeneous = len({f.score[x] for x in self.residents}) == 1
        self.HEAD = 2
        self.F_ONLY = 3 if self.homogeneous else 1
        self.PRUNE_COUNTS = self.homogeneous
        self._c7: dict[int, tuple[int, ...]] = {}

    # ------------------------------------------------------------ search hooks

    def _legal(self, floaters: int) -> bool:
        """C.4 in the PPB; the last bracket completes the round (C.2: an eligible PAB)."""
        comp = self.f.completion
        if self.mode is Mode.PPB:
            return comp.completes(floaters | self.lower)
        if self.mode is Mode.LAST:
            return comp.pab_score_after(floaters, 0) is not None
        return True

    def _head_key(self, floaters: int) -> Score | None:
        """C.5 and C.6; in the CLB the best PSD over the pairings of the others."""
        if not self._legal(floaters):
            return None
        if self.homogeneous:
            return (floaters.bit_count(), self._psd_of_floaters(floaters))
        group = tuple(bits(floaters))
        psd = min(
            (self._psd(p, group) for p in self._matchings(self.mask & ~floaters, None)),
            default=None,
        )
        return None if psd is None else (len(group), psd)

    def _floater_criteria(self, floaters: int) -> Score | None:
        head = self._head_key(floaters)
        if head is None or not self.homogeneous:
            return head
        return (*head, self._next_bracket(floaters))

    def _rest_ok(self, rest: int, head: Score) -> bool:
        floaters = rest & ~self.lower
        return self._legal(floaters)

    def _mdp_set_order(self, sets: list[frozenset[int]]) -> list[tuple[int, ...]]:
        if not sets:
            return []
        m1 = len(next(iter(sets)))
        wanted = {tuple(sorted(s)) for s in sets}
        ordered = mdp_exchange_order(self.mdps, m1, self.f.score)
        return [s for s in ordered if s in wanted]

    def _counts(self, pair: Pair) -> tuple[int, ...]:
        c8, c9, c10, c11 = colour_counts(self.f, pair)
        down1, up1, down2, up2 = self._floats_of_pair(pair)
        return (c8, c9, c10, c11, len(down1), len(up1), len(down2), len(up2))

    def _count_limits(self, target: Score) -> tuple[int, ...]:
        e = target
        assert isinstance(e, Evaluation)
        return (e.c8, e.c9, e.c10, e.c11, e.c12, e.c13, e.c14, e.c15)

    def _lower_bound(self, optimal: list[int]) -> Score:
        """The best C.5-C.7 over the downfloater sets, the downfloaters' own part of
        C.12, C.14, C.16 and C.18, and zero or empty for the rest."""
        heads = [h for h in map(self._head_key, optimal) if h is not None]
        c5, c6 = min(heads)
        c7 = min(self._next_bracket(m) for m in optimal) if self.homogeneous else ()
        parts = [self._floater_floats(m) for m in optimal]
        assert isinstance(c5, int) and isinstance(c6, tuple)
        return Evaluation(
            c5,
            c6,
            c7,
            0, 0, 0, 0,
            min(len(p[0]) for p in parts),
            0,
            min(len(p[1]) for p in parts),
            0,
            min(p[0] for p in parts),
            (),
            min(p[1] for p in parts),
            (),
        )  # fmt: skip

    # ------------------------------------------------------------------ criteria

    def evaluate(self, cand: Candidate) -> Evaluation | None:
        """C.5-C.19 of a candidate in priority order; None if it breaks C.2 or C.4."""
        pairs, floaters = cand
        fmask = mask_of(floaters)
        if not self._legal(fmask):
            return None
        c8 = c9 = c10 = c11 = 0
        d1, d2 = self._floater_floats(fmask)
        down1, down2 = list(d1), list(d2)
        up1: list[int] = []
        up2: list[int] = []
        for p in pairs:
            a, b, c, d = colour_counts(self.f, p)
            c8, c9, c10, c11 = c8 + a, c9 + b, c10 + c, c11 + d
            pd1, pu1, pd2, pu2 = self._floats_of_pair(p)
            down1 += pd1
            up1 += pu1
            down2 += pd2
            up2 += pu2
        c7 = self._next_bracket(fmask) if self.homogeneous else ()
        return Evaluation(
            len(floaters),  # C.5: maximise the pairs
            self._psd(pairs, floaters),  # C.6
            c7,
            c8, c9, c10, c11,
            len(down1),  # C.12: the same downfloat as in round r-1
            len(up1),  # C.13: the same upfloat as in round r-1
            len(down2),  # C.14: ... as in round r-2
            len(up2),  # C.15
            _desc(down1),  # C.16: their score differences
            _desc(up1),  # C.17
            _desc(down2),  # C.18
            _desc(up2),  # C.19
        )  # fmt: skip

    def _psd(self, pairs: Sequence[Pair], floaters: Sequence[int]) -> Diffs:
        """A.8: the PSD of a candidate, highest score difference first."""
        s = self.f.score
        out = [s[h] - s[lo] for h, lo in pairs] + [s[x] - self.floor for x in floaters]
        return _desc(out)

    def _psd_of_floaters(self, floaters: int) -> Diffs:
        """A.8 when the residents share one score: an MDP meets a resident, residents meet
        each other, so the pairs' differences follow from who floats."""
        s = self.f.score
        r = s[self.residents[0]]
        paired_mdps = [m for m in self.mdps if not floaters >> m & 1]
        n_pairs = (len(self.mdps) + len(self.residents) - floaters.bit_count()) // 2
        out = [s[m] - r for m in paired_mdps] + [0] * (n_pairs - len(paired_mdps))
        out += [s[x] - self.floor for x in bits(floaters)]
        return _desc(out)

    def _floater_floats(self, floaters: int) -> tuple[Diffs, Diffs]:
        """The downfloaters who downfloated in round r-1 and r-2: their A.8 differences."""
        out: tuple[list[int], list[int]] = ([], [])
        for x in bits(floaters):
            for k, back in enumerate((1, 2)):
                if self.f.float_in(x, back) is Float.DOWN:
                    out[k].append(self.f.score[x] - self.floor)
        return _desc(out[0]), _desc(out[1])

    def _floats_of_pair(self, pair: Pair) -> tuple[Diffs, Diffs, Diffs, Diffs]:
        """A pair with different scores gives its higher player a downfloat and its lower
        player an upfloat (A.4.b): the differences of those who had the same float in round
        r-1 and r-2, as (down r-1, up r-1, down r-2, up r-2)."""
        hi, lo = pair
        diff = self.f.score[hi] - self.f.score[lo]
        if diff == 0:
            return (), (), (), ()
        fl = self.f.float_in
        return (
            (diff,) if fl(hi, 1) is Float.DOWN else (),
            (diff,) if fl(lo, 1) is Float.UP else (),
            (diff,) if fl(hi, 2) is Float.DOWN else (),
            (diff,) if fl(lo, 2) is Float.UP else (),
        )

    def _next_bracket(self, floaters: int) -> tuple[int, ...]:
        """C.7: the following bracket at its best, first on pairs, then on PSD; not in the
        PPB or the last bracket. Its MDPs meet only its residents, who share one score, so
        its PSD follows from who stays unpaired there. Returns (cannot complete the round,
        its downfloaters, its PSD...)."""
        if self.mode is not Mode.NORMAL or not self.next_group:
            return ()
        if floaters in self._c7:
            return self._c7[floaters]
        nxt = floaters | mask_of(self.next_group)
        last = self.lower == mask_of(self.next_group)
        s = self.f.score
        r = s[self.next_group[0]]
        comp = self.f.completion
        best: tuple[int, ...] | None = None
        members = list(bits(nxt))
        for k in range(len(members) % 2, len(members) + 1, 2):
            for group in combinations(members, k):
                m = mask_of(group)
                if not comp.perfect(nxt & ~m, floaters):
                    continue
                fails = int(last and comp.pab_score_after(m, 0) is None)
                paired = [d for d in bits(floaters) if not m >> d & 1]
                n_pairs = (len(members) - k) // 2
                diffs = [s[d] - r for d in paired] + [0] * (n_pairs - len(paired))
                diffs += [s[x] - (r - ONE_POINT) for x in group]
                value = (fails, k, *_desc(diffs))
                if best is None or value < best:
                    best = value
        assert best is not None, "the following bracket can always float everyone"
        self._c7[floaters] = best
        return best


def _desc(values: Sequence[int]) -> Diffs:
    return tuple(sorted(values, reverse=True))
