"""The HTML report without a browser: the structure of the pages against the JSON
output of the same run, escaping of hostile text, and ``check --html`` on the command line.

Golden data: the JSON output of ``trfcheck check`` for the same files (rounds, players,
findings); the HTML must contain all of it. Browser tests: ``test_html_browser.py``.
"""

from __future__ import annotations

import json
import os
import re
from pathlib import Path
from typing import Any

import pytest
from typer.testing import CliRunner

from tests.conftest import FIXTURES
from tests.report.pages import (
    DIFFERING,
    HOSTILE_EVENT,
    HOSTILE_FEDERATION,
    HOSTILE_NAME,
    HOSTILE_PLACE,
    Page,
    differing_boards,
    hostile_trf,
)
from trfcheck.cli import app
from trfcheck.trf import read_file

RUNNER = CliRunner(env={"COLUMNS": "160"})
REAL = FIXTURES / "real"


def _check(*args: str) -> tuple[int, str, str]:
    result = RUNNER.invoke(app, ["check", *args])
    return result.exit_code, result.stdout, result.stderr


@pytest.fixture(scope="module")
def real_run(tmp_path_factory: pytest.TempPathFactory) -> tuple[list[dict[str, Any]], Path]:
    """``check fixtures/real --format json --html DIR``: the JSON lines and the folder."""
    out = tmp_path_factory.mktemp("real") / "pages"
    code, stdout, stderr = _check(str(REAL), "--format", "json", "--html", str(out), "-j", "2")
    assert code == 1, stderr  # some real files fail
    reports = [json.loads(line) for line in stdout.splitlines()]
    assert len(reports) == len(list(REAL.rglob("*.trf"))), stderr
    return reports, out


def _pages(out: Path) -> list[str]:
    """The page of each file, in the index's order (the input order)."""
    index = Page.read(out / "index.html")
    return index.hrefs


@pytest.mark.slow
def test_every_real_file_has_every_round_player_and_finding_of_its_json(
    real_run: tuple[list[dict[str, Any]], Path],
) -> None:
    reports, out = real_run
    pages = _pages(out)
    assert len(pages) == len(reports)
    for report, name in zip(reports, pages, strict=True):
        page = Page.read(out / name)
        where = report["file"]
        for r in report["rounds"]:
            assert f"round-{r['round']}" in page.ids, where
        players = {p.start_rank for p in read_file(where).tournament.players}
        for sr in players:
            assert {f"p-{sr}", f"s-{sr}", f"x-{sr}"} <= page.ids, (where, sr)
        rows = list(page.findings.values())
        assert len(rows) == len(report["violations"]), where
        for row, v in zip(rows, report["violations"], strict=True):
            # No. | severity | code | rule | round | players | source | message
            assert row[2] == v["code"] and v["severity"] in row[1], (where, row, v)
            assert row[3] == v["rule"], (where, row, v)
            round_text = f"round {v['round']}" if v["round"] is not None else "whole file"
            assert row[4] == round_text, (where, row, v)
            for sr in v["players"]:
                assert f"#p-{sr}" in page.hrefs or str(sr) in row[5], (where, sr)
            assert row[7].startswith(v["message"]), (where, row, v)
            if "line" in v:
                assert row[6].endswith(f":{v['line']}:{v['column']}"), (where, row, v)
        assert page.highlighted == differing_boards(report), where
        assert "script" not in page.tags and "link" not in page.tags, where


@pytest.mark.slow
def test_every_link_of_a_real_page_lands_on_an_element_of_the_page(
    real_run: tuple[list[dict[str, Any]], Path],
) -> None:
    """Finding -> round and player, player -> findings, cross-table -> rounds: no dead
    fragment, and no link leaves the page."""
    _, out = real_run
    for name in _pages(out):
        page = Page.read(out / name)
        for href in page.hrefs:
            assert href.startswith("#") or href == "index.html", (name, href)
            if href.startswith("#"):
                assert href[1:] in page.ids, (name, href)


