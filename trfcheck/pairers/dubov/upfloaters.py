"""Choosing a bracket's upfloaters (Dubov 2026 3.2.1-3.2.2, 4.2; 2018 B.1-B.2, D.1).

3.2.2 takes the first candidate set (4.2 order) whose bracket is paired best by
[C5]-[C10]. Reading (of 3.2.2 and 4.2): the winner is the set with the best
vector ([C5] fewest upfloaters, [C6] their scores, [C7] the fewest players
denied their colour preference that the bracket can reach, [C8]-[C10] the
upfloat history), ties going to the earlier set. 2026 4.2.3 (only sets valid
for [C5]/[C6], then the order of 4.1.3) and 2018 D.1.b (containers ordered by
[C6], sets inside a container in lexicographic order) both come to this.

[C7] of a bracket is its number of pairs whose players prefer the same colour
(a pair of opposite sides gets both preferences by 5.2.2, a same-side pair
denies exactly one player), so the bracket's best [C7] is reached by the
pairing with the most pairs across the two sides.

With the fewest upfloaters ([C5]) two upfloaters never meet each other (else
the residents would need two fewer), so a bracket's pairs are resident-resident
and resident-upfloater pairs only.
"""

from __future__ import annotations

import heapq
from collections.abc import Callable, Sequence

from trfcheck.pairers.base import NoValidPairing
from trfcheck.pairers.core.matching import (
    Slack,
    forbidden_pairs,
    max_weight_matching_classes,
)
from trfcheck.pairers.core.weights import FieldLayout
from trfcheck.trf.model import Colour

from .bracket import unavoidable_pairs
from .graphs import heaviest, perfect
from .round_facts import DubovContext

__all__ = ["best_across", "choose_upfloaters", "complete"]

#: Candidates the single-upfloater search evaluates before handing over to the exact matching.
SINGLE_BUDGET = 8


def complete(ctx: DubovContext, verts: Sequence[int]) -> bool:
    """[C4] (2026 2.2.1): can ``verts`` all be paired under [C1] and [C3]?

    The hardest players (most opponents met, most players sharing their absolute
    preference) go first in the greedy pass.
    """
    if len(verts) % 2:
        return False
    absolute: dict[Colour, int] = {}
    for v in verts:
        a = ctx.absolute[v]
        if a is not Colour.NONE:
            absolute[a] = absolute.get(a, 0) + 1

    def hardness(v: int) -> int:
        a = ctx.absolute[v]
        return len(ctx.blocked[v]) + (absolute[a] if a is not Colour.NONE else 0)

    order = sorted(verts, key=lambda v: (-hardness(v), v))
    return perfect(order, ctx.legal) is not None


def best_across(ctx: DubovContext, members: Sequence[int]) -> int | None:
    """The most pairs of opposite colour sides that a legal pairing of ``members`` can hold
    (the bracket's best [C7] is half its size minus this); None if no legal pairing."""
    white = [x for x in members if ctx.side[x] is Colour.WHITE]
    other = [x for x in members if ctx.side[x] is not Colour.WHITE]
    small, large = (white, other) if len(white) <= len(other) else (other, white)
    k = unavoidable_pairs(ctx, small, large)
    return None if k is None else len(small) - 2 * k


def choose_upfloaters(
    ctx: DubovContext, residents: Sequence[int], lower: Sequence[int]
) -> list[int]:
    """3.2.1-3.2.2: the upfloaters of the bracket of ``residents``, chosen from ``lower``
    (every unpaired player with a lower score, in 4.2.2 order). Raises NoValidPairing when
    no set makes the bracket legal ([C1], [C3], [C4])."""
    if len(residents) % 2 == 0:
        if complete(ctx, residents) and complete(ctx, lower):
            return []
    else:
        single = _single(ctx, residents, lower)
        if single is not None:
            return [single]
    return _weighted_choice(ctx, residents, lower)


def _quality(ctx: DubovContext, u: int) -> tuple[int, int, int]:
    """[C8], [C9], [C10] of the upfloater ``u`` (all 0 in the last round, 2026 2.3.4-2.3.6).

    [C9] "minimise the number of times a maximum upfloater is upfloated" is read as the sum
    of the maximum upfloaters' upfloat counts (a reading; a plain count would repeat
    [C8]).
    """
    if ctx.last_round:
        return 0, 0, 0
    top = ctx.max_upfloater[u]
    return int(top), (ctx.upfloats[u] if top else 0), int(ctx.up_prev[u])


