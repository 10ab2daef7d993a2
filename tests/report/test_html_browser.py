"""The HTML report in a real browser: headless Chromium through Selenium.

The pages are written by ``trfcheck check --html`` and opened from disk. Asserted on the
rendered page: the verdict text is the JSON output's, the highlighted boards are the JSON
output's differing pairs, every finding's round link lands on its round, hostile text from
the TRF file renders as text (no element, no script), no request leaves the page (Chrome's
network events and the page's resource timings), and the focus is visible. Screenshots of
the first screen and of one differing round are written to ``build/screenshots/`` for
review; with ``TRFCHECK_DOCS_SCREENSHOT=1`` the first screen also goes to
``docs/report-screenshot.png`` (the README's picture).

Needs Debian's ``chromium`` and ``chromium-driver`` (``.ci/run`` installs them): without a
browser the tests skip, except in CI (``CI=true``), where they fail.
"""

from __future__ import annotations

import json
import os
import shutil
from collections.abc import Iterator
from pathlib import Path
from typing import Any
from urllib.parse import unquote, urldefrag

import pytest
from selenium import webdriver
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.remote.webelement import WebElement
from selenium.webdriver.support.wait import WebDriverWait
from typer.testing import CliRunner

from tests.conftest import REPO
from tests.report.pages import (
    AGREEING,
    DIFFERING,
    HOSTILE_EVENT,
    HOSTILE_FEDERATION,
    HOSTILE_NAME,
    HOSTILE_PLACE,
    differing_boards,
    hostile_trf,
)
from trfcheck.cli import app

RUNNER = CliRunner(env={"COLUMNS": "160"})
SCREENSHOTS = REPO / "build" / "screenshots"
DOCS_SCREENSHOT = REPO / "docs" / "report-screenshot.png"
WINDOW = (1280, 1000)


def _browser_paths() -> tuple[str, str] | None:
    chromium = shutil.which("chromium") or shutil.which("chromium-browser")
    driver = shutil.which("chromedriver")
    return (chromium, driver) if chromium and driver else None


@pytest.fixture(scope="module")
def browser() -> Iterator[webdriver.Chrome]:
    paths = _browser_paths()
    if paths is None:
        reason = (
            "no headless Chromium: install Debian's chromium and chromium-driver "
            "(apt-get install chromium chromium-driver; .ci/run does)"
        )
        if os.environ.get("CI") == "true":
            pytest.fail(reason + " -- required in CI")
        pytest.skip(reason)
    chromium, driver = paths
    options = webdriver.ChromeOptions()
    options.binary_location = chromium
    for arg in (
        "--headless=new",
        "--no-sandbox",
        "--disable-gpu",
        "--disable-dev-shm-usage",
        f"--window-size={WINDOW[0]},{WINDOW[1]}",
        "--force-device-scale-factor=1",
    ):
        options.add_argument(arg)
    options.set_capability("goog:loggingPrefs", {"performance": "ALL"})
    chrome = webdriver.Chrome(service=Service(driver), options=options)
    try:
        yield chrome
    finally:
        chrome.quit()


def _report(source: Path, html: Path) -> dict[str, Any]:
    """Write the page of ``source`` and return its JSON report (one run of ``check``)."""
    result = RUNNER.invoke(app, ["check", str(source), "--format", "json", "--html", str(html)])
    assert result.exit_code in (0, 1), result.stderr
    report: dict[str, Any] = json.loads(result.stdout)
    return report


@pytest.fixture(scope="module")
def pages(tmp_path_factory: pytest.TempPathFactory) -> dict[str, tuple[Path, dict[str, Any]]]:
    out = tmp_path_factory.mktemp("pages")
    hostile = hostile_trf(out / "hostile.trf")
    return {
        name: (out / f"{name}.html", _report(source, out / f"{name}.html"))
        for name, source in (("differing", DIFFERING), ("agreeing", AGREEING), ("hostile", hostile))
    }


def _open(browser: webdriver.Chrome, page: Path, fragment: str = "") -> None:
    browser.get_log("performance")  # type: ignore[no-untyped-call]  # drop earlier events
    browser.get(page.as_uri() + fragment)


#: True when the element a click at the centre of the first box of arguments[0] (where
#: WebDriver clicks) would reach is that element or inside it: nothing laid over it, the
#: page no longer moving under it.
_ON_TOP = """
const box = arguments[0].getClientRects()[0];
const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
return hit !== null && arguments[0].contains(hit);
"""


def _click(browser: webdriver.Chrome, element: WebElement) -> None:
    """A user's click on ``element``: brought to the middle of the window, then clicked once
    it is what the pointer would reach (a loaded machine can click while the page still
    moves after the previous jump, and reach another link)."""
    browser.execute_script("arguments[0].scrollIntoView({block: 'center'});", element)
    WebDriverWait(browser, 10).until(lambda b: b.execute_script(_ON_TOP, element))
    element.click()


def _requests(browser: webdriver.Chrome) -> list[str]:
    """The URLs of every request Chrome's network domain saw since the last call."""
    urls = []
    for entry in browser.get_log("performance"):  # type: ignore[no-untyped-call]
        message = json.loads(entry["message"])["message"]
        if message["method"] == "Network.requestWillBeSent":
            urls.append(message["params"]["request"]["url"])
    return urls


def _in_view(browser: webdriver.Chrome, element_id: str) -> bool:
    top = browser.execute_script(
        "return document.getElementById(arguments[0]).getBoundingClientRect().top;", element_id
    )
    height = browser.execute_script("return window.innerHeight;")
    return bool(-2 <= top < height)


