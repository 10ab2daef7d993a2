"""``trfcheck norms FILE``: the title norms of an event (B.01 2024), article by article.

A thin adapter around ``Event.norms`` (``trfcheck.titles.examine_norms`` with the event's
records: 032, 102, 112, 132, 222 else 122): it opens the file as an ``Event``, takes the
options the file cannot answer (the exemption of 1.4.3a-d, the chief arbiter's title, a team
championship of 1.4.1b, a FIDE rating list), asks once and renders the result
(``report.norms_text``) or prints its JSON. The norm modules are imported inside the
command, so that other commands do not load them.
"""

from __future__ import annotations

import enum
import json
from pathlib import Path
from typing import TYPE_CHECKING, Annotated

import typer

from trfcheck.cli.common import exit_code, open_input, report_findings
from trfcheck.cli.options import (
    ExitZeroOption,
    ReadingOption,
    RoundRobinOption,
    SourceArgument,
    TableFormat,
    TableFormatOption,
)
from trfcheck.cli.outcome import CommandError, ExitCode, guarded
from trfcheck.cli.paperwork import PaperworkOption

if TYPE_CHECKING:
    from trfcheck.titles.games import OpponentFacts
    from trfcheck.trf.diagnostics import Diagnostic
    from trfcheck.trf.model import Tournament

__all__ = ["norms_command", "register"]


class ExemptionChoice(enum.StrEnum):
    """``--exemption``: the events of B.01 1.4.3a-d."""

    NATIONAL_CHAMPIONSHIP = "national-championship"
    NATIONAL_TEAM = "national-team-championship"
    ZONAL = "zonal"
    BIG_SWISS = "big-swiss"


def norms_command(
    source: SourceArgument,
    fide_list: Annotated[
        Path | None,
        typer.Option(
            "--fide-list",
            metavar="LIST",
            help="FIDE rating list (XML or TXT, zipped or not): the opponents' ratings, "
            "titles, federations and sex at the start (1.4.6) instead of the file's.",
        ),
    ] = None,
    exemption: Annotated[
        ExemptionChoice | None,
        typer.Option(
            "--exemption",
            metavar="KIND",
            help="An event of 1.4.3a-d that waives the federation conditions (1.4.3, 1.4.4): "
            "national-championship, national-team-championship, zonal, big-swiss (d is also "
            "computed from the file).",
        ),
    ] = None,
    chief_arbiter_ia: Annotated[
        bool,
        typer.Option("--chief-arbiter-ia", help="The chief arbiter is an IA or FA (1.1.5)."),
    ] = False,
    team_championship: Annotated[
        bool,
        typer.Option(
            "--team-championship",
            help="A world or continental team or club championship: 7 games (1.4.1b).",
        ),
    ] = False,
    every_norm: Annotated[
        bool,
        typer.Option("--all", help="Text: the articles of every norm, not only those met."),
    ] = False,
    fmt: TableFormatOption = TableFormat.TEXT,
    round_robin: RoundRobinOption = None,
    readings: ReadingOption = None,
    paperwork: PaperworkOption = None,
    forecast: Annotated[
        bool,
        typer.Option(
            "--forecast",
            help="While the event runs: the points each player in reach needs in the "
            "remaining rounds (docs/norms-paperwork.md).",
        ),
    ] = False,
    exit_zero: ExitZeroOption = False,
) -> None:
    """Title norms (GM, IM, WGM, WIM) of every player with at least 35 % and enough games,
    met or not per article of B.01 1.4 and 1.1, with the numbers."""

    def body() -> ExitCode:
        from trfcheck.readings import UnknownReading, parse_reading
        from trfcheck.report.norms_text import render_csv, render_text
        from trfcheck.ruleset import Overrides
        from trfcheck.titles import Exemption, NormOptions
        from trfcheck.titles.norms import ROUND_ROBIN_READING

        try:
            given = dict(parse_reading(text) for text in readings or [])
        except UnknownReading as error:
            raise CommandError(ExitCode.USAGE, str(error)) from None
        unknown = sorted(set(given) - {ROUND_ROBIN_READING.name})
        if unknown:
            raise CommandError(
                ExitCode.USAGE,
                f"--reading {unknown[0]}: not a reading of norms "
                f"(norms: {ROUND_ROBIN_READING.name})",
            )
        event = open_input(source, Overrides(round_robin=round_robin))
        t = event.tournament
        listed = _list_facts(fide_list, t, source) if fide_list is not None else None
        options = NormOptions(
            exemption=Exemption(exemption.value) if exemption is not None else None,
            chief_arbiter_ia=chief_arbiter_ia,
            team_championship=team_championship,
            facts=listed[0] if listed is not None else None,
            round_robin_reading=given.get(ROUND_ROBIN_READING.name, ROUND_ROBIN_READING.default),
        )
        if forecast:  # the forecast instead of the verdicts
            from trfcheck.cli.paperwork import print_forecast

            return print_forecast(event, options, fmt is TableFormat.JSON)
        report = event.norms(options)
        match fmt:
            case TableFormat.JSON:
                typer.echo(json.dumps({"file": str(source), **report.to_dict()}, indent=1))
            case TableFormat.CSV:
                typer.echo(render_csv(report), nl=False)
            case TableFormat.TEXT:
                typer.echo(render_text(report, t.name or str(source), every_norm=every_norm))
        if paperwork is not None:  # IT1, IT3 and the audit (docs/norms-paperwork.md)
            from trfcheck.cli.paperwork import write_paperwork

            for path in write_paperwork(paperwork, source, event, report):
                typer.echo(f"paperwork: {path}", err=True)
        findings = list(event.findings)  # as an arbiter reads the event (``Event.findings``)
        findings.extend(listed[1] if listed is not None else ())  # the list's own (LST008-9)
        report_findings(findings)
        return exit_code(findings, exit_zero)

    raise typer.Exit(guarded(body))


def _list_facts(
    path: Path, t: Tournament, source: Path
) -> tuple[dict[int, OpponentFacts], tuple[Diagnostic, ...]]:
    """The players' facts from the rating list at ``path`` by start rank (those found by
    FIDE id; the others keep the file's), and the list's own findings (a wanted id listed
    twice, a number field that is not one). CommandError: exit 3 if it cannot be read."""
    from trfcheck.cli.listinput import read_list
    from trfcheck.ruleset import Rate
    from trfcheck.titles.games import OpponentFacts
    from trfcheck.trf.values import normalise_title

    found = read_list(path, [p.fide_id for p in t.players], source)
    out = {}
    for p in t.players:
        entry = found.entries.get(p.fide_id.strip())
        if entry is None:
            continue
        sex = {"M": "m", "F": "w"}.get(entry.text("sex").upper(), p.sex)
        out[p.start_rank] = OpponentFacts(
            entry.rating(Rate.STANDARD) or 0,
            normalise_title(entry.text("title") or entry.text("w_title")),
            entry.text("country") or p.federation,
            sex,
        )
    return out, found.problems


def register(app: typer.Typer) -> None:
    """Add ``norms`` to the application."""
    app.command("norms")(norms_command)
