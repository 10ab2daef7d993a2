"""Tables that fit the terminal: 80 columns by default, everything with ``--wide``.

``fit_table`` renders rows with tabulate; when the table is wider than ``width``, the text of
the columns named ``shrink`` (names, clubs) is cut (ending in "~") until it fits, or, for
the columns named ``shrink_start`` (paths, which differ anywhere: in their folders, their
names, their ends), cut in the middle (``bunrat~2011.trf``), at the place that keeps the
cut values as distinct as the whole ones were; when that is not enough, ``split`` (a
number of leading key columns) repeats those columns in several narrower tables over the
remaining columns (a crosstable of many rounds).

A table of plain ASCII text (every table of a small check: the rules, rounds and findings
counts) is written by ``simple_table``, the same bytes as tabulate's "simple" format
(``tests/report/test_tables.py`` compares the two on random tables), so that a check does
not import tabulate (whose 0.10 reads its own version through ``importlib.metadata``:
about 14 ms of a 0.2 s start-up, README "Start-up"); any other table is tabulate's.
"""

from __future__ import annotations

import textwrap
from collections.abc import Sequence

from trfcheck.trf.diagnostics import printable

__all__ = ["WIDTH", "fit_table", "simple_table", "wrap"]

WIDTH = 80
#: tabulate pads a header by this much in a "simple" table (``tabulate.MIN_PADDING``).
PADDING = 2
_MIN_TEXT = 12  # a shrunk column keeps at least this many characters


def wrap(
    lines: Sequence[str], indent: str = "", width: int | None = WIDTH, whole_words: bool = False
) -> list[str]:
    """Sentences wrapped to ``width`` (None: unwrapped), continuation lines indented two
    more spaces than ``indent``; characters that are not printable are escaped. A word
    longer than a line (a list of players without blanks) is cut to fit, unless
    ``whole_words`` (a path in an error message)."""
    lines = [printable(line) for line in lines]  # a note may quote the file
    if width is None:
        return [indent + line for line in lines]
    out: list[str] = []
    for line in lines:
        out += textwrap.wrap(
            line,
            width,
            initial_indent=indent,
            subsequent_indent=indent + "    ",
            break_on_hyphens=False,
            break_long_words=not whole_words,
        ) or [indent]
    return out


def _render(
    rows: Sequence[Sequence[object]], headers: Sequence[str], padding: int = PADDING
) -> str:
    cells = [[printable(str(v)) for v in row] for row in rows]  # names are raw input
    table = simple_table(cells, headers, padding)
    if table is not None:
        return table
    import tabulate as tabulate_module  # wide or non-ASCII text: tabulate measures it

    saved, tabulate_module.MIN_PADDING = tabulate_module.MIN_PADDING, padding
    try:
        return tabulate_module.tabulate(
            cells, headers=list(headers), tablefmt="simple", disable_numparse=True
        )
    finally:
        tabulate_module.MIN_PADDING = saved


def _plain(text: str) -> bool:
    """ASCII printable text without blanks around it: one character per column, nothing
    tabulate would strip, decode, measure as wide or invisible, or split into lines."""
    return text.isascii() and text.isprintable() and text == text.strip()


def simple_table(
    rows: Sequence[Sequence[str]], headers: Sequence[str], padding: int = PADDING
) -> str | None:
    """tabulate's "simple" table of text (``disable_numparse``: every column left-aligned),
    or None unless there are headers, every row has one cell per header and every text is
    ``_plain``: a column is as wide as its longest cell or its header plus PADDING, the
    columns are joined by two blanks, each line without trailing blanks, and a line of
    dashes under the headers (``padding``: other than tabulate's 2, the standings' tables
    pad none)."""
    texts = [*headers, *(text for row in rows for text in row)]
    if not headers or any(len(row) != len(headers) for row in rows) or not all(map(_plain, texts)):
        return None
    widths = [
        max([len(header) + padding, *(len(row[c]) for row in rows)])
        for c, header in enumerate(headers)
    ]

    def line(cells: Sequence[str]) -> str:
        return "  ".join(text.ljust(w) for text, w in zip(cells, widths, strict=True)).rstrip()

    return "\n".join([line(headers), line(["-" * w for w in widths]), *map(line, rows)])


def _width(text: str) -> int:
    return max((len(line) for line in text.splitlines()), default=0)


