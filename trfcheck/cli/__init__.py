"""The trfcheck command line (Typer). Each command is its own module with ``register(app)``.

``trfcheck FILE`` means ``trfcheck check FILE``: Typer has no default command,
so ``main`` inserts ``check`` when the first argument is neither a command nor
an option.
"""

from __future__ import annotations

import importlib
import importlib.util
import sys
from collections.abc import Sequence

import typer

from trfcheck.cli.outcome import ExitCode

__all__ = ["COMMAND_MODULES", "app", "main", "with_default_command"]

app = typer.Typer(
    name="trfcheck",
    help="Read, pair, verify and convert FIDE Tournament Report Files (TRF).",
    no_args_is_help=True,
    add_completion=False,
    pretty_exceptions_enable=False,
    rich_markup_mode=None,
)

# Modules of trfcheck.cli that define commands, in the order of the help text. A
# module that does not exist yet is skipped; each defines ``register(app)``.
COMMAND_MODULES = ("check", "pair", "convert", "show", "generate")
DEFAULT_COMMAND = "check"


@app.callback()
def _root() -> None:
    """Read, pair, verify and convert FIDE Tournament Report Files (TRF)."""


def _register_commands() -> None:
    for name in COMMAND_MODULES:
        module_name = f"{__name__}.{name}"
        if importlib.util.find_spec(module_name) is None:
            continue
        importlib.import_module(module_name).register(app)


_register_commands()


def command_names() -> set[str]:
    """Names of the registered commands."""
    names = set()
    for info in app.registered_commands:
        callback = info.callback
        names.add(info.name or (callback.__name__.replace("_", "-") if callback else ""))
    return names


def with_default_command(argv: Sequence[str], commands: set[str]) -> list[str]:
    """``argv`` with ``check`` inserted when argv[0] is neither a command nor an option."""
    args = list(argv)
    if args and args[0] not in commands and not args[0].startswith("-"):
        return [DEFAULT_COMMAND, *args]
    return args


def main(argv: Sequence[str] | None = None) -> None:
    """Console entry point (``trfcheck``); exits with a documented code, never a traceback."""
    args = with_default_command(sys.argv[1:] if argv is None else argv, command_names())
    try:
        app(args=args, prog_name="trfcheck")
    except SystemExit:
        raise
    except KeyboardInterrupt:
        sys.exit(130)
    except Exception as error:  # the CLI boundary: never a traceback
        typer.echo(f"trfcheck: internal error ({type(error).__name__}: {error})", err=True)
        sys.exit(ExitCode.BAD_INPUT)
