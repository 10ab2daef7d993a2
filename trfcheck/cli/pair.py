"""``trfcheck pair IN [--system S] [--edition E] [--round N] [--ahead]
[--format text|json|trf] [-o OUT]``."""

from __future__ import annotations

import enum
from pathlib import Path
from typing import Annotated

import typer

from trfcheck.cli.common import exit_code, open_input, report_findings, write_output
from trfcheck.cli.options import (
    EditionOption,
    EncodingOption,
    MaxiOption,
    ReadingOption,
    SourceArgument,
    SystemOption,
    WideOption,
    overrides,
)
from trfcheck.cli.outcome import CommandError, ExitCode, guarded
from trfcheck.pairers.next_round import pair_round
from trfcheck.report.pairing import pairing_json, pairing_text
from trfcheck.report.tables import WIDTH, wrap
from trfcheck.ruleset import System, check_overrides
from trfcheck.trf import Severity, dumpb

__all__ = ["PairFormat", "register"]


class PairFormat(enum.StrEnum):
    """Outputs of ``pair``."""

    TEXT = "text"
    JSON = "json"
    TRF = "trf"


def pair(
    source: SourceArgument,
    system: SystemOption = None,
    edition: EditionOption = None,
    round_no: Annotated[
        int | None,
        typer.Option("--round", metavar="N", help="Round to pair (default: the next one)."),
    ] = None,
    ahead: Annotated[
        bool,
        typer.Option(
            "--ahead",
            help="Pair even if the previous round has no results or the round is beyond "
            "the declared number of rounds.",
        ),
    ] = False,
    fmt: Annotated[PairFormat, typer.Option("--format", help="Output format.")] = PairFormat.TEXT,
    maxi: MaxiOption = None,
    reading: ReadingOption = None,
    wide: WideOption = False,
    output: Annotated[
        Path | None,
        typer.Option("-o", "--output", metavar="FILE", help="Output file (default: stdout)."),
    ] = None,
    encoding: EncodingOption = None,
) -> None:
    """Pair the next round (or re-pair round N from the rounds before it)."""

    def body() -> ExitCode:
        asked = check_overrides(overrides(system, edition, maxi=maxi, readings=reading))
        event = open_input(source, asked, encoding=encoding)
        t, ruleset = event.tournament, event.ruleset
        errors = [f for f in event.findings if f.severity is Severity.ERROR]
        report_findings(errors)
        if maxi is not None and ruleset.system.value is not System.LIM:
            raise CommandError(
                ExitCode.USAGE,
                f"--maxi applies to the Lim system only, not {ruleset.system.value}",
            )
        described = [f"trfcheck: {line}" for line in ruleset.describe()]
        for line in wrap(described, width=None if wide else WIDTH):
            typer.echo(line, err=True)
        pairing = pair_round(t, ruleset, round_no, ahead=ahead)
        if fmt is PairFormat.TRF:
            if pairing.round_no <= event.rounds_paired:
                raise CommandError(
                    ExitCode.USAGE,
                    f"--format trf writes a new round; round {pairing.round_no} is already "
                    "in the file (use text or json to re-pair it)",
                )
            data = dumpb(pairing.written(t), event.document)
        elif fmt is PairFormat.JSON:
            data = pairing_json(pairing, ruleset).encode()
        else:
            data = pairing_text(pairing, t, None if wide else WIDTH).encode()
        write_output(output, data, [source])
        return exit_code(errors)  # the pairing is written; errors in its input are said

    raise typer.Exit(guarded(body))


def register(app: typer.Typer) -> None:
    """Add ``pair`` to the application."""
    app.command("pair")(pair)
