"""``trfcheck standings IN``: the standings after a round, one column per tie-break (C.07).

A thin adapter around ``trfcheck.standings.report.compute_standings`` (and its team form):
it resolves the options, calls it once and renders the result with ``report.standings_text``
(text within 80 columns, CSV) or as JSON.
"""

from __future__ import annotations

import enum
import json
from typing import TYPE_CHECKING, Annotated

import typer

from trfcheck.cli.common import exit_code, load_input, report_findings
from trfcheck.cli.options import RoundRobinOption, SourceArgument, TiebreakEditionOption
from trfcheck.cli.outcome import CommandError, ExitCode, guarded
from trfcheck.ruleset import Overrides, UnknownRules, resolve

if TYPE_CHECKING:  # the standings are imported by the command (tests/cli/test_imports.py)
    from trfcheck.standings.team_report import TeamStandingsReport

__all__ = ["register", "standings_command"]


class Format(enum.StrEnum):
    """Output formats of ``standings``."""

    TEXT = "text"
    JSON = "json"
    CSV = "csv"


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
    fmt: Annotated[Format, typer.Option("--format", help="text, json or csv.")] = Format.TEXT,
    tiebreak_edition: TiebreakEditionOption = None,
    round_robin: RoundRobinOption = None,
) -> None:
    """Standings with one column per tie-break, the ranks (ties shown) and the rules applied."""

    def body() -> ExitCode:
        from trfcheck.report.standings_text import render_csv, render_text
        from trfcheck.standings.report import UnsupportedTiebreak, compute_standings
        from trfcheck.standings.team_report import compute_team_standings
        from trfcheck.verify.rules.crosstable import for_event

        loaded = load_input(source)
        try:
            ruleset = resolve(
                loaded.tournament,
                Overrides(tiebreak_edition=tiebreak_edition, round_robin=round_robin),
            )
            if ruleset.team.value:
                team = compute_team_standings(
                    loaded.tournament, tiebreaks=tiebreaks, round_no=round_no, ruleset=ruleset
                )
                _emit_team(team, fmt, str(source), loaded.tournament.name or str(source))
                findings = for_event(loaded.findings, team=True)
                report_findings(findings)
                return exit_code(findings)
            report = compute_standings(
                loaded.tournament,
                tiebreaks=tiebreaks,
                round_no=round_no,
                ruleset=ruleset,
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
        return exit_code(loaded.findings)  # the standings are printed; input errors are said

    raise typer.Exit(guarded(body))


def _emit_team(report: TeamStandingsReport, fmt: Format, source: str, title: str) -> None:
    from trfcheck.report.standings_text import render_team_csv, render_team_text

    match fmt:
        case Format.JSON:
            typer.echo(json.dumps({"file": source, **report.to_dict()}, indent=1))
        case Format.CSV:
            typer.echo(render_team_csv(report), nl=False)
        case Format.TEXT:
            typer.echo(render_team_text(report, title))


def register(app: typer.Typer) -> None:
    """Add ``standings`` to the application."""
    app.command("standings")(standings_command)
