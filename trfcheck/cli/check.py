"""``trfcheck check IN... [--system S] [--edition E] [--format text|json] [--jobs N]``;
``trfcheck IN``.

Files are checked in ``--jobs`` processes (default: every core); the reports come out in
the order of the inputs whatever the number of jobs, then a table per file and a table of
totals (files, rounds, discrepant rounds, findings, time). A file that cannot be read is
reported on stderr and the others are still checked; the exit code is the highest of the
files' codes (``outcome.ExitCode``).
"""

from __future__ import annotations

import enum
import json
import time
from dataclasses import dataclass, field
from functools import partial
from pathlib import Path
from typing import Annotated

import typer

from trfcheck.cli.batch import Progress, default_jobs, ordered
from trfcheck.cli.common import load_input
from trfcheck.cli.options import (
    EditionOption,
    MaxiOption,
    SystemOption,
    TiebreakEditionOption,
    overrides,
)
from trfcheck.cli.outcome import CommandError, ExitCode, classify, guarded
from trfcheck.pairers.registry import rules_for
from trfcheck.report.json import audit_json
from trfcheck.report.text import audit_text, summary_table, totals_table
from trfcheck.ruleset import Overrides, check_overrides
from trfcheck.verify.audit import Audit, audit
from trfcheck.verify.rules import PairingsFileError, PublishedPairing, read_pairings

__all__ = ["CheckFormat", "CheckOptions", "FileCheck", "check_file", "register"]


class CheckFormat(enum.StrEnum):
    """Outputs of ``check``."""

    TEXT = "text"
    JSON = "json"


def _inputs(paths: list[Path]) -> list[Path]:
    out: list[Path] = []
    for path in paths:
        if path.is_dir():
            out.extend(sorted(p for p in path.rglob("*") if p.suffix.lower() in (".trf", ".json")))
        else:
            out.append(path)
    return out


@dataclass(frozen=True, slots=True)
class CheckOptions:
    """What every file of a batch is checked with."""

    overrides: Overrides = field(default_factory=Overrides)
    pairing: PublishedPairing | None = None


@dataclass(frozen=True, slots=True)
class FileCheck:
    """The audit of one file, or why there is none (``code`` and ``message``)."""

    path: str
    result: Audit | None
    code: ExitCode = ExitCode.OK
    message: str = ""
    seconds: float = 0.0


def check_file(path: Path, options: CheckOptions) -> FileCheck:
    """Audit one file; every failure becomes data (it runs in a worker process)."""
    started = time.perf_counter()
    try:
        loaded = load_input(path)
        ruleset = rules_for(loaded.tournament, options.overrides)
        result = audit(
            loaded.tournament, ruleset, findings=loaded.findings, pairing=options.pairing
        )
    except Exception as error:  # reported by the parent, in input order
        code, message = classify(error)
        return FileCheck(str(path), None, code, message, time.perf_counter() - started)
    return FileCheck(str(path), result, seconds=time.perf_counter() - started)


def _pairing_list(path: Path | None) -> PublishedPairing | None:
    if path is None:
        return None
    try:
        return read_pairings(path)
    except OSError as error:
        raise CommandError(ExitCode.BAD_INPUT, f"{path}: cannot read: {error.strerror}") from None
    except PairingsFileError as error:
        raise CommandError(ExitCode.BAD_INPUT, str(error)) from None


def check(
    sources: Annotated[list[Path], typer.Argument(help="TRF or JSON files, or folders of them.")],
    system: SystemOption = None,
    edition: EditionOption = None,
    tiebreak_edition: TiebreakEditionOption = None,
    fmt: Annotated[CheckFormat, typer.Option("--format", help="Output format.")] = CheckFormat.TEXT,
    pairings: Annotated[
        Path | None,
        typer.Option("--pairings", help="A published pairing list (CSV or JSON) to check."),
    ] = None,
    jobs: Annotated[
        int | None,
        typer.Option("--jobs", "-j", min=1, help="Processes (default: all cores)."),
    ] = None,
    maxi: MaxiOption = None,
) -> None:
    """Re-pair every round from the rounds before it, check the rules, report what differs."""

    def body() -> ExitCode:
        rules = check_overrides(overrides(system, edition, tiebreak_edition, maxi))
        options = CheckOptions(rules, _pairing_list(pairings))
        paths = _inputs(sources)
        progress = Progress(len(paths), "checking")
        started = time.monotonic()
        worst = ExitCode.OK
        results: list[tuple[str, Audit]] = []
        work = partial(check_file, options=options)
        for done in ordered(work, paths, jobs or default_jobs(), progress):
            progress.clear()
            worst = max(worst, _report(done, fmt, results))
            progress.draw()
        progress.clear()
        if fmt is CheckFormat.TEXT and (results or not paths):
            typer.echo("\n" + summary_table(results), nl=False)
            typer.echo("\n" + totals_table(results, time.monotonic() - started), nl=False)
        return worst

    raise typer.Exit(guarded(body))


def _report(done: FileCheck, fmt: CheckFormat, results: list[tuple[str, Audit]]) -> ExitCode:
    """Print one file's report (or its failure on stderr); its exit code."""
    if done.result is None:
        typer.echo(f"trfcheck: {done.message}", err=True)
        return done.code
    results.append((done.path, done.result))
    if fmt is CheckFormat.JSON:
        typer.echo(json.dumps(audit_json(done.path, done.result)))
    else:
        typer.echo(audit_text(done.path, done.result), nl=False)
    failed = done.result.discrepant or done.result.errors
    return ExitCode.FINDINGS if failed else ExitCode.OK


def register(app: typer.Typer) -> None:
    """Add ``check`` to the application."""
    app.command("check")(check)
