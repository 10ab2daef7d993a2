"""Tables that fit the terminal: 80 columns by default, everything with ``--wide``.

``fit_table`` renders rows with tabulate; when the table is wider than ``width``, the text of
the columns named ``shrink`` (names, clubs) is cut (ending in "~") until it fits, and when
that is not enough, ``split`` (a number of leading key columns) repeats those columns in
several narrower tables over the remaining columns (a crosstable of many rounds).
"""

from __future__ import annotations

import textwrap
from collections.abc import Sequence

from tabulate import tabulate

__all__ = ["WIDTH", "fit_table", "wrap"]

WIDTH = 80
_MIN_TEXT = 12  # a shrunk column keeps at least this many characters


def wrap(lines: Sequence[str], indent: str = "", width: int | None = WIDTH) -> list[str]:
    """Sentences wrapped to ``width`` (None: unwrapped), continuation lines indented two
    more spaces than ``indent``."""
    if width is None:
        return [indent + line for line in lines]
    out: list[str] = []
    for line in lines:
        out += textwrap.wrap(
            line, width, initial_indent=indent, subsequent_indent=indent + "    "
        ) or [indent]
    return out


def _render(rows: Sequence[Sequence[object]], headers: Sequence[str]) -> str:
    return tabulate(rows, headers=list(headers), tablefmt="simple", disable_numparse=True)


def _width(text: str) -> int:
    return max((len(line) for line in text.splitlines()), default=0)


def _cut(value: object, limit: int) -> object:
    text = str(value)
    return text if len(text) <= limit else text[: limit - 1] + "~"


def fit_table(
    rows: Sequence[Sequence[object]],
    headers: Sequence[str],
    *,
    shrink: Sequence[int] = (),
    split: int = 0,
    width: int | None = WIDTH,
) -> str:
    """The table in at most ``width`` columns (None: as wide as it is)."""
    text = _render(rows, headers)
    if width is None or _width(text) <= width:
        return text
    cut: list[list[object]] = [list(r) for r in rows]
    longest = max((len(str(r[c])) for r in cut for c in shrink), default=0)
    while shrink and longest > _MIN_TEXT and _width(text) > width:
        longest -= 1
        cut = [[_cut(v, longest) if c in shrink else v for c, v in enumerate(r)] for r in rows]
        text = _render(cut, headers)
    if _width(text) <= width or split <= 0:
        return text
    return _split(cut, headers, split, width)


def _split(rows: list[list[object]], headers: Sequence[str], keys: int, width: int) -> str:
    """Several tables, each with the ``keys`` leading columns and as many others as fit."""
    parts: list[str] = []
    rest = list(range(keys, len(headers)))
    while rest:
        take = [rest[0]]
        for c in rest[1:]:
            trial = _render(
                [[r[i] for i in [*range(keys), *take, c]] for r in rows],
                [headers[i] for i in [*range(keys), *take, c]],
            )
            if _width(trial) > width:
                break
            take.append(c)
        cols = [*range(keys), *take]
        parts.append(_render([[r[i] for i in cols] for r in rows], [headers[i] for i in cols]))
        rest = rest[len(take) :]
    return "\n\n".join(parts)
