"""``trfcheck split FILE --by-period [--fide-list [YYYY-MM=]LIST ...] [--out DIR]``: an event
of more than 30 days written as one TRF per rating period (``rating.periods``).

Each file is ``<name>.<YYYY-MM>.trf`` in ``--out`` (default: the file's folder); the command
says which rounds went where, the games and dates of each period, and where its ratings come
from. A list's month is the ``YYYY-MM=`` before its path, else the month in its name
(FIDE's archive names: ``standard_feb26frl.zip``).
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Annotated

import typer

from trfcheck.cli.common import open_input
from trfcheck.cli.options import SourceArgument
from trfcheck.cli.outcome import CommandError, ExitCode, guarded

if TYPE_CHECKING:
    from trfcheck.rating.fidelist import FideList
    from trfcheck.trf.model import Tournament

__all__ = ["register", "split_command"]


def split_command(
    source: SourceArgument,
    by_period: Annotated[
        bool,
        typer.Option("--by-period", help="One file per rating period (calendar month)."),
    ] = False,
    fide_list: Annotated[
        list[str] | None,
        typer.Option(
            "--fide-list",
            metavar="[YYYY-MM=]LIST",
            help="A month's FIDE rating list: the ratings of that period's file (repeat "
            "for each month).",
        ),
    ] = None,
    out: Annotated[
        Path | None,
        typer.Option("--out", metavar="DIR", help="Folder of the files (default: FILE's)."),
    ] = None,
) -> None:
    """Split an event of more than 30 days into one TRF per rating period, each holding
    only the games of its month (B.02; B.01 1.4.6)."""

    def body() -> ExitCode:
        if not by_period:
            raise CommandError(ExitCode.USAGE, "split: say how: --by-period")
        from trfcheck.rating.periods import SplitError, split_by_period
        from trfcheck.trf.io import write_atomically

        event = open_input(source)
        lists = _lists(fide_list or [], event.tournament)
        try:
            periods = split_by_period(event.loaded, event.records.dates, lists)
        except SplitError as error:
            raise CommandError(ExitCode.USAGE, f"{source}: {error}") from None
        folder = out if out is not None else source.parent
        stem = "stdin" if str(source) == "-" else source.stem
        folder.mkdir(parents=True, exist_ok=True)
        unused = set(lists) - {p.month for p in periods}
        for period in periods:
            year, month = period.month
            path = folder / f"{stem}.{year}-{month:02d}.trf"
            try:
                write_atomically(path, period.text.encode("utf-8"))
            except OSError as error:
                raise CommandError(
                    ExitCode.WRITE_FAILED, f"{path}: cannot write: {error.strerror}"
                ) from None
            t = period.tournament
            rounds = ", ".join(map(str, period.rounds))
            ratings = (
                f"ratings of {period.listed} of {len(t.players)} players from {period.ratings_from}"
                if period.ratings_from
                else "ratings as in the event's file (no --fide-list for this month)"
            )
            typer.echo(
                f"{path}: {year}-{month:02d}: rounds {rounds} of the event (1-"
                f"{len(period.rounds)} here), {period.games} games, {t.start_date} to "
                f"{t.end_date}; {ratings}"
            )
        for year, month in sorted(unused):
            typer.echo(f"note: no round in {year}-{month:02d}: its list was not used", err=True)
        return ExitCode.OK

    raise typer.Exit(guarded(body))


def _lists(given: list[str], t: Tournament) -> dict[tuple[int, int], FideList]:
    """Each ``[YYYY-MM=]LIST`` read for the file's FIDE ids, by month."""
    from trfcheck.rating.fidelist import ListError, read_fide_list
    from trfcheck.rating.listcheck import list_month

    out = {}
    for item in given:
        month_text, _, path_text = item.rpartition("=")
        path = Path(path_text)
        month = _month(month_text) if month_text else list_month(path.name)
        if month is None:
            raise CommandError(
                ExitCode.USAGE,
                f"--fide-list {item}: its month is not in its name: write YYYY-MM={item}",
            )
        try:
            out[month] = read_fide_list(path, [p.fide_id for p in t.players])
        except (OSError, ListError) as error:
            raise CommandError(
                ExitCode.BAD_INPUT, f"{path}: cannot read the list: {error}"
            ) from None
    return out


def _month(text: str) -> tuple[int, int]:
    try:
        year, month = (int(x) for x in text.split("-"))
    except ValueError:
        raise CommandError(ExitCode.USAGE, f"--fide-list {text}=: expected YYYY-MM") from None
    if not 1 <= month <= 12:
        raise CommandError(ExitCode.USAGE, f"--fide-list {text}=: no month {month}")
    return year, month


def register(app: typer.Typer) -> None:
    """Add ``split`` to the application."""
    app.command("split")(split_command)
