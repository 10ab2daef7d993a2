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


def test_check_of_a_folder_names_every_file_apart_at_80_columns() -> None:
    """``trfcheck check fixtures/real/icu_ratings_app`` and ``icu_tournament`` together
    (their names alike but for a word in the middle): the table fits 80 columns, and a
    cut name keeps both ends of the file's own name."""
    from typer.testing import CliRunner

    from trfcheck.cli import app

    folders = [FIXTURES / "real" / "icu_ratings_app", FIXTURES / "real" / "icu_tournament"]
    result = CliRunner(env={"COLUMNS": "80"}).invoke(app, ["check", *map(str, folders)])
    table = result.stdout.split("Files under ")[1].split("\n\n")[1].splitlines()
    assert max(map(len, table)) <= 80
    shown = [line.split()[0] for line in table[2:]]
    names = sorted(p.name for folder in folders for p in folder.glob("*.trf"))
    assert len(set(shown)) == len(shown) == len(names)
    assert "icu_t~ate_champs_2011.trf" in shown  # irish_intermediate_champs_2011.trf
    assert "icu_t~ior_champs_2011.trf" in shown  # irish_junior_champs_2011.trf
