"""The text and CSV forms of the standings (``trfcheck standings``): one column per
tie-break (C.07), ranks with ties shown, the rules applied above the table; players or
teams (C.04.6), within 80 columns."""

from __future__ import annotations

import csv
import io

import tabulate as tabulate_module
from tabulate import tabulate

from trfcheck.report.tables import WIDTH, fit_table, wrap
from trfcheck.standings.report import StandingsReport
from trfcheck.standings.team_report import TeamStandingsReport

__all__ = ["render_csv", "render_team_csv", "render_team_text", "render_text"]


def render_team_csv(report: TeamStandingsReport) -> str:
    """One row per team: rank, tied, team, name, then one column per tie-break."""
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\n")
    writer.writerow(["rank", "tied", "team", "name", *report.labels])
    for row in report.rows:
        writer.writerow([row.rank, int(row.tied), row.team, row.name, *report.formatted(row)])
    return out.getvalue()


def render_team_text(report: TeamStandingsReport, title: str) -> str:
    """The header lines and the team table, within 80 columns (names cut, then split)."""
    head = ["Rk", "Team", "Name", *report.labels]
    rows = [
        [
            f"{row.rank}=" if row.tied else str(row.rank),
            str(row.team),
            row.name,
            *report.formatted(row),
        ]
        for row in report.rows
    ]
    table = fit_table(rows, head, shrink=(2,), split=3)
    return "\n".join([title, *wrap(report.describe()), "", table])


def render_text(report: StandingsReport, title: str) -> str:
    """The header lines and the table; names are shortened (or left out) so that the
    table fits in 80 columns."""
    head = ["Rk", "TPN", *(tb.name for tb in report.criteria)]
    cells = [
        [f"{row.rank}=" if row.tied else str(row.rank), str(row.start_rank), *report.formatted(row)]
        for row in report.rows
    ]
    widths = [max([len(h), *(len(c[i]) for c in cells)]) for i, h in enumerate(head)]
    spare = WIDTH - (sum(widths) + _GAP * len(widths))  # room for a name column and its gap
    longest = max((len(row.name) for row in report.rows), default=0)
    name_width = min(24, longest, spare)
    if name_width >= 6:
        head.insert(2, "Name")
        for c, row in zip(cells, report.rows, strict=True):
            c.insert(2, row.name[:name_width])
    align = ["right"] * len(head)
    if name_width >= 6:
        align[2] = "left"
    # tabulate pads every column by two; without it one gap of two blanks separates columns.
    saved = tabulate_module.MIN_PADDING
    tabulate_module.MIN_PADDING = 0
    try:
        table = tabulate(
            cells, headers=head, tablefmt="simple", disable_numparse=True, colalign=align
        )
    finally:
        tabulate_module.MIN_PADDING = saved
    return "\n".join([title, *wrap(report.describe()), "", table])


_GAP = 2  # blanks between two columns of tabulate's "simple" format


def render_csv(report: StandingsReport) -> str:
    """One row per player: rank, tied, player, name, rating, then one column per tie-break."""
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\n")
    writer.writerow(
        ["rank", "tied", "player", "name", "rating", *(tb.name for tb in report.criteria)]
    )
    for row in report.rows:
        writer.writerow(
            [row.rank, int(row.tied), row.start_rank, row.name, row.rating, *report.formatted(row)]
        )
    return out.getvalue()
