"""Why a published round is not the pairing of the procedure of ``scoregroups.py`` (C.04.6
art. 3; C.04.5 art. 3, which is the same procedure): shared by the explanations of the
Swiss Team and the Double-Swiss systems.

The rules' round is walked in the order the procedure builds it (3.3): the PAB (3.4), then
each bracket, the top scoregroup with its upfloaters (3.5) and its pairs (3.6), and last
the colours (art. 4). The first decision the published round did not take is named with
its article and the participants concerned:

- a published pair that may not meet: C1 (2.1.1), as the system words it;
- another PAB: C2 (2.1.2) when the published one may not have it, else 3.4;
- another number of upfloaters: C4 (2.3.1); upfloaters of other scores: C5 (2.3.2); another
  set of the same scores: C6 (2.3.3, where the system's explanation names it) when the
  published set leaves the following scoregroup unpairable in its bracket, C7 (2.3.4) when
  it has more floaters of the previous round, else 3.5.5;
- other pairs in the bracket: the first bracket criterion of 3.6.4 on which the published
  pairs do worse, else 3.6.2-3.6.4 (the first pairing by its identifier);
- the same pairs with other colours: the rule of 4.3 that decides the first such pair.

What each system says in its own words (its article, "team" or "player", "round" or
"match", its bracket criteria and colour rules) is the data of a ``Wording``.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass

from trfcheck.pairers.base import Explanation, Pair
from trfcheck.pairers.core.scoregroups import Bracket, Participant, c6_met

__all__ = ["Criterion", "Explained", "Wording", "explain_scoregroups"]

#: The rules' round: its PAB, its brackets in pairing order and its pairs (white, black,
#: colour rule of 4.3).
Rules = tuple[int | None, Sequence[Bracket], Sequence[tuple[int, int, str]]]


@dataclass(frozen=True, slots=True)
class Criterion:
    """A bracket criterion of 3.6.4 as the explanation names it: ``name`` (C8), its
    ``article`` (2.3.5) and ``what`` it counts."""

    name: str
    article: str
    what: str


@dataclass(frozen=True, slots=True)
class Wording:
    """A system's words for the explanation of the shared procedure."""

    article: str  # the system's text: "C.04.6"
    noun: str  # a participant: "team"
    unit: str  # what is paired at once: "round", "match"
    score: str  # the score of a scoregroup: "pairing score"
    pab_bar: str  # C2, after the participant: "which already had a PAB, ..."
    pairs: str  # the published pairs in the colour message: "matches"
    first_named: str  # who has White: "the team named first has White on board 1"
    criteria: tuple[Criterion, ...]  # the bracket criteria of 3.6.4, most significant first
    criteria_span: str  # the same, shortly: "C8-C10"
    colour_rules: Mapping[str, str]  # what each colour rule of 4.3 says
    c6: bool  # the explanation names C6 when it decided the upfloaters


@dataclass(frozen=True, slots=True)
class Explained:
    """What the explanation of one round needs from the system: the states, its words,
    whether C7 applies this round, the counts of the bracket criteria of the pairs of a
    bracket of the given score, and its own test of the published pairs under C1."""

    states: Mapping[int, Participant]
    wording: Wording
    c7: bool
    criteria: Callable[[int, Sequence[Pair]], tuple[int, ...]]
    c1: Callable[[int, int], Explanation | None]


def explain_scoregroups(rules: Rules, published: Sequence[Pair], system: Explained) -> Explanation:
    """The first decision of the rules' round that the ``published`` one ((white, black),
    the PAB as (number, 0)) did not take."""
    states = system.states
    pab, brackets, matches = rules
    games = [(w, b) for w, b in published if b]
    opponent = {w: b for w, b in games} | {b: w for w, b in games}
    for w, b in games:
        found = system.c1(w, b)
        if found is not None:
            return found
    published_pab = next((w for w, b in published if not b), None)
    if published_pab != pab:
        return _pab(system, pab, published_pab)
    remaining = [x for x in states if x != pab]
    for bracket in brackets:
        if all(opponent.get(a) == b for a, b in bracket.pairs):
            paired = {x for pair in bracket.pairs for x in pair}
            remaining = [x for x in remaining if x not in paired]
            continue
        return _bracket(system, bracket, opponent, remaining)
    return _colours(system.wording, matches, published)


def _pab(system: Explained, rules: int | None, published: int | None) -> Explanation:
    says = system.wording
    named = tuple(sorted(x for x in (rules, published) if x is not None))
    states = system.states
    if published is not None and published in states and states[published].barred_from_pab:
        return Explanation(
            f"{says.article} C2 (2.1.2)",
            f"the PAB to {says.noun} {published}, {says.pab_bar}; the rules give it to "
            f"{says.noun} {rules}",
            "C2",
            named,
        )
    return Explanation(
        f"{says.article} 3.4",
        f"the PAB goes to {says.noun} {rules}, the first of the {says.noun}s C2 allows whose "
        "absence leaves a legal pairing, by lowest score, most matches played, largest TPN "
        f"(3.4.1-3.4.4); published: {says.noun} {published}",
        "PAB",
        named,
    )


