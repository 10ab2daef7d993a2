"""Pairing one Dubov bracket once its upfloaters are chosen (Dubov 2026 3.2.3-3.2.6, 4.3, 4.4).

Every bracket is paired completely (1.3.2: no downfloaters). Legal here means
[C1] and [C3] only: the players outside the bracket are fixed by then, and the
upfloater choice (3.2.2) already proved they can be paired ([C4]).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from trfcheck.pairers.base import NoValidPairing
from trfcheck.pairers.core.weights import FieldLayout
from trfcheck.trf.model import Colour

from .graphs import bipartite, first_transposition, heaviest, perfect
from .round_facts import DubovContext

__all__ = ["middle_out", "pair_bracket", "split", "unavoidable_pairs"]


def split(ctx: DubovContext, members: Sequence[int]) -> tuple[list[int], list[int]]:
    """3.2.3: G1 = the players whose colour preference is White, G2 = everyone else; if no
    player of the bracket has played a game, G1 = the first half by TPN, G2 = the rest."""
    if any(ctx.played[x] for x in members):
        g1 = [x for x in members if ctx.side[x] is Colour.WHITE]
        g2 = [x for x in members if ctx.side[x] is not Colour.WHITE]
        return g1, g2
    by_tpn = sorted(members, key=lambda x: ctx.tpn[x])
    half = len(by_tpn) // 2
    return by_tpn[:half], by_tpn[half:]


def middle_out(ordered: Sequence[int]) -> list[int]:
    """4.3.3: sequence numbers from the middle outwards: #1 to the middle player (the upper
    one of two middles), #2 to the middle of those left, and so on. Returns the players in
    sequence-number order (A..G gives D C E B F A G)."""
    left = list(ordered)
    out = []
    while left:
        out.append(left.pop((len(left) - 1) // 2))
    return out


def shifter_order(ctx: DubovContext, group: Sequence[int], white_seekers: bool) -> list[int]:
    """4.3.2-4.3.3: White seekers by ARO then TPN, Black seekers by TPN, numbered middle-out.

    In a bracket where nobody has played (3.2.3 exception) every ARO is 0, so both
    halves are in TPN order whichever key is used.
    """
    if white_seekers:
        ordered = sorted(group, key=lambda x: (ctx.aro[x], ctx.tpn[x]))
    else:
        ordered = sorted(group, key=lambda x: ctx.tpn[x])
    return middle_out(ordered)


def unavoidable_pairs(ctx: DubovContext, small: Sequence[int], large: Sequence[int]) -> int | None:
    """3.2.4: the number of pairs inside the smaller subgroup that every legal pairing of the
    bracket must contain (the minimum over legal pairings); None if the bracket has none."""
    ss = set(small)
    matched = _saturating(ctx, small, large)
    if matched is not None:
        rest = [x for x in large if x not in matched]
        if perfect(rest, ctx.legal) is not None:
            return 0
    members = [*small, *large]
    big = len(members) + 1

    def weight(u: int, v: int) -> int:
        if not ctx.legal(u, v):
            return 0
        return big + ((u in ss) != (v in ss))

    mate = heaviest(members, weight)
    if len(mate) != len(members):
        return None
    cross = sum(1 for x in small if mate[x] not in ss)
    return (len(small) - cross) // 2


def _saturating(ctx: DubovContext, small: Sequence[int], large: Sequence[int]) -> set[int] | None:
    """Players of ``large`` matched by a bipartite matching covering ``small``, or None."""
    if not small:
        return set()
    # pad the small side with "anyone" rows so that the bipartite helper sees a square problem
    rows = list(small) + [-1] * (len(large) - len(small))

    def legal(r: int, c: int) -> bool:
        return r < 0 or ctx.legal(r, c)

    match = bipartite(rows, list(large), legal)
    if match is None:
        return None
    return {large[match[i]] for i in range(len(small))}


def pair_bracket(ctx: DubovContext, members: Sequence[int]) -> list[tuple[int, int]]:
    """3.2.3-3.2.6: split, shift, sort S1 and take the first legal transposition of G2.

    Readings, each of the article it names: the players moved in the second step
    of 3.2.4 come from the larger subgroup's original members only; 4.4.1's reference to
    "Article 2.2.4" means 3.2.4; T2 is the first legal transposition without a new look
    at [C7], which cannot lose it: after the shifts every legal pairing of the new G1
    against G2 has the bracket's best [C7] (2k + (|L| - |S|) / 2 same-side pairs).
    Returns the pairs as (S1 player, T2 player). Raises NoValidPairing if the bracket
    has no legal pairing (which the upfloater choice rules out).
    """
    g1, g2 = split(ctx, members)
    small_is_g1 = len(g1) <= len(g2)
    small, large = (g1, g2) if small_is_g1 else (g2, g1)
    k = unavoidable_pairs(ctx, small, large)
    if k is None:
        raise NoValidPairing("a bracket has no legal pairing (C1, C3)")
    small_order = shifter_order(ctx, small, white_seekers=small_is_g1)
    large_order = shifter_order(ctx, large, white_seekers=not small_is_g1)
    if k == 0:
        x: list[int] = []
        y = _first_shift(ctx, small, large_order, (len(large) - len(small)) // 2)
    else:
        x, y = _weighted_shifts(ctx, small_order, large_order)
    new_small = [p for p in small if p not in x] + y
    new_large = [p for p in large if p not in y] + x
    new_g1, new_g2 = (new_small, new_large) if small_is_g1 else (new_large, new_small)
    s1 = sorted(new_g1, key=lambda p: (ctx.aro[p], ctx.tpn[p]))  # 3.2.5
    g2_order = sorted(new_g2, key=lambda p: ctx.tpn[p])  # 4.4.1
    t2 = first_transposition(s1, g2_order, ctx.legal)  # 3.2.6
    if t2 is None:
        raise NoValidPairing("a bracket has no legal transposition (3.2.6)")
    return list(zip(s1, t2, strict=True))


def _first_shift(
    ctx: DubovContext, small: Sequence[int], order: Sequence[int], count: int
) -> list[int]:
    """3.2.4 second step with no unavoidable pairs: the first set of ``count`` players of the
    larger subgroup, in the order of 4.3, whose move leaves a legal pairing of the new
    subgroups against each other (the lexicographically first feasible set, built one
    sequence number at a time).

    Notes: a witness pairing is kept; a candidate whose witness partner may stay behind
    is taken without a new search, which is the common case.
    """
    chosen: list[int] = []
    out: set[int] = set()  # players passed over: they stay
    ss = set(small)
    witness = _shift_witness(ctx, small, order, chosen, out) if count else None
    for pos, y in enumerate(order):
        need = count - len(chosen)
        if need == 0:
            break
        if len(order) - pos == need:  # every remaining player is needed
            chosen.extend(order[pos:])
            break
        if witness is not None:
            mate = witness[y]
            if mate not in ss and mate not in chosen:
                chosen.append(y)
                continue
        found = _shift_witness(ctx, small, order, [*chosen, y], out)
        if found is not None:
            chosen.append(y)
            witness = found
        else:
            out.add(y)
    return chosen


def _shift_witness(
    ctx: DubovContext, small: Sequence[int], large: Sequence[int], movers: list[int], stay: set[int]
) -> dict[int, int] | None:
    """A pairing of the subgroups against each other in which ``movers`` move from the larger
    subgroup to the smaller, ``stay`` stay, and the rest of the larger subgroup are still
    open; None if there is none. Small players meet larger-subgroup players that stay;
    inside the larger subgroup each pair joins one mover (or one open player who will
    move) with one who stays."""
    ss = set(small)
    moving = set(movers)

    def legal(u: int, v: int) -> bool:
        if not ctx.legal(u, v):
            return False
        if u in ss or v in ss:
            return not (u in ss and v in ss) and u not in moving and v not in moving
        return not (u in moving and v in moving) and not (u in stay and v in stay)

    staying = [p for p in large if p in stay]
    opened = [p for p in large if p not in moving and p not in stay]
    quick = _greedy_shift(small, movers, staying, opened, legal)
    if quick is not None:
        return quick
    return perfect([*small, *movers, *staying, *opened], legal)


def _greedy_shift(
    small: Sequence[int],
    movers: Sequence[int],
    staying: Sequence[int],
    opened: Sequence[int],
    legal: Callable[[int, int], bool],
) -> dict[int, int] | None:
    """Greedy attempt for ``_shift_witness``: small players and movers first, each with the
    first allowed player who stays (then an open one), then the rest of the larger group."""
    mate: dict[int, int] = {}
    free_stay, free_open = list(staying), list(opened)
    for x in [*small, *movers, *staying, *opened]:
        if x in mate:
            continue
        for pool in (free_stay, free_open):
            hit = next((i for i, y in enumerate(pool) if y != x and legal(x, y)), None)
            if hit is not None:
                y = pool.pop(hit)
                mate[x], mate[y] = y, x
                break
        else:
            return None
        for pool in (free_stay, free_open):
            if x in pool:
                pool.remove(x)
    return mate


def _weighted_shifts(
    ctx: DubovContext, small_order: Sequence[int], large_order: Sequence[int]
) -> tuple[list[int], list[int]]:
    """3.2.4 with unavoidable pairs: one exact matching of the bracket whose weight puts, in
    priority order, every player paired, the most pairs across the subgroups (so exactly
    the unavoidable pairs inside the smaller one), the first set of first-step shifters
    and then the first set of second-step shifters (4.1, 4.3).

    Inside a pair of the smaller subgroup one player moves, inside a pair of the larger
    one player moves back; giving each pair's lower sequence number the set bit makes
    the heaviest matching the lexicographically first choice (a set of K numbers is
    earlier exactly when its sum of 2**(P - number) is larger).
    """
    num_s = {p: i for i, p in enumerate(small_order)}
    num_l = {p: i for i, p in enumerate(large_order)}
    ps, pl = len(small_order), len(large_order)
    members = [*small_order, *large_order]
    lay = FieldLayout(len(members) // 2)
    lay.add("paired", 1)
    lay.add("across", 1)
    lay.add("first-step", 1 << max(ps - 1, 0))
    lay.add("second-step", 1 << max(pl - 1, 0))
    sh = lay.close()

    def weight(u: int, v: int) -> int:
        if not ctx.legal(u, v):
            return 0
        w = 1 << sh["paired"]
        if (u in num_s) != (v in num_s):
            return w + (1 << sh["across"])
        if u in num_s:
            return w + ((1 << (ps - 1 - min(num_s[u], num_s[v]))) << sh["first-step"])
        return w + ((1 << (pl - 1 - min(num_l[u], num_l[v]))) << sh["second-step"])

    mate = heaviest(members, weight)
    if len(mate) != len(members):
        raise NoValidPairing("a bracket has no legal pairing (C1, C3)")
    x = [p for p in small_order if mate[p] in num_s and num_s[p] < num_s[mate[p]]]
    y = [p for p in large_order if mate[p] in num_l and num_l[p] < num_l[mate[p]]]
    return x, y
