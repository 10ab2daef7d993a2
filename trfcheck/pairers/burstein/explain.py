"""Why a published Burstein round differs from the rules' pairing.

The published round is first checked against the absolute criteria ([C1]-[C3]) and the
PAB rules (3.1). Then the brackets are walked from the top as the engine pairs them; at
the first bracket whose published pairs differ, both candidates are measured with the
criteria of art. 2 ([C4]-[C8]) and the first criterion on which the published one is
worse is named; a tie on all of them leaves the order of art. 4. When every pair agrees
and only colours differ, the rule of 5.2 that decides the pair is named.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence

from trfcheck.pairers.base import Explanation, Measure
from trfcheck.pairers.core.matching import max_weight_matching
from trfcheck.pairers.core.weights import FieldLayout
from trfcheck.trf.model import Colour

from .bracket import Bracket
from .colours import colour_rule, misses
from .completion import Completion
from .engine import pab_order, pair_round
from .round_facts import BursteinContext

__all__ = ["CRITERIA", "Explanation", "Walk", "explain", "walk"]

CRITERIA = {
    "C1": "two players who have met (or whom the arbiter keeps apart) are paired",
    "C2": "the PAB goes to a player who may not receive it",
    "C3": "two players with the same absolute colour preference meet",
    "C4": "the players left after this bracket cannot all be paired",
    "C5": "fewer pairs in the bracket than possible",
    "C6": "outgoing floaters with higher scores than necessary",
    "C7": "a worse following bracket (pairs, then its floaters' scores)",
    "C8": "more players not getting their colour preference",
}


#: What the engine's pairing of a round computed, for its explanation (``pair_round``'s
#: observer): each bracket with its pairs and outgoing floaters, the round's pairs and PAB.
Solved = tuple[Bracket, list[tuple[int, int]], list[int]]
Walk = tuple[list[Solved], list[tuple[int, int]], int | None]


def walk(ctx: BursteinContext) -> Walk:
    """Pair the round of ``ctx`` and keep every bracket's solution (``Walk``)."""
    seen: list[Solved] = []

    def keep(b: Bracket, made: list[tuple[int, int]], floaters: list[int]) -> None:
        seen.append((b, made, floaters))

    pairs, pab = pair_round(ctx, keep)
    return seen, pairs, pab


def explain(
    ctx: BursteinContext, published: Sequence[tuple[int, int]], walked: Walk | None = None
) -> Explanation:
    """Why ``published`` ((white, black) start ranks; the PAB as (player, 0)) is not the
    pairing of the rules for the round of ``ctx``; ``walked``: the engine's pairing of it as
    ``walk`` kept it (not solved again; else it is)."""
    index = {p: i for i, p in enumerate(ctx.tpn)}
    pairs = [(index[w], index[b]) for w, b in published if b and w in index and b in index]
    pab = next((index[w] for w, b in published if not b and w in index), None)
    absolute = _absolute(ctx, pairs, pab)
    if absolute is not None:
        return absolute
    completion = Completion(ctx)
    brackets, engine_pairs, mine = walked if walked is not None else walk(ctx)
    if pab != mine:
        return _pab_reason(ctx, pab, mine)
    partner = {a: b for x, y in pairs for a, b in ((x, y), (y, x))}
    found: list[Explanation] = []

    def observe(b: Bracket, made: list[tuple[int, int]], floaters: list[int]) -> None:
        if found:
            return
        inside = set(b.members)
        theirs = {frozenset((x, partner[x])) for x in inside if partner.get(x, -1) in inside}
        if theirs != {frozenset(p) for p in made}:
            found.append(_compare(ctx, b, theirs, made, completion))

    for b, made, floaters in brackets:
        observe(b, made, floaters)
    if found:
        return found[0]
    return _colours(ctx, pairs, engine_pairs)


def _absolute(
    ctx: BursteinContext, pairs: list[tuple[int, int]], pab: int | None
) -> Explanation | None:
    for a, b in pairs:
        who = (ctx.tpn[a], ctx.tpn[b])
        if b in ctx.met[a]:
            return Explanation("C1", f"{who[0]} - {who[1]}: {CRITERIA['C1']}", players=who)
        if ctx.colour_class[a] and ctx.colour_class[a] == ctx.colour_class[b]:
            return Explanation("C3", f"{who[0]} - {who[1]}: {CRITERIA['C3']}", players=who)
    if pab is not None and not ctx.eligible[pab]:
        one = ctx.tpn[pab]
        return Explanation("C2", f"{one}: {CRITERIA['C2']}", players=(one,))
    return None


def _pab_reason(ctx: BursteinContext, theirs: int | None, mine: int | None) -> Explanation:
    players = tuple(ctx.tpn[x] for x in (theirs, mine) if x is not None)
    if mine is None or theirs is None:
        text = "the PAB is given exactly when the number of players is odd"
        return Explanation("3.1", text, players=players)
    order = pab_order(ctx)
    if theirs in order and order.index(theirs) > order.index(mine):
        for rule, key in (("3.1.3", ctx.score), ("3.1.4", [-g for g in ctx.played])):
            if key[theirs] != key[mine]:
                text = f"the PAB goes to {ctx.tpn[mine]}, not {ctx.tpn[theirs]} ({rule})"
                return Explanation(rule, text, players=players)
        text = f"{ctx.tpn[mine]} is lower in the 1.8 ranking than {ctx.tpn[theirs]}"
        return Explanation("3.1.5", text, players=players)
    text = (
        f"without {ctx.tpn[theirs]} the others cannot all be paired (3.1.2, C4): "
        f"the PAB goes to {ctx.tpn[mine]}"
    )
    return Explanation("3.1.2", text, players=players)