def _bracket(
    system: Explained, bracket: Bracket, opponent: dict[int, int], remaining: list[int]
) -> Explanation:
    says = system.wording
    top = bracket.score
    ups = tuple(sorted(bracket.upfloaters))
    residents = sorted({x for pair in bracket.pairs for x in pair} - set(ups))
    published_ups = tuple(
        sorted({opponent[r] for r in residents if r in opponent} - set(residents))
    )
    if ups != published_ups:
        return _upfloaters(system, top, ups, published_ups, residents, remaining)
    members = set(residents) | set(ups)
    rules_pairs = set(bracket.pairs)
    pub_pairs = {(min(a, b), max(a, b)) for a, b in opponent.items() if a in members}
    shown = ", ".join(f"{a}-{b}" for a, b in sorted(pub_pairs - rules_pairs)[:3])
    given = ", ".join(f"{a}-{b}" for a, b in sorted(rules_pairs - pub_pairs)[:3])
    where = f"the bracket of {says.score} {top / 10:g} ({says.noun}s {_list(sorted(members))})"
    ours = system.criteria(top, sorted(rules_pairs))
    theirs = system.criteria(top, sorted(pub_pairs))
    named = tuple(sorted(members))
    for k, criterion in enumerate(says.criteria):
        if theirs[k] > ours[k]:
            return Explanation(
                f"{says.article} {criterion.name} ({criterion.article})",
                f"in {where} the published pairs {shown} do worse on {criterion.name} "
                f"({criterion.what}: {theirs[k]}, against {ours[k]} for the rules' pairs "
                f"{given})",
                criterion.name,
                named,
            )
    return Explanation(
        f"{says.article} 3.6.2-3.6.4",
        f"in {where} the rules' pairs {given} come first by the identifier of 3.6.2 (top "
        f"members' TPNs, then bottom members') among the pairings that best meet "
        f"{says.criteria_span}; published {shown}",
        "identifier",
        named,
    )


def _upfloaters(
    system: Explained,
    top: int,
    ups: tuple[int, ...],
    published: tuple[int, ...],
    residents: list[int],
    remaining: list[int],
) -> Explanation:
    says = system.wording
    states = system.states
    named = tuple(sorted({*ups, *published}))
    say = f"the scoregroup of {says.score} {top / 10:g} takes upfloaters "
    say += f"{_list(ups) or 'none'} by the rules, {_list(published) or 'none'} in the "
    say += f"published {says.unit}"
    if len(ups) != len(published):
        return Explanation(
            f"{says.article} C4 (2.3.1)", say + " (C4: as few as possible)", "C4", named
        )
    scores = sorted((states[x].score for x in ups), reverse=True)
    theirs = sorted((states[x].score for x in published if x in states), reverse=True)
    if scores != theirs:
        return Explanation(
            f"{says.article} C5 (2.3.2)",
            say + " (C5: the upfloaters' scores as high as possible)",
            "C5",
            named,
        )
    if says.c6:
        rest_pub = [x for x in remaining if x not in residents and x not in published]
        rest = [x for x in remaining if x not in residents and x not in ups]
        # C6 decided it when the rules' set meets C6 and the published one does not
        if c6_met(states, top, rest) and not c6_met(states, top, rest_pub):
            return Explanation(
                f"{says.article} C6 (2.3.3)",
                say + " (C6: with the published set, the following scoregroup cannot be "
                "paired with C1, C3 and the fewest upfloaters in its own bracket)",
                "C6",
                named,
            )
    floated = sum(states[x].floater for x in ups)
    floated_pub = sum(states[x].floater for x in published if x in states)
    if system.c7 and floated_pub > floated:
        return Explanation(
            f"{says.article} C7 (2.3.4)",
            say + f" (C7: {floated_pub} of them floated in the previous {says.unit}, "
            f"against {floated})",
            "C7",
            named,
        )
    return Explanation(
        f"{says.article} 3.5.5",
        say + " (3.5.5: the first set, in the order of 3.5.4, that gives a legal pairing and "
        "best meets C6 and C7)",
        "upfloaters",
        named,
    )


def _colours(
    says: Wording, matches: Sequence[tuple[int, int, str]], published: Sequence[Pair]
) -> Explanation:
    flipped = {(b, w) for w, b in published if b}
    for white, black, rule in matches:
        if (white, black) in flipped:
            return Explanation(
                f"{says.article} {rule}",
                f"the same {says.pairs}, other colours: published {black}-{white}, art. "
                f"{rule} gives {white}-{black} ({says.colour_rules.get(rule, 'art. 4.3')}; "
                f"{says.first_named})",
                "colours",
                (min(white, black), max(white, black)),
            )
    return Explanation(f"{says.article} 3.6", "the same matches in another order", "order")


def _list(numbers: Sequence[int]) -> str:
    shown = ", ".join(map(str, numbers[:8]))
    return shown + (" ..." if len(numbers) > 8 else "")
