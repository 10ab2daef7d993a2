"""The one place that maps outcomes to exit codes (README, "Exit codes").

Every command body runs inside ``guarded``; a batch worker calls ``classify`` on the
exception of one file. So an exception type means the same exit code everywhere:

| code | meaning |
|---|---|
| 0 | clean (warnings may have been printed) |
| 1 | findings of severity error, discrepancies, or no valid pairing |
| 2 | usage error (bad option or value, an output path equal to the input) |
| 3 | unreadable or invalid input, or input that cannot be processed (no standings yet) |
| 4 | unsupported feature (system without engine, data the target format cannot hold) |
| 5 | an output could not be written |
"""

from __future__ import annotations

import enum
import re
import sys
from collections.abc import Callable

import typer

__all__ = ["CommandError", "ExitCode", "classify", "error_text", "guarded", "note_text"]


class ExitCode(enum.IntEnum):
    """Documented exit codes (README, "Exit codes")."""

    OK = 0  # clean
    FINDINGS = 1  # findings, discrepancies, or no valid pairing
    USAGE = 2  # bad command line
    BAD_INPUT = 3  # unreadable or invalid input file
    UNSUPPORTED = 4  # a feature trfcheck does not support
    WRITE_FAILED = 5  # an output could not be written


class CommandError(Exception):
    """A failure with a message for the user and the exit code to finish with."""

    def __init__(self, code: ExitCode, message: str) -> None:
        super().__init__(message)
        self.code = code
        self.message = message


def classify(error: BaseException) -> tuple[ExitCode, str]:
    """The exit code and the message for ``error``."""
    # imported here: every command imports this module, few of them fail
    from trfcheck.pairers.base import NoValidPairing, PairingError, UnsupportedRules
    from trfcheck.pairers.next_round import PairingRefused
    from trfcheck.ruleset import UnknownRules
    from trfcheck.trf import TrfError, TrfUnsupportedError, TrfWriteError

    if isinstance(error, CommandError):
        return error.code, error.message
    if isinstance(error, UnknownRules | PairingRefused):
        return ExitCode.USAGE, str(error)
    if isinstance(error, TrfUnsupportedError | TrfWriteError | UnsupportedRules):
        return ExitCode.UNSUPPORTED, f"unsupported: {error}"
    if isinstance(error, NoValidPairing):
        return ExitCode.FINDINGS, f"no valid pairing: {error}"
    if isinstance(error, PairingError):  # input the rules need is missing (Burstein: XXR)
        return ExitCode.BAD_INPUT, str(error)
    if isinstance(error, TrfError):
        return ExitCode.BAD_INPUT, str(error)
    if isinstance(error, MemoryError):
        return ExitCode.BAD_INPUT, "input too large to process (out of memory)"
    text = f"internal error ({type(error).__name__}: {error}); please report it with the input file"
    return ExitCode.BAD_INPUT, text


def guarded(body: Callable[[], ExitCode]) -> ExitCode:
    """Run a command body; turn every exception into a message on stderr and an exit code."""
    try:
        return body()
    except BrokenPipeError:  # the reader of our output went away (e.g. `| head`)
        sys.stderr.close()
        return ExitCode.OK
    except Exception as error:  # the CLI boundary: never a traceback
        code, message = classify(error)
        typer.echo(error_text(message), err=True)
        return code


#: A message that starts with a place in a file (``FILE:LINE[:COLUMN]:`` or ``FILE:0xOFFSET:``),
#: as compilers write.
_LOCATED = re.compile(r"^[^\s:][^:]*:(\d+(:\d+)?|0x[0-9A-Fa-f]+): ")


def error_text(message: str) -> str:
    """The message for stderr, every character printable (raw input never reaches the
    terminal). An error is a diagnostic: its first line is never wrapped, whatever the
    length of the paths it names (one diagnostic per line, for editors, ``grep`` and CI
    annotations). A message located in a file (``FILE:LINE[:COLUMN]: severity ...``) is
    left without the program's name, as compilers write it; others are
    ``trfcheck: MESSAGE``. The lines a message quotes under it are left as they are."""
    from trfcheck.trf.diagnostics import printable

    lines = [printable(line) for line in message.splitlines()] or [""]
    if not _LOCATED.match(message):
        lines[0] = f"trfcheck: {lines[0]}"
    return "\n".join(lines)


def note_text(note: str) -> str:
    """``trfcheck: note: NOTE`` for stderr: prose, wrapped to 80 columns like the report's
    notes (continuation lines indented); a word is never cut."""
    from trfcheck.report.tables import wrap
    from trfcheck.trf.diagnostics import printable

    return "\n".join(wrap(f"trfcheck: note: {printable(note)}".splitlines(), whole_words=True))
