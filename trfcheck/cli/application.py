"""The Typer application: the root options, the commands of ``COMMAND_MODULES`` and the
default command (``trfcheck FILE`` is ``trfcheck check FILE``).

Imported by ``trfcheck.cli.main`` only when a command runs (``trfcheck --version`` answers
without it: typer alone takes longer to import than the version takes to print). The
commands are loaded when they are named: ``trfcheck check FILE`` imports the module
``trfcheck.cli.check`` and builds the click command of ``check`` only, and each command
module imports what its command uses inside the command (tests/cli/test_imports.py). A
command's name is its module's name; ``--help`` and any other name load them all, in the
order Typer gives them (the commands in module order, ``version``, then the groups).
"""

from __future__ import annotations

import contextlib
import difflib
import functools
import gc
import importlib
from collections.abc import Iterator
from pathlib import Path
from typing import Annotated, Any

import typer
from typer.core import TyperGroup
from typer.main import get_group

from trfcheck import __version__
from trfcheck.cli import COMMAND_MODULES, with_default_command
from trfcheck.cli.outcome import CommandError, ExitCode, error_text
from trfcheck.cli.output import refuse_overlaps
from trfcheck.cli.terminal import safe_terminal
from trfcheck.compiled import version_line

__all__ = ["DefaultCommandGroup", "app", "click_command", "command_names", "version_command"]


#: The settings every command is built with (the application's and each module's).
_SETTINGS: dict[str, Any] = {
    "add_completion": False,
    "pretty_exceptions_enable": False,
    "rich_markup_mode": None,
}


@functools.cache
def _module_commands(module: str) -> tuple[tuple[str, Any], ...]:
    """The click commands (and groups) that ``trfcheck.cli.MODULE`` registers, built as
    Typer builds them for the whole application, once per process."""
    commands = typer.Typer(**_SETTINGS)
    importlib.import_module(f"trfcheck.cli.{module}").register(commands)
    built = tuple(get_group(commands).commands.items())
    for name, command in built:
        _summarise(command, name)
    return built


#: Each command's line in ``trfcheck --help`` (and ``trfcheck endorse --help``), whole:
#: click cuts a docstring's first sentence at the width left ("check the...").
SUMMARIES = {
    "check": "Audit a tournament: re-pair every round, check the file.",
    "pair": "Pair the next round, or re-pair round N.",
    "convert": "Convert a tournament to TRF16, TRF-2026, JSON or CSV.",
    "show": "Print the standings and the crosstable.",
    "standings": "Standings with a column per tie-break (C.07).",
    "generate": "Write random tournaments paired by trfcheck.",
    "rating": "The rating change of each player (B.02).",
    "norms": "Title norms (GM, IM, WGM, WIM) of each player (B.01).",
    "version": "Print the version.",
    "endorse": "The FIDE endorsement run against another pairing program.",
    "endorse run": "Run (or resume) the endorsement run in --workdir.",
    "endorse report": "Write the run's summary.json and report.html again.",
    "endorse classify": "Classify one discrepancy of a run.",
    "endorse serve": "Answer candidate calls on a pipe (--candidate-server).",
}


def _summarise(command: Any, name: str) -> None:
    """Give ``command`` (and a group's subcommands) its whole summary: ``SUMMARIES``, else
    its help's first sentence."""
    if not getattr(command, "short_help", None):
        first = (command.help or "").strip().split("\n\n")[0].replace("\n", " ")
        command.short_help = SUMMARIES.get(name) or first.split(". ")[0].rstrip(".") + "."
    for sub, child in getattr(command, "commands", {}).items():
        _summarise(child, f"{name} {sub}")


@contextlib.contextmanager
def _plausible_hints() -> Iterator[None]:
    """An unknown option's "Possible options" keep only what its user may have meant: a
    typo of it (``--sytem``: ``--system``) or a name that contains it or that it contains
    (``--edition``: ``--tiebreak-edition``); click's close matches also offer names that
    merely look alike (``--edition``: ``--encoding``, ``--exemption``)."""
    try:
        yield
    except Exception as error:  # click's NoSuchOption, as the Typer in use vendors it
        if not hasattr(error, "possibilities") or not hasattr(error, "option_name"):
            raise
        wanted = str(error.option_name).lstrip("-")

        def plausible(name: str) -> bool:
            other = name.lstrip("-")
            close = difflib.SequenceMatcher(None, wanted, other).ratio() >= 0.8
            return close or (bool(wanted) and (wanted in other or other in wanted))

        kept = [p for p in error.possibilities or () if plausible(p)]
        error.possibilities = kept or None
        raise


