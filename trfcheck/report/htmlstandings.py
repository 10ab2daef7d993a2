"""The standings section of the HTML report: ``standings.report.compute_standings`` (the
library call behind ``trfcheck standings``) with one column per criterion.

Kept apart from the rest of the page (one function, ``standings_view``) so that the
standings code can change under it without touching the report. When the standings cannot
be computed (a team event, a tie-break trfcheck refuses), the players are listed by points
with the reason.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from trfcheck.ruleset import Ruleset
from trfcheck.standings.report import compute_standings
from trfcheck.trf.checks import computed_points
from trfcheck.trf.model import Player, Tournament
from trfcheck.trf.values import format_tenths

__all__ = ["StandingsRow", "StandingsView", "standings_view"]


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
class StandingsView:
    """The standings table and what it was ordered by."""

    columns: tuple[str, ...]
    rows: tuple[StandingsRow, ...]
    order: str  # the criteria and where the list comes from, in words
    note: str  # why the standings are by points only, or why a column is blank, when so


def _declared(t: Tournament, p: Player) -> str:
    points = computed_points(t, p)
    return format_tenths(p.points) if p.points is not None and p.points != points else ""


def standings_view(
    t: Tournament, ruleset: Ruleset, by_player: Mapping[int, Sequence[int]]
) -> StandingsView:
    """Players in standing order: the file's 212/202 list (else the documented default)
    under the tie-break edition of ``ruleset`` (C.07 art. 4.2)."""
    by_rank = {p.start_rank: p for p in t.players}
    try:
        report = compute_standings(t, ruleset=ruleset)
    except ValueError as error:  # UnsupportedTiebreak, or no round with a result
        return _by_points(t, by_player, str(error))
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


def _by_points(t: Tournament, by_player: Mapping[int, Sequence[int]], why: str) -> StandingsView:
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
                _declared(t, p),
                tuple(by_player.get(p.start_rank, ())),
            )
        )
    return StandingsView(("PTS",), tuple(rows), "PTS", f"Points only: {why}")
