"""Why a published round of a team event is not the Swiss Team pairing (C.04.6, 2026).

The walk is the procedure's (``pairers.core.scoregroups_explain``: the PAB of 3.4, each
bracket's upfloaters of 3.5 and pairs of 3.6, the colours of art. 4); what is the team
system's own is said here:

- a published match of two teams that already met: C1 (2.1.1); of a pair the file forbids
  (260): that record, applied as C1;
- another set of upfloaters of the same scores: 3.5.5 (the first set, in the order of
  3.5.4, that best meets C6 and C7; C7 named when the published set has more floaters of
  the previous round);
- other pairs in the bracket: the first of C8, C9, C10 (2.3.5-2.3.7) on which the published
  pairs do worse, else 3.6.2-3.6.4 (the first pairing by its identifier);
- the same matches with other colours: the rule of 4.3 that decides the first such match.
"""

from __future__ import annotations

from collections.abc import Sequence

from trfcheck.pairers.base import Explanation, Pair
from trfcheck.pairers.core.scoregroups_explain import (
    Criterion,
    Explained,
    Wording,
    explain_scoregroups,
)

from .engine import Bracket, pair_quality
from .state import TeamOptions, TeamState

__all__ = ["explain_team_round"]


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

WORDING = Wording(
    article="C.04.6",
    noun="team",
    unit="round",
    score="pairing score",
    pab_bar="which already had a PAB, a full-point bye or a forfeit win",
    pairs="matches",
    first_named="the team named first has White on board 1",
    criteria=(
        Criterion("C8", "2.3.5", "teams without their colour preference"),
        Criterion("C9", "2.3.6", "teams without their strong colour preference"),
        Criterion("C10", "2.3.7", "upfloaters whose opponent floated in the previous round"),
    ),
    criteria_span="C8-C10",
    colour_rules=COLOUR_RULES,
    c6=False,
)


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

    def criteria(top: int, pairs: Sequence[Pair]) -> tuple[int, ...]:
        total = [0, 0, 0]
        for a, b in pairs:
            q = pair_quality(states, options, last_two, top, a, b) if a in states else None
            for k, v in enumerate(q or (0, 0, 0)):
                total[k] += v
        return tuple(total)

    def c1(w: int, b: int) -> Explanation | None:
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
        return None

    system = Explained(states, WORDING, not last_two, criteria, c1)
    return explain_scoregroups(rules, published, system)