def _single(ctx: DubovContext, residents: Sequence[int], lower: Sequence[int]) -> int | None:
    """An odd bracket's best single upfloater, or None if none is legal or the search gives up.

    Best first: each candidate's key is ([C6] its score, [C7] an upper bound on the pairs
    across the colour sides, [C8]-[C10], sequence number); a candidate whose exact [C7]
    equals its bound beats every key behind it. Evaluation proves legality ([C1], [C3] in
    the bracket, [C4] for the players below).
    """
    white = sum(1 for x in residents if ctx.side[x] is Colour.WHITE)
    other = len(residents) - white
    evaluated = 0
    start = 0
    while start < len(lower):  # one scoregroup at a time: [C6] ranks them first
        end = start
        while end < len(lower) and ctx.score[lower[end]] == ctx.score[lower[start]]:
            end += 1
        heap: list[tuple[int, int, int, int, int, bool]] = []
        for idx in range(start, end):
            w = ctx.side[lower[idx]] is Colour.WHITE
            bound = min(white + w, other + (not w))
            heap.append((-bound, *_quality(ctx, lower[idx]), idx, False))
        heapq.heapify(heap)
        while heap:
            key = heapq.heappop(heap)
            idx, exact = key[4], key[5]
            u = lower[idx]
            if exact:
                return u
            evaluated += 1
            if evaluated > SINGLE_BUDGET:
                return None
            across = best_across(ctx, [*residents, u])
            if across is None or not complete(ctx, [x for x in lower if x != u]):
                continue
            if across == -key[0]:
                return u
            heapq.heappush(heap, (-across, key[1], key[2], key[3], idx, True))
        start = end
    return None


def _weighted_choice(
    ctx: DubovContext, residents: Sequence[int], lower: Sequence[int]
) -> list[int]:
    """The exact choice: one weighted matching of residents and candidates (``_solve``).

    First with the candidates of the highest lower scoregroups only. That answer is the
    true one when it leaves the players below pairable ([C4]) and uses the fewest
    upfloaters any legal bracket could ([C5]: residents minus twice the largest matching
    among them), because any set reaching lower scoregroups is worse by [C6]. Otherwise
    every lower player and [C4] go into one matching.
    """
    pool: list[int] = []
    for x in lower:
        if len(pool) >= len(residents) + 2 and ctx.score[x] != ctx.score[pool[-1]]:
            break
        pool.append(x)
    if len(pool) < len(lower):
        ups = _solve(ctx, residents, pool, full=False)
        if ups is not None and len(ups) == _fewest(ctx, residents):
            chosen = set(ups)
            if complete(ctx, [x for x in lower if x not in chosen]):
                return ups
    ups = _solve(ctx, residents, lower, full=True)
    if ups is None:
        raise NoValidPairing("no set of upfloaters gives a legal bracket (3.2.1, C4)")
    return ups


def _fewest(ctx: DubovContext, residents: Sequence[int]) -> int:
    """A lower bound on the upfloaters: residents left over by a largest legal matching."""
    mate = heaviest(residents, lambda u, v: int(ctx.legal(u, v)))
    return len(residents) - len(mate)


