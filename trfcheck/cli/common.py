"""Helpers shared by the commands: exit codes, loading input, reporting, atomic output.

Every command body runs inside ``guarded`` so that no exception reaches the
user as a traceback: bad input is reported as ``path:line:col: expected ...,
found ...`` with exit code 3, unsupported features with 4.
"""

from __future__ import annotations

import enum
import os
import sys
from collections import Counter
from collections.abc import Callable, Iterable
from pathlib import Path
from typing import Annotated

import typer

from trfcheck.trf import (
    Finding,
    Loaded,
    Severity,
    TrfError,
    TrfUnsupportedError,
    TrfWriteError,
    read_file,
    write_atomically,
)

__all__ = [
    "CommandError",
    "ExitCode",
    "MaxiOption",
    "exit_code",
    "guarded",
    "load_input",
    "report_findings",
    "write_output",
]

#: ``--maxi/--no-maxi`` of ``pair`` and ``check``: the Lim Maxi-tournament flag
#: (``pairers.lim.maxi.maxi_setting``; None: the file, else the 1988 definition).
MaxiOption = Annotated[
    bool | None,
    typer.Option(
        "--maxi/--no-maxi",
        help="Lim Maxi-tournament (default: the 192 marker, else more than 2**rounds players).",
    ),
]

MAX_PER_CODE = 25  # findings printed per code before a summary line


class ExitCode(enum.IntEnum):
    """Documented exit codes (README, "Exit codes")."""

    OK = 0  # clean
    FINDINGS = 1  # findings, discrepancies, or no valid pairing
    USAGE = 2  # bad command line
    BAD_INPUT = 3  # unreadable or invalid input file
    UNSUPPORTED = 4  # a feature trfcheck does not support


class CommandError(Exception):
    """A failure with a message for the user and the exit code to finish with."""

    def __init__(self, code: ExitCode, message: str) -> None:
        super().__init__(message)
        self.code = code
        self.message = message


def guarded(body: Callable[[], ExitCode]) -> ExitCode:
    """Run a command body; turn every exception into a message on stderr and an exit code."""
    try:
        return body()
    except CommandError as error:
        typer.echo(f"trfcheck: {error.message}", err=True)
        return error.code
    except (TrfUnsupportedError, TrfWriteError) as error:
        typer.echo(f"trfcheck: unsupported: {error}", err=True)
        return ExitCode.UNSUPPORTED
    except TrfError as error:
        typer.echo(f"trfcheck: {error}", err=True)
        return ExitCode.BAD_INPUT
    except BrokenPipeError:  # the reader of our output went away (e.g. `| head`)
        sys.stderr.close()
        return ExitCode.OK
    except MemoryError:
        typer.echo("trfcheck: input too large to process", err=True)
        return ExitCode.BAD_INPUT
    except Exception as error:  # the CLI boundary: never a traceback
        typer.echo(
            f"trfcheck: internal error ({type(error).__name__}: {error}); "
            "please report it with the input file",
            err=True,
        )
        return ExitCode.BAD_INPUT


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
            ExitCode.BAD_INPUT, f"{output}: cannot write: {error.strerror}"
        ) from None
