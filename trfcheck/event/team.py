"""``TeamEvent``: an event of teams (C.04.6; TRF-26 team records 013, 310): its standings
are the teams' (C.07 art. 11-13), its 001 points are not sums of results (162/362 score
matches and boards), and a member written absent in a round his team played is a reserve,
not an absence (``absences.member_absences``)."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from typing import TYPE_CHECKING, ClassVar

from trfcheck.ruleset import Choice, Ruleset
from trfcheck.trf.diagnostics import Diagnostic

from .base import Event, Ranked, RuleFamily

if TYPE_CHECKING:
    from trfcheck.standings.event import EventStandings

__all__ = ["TEAM_EXEMPT", "TeamEvent"]

#: The reader's codes that do not apply to the 001 lines of a team event: every member of a
#: team with the PAB has a U (RND006: two PABs), and the team scoring (162/362) scores
#: matches and boards (PTS001: a points column that is not the sum of the results).
TEAM_EXEMPT = frozenset({"RND006", "PTS001"})


@dataclass(frozen=True, slots=True)
class TeamEvent(Event):
    """An event of teams (module notes): claimed by a ruleset whose ``team`` choice says so
    (``ruleset.resolve``: 192, or the team records 013 and 310)."""

    kind: ClassVar[str] = "team"
    points_are_sums: ClassVar[bool] = False
    ranks: ClassVar[Ranked] = Ranked.TEAMS
    label: ClassVar[str] = "team event"
    points_note: ClassVar[str] = "A team event: the players' points columns are not compared."
    norm_notes: ClassVar[tuple[str, ...]] = (
        "a team event: the individual games of the 001 records; a world or continental "
        "team or club championship needs 7 games (1.4.1b): --team-championship",
    )
    #: the team findings only: the team PAB, the team scoring and 202/212 concern teams
    rule_families: ClassVar[tuple[RuleFamily, ...]] = (RuleFamily.TEAM,)

    @classmethod
    def claims(cls, ruleset: Ruleset) -> bool:
        """A team event (``Ruleset.team``)."""
        return ruleset.team.value

    @property
    def claimed_by(self) -> Choice[bool]:
        """The ruleset's team choice (192, or the team records 013 and 310)."""
        return self.ruleset.team

    def arbiter_reading(self, findings: Iterable[Diagnostic]) -> list[Diagnostic]:
        """The reader's ``findings`` without those the 001 lines of a team event do not
        bear (``TEAM_EXEMPT``), its members written absent read as reserves
        (``absences.member_absences``)."""
        from .absences import member_absences

        kept = [f for f in findings if f.code not in TEAM_EXEMPT]
        return member_absences(self.tournament, kept)

    def standings(
        self, *, tiebreaks: str | None = None, round_no: int | None = None
    ) -> EventStandings:
        """The teams' standings (C.07 art. 11-13, ``standings.team_report``); the same
        errors as ``Event.standings``."""
        from trfcheck.standings.team_report import compute_team_standings

        return compute_team_standings(
            self.tournament, self.ruleset, tiebreaks=tiebreaks, round_no=round_no
        )
