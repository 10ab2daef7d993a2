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

from trfcheck.pairers.base import Explanation, Measure
from trfcheck.pairers.core.matching import max_weight_matching_classes
from trfcheck.ruleset import PairingEdition

from .bracket import NEXT, Bracket, _Weights
from .colours import colour_decision
from .completion import Completion
from .engine import pab_candidates, pair_brackets, perfect_first_candidate
from .round_facts import RoundContext, forbidden_local

__all__ = ["CRITERIA", "Explanation", "Walk", "explain", "walk"]

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


#: The 2017 numbers of the colour rules (E.1-E.5) for the 2026 ones (5.2.1-5.2.5).
COLOUR_RULES_2017 = {f"5.2.{k}": f"E.{k}" for k in range(1, 6)}


#: What the engine's pairing of a round computed, for its explanation (``pair_brackets``'s
#: observer): each bracket as solved with its pairs and downfloaters, then the round's pairs
#: and PAB receiver.
Solved = tuple[Bracket, list[tuple[int, int]], list[int]]
Walk = tuple[list[Solved], list[tuple[int, int]], int | None]


def walk(ctx: RoundContext) -> Walk:
    """Pair the round of ``ctx`` and keep every bracket's solution (``Walk``)."""
    seen: list[Solved] = []

    def keep(bracket: Bracket, made: list[tuple[int, int]], floaters: list[int]) -> None:
        seen.append((bracket, made, floaters))

    pairs, pab = pair_brackets(ctx, keep)
    return seen, pairs, pab


def explain(
    ctx: RoundContext,
    published: list[tuple[int, int]],
    pab: int | None,
    walked: Walk | None = None,
) -> Explanation:
    """Why ``published`` (pairs of context indices, white first) is not the rules' pairing.

    In this order: an absolute criterion or a PAB rule the published round breaks; when the
    published round has the rules' pairs (only colours differ), the colour rule of art. 5.2
    that decides the first pair with other colours; else the first bracket, from the top,
    whose pairs differ, measured criterion by criterion (art. 2), or the generation order
    (art. 4) when the two tie on every criterion. ``walked``: the engine's pairing of this
    round as ``walk`` kept it (it is not solved again; else it is). In round 1 of an event without
    acceleration (everyone with the same score and no history) every pairing ties on every
    criterion and the rules' pairing is the first candidate of art. 4.
    """
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

    brackets, rules_pairs, rules_pab = walked if walked is not None else walk(ctx)
    for bracket, made, floaters in brackets:
        observe(bracket, made, floaters)
    if _unordered(rules_pairs) == _unordered(published) and rules_pab == pab:
        return _colours(ctx, published)
    if found:
        return found[0]
    if perfect_first_candidate(ctx) is not None:
        return _round_one(ctx, published, rules_pairs, pab, rules_pab)
    return _pab_only(ctx, pab, rules_pab)


def _unordered(pairs: list[tuple[int, int]]) -> set[frozenset[int]]:
    return {frozenset(p) for p in pairs}


#: The pairs an explanation names at most (then "and N more").
SHOWN = 4


def _names(ctx: RoundContext, pairs: list[tuple[int, int]]) -> str:
    """The first SHOWN pairs as start ranks ``a-b``, and how many more. Each pair is
    written with its higher-ranked player first (the order of art. 1.2 in this round),
    the published ones as the rules' ones, whatever the colours: these explanations are
    about who meets whom (colours have their own, art. 5.2)."""
    shown = sorted((min(p), max(p)) for p in pairs)[:SHOWN]
    text = ", ".join(f"{ctx.tpn[a]}-{ctx.tpn[b]}" for a, b in shown) or "no pair in the bracket"
    more = len(pairs) - len(shown)
    return text + (f" and {more} more" if more else "")


def _players(ctx: RoundContext, *groups: list[tuple[int, int]]) -> tuple[int, ...]:
    """The start ranks of the players of the pairs ``_names`` shows."""
    return tuple(
        sorted(
            {
                ctx.tpn[x]
                for pairs in groups
                for pair in sorted(pairs, key=lambda p: min(p))[:SHOWN]
                for x in pair
            }
        )
    )