def _look_ahead(
    ctx: BursteinContext, floaters: list[int], b: Bracket, completion: Completion
) -> tuple[int, ...]:
    """[C7]: (pairs, then each floater score level's paired count) of the best following
    bracket for ``floaters``, its own floaters and the lower players staying completable.

    Solved first without the lower players (an upper bound); when what that leaves can be
    completed, the bound is the answer, else the lower players join the matching."""
    levels = sorted({ctx.score[x] for x in floaters}, reverse=True)
    top = [*floaters, *b.nxt]
    value, left = _following(ctx, floaters, top, [], levels)
    if completion.perfect([*left, *b.rest]):
        return value
    return _following(ctx, floaters, top, list(b.rest), levels)[0]


def _following(
    ctx: BursteinContext, floaters: list[int], top: list[int], rest: list[int], levels: list[int]
) -> tuple[tuple[int, ...], list[int]]:
    """One matching of the following bracket ``top`` (and ``rest`` for completion): its
    value and the players of ``top`` it leaves unpaired."""
    verts = [*top, *rest]
    inside, own = set(top), set(floaters)
    lay = FieldLayout(len(verts) // 2)
    if rest:
        lay.add("C4", 1)
    lay.add("P", 1)
    for s in levels:
        lay.add(f"L{s}", 1)
    sh = lay.close()
    edges = []
    for a in range(len(verts)):
        for c in range(a + 1, len(verts)):
            u, v = verts[a], verts[c]
            if not ctx.compatible(u, v):
                continue
            w = (1 << sh["C4"]) if rest else 0
            if u in inside and v in inside and not (u in own and v in own):
                w += 1 << sh["P"]
                if u in own:
                    w += 1 << sh[f"L{ctx.score[u]}"]
            if w:
                edges.append((a, c, w))
    mate = max_weight_matching(len(verts), edges)
    total = sum(w for a, c, w in edges if mate[a] == c)
    fields = lay.decode(total)
    left = [verts[k] for k in range(len(top)) if mate[k] < 0 or mate[k] >= len(top)]
    return (fields["P"], *(fields[f"L{s}"] for s in levels)), left


def _floaters(b: Bracket, pairs: set[frozenset[int]]) -> list[int]:
    paired = {x for p in pairs for x in p}
    return [x for x in b.members if x not in paired]


def _criteria(
    ctx: BursteinContext, b: Bracket, pairs: set[frozenset[int]], completion: Completion
) -> Iterator[tuple[str, object]]:
    """[C4]-[C8] of one candidate, each oriented so that larger is better, computed lazily
    (the look-ahead of [C7] is a matching: only when [C4]-[C6] tie)."""
    floaters = _floaters(b, pairs)
    c4 = completion.perfect([*floaters, *b.nxt, *b.rest])
    yield "C4", c4
    yield "C5", len(pairs)
    yield "C6", [-s for s in sorted((ctx.score[x] for x in floaters), reverse=True)]
    yield "C7", _look_ahead(ctx, floaters, b, completion) if c4 and b.nxt else ()
    yield "C8", -sum(misses(ctx, *sorted(p)) for p in pairs)


def _compare(
    ctx: BursteinContext,
    b: Bracket,
    theirs: set[frozenset[int]],
    made: list[tuple[int, int]],
    completion: Completion,
) -> Explanation:
    ours = {frozenset(p) for p in made}
    differ = {x for pair in theirs ^ ours for x in pair}
    players = tuple(sorted(ctx.tpn[x] for x in differ))
    head = f"bracket of {', '.join(str(ctx.tpn[x]) for x in b.members)}"
    got, want = _criteria(ctx, b, theirs, completion), _criteria(ctx, b, ours, completion)
    for (name, g), (_, w) in zip(got, want, strict=True):
        if g != w:
            return Explanation(name, f"{head}: {CRITERIA[name]}", players=players)
    text = (
        f"{head}: the two pairings tie on C5-C8; the rules take the first in the order of "
        "art. 4 (the highest BSN's opponent, then the next)"
    )
    return Explanation("art. 4", text, players=players, measure=Measure.TIED)


def _colours(
    ctx: BursteinContext, published: list[tuple[int, int]], pairs: list[tuple[int, int]]
) -> Explanation:
    white = {frozenset(p): p[0] for p in published}
    for i, j in pairs:
        w = white.get(frozenset((i, j)))
        if w is None:
            continue
        hi, lo = (i, j) if (-ctx.score[i], ctx.tpn[i]) < (-ctx.score[j], ctx.tpn[j]) else (j, i)
        colour, rule = colour_rule(ctx, hi, lo)
        expected_white = hi if colour is Colour.WHITE else lo
        if expected_white != w:
            other = lo if expected_white == hi else hi
            text = f"{ctx.tpn[expected_white]} gets White against {ctx.tpn[other]} ({rule})"
            return Explanation(rule, text, players=(ctx.tpn[i], ctx.tpn[j]))
    return Explanation(
        "art. 4", "the published round holds the same pairs and colours", measure=Measure.TIED
    )