def _cut(value: object, limit: int) -> str:
    text = str(value)
    return text if len(text) <= limit else text[: limit - 1] + "~"


def _cut_middle(values: Sequence[object], limit: int) -> list[str]:
    """``values`` cut to ``limit`` characters in the middle (start, "~", end), distinct
    values kept distinct: at one place for every value, closest to the middle, when one
    keeps them apart; else each value at its own place, closest to the middle, that tells
    it from every other value cut at the same place (else from the cuts already given)."""
    texts = [str(v) for v in values]
    if limit < 3:
        return [_cut(t, limit) for t in texts]
    middle = (limit - 1) // 2
    heads = sorted(range(1, limit - 1), key=lambda h: abs(h - middle))

    def at(text: str, head: int) -> str:
        tail = limit - 1 - head
        return text if len(text) <= limit else f"{text[:head]}~{text[len(text) - tail :]}"

    unique = sorted(set(texts))
    for head in heads:
        cut = [at(t, head) for t in texts]
        if len(set(cut)) == len(unique):
            return cut
    chosen = {t: t for t in unique if len(t) <= limit}
    taken = set(chosen.values())
    for text in unique:
        if text in chosen:
            continue
        others = [o for o in unique if o != text]
        telling = (at(text, h) for h in heads if all(at(o, h) != at(text, h) for o in others))
        free = (at(text, h) for h in heads if at(text, h) not in taken)
        pick = next((c for c in telling if c not in taken), None) or next(free, at(text, middle))
        chosen[text] = pick
        taken.add(pick)
    return [chosen[t] for t in texts]


def _span(widths: Sequence[int]) -> int:
    """The width of a "simple" table with these column widths (two spaces between)."""
    return sum(widths) + 2 * max(len(widths) - 1, 0)


def fit_table(
    rows: Sequence[Sequence[object]],
    headers: Sequence[str],
    *,
    shrink: Sequence[int] = (),
    split: int = 0,
    width: int | None = WIDTH,
    shrink_start: Sequence[int] = (),
    padding: int = PADDING,
) -> str:
    """The table in at most ``width`` columns (None: as wide as it is).

    The widths are computed, not tried: a column of a "simple" table is as wide as its
    longest cell or its header plus the padding (tabulate's 2; ``padding=0`` gives the
    standings' gutters, two blanks between columns and no more), so the cut and the split
    are decided before one rendering (a crosstable of hundreds of rounds is rendered once).
    """
    if width is None:
        return _render(rows, headers, padding)
    shrink = (*shrink, *shrink_start)
    header = [len(h) + padding for h in headers]
    cells = [max((len(str(r[c])) for r in rows), default=0) for c in range(len(headers))]

    def widths(limit: int | None) -> list[int]:
        return [
            max(h, min(n, limit) if limit is not None and c in shrink else n)
            for c, (h, n) in enumerate(zip(header, cells, strict=True))
        ]

    if _span(widths(None)) <= width:
        return _render(rows, headers, padding)
    limit = max((cells[c] for c in shrink), default=0)
    while shrink and limit > _MIN_TEXT and _span(widths(limit)) > width:
        limit -= 1
    middle = {c: _cut_middle([r[c] for r in rows], limit) for c in shrink_start}
    cut: list[list[object]] = [
        [
            middle[c][i] if c in middle else _cut(v, limit) if c in shrink else v
            for c, v in enumerate(r)
        ]
        for i, r in enumerate(rows)
    ]
    final = widths(limit if shrink else None)
    if _span(final) <= width or split <= 0:
        return _render(cut, headers, padding)
    return _split(cut, headers, split, width, final, padding)


def _split(
    rows: list[list[object]],
    headers: Sequence[str],
    keys: int,
    width: int,
    widths: list[int],
    padding: int = PADDING,
) -> str:
    """Several tables, each with the ``keys`` leading columns and as many others as fit."""
    parts: list[str] = []
    rest = list(range(keys, len(headers)))
    while rest:
        take = [rest[0]]
        for c in rest[1:]:
            if _span([widths[i] for i in [*range(keys), *take, c]]) > width:
                break
            take.append(c)
        cols = [*range(keys), *take]
        cells = [[r[i] for i in cols] for r in rows]
        parts.append(_render(cells, [headers[i] for i in cols], padding))
        rest = rest[len(take) :]
    return "\n\n".join(parts)
