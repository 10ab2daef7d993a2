"""Lines of outside text read as a stream, in bounded memory (docs/limits.md).

A list or a K file may end its lines with LF, CRLF or CR alone (old Mac exports), may
hold a 2 GB line without a break, or may never end (a pipe). ``bounded_lines`` reads
fixed-size pieces, splits at any of the three line ends, and refuses a line longer than
its limit, or more bytes in all than its limit, with a located ``InputLimitError``.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from .archive import ByteSource
from .diagnostics import printable
from .errors import TrfError

__all__ = ["CHUNK", "InputLimitError", "bounded_lines"]

#: Bytes read at a time.
CHUNK = 1 << 20
_BREAK = re.compile(rb"\r\n|\r|\n")


class InputLimitError(TrfError, ValueError):
    """Input past a documented limit; prints as ``path:line:column: error CODE: message``."""

    def __init__(self, path: str, line: int, column: int, code: str, message: str) -> None:
        self.path, self.line, self.column, self.code = path, line, column, code
        super().__init__(printable(f"{path}:{line}:{column}: error {code}: {message}"))


def bounded_lines(
    source: ByteSource, path: str, max_line: int, max_bytes: int
) -> Iterator[tuple[int, bytes]]:
    """(line number from 1, the line without its end) for each line of ``source``.

    InputLimitError (LIM001) for a line over ``max_line`` bytes, located at the line and
    the column where the limit is passed; (LIM003) past ``max_bytes`` in all."""
    number, rest, total = 1, b"", 0
    while chunk := source.read(CHUNK):
        total += len(chunk)
        if total > max_bytes:
            raise InputLimitError(
                path, number, 1, "LIM003", f"more than {max_bytes} bytes (docs/limits.md)"
            )
        data = rest + chunk
        start = 0
        for match in _BREAK.finditer(data):
            if match.end() == len(data) and match.group() == b"\r":
                break  # the piece may end between the CR and the LF of a CRLF
            yield number, _checked(data[start : match.start()], path, number, max_line)
            number += 1
            start = match.end()
        rest = _checked(data[start:], path, number, max_line)
    if rest:
        yield number, rest.rstrip(b"\r")


def _checked(line: bytes, path: str, number: int, max_line: int) -> bytes:
    if len(line) > max_line:
        raise InputLimitError(
            path,
            number,
            max_line + 1,
            "LIM001",
            f"line longer than {max_line} bytes (docs/limits.md); no line end in sight",
        )
    return line
