"""The trfcheck command line (Typer). Each command is its own module with ``register(app)``.

``trfcheck FILE`` means ``trfcheck check FILE`` (and ``trfcheck -`` reads standard input):
the application's click group (``DefaultCommandGroup``) inserts the default command when the
first argument is neither a command nor an option, the supported way to extend click's
command resolution. ``--version`` / ``trfcheck version`` print the version, the build and
the matching core; ``-h`` is ``--help``.

This module imports neither typer nor any command: ``main`` answers ``trfcheck --version``
at once and loads the Typer application (``trfcheck.cli.application``: ``app``,
``click_command``, ``command_names``, ``DefaultCommandGroup``) for everything else; those
names are also importable from here, loaded on first use.
"""

from __future__ import annotations

import gc
import os
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from trfcheck.cli.application import (
        DefaultCommandGroup,
        app,
        click_command,
        command_names,
        version_command,
    )

__all__ = [
    "COMMAND_MODULES",
    "DefaultCommandGroup",
    "app",
    "click_command",
    "command_names",
    "main",
    "version_command",
    "with_default_command",
]

# Modules of trfcheck.cli that define commands, in the order of the help text; each
# defines ``register(app)``.
COMMAND_MODULES = (
    "check",
    "pair",
    "convert",
    "show",
    "standings",
    "generate",
    "endorse",
    "rating",
    "norms",
    "split",
    "serve",
)
DEFAULT_COMMAND = "check"

#: The names ``trfcheck.cli.application`` defines, loaded on first use (``__getattr__``).
_APPLICATION = {"DefaultCommandGroup", "app", "click_command", "command_names", "version_command"}

#: Command lines that print the version and nothing else (answered before typer is loaded).
_VERSION = (["--version"], ["version"])


def __getattr__(name: str) -> Any:
    if name in _APPLICATION:
        from trfcheck.cli import application

        return getattr(application, name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


def with_default_command(argv: Sequence[str], commands: set[str]) -> list[str]:
    """``argv`` with ``check`` inserted when argv[0] is neither a command nor an option
    (``-`` alone is a file: standard input). A word that names no file and has neither a
    folder nor an extension (``trfcheck frobnicate``) is left to be refused as an unknown
    command (exit 2), not read as a missing file."""
    args = list(argv)
    if not args or args[0] in commands:
        return args
    first = args[0]
    if first == "-":
        return [DEFAULT_COMMAND, *args]
    if first.startswith("-"):
        return args
    if not Path(first).exists() and "/" not in first and "." not in first:
        return args
    return [DEFAULT_COMMAND, *args]


def main(argv: Sequence[str] | None = None) -> Any:
    """Console entry point (``trfcheck``); exits with a documented code, never a traceback.

    ``trfcheck --version`` (and ``trfcheck version``) print what the Typer command prints,
    without importing typer (a fifth of a second of start-up otherwise)."""
    args = list(sys.argv[1:] if argv is None else argv)
    if args in _VERSION:
        from trfcheck import __version__
        from trfcheck.compiled import version_line

        print(version_line(__version__), flush=True)
        sys.exit(0)  # ExitCode.OK
    # The modules a command imports leave nothing for the cyclic collector to free: it would
    # only walk them again and again (8 % of a small check's instructions with the freeze
    # below, callgrind; README "Start-up"). It is switched on again,
    # with what is alive frozen out of its sight, once the command is resolved
    # (``application.DefaultCommandGroup.resolve_command``), or here at the latest.
    gc.disable()
    try:
        from trfcheck.cli.application import click_command

        click_command()(args=args, prog_name="trfcheck")
    except SystemExit:
        raise
    except KeyboardInterrupt:
        sys.exit(130)
    except MemoryError:  # over a limit set from outside (ulimit -v, trfcheck serve --memory)
        # the interpreter's own shutdown would need memory too: say it and leave at once
        gc.collect()
        sys.stderr.write("trfcheck: error: out of memory\n")
        sys.stderr.flush()
        os._exit(3)  # ExitCode.BAD_INPUT
    except Exception as error:  # the CLI boundary: never a traceback
        print(f"trfcheck: internal error ({type(error).__name__}: {error})", file=sys.stderr)
        sys.exit(3)  # ExitCode.BAD_INPUT
    finally:
        gc.enable()
