"""Helpers shared by the commands: loading input (``open_input``: the file as an
``Event``), reporting findings, writing output
(``write_output`` is ``output.write_output``, re-exported).

Exit codes and the mapping of exceptions to them are in ``outcome``; the options several
commands share are in ``options``.
"""

from __future__ import annotations

import sys
from collections import Counter
from collections.abc import Iterable
from pathlib import Path

import typer

from trfcheck.cli.outcome import CommandError, ExitCode
from trfcheck.cli.output import write_output
from trfcheck.event import Event, open_event
from trfcheck.ruleset import Overrides, UnknownRules
from trfcheck.trf import Finding, Loaded, Severity, read_file, read_stream
from trfcheck.trf.encoding import known_encoding

__all__ = [
    "STDIN_NAME",
    "exit_code",
    "load_input",
    "open_input",
    "report_findings",
    "write_output",
]

#: The name standard input (``-``) goes by in every message.
STDIN_NAME = "<stdin>"

MAX_PER_CODE = 25  # findings printed per code before a summary line


def load_input(path: Path, *, strict: bool = False, encoding: str | None = None) -> Loaded:
    """Read a TRF or trfcheck JSON file (``-``: standard input); CommandError: exit 3 if it
    cannot be opened or is a CSV file (an output format), exit 2 for an unknown
    ``--encoding``."""
    if encoding is not None:
        try:
            known_encoding(encoding)
        except LookupError:
            raise CommandError(
                ExitCode.USAGE, f"--encoding {encoding}: not an encoding Python knows"
            ) from None
    if str(path) == "-":
        return read_stream(sys.stdin.buffer, STDIN_NAME, strict=strict, encoding=encoding)
    if path.suffix.lower() == ".csv":  # convert --to csv writes it; nothing reads it back
        raise CommandError(
            ExitCode.BAD_INPUT,
            f"{path}:1:1: error: expected TRF, trfcheck JSON or Swiss-Manager (.tunx), "
            "found CSV: CSV is an output format only (convert --to csv)",
        )
    try:
        return read_file(path, strict=strict, encoding=encoding)
    except IsADirectoryError:
        raise CommandError(ExitCode.BAD_INPUT, f"{path}: is a directory, not a file") from None
    except OSError as error:
        raise CommandError(ExitCode.BAD_INPUT, f"{path}: cannot read: {error.strerror}") from None


def open_input(
    path: Path,
    overrides: Overrides | None = None,
    *,
    strict: bool = False,
    encoding: str | None = None,
) -> Event:
    """The event of a TRF or trfcheck JSON file (``-``: standard input), read once
    (``load_input``: its errors) with its rules resolved once under ``overrides``
    (``event.open_event``); CommandError: exit 2 for an unknown name in ``overrides``."""
    loaded = load_input(path, strict=strict, encoding=encoding)
    try:
        return open_event(loaded, overrides)
    except UnknownRules as error:
        raise CommandError(ExitCode.USAGE, str(error)) from None


def report_findings(findings: Iterable[Finding]) -> None:
    """Print findings to stderr (at most MAX_PER_CODE per code) and a one-line summary."""
    shown: Counter[str] = Counter()
    hidden: Counter[str] = Counter()
    severities: Counter[Severity] = Counter()
    for finding in findings:
        severities[finding.severity] += 1
        shown[finding.code] += 1
        if shown[finding.code] <= MAX_PER_CODE:
            typer.echo(str(finding), err=True)
        else:
            hidden[finding.code] += 1
    for code, count in sorted(hidden.items()):
        typer.echo(f"... and {count} more {code} findings", err=True)
    if severities:
        parts = [
            f"{severities[s]} {s}{'s' if severities[s] != 1 and s is not Severity.INFO else ''}"
            for s in Severity
            if severities[s]
        ]
        typer.echo("trfcheck: " + ", ".join(parts), err=True)


def exit_code(findings: Iterable[Finding], exit_zero: bool = False) -> ExitCode:
    """1 if any finding is an error, else 0; always 0 with ``exit_zero`` (``--exit-zero``:
    the command wrote its output, and the errors were said)."""
    has_error = any(f.severity is Severity.ERROR for f in findings)
    return ExitCode.FINDINGS if has_error and not exit_zero else ExitCode.OK
