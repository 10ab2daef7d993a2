"""The norm paperwork page (``trfcheck norms FILE --paperwork DIR``, report.paperwork) in a
real browser: headless Chromium through Selenium, as tests/report/test_html_browser.py.

Every number of the norm calculation on the page (each IT1's games, score, p, Ra, dp, Rp
and article values; the IT3's rounds, conditions and the score, games and Rp of each norm
met) is read from the rendered page and compared with what
``trfcheck norms FILE --format json`` prints for the same file; each IT1's games are
compared with the 001 line of its player read by the test's own slicing (the round blocks of
docs/trf-format.md).
With ``TRFCHECK_DOCS_SCREENSHOT=1`` the first IT1's screen goes to
``docs/norms-paperwork-screenshot.png`` (docs/norms-paperwork.md's picture).
"""

from __future__ import annotations

import json
import os
import shutil
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from selenium import webdriver
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.by import By
from typer.testing import CliRunner

from tests.conftest import FIXTURES, REPO
from trfcheck.cli import app

RUNNER = CliRunner(env={"COLUMNS": "160"})
CASES = ("gm_met", "im_only")  # one norm met; two norms met (players 1 and 10)
DOCS_SCREENSHOT = REPO / "docs" / "norms-paperwork-screenshot.png"


@pytest.fixture(scope="module")
def browser() -> Iterator[webdriver.Chrome]:
    chromium = shutil.which("chromium") or shutil.which("chromium-browser")
    driver = shutil.which("chromedriver")
    if not (chromium and driver):
        reason = "no headless Chromium: install Debian's chromium and chromium-driver"
        if os.environ.get("CI") == "true":
            pytest.fail(reason + " -- required in CI")
        pytest.skip(reason)
    options = webdriver.ChromeOptions()
    options.binary_location = chromium
    for arg in ("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                "--window-size=1280,1000", "--force-device-scale-factor=1"):  # fmt: skip
        options.add_argument(arg)
    chrome = webdriver.Chrome(service=Service(driver), options=options)
    try:
        yield chrome
    finally:
        chrome.quit()


@pytest.fixture(scope="module")
def written(tmp_path_factory: pytest.TempPathFactory) -> dict[str, tuple[Path, dict[str, Any]]]:
    """Each case's page and the JSON of ``norms --format json`` (two separate runs)."""
    out = tmp_path_factory.mktemp("paperwork")
    cases = {}
    for name in CASES:
        source = Path(os.path.relpath(FIXTURES / "norms" / f"{name}.trf"))
        printed = RUNNER.invoke(app, ["norms", str(source), "--format", "json"])
        assert printed.exit_code == 0, printed.output
        result = RUNNER.invoke(app, ["norms", str(source), "--paperwork", str(out)])
        assert result.exit_code == 0, result.output
        cases[name] = (out / f"{name}.paperwork.html", json.loads(printed.stdout))
    return cases


def _text(section: Any, key: str) -> str:
    return str(section.find_element(By.CSS_SELECTOR, f'[data-key="{key}"]').text)


@pytest.mark.parametrize("name", CASES)
def test_every_number_is_the_norms_json(browser: webdriver.Chrome, written: Any, name: str) -> None:
    page, norms = written[name]
    browser.get(page.as_uri())
    met = [n for n in norms["norms"] if n["met"] is True]
    forms = browser.find_elements(By.CSS_SELECTOR, "section.it1")
    assert len(forms) == len(met) > 0
    for form, norm in zip(forms, met, strict=True):
        assert norm["name"] in form.find_element(By.TAG_NAME, "h2").text
        for key in ("games", "score", "p", "ra", "dp", "rp"):
            assert _text(form, key) == str(norm[key]), key
        for i, article in enumerate(norm["articles"]):
            assert _text(form, f"article-{i}") == str(article["value"]), article
    it3 = browser.find_element(By.ID, "it3")
    assert _text(it3, "rounds") == str(norms["rounds"])
    for i, article in enumerate(norms["event"]):
        assert _text(it3, f"event-{i}") == str(article["value"]), article
    for i, norm in enumerate(met):
        for key in ("score", "games", "rp"):
            assert _text(it3, f"met-{i}-{key}") == str(norm[key]), (i, key)
    if name == "im_only" and os.environ.get("TRFCHECK_DOCS_SCREENSHOT") == "1":
        browser.execute_script("document.getElementById('it1-0').scrollIntoView();")
        browser.save_screenshot(str(DOCS_SCREENSHOT))


def _games(source: Path, start_rank: int) -> list[tuple[int, int, str]]:
    """(round, opponent, result) of a player's played rounds, sliced from the 001 line."""
    for line in source.read_text(encoding="utf-8").splitlines():
        if line.startswith("001") and int(line[4:8]) == start_rank:
            blocks = [line[91 + 10 * r : 99 + 10 * r] for r in range((len(line) - 82) // 10)]
            return [(r + 1, int(b[:4]), b[7]) for r, b in enumerate(blocks) if b[:4].strip()]
    raise AssertionError(start_rank)


def test_each_it1_lists_the_players_games(browser: webdriver.Chrome, written: Any) -> None:
    page, norms = written["im_only"]
    browser.get(page.as_uri())
    met = [n for n in norms["norms"] if n["met"] is True]
    source = FIXTURES / "norms" / "im_only.trf"
    forms = browser.find_elements(By.CSS_SELECTOR, "section.it1")
    for form, norm in zip(forms, met, strict=True):
        rows = form.find_elements(By.CSS_SELECTOR, "tr.counted, tr.not-counted")
        shown = [
            (
                int(r.find_element(By.TAG_NAME, "td").text),
                r.find_element(By.CLASS_NAME, "result").text,
            )
            for r in rows
        ]
        expected = _games(source, norm["start_rank"])
        assert [(r, res) for r, _opp, res in expected] == shown
