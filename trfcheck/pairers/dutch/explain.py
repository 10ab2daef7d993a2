"""Why a published Dutch round differs from the rules' pairing.

Arbiters file "wrong pairing" reports that turn out right; this answers them.
The published round is first checked against the absolute criteria (C1-C3)
and the PAB rules (C2, C5). Then the brackets are walked from the top as the
engine pairs them; at the first bracket where the published pairs differ,
both candidates are measured with the same criteria (art. 2) and the first
criterion on which the published one is worse is named. If they tie on every
criterion they differ only in the handbook's generation order (art. 4). When
the pairs agree and only colours differ, the colour rule (art. 5.2.x) that
decides the pair is named.
"""

from __future__ import annotations

from dataclasses import dataclass

from trfcheck.pairers.core.matching import max_weight_matching
from trfcheck.pairers.core.state import Strength
from trfcheck.ruleset import PairingEdition

from .bracket import NEXT, Bracket, _Weights
from .colours import colour_of_higher
from .completion import Completion
from .context import RoundContext
from .engine import pab_candidates, pair_brackets

__all__ = ["CRITERIA", "Explanation", "explain"]

CRITERIA = {
    "C1": "two players who have met are paired again",
    "C2": "the PAB goes to a player who may not receive it",
    "C3": "two players with the same absolute colour preference meet",
    "C4": "the players left after this bracket cannot all be paired",
    "C5": "the PAB goes to a player with a higher score than necessary",
    "C6": "more downfloaters than necessary",
    "C7": "downfloaters with higher scores than necessary",
    "C8": "a worse next bracket (pairs, then downfloater scores)",
    "C9": "a PAB receiver with more unplayed rounds than necessary",
    "C10": "topscorers or their opponents beyond a colour difference of 2",
    "C11": "topscorers or their opponents with the same colour three times running",
    "C12": "more players not getting their colour preference",
    "C13": "more players not getting their strong colour preference",
    "C14": "more resident downfloaters who downfloated in the previous round",
    "C15": "more MDP opponents who upfloated in the previous round",
    "C16": "more resident downfloaters who downfloated two rounds before",
    "C17": "more MDP opponents who upfloated two rounds before",
    "C18": "larger score differences for MDPs who downfloated in the previous round",
    "C19": "larger score differences for MDP opponents who upfloated in the previous round",
    "C20": "larger score differences for MDPs who downfloated two rounds before",
    "C21": "larger score differences for MDP opponents who upfloated two rounds before",
}


# The 2017 edition's numbers for the fields of the weights (criteria2017.py).
LABELS_2017 = {
    "C4": "C.4",
    "C6": "C.5",
    "PSD": "C.6",
    "C8": "C.7",
    "PSD7": "C.7",
    "C7L": "C.7",
    "C10": "C.8",
    "C11": "C.9",
    "C12": "C.10",
    "C13": "C.11",
    "C14": "C.12",
    "C15": "C.13",
    "C16": "C.14",
    "C17": "C.15",
    "SD16": "C.16",
    "SD17": "C.17",
    "SD18": "C.18",
    "SD19": "C.19",
}
CRITERIA_2017 = {
    "C.4": CRITERIA["C4"],
    "C.5": "fewer pairs than possible",
    "C.6": "a larger pairing score difference (PSD, A.8)",
    "C.7": "a worse next bracket (pairs, then PSD)",
    "C.8": CRITERIA["C10"],
    "C.9": CRITERIA["C11"],
    "C.10": CRITERIA["C12"],
    "C.11": CRITERIA["C13"],
    "C.12": "more players getting the same downfloat as in the previous round",
    "C.13": "more players getting the same upfloat as in the previous round",
    "C.14": "more players getting the same downfloat as two rounds before",
    "C.15": "more players getting the same upfloat as two rounds before",
    "C.16": "larger score differences of players repeating the previous round's downfloat",
    "C.17": "larger score differences of players repeating the previous round's upfloat",
    "C.18": "larger score differences of players repeating a downfloat of two rounds before",
    "C.19": "larger score differences of players repeating an upfloat of two rounds before",
}


@dataclass(frozen=True, slots=True)
class Explanation:
    """The deciding rule (a criterion, a colour rule, or ``art. 4``) and a sentence."""

    rule: str
    text: str


def explain(ctx: RoundContext, published: list[tuple[int, int]], pab: int | None) -> Explanation:
    """Why ``published`` (pairs of context indices, white first) is not the rules' pairing."""
    absolute = _absolute(ctx, published, pab)
    if absolute is not None:
        return absolute
    partner: dict[int, int] = {}
    for a, b in published:
        partner[a], partner[b] = b, a
    found: list[Explanation] = []

    def observe(bracket: Bracket, made: list[tuple[int, int]], floaters: list[int]) -> None:
        if found:
            return
        inside = set(bracket.mdps) | set(bracket.residents)
        mine = sorted(
            (min(x, partner[x]), max(x, partner[x]))
            for x in inside
            if x in partner and partner[x] in inside and x < partner[x]
        )
        if sorted(made) != mine:
            found.append(_compare(ctx, bracket, made, floaters, mine))

    pair_brackets(ctx, observe)
    if found:
        return found[0]
    return _colours(ctx, published)


