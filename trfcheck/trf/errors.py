"""Errors of the TRF layer.

``TrfError`` is the one base exception of this package; Lark exceptions never
leave it. Problems that do not stop reading are ``Diagnostic`` values
(``trf.diagnostics``), collected in a list
(lenient by default; strict mode turns them into errors).
"""

from __future__ import annotations

from .diagnostics import Severity, printable

__all__ = [
    "Severity",
    "TrfError",
    "TrfSyntaxError",
    "TrfUnsupportedError",
    "TrfWriteError",
]


class TrfError(Exception):
    """Base of every error raised by ``trfcheck.trf``."""


class TrfSyntaxError(TrfError, ValueError):
    """The input cannot be read as TRF; prints on one line as ``path:line:col: error:
    expected X, found Y`` (``error CODE: message: expected ...`` for a finding that strict
    mode refuses), then the caret ``context``."""

    def __init__(
        self,
        expected: str,
        found: str,
        *,
        path: str = "",
        line: int = 1,
        column: int = 1,
        context: str = "",
        code: str = "",
        severity: str = "error",
        message: str = "",
    ) -> None:
        self.code = code
        self.severity = severity
        self.message = message
        self.expected = expected
        self.found = found
        self.path = path or "<input>"
        self.line = line
        self.column = column
        self.context = context
        super().__init__(str(self))

    def __str__(self) -> str:
        kind = f"{self.severity} {self.code}" if self.code else self.severity
        what = f"{self.message}: " if self.message else ""
        text = printable(
            f"{self.path}:{self.line}:{self.column}: {kind}: {what}"
            f"expected {self.expected}, found {self.found}"
        )
        if self.context:
            text += "\n" + self.context
        return text


class TrfUnsupportedError(TrfError):
    """The input or the requested output uses a feature trfcheck does not support."""


class TrfWriteError(TrfError):
    """A value cannot be written in the requested format (e.g. points > 99.9)."""


def caret_context(text: str, column: int) -> str:
    """The line and a caret under ``column`` (1-based), for error messages; characters
    that are not printable are shown escaped (``printable``), the caret moved with them."""
    text = text.replace("\t", " ")
    shown = printable(text)
    column = len(printable(text[: max(0, column - 1)])) + 1
    if len(shown) > 120:
        start = max(0, column - 60)
        shown = shown[start : start + 120]
        column -= start
    return f"    {shown}\n    {' ' * max(0, column - 1)}^"
