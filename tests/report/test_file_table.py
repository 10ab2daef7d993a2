"""The file table of a folder check (``report.text.summary_table``): at 80 columns every
file keeps a name of its own, and a file that could not be read has its row."""

from __future__ import annotations

from pathlib import Path

from tests.conftest import FIXTURES
from trfcheck.report.tables import fit_table
from trfcheck.report.text import summary_table

HEADERS = ["file", "rules", "rounds", "differ", "errors", "warnings", "info"]


def _names(folder: Path) -> list[str]:
    return sorted(str(p.relative_to(folder)) for p in folder.rglob("*.trf"))


def test_the_real_files_keep_distinct_names_at_80_columns() -> None:
    """``check fixtures/real``: the names relative to the folder, beside the widest row
    of the other columns, cut to fit 80 columns and still one name per file (they were
    cut to ``icu_tou~011.trf`` six times)."""
    names = _names(FIXTURES / "real")
    rows = [[n, "dutch pre2026", "14", "11", "16", "33", "32"] for n in names]
    table = fit_table(rows, HEADERS, shrink_start=(0,), width=80)
    lines = table.splitlines()
    assert max(map(len, lines)) <= 80
    shown = [line.split()[0] for line in lines[2:]]
    assert len(set(shown)) == len(names) == len(shown)
    assert any("~" in s for s in shown)  # cut, or the test tests nothing


def test_an_unreadable_file_has_its_row() -> None:
    table = summary_table([("d/a.trf", None), ("d/b.trf", None)], width=80)
    assert table.splitlines()[0] == "Files under d/:"
    rows = [line.split() for line in table.splitlines()[4:]]
    assert rows == [["a.trf", "unreadable", *"-----"], ["b.trf", "unreadable", *"-----"]]