class DefaultCommandGroup(TyperGroup):
    """A click group whose default command is ``check``: ``trfcheck FILE`` checks FILE;
    the commands of ``COMMAND_MODULES`` are loaded when they are named."""

    def main(self, *args: Any, **kwargs: Any) -> Any:
        """As click runs it, with stdout and stderr made safe for a terminal
        (``cli.terminal``: no control or bidi character from an input reaches them)."""
        with safe_terminal():
            return super().main(*args, **kwargs)

    def parse_args(self, ctx: Any, args: list[str]) -> list[str]:  # click's Context
        with _plausible_hints():
            return super().parse_args(ctx, with_default_command(args, command_names()))

    def invoke(self, ctx: Any) -> Any:
        with _plausible_hints():
            return super().invoke(ctx)

    def get_command(self, ctx: Any, cmd_name: str) -> Any:
        if cmd_name not in self.commands:
            if cmd_name in COMMAND_MODULES:
                self.commands.update(_module_commands(cmd_name))
            else:  # a command whose name is not its module's, or none at all
                self._load_all()
        return super().get_command(ctx, cmd_name)

    def resolve_command(self, ctx: Any, args: list[str]) -> Any:
        """As click resolves it; then the collector, which ``cli.main`` switched off while
        the command's modules were imported, is switched on again with what is alive
        frozen out of its sight (a process that did not switch it off is left as it is)."""
        resolved = super().resolve_command(ctx, args)
        _guard_outputs(resolved[1])
        if not gc.isenabled():
            gc.freeze()
            gc.enable()
        return resolved

    def list_commands(self, ctx: Any) -> list[str]:
        self._load_all()
        return super().list_commands(ctx)

    def _load_all(self) -> None:
        """Every module's commands, in Typer's order: the commands in module order,
        ``version`` (registered after them), then the groups."""
        built = [pair for module in COMMAND_MODULES for pair in _module_commands(module)]
        loaded = {name for name, _ in built}
        own = {name: c for name, c in self.commands.items() if name not in loaded}
        plain = [(n, c) for n, c in built if not isinstance(c, TyperGroup)]
        groups = [(n, c) for n, c in built if isinstance(c, TyperGroup)]
        self.commands.clear()
        self.commands.update([*plain, *own.items(), *groups])


def _guard_outputs(command: Any) -> None:
    """Make ``command`` refuse an output that names one of its inputs before it runs
    (``output.refuse_overlaps``: before any input is read), once per command object."""
    if command is None or getattr(command, "_outputs_guarded", False):
        return
    run = command.invoke

    def invoke(ctx: Any) -> Any:
        try:
            refuse_overlaps(_paths(command, ctx.params))
        except CommandError as error:
            typer.echo(error_text(error.message), err=True)
            raise typer.Exit(error.code) from None
        return run(ctx)

    command.invoke = invoke
    command._outputs_guarded = True


def _paths(command: Any, params: dict[str, Any]) -> dict[str, object]:
    """The values of ``command``'s path parameters (click's ``Path`` type, as Typer builds
    it for a ``pathlib.Path`` annotation) as paths."""
    out: dict[str, object] = {}
    for param in command.params:
        value = params.get(param.name)
        if value is None or not any(k.__name__.endswith("Path") for k in type(param.type).__mro__):
            continue
        values = value if isinstance(value, list | tuple) else None
        out[param.name] = [Path(v) for v in values] if values is not None else Path(value)
    return out


app = typer.Typer(
    name="trfcheck",
    cls=DefaultCommandGroup,
    help="Read, pair, verify and convert FIDE Tournament Report Files (TRF).\n\n"
    "trfcheck FILE is short for trfcheck check FILE.",
    no_args_is_help=True,
    context_settings={"help_option_names": ["-h", "--help"]},
    **_SETTINGS,
)


def _print_version(value: bool) -> None:
    if value:
        typer.echo(version_line(__version__))
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
    typer.echo(version_line(__version__))


app.command("version")(version_command)


def command_names() -> set[str]:
    """Names of the commands, known without loading them (a command is named after its
    module)."""
    return {*COMMAND_MODULES, "version"}


@functools.cache
def click_command() -> Any:
    """The click command of ``app``, built once (typer rebuilds it on every ``app()`` call,
    about 60 ms: the persistent candidate, ``endorse serve``, runs many commands)."""
    return typer.main.get_command(app)