def _round_one(
    ctx: RoundContext,
    published: list[tuple[int, int]],
    rules_pairs: list[tuple[int, int]],
    pab: int | None,
    rules_pab: int | None,
) -> Explanation:
    """Art. 3.4 and 4: with no history and one score group every candidate is perfect, so
    the first candidate of the generation order is the pairing (S1 against S2 in order)."""
    ours = _unordered(rules_pairs)
    theirs = [p for p in published if frozenset(p) not in ours]
    mine = [p for p in rules_pairs if frozenset(p) not in _unordered(published)]
    half = ctx.n // 2
    first = f"{ctx.tpn[0]}-{ctx.tpn[half]}" if half else ""
    text = (
        "everyone has the same score and no history: every pairing is as good on every "
        "criterion, and the rules' pairing is the first candidate of the generation order "
        f"(S1 against S2 in order: {first}, ...); published {_names(ctx, theirs)}, rules "
        f"{_names(ctx, mine)}"
    )
    extra: list[tuple[int, int]] = []
    if pab != rules_pab:
        who = ctx.tpn[rules_pab] if rules_pab is not None else "nobody"
        text += f"; the PAB goes to the last player of the order, {who}"
        extra = [(x, x) for x in (pab, rules_pab) if x is not None]
    players = _players(ctx, theirs, mine, extra)
    return Explanation("art. 4", text, players=players, measure=Measure.TIED)


def _pab_only(ctx: RoundContext, pab: int | None, rules_pab: int | None) -> Explanation:
    """The pairs differ nowhere but the PAB does (a safety net: the walk finds a bracket)."""
    mine = "nobody" if rules_pab is None else str(ctx.tpn[rules_pab])
    theirs = "nobody" if pab is None else str(ctx.tpn[pab])
    players = tuple(sorted(ctx.tpn[x] for x in (pab, rules_pab) if x is not None))
    return Explanation("C5", f"the PAB: published {theirs}, rules {mine}", players=players)


def _absolute(
    ctx: RoundContext, published: list[tuple[int, int]], pab: int | None
) -> Explanation | None:
    old = ctx.edition is PairingEdition.PRE2026
    for a, b in published:
        who = (min(ctx.tpn[a], ctx.tpn[b]), max(ctx.tpn[a], ctx.tpn[b]))
        if b in ctx.met[a]:
            rule = "C.1" if old else "C1"
            return Explanation(rule, f"{who[0]} and {who[1]}: {CRITERIA['C1']}", players=who)
        if ctx.colour_class[a] != 0 and ctx.colour_class[a] == ctx.colour_class[b]:
            rule = "C.3" if old else "C3"
            return Explanation(rule, f"{who[0]} and {who[1]}: {CRITERIA['C3']}", players=who)
    if pab is not None:
        if not ctx.eligible[pab]:
            rule = "C.2" if old else "C2"
            return Explanation(rule, f"{ctx.tpn[pab]}: {CRITERIA['C2']}", players=(ctx.tpn[pab],))
        _, pab_score = pab_candidates(ctx, Completion(ctx))
        if pab_score is not None and ctx.score[pab] > pab_score:
            return Explanation("C5", f"{ctx.tpn[pab]}: {CRITERIA['C5']}", players=(ctx.tpn[pab],))
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
    # The next bracket (C8; 2017 C.7) adds only to its own fields, which never carry: the
    # fields above them compare on the pairs alone, and the same downfloaters leave the
    # same next bracket, whose value then changes no difference. A matching only otherwise.
    ours = _value(ctx, w, made, floaters, False)
    theirs = _value(ctx, w, mine, theirs_floaters, False)
    if set(floaters) != set(theirs_floaters) and not _decided_above_next(w, ours, theirs):
        ours = _value(ctx, w, made, floaters)
        theirs = _value(ctx, w, mine, theirs_floaters)
    points = ctx.score[b.residents[0]] / 10
    differ_theirs = [p for p in mine if p not in set(made) and (p[1], p[0]) not in set(made)]
    differ_ours = [p for p in made if p not in set(mine) and (p[1], p[0]) not in set(mine)]
    boards = f"published {_names(ctx, differ_theirs)}, rules {_names(ctx, differ_ours)}"
    where = f"bracket of {points:g} point{'' if points == 1 else 's'} ({boards})"
    players = _players(ctx, differ_theirs, differ_ours)
    if not ctx_completes(ctx, theirs_floaters, b):
        rule = "C.4" if ctx.edition is PairingEdition.PRE2026 else "C4"
        return Explanation(rule, f"{where}: {CRITERIA['C4']}", players=players)
    for name, value in w.layout.decode(ours).items():
        other = w.layout.decode(theirs)[name]
        if name.startswith("G:") or value == other:
            continue
        rule = name.split(":")[0]
        if ctx.edition is PairingEdition.PRE2026:
            rule = LABELS_2017[rule]
        text = CRITERIA_2017[rule] if ctx.edition is PairingEdition.PRE2026 else CRITERIA[rule]
        measure = Measure.WORSE if other < value else Measure.BETTER
        return Explanation(
            rule,
            f"{where}: the published pairing is {measure.value} on {rule}: {text}",
            players=players,
            measure=measure,
        )
    return Explanation(
        "art. 4",
        f"{where}: the published pairing is as good on every criterion; "
        "the rules' pairing comes first in the generation order of art. 4",
        players=players,
        measure=Measure.TIED,
    )


