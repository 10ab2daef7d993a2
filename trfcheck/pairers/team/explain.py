"""Why a published round of a team event is not the Swiss Team pairing (C.04.6, 2026).

The rules' round is walked in the order the procedure builds it (art. 3.3): the PAB (3.4),
then each bracket, the top scoregroup with its upfloaters (3.5) and its pairs (3.6), and
last the colours (art. 4). The first decision the published round did not take is named
with its article and the teams concerned:

- a published match of two teams that already met: C1 (2.1.1); of a pair the file forbids
  (260): that record, applied as C1;
- another PAB team: C2 (2.1.2) when the published one may not have it, else 3.4;
- another number of upfloaters: C4 (2.3.1); upfloaters of other scores: C5 (2.3.2); another
  set of the same scores: 3.5.5 (the first set, in the order of 3.5.4, that best meets C6
  and C7; C7 named when the published set has more floaters of the previous round);
- other pairs in the bracket: the first of C8, C9, C10 (2.3.5-2.3.7) on which the published
  pairs do worse, else 3.6.2-3.6.4 (the first pairing by its identifier);
- the same matches with other colours: the rule of 4.3 that decides the first such match.
"""

from __future__ import annotations

from collections.abc import Sequence

from trfcheck.pairers.base import Explanation

from .engine import Bracket, pair_quality
from .state import TeamOptions, TeamState

__all__ = ["explain_team_round"]

Pair = tuple[int, int]

#: What each colour rule of 4.3 says (as the explanation quotes it).
COLOUR_RULES = {
    "4.3.1": "neither team has played: the first-team gets the initial colour when its TPN is odd",
    "4.3.2": "only one team has a colour preference: it is granted",
    "4.3.3": "the teams prefer different colours: both are granted",
    "4.3.4": "one preference is strong, the other not: the strong one is granted",
    "4.3.5": "White to the team with the lower colour difference",
    "4.3.6": "the colours alternate from the latest match in which the teams had different colours",
    "4.3.7": "the first-team's preference is granted",
    "4.3.8": "the first-team alternates its last colour",
    "4.3.9": "the other team alternates its last colour",
}


def explain_team_round(
    rules: tuple[int | None, Sequence[Bracket], Sequence[tuple[int, int, str]]],
    states: dict[int, TeamState],
    options: TeamOptions,
    last_two: bool,
    published: Sequence[Pair],
) -> Explanation:
    """The first decision of the rules' round that the ``published`` round ((white team,
    black team), the PAB as (team, 0)) did not take. ``rules`` is the rules' round: its PAB
    team, its brackets in pairing order and its matches (white, black, colour rule of 4.3)."""
    pab, brackets, matches = rules
    games = [(w, b) for w, b in published if b]
    opponent = {w: b for w, b in games} | {b: w for w, b in games}
    for w, b in games:
        if w in states and b in states and b in states[w].opponents:
            return Explanation(
                "C.04.6 C1 (2.1.1)",
                f"teams {w} and {b} meet again: they played each other in an earlier round",
                "C1",
                (min(w, b), max(w, b)),
            )
        if w in states and b in states and not states[w].may_meet(b):
            return Explanation(
                "TRF 260, applied as C.04.6 C1 (2.1.1)",
                f"teams {w} and {b} are paired although the file forbids the pair (a 260 "
                "record naming both teams)",
                "C1",
                (min(w, b), max(w, b)),
            )
    published_pab = next((w for w, b in published if not b), None)
    if published_pab != pab:
        return _pab(states, pab, published_pab)
    for bracket in brackets:
        if all(opponent.get(a) == b for a, b in bracket.pairs):
            continue
        return _bracket(states, options, last_two, bracket, opponent)
    return _colours(matches, published)


def _pab(states: dict[int, TeamState], rules: int | None, published: int | None) -> Explanation:
    teams = tuple(sorted(x for x in (rules, published) if x is not None))
    if published is not None and published in states and states[published].barred_from_pab:
        return Explanation(
            "C.04.6 C2 (2.1.2)",
            f"the PAB to team {published}, which already had a PAB, a full-point bye or a "
            f"forfeit win; the rules give it to team {rules}",
            "C2",
            teams,
        )
    return Explanation(
        "C.04.6 3.4",
        f"the PAB goes to team {rules}, the first of the teams C2 allows whose absence leaves "
        "a legal pairing, by lowest score, most matches played, largest TPN (3.4.1-3.4.4); "
        f"published: team {published}",
        "PAB",
        teams,
    )


