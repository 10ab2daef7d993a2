"""Helpers shared by the commands: loading input, reporting findings, writing output.

Exit codes and the mapping of exceptions to them are in ``outcome``; the options several
commands share are in ``options``.
"""

from __future__ import annotations

import os
import sys
from collections import Counter
from collections.abc import Iterable
from pathlib import Path

import typer

from trfcheck.cli.outcome import CommandError, ExitCode
from trfcheck.trf import Finding, Loaded, Severity, read_file, write_atomically

__all__ = [
    "exit_code",
    "load_input",
    "report_findings",
    "write_output",
]

MAX_PER_CODE = 25  # findings printed per code before a summary line


def load_input(path: Path, *, strict: bool = False) -> Loaded:
    """Read a TRF or trfcheck JSON file; CommandError (exit 3) if it cannot be opened."""
    if str(path) == "-":
        from trfcheck.trf import read

        return read(sys.stdin.buffer.read(), "<stdin>", strict=strict)
    try:
        return read_file(path, strict=strict)
    except IsADirectoryError:
        raise CommandError(ExitCode.BAD_INPUT, f"{path}: is a directory, not a file") from None
    except OSError as error:
        raise CommandError(ExitCode.BAD_INPUT, f"{path}: cannot read: {error.strerror}") from None


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
            f"{severities[s]} {s}{'s' if severities[s] != 1 else ''}"
            for s in Severity
            if severities[s]
        ]
        typer.echo("trfcheck: " + ", ".join(parts), err=True)


def exit_code(findings: Iterable[Finding]) -> ExitCode:
    """1 if any finding is an error, else 0."""
    has_error = any(f.severity is Severity.ERROR for f in findings)
    return ExitCode.FINDINGS if has_error else ExitCode.OK


def _same_file(a: Path, b: Path) -> bool:
    try:
        return a.exists() and b.exists() and os.path.samefile(a, b)
    except OSError:
        return a.resolve() == b.resolve()


def write_output(output: Path | None, data: bytes, inputs: Iterable[Path] = ()) -> None:
    """Write ``data`` to ``output`` atomically, or to stdout when ``output`` is None or ``-``.

    Raises CommandError (exit 2) if ``output`` is one of the input files.
    """
    if output is None or str(output) == "-":
        sys.stdout.flush()
        sys.stdout.buffer.write(data)
        sys.stdout.buffer.flush()
        return
    for source in inputs:
        if str(source) != "-" and (
            _same_file(output, source) or output.resolve() == source.resolve()
        ):
            raise CommandError(
                ExitCode.USAGE, f"{output}: refusing to overwrite the input file; choose another -o"
            )
    try:
        write_atomically(output, data)
    except OSError as error:
        raise CommandError(
            ExitCode.WRITE_FAILED, f"{output}: cannot write: {error.strerror}"
        ) from None
