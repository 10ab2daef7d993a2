"""The text and CSV forms of the standings (``trfcheck standings``): one column per
tie-break (C.07), ranks with ties shown, the rules applied above the table; players or
teams (C.04.6), within 80 columns."""

from __future__ import annotations

import csv
import functools
import io

import tabulate as tabulate_module
from tabulate import tabulate

from trfcheck.event import Event, Ranked
from trfcheck.report.tables import WIDTH, fit_table, wrap
from trfcheck.standings.report import StandingsReport
from trfcheck.standings.team_report import TeamStandingsReport
from trfcheck.trf.diagnostics import printable

__all__ = [
    "render_csv",
    "render_team_csv",
    "render_team_text",
    "render_text",
    "standings_csv",
    "standings_text",
    "team_section",
]


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
    return "\n".join([title, *wrap(report.describe()), "", _team_table(report)])


def _team_table(report: TeamStandingsReport, width: int | None = WIDTH) -> str:
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
    return fit_table(rows, head, shrink=(2,), split=3, width=width)


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
    legend = [DE_LEGEND] if any(tb.code == "DE" for tb in report.criteria) else []
    return "\n".join([title, *wrap([*report.describe(), *legend]), "", "\n\n".join(tables)])


#: The DE column holds no value but a place (C.07 art. 6), which a reader cannot guess.
DE_LEGEND = (
    "DE: the place among the players still tied when DE is applied, by their games "
    "against each other (C.07 art. 6); 1 is first, and a player tied with no one is 1"
)


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
    """One row per player: rank, tied, player, name, rating (blank for an unrated player, as
    in ``convert --to csv``), then one column per tie-break."""
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\n")
    writer.writerow(
        ["rank", "tied", "player", "name", "rating", *(tb.name for tb in report.criteria)]
    )
    for row in report.rows:
        writer.writerow(
            [
                row.rank,
                int(row.tied),
                row.start_rank,
                row.name,
                row.rating or "",
                *report.formatted(row),
            ]
        )
    return out.getvalue()


@functools.singledispatch
def standings_text(report: object, title: str) -> str:
    """The text form of an event's standings (``Event.standings``): the
    players' (``render_text``) or the teams' (``render_team_text``)."""
    raise TypeError(f"no text form for {type(report).__name__}")


@functools.singledispatch
def standings_csv(report: object) -> str:
    """The CSV form of an event's standings (``render_csv``, ``render_team_csv``)."""
    raise TypeError(f"no CSV form for {type(report).__name__}")


standings_text.register(StandingsReport, render_text)
standings_text.register(TeamStandingsReport, render_team_text)
standings_csv.register(StandingsReport, render_csv)
standings_csv.register(TeamStandingsReport, render_team_csv)


def team_section(event: Event, width: int | None = WIDTH) -> str:
    """For ``trfcheck show``: the team standings of an event that ranks teams
    (``Event.ranks``; C.07 art. 11-13) as a titled table, with the list they follow; ""
    for an event of individuals, whose standings are the players' table. When the team
    standings cannot be computed (a list item trfcheck refuses), the section says why."""
    if event.ranks is not Ranked.TEAMS:
        return ""
    try:
        report = event.standings()
    except ValueError as error:  # UnsupportedTiebreak, a bad list
        return "\n".join(wrap([f"Team standings: not computed ({error})"], width=width))
    return _section(report, width)


@functools.singledispatch
def _section(report: object, width: int | None) -> str:
    raise TypeError(f"no section for {type(report).__name__}")


@_section.register
def _(report: StandingsReport, width: int | None) -> str:
    return ""


@_section.register
def _(report: TeamStandingsReport, width: int | None) -> str:
    order = f"by {','.join(report.labels)} ({report.list_reason})"
    lines = wrap(
        [f"Team standings ({len(report.rows)} teams, {report.round_no} rounds) {order}"],
        width=width,
    )
    return "\n".join([*lines, "", _team_table(report, width)])
