"""``trfcheck rating FILE``: each player's rated games, rating change or initial rating (B.02).

A thin adapter: it opens the file as an ``Event`` (its rating rules resolved once with the
ruleset, ``Ruleset.rating``, ``--rate`` among its choices), gathers K (``--k-file``, the
``--fide-list``, ``--k``), calls ``rating.change.compute_ratings`` and renders the result
as text, JSON or CSV. The list's differences with the file are findings on stderr. The
rating modules are imported inside the command, so the other commands do not load them.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import TYPE_CHECKING, Annotated

import typer

from trfcheck.cli.common import STDIN_NAME, exit_code, open_input, report_findings
from trfcheck.cli.listinput import read_list
from trfcheck.cli.options import ExitZeroOption, SourceArgument, TableFormat, TableFormatOption
from trfcheck.cli.outcome import CommandError, ExitCode, guarded
from trfcheck.ruleset import Overrides, Rate

if TYPE_CHECKING:
    from trfcheck.rating.change import KValue, RatingReport
    from trfcheck.trf import Loaded
    from trfcheck.trf.diagnostics import Diagnostic
    from trfcheck.trf.model import Tournament

__all__ = ["rating_command", "register"]


def rating_command(
    source: SourceArgument,
    k: Annotated[
        int | None,
        typer.Option("--k", metavar="K", min=1, help="K for every rated player (B.02 8.3.3)."),
    ] = None,
    k_file: Annotated[
        Path | None,
        typer.Option(
            "--k-file",
            metavar="CSV",
            help="K per player: columns start_rank or fide_id, k[, games, change].",
        ),
    ] = None,
    fide_list: Annotated[
        Path | None,
        typer.Option(
            "--fide-list",
            metavar="LIST",
            help="FIDE rating list of the start month (XML or TXT, zipped or not): K, and "
            "the players checked against it.",
        ),
    ] = None,
    rate: Annotated[
        Rate | None,
        typer.Option("--rate", help="Rate of play if the file has no 222/122 time control."),
    ] = None,
    fmt: TableFormatOption = TableFormat.TEXT,
    exit_zero: ExitZeroOption = False,
) -> None:
    """Rated games, D, PD, dR, K and the rating change of each player; Ra and Ru of unrated
    players (FIDE Rating Regulations B.02)."""

    def body() -> ExitCode:
        if k is not None and k_file is not None:
            raise CommandError(ExitCode.USAGE, "--k and --k-file: give one of them")
        from trfcheck.rating.change import compute_ratings
        from trfcheck.rating.kinput import k_for_all, merge_k

        event = open_input(source, Overrides(rate=rate))
        t, rules = event.tournament, event.ruleset.rating
        # the reader's findings as an arbiter reads the event: a team event's 001 points are
        # not sums of results (README, "Round robins" and team events), as for check and show
        findings = list(event.findings)
        notes: list[str] = []
        listed: dict[int, KValue] = {}
        if fide_list is not None:
            listed, list_findings, note = _from_list(
                fide_list, event.loaded, rules.rate.value, source
            )
            findings.extend(list_findings)
            notes.append(note)
        filed = _k_file(k_file, t) if k_file is not None else {}
        given = k_for_all(t, k) if k is not None else {}
        report = compute_ratings(t, rules, merge_k(filed, listed, given))
        _emit(report, fmt, str(source), t.name or str(source), notes)
        report_findings(findings)
        return exit_code(findings, exit_zero)

    raise typer.Exit(guarded(body))


def _from_list(
    path: Path, loaded: Loaded, rate: Rate, source: Path
) -> tuple[dict[int, KValue], list[Diagnostic], str]:
    """K from the list, the list's differences with the file (located in the list), and a
    note on the list read."""
    from trfcheck.rating.listcheck import compare_with_list, k_from_list

    t = loaded.tournament
    scanned = read_list(path, [p.fide_id for p in t.players], source)
    trf_name = STDIN_NAME if str(source) == "-" else str(source)
    findings = compare_with_list(t, scanned, rate, trf_name, loaded.player_lines)
    note = (
        f"FIDE list {path.name} ({scanned.kind}, {scanned.players} players): "
        f"{len(scanned.entries)} of the file's players found; {_month_note(path.name, t)}"
    )
    return k_from_list(t, scanned, rate), findings, note


def _month_note(name: str, tournament: Tournament) -> str:
    """Whether the list's name gives the start month (FIDE's archive names carry it)."""
    from trfcheck.rating.listcheck import list_month

    month, start = list_month(name), tournament.start_date
    if month is None or start is None:
        return "it must be the list of the start month (its month cannot be read from its name)"
    if month == (start.year, start.month):
        return "the list of the start month, by its name"
    return (
        f"its name gives {month[1]:02d}/{month[0]}, the event starts {start.isoformat()}: "
        "ratings and K must come from the list of the start month"
    )


def _k_file(path: Path, tournament: Tournament) -> dict[int, KValue]:
    from trfcheck.rating.kinput import KFileError, read_k_file

    try:
        return read_k_file(path, tournament)
    except KFileError as error:
        raise CommandError(ExitCode.BAD_INPUT, str(error)) from None
    except OSError as error:
        raise CommandError(
            ExitCode.BAD_INPUT, f"{path}: cannot read: {error.strerror or error}"
        ) from None


def _emit(
    report: RatingReport, fmt: TableFormat, source: str, title: str, notes: list[str]
) -> None:
    from trfcheck.report.rating_text import render_rating_csv, render_rating_text

    match fmt:
        case TableFormat.JSON:
            data = {"file": source, **report.to_dict(), "notes": notes}
            typer.echo(json.dumps(data, indent=1))
        case TableFormat.CSV:
            typer.echo(render_rating_csv(report), nl=False)
        case TableFormat.TEXT:
            typer.echo(render_rating_text(report, title, notes), nl=False)


def register(app: typer.Typer) -> None:
    """Add ``rating`` to the application."""
    app.command("rating")(rating_command)
