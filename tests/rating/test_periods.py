"""``trfcheck split FILE --by-period`` (rating.periods): the 45-day league of
fixtures/periods (5 rounds: 10, 20 and 31 January, 10 and 23 February 2026) becomes two
files, January's rounds 1-3 and February's rounds 4-5.

The games are read back from the written files by a reader of the test's own (the 001
round blocks and the 132 dates by their columns, docs/trf-format.md), not by trfcheck's.
The ratings expected are the lists' numbers as written in the fixtures.
"""

from __future__ import annotations

import json
from collections import Counter
from datetime import date
from pathlib import Path

import pytest
from typer.testing import CliRunner

from tests.conftest import FIXTURES
from trfcheck.cli import app

FOLDER = FIXTURES / "periods"
EVENT = FOLDER / "league_45_days.trf"
JAN, FEB = FOLDER / "players_list_jan26.txt", FOLDER / "players_list_feb26.txt"

Game = tuple[date, int, int, str]  # date, white, black, white's result


def games(path: Path) -> list[Game]:
    """Every game of a TRF, once, from White's block, dated by 132."""
    lines = path.read_text(encoding="utf-8").splitlines()
    (dates_line,) = [line for line in lines if line.startswith("132")]
    dates = []
    for r in range(20):
        text = dates_line[91 + 10 * r : 99 + 10 * r].strip()
        if text:
            yy, mm, dd = (int(x) for x in text.split("/"))
            dates.append(date(2000 + yy, mm, dd))
    out = []
    for line in (x for x in lines if x.startswith("001")):
        me = int(line[4:8])
        for r in range((len(line) - 91 + 9) // 10):
            block = line[91 + 10 * r : 99 + 10 * r]
            if block[5:6] == "w":
                out.append((dates[r], me, int(block[:4]), block[7]))
    return out


def ratings(path: Path) -> dict[int, int]:
    lines = path.read_text(encoding="utf-8").splitlines()
    return {int(x[4:8]): int(x[48:52]) for x in lines if x.startswith("001")}


def header(path: Path, code: str) -> str:
    lines = path.read_text(encoding="utf-8").splitlines()
    return next(x[4:].strip() for x in lines if x.startswith(code + " "))


@pytest.fixture(scope="module")
def written(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, Path, str]:
    out = tmp_path_factory.mktemp("split")
    argv = ["split", str(EVENT), "--by-period", "--fide-list", str(JAN),
            "--fide-list", f"2026-02={FEB}", "--out", str(out)]  # fmt: skip
    result = CliRunner().invoke(app, argv)
    assert result.exit_code == 0, result.output
    return out / "league_45_days.2026-01.trf", out / "league_45_days.2026-02.trf", result.output


def test_games_partitioned_by_month(written: tuple[Path, Path, str]) -> None:
    """None lost, none doubled, each in the file of its date's month."""
    jan, feb, _ = written
    event = games(EVENT)
    assert len(event) == 15  # 6 players, single round robin
    assert Counter(games(jan)) + Counter(games(feb)) == Counter(event)
    assert {g[0].month for g in games(jan)} == {1}
    assert {g[0].month for g in games(feb)} == {2}


def test_each_file_has_its_period_dates(written: tuple[Path, Path, str]) -> None:
    jan, feb, _ = written
    assert (header(jan, "042"), header(jan, "052")) == ("2026/01/10", "2026/01/31")
    assert (header(feb, "042"), header(feb, "052")) == ("2026/02/10", "2026/02/23")


def test_each_file_has_its_period_ratings(written: tuple[Path, Path, str]) -> None:
    """January's list repeats the event file's ratings; February's differs (the fixture)."""
    jan, feb, _ = written
    assert ratings(jan) == {1: 2510, 2: 2430, 3: 2350, 4: 2210, 5: 2120, 6: 1990}
    assert ratings(feb) == {1: 2516, 2: 2426, 3: 2361, 4: 2201, 5: 2135, 6: 2013}


def test_output_says_which_rounds_went_where(written: tuple[Path, Path, str]) -> None:
    _, _, output = written
    assert "rounds 1, 2, 3 of the event (1-3 here), 9 games" in output
    assert "rounds 4, 5 of the event (1-2 here), 6 games" in output


def test_rating_accepts_each_file(written: tuple[Path, Path, str]) -> None:
    for path in written[:2]:
        result = CliRunner().invoke(app, ["rating", str(path)])
        assert result.exit_code == 0, result.output


def test_check_accepts_each_file(written: tuple[Path, Path, str]) -> None:
    """The first period holds the event's rounds 1-3, the Berger table's for 6 players (C.05
    Annex 1); February's holds rounds 4 and 5 numbered 1 and 2, which the audit finds to be
    the table's rounds 4 and 5 (tests/event/test_berger_periods.py) and says so."""
    jan, feb, _ = written
    assert CliRunner().invoke(app, ["check", str(jan)]).exit_code == 0
    result = CliRunner().invoke(app, ["check", str(feb), "--format", "json"])
    assert result.exit_code == 0, result.output
    report = json.loads(result.stdout)
    assert report["violations"] == []
    assert (
        "rounds 1-2 of this file are rounds 4-5 of the Berger table for 6"
        in (report["verdict"]["text"])
    )


def test_event_of_30_days_is_not_split(tmp_path: Path) -> None:
    """An event of at most 30 days is rated whole: 10 January to 8 February is 30 days."""
    text = EVENT.read_text(encoding="utf-8")
    short = tmp_path / "short.trf"
    short.write_text(text.replace("26/02/10  26/02/23", "26/02/01  26/02/08"), encoding="utf-8")
    result = CliRunner().invoke(app, ["split", str(short), "--by-period"])
    assert result.exit_code == 2, result.output
    assert "lasts 30 days" in result.output


def test_round_without_date_is_refused(tmp_path: Path) -> None:
    text = EVENT.read_text(encoding="utf-8")
    undated = tmp_path / "undated.trf"
    undated.write_text(text.replace("  26/02/23", ""), encoding="utf-8")
    result = CliRunner().invoke(app, ["split", str(undated), "--by-period"])
    assert result.exit_code == 2, result.output
    assert "round(s) 5 have no date in 132" in result.output
