"""``trfcheck standings IN``: the standings after a round, one column per tie-break (C.07).

A thin adapter around ``Event.standings`` (the players' or, for a team event, the teams'
standings): it opens the file as an ``Event`` with the options, asks once and renders the
result with ``report.standings_text`` (text within 80 columns, CSV) or as JSON.
"""

from __future__ import annotations

import json
from typing import Annotated

import typer

from trfcheck.cli.common import exit_code, open_input, report_findings
from trfcheck.cli.options import (
    ExitZeroOption,
    RoundRobinOption,
    SourceArgument,
    TableFormat,
    TableFormatOption,
    TiebreakEditionOption,
)
from trfcheck.cli.outcome import CommandError, ExitCode, guarded
from trfcheck.report.standings_text import standings_csv, standings_text
from trfcheck.ruleset import Overrides
from trfcheck.standings.report import NoResults, UnsupportedTiebreak

__all__ = ["register", "standings_command"]


def standings_command(
    source: SourceArgument,
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
    fmt: TableFormatOption = TableFormat.TEXT,
    tiebreak_edition: TiebreakEditionOption = None,
    round_robin: RoundRobinOption = None,
    exit_zero: ExitZeroOption = False,
) -> None:
    """Standings with one column per tie-break, the ranks (ties shown) and the rules applied."""

    def body() -> ExitCode:
        event = open_input(
            source, Overrides(tiebreak_edition=tiebreak_edition, round_robin=round_robin)
        )
        try:
            report = event.standings(tiebreaks=tiebreaks, round_no=round_no)
        except UnsupportedTiebreak as error:
            raise CommandError(ExitCode.UNSUPPORTED, f"{source}: {error}") from None
        except NoResults as error:  # input that cannot be ranked (exit 3), not a usage error
            raise CommandError(ExitCode.BAD_INPUT, f"{source}: {error}") from None
        except ValueError as error:
            raise CommandError(ExitCode.USAGE, str(error)) from None
        match fmt:
            case TableFormat.JSON:
                typer.echo(json.dumps({"file": str(source), **report.to_dict()}, indent=1))
            case TableFormat.CSV:
                typer.echo(standings_csv(report), nl=False)
            case TableFormat.TEXT:
                typer.echo(standings_text(report, event.tournament.name or str(source)))
        findings = event.findings
        report_findings(findings)
        return exit_code(findings, exit_zero)  # the standings are printed; input errors are said

    raise typer.Exit(guarded(body))


def register(app: typer.Typer) -> None:
    """Add ``standings`` to the application."""
    app.command("standings")(standings_command)