def test_the_verdict_is_the_json_verdict(browser: webdriver.Chrome, pages: Any) -> None:
    for name in ("differing", "agreeing"):
        page, report = pages[name]
        _open(browser, page)
        assert browser.find_element(By.ID, "verdict-text").text == report["verdict"]["text"]
        head = browser.find_element(By.CSS_SELECTOR, ".verdict .head").text
        assert head.endswith(report["verdict"]["head"]), head  # PASS/FAIL and its premise
        assert _in_view(browser, "verdict"), "the verdict is on the first screen"


def test_highlighted_boards_are_the_differing_boards_of_the_json(
    browser: webdriver.Chrome, pages: Any
) -> None:
    for name in ("differing", "agreeing", "hostile"):
        page, report = pages[name]
        _open(browser, page)
        cells = browser.find_elements(By.CSS_SELECTOR, "td.board.differs")
        assert len(cells) == differing_boards(report), name
        same = browser.find_elements(By.CSS_SELECTOR, "td.board:not(.differs)")
        if cells and same:
            colour = "return getComputedStyle(arguments[0]).backgroundColor;"
            highlight = browser.execute_script(colour, cells[0])
            assert highlight != browser.execute_script(colour, same[0])
            # colour is not the only signal: the cell says so in words
            assert "differs" in (cells[0].get_attribute("textContent") or "")
    assert differing_boards(pages["differing"][1]) > 0


def test_every_finding_link_lands_on_its_round(browser: webdriver.Chrome, pages: Any) -> None:
    page, report = pages["differing"]
    _open(browser, page)
    links = browser.find_elements(By.CSS_SELECTOR, "#findings a.to-round")
    with_round = [v for v in report["violations"] if v["round"] is not None]
    assert len(links) == len(with_round) > 0
    for link, violation in zip(links, with_round, strict=True):
        target = f"round-{violation['round']}"
        assert link.get_attribute("hash") == f"#{target}"
        _click(browser, link)
        assert browser.execute_script("return location.hash;") == f"#{target}"
        assert _in_view(browser, target), target


def test_a_finding_links_to_its_player_and_the_player_back_to_it(
    browser: webdriver.Chrome, pages: Any
) -> None:
    page, report = pages["differing"]
    _open(browser, page)
    number, violation = next((n, v) for n, v in enumerate(report["violations"], 1) if v["players"])
    player = violation["players"][0]
    browser.find_element(By.CSS_SELECTOR, f"#f-{number} a[href='#p-{player}']").click()
    assert _in_view(browser, f"p-{player}")
    browser.find_element(By.CSS_SELECTOR, f"#p-{player} a[href='#f-{number}']").click()
    assert _in_view(browser, f"f-{number}")


def test_hostile_text_renders_as_text(browser: webdriver.Chrome, pages: Any) -> None:
    page, _ = pages["hostile"]
    _open(browser, page)
    assert browser.execute_script("return document.scripts.length;") == 0
    assert browser.execute_script("return document.images.length;") == 0
    assert HOSTILE_EVENT in browser.title
    assert HOSTILE_EVENT in browser.find_element(By.TAG_NAME, "h1").text
    assert HOSTILE_PLACE in browser.find_element(By.ID, "event").text
    name = browser.find_element(By.CSS_SELECTOR, "#s-1 th a")
    assert name.text == HOSTILE_NAME
    fed = browser.find_element(By.CSS_SELECTOR, "#s-1 td:nth-of-type(4)")
    assert fed.text == HOSTILE_FEDERATION
    assert browser.find_elements(By.CSS_SELECTOR, "#s-1 i") == []


def test_no_request_leaves_the_page(browser: webdriver.Chrome, pages: Any) -> None:
    for name in ("differing", "hostile"):
        page, _ = pages[name]
        _open(browser, page)
        for fragment in ("#findings", "#p-1", "#round-2"):
            browser.execute_script("location.hash = arguments[0];", fragment)
        urls = _requests(browser)
        assert urls, "Chrome reported no network event at all: the check would be vacuous"
        documents = {unquote(urldefrag(u)[0]) for u in urls}
        assert documents == {unquote(page.as_uri())}, documents
        entries = browser.execute_script("return performance.getEntriesByType('resource').length;")
        assert entries == 0


def test_the_focus_is_visible(browser: webdriver.Chrome, pages: Any) -> None:
    page, _ = pages["differing"]
    _open(browser, page)
    browser.find_element(By.TAG_NAME, "body").send_keys(Keys.TAB)
    active = browser.switch_to.active_element
    assert active.get_attribute("class") == "skip"  # the first stop: skip to the verdict
    style = browser.execute_script(
        "const s = getComputedStyle(arguments[0]); return [s.outlineStyle, s.outlineWidth];",
        active,
    )
    assert style[0] != "none" and style[1] != "0px", style


def test_screenshots_for_review(browser: webdriver.Chrome, pages: Any) -> None:
    page, report = pages["differing"]
    SCREENSHOTS.mkdir(parents=True, exist_ok=True)
    _open(browser, page)
    first = SCREENSHOTS / "first-screen.png"
    assert browser.save_screenshot(str(first))
    differing = next(r["round"] for r in report["rounds"] if not r["ok"])
    _open(browser, page, f"#round-{differing}")
    shot = SCREENSHOTS / "differing-round.png"
    assert browser.save_screenshot(str(shot))
    for path in (first, shot):
        data = path.read_bytes()
        assert data.startswith(b"\x89PNG") and len(data) > 10_000, path
    if os.environ.get("TRFCHECK_DOCS_SCREENSHOT") == "1":
        shutil.copyfile(shot, DOCS_SCREENSHOT)
