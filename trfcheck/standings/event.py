"""The standings of an event, whatever it ranks: ``EventStandings``, the players'
(``report.StandingsReport``, C.07) or the teams' (``team_report.TeamStandingsReport``,
C.07 art. 11-13). Which of them an event has is its kind's answer
(``trfcheck.event``: ``Event.standings``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, TypeAlias

if TYPE_CHECKING:  # the team standings are imported for a team event only
    from .report import StandingsReport
    from .team_report import TeamStandingsReport

__all__ = ["EventStandings"]

#: The standings of players, or of teams.
EventStandings: TypeAlias = "StandingsReport | TeamStandingsReport"
