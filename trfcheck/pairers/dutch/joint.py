"""A remainder solved with the next scoregroup (C8; 2017 C.7) or with every lower player
(completion, C4), in stages (docs/dutch-scale.md).

When the downfloaters of a remainder's own best candidate cannot be paired ideally in the
next scoregroup, the single matching of ``bracket._match`` solves the remainder and the
next scoregroup together: the criteria of the joint layout (the bracket's pairs and the
look-ahead pairs of C8), then the art. 4 generation order of the bracket's pairs, a
partner field of about n log2 n bits (11,000 bits for 1,111 residents: two minutes and
1.9 GiB). The same holds for the solve with every lower player and C4 on top. The pairs
outside the bracket make the graph of the best candidates non-bipartite, so
``staged.match_staged`` does not apply. Here instead:

1. ``alone_is_best`` (C8 only): one matching by the joint criteria alone (about 100 bits,
   every pair from the class table) gives their best total; if the remainder's own best
   candidate with the best look-ahead of its downfloaters reaches it, that candidate is
   the joint optimum;
2. ``match_joint``: otherwise the set H of higher members (S1 when a criteria matching
   shows that no exchange is needed, else read from one matching with the exchange
   fields), then the partners of H fixed window by window in BSN order, each window one
   matching with the criteria and the partner digits of that window only, the pairs of
   the earlier windows kept (their players left out).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from collections.abc import Set as AbstractSet
from typing import Protocol

from trfcheck.pairers.core.matching import max_weight_matching_classes

from .kinds import NEXT
from .round_facts import RoundContext, forbidden_local

__all__ = ["WINDOW_BITS", "alone_is_best", "match_joint"]

#: Bits of partner digits per window matching (``match_joint``): about this many bits
#: above the criteria's hundred; tests lower it to make several windows of a small field.
WINDOW_BITS = 1024


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
    forbid_more: Sequence[tuple[int, int]] = (),
) -> tuple[int, dict[int, int]]:
    """A maximum-weight matching of ``verts`` by the class table of ``crit``, keeping the
    pairs of classes whose representatives ``allowed`` accepts (classes are split by
    ``roles`` first, one per vertex), each weight shifted left by ``shift``, plus ``extra``
    edges (players, not positions); its criteria total (``shift`` undone, ``extra`` edges
    counted by their criteria) and its pairs (both ways). C1 pairs and ``forbid_more``
    are never edges."""
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
    forbid = forbidden_local(ctx, verts)
    for u, v in forbid_more:
        if u in local and v in local:
            forbid += (local[u], local[v])
    edges = [(local[u], local[v], w) for u, v, w in extra]
    sol, _ = max_weight_matching_classes(len(verts), cls, table, forbid, None, edges)
    mate = {verts[i]: verts[m] for i, m in enumerate(sol.mate) if m >= 0}
    value = sum(crit.edge(x, y) for x, y in mate.items() if x < y)
    return value, mate


def match_joint(
    ctx: RoundContext,
    crit: JointWeighing,
    residents: list[int],
    p: int,
    exchange: Callable[[], dict[int, int]],
) -> dict[int, int]:
    """The joint single matching's candidate, by windows of partners.

    First the set H of higher members of the bracket's pairs (art. 4.3 rules 1-4). With
    H = S1 (the first ``p`` residents), a candidate pairs every S1 player with an S2
    player (an S1 player may not float: it would not be a higher member) and the rest of
    the graph as before; if one criteria matching of that graph reaches the best joint
    criteria total, S1 is the H of the single matching (no exchange comes first: the
    exchange fields are largest). Otherwise ``exchange()`` solves the single matching
    with the exchange fields but no partner field (about n + p bits instead of n log2 n)
    and H is read from it. Every best candidate with that H pairs each member of H with a
    lower-ranked player outside H, and the exchange fields are then equal.

    Then, for W members of H at a time (BSN order), one matching weighs each pair by its
    criteria shifted left, plus, for the window's pairs, the partner digit of the single
    matching's field (partner BSN c of the i-th window member: ``(n - 1 - c) *
    n ** (W - 1 - i)``): among the best criteria candidates with H it takes the
    lexicographically first partners of the window. Its pairs are kept (their players
    leave the graph: what is left is paired by the best criteria total less theirs, which
    that candidate shows reachable). Window after window, that is the order of the single
    matching's partner field."""
    verts = sorted(crit.kind)
    best, _ = class_solve(ctx, crit, verts, lambda a, b: True)
    n = len(residents)
    bsn = {x: i for i, x in enumerate(residents)}
    higher = residents[:p]
    value, mate = _with_higher(ctx, crit, verts, residents, set(higher))
    if value != best or any(x not in mate for x in higher):
        mate = exchange()
        higher = [x for x in residents if mate.get(x, -1) in bsn and bsn[mate[x]] > bsn[x]]
    h_set = set(higher)
    window = max(1, WINDOW_BITS // max(1, n.bit_length()))
    shift = (n**window).bit_length()
    fixed: dict[int, int] = {}
    left = verts
    for start in range(0, len(higher), window):
        members = higher[start : start + window]
        inside = set(members)
        left = [x for x in left if x not in fixed]
        extra = []
        for i, h in enumerate(members):
            for x in left:
                if x in bsn and x not in h_set and bsn[x] > bsn[h] and ctx.compatible(h, x):
                    w = crit.edge(h, x)
                    if w:
                        digit = (n - 1 - bsn[x]) * n ** (len(members) - 1 - i)
                        extra.append((h, x, (w << shift) + digit))
        _, mate = _with_higher(ctx, crit, left, residents, h_set, inside, shift, extra)
        for h in members:
            fixed[h] = mate[h]
            fixed[mate[h]] = h
    final = {**mate, **fixed}
    if sum(crit.edge(x, y) for x, y in final.items() if x < y) != best:
        raise RuntimeError("joint solve: the windows lost the best criteria total")  # internal
    return final


def _with_higher(
    ctx: RoundContext,
    crit: JointWeighing,
    verts: list[int],
    residents: list[int],
    higher: AbstractSet[int],
    window: AbstractSet[int] = frozenset(),
    shift: int = 0,
    extra: Sequence[tuple[int, int, int]] = (),
) -> tuple[int, dict[int, int]]:
    """``class_solve`` on the candidates whose higher members are ``higher``: a member
    pairs only with a lower-ranked resident outside the set, two residents never
    otherwise; the ``window`` members' pairs come from ``extra`` only."""
    bsn = set(residents)

    def allowed(a: int, b: int) -> bool:
        if a in window or b in window:
            return False
        if a in higher or b in higher:
            return (b if a in higher else a) in bsn and (a not in higher or b not in higher)
        return not (a in bsn and b in bsn)

    roles = [3 if x in window else 2 if x in higher else 1 if x in bsn else 0 for x in verts]
    lower: list[tuple[int, int]] = []  # a member with a higher-ranked resident outside H
    seen: list[int] = []
    for x in residents:
        if x in higher:
            lower += ((x, o) for o in seen)
        else:
            seen.append(x)
    return class_solve(ctx, crit, verts, allowed, shift, extra, roles, lower)
