"""``trfcheck convert IN --to trf|trf16|trf26|json|csv [-o OUT]``."""

from __future__ import annotations

import enum
from pathlib import Path
from typing import Annotated

import typer

from trfcheck.cli.common import exit_code, open_input, report_findings, write_output
from trfcheck.cli.options import EncodingOption, ExitZeroOption, SourceArgument
from trfcheck.cli.outcome import ExitCode, guarded, note_text
from trfcheck.cli.output import refuse_input
from trfcheck.trf import Dialect, Loaded, dumpb, to_json
from trfcheck.trf.convert import convert as convert_checked
from trfcheck.trf.csvio import to_csv

__all__ = ["OutputFormat", "convert", "register"]


class OutputFormat(enum.StrEnum):
    """Targets of ``convert``."""

    TRF = "trf"  # the document back, in its own dialect (byte for byte if unchanged)
    TRF16 = "trf16"  # canonical TRF16 (+ XX? extension lines)
    TRF26 = "trf26"  # canonical TRF-26
    JSON = "json"  # trf.schema.json
    CSV = "csv"  # one row per player


class LineEnding(enum.StrEnum):
    """Line endings for canonical output."""

    CRLF = "crlf"
    LF = "lf"
    CR = "cr"


_EOL = {LineEnding.CRLF: "\r\n", LineEnding.LF: "\n", LineEnding.CR: "\r"}


def converted(loaded: Loaded, to: OutputFormat, eol: LineEnding, allow_loss: bool = False) -> bytes:
    """The bytes of ``loaded`` in format ``to``; notes on dropped records go to stderr
    (``allow_loss``: also what a canonical TRF output leaves out, ``trf.convert``)."""
    t, doc = loaded.tournament, loaded.document
    match to:
        case OutputFormat.TRF if doc is not None:
            return dumpb(t, doc)
        case OutputFormat.TRF | OutputFormat.TRF16 | OutputFormat.TRF26:
            dialect = Dialect.TRF26 if to is OutputFormat.TRF26 else Dialect.TRF16
            rendered = convert_checked(loaded, dialect, _EOL[eol], allow_loss=allow_loss)
            kept = _tunx_banner(loaded) if dialect is Dialect.TRF16 else []
            for note in rendered.notes:
                if not (kept and "dropped: '###" in note):  # the banner is written below
                    typer.echo(note_text(note), err=True)
            return "".join(line + _EOL[eol] for line in kept).encode() + rendered.document.encode()
        case OutputFormat.JSON:
            return to_json(t, doc).encode("utf-8")
        case OutputFormat.CSV:
            return to_csv(t).encode("utf-8")


def _tunx_banner(loaded: Loaded) -> list[str]:
    """The ``###`` lines of a converted Swiss-Manager file (trf.tunx), which TRF16 output
    keeps at its top although its canonical form drops comments; empty for other input."""
    if (
        loaded.document is None
        or not loaded.findings
        or not any(f.code.startswith("TUNX") for f in loaded.findings)
    ):
        return []
    from trfcheck.trf.tunx import banner  # only for such input

    return banner(loaded.document)


def convert(
    source: SourceArgument,
    to: Annotated[OutputFormat, typer.Option("--to", help="Output format.")],
    output: Annotated[
        Path | None,
        typer.Option("-o", "--output", metavar="FILE", help="Output file (default: stdout)."),
    ] = None,
    strict: Annotated[
        bool, typer.Option("--strict", help="Refuse input with any warning or error (exit 3).")
    ] = False,
    eol: Annotated[
        LineEnding, typer.Option("--eol", help="Line endings of trf16/trf26 output.")
    ] = LineEnding.CRLF,
    encoding: EncodingOption = None,
    allow_loss: Annotated[
        bool,
        typer.Option(
            "--allow-loss",
            help="Write trf16/trf26 even when it cannot hold everything; list what is lost.",
        ),
    ] = False,
    exit_zero: ExitZeroOption = False,
) -> None:
    """Convert a tournament file; 'trf' writes it back unchanged in its own dialect."""

    def body() -> ExitCode:
        refuse_input(output, [source])  # a usage error before any note on the conversion
        event = open_input(source, strict=strict, encoding=encoding)
        data = converted(event.loaded, to, eol, allow_loss)
        findings = event.findings
        report_findings(findings)
        write_output(output, data, [source])
        return exit_code(findings, exit_zero)

    raise typer.Exit(guarded(body))


def register(app: typer.Typer) -> None:
    """Add ``convert`` to the application."""
    app.command("convert")(convert)
