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
    ExitZeroOption,
    MaxiOption,
    ReadingOption,
    SourceArgument,
    SystemOption,
    WideOption,
    overrides,
)
from trfcheck.cli.outcome import CommandError, ExitCode, guarded
from trfcheck.cli.output import refuse_input
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
    exit_zero: ExitZeroOption = False,
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
        _usage_first(event.rounds_paired, round_no, fmt, output, source)
        if fmt is not PairFormat.JSON:  # the JSON carries the rules; stderr stays quiet
            described = [f"trfcheck: {line}" for line in ruleset.describe()]
            for line in wrap(described, width=None if wide else WIDTH):
                typer.echo(line, err=True)
        pairing = event.pair(round_no, ahead=ahead)
        if fmt is PairFormat.TRF:
            data = dumpb(pairing.written(t), event.document)
        elif fmt is PairFormat.JSON:
            data = pairing_json(pairing, ruleset).encode()
        else:
            data = pairing_text(pairing, t, None if wide else WIDTH).encode()
        write_output(output, data, [source])
        return exit_code(errors, exit_zero)  # the pairing is written; errors in its input are said

    raise typer.Exit(guarded(body))


def _usage_first(
    paired: int, round_no: int | None, fmt: PairFormat, output: Path | None, source: Path
) -> None:
    """The usage errors, said before the rules applied: a round that is neither paired nor
    the next one, a round already in the file for ``--format trf``, the input as ``-o``."""
    target = round_no if round_no is not None else paired + 1
    if not 1 <= target <= paired + 1:
        raise CommandError(
            ExitCode.USAGE, f"round {target}: expected a round from 1 to {paired + 1}"
        )
    if fmt is PairFormat.TRF and target <= paired:
        raise CommandError(
            ExitCode.USAGE,
            f"--format trf writes a new round; round {target} is already "
            "in the file (use text or json to re-pair it)",
        )
    refuse_input(output, [source])


def register(app: typer.Typer) -> None:
    """Add ``pair`` to the application."""
    app.command("pair")(pair)
