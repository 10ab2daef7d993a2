"""``report.tables.simple_table``: tabulate's "simple" format written without tabulate, so
that a check of a small file does not import it (start-up time).

The reference implementation is tabulate itself (``tablefmt="simple"``,
``disable_numparse=True``, as ``fit_table`` called it): the two are compared byte for byte on
random tables of the text ``simple_table`` accepts (ASCII printable, no blanks around a
cell, digits that tabulate would parse as numbers were it allowed to), and ``simple_table``
must decline (None) what tabulate measures or rewrites itself.
"""

from __future__ import annotations

import random
import string

import pytest
import tabulate as tabulate_module
from tabulate import tabulate

from trfcheck.report.tables import PADDING, fit_table, simple_table

#: Cells like the tables' own: words, numbers, signs, dotted and blank-separated text.
ALPHABET = string.ascii_letters + string.digits + string.punctuation + "    "


def _text(rng: random.Random) -> str:
    return "".join(rng.choice(ALPHABET) for _ in range(rng.randint(0, 14))).strip()


def _reference(rows: list[list[str]], headers: list[str]) -> str:
    return tabulate(rows, headers=headers, tablefmt="simple", disable_numparse=True)


def test_padding_is_tabulates() -> None:
    assert PADDING == tabulate_module.MIN_PADDING


@pytest.mark.parametrize("seed", range(20))
def test_simple_table_is_tabulates_simple_format_byte_for_byte(seed: int) -> None:
    rng = random.Random(seed)
    for _ in range(50):
        columns = rng.randint(1, 7)
        headers = [_text(rng) for _ in range(columns)]
        rows = [[_text(rng) for _ in range(columns)] for _ in range(rng.randint(0, 6))]
        assert simple_table(rows, headers) == _reference(rows, headers), (rows, headers)


def test_the_check_summary_table() -> None:
    """The summary of ``trfcheck check fixtures/example.trf`` as the README prints it."""
    headers = ["rules", "rounds", "differ", "errors", "warnings", "info"]
    rows = [["dutch pre2026", "2", "0", "0", "0", "0"]]
    assert simple_table(rows, headers) == _reference(rows, headers)
    assert fit_table(rows, headers) == _reference(rows, headers)


@pytest.mark.parametrize(
    ("rows", "headers"),
    [
        ([["Müller"]], ["name"]),  # not ASCII: tabulate may measure it with wcwidth
        ([[" 1"]], ["rank"]),  # tabulate strips blanks around a cell
        ([["a\nb"]], ["x"]),  # tabulate's multi-line cells
        ([["\x1b[1mbold\x1b[0m"]], ["x"]),  # tabulate does not count ANSI codes
        ([["1", "2"]], ["x"]),  # tabulate pads the headers on the left
        ([["1"]], []),  # no headers: tabulate draws a line above and below
    ],
)
def test_simple_table_declines_what_tabulate_rewrites(
    rows: list[list[str]], headers: list[str]
) -> None:
    assert simple_table(rows, headers) is None


def test_fit_table_gives_other_text_to_tabulate() -> None:
    rows = [["Müller, Jörg", "1"], ["Lee", "2"]]
    assert fit_table(rows, ["name", "rank"]) == _reference(rows, ["name", "rank"])
