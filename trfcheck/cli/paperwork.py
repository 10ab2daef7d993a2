"""``trfcheck norms FILE --paperwork DIR``: the norm paperwork of the event written as
``DIR/<name>.paperwork.json`` and ``DIR/<name>.paperwork.html`` (``report.paperwork``:
FIDE's IT1 per norm met and IT3 for the event, the audit of the file attached); and
``--forecast``: the points each player in reach needs in the remaining rounds
(``verify.forecast``)."""

from __future__ import annotations

import json
from fractions import Fraction
from pathlib import Path
from typing import TYPE_CHECKING, Annotated

import typer

from trfcheck.cli.outcome import CommandError, ExitCode

if TYPE_CHECKING:
    from trfcheck.event import Event
    from trfcheck.titles import NormOptions, NormReport

__all__ = ["PaperworkOption", "print_forecast", "write_paperwork"]

PaperworkOption = Annotated[
    Path | None,
    typer.Option(
        "--paperwork",
        metavar="DIR",
        help="Write the norm paperwork (IT1 per norm met, IT3, the audit) as JSON and a "
        "printable HTML page into DIR.",
    ),
]


def write_paperwork(
    folder: Path, source: Path, event: Event, report: NormReport
) -> tuple[Path, Path]:
    """Audit the ``event`` (``verify.audit``, as ``trfcheck check`` does), build the
    paperwork of its norm ``report`` and write its two files."""
    from trfcheck.report.paperwork import paperwork_data, paperwork_html
    from trfcheck.trf.io import write_atomically
    from trfcheck.verify.audit import audit

    checked = audit(event)
    data = paperwork_data(str(source), event.tournament, event.records.header, report, checked)
    stem = source.stem if str(source) != "-" else "stdin"
    paths = (folder / f"{stem}.paperwork.json", folder / f"{stem}.paperwork.html")
    page = paperwork_html(data)
    try:
        folder.mkdir(parents=True, exist_ok=True)
        write_atomically(paths[0], (json.dumps(data, indent=1) + "\n").encode("utf-8"))
        write_atomically(paths[1], page.encode("utf-8"))
    except OSError as error:
        raise CommandError(
            ExitCode.WRITE_FAILED, f"{folder}: cannot write the paperwork: {error.strerror}"
        ) from None
    return paths


def print_forecast(event: Event, options: NormOptions, as_json: bool) -> ExitCode:
    """``norms --forecast``: the forecast of ``event`` under the norm ``options`` as text
    or JSON (``verify.forecast``); exit 1 when the file allows none."""
    from trfcheck.verify.forecast import ForecastError, forecast_norms

    t = event.tournament
    try:
        found = forecast_norms(event, options)
    except ForecastError as error:
        raise CommandError(ExitCode.FINDINGS, f"no forecast: {error}") from None
    if as_json:
        typer.echo(json.dumps({"forecast": [f.to_dict() for f in found]}, indent=1))
        return ExitCode.OK
    typer.echo(f"Norm forecast: {t.name}")
    if not found:
        typer.echo("no player can still make a norm")
    for f in found:
        opponents = f"against {', '.join(map(str, f.known))}" if f.known else "opponents not known"
        if f.unknown and f.known:
            opponents += f" and {f.unknown} not known"
        if f.strongest == f.weakest:
            need = f"{_points(f.strongest)} of the {f.remaining} remaining points"
        else:
            need = (
                f"{_points(f.strongest)} of the {f.remaining} remaining points against the "
                f"strongest players not met, {_points(f.weakest)} against the weakest"
            )
        typer.echo(
            f"{f.start_rank} {f.name}: {f.title.value} norm: {need} ({opponents}); "
            f"{_points(f.score)} so far"
        )
    typer.echo(
        "a forecast of the norm calculation on hypotheses (B.01 2024), not a verdict; the "
        "event's conditions (1.1) are those of trfcheck norms"
    )
    return ExitCode.OK


def _points(value: Fraction | None) -> str:
    if value is None:
        return "out of reach"
    return f"{float(value):g}"
