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
from trfcheck.trf.diagnostics import printable

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
    table fits in 80 columns, and a table still wider (many tie-breaks) is split into
    tables that repeat the rank and TPN columns."""
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
    keys = 3 if name_width >= 6 else 2
    widths = [max([len(h), *(len(c[i]) for c in cells)]) for i, h in enumerate(head)]
    tables = []
    for group in _column_groups(widths, keys):
        cols = [*range(keys), *group]
        tables.append(
            _table([[c[i] for i in cols] for c in cells], [head[i] for i in cols],
                   [align[i] for i in cols])
        )  # fmt: skip
    return "\n".join([title, *wrap(report.describe()), "", "\n\n".join(tables)])


def _column_groups(widths: list[int], keys: int) -> list[list[int]]:
    """The columns after the ``keys`` leading ones, in groups that fit WIDTH with them."""
    base = sum(widths[:keys]) + _GAP * (keys - 1)
    groups: list[list[int]] = []
    span = 0
    for c in range(keys, len(widths)):
        if groups and span + _GAP + widths[c] <= WIDTH:
            groups[-1].append(c)
            span += _GAP + widths[c]
        else:
            groups.append([c])
            span = base + _GAP + widths[c]
    return groups or [[]]


def _table(cells: list[list[str]], head: list[str], align: list[str]) -> str:
    # tabulate pads every column by two; without it one gap of two blanks separates columns.
    saved = tabulate_module.MIN_PADDING
    tabulate_module.MIN_PADDING = 0
    try:
        shown = [[printable(c) for c in row] for row in cells]  # names are raw input
        return tabulate(
            shown, headers=head, tablefmt="simple", disable_numparse=True, colalign=align
        )
    finally:
        tabulate_module.MIN_PADDING = saved


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
