"""Why a published match of a Double-Swiss event is not the rules' pairing (C.04.5, 2026).

The rules' match is walked in the order the procedure builds it (art. 3.3): the PAB (3.4),
then each bracket, the top scoregroup with its upfloaters (3.5) and its pairs (3.6), and
last the colours (art. 4). The first decision the published match did not take is named
with its article and the players concerned:

- two players who already met: C1 (2.1.1);
- another PAB player: C2 (2.1.2) when the published one may not have it, else 3.4;
- another number of upfloaters: C4 (2.3.1); upfloaters of other scores: C5 (2.3.2); another
  set of the same scores: C6 (2.3.3) when the published set leaves the following
  scoregroup unpairable in its bracket, C7 (2.3.4) when it has more floaters of the
  previous match, else 3.5.5;
- other pairs in the bracket: C8 (2.3.5) when the published pairs do worse on it, else
  3.6.2-3.6.4 (the first pairing by its identifier);
- the same pairs with other colours: the rule of 4.3 that decides the first such match.
"""

from __future__ import annotations

from collections.abc import Sequence

from trfcheck.pairers.base import Explanation

from .colours import COLOUR_RULES
from .engine import Bracket, c6_met, c8_count
from .state import DoubleState

__all__ = ["explain_match"]

Pair = tuple[int, int]


def explain_match(
    rules: tuple[int | None, Sequence[Bracket], Sequence[tuple[int, int, str]]],
    states: dict[int, DoubleState],
    last: bool,
    published: Sequence[Pair],
) -> Explanation:
    """The first decision of the rules' match that the ``published`` one ((game-1 White,
    game-1 Black), the PAB as (player, 0)) did not take."""
    pab, brackets, matches = rules
    games = [(w, b) for w, b in published if b]
    opponent = {w: b for w, b in games} | {b: w for w, b in games}
    for w, b in games:
        if w in states and b in states and not states[w].may_meet(b):
            return Explanation(
                "C.04.5 C1 (2.1.1)",
                f"players {w} and {b} meet again: they met in an earlier match (or the file "
                "forbids the pair, 260)",
                "C1",
                (min(w, b), max(w, b)),
            )
    published_pab = next((w for w, b in published if not b), None)
    if published_pab != pab:
        return _pab(states, pab, published_pab)
    remaining = [x for x in states if x != pab]
    for bracket in brackets:
        if all(opponent.get(a) == b for a, b in bracket.pairs):
            paired = {x for pair in bracket.pairs for x in pair}
            remaining = [x for x in remaining if x not in paired]
            continue
        return _bracket(states, last, bracket, opponent, remaining)
    return _colours(matches, published)


def _pab(states: dict[int, DoubleState], rules: int | None, published: int | None) -> Explanation:
    players = tuple(sorted(x for x in (rules, published) if x is not None))
    if published is not None and published in states and states[published].barred_from_pab:
        return Explanation(
            "C.04.5 C2 (2.1.2)",
            f"the PAB to player {published}, who already had a PAB, a full-point bye or a "
            f"match won by forfeit; the rules give it to player {rules}",
            "C2",
            players,
        )
    return Explanation(
        "C.04.5 3.4",
        f"the PAB goes to player {rules}, the first of the players C2 allows whose absence "
        "leaves a legal pairing, by lowest score, most matches played, largest TPN "
        f"(3.4.1-3.4.4); published: player {published}",
        "PAB",
        players,
    )


