"""The standings section of the HTML report: ``Event.standings`` (the library call behind
``trfcheck standings``) with one column per criterion: the players' standings,
or the teams' for a team event (C.07 art. 11-13).

Kept apart from the rest of the page (one function, ``standings_view``) so that the
standings code can change under it without touching the report. When the standings cannot
be computed (a tie-break trfcheck refuses, no round with a result), the players are listed
by points with the reason.
"""

from __future__ import annotations

import functools
from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from trfcheck.event import Event
from trfcheck.standings.report import StandingsReport
from trfcheck.standings.team_report import TeamStandingsReport
from trfcheck.trf.checks import computed_points
from trfcheck.trf.model import Player, Tournament
from trfcheck.trf.values import format_tenths

__all__ = ["StandingsRow", "StandingsView", "TeamStandingsRow", "standings_view"]


@dataclass(frozen=True, slots=True)
class StandingsRow:
    """One player's line: ``place`` ends in ``=`` when the list leaves the player tied;
    ``values`` one text per column; ``declared`` the file's points when they differ from
    the results (PTS001)."""

    place: str
    player: Player
    values: tuple[str, ...]
    declared: str
    findings: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class TeamStandingsRow:
    """One team's line of a team event (C.07 art. 11-13): ``place`` as for players, the
    team's number (310) and name, one text per column."""

    place: str
    team: int
    name: str
    values: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class StandingsView:
    """The standings table and what it was ordered by: the players' (``rows``); for a team
    event the teams' (``teams``, ordered by ``columns``), the players then listed by
    points, their points columns not compared."""

    columns: tuple[str, ...]
    rows: tuple[StandingsRow, ...]
    order: str  # the criteria and where the list comes from, in words
    note: str  # why the standings are by points only, or why a column is blank, when so
    teams: tuple[TeamStandingsRow, ...] = ()
    team_columns: tuple[str, ...] = ()  # the team table's: the primary score, the list


def _declared(t: Tournament, p: Player, compared: bool = True) -> str:
    points = computed_points(t, p)
    differs = compared and p.points is not None and p.points != points
    return format_tenths(p.points or 0) if differs else ""


def standings_view(event: Event, by_player: Mapping[int, Sequence[int]]) -> StandingsView:
    """The event's standings (``Event.standings``): the file's 212/202 list (else the
    documented default) under the tie-break edition of its ruleset (C.07 art. 4.2)."""
    t = event.tournament
    try:
        report = event.standings()
    except ValueError as error:  # UnsupportedTiebreak, or no round with a result
        return _by_points(t, by_player, str(error), event.points_are_sums)
    return _view(report, t, by_player)


@functools.singledispatch
def _view(report: object, t: Tournament, by_player: Mapping[int, Sequence[int]]) -> StandingsView:
    raise TypeError(f"no standings view for {type(report).__name__}")


@_view.register
def _(
    report: StandingsReport, t: Tournament, by_player: Mapping[int, Sequence[int]]
) -> StandingsView:
    by_rank = {p.start_rank: p for p in t.players}
    rows = []
    for row in report.rows:
        p = by_rank[row.start_rank]
        place = f"{row.rank}=" if row.tied else str(row.rank)
        values = tuple(report.formatted(row))
        rows.append(
            StandingsRow(place, p, values, _declared(t, p), tuple(by_player.get(p.start_rank, ())))
        )
    names = ", ".join(tb.name for tb in report.criteria)
    columns = tuple(tb.name for tb in report.criteria)
    note = "; ".join(report.notes)  # rating columns blank for everyone: why, once
    return StandingsView(columns, tuple(rows), f"{names} ({report.list_reason})", note)


@_view.register
def _(
    report: TeamStandingsReport, t: Tournament, by_player: Mapping[int, Sequence[int]]
) -> StandingsView:
    teams = tuple(
        TeamStandingsRow(
            f"{row.rank}=" if row.tied else str(row.rank),
            row.team,
            row.name,
            tuple(report.formatted(row)),
        )
        for row in report.rows
    )
    order = f"{', '.join(report.labels)} ({report.list_reason}); {report.event}"
    players = _by_points(t, by_player, "", compared=False)
    return StandingsView(players.columns, players.rows, order, "", teams, report.labels)


def _by_points(
    t: Tournament, by_player: Mapping[int, Sequence[int]], why: str, compared: bool
) -> StandingsView:
    """Every player by points from the results, then start rank; equal points tied."""
    order = sorted(t.players, key=lambda p: (-computed_points(t, p), p.start_rank))
    rows = []
    for p in order:
        points = computed_points(t, p)
        first = 1 + sum(computed_points(t, q) > points for q in t.players)
        tied = sum(computed_points(t, q) == points for q in t.players) > 1
        rows.append(
            StandingsRow(
                f"{first}=" if tied else str(first),
                p,
                (format_tenths(points),),
                _declared(t, p, compared),
                tuple(by_player.get(p.start_rank, ())),
            )
        )
    return StandingsView(("PTS",), tuple(rows), "PTS", f"Points only: {why}")