def _absolute(
    ctx: RoundContext, published: list[tuple[int, int]], pab: int | None
) -> Explanation | None:
    for a, b in published:
        if b in ctx.met[a]:
            return Explanation("C1", f"{ctx.tpn[a]} and {ctx.tpn[b]}: {CRITERIA['C1']}")
        if ctx.colour_class[a] != 0 and ctx.colour_class[a] == ctx.colour_class[b]:
            return Explanation("C3", f"{ctx.tpn[a]} and {ctx.tpn[b]}: {CRITERIA['C3']}")
    if pab is not None:
        if not ctx.eligible[pab]:
            return Explanation("C2", f"{ctx.tpn[pab]}: {CRITERIA['C2']}")
        _, pab_score = pab_candidates(ctx, Completion(ctx))
        if pab_score is not None and ctx.score[pab] > pab_score:
            return Explanation("C5", f"{ctx.tpn[pab]}: {CRITERIA['C5']}")
    return None


def _compare(
    ctx: RoundContext,
    b: Bracket,
    made: list[tuple[int, int]],
    floaters: list[int],
    mine: list[tuple[int, int]],
) -> Explanation:
    """Measure the engine's and the published candidate of bracket ``b`` field by field."""
    layout = Bracket(b.mdps, b.residents, [], b.nxt, [], b.candidates, b.c9)
    w = _Weights(ctx, layout, full=False)
    inside = set(b.mdps) | set(b.residents)
    paired = {x for p in mine for x in p}
    theirs_floaters = sorted(inside - paired)
    ours = _value(ctx, w, made, floaters)
    theirs = _value(ctx, w, mine, theirs_floaters)
    where = f"bracket of {ctx.score[b.residents[0]] / 10:g} points"
    if not ctx_completes(ctx, theirs_floaters, b):
        return Explanation(
            "C.4" if ctx.edition is PairingEdition.PRE2026 else "C4", f"{where}: {CRITERIA['C4']}"
        )
    for name, value in w.layout.decode(ours).items():
        other = w.layout.decode(theirs)[name]
        if name.startswith("G:") or value == other:
            continue
        rule = name.split(":")[0]
        if ctx.edition is PairingEdition.PRE2026:
            rule = LABELS_2017[rule]
        text = CRITERIA_2017[rule] if ctx.edition is PairingEdition.PRE2026 else CRITERIA[rule]
        better = "worse" if other < value else "better"
        return Explanation(rule, f"{where}: published pairing is {better} on {rule}: {text}")
    return Explanation(
        "art. 4",
        f"{where}: the published pairing is as good on every criterion; "
        "the rules' pairing comes first in the generation order of art. 4",
    )


def ctx_completes(ctx: RoundContext, floaters: list[int], b: Bracket) -> bool:
    """C4 for a published candidate: its downfloaters and all lower players can be paired."""
    return Completion(ctx).feasible(floaters + b.nxt + b.rest, b.candidates)


def _value(
    ctx: RoundContext, w: _Weights, pairs: list[tuple[int, int]], floaters: list[int]
) -> int:
    """Criteria value of a candidate: its pairs plus the best next bracket it leaves (C8)."""
    total = sum(w.edge(u, v) for u, v in pairs)
    nxt = [x for x in w.kind if w.kind[x] == NEXT]
    group = sorted(floaters + nxt)
    local = {x: i for i, x in enumerate(group)}
    edges = []
    for i, u in enumerate(group):
        for v in group[i + 1 :]:
            if ctx.compatible(u, v) and NEXT in (w.kind[u], w.kind[v]):
                weight = w.edge(u, v)
                if weight:
                    edges.append((local[u], local[v], weight))
    mate = max_weight_matching(len(group), edges)
    for i, m in enumerate(mate):
        if m > i:
            total += w.edge(group[i], group[m])
    return total


def _colours(ctx: RoundContext, published: list[tuple[int, int]]) -> Explanation:
    """Same pairs, other colours: name the rule of art. 5.2 that decides the first such pair."""
    for white, black in published:
        hi, lo = (white, black) if white < black else (black, white)
        if (colour_of_higher(ctx, hi, lo).value == "w") == (hi == white):
            continue
        si, sj = ctx.strength[hi], ctx.strength[lo]
        if si is Strength.NONE and sj is Strength.NONE:
            rule = "5.2.5"
        elif si is Strength.NONE or sj is Strength.NONE or ctx.pref[hi] is not ctx.pref[lo]:
            rule = "5.2.1"
        elif si is not sj or (si is Strength.ABSOLUTE and abs(ctx.cd[hi]) != abs(ctx.cd[lo])):
            rule = "5.2.2"
        else:
            rule = "5.2.3 or 5.2.4"
        return Explanation(rule, f"{ctx.tpn[white]}-{ctx.tpn[black]}: colours against art. {rule}")
    return Explanation("art. 4", "the pairings differ only in board order or byes")