def _next_bracket_field(name: str) -> bool:
    """A field the pairs of the next bracket add to (``_Weights._criteria``, kind NEXT)."""
    return name.startswith(("C8", "PSD7", "C7L"))


def _decided_above_next(w: _Weights, ours: int, theirs: int) -> bool:
    """True when the two values differ in a field above every next-bracket field."""
    a, b = w.layout.decode(ours), w.layout.decode(theirs)
    for name in a:
        if _next_bracket_field(name):
            return False
        if a[name] != b[name]:
            return True
    return False


def ctx_completes(ctx: RoundContext, floaters: list[int], b: Bracket) -> bool:
    """C4 for a published candidate: its downfloaters and all lower players can be paired."""
    return Completion(ctx).feasible(floaters + b.nxt + b.rest, b.candidates)


def _value(
    ctx: RoundContext,
    w: _Weights,
    pairs: list[tuple[int, int]],
    floaters: list[int],
    ahead: bool = True,
) -> int:
    """Criteria value of a candidate: its pairs plus (``ahead``) the best next bracket it
    leaves (C8),
    that one a matching of the downfloaters and the next scoregroup weighed by the players'
    classes (``_Weights.class_table``, as the engine's solves), pairs without a player of
    the next scoregroup left out."""
    total = sum(w.edge(u, v) for u, v in pairs)
    nxt = [x for x in w.kind if w.kind[x] == NEXT]
    if not nxt or not ahead:
        return total
    group = sorted(floaters + nxt)
    cls, table = w.class_table(group)
    k = round(len(table) ** 0.5)
    next_class = [False] * k
    for x, c in zip(group, cls, strict=True):
        next_class[c] = w.kind[x] == NEXT
    for a in range(k):
        for c in range(k):
            if not (next_class[a] or next_class[c]):
                table[a * k + c] = 0
    sol, _ = max_weight_matching_classes(len(group), cls, table, forbidden_local(ctx, group))
    for i, m in enumerate(sol.mate):
        if m > i:
            total += w.edge(group[i], group[m])
    return total


def _colours(ctx: RoundContext, published: list[tuple[int, int]]) -> Explanation:
    """Same pairs, other colours: name the rule of art. 5.2 (2017: E.1-E.5) that decides the
    first such pair, and the players."""
    for white, black in published:
        hi, lo = (white, black) if white < black else (black, white)
        colour, rule = colour_decision(ctx, hi, lo)
        if (colour.value == "w") == (hi == white):
            continue
        parity = rule == "5.2.5"
        if ctx.edition is PairingEdition.PRE2026:
            rule = COLOUR_RULES_2017[rule]
        w, b = ctx.tpn[white], ctx.tpn[black]
        text = f"the same pairs, other colours: published {w}-{b}, art. {rule} gives {b}-{w}"
        if parity:
            number = ctx.pairing_number[hi]
            counted = (
                "his start rank, absent players counted (reading dutch-tpn=registered)"
                if ctx.numbers == "registered"
                else "counted among the players paired so far, as bbpPairings reads it "
                "(reading dutch-tpn=paired)"
            )
            text += (
                f" (the initial colour {ctx.initial.name.lower()} to the higher-ranked "
                f"{ctx.tpn[hi]} when his pairing number is odd: it is {number}, {counted}; "
                "docs/dutch.md)"
            )
        return Explanation(rule, text, players=(min(w, b), max(w, b)))
    return Explanation(
        "art. 4",
        "the pairings have the same boards; only their order differs",
        measure=Measure.ORDER,
    )
