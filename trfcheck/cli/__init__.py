"""The trfcheck command line (Typer). Each command is its own module with ``register(app)``.

``trfcheck FILE`` means ``trfcheck check FILE`` (and ``trfcheck -`` reads standard input):
the application's click group (``DefaultCommandGroup``) inserts the default command when the
first argument is neither a command nor an option, the supported way to extend click's
command resolution. ``--version`` / ``trfcheck version`` print the version; ``-h`` is
``--help``.
"""

from __future__ import annotations

import functools
import importlib
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import Annotated, Any

import typer
from typer.core import TyperGroup

from trfcheck import __version__
from trfcheck.cli.outcome import ExitCode

__all__ = [
    "COMMAND_MODULES",
    "DefaultCommandGroup",
    "app",
    "click_command",
    "main",
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
)
DEFAULT_COMMAND = "check"


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


class DefaultCommandGroup(TyperGroup):
    """A click group whose default command is ``check``: ``trfcheck FILE`` checks FILE."""

    def parse_args(self, ctx: Any, args: list[str]) -> list[str]:  # click's Context
        return super().parse_args(ctx, with_default_command(args, set(self.commands)))


app = typer.Typer(
    name="trfcheck",
    cls=DefaultCommandGroup,
    help="Read, pair, verify and convert FIDE Tournament Report Files (TRF).\n\n"
    "trfcheck FILE is short for trfcheck check FILE.",
    no_args_is_help=True,
    add_completion=False,
    pretty_exceptions_enable=False,
    rich_markup_mode=None,
    context_settings={"help_option_names": ["-h", "--help"]},
)


def _print_version(value: bool) -> None:
    if value:
        typer.echo(f"trfcheck {__version__}")
        raise typer.Exit(ExitCode.OK)


@app.callback()
def _root(
    version: Annotated[
        bool,
        typer.Option(
            "--version",
            callback=_print_version,
            is_eager=True,
            help="Print the version and exit.",
        ),
    ] = False,
) -> None:
    """Read, pair, verify and convert FIDE Tournament Report Files (TRF)."""


def version_command() -> None:
    """Print the version."""
    typer.echo(f"trfcheck {__version__}")


def _register_commands() -> None:
    for name in COMMAND_MODULES:
        importlib.import_module(f"{__name__}.{name}").register(app)
    app.command("version")(version_command)


_register_commands()


def command_names() -> set[str]:
    """Names of the registered commands."""
    names = set()
    for info in app.registered_commands:
        callback = info.callback
        names.add(info.name or (callback.__name__.replace("_", "-") if callback else ""))
    return names


@functools.cache
def click_command() -> Any:
    """The click command of ``app``, built once (typer rebuilds it on every ``app()`` call,
    about 60 ms: the persistent candidate, ``endorse serve``, runs many commands)."""
    return typer.main.get_command(app)


def main(argv: Sequence[str] | None = None) -> Any:
    """Console entry point (``trfcheck``); exits with a documented code, never a traceback."""
    args = list(sys.argv[1:] if argv is None else argv)
    try:
        click_command()(args=args, prog_name="trfcheck")
    except SystemExit:
        raise
    except KeyboardInterrupt:
        sys.exit(130)
    except Exception as error:  # the CLI boundary: never a traceback
        typer.echo(f"trfcheck: internal error ({type(error).__name__}: {error})", err=True)
        sys.exit(ExitCode.BAD_INPUT)