def _bracket(
    states: dict[int, DoubleState],
    last: bool,
    bracket: Bracket,
    opponent: dict[int, int],
    remaining: list[int],
) -> Explanation:
    top = bracket.score
    ups = tuple(sorted(bracket.upfloaters))
    residents = sorted({x for pair in bracket.pairs for x in pair} - set(ups))
    published_ups = tuple(
        sorted({opponent[r] for r in residents if r in opponent} - set(residents))
    )
    if ups != published_ups:
        rest_pub = [x for x in remaining if x not in residents and x not in published_ups]
        rest = [x for x in remaining if x not in residents and x not in ups]
        # C6 decided it when the rules' set meets C6 and the published one does not
        c6 = c6_met(states, top, rest) and not c6_met(states, top, rest_pub)
        return _upfloaters(states, last, f"{top / 10:g}", ups, published_ups, c6)
    members = set(residents) | set(ups)
    rules_pairs = set(bracket.pairs)
    pub_pairs = {(min(a, b), max(a, b)) for a, b in opponent.items() if a in members}
    shown = ", ".join(f"{a}-{b}" for a, b in sorted(pub_pairs - rules_pairs)[:3])
    given = ", ".join(f"{a}-{b}" for a, b in sorted(rules_pairs - pub_pairs)[:3])
    where = f"the bracket of score {top / 10:g} (players {_list(sorted(members))})"
    ours = sum(c8_count(states, last, top, a, b) for a, b in rules_pairs)
    theirs = sum(c8_count(states, last, top, a, b) for a, b in pub_pairs if a in states)
    named = tuple(sorted(members))
    if theirs > ours:
        return Explanation(
            "C.04.5 C8 (2.3.5)",
            f"in {where} the published pairs {shown} do worse on C8 (upfloaters whose "
            f"opponent floated in the previous match: {theirs}, against {ours} for the "
            f"rules' pairs {given})",
            "C8",
            named,
        )
    return Explanation(
        "C.04.5 3.6.2-3.6.4",
        f"in {where} the rules' pairs {given} come first by the identifier of 3.6.2 (top "
        f"members' TPNs, then bottom members') among the pairings that best meet C8; "
        f"published {shown}",
        "identifier",
        named,
    )


def _upfloaters(
    states: dict[int, DoubleState],
    last: bool,
    score: str,
    ups: tuple[int, ...],
    published: tuple[int, ...],
    c6_decides: bool,
) -> Explanation:
    players = tuple(sorted({*ups, *published}))
    say = f"the scoregroup of score {score} takes upfloaters {_list(ups) or 'none'} "
    say += f"by the rules, {_list(published) or 'none'} in the published match"
    if len(ups) != len(published):
        return Explanation("C.04.5 C4 (2.3.1)", say + " (C4: as few as possible)", "C4", players)
    scores = sorted((states[x].score for x in ups), reverse=True)
    theirs = sorted((states[x].score for x in published if x in states), reverse=True)
    if scores != theirs:
        return Explanation(
            "C.04.5 C5 (2.3.2)",
            say + " (C5: the upfloaters' scores as high as possible)",
            "C5",
            players,
        )
    if c6_decides:
        return Explanation(
            "C.04.5 C6 (2.3.3)",
            say + " (C6: with the published set, the following scoregroup cannot be paired "
            "with C1, C3 and the fewest upfloaters in its own bracket)",
            "C6",
            players,
        )
    floated = sum(states[x].floater for x in ups)
    floated_pub = sum(states[x].floater for x in published if x in states)
    if not last and floated_pub > floated:
        return Explanation(
            "C.04.5 C7 (2.3.4)",
            say + f" (C7: {floated_pub} of them floated in the previous match, against {floated})",
            "C7",
            players,
        )
    return Explanation(
        "C.04.5 3.5.5",
        say + " (3.5.5: the first set, in the order of 3.5.4, that gives a legal pairing and "
        "best meets C6 and C7)",
        "upfloaters",
        players,
    )


def _colours(matches: Sequence[tuple[int, int, str]], published: Sequence[Pair]) -> Explanation:
    flipped = {(b, w) for w, b in published if b}
    for white, black, rule in matches:
        if (white, black) in flipped:
            return Explanation(
                f"C.04.5 {rule}",
                f"the same pairs, other colours: published {black}-{white}, art. {rule} "
                f"gives {white}-{black} ({COLOUR_RULES.get(rule, 'art. 4.3')}; the player "
                "named first has White in game 1, 4.4)",
                "colours",
                (min(white, black), max(white, black)),
            )
    return Explanation("C.04.5 3.6", "the same matches in another order", "order")


def _list(players: Sequence[int]) -> str:
    shown = ", ".join(map(str, players[:8]))
    return shown + (" ..." if len(players) > 8 else "")