def test_hostile_text_is_escaped(tmp_path: Path) -> None:
    """Names, federation codes and header records are untrusted: no markup gets through."""
    source = hostile_trf(tmp_path / "hostile.trf")
    html = tmp_path / "hostile.html"
    code, _, stderr = _check(str(source), "--html", str(html), "-q")
    assert code in (0, 1), stderr
    text = html.read_text(encoding="utf-8")
    for hostile in (HOSTILE_NAME, HOSTILE_EVENT, HOSTILE_PLACE):
        assert hostile not in text
    assert "&lt;script&gt;alert(1)&lt;/script&gt;" in text
    assert "&lt;/title&gt;&lt;script&gt;alert(2)&lt;/script&gt;&#34;" in text
    assert "&lt;img src=http://example.invalid/x.png" in text
    assert f"<td>{HOSTILE_FEDERATION}</td>" not in text and "<td>&lt;i&gt;</td>" in text
    page = Page.read(html)
    assert not page.tags & {"script", "img", "i", "link", "iframe", "object"}


def test_one_file_writes_one_page_and_the_usual_output(tmp_path: Path) -> None:
    html = tmp_path / "report.html"
    code, stdout, _ = _check(str(DIFFERING), "--html", str(html))
    assert code == 1
    assert stdout.startswith(f"{DIFFERING}: FAIL")  # the text report is still printed
    page = Page.read(html)
    assert {"verdict", "event", "standings", "crosstable", "rounds", "findings"} <= page.ids
    assert "index.html" not in page.hrefs
    assert [p.name for p in tmp_path.iterdir()] == ["report.html"]  # no temporary file left


def test_several_files_write_a_folder_with_an_index(tmp_path: Path) -> None:
    files = [DIFFERING, REAL / "icu_tournament" / "utf-8.trf"]
    bad = tmp_path / "broken.trf"
    bad.write_text("this is not a TRF file\n", encoding="utf-8")
    out = tmp_path / "pages"
    code, _, stderr = _check(*map(str, [*files, bad]), "--html", str(out), "-q", "-j", "1")
    assert code == 3, stderr  # the worst code: an unreadable file
    names = sorted(p.name for p in out.iterdir())
    links = Page.read(out / "index.html").hrefs  # in input order; no page for the bad file
    assert sorted([*links, "index.html"]) == names
    assert [name.split("--")[-1] for name in links] == [
        "bunratty_masters_2011.trf.html",
        "utf-8.trf.html",
    ]
    index = (out / "index.html").read_text(encoding="utf-8")
    assert str(bad) in index and "not checked" in index
    assert "index.html" in Page.read(out / links[1]).hrefs


def test_pages_of_files_with_one_name_in_two_folders_differ(tmp_path: Path) -> None:
    a, b = tmp_path / "a", tmp_path / "b"
    a.mkdir()
    b.mkdir()
    for folder in (a, b):
        (folder / "event.trf").write_bytes(DIFFERING.read_bytes())
    out = tmp_path / "pages"
    code, _, stderr = _check(str(a / "event.trf"), str(b / "event.trf"), "--html", str(out))
    assert code == 1, stderr
    assert sorted(p.name for p in out.iterdir()) == [
        "a--event.trf.html",
        "b--event.trf.html",
        "index.html",
    ]


def test_html_refuses_a_target_that_is_not_a_regular_file(tmp_path: Path) -> None:
    target = tmp_path / "link.html"
    os.symlink(tmp_path / "elsewhere.html", target)
    code, _, stderr = _check(str(DIFFERING), "--html", str(target), "-q")
    assert code == 2, stderr
    assert "not a regular file" in stderr
    assert not (tmp_path / "elsewhere.html").exists()


def test_html_never_overwrites_an_input(tmp_path: Path) -> None:
    source = tmp_path / "event.trf"
    source.write_bytes(DIFFERING.read_bytes())
    code, _, stderr = _check(str(source), "--html", str(source), "-q")
    assert code == 2, stderr
    assert source.read_bytes() == DIFFERING.read_bytes()


