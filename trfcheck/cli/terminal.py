"""The one place where text bound for the terminal is made safe (README, "Exit codes").

Every command writes its report and its messages through ``sys.stdout`` and
``sys.stderr`` (``typer.echo``). While a command runs, both are wrapped in a
``TerminalStream`` that passes each piece of text through ``trf.diagnostics.terminal_text``:
a control character, DEL, a C1 control or a bidi control from any input (a tournament
name, a title, a zip member name, any field of any format) is written as its escape, so a
file cannot set the terminal's title, move its cursor or reorder what the arbiter reads.
Data written as bytes (``-o -``: a TRF, JSON or HTML file on standard output) is the
file's content and is written as it is, unless standard output is a terminal.
"""

from __future__ import annotations

import sys
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any, TextIO

from trfcheck.trf.diagnostics import terminal_text

__all__ = ["TerminalStream", "safe_terminal", "terminal_bytes"]


class TerminalStream:
    """A text stream whose writes are filtered by ``terminal_text``; everything else (the
    binary ``buffer``, ``encoding``, ``isatty``, ``flush``) is the wrapped stream's."""

    def __init__(self, stream: TextIO) -> None:
        self.wrapped = stream

    def write(self, text: str) -> int:
        if not isinstance(text, str):  # click probes with b"" for a binary stream
            raise TypeError("a TerminalStream takes text")
        return self.wrapped.write(terminal_text(text))

    def writelines(self, lines: Any) -> None:
        for line in lines:
            self.write(line)

    def __getattr__(self, name: str) -> Any:
        return getattr(self.wrapped, name)


@contextmanager
def safe_terminal() -> Iterator[None]:
    """``sys.stdout`` and ``sys.stderr`` filtered while the block runs (module notes)."""
    out, err = sys.stdout, sys.stderr
    sys.stdout = TerminalStream(out) if not isinstance(out, TerminalStream) else out
    sys.stderr = TerminalStream(err) if not isinstance(err, TerminalStream) else err
    try:
        yield
    finally:
        sys.stdout, sys.stderr = out, err


def terminal_bytes(data: bytes, stream: Any) -> bytes:
    """``data`` for ``stream``: filtered as text when it is a terminal, else as it is."""
    isatty = getattr(stream, "isatty", None)
    if isatty is None or not isatty():
        return data
    return terminal_text(data.decode("utf-8", "replace")).encode("utf-8")
