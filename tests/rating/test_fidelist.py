"""The FIDE rating list reader and the file-against-list findings (LST001-LST007).

The lists of fixtures/rating/ are small lists of invented players written in the layout of
FIDE's downloads (XML fields and the TXT header of players_list_foa.txt; fixtures/SOURCES.md).
The expected findings are read off the two files by hand: the TRF's 001 lines 14-19 against
the list's lines.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from typer.testing import CliRunner

from tests.conftest import FIXTURES
from trfcheck.cli import app
from trfcheck.rating.fidelist import ListError, read_fide_list
from trfcheck.rating.listcheck import compare_with_list, k_from_list, list_month
from trfcheck.ruleset import Rate
from trfcheck.trf import read_file

FOLDER = FIXTURES / "rating"
LISTS = [
    "players_list_foa.txt",
    "players_list_foa.zip",
    "players_list_xml_foa.xml",
    "players_list_xml_foa.zip",
]
WANTED = ["1000001", "1000002", "1000004", "1000005", "1000006"]


@pytest.mark.parametrize("name", LISTS)
def test_list_is_read_for_the_wanted_ids(name: str) -> None:
    scanned = read_fide_list(FOLDER / name, WANTED)
    assert scanned.players == 6
    assert sorted(scanned.entries) == ["1000001", "1000002", "1000004", "1000006"]
    alpha = scanned.entries["1000001"]
    assert (alpha.text("name"), alpha.text("country"), alpha.text("title")) == (
        "Alpha, Anton",
        "ENG",
        "IM",
    )
    assert (alpha.rating(Rate.STANDARD), alpha.k(Rate.STANDARD)) == (2450, 10)
    assert (alpha.rating(Rate.RAPID), alpha.k(Rate.BLITZ)) == (2400, 20)
    assert scanned.entries["1000006"].text("name") == "Zeta, Zoë"
    assert scanned.entries["1000004"].number("birthday") == 1985


def test_list_lines_are_located() -> None:
    """Player 1000002 is on line 3 of the TXT list (after the header and 1000001)."""
    assert read_fide_list(FOLDER / "players_list_foa.txt", WANTED).entries["1000002"].line == 3


#: Where each difference is, read off the lists by hand: the line of the entry (TXT) or of
#: the field's element (XML), and the column where the header's label starts (``Fed`` 77,
#: ``SRtng`` 114, ``B-day`` 153) or 1 (XML); LST001 is at the file's FIDE id (001 col 58).
PLACES = {
    "txt": {"LST003": (5, 77), "LST005": (6, 153), "LST007": (3, 114)},
    "xml": {"LST003": (69, 1), "LST005": (105, 1), "LST007": (33, 1)},
}


def test_findings_against_the_list() -> None:
    """Player 2 (1300) is listed 1450 (LST007), player 4 plays for ITA, listed SUI (LST003),
    player 5's id 1000005 is not listed (LST001 at the file's line 18 column 58), player 6
    was born 1995, listed 1996 (LST005; "Zoe" and "Zoë" agree). Each difference points into
    the list, at its own line, and names the file's 001 line."""
    loaded = read_file(FOLDER / "rating_facts.trf")
    for name in LISTS:
        scanned = read_fide_list(FOLDER / name, WANTED)
        found = compare_with_list(
            loaded.tournament, scanned, Rate.STANDARD, "f.trf", loaded.player_lines
        )
        places = PLACES[scanned.kind]
        assert sorted((f.code, f.players, f.path, f.line, f.column) for f in found) == [
            ("LST001", (5,), "f.trf", 18, 58),
            ("LST003", (4,), str(FOLDER / name), *places["LST003"]),
            ("LST005", (6,), str(FOLDER / name), *places["LST005"]),
            ("LST007", (2,), str(FOLDER / name), *places["LST007"]),
        ], name
        rating = next(f for f in found if f.code == "LST007")
        assert "differs from f.trf line 15" in rating.message
        assert "this report uses the file's rating 1300" in rating.message
        ks = k_from_list(loaded.tournament, scanned, Rate.STANDARD)
        assert {r: v.k for r, v in ks.items()} == {1: 10, 2: 40, 4: 20, 6: 20}


def test_not_a_list(tmp_path: Path) -> None:
    bad = tmp_path / "bad.txt"
    bad.write_text("hello\nworld\n")
    with pytest.raises(ListError):
        read_fide_list(bad, WANTED)


def test_rating_command_with_the_list() -> None:
    """K from the list: player 1 K 10 (list), player 3 unrated: K unknown; exit 0 (the list's
    differences are warnings)."""
    runner = CliRunner()
    args = ["rating", str(FOLDER / "rating_facts.trf"), "--fide-list"]
    result = runner.invoke(
        app, [*args, str(FOLDER / "players_list_xml_foa.zip"), "--format", "json"]
    )
    assert result.exit_code == 0, result.output
    data = json.loads(result.stdout)
    first = data["players"][0]
    assert (first["k"], first["k_source"]) == (10, "list")
    assert "LST007" in result.stderr


def test_list_month_from_fide_archive_names() -> None:
    """FIDE's monthly archives are named like standard_mar24frl_xml.zip; the current list's
    players_list_xml_foa.zip names no month."""
    assert list_month("standard_mar24frl_xml.zip") == (2024, 3)
    assert list_month("blitz_DEC25frl.zip") == (2025, 12)
    assert list_month("players_list_xml_foa.zip") is None


def test_rating_command_says_when_the_list_is_of_another_month(tmp_path: Path) -> None:
    april = tmp_path / "standard_apr25frl.zip"
    april.write_bytes((FOLDER / "players_list_foa.zip").read_bytes())
    result = CliRunner().invoke(
        app, ["rating", str(FOLDER / "rating_facts.trf"), "--fide-list", str(april)],
        terminal_width=80,
    )  # fmt: skip
    assert result.exit_code == 0
    assert "its name gives 04/2025, the event starts 2025-05-10" in " ".join(result.stdout.split())
