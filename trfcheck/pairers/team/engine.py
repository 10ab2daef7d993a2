"""The FIDE Swiss Team Pairing System (C.04.6, 2026 text): the pairing procedure of art. 3.

3.3: the PAB first (3.4), then the top-scoregroup with the upfloater set of 3.5 is paired
(3.6) until every team is paired (``pairers.core.scoregroups``, the procedure the
Double-Swiss system shares); colours last (art. 4, ``colours.py``). What is the team
system's own: the bracket criteria C8, C9, C10 of 3.6.4 (2.3.5-2.3.7), C7 and C10 off in
the last two rounds. Readings where the text is open are the defaults of ``docs/team.md``.
"""

from __future__ import annotations

from functools import partial

from trfcheck.pairers.core.scoregroups import Bracket, Procedure, pair_scoregroups
from trfcheck.trf.teams import TeamColourModel

from .state import TeamOptions, TeamState, TeamStrength

__all__ = ["Bracket", "pair_quality", "pair_teams"]


def pair_teams(
    states: dict[int, TeamState], options: TeamOptions, *, last_two: bool
) -> tuple[int | None, list[Bracket]]:
    """3.3: the PAB (or None) and the brackets in pairing order; raises NoValidPairing
    (3.3.3) when no complete legal pairing exists."""
    quality = partial(pair_quality, states, options, last_two)
    note = partial(_all_met, states)
    return pair_scoregroups(states, Procedure(quality, not last_two, "C.04.6", "team", note))


def _all_met(states: dict[int, TeamState]) -> str:
    """A note when every team has met every other (a complete all-play-all)."""
    teams = sorted(states)
    met = {a: states[a].opponents for a in teams}
    if any(b not in met[a] for i, a in enumerate(teams) for b in teams[i + 1 :]):
        return ""
    return f": each of the {len(teams)} teams has met every other (the event looks complete)"


def pair_quality(
    states: dict[int, TeamState], options: TeamOptions, last_two: bool, top: int, a: int, b: int
) -> tuple[int, int, int] | None:
    """C8, C9 and C10 of the pair a-b in the bracket of score ``top``, as 3.6.4 weighs
    them; None if C1 (2.1.1) forbids it."""
    if not states[a].may_meet(b):
        return None
    pa, pb = states[a].preference, states[b].preference
    c8 = c9 = c10 = 0
    if pa is not None and pb is not None and pa.colour is pb.colour:
        c8 = 1  # C8 (2.3.5): one of the two does not get its colour
        strong = pa.strength is TeamStrength.STRONG and pb.strength is TeamStrength.STRONG
        if strong and options.colour_model is TeamColourModel.TYPE_B:
            c9 = 1  # C9 (2.3.6): and it was a strong preference (4.3.4)
    if not last_two:  # C10 (2.3.7): an upfloater's opponent floated last round
        c10 = (states[a].score < top and states[b].floater) + (
            states[b].score < top and states[a].floater
        )
    return c8, c9, c10
