"""Pairing one Burstein bracket (2026 art. 2-4) as one maximum-weight matching.

Art. 3.2.2 takes the first pairing, in the order of art. 4, among those that comply best
with [C5]-[C8] (the absolute criteria [C1]-[C3] and completion [C4] always hold). Here
each criterion is a bit field of one integer edge weight, most significant first
(``FieldLayout``), and the order of art. 4 is the least significant field: a pair of BSNs
i < j adds ``j * (n+1)**(n-i)``, a floater (paired with a virtual BSN-0 player) adds 0.
Positions are compared from BSN 1, each owned by the smaller BSN of its pair, and
``(n+1)**(n-i)`` exceeds all that later positions can add, so the maximum is the first
pairing in the 4.3 order (reading 9).

Vertices are of three kinds: ``MEMBER`` (the bracket: incoming floaters and residents,
BSN order), ``NEXT`` (residents of the next scoregroup, for the look-ahead of [C7]) and
``REST`` (lower scoregroups, which count only for completion, [C4]).
"""

from __future__ import annotations

from dataclasses import dataclass

from trfcheck.pairers.core.matching import max_weight_matching
from trfcheck.pairers.core.weights import FieldLayout
from trfcheck.trf.model import Colour

from .colours import misses
from .completion import Completion
from .round_facts import BursteinContext
from .staged import Criteria, match_digits, match_staged

__all__ = ["MEMBER", "NEXT", "REST", "Bracket", "Weights", "solve"]

MEMBER, NEXT, REST = range(3)


@dataclass(frozen=True, slots=True)
class Bracket:
    """One bracket (1.2.2): ``members`` in BSN order (4.1), the next scoregroup's residents
    and every lower player."""

    members: tuple[int, ...]
    nxt: tuple[int, ...]
    rest: tuple[int, ...]


