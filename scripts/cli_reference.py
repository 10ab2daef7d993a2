"""The command-line reference, generated from the Typer application itself.

Walks the click command tree of ``trfcheck.cli.application`` (the commands, the groups and
their subcommands) and renders each command's ``--help`` text, as ``trfcheck CMD --help``
prints it at 80 columns, under a heading of its own. The documentation site calls this at
build time (``docs/hooks/cli_page.py`` fills the marker of ``docs/cli.md``), so the
reference cannot drift from ``--help``.

    python scripts/cli_reference.py    # print the reference (Markdown)
"""

from __future__ import annotations

import contextlib
import io
import os
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from trfcheck.cli.application import click_command

#: The text the hook replaces in docs/cli.md.
MARKER = "<!-- cli-reference -->"
WIDTH = 80


def _commands(command: Any, path: list[str], parent: Any) -> Iterator[tuple[list[str], str]]:
    """Each command below ``command`` (itself first) with its help text; a command's
    context is built as click builds it for ``--help`` (its own context settings)."""
    ctx = command.context_class(command, info_name=path[-1], parent=parent)
    yield path, _help(path)
    if hasattr(command, "list_commands"):  # a group (Typer's own click, not click's class)
        for name in command.list_commands(ctx):
            sub: Any = command.get_command(ctx, name)
            if sub is not None and not sub.hidden:
                yield from _commands(sub, [*path, name], ctx)


def _help(path: list[str]) -> str:
    """What ``trfcheck ... --help`` prints for the command at ``path``, 80 columns wide."""
    out = io.StringIO()
    os.environ["COLUMNS"] = str(WIDTH)
    with contextlib.redirect_stdout(out), contextlib.suppress(SystemExit):
        click_command().main([*path[1:], "--help"], prog_name=path[0], standalone_mode=False)
    return out.getvalue()


def reference() -> str:
    """Every command's help, as Markdown: a heading and a text block per command."""
    parts = []
    for path, text in _commands(click_command(), ["trfcheck"], None):
        level = "#" * min(len(path) + 1, 4)
        parts.append(f"{level} `{' '.join(path)}`\n\n```text\n{text.rstrip()}\n```\n")
    return "\n".join(parts)


if __name__ == "__main__":
    print(reference())