def _solve(
    ctx: DubovContext, residents: Sequence[int], pool: Sequence[int], full: bool
) -> list[int] | None:
    """One maximum-weight matching whose weight ranks candidate sets by [C5]-[C10] and then
    by the 4.2 order; returns the pool players matched to residents, or None if the
    residents cannot all be paired (with ``full``: if not everybody can be paired, [C4]).

    Fields, most significant first (one per criterion; a "complement" field gives every
    bracket pair 1 and takes it back for the bad case, which ranks the same as counting
    the bad cases because [C5] fixes the number of bracket pairs above it):
    ``paired``/``cover`` completion and residents paired; ``C5`` pairs of two residents;
    ``C6:s`` for each candidate score s from the lowest up, complement of an upfloater
    on s; ``C7`` pairs across colour sides; ``C8`` complement of a maximum upfloater;
    ``C9`` complement of a maximum upfloater's upfloat count; ``C10`` complement of an
    upfloater who upfloated last round; ``order`` 2**(P - 1 - number) per upfloater.
    """
    # Longer than most: the field layout and the weight function are read together.
    res = set(residents)
    number = {x: i for i, x in enumerate(pool)}
    levels = sorted({ctx.score[x] for x in pool})
    cmax = max((ctx.upfloats[x] for x in pool), default=0)
    verts = [*residents, *pool]
    lay = FieldLayout(len(verts) // 2)
    lay.add("paired" if full else "cover", 1 if full else 2)
    lay.add("C5", 1)
    for s in levels:
        lay.add(f"C6:{s}", 1)
    lay.add("C7", 1)
    lay.add("C8", 1)
    lay.add("C9", cmax)
    lay.add("C10", 1)
    lay.add("order", 1 << max(len(pool) - 1, 0))
    sh = lay.close()
    base = sum(1 << sh[f"C6:{s}"] for s in levels) + (1 << sh["C8"]) + (cmax << sh["C9"])
    base += 1 << sh["C10"]

    def weight(u: int, v: int) -> int:
        return raw(u, v) if ctx.legal(u, v) else 0

    def raw(u: int, v: int) -> int:  # without [C1] and [C3]
        if u not in res and v not in res:
            return (1 << sh["paired"]) if full else 0  # [C4] only
        w = base + ((1 << sh["paired"]) if full else ((u in res) + (v in res)) << sh["cover"])
        if ctx.side[u] is not ctx.side[v]:
            w += 1 << sh["C7"]
        if u in res and v in res:
            return w + (1 << sh["C5"])
        up = v if u in res else u
        c8, c9, c10 = _quality(ctx, up)
        w -= (1 << sh[f"C6:{ctx.score[up]}"]) + (c8 << sh["C8"]) + (c9 << sh["C9"])
        w -= c10 << sh["C10"]
        return w + ((1 << (len(pool) - 1 - number[up])) << sh["order"])

    if STAGED and len(verts) >= STAGED_FROM:
        return _staged(ctx, residents, pool, full, sh["C10"], raw)
    mate = heaviest(verts, weight)
    if any(x not in mate for x in (verts if full else residents)):
        return None
    return [x for x in pool if mate.get(x, -1) in res]


#: Solve ``_solve``'s matching in stages (``_staged``); tests compare with the single one.
STAGED = True
#: ... from this many players (residents and pool).
STAGED_FROM = 12
#: Pool players whose upfloater status one matching of ``_staged`` decides.
WINDOW = 32


def _staged(
    ctx: DubovContext,
    residents: Sequence[int],
    pool: Sequence[int],
    full: bool,
    order: int,  # the shift of the field above ``order`` (C10)
    raw: Callable[[int, int], int],
) -> list[int] | None:
    """``_solve``'s answer without its ``order`` field (one bit per pool player, the whole
    pool wide, on every resident-pool pair): the criteria fields decide first, then the
    4.2 order takes the first set of upfloaters among the best matchings.

    1. One matching by the criteria alone (vertex classes: a resident by colour side and
       absolute colour, a pool player by score, side, [C8]-[C10] and absolute colour;
       [C1] as forbidden pairs) gives their best value V and the number K of upfloaters
       (pool players paired with residents: the same in every best matching, [C5] and the
       ``cover``/``paired`` field fix it). A pool player none of whose pairs with a
       resident is tight under its duals is in no best matching's set (complementary
       slackness): not an upfloater.
    2. The pool in 4.2 order, ``WINDOW`` undecided players at a time: one matching whose
       weight is, most significant first, a bonus on every resident pair of a player
       already chosen (all of them stay upfloaters), the criteria, then the bit
       ``2 ** (W - 1 - t)`` on the resident pairs of the t-th window player (a player
       already refused has none). Among the best matchings that keep the choices made it
       takes the first set for the window (its criteria value is checked against V).
       Stops when K are chosen.
    """
    verts = [*residents, *pool]
    n, r = len(verts), len(residents)
    keys: dict[tuple[object, ...], int] = {}
    rep: list[int] = []
    cls: list[int] = []
    for v, x in enumerate(verts):
        if v < r:
            key: tuple[object, ...] = (0, ctx.side[x], ctx.absolute[x])
        else:
            key = (1, ctx.score[x], ctx.side[x], _quality(ctx, x), ctx.absolute[x])
        c = keys.get(key)
        if c is None:
            c = keys[key] = len(rep)
            rep.append(x)
        cls.append(c)
    k = len(rep)
    table = [0] * (k * k)
    for a in range(k):
        for c in range(a, k):
            u, v = rep[a], rep[c]
            if ctx.absolute[u] is Colour.NONE or ctx.absolute[u] is not ctx.absolute[v]:
                w = raw(u, v) >> order  # the fields above ``order`` ([C3] apart)
                table[a * k + c] = table[c * k + a] = w
    forbid = forbidden_pairs(verts, [ctx.blocked[x] for x in verts])
    sol, _ = max_weight_matching_classes(n, cls, table, forbid)
    mate = sol.mate
    if any(mate[v] < 0 for v in range(n if full else r)):
        return None
    value = sum(table[cls[v] * k + cls[mate[v]]] for v in range(n) if mate[v] > v)
    count = sum(1 for v in range(r, n) if 0 <= mate[v] < r)
    slack = Slack(n, sol)

    def pair_weight(u: int, v: int) -> int:
        if verts[v] in ctx.blocked[verts[u]]:
            return 0
        return table[cls[u] * k + cls[v]]

    refused = [
        not any((w := pair_weight(v, q)) and not slack(min(v, q), max(v, q), w) for q in range(r))
        for v in range(r, n)
    ]
    chosen: list[int] = []
    todo = [v for v in range(r, n) if not refused[v - r]]
    while len(chosen) < count:
        window = todo[:WINDOW]
        todo = todo[WINDOW:]
        if not window:
            raise RuntimeError("staged upfloater choice: too few upfloaters")  # internal
        got = _window(n, r, cls, table, k, forbid, pair_weight, chosen, refused, window)
        if got[0] != value:
            raise RuntimeError("staged upfloater choice: a window lost criteria")  # internal
        for v in window:
            if v in got[1]:
                chosen.append(v)
            else:
                refused[v - r] = True
    return [verts[v] for v in sorted(chosen)]


def _window(
    n: int,
    r: int,
    cls: list[int],
    table: list[int],
    k: int,
    forbid: list[int],
    pair_weight: Callable[[int, int], int],
    chosen: list[int],
    refused: list[bool],
    window: list[int],
) -> tuple[int, set[int]]:
    """One matching of ``_staged`` step 2: its criteria value and the window players it
    makes upfloaters."""
    size = len(window)
    crit_bits = max(table, default=0).bit_length() + n.bit_length() + 1
    bonus = 1 << (crit_bits + size + 1)
    # classes: k base, k refused variants (no resident pair), 2k: listed one by one
    kk = 2 * k + 1
    big = [0] * (kk * kk)
    resident_class = [False] * k
    for v in range(r):
        resident_class[cls[v]] = True
    for a in range(2 * k):
        for c in range(2 * k):
            if (a >= k and resident_class[c % k]) or (c >= k and resident_class[a % k]):
                continue
            big[a * kk + c] = table[(a % k) * k + c % k] << size
    place = {v: t for t, v in enumerate(window)}
    listed = set(chosen) | set(window)
    vc = [cls[v] + (k if v >= r and refused[v - r] else 0) for v in range(n)]
    extra = []
    for u in listed:
        vc[u] = 2 * k
    for u in sorted(listed):
        for v in range(n):
            if v == u or (v in listed and v < u):
                continue
            w = pair_weight(u, v)
            if not w:
                continue
            w <<= size
            if v < r:  # u, a pool player, meets a resident
                w += bonus if u in chosen else 1 << (size - 1 - place[u])
            extra.append((min(u, v), max(u, v), w))
    flat = [
        x
        for pair in zip(forbid[::2], forbid[1::2], strict=True)
        if not listed.intersection(pair)
        for x in pair
    ]
    sol, _ = max_weight_matching_classes(n, vc, big, flat, None, extra)
    mate = sol.mate
    value = sum(pair_weight(v, mate[v]) for v in range(n) if mate[v] > v)
    return value, {v for v in window if 0 <= mate[v] < r}