class Weights:
    """The edge weights of one solve: [C4] (full solves), [C5], [C6], [C7], [C8], art. 4."""

    def __init__(self, ctx: BursteinContext, b: Bracket, full: bool, order: bool = True) -> None:
        self.ctx, self.b, self.full = ctx, b, full
        self.kind = dict.fromkeys(b.members, MEMBER)
        if full:
            self.kind.update(dict.fromkeys(b.nxt, NEXT))
            self.kind.update(dict.fromkeys(b.rest, REST))
        n = len(b.members)
        self.bsn = {x: k for k, x in enumerate(b.members, 1)}
        self.levels = sorted({ctx.score[x] for x in b.members}, reverse=True)
        lay = FieldLayout(len(self.kind) // 2)
        if full:
            lay.add("C4", 1)  # pairs in the whole remainder: a complete pairing
        lay.add("C5", 1)  # pairs made in the bracket
        for s in self.levels:  # [C6]: paired bracket players, highest score level first
            lay.add(f"C6:{s}", 2)
        if full and b.nxt:
            lay.add("C7", 1)  # [C7]: pairs of the following bracket ([C5] there)
            for s in self.levels:  # ... then its own floaters' scores ([C6] there)
                lay.add(f"C7:{s}", 1)
        lay.add("C8", 1)  # pairs that give both players their colour preference
        self.powers = [1]
        for _ in range(n):
            self.powers.append(self.powers[-1] * (n + 1))
        if order:  # without it: the criteria alone (``staged``)
            lay.add("A4", n * self.powers[max(n - 1, 0)])  # art. 4.3 order
        self.layout = lay
        self.shift = lay.close()

    def edge(self, u: int, v: int) -> int:
        """Weight of pairing u with v (0: not an allowed pair, [C1] and [C3] by
        ``compatible``): the criteria of ``_weight`` and, between two members, the order
        of art. 4."""
        if not self.ctx.compatible(u, v):
            return 0
        w = self._weight(u, v)
        if self.kind[u] == MEMBER and self.kind[v] == MEMBER:
            i, j = sorted((self.bsn[u], self.bsn[v]))
            w += j * self.powers[len(self.b.members) - i]
        return w

    def criteria(self, u: int, v: int) -> int:
        """``edge`` without the order of art. 4 and without [C1] (the caller applies it):
        [C4], [C5], [C6], [C7], [C8] by the kinds of u and v; 0 when [C3] forbids the pair."""
        cu = self.ctx.colour_class[u]
        if cu and cu == self.ctx.colour_class[v]:
            return 0
        return self._weight(u, v)

    def _weight(self, u: int, v: int) -> int:
        """[C4], [C5], [C6], [C7], [C8] by the kinds of u and v, the pair taken as allowed."""
        ctx, sh = self.ctx, self.shift
        ku, kv = self.kind[u], self.kind[v]
        if ku > kv:
            u, v, ku, kv = v, u, kv, ku
        w = (1 << sh["C4"]) if self.full else 0
        if kv == REST:
            return w
        if ku == MEMBER and kv == MEMBER:
            w += 1 << sh["C5"]
            w += (1 << sh[f"C6:{ctx.score[u]}"]) + (1 << sh[f"C6:{ctx.score[v]}"])
            return w + ((1 - misses(ctx, u, v)) << sh["C8"])
        w += 1 << sh["C7"]
        if ku == MEMBER:
            w += 1 << sh[f"C7:{ctx.score[u]}"]
        return w

    def _member_edges(self, local: dict[int, int]) -> list[tuple[int, int, int]]:
        """The edges between bracket members: ``edge`` unrolled for the hot path."""
        ctx, sh, members = self.ctx, self.shift, self.b.members
        n = len(members)
        base = (1 << sh["C5"]) + ((1 << sh["C4"]) if self.full else 0)
        level = [1 << sh[f"C6:{ctx.score[x]}"] for x in members]
        c8 = 1 << sh["C8"]
        pref = [ctx.pref[x] for x in members]
        cls = [ctx.colour_class[x] for x in members]
        none = Colour.NONE
        edges = []
        for a in range(n):
            u, met, pu, cu = members[a], ctx.met[members[a]], pref[a], cls[a]
            power, head = self.powers[n - 1 - a], base + level[a]
            for c in range(a + 1, n):
                v = members[c]
                if v in met or (cu and cu == cls[c]):
                    continue
                w = head + level[c] + (c + 1) * power
                if pu is none or pu is not pref[c]:
                    w += c8
                edges.append((local[u], local[v], w))
        return edges

    def match(self) -> dict[int, int]:
        """The maximum-weight matching, as a partner map."""
        verts = list(self.kind)
        local = {x: k for k, x in enumerate(verts)}
        edges = self._member_edges(local)
        for a in range(len(self.b.members), len(verts)):
            u = verts[a]
            for c in range(a):
                w = self.edge(u, verts[c])
                if w:
                    edges.append((c, a, w))
        mate = max_weight_matching(len(verts), edges)
        return {verts[k]: verts[m] for k, m in enumerate(mate) if m >= 0}


def _ideal_look_ahead(ctx: BursteinContext, floaters: list[int], b: Bracket, c: Completion) -> bool:
    """True when a greedy pairing shows [C7] at its bound: every floater paired in the next
    bracket, at most one resident of it left over, and that one with the lower players
    still completable ([C4])."""
    free = list(b.nxt)
    for f in floaters:
        for k, v in enumerate(free):
            if ctx.compatible(f, v):
                del free[k]
                break
        else:
            return False
    if len(free) % 2 == 0:
        return c.greedy(free) and c.perfect(list(b.rest))
    for k in range(len(free) - 1, -1, -1):
        if c.greedy(free[:k] + free[k + 1 :]) and c.perfect([free[k], *b.rest]):
            return True
    return False


def solve(
    ctx: BursteinContext, b: Bracket, c: Completion
) -> tuple[list[tuple[int, int]], list[int]]:
    """3.2: the bracket's pairs (BSN order inside each pair) and its outgoing floaters.

    First solved alone ([C5], [C6], [C8], art. 4). That candidate is the answer when what is
    left can be completed ([C4]) and its floaters reach the bound of [C7]; otherwise the
    bracket is solved with the next scoregroup and every lower player.
    """
    mate = _alone(ctx, b)
    floaters = [x for x in b.members if x not in mate]
    ok = not floaters or _ideal_look_ahead(ctx, floaters, b, c)
    if ok and floaters and not b.nxt:
        ok = False  # nobody below: floaters cannot be paired
    if ok and not floaters:
        ok = c.perfect([*b.nxt, *b.rest])
    if not ok:
        mate = _full(ctx, b)
    members = set(b.members)
    bsn = {x: k for k, x in enumerate(b.members)}
    pairs = sorted(
        (x, y) for x, y in mate.items() if x in members and y in members and bsn[x] < bsn[y]
    )
    return pairs, [x for x in b.members if x not in pairs_of(pairs)]


def _alone(ctx: BursteinContext, b: Bracket) -> dict[int, int]:
    """The bracket solved alone: one single matching below ``STAGED_FROM`` members (or
    with ``STAGED`` off), else in stages (``staged.match_staged``), the same pairing."""
    if not STAGED or len(b.members) < STAGED_FROM:
        return Weights(ctx, b, full=False).match()
    return _staged(ctx, b, [], Weights(ctx, b, full=False, order=False))


def _full(ctx: BursteinContext, b: Bracket) -> dict[int, int]:
    """The bracket solved with the next scoregroup and every lower player ([C4], [C7]),
    single or staged as ``_alone`` (by the number of players in the solve: a small
    bracket above a large field is staged)."""
    if not STAGED or len(b.members) + len(b.nxt) + len(b.rest) < STAGED_FROM:
        return Weights(ctx, b, full=True).match()
    return _staged(ctx, b, [*b.nxt, *b.rest], Weights(ctx, b, full=True, order=False))


def _staged(ctx: BursteinContext, b: Bracket, others: list[int], w: Weights) -> dict[int, int]:
    crit = Criteria(ctx, b.members, others, w.criteria, w.kind)
    mate = match_digits(crit) if others and crit.m <= DIGITS_UPTO else match_staged(crit)
    players = crit.players
    return {players[i]: players[m] for i, m in enumerate(mate) if m >= 0}


#: Solve a bracket alone in stages (``staged.py``); tests compare with the single matching.
STAGED = True
#: ... from this many players in the solve; a smaller one is one single matching (the same
#: pairing).
STAGED_FROM = 12
#: A solve with the lower players and at most this many members: one matching by classes
#: with the order of art. 4 on the members' pairs (``staged.match_digits``, about
#: m log2(m + 1) bits), not a staged search over the whole lower field per member.
DIGITS_UPTO = 32


def pairs_of(pairs: list[tuple[int, int]]) -> set[int]:
    """Every player of ``pairs``."""
    return {x for p in pairs for x in p}