def _bracket(
    states: dict[int, TeamState],
    options: TeamOptions,
    last_two: bool,
    bracket: Bracket,
    opponent: dict[int, int],
) -> Explanation:
    top = bracket.score
    score = f"{top / 10:g}"
    ups = tuple(sorted(bracket.upfloaters))
    residents = sorted({x for pair in bracket.pairs for x in pair} - set(ups))
    published_ups = tuple(
        sorted({opponent[r] for r in residents if r in opponent} - set(residents))
    )
    named = tuple(sorted({*residents, *ups, *published_ups}))
    if ups != published_ups:
        return _upfloaters(states, last_two, score, ups, published_ups)
    rules_pairs = list(bracket.pairs)
    members = set(residents) | set(ups)
    pub_pairs = sorted({(min(a, b), max(a, b)) for a, b in opponent.items() if a in members})
    ours = _criteria(states, options, last_two, top, rules_pairs)
    theirs = _criteria(states, options, last_two, top, pub_pairs)
    differing = sorted(set(pub_pairs) - set(rules_pairs))[:3]
    shown = ", ".join(f"{a}-{b}" for a, b in differing)
    given = ", ".join(f"{a}-{b}" for a, b in sorted(set(rules_pairs) - set(pub_pairs))[:3])
    where = f"the bracket of pairing score {score} (teams {_list(sorted(members))})"
    for k, (name, article, what) in enumerate(_PAIR_CRITERIA):
        if theirs[k] > ours[k]:
            return Explanation(
                f"C.04.6 {name} ({article})",
                f"in {where} the published pairs {shown} do worse on {name} ({what}: "
                f"{theirs[k]}, against {ours[k]} for the rules' pairs {given})",
                name,
                named,
            )
    return Explanation(
        "C.04.6 3.6.2-3.6.4",
        f"in {where} the rules' pairs {given} come first by the identifier of 3.6.2 (top "
        f"members' TPNs, then bottom members') among the pairings that best meet C8-C10; "
        f"published {shown}",
        "identifier",
        named,
    )


_PAIR_CRITERIA = (
    ("C8", "2.3.5", "teams without their colour preference"),
    ("C9", "2.3.6", "teams without their strong colour preference"),
    ("C10", "2.3.7", "upfloaters whose opponent floated in the previous round"),
)


def _criteria(
    states: dict[int, TeamState],
    options: TeamOptions,
    last_two: bool,
    top: int,
    pairs: Sequence[Pair],
) -> tuple[int, int, int]:
    total = [0, 0, 0]
    for a, b in pairs:
        q = pair_quality(states, options, last_two, top, a, b) if a in states else None
        for k, v in enumerate(q or (0, 0, 0)):
            total[k] += v
    return total[0], total[1], total[2]


def _upfloaters(
    states: dict[int, TeamState],
    last_two: bool,
    score: str,
    ups: tuple[int, ...],
    published: tuple[int, ...],
) -> Explanation:
    teams = tuple(sorted({*ups, *published}))
    say = f"the scoregroup of pairing score {score} takes upfloaters {_list(ups) or 'none'} "
    say += f"by the rules, {_list(published) or 'none'} in the published round"
    if len(ups) != len(published):
        return Explanation("C.04.6 C4 (2.3.1)", say + " (C4: as few as possible)", "C4", teams)
    scores = sorted((states[x].score for x in ups), reverse=True)
    theirs = sorted((states[x].score for x in published if x in states), reverse=True)
    if scores != theirs:
        return Explanation(
            "C.04.6 C5 (2.3.2)",
            say + " (C5: the upfloaters' scores as high as possible)",
            "C5",
            teams,
        )
    floated = sum(states[x].floater for x in ups)
    floated_pub = sum(states[x].floater for x in published if x in states)
    if not last_two and floated_pub > floated:
        return Explanation(
            "C.04.6 C7 (2.3.4)",
            say + f" (C7: {floated_pub} of them floated in the previous round, against {floated})",
            "C7",
            teams,
        )
    return Explanation(
        "C.04.6 3.5.5",
        say + " (3.5.5: the first set, in the order of 3.5.4, that gives a legal pairing and "
        "best meets C6 and C7)",
        "upfloaters",
        teams,
    )


def _colours(matches: Sequence[tuple[int, int, str]], published: Sequence[Pair]) -> Explanation:
    flipped = {(b, w) for w, b in published if b}
    for white, black, rule in matches:
        if (white, black) in flipped:
            return Explanation(
                f"C.04.6 {rule}",
                f"the same matches, other colours: published {black}-{white}, art. {rule} "
                f"gives {white}-{black} ({COLOUR_RULES.get(rule, 'art. 4.3')}; the team named "
                "first has White on board 1)",
                "colours",
                (min(white, black), max(white, black)),
            )
    return Explanation("C.04.6 3.6", "the same matches in another order", "order")


def _list(teams: Sequence[int]) -> str:
    shown = ", ".join(map(str, teams[:8]))
    return shown + (" ..." if len(teams) > 8 else "")
