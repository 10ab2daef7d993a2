"""The HTML report of a large event: time to write it, its size, and how it opens in a
browser; print figures.

Not a test: run ``python benchmarks/html_report.py [FILE] [--generate PLAYERS,ROUNDS]
[--seed S] [--keep DIR] [--no-browser]``. Default: the public 1000-player, 10-round file
``fixtures/generated/bbpPairings-dutch/dutch-large-1000.trf``; ``--generate 1000,11``
first makes a Dutch 2026 tournament with the random generator (seed ``--seed``). The
check (``verify.audit``) is timed apart from the report (``report.html.audit_html`` and
the atomic write): the report's CPU time is what the issue bounds (2 s beyond the check).

In headless Chromium (Debian's ``chromium`` and ``chromium-driver``, through Selenium) the
page is opened from disk and the navigation timings are read (first contentful paint,
DOMContentLoaded, load), then a jump to the last player's view and 40 scroll steps of one
screen, each timed to the next animation frame.
"""

from __future__ import annotations

import argparse
import resource
import shutil
import sys
import tempfile
import time
from pathlib import Path

import trfcheck
from trfcheck.generator import Config, generate, parse_range
from trfcheck.report.html import audit_html
from trfcheck.trf import write_atomically
from trfcheck.verify.audit import audit

DEFAULT = Path(__file__).resolve().parents[1] / (
    "fixtures/generated/bbpPairings-dutch/dutch-large-1000.trf"
)


def _cpu() -> float:
    usage = resource.getrusage(resource.RUSAGE_SELF)
    return usage.ru_utime + usage.ru_stime


def report(source: Path, out: Path) -> None:
    """Check ``source``, write its page to ``out`` and print the figures."""
    event = trfcheck.open(source)
    t = event.tournament
    wall, cpu = time.perf_counter(), _cpu()
    result = audit(event)
    print(
        f"check: {time.perf_counter() - wall:.1f} s wall, {_cpu() - cpu:.1f} s CPU "
        f"({len(t.players)} players, {len(result.rounds)} rounds, {result.verdict()[:60]})"
    )
    wall, cpu = time.perf_counter(), _cpu()
    page = audit_html(str(source), result, event)
    data = page.encode("utf-8")
    write_atomically(out, data)
    print(
        f"report: {time.perf_counter() - wall:.2f} s wall, {_cpu() - cpu:.2f} s CPU, "
        f"{len(data) / 1e6:.1f} MB -> {out}"
    )


_TIMINGS = """
const nav = performance.getEntriesByType('navigation')[0];
const paint = performance.getEntriesByName('first-contentful-paint')[0];
return [paint ? paint.startTime : -1, nav.domContentLoadedEventEnd, nav.loadEventEnd,
        document.getElementsByTagName('*').length];
"""

_SCROLL = """
const done = arguments[arguments.length - 1];
const target = document.getElementById(arguments[0]);
const frames = [];
const t0 = performance.now();
location.hash = arguments[0];
requestAnimationFrame(() => {
  const jump = performance.now() - t0;
  const top = target.getBoundingClientRect().top;
  window.scrollTo(0, 0);
  let i = 0;
  function step() {
    const s = performance.now();
    window.scrollBy(0, window.innerHeight);
    requestAnimationFrame(() => {
      frames.push(performance.now() - s);
      if (++i < 40) step(); else done([jump, top, frames]);
    });
  }
  step();
});
"""


def browse(page: Path) -> None:
    """Open ``page`` in headless Chromium and print the timings."""
    chromium, driver = shutil.which("chromium"), shutil.which("chromedriver")
    if not (chromium and driver):
        print("browser: no chromium/chromedriver (apt-get install chromium chromium-driver)")
        return
    from selenium import webdriver
    from selenium.webdriver.chrome.service import Service

    options = webdriver.ChromeOptions()
    options.binary_location = chromium
    for arg in ("--headless=new", "--no-sandbox", "--disable-gpu", "--window-size=1280,1000"):
        options.add_argument(arg)
    browser = webdriver.Chrome(service=Service(driver), options=options)
    try:
        browser.set_script_timeout(120)
        started = time.perf_counter()
        browser.get(page.as_uri())
        opened = time.perf_counter() - started
        fcp, dcl, load, elements = browser.execute_script(_TIMINGS)
        print(
            f"browser: get() returned after {opened:.2f} s; first contentful paint "
            f"{fcp / 1000:.2f} s, DOMContentLoaded {dcl / 1000:.2f} s, load {load / 1000:.2f} s, "
            f"{elements} elements"
        )
        last = browser.execute_script(
            "const c = document.querySelectorAll('.player-card'); return c[c.length - 1].id;"
        )
        jump, top, frames = browser.execute_async_script(_SCROLL, last)
        frames = sorted(frames)
        print(
            f"browser: jump to #{last} {jump:.0f} ms (lands at {top:.0f} px); scrolling one "
            f"screen: median {frames[len(frames) // 2]:.0f} ms, worst {frames[-1]:.0f} ms "
            f"per frame over {len(frames)} steps"
        )
    finally:
        browser.quit()


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("file", nargs="?", type=Path, default=DEFAULT)
    parser.add_argument("--generate", metavar="PLAYERS,ROUNDS")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--keep", type=Path, metavar="DIR")
    parser.add_argument("--no-browser", action="store_true")
    args = parser.parse_args(argv)
    folder = args.keep or Path(tempfile.mkdtemp(prefix="trfcheck-html-"))
    folder.mkdir(parents=True, exist_ok=True)
    source: Path = args.file
    if args.generate:
        players, rounds = args.generate.split(",")
        config = Config(
            players=parse_range(players, "players"), rounds=parse_range(rounds, "rounds")
        )
        started = time.perf_counter()
        made = generate(config, args.seed)
        source = folder / made.file_name("dutch")
        source.write_bytes(made.data)
        print(f"generated {source} in {time.perf_counter() - started:.1f} s")
    out = folder / (source.stem + ".html")
    report(source, out)
    if not args.no_browser:
        browse(out)
    if args.keep is None:
        shutil.rmtree(folder)


if __name__ == "__main__":
    main(sys.argv[1:])
