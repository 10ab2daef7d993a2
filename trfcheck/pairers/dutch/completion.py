"""Completion (2026 C4) and the PAB score (C5): can the players left be paired?

A round-pairing is complete when everyone is paired under C1-C3 except at
most one player, who must be PAB-eligible (art. 1.9.1). Deciding that exactly
needs a maximum matching; in a Swiss field the compatibility graph is nearly
complete, so a greedy matching almost always proves it at once, and the exact
matching runs only when the greedy one fails.
"""

from __future__ import annotations

from collections.abc import Sequence

from trfcheck.pairers.core.matching import max_weight_matching, max_weight_matching_classes

from .round_facts import RoundContext, forbidden_local

__all__ = ["Completion"]

#: Decide the look-ahead of C8 by a matching when the greedy pairing fails (tests turn
#: it off to compare with the joint solve of the bracket and the next scoregroup).
EXACT_LOOKAHEAD = True
#: Players at most in the one matching of an odd look-ahead with the rest (C4); above,
#: the look-ahead is left to the joint solve (a dense graph of that many players).
JOINT_LIMIT = 2500


class Completion:
    """Completion tests on one round's compatibility graph (C1-C3)."""

    def __init__(self, ctx: RoundContext) -> None:
        self.ctx = ctx
        # most constrained first: colour-bound players, then those with many opponents met
        self.rank = [(ctx.colour_class[i] == 0, -len(ctx.met[i]), i) for i in range(ctx.n)]
        # answers already given this round: the brackets' solves ask about the same sets
        # of players again (about half of the questions of a default-size tournament)
        self._feasible: dict[tuple[frozenset[int], frozenset[int]], bool] = {}
        self._greedy_done: dict[frozenset[int], bool] = {}

    def feasible(self, players: Sequence[int], candidates: frozenset[int]) -> bool:
        """True if ``players`` can all be paired except at most one PAB candidate."""
        key = (frozenset(players), candidates)
        known = self._feasible.get(key)
        if known is None:
            known = self._feasible[key] = self._feasible_now(players, candidates)
        return known

    def _feasible_now(self, players: Sequence[int], candidates: frozenset[int]) -> bool:
        if len(players) % 2 == 1:
            spares = [x for x in players if x in candidates]
            if not spares:
                return False
            spare = spares[-1]
            rest = [x for x in players if x != spare]
            if self._greedy(rest):
                return True
        elif self._greedy(list(players)):
            return True
        return self._exact(players, candidates)

    def next_bracket_ideal(
        self,
        floaters: list[int],
        nxt: list[int],
        rest: list[int] | None = None,
        candidates: frozenset[int] = frozenset(),
    ) -> bool:
        """True if the next bracket (``floaters`` as its MDPs) can be paired at its best:
        every floater paired with a resident, at most one resident left over, and (unless
        ``rest`` is None) that one and the ``rest`` still completable (C4). A greedy pairing
        settles most brackets; when it fails, ``_ideal_exact`` decides by one matching
        (without it, a greedy failure sent a 1,111-player remainder to the slow joint solve)."""
        if len(floaters) > len(nxt):
            return False
        if self._ideal_greedy(floaters, nxt, rest, candidates):
            return True
        return EXACT_LOOKAHEAD and self._ideal_exact(floaters, nxt, rest, candidates)

    def _ideal_greedy(
        self,
        floaters: list[int],
        nxt: list[int],
        rest: list[int] | None,
        candidates: frozenset[int],
    ) -> bool:
        """``next_bracket_ideal`` shown by a greedy pairing (True), or not shown (False)."""
        ctx = self.ctx
        met, cls = ctx.met, ctx.colour_class
        free = sorted(nxt, key=self.rank.__getitem__)
        for d in sorted(floaters, key=self.rank.__getitem__):
            md, cd = met[d], cls[d]
            for k, v in enumerate(free):
                if v not in md and (cd == 0 or cls[v] != cd):
                    del free[k]
                    break
            else:
                return False
        if len(free) % 2 == 0:
            return self._greedy(free) and (rest is None or self.feasible(rest, candidates))
        for k in range(len(free) - 1, -1, -1):
            others = free[:k] + free[k + 1 :]
            if self._greedy(others) and (
                rest is None or self.feasible([free[k], *rest], candidates)
            ):
                return True
        return False

    def _ideal_exact(
        self,
        floaters: list[int],
        nxt: list[int],
        rest: list[int] | None,
        candidates: frozenset[int],
    ) -> bool:
        """``next_bracket_ideal`` decided by one maximum-weight matching.

        The players are the floaters F, the next scoregroup N and (unless ``rest`` is
        None) the rest R. Every pair weighs ``big * a + c``: the look-ahead part a is 3 for
        F-N, 2 for N-N and 0 for N-R and R-R (F-F and F-R are no edges), the completion
        part c is C4's ``4 + (u not a PAB candidate) + (v not one)`` (0 without ``rest``).
        ``big`` exceeds the largest total of c, so the matching first maximises the sum of
        a, which is ``2 * pairs(F, N) + floaters paired``, at most
        ``ideal = 2 * (f + (|N| - f) // 2) + f``, reached exactly when every floater is
        paired in N and at most one N player is left over (by the other pairs); then the
        number of pairs and of non-candidates paired, which is complete (C4: at most one
        player unpaired, a PAB candidate) exactly when a complete pairing with that
        look-ahead exists. Any N-R pair beyond the one left over would cost look-ahead.
        When the even case holds R apart (no N player left over), ``feasible(rest)`` is
        asked instead, so that a large R never enters the matching; an odd case with a
        large R answers False (the caller then solves the bracket with the next
        scoregroup, which is always right)."""
        f, n = len(floaters), len(nxt)
        odd = (n - f) % 2 == 1
        joint = rest is not None and odd
        if joint and rest is not None and f + n + len(rest) > JOINT_LIMIT:
            return False
        players = [*floaters, *nxt, *(rest if joint and rest is not None else [])]
        kind = [0] * f + [1] * n + [2] * (len(players) - f - n)
        look = ((0, 3, 0), (3, 2, 0), (0, 0, 0))
        big = 6 * len(players) + 7 if joint else 1
        ctx = self.ctx
        ids: dict[tuple[int, bool, int], int] = {}
        cls = [
            ids.setdefault((k, x in candidates, ctx.colour_class[x]), len(ids))
            for k, x in zip(kind, players, strict=True)
        ]
        keys = sorted(ids, key=ids.__getitem__)
        m = len(keys)
        table = [0] * (m * m)
        for a, (ka, ca, cca) in enumerate(keys):
            for b, (kb, cb, ccb) in enumerate(keys):
                if cca and cca == ccb:
                    continue  # C3
                part = look[ka][kb]
                if not part and (not joint or 0 in (ka, kb)):
                    continue  # F-F, F-R: no pair of the look-ahead or of completion
                c = 4 + (not ca) + (not cb) if joint else 0
                table[a * m + b] = big * part + c
        forbid = forbidden_local(ctx, players)
        sol, _ = max_weight_matching_classes(len(players), cls, table, forbid)
        mate = sol.mate
        got = sum(look[kind[i]][kind[j]] for i, j in enumerate(mate) if j > i)
        if got != 2 * (f + (n - f) // 2) + f:
            return False
        if rest is None:
            return True
        if not joint:
            return self.feasible(rest, candidates)
        single = [players[i] for i, j in enumerate(mate) if j < 0]
        return not single or (len(single) == 1 and single[0] in candidates)

    def _greedy(self, players: list[int]) -> bool:
        """True when a greedy pairing pairs every one of ``players`` (C1-C3); False proves
        nothing. Most constrained players first, each with the first partner it may meet."""
        key = frozenset(players)
        known = self._greedy_done.get(key)
        if known is None:
            known = self._greedy_done[key] = self._greedy_now(players)
        return known

    def _greedy_now(self, players: list[int]) -> bool:
        ctx = self.ctx
        order = sorted(players, key=self.rank.__getitem__)
        free = set(players)
        met, cls = ctx.met, ctx.colour_class
        lo = 0
        for u in order:
            if u not in free:
                continue
            free.discard(u)
            while lo < len(order) and order[lo] not in free:
                lo += 1
            mu, cu = met[u], cls[u]
            for k in range(lo, len(order)):
                v = order[k]
                if v in free and v not in mu and (cu == 0 or cls[v] != cu):
                    free.discard(v)
                    break
            else:
                return False
        return True

    def _exact(self, players: Sequence[int], candidates: frozenset[int]) -> bool:
        ctx = self.ctx
        verts = sorted(players)
        n = len(verts)
        edges = []
        for a in range(n):
            u = verts[a]
            for b in range(a + 1, n):
                v = verts[b]
                if ctx.compatible(u, v):
                    edges.append((a, b, 4 + (u not in candidates) + (v not in candidates)))
        mate = max_weight_matching(n, edges)
        single = [verts[i] for i in range(n) if mate[i] < 0]
        return not single or (len(single) == 1 and single[0] in candidates)

    def pab_score(self) -> int | None:
        """C5: the lowest pairing score an eligible player can have and still be the one left
        unpaired by a complete pairing; None if the field is even. Raises ValueError if no
        complete pairing exists."""
        ctx = self.ctx
        everyone = list(range(ctx.n))
        if ctx.n % 2 == 0:
            if not self.feasible(everyone, frozenset()):
                raise ValueError("no pairing of every player satisfies C1-C3")
            return None
        eligible = [x for x in everyone if ctx.eligible[x]]
        if not eligible:
            raise ValueError("no player is eligible for the PAB (C2)")
        lowest = min(ctx.score[x] for x in eligible)
        # a greedy proof with a lowest-scored eligible player left out settles it at once
        for spare in reversed([x for x in eligible if ctx.score[x] == lowest]):
            if self._greedy([x for x in everyone if x != spare]):
                return lowest
        return self._lowest_spare()

    def _lowest_spare(self) -> int:
        """One exact matching: ineligible players must be paired, then as many pairs as
        possible, then the unpaired player's score as low as possible."""
        ctx = self.ctx
        n = ctx.n
        levels = {s: i for i, s in enumerate(sorted(set(ctx.score)))}
        big = 2 * len(levels) + 2
        huge = big * (n + 1)
        edges = []
        for u in range(n):
            for v in range(u + 1, n):
                if ctx.compatible(u, v):
                    w = huge * (2 + (not ctx.eligible[u]) + (not ctx.eligible[v]))
                    w += levels[ctx.score[u]] + levels[ctx.score[v]] + big
                    edges.append((u, v, w))
        mate = max_weight_matching(n, edges)
        single = [x for x in range(n) if mate[x] < 0]
        if len(single) != 1:
            raise ValueError(
                "no pairing of all players but one satisfies C1 (no rematch, no forbidden "
                "pair) and C3 (absolute colour preferences)"
            )
        if not ctx.eligible[single[0]]:
            raise ValueError("no complete pairing leaves a PAB-eligible player unpaired (C2, C4)")
        return ctx.score[single[0]]
