"""``trfcheck norms FILE --paperwork DIR``: the norm paperwork of the event written as
``DIR/<name>.paperwork.json`` and ``DIR/<name>.paperwork.html`` (``report.paperwork``:
FIDE's IT1 per norm met and IT3 for the event, the audit of the file attached)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import TYPE_CHECKING, Annotated

import typer

from trfcheck.cli.outcome import CommandError, ExitCode

if TYPE_CHECKING:
    from trfcheck.ruleset import Ruleset
    from trfcheck.titles import NormReport
    from trfcheck.trf import Loaded

__all__ = ["PaperworkOption", "write_paperwork"]

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
    folder: Path, source: Path, loaded: Loaded, ruleset: Ruleset, report: NormReport
) -> tuple[Path, Path]:
    """Audit the file, build the paperwork of ``report`` and write its two files."""
    from trfcheck.rating.facts import rating_facts
    from trfcheck.report.paperwork import paperwork_data, paperwork_html
    from trfcheck.trf.header import header_records
    from trfcheck.trf.io import write_atomically
    from trfcheck.verify.audit import audit

    t = loaded.tournament
    checked = audit(t, ruleset, findings=(*loaded.findings, *rating_facts(loaded)))
    data = paperwork_data(str(source), t, header_records(loaded.document), report, checked)
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
