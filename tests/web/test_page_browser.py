"""The upload page of ``trfcheck serve`` in a real browser (headless Chromium, Selenium):
choose a file, press Check, and the report shown is the command line's audit of that file.
The first screen of the answer is written to ``build/screenshots/serve-report.png``, and with
``TRFCHECK_DOCS_SCREENSHOT=1`` the upload page to ``docs/serve-screenshot.png``.

Needs Debian's ``chromium`` and ``chromium-driver`` (``.ci/run`` installs them)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest
from selenium import webdriver
from selenium.webdriver.common.by import By
from selenium.webdriver.support import expected_conditions
from selenium.webdriver.support.wait import WebDriverWait

from tests.conftest import FIXTURES, REPO
from tests.report.test_html_browser import browser
from tests.web.server import Server, running_server

__all__ = ["browser"]  # the fixture, shared with the report's browser tests

SCREENSHOTS = REPO / "build" / "screenshots"
EXAMPLE = FIXTURES / "example.trf"


@pytest.fixture(scope="module")
def server() -> Iterator[Server]:
    with running_server("--workers", "1") as running:
        yield running


def cli_verdict(source: Path, tmp: Path) -> str:
    folder = tmp / "cli"
    folder.mkdir()
    (folder / source.name).write_bytes(source.read_bytes())
    done = subprocess.run(
        [sys.executable, "-m", "trfcheck", "check", source.name, "--format=json"],
        cwd=folder,
        capture_output=True,
        check=False,
    )
    verdict: str = json.loads(done.stdout)["verdict"]["text"]
    return verdict


def test_upload_a_file_and_read_its_report(
    browser: webdriver.Chrome, server: Server, tmp_path: Path
) -> None:
    browser.get(f"http://127.0.0.1:{server.port}/")
    assert browser.title == "trfcheck: check a tournament file"
    if os.environ.get("TRFCHECK_DOCS_SCREENSHOT") == "1":
        browser.save_screenshot(str(REPO / "docs" / "serve-screenshot.png"))
    browser.find_element(By.ID, "file").send_keys(str(EXAMPLE))
    browser.find_element(By.CSS_SELECTOR, "button[type=submit]").click()
    WebDriverWait(browser, 60).until(
        expected_conditions.presence_of_element_located((By.ID, "verdict-text"))
    )
    assert browser.find_element(By.ID, "verdict-text").text == cli_verdict(EXAMPLE, tmp_path)
    SCREENSHOTS.mkdir(parents=True, exist_ok=True)
    browser.save_screenshot(str(SCREENSHOTS / "serve-report.png"))


def test_a_file_that_is_no_tournament_gets_a_page_not_a_traceback(
    browser: webdriver.Chrome, server: Server, tmp_path: Path
) -> None:
    bad = tmp_path / "notes.trf"
    bad.write_bytes(b"\x00\x01\x02 these are not the results")
    browser.get(f"http://127.0.0.1:{server.port}/")
    browser.find_element(By.ID, "file").send_keys(str(bad))
    browser.find_element(By.CSS_SELECTOR, "button[type=submit]").click()
    WebDriverWait(browser, 60).until(expected_conditions.title_contains("trfcheck"))
    text = browser.find_element(By.TAG_NAME, "body").text
    assert "Traceback" not in text
    assert "notes.trf" in text  # the diagnostic names the file as the user named it
