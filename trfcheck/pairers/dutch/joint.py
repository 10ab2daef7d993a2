"""A remainder solved with the next scoregroup (C8; 2017 C.7), in stages (issue 21).

When the downfloaters of a remainder's own best candidate cannot be paired ideally in the
next scoregroup, the single matching of ``bracket._match`` solves the remainder and the
next scoregroup together: the criteria of the joint layout (the bracket's pairs and the
look-ahead pairs of C8), then the art. 4 generation order of the bracket's pairs, a
partner field of about n log2 n bits (11,000 bits for 1,111 residents: two minutes and
1.9 GiB). The pairs with the next scoregroup make the graph of the best candidates
non-bipartite, so ``staged.match_staged`` does not apply. Here instead:

1. ``alone_is_best``: one matching by the joint criteria alone (about 100 bits, every pair
   from the class table) gives their best total; if the remainder's own best candidate
   with the best look-ahead of its downfloaters reaches it, that candidate is the joint
   optimum;
2. ``match_joint``: otherwise, if a candidate with S1 as the higher members of the pairs
   (no exchange: art. 4.3 rule 1, the first exchange) reaches the best total, the
   partners of S1 are fixed window by window in BSN order, each window one matching with
   the criteria and the partner digits of that window only, the pairs of the earlier
   windows kept (their players left out); else None (the single matching decides).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Protocol

from trfcheck.pairers.core.matching import max_weight_matching_classes

from .context import RoundContext
from .kinds import NEXT

__all__ = ["WINDOW_BITS", "alone_is_best", "match_joint"]

#: Bits of partner digits per window matching (``match_joint``): about this many bits
#: above the criteria's hundred; tests lower it to make several windows of a small field.
WINDOW_BITS = 512


class JointWeighing(Protocol):
    """The criteria weights of one joint solve (``bracket._Weights`` with ``generation=0``)."""

    kind: dict[int, int]

    def class_table(self, players: list[int]) -> tuple[list[int], list[int]]:
        """Classes of the players and the weight of each pair of classes."""
        ...

    def edge(self, u: int, v: int) -> int:
        """Weight of pairing u with v; 0 = not an allowed pair."""
        ...


def alone_is_best(
    ctx: RoundContext,
    crit: JointWeighing,
    residents: list[int],
    floats: list[int],
    nxt: list[int],
    alone: dict[int, int],
) -> dict[int, int] | None:
    """The remainder's best candidate solved alone, with a best look-ahead, if it is also
    the best candidate with the next scoregroup; else None.

    If the alone candidate's pairs plus the best look-ahead of its downfloaters (and the
    Limbo ``floats``) reach the best joint criteria total, every joint optimum has the
    same value in every criteria field (the fields never carry), so also in the fields
    the alone solve ranks (the same per-pair values: the joint layout only adds the
    look-ahead's fields); among the candidates equal there the alone candidate is first
    in the generation order, and the partner field tells any two candidates apart, so the
    joint optimum pairs the bracket exactly as it does. Its look-ahead pairs are one of
    the joint optimum's ties (the caller's completion test, C4, takes them as it would
    take the joint matching's)."""
    best, _ = class_solve(ctx, crit, sorted(crit.kind), lambda a, b: True)
    res = set(residents)
    own = {x: y for x, y in alone.items() if x in res and y in res}
    value = sum(crit.edge(x, y) for x, y in own.items() if x < y)
    floaters = [x for x in residents if x not in own] + floats
    look, mate = class_solve(
        ctx, crit, sorted([*floaters, *nxt]), lambda a, b: NEXT in (crit.kind[a], crit.kind[b])
    )
    return {**own, **mate} if value + look == best else None


def class_solve(
    ctx: RoundContext,
    crit: JointWeighing,
    verts: list[int],
    allowed: Callable[[int, int], bool],
    shift: int = 0,
    extra: Sequence[tuple[int, int, int]] = (),
    roles: Sequence[int] | None = None,
) -> tuple[int, dict[int, int]]:
    """A maximum-weight matching of ``verts`` by the class table of ``crit``, keeping the
    pairs of classes whose representatives ``allowed`` accepts (classes are split by
    ``roles`` first, one per vertex), each weight shifted left by ``shift``, plus ``extra``
    edges (players, not positions); its criteria total (``shift`` undone, ``extra`` edges
    counted by their criteria) and its pairs (both ways). C1 pairs are never edges."""
    local = {x: i for i, x in enumerate(verts)}
    cls0, table0 = crit.class_table(verts)
    k0 = round(len(table0) ** 0.5)
    ids: dict[tuple[int, int], int] = {}
    rep: list[int] = []
    cls = []
    for i, x in enumerate(verts):
        key = (cls0[i], roles[i] if roles is not None else 0)
        if key not in ids:
            ids[key] = len(rep)
            rep.append(x)
        cls.append(ids[key])
    k = len(rep)
    table = [0] * (k * k)
    for a, (ca, _) in enumerate(ids):
        for b, (cb, _) in enumerate(ids):
            w = table0[ca * k0 + cb]
            if w and allowed(rep[a], rep[b]):
                table[a * k + b] = w << shift
    forbid: list[int] = []
    for x in verts:
        i = local[x]
        for o in ctx.met[x]:
            j = local.get(o, -1)
            if j > i:
                forbid += (i, j)
    edges = [(local[u], local[v], w) for u, v, w in extra]
    sol, _ = max_weight_matching_classes(len(verts), cls, table, forbid, None, edges)
    mate = {verts[i]: verts[m] for i, m in enumerate(sol.mate) if m >= 0}
    value = sum(crit.edge(x, y) for x, y in mate.items() if x < y)
    return value, mate


def match_joint(
    ctx: RoundContext, crit: JointWeighing, residents: list[int], p: int
) -> dict[int, int] | None:
    """The joint single matching's candidate when it needs no exchange, else None.

    With S1 (the first ``p`` residents) as the higher members, a candidate pairs every S1
    player with an S2 player (an S1 player may not float: it would not be a higher member)
    and the rest of the graph as before. If one criteria matching of that graph reaches
    the best joint criteria total, S1 is the set of higher members the single matching
    keeps (art. 4.3 rules 1-4: no exchange comes first). Then, for W players of S1 at a
    time (BSN order), one matching weighs each pair by its criteria shifted left, plus,
    for the window's pairs, the partner digit of the single matching's field (partner
    BSN c of the i-th window player: ``(n - 1 - c) * n ** (W - 1 - i)``): among the best
    criteria candidates it takes the lexicographically first partners of the window, and
    the pairs found are kept (their players leave the graph: what is left is paired by
    the best criteria total less theirs, which the earlier candidate shows reachable).
    Window after window, that is the order of the single matching's partner field."""
    if p <= 0:
        return None
    verts = sorted(crit.kind)
    best, _ = class_solve(ctx, crit, verts, lambda a, b: True)
    n = len(residents)
    bsn = {x: i for i, x in enumerate(residents)}
    s1 = set(residents[:p])

    def no_exchange(a: int, b: int) -> bool:
        """S1 pairs only with S2; two S2 players or an S2 player and a Limbo MDP never."""
        if a in s1 or b in s1:
            other = b if a in s1 else a
            return other in bsn and other not in s1
        return not (a in bsn and b in bsn)

    roles = [2 if x in s1 else 1 if x in bsn else 0 for x in verts]
    value, mate = class_solve(ctx, crit, verts, no_exchange, roles=roles)
    if value != best or any(x not in mate for x in s1):
        return None
    window = max(1, WINDOW_BITS // max(1, n.bit_length()))
    shift = (n**window).bit_length()
    fixed: dict[int, int] = {}
    left = verts
    for start in range(0, p, window):
        members = residents[start : min(start + window, p)]
        inside = set(members)
        left = [x for x in left if x not in fixed]
        extra = []
        for i, h in enumerate(members):
            for x in left:
                if x in bsn and x not in s1 and ctx.compatible(h, x):
                    w = crit.edge(h, x)
                    if w:
                        digit = (n - 1 - bsn[x]) * n ** (len(members) - 1 - i)
                        extra.append((h, x, (w << shift) + digit))

        def allowed(a: int, b: int, inside: set[int] = inside) -> bool:
            return a not in inside and b not in inside and no_exchange(a, b)

        role = [3 if x in inside else r for x, r in zip(verts, roles, strict=True) if x in left]
        _, mate = class_solve(ctx, crit, left, allowed, shift, extra, role)
        for h in members:
            fixed[h] = mate[h]
            fixed[mate[h]] = h
    final = {**mate, **fixed}
    if sum(crit.edge(x, y) for x, y in final.items() if x < y) != best:
        raise RuntimeError("joint solve: the windows lost the best criteria total")  # internal
    return final
