"""``trfcheck standings IN``: the standings after a round, one column per tie-break (C.07).

A thin adapter around ``trfcheck.standings.report.compute_standings``: it resolves the
options, calls it once and renders the result (text within 80 columns, JSON or CSV).
"""

from __future__ import annotations

import csv
import enum
import io
import json
from pathlib import Path
from typing import Annotated

import tabulate as tabulate_module
import typer
from tabulate import tabulate

from trfcheck.cli.common import load_input, report_findings
from trfcheck.cli.options import TiebreakEditionOption
from trfcheck.cli.outcome import CommandError, ExitCode, guarded
from trfcheck.report.tables import fit_table, wrap
from trfcheck.ruleset import Overrides, UnknownRules, resolve
from trfcheck.standings.report import StandingsReport, UnsupportedTiebreak, compute_standings
from trfcheck.standings.team_report import TeamStandingsReport, compute_team_standings

__all__ = ["register", "render_text", "standings_command"]

WIDTH = 80


class Format(enum.StrEnum):
    """Output formats of ``standings``."""

    TEXT = "text"
    JSON = "json"
    CSV = "csv"


def standings_command(
    source: Annotated[
        Path, typer.Argument(metavar="FILE", help="TRF or trfcheck JSON file ('-' for stdin).")
    ],
    tiebreaks: Annotated[
        str | None,
        typer.Option(
            "--tiebreaks",
            metavar="LIST",
            help="Tie-break list, e.g. BH/C1,BH,SB (default: 212/202).",
        ),
    ] = None,
    round_no: Annotated[
        int | None,
        typer.Option("--round", metavar="N", help="Standings after round N (default: the last)."),
    ] = None,
    fmt: Annotated[Format, typer.Option("--format", help="text, json or csv.")] = Format.TEXT,
    tiebreak_edition: TiebreakEditionOption = None,
) -> None:
    """Standings with one column per tie-break, the ranks (ties shown) and the rules applied."""

    def body() -> ExitCode:
        loaded = load_input(source)
        overrides = Overrides(tiebreak_edition=tiebreak_edition)
        try:
            if resolve(loaded.tournament, overrides).team.value:
                team = compute_team_standings(
                    loaded.tournament, tiebreaks=tiebreaks, round_no=round_no, overrides=overrides
                )
                _emit_team(team, fmt, str(source), loaded.tournament.name or str(source))
                report_findings(loaded.findings)
                return ExitCode.OK
            report = compute_standings(
                loaded.tournament,
                tiebreaks=tiebreaks,
                round_no=round_no,
                overrides=overrides,
            )
        except UnsupportedTiebreak as error:
            raise CommandError(ExitCode.UNSUPPORTED, f"{source}: {error}") from None
        except (UnknownRules, ValueError) as error:
            raise CommandError(ExitCode.USAGE, str(error)) from None
        match fmt:
            case Format.JSON:
                typer.echo(json.dumps({"file": str(source), **report.to_dict()}, indent=1))
            case Format.CSV:
                typer.echo(render_csv(report), nl=False)
            case Format.TEXT:
                typer.echo(render_text(report, loaded.tournament.name or str(source)))
        report_findings(loaded.findings)
        return ExitCode.OK

    raise typer.Exit(guarded(body))


def _emit_team(report: TeamStandingsReport, fmt: Format, source: str, title: str) -> None:
    match fmt:
        case Format.JSON:
            typer.echo(json.dumps({"file": source, **report.to_dict()}, indent=1))
        case Format.CSV:
            out = io.StringIO()
            writer = csv.writer(out, lineterminator="\n")
            writer.writerow(["rank", "tied", "team", "name", *report.labels])
            for row in report.rows:
                writer.writerow(
                    [row.rank, int(row.tied), row.team, row.name, *report.formatted(row)]
                )
            typer.echo(out.getvalue(), nl=False)
        case Format.TEXT:
            typer.echo(render_team_text(report, title))


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


def register(app: typer.Typer) -> None:
    """Add ``standings`` to the application."""
    app.command("standings")(standings_command)