def test_several_files_and_a_file_as_target_is_a_usage_error(tmp_path: Path) -> None:
    target = tmp_path / "report.html"
    target.write_text("old", encoding="utf-8")
    code, _, stderr = _check(str(DIFFERING), str(DIFFERING), "--html", str(target), "-q")
    assert code == 2 and "folder" in stderr, stderr
    assert target.read_text(encoding="utf-8") == "old"


def test_a_rating_column_blank_for_everyone_says_why(tmp_path: Path) -> None:
    """bunratty_minor_2011 has 103 unrated players (rating blank, columns 49-52),
    so ARO has no value for anyone (C.07 art. 10); with ``202 ARO,BH`` the page's standings
    say why, once, and name the /U<rating> modifier."""
    source = FIXTURES / "real" / "icu_tournament" / "bunratty_minor_2011.trf"
    path = tmp_path / "aro.trf"
    path.write_bytes(b"202 ARO,BH\n" + source.read_bytes())
    page = tmp_path / "aro.html"
    _check(str(path), "--html", str(page))
    text = " ".join(page.read_text(encoding="utf-8").split())
    assert text.count("ARO: no value for anyone, because 103 players are unrated") == 1
    assert "the modifier /U&lt;rating&gt; does (e.g. ARO/U1400" in text


@pytest.mark.parametrize(
    "path",
    [
        FIXTURES / "external" / "markdechamps-swiss-team-2026" / "team-2000.trf",
        REAL / "sharly_chess" / "fide_tec_trf2026_sample.trf",
        REAL / "echecsjs_trf" / "grandmommyscup.trf",
    ],
    ids=lambda p: p.name,
)
def test_team_event_page_has_team_standings_and_no_declared_marks(
    path: Path, tmp_path: Path
) -> None:
    """C.07 art. 11-13: the Standings section of a team event has a team table
    with every team of the file's 310 records, then every player by points; no player's
    points are marked as differing (a team event scores matches and boards, 162/362); no
    internal function is named."""
    html = tmp_path / "team.html"
    _check(str(path), "--html", str(html), "-q")
    text = html.read_text(encoding="utf-8")
    section = text[text.index('<section id="standings"') :]
    section = section[: section.index("</section>")]
    teams = {
        int(line[4:7])
        for line in path.read_text(encoding="utf-8", errors="replace").splitlines()
        if line.startswith("310")
    }
    assert {int(x) for x in re.findall(r'<tr id="t-(\d+)"', section)} == teams
    assert "&#x2260;" not in section and "declared" not in text.split("Cross-table")[-1]
    assert "compute_" not in text and "team_report" not in text
    players = {p.start_rank for p in read_file(path).tournament.players}
    assert {int(x) for x in re.findall(r'<tr id="s-(\d+)"', section)} == players


def test_the_index_wraps_its_folder_and_does_not_repeat_the_verdict(tmp_path: Path) -> None:
    """The index of a folder: the "Files under" path may wrap (a long folder made the
    page scroll sideways); the verdict column holds PASS/FAIL and the premise, and the
    summary column the first reason only (it repeated the verdict, counts and all)."""
    folder = tmp_path / ("a-long-folder-name-" * 8)
    folder.mkdir()
    for source in (DIFFERING, REAL / "icu_tournament" / "utf-8.trf"):
        (folder / source.name).write_bytes(source.read_bytes())
    out = tmp_path / "pages"
    code, _, stderr = _check(str(folder), "--html", str(out), "-q", "-j", "1")
    assert code == 1, stderr
    index = (out / "index.html").read_text(encoding="utf-8")
    assert '<p class="under">Files under <code>' in index
    css = index.split("<style>")[1].split("</style>")[0]
    assert ".under, .under code { overflow-wrap: anywhere; }" in css
    cells = index.split('<td class="verdict-cell">')[1:]
    assert cells[0].startswith('<span class="bad-mark">&#x2718; FAIL</span><span class="premise">')
    summaries = [c.split('<td class="summary">')[1].split("</td>")[0] for c in cells]
    assert summaries[0].startswith("first: ")
    assert not any(" errors, " in s or "rounds differ" in s for s in summaries)
