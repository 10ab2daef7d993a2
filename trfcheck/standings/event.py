"""The standings of an event, whatever it is: ``event_standings``.

The one call behind ``trfcheck standings``, ``show`` and the HTML report: the players'
standings (``report.compute_standings``), or, for a team event (``Ruleset.team``), the
teams' (C.07 art. 11-13, ``team_report.compute_team_standings``). ``points_are_sums`` says
whether the 001 points column of the event is the sum of its player's results, so that a
column that differs is a finding (not in a team event, which scores matches and boards,
162/362).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, TypeAlias

from trfcheck.ruleset import Ruleset
from trfcheck.trf.model import Tournament

from .report import StandingsReport, compute_standings

if TYPE_CHECKING:  # the team standings are imported for a team event only
    from .team_report import TeamStandingsReport

__all__ = ["EventStandings", "event_standings", "points_are_sums"]

#: The standings of players, or of teams.
EventStandings: TypeAlias = "StandingsReport | TeamStandingsReport"


def event_standings(
    tournament: Tournament,
    ruleset: Ruleset,
    *,
    tiebreaks: str | None = None,
    round_no: int | None = None,
) -> EventStandings:
    """The event's standings after ``round_no`` under ``ruleset``: the teams' for a team
    event (C.07 art. 11-13), else the players' (C.07). Raises ValueError for a bad list or
    round, UnsupportedTiebreak (a ValueError) for a list item that cannot be computed,
    NoResults (a ValueError) when no round has a game result."""
    if ruleset.team.value:
        from .team_report import compute_team_standings

        return compute_team_standings(tournament, ruleset, tiebreaks=tiebreaks, round_no=round_no)
    return compute_standings(tournament, ruleset, tiebreaks=tiebreaks, round_no=round_no)


def points_are_sums(ruleset: Ruleset) -> bool:
    """True if a player's 001 points are the sum of the player's results (C.04.1 art. 3),
    so that a points column that differs is a finding (PTS001); False for a team event,
    whose scoring counts matches and boards (C.04.6 1.2, TRF-26 162/362)."""
    return not ruleset.team.value
