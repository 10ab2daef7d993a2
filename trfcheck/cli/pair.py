"""``trfcheck pair IN [--system S] [--edition E] [--round N] [--ahead]
[--format text|json|trf] [-o OUT]``."""

from __future__ import annotations

import enum
from pathlib import Path
from typing import Annotated

import typer

from trfcheck.cli.common import exit_code, load_input, report_findings, write_output
from trfcheck.cli.options import (
    EditionOption,
    EncodingOption,
    MaxiOption,
    SourceArgument,
    SystemOption,
    WideOption,
    overrides,
)
from trfcheck.cli.outcome import CommandError, ExitCode, guarded
from trfcheck.pairers.core.state import rounds_paired
from trfcheck.pairers.next_round import may_pair_next, pair_round
from trfcheck.pairers.registry import rules_for
from trfcheck.report.pairing import render_json, render_text
from trfcheck.report.tables import WIDTH, wrap
from trfcheck.ruleset import Ruleset, System, is_swiss_team
from trfcheck.trf import Severity, dumpb
from trfcheck.trf.checks import with_points
from trfcheck.trf.document import Document
from trfcheck.trf.model import Tournament
from trfcheck.verify.rules.crosstable import for_event

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
    wide: WideOption = False,
    output: Annotated[
        Path | None,
        typer.Option("-o", "--output", metavar="FILE", help="Output file (default: stdout)."),
    ] = None,
    encoding: EncodingOption = None,
) -> None:
    """Pair the next round (or re-pair round N from the rounds before it)."""

    def body() -> ExitCode:
        loaded = load_input(source, encoding=encoding)
        t = loaded.tournament
        ruleset = rules_for(t, overrides(system, edition, maxi=maxi))
        findings = for_event(loaded.findings, ruleset.team.value)
        errors = [f for f in findings if f.severity is Severity.ERROR]
        report_findings(errors)
        if maxi is not None and ruleset.system.value is not System.LIM:
            raise CommandError(
                ExitCode.USAGE,
                f"--maxi applies to the Lim system only, not {ruleset.system.value}",
            )
        described = [f"trfcheck: {line}" for line in ruleset.describe()]
        for line in wrap(described, width=None if wide else WIDTH):
            typer.echo(line, err=True)
        if ruleset.system.value is System.TEAM:
            if not is_swiss_team(t, ruleset):
                raise CommandError(
                    ExitCode.UNSUPPORTED,
                    f"a team event that is not a team Swiss ({ruleset.system.reason}; no 192 "
                    "team Swiss code): trfcheck pairs the Swiss Team System (C.04.6) only; "
                    "--system team pairs it as one",
                )
            if not ahead and (round_no is None or round_no == rounds_paired(t) + 1):
                may_pair_next(t, rounds_paired(t) + 1)
            done = _pair_team(loaded.document, t, ruleset, round_no, fmt, output, source)
            return max(done, exit_code(errors))
        pairing = pair_round(t, ruleset, round_no, ahead=ahead)
        if fmt is PairFormat.TRF:
            if pairing.round_no <= rounds_paired(t):
                raise CommandError(
                    ExitCode.USAGE,
                    f"--format trf writes a new round; round {pairing.round_no} is already "
                    "in the file (use text or json to re-pair it)",
                )
            paired = with_points(t, t.with_round(pairing.round_no, pairing.entries()))
            data = dumpb(paired, loaded.document)
        elif fmt is PairFormat.JSON:
            data = render_json(pairing, ruleset).encode()
        else:
            data = render_text(t, pairing, None if wide else WIDTH).encode()
        write_output(output, data, [source])
        return exit_code(errors)  # the pairing is written; errors in its input are said

    raise typer.Exit(guarded(body))


def _pair_team(
    document: Document | None,
    t: Tournament,
    ruleset: Ruleset,
    round_no: int | None,
    fmt: PairFormat,
    output: Path | None,
    source: Path,
) -> ExitCode:
    """C.04.6: the team matches of the round (library: ``pairers.team.pair_team_round``)."""
    from trfcheck.pairers.team import pair_team_round
    from trfcheck.report.pairing import render_team_json, render_team_text

    try:
        pairing = pair_team_round(t, round_no)
    except ValueError as error:
        raise CommandError(ExitCode.USAGE, str(error)) from None
    if fmt is PairFormat.TRF:
        if pairing.round_no <= t.rounds_played:
            raise CommandError(
                ExitCode.USAGE,
                f"--format trf writes a new round; round {pairing.round_no} is already in the file",
            )
        data = dumpb(t.with_round(pairing.round_no, pairing.entries(t)), document)
    elif fmt is PairFormat.JSON:
        data = render_team_json(pairing, ruleset).encode()
    else:
        data = render_team_text(t, pairing).encode()
    write_output(output, data, [source])
    return ExitCode.OK


def register(app: typer.Typer) -> None:
    """Add ``pair`` to the application."""
    app.command("pair")(pair)
