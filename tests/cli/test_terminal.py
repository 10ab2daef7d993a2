"""No control or bidi character from any input reaches stdout or stderr (``cli.terminal``):
every command run on a TRF whose 012 name holds ESC, BEL, an OSC title sequence and U+202E
(fixtures/fuzz/hostile/name-controls.trf), and ``show`` of a ``.TUNX`` whose player name
holds U+202E and ESC; data written to standard output is filtered when it is a terminal.

The forbidden set is the one the terminal standards give as controls (ECMA-48: C0 but tab
and newline, DEL, C1) and Unicode's bidi controls (UAX #9: U+202A-202E, U+2066-2069,
U+200E, U+200F, U+061C); it is written out here, not imported from the code under test.
"""

from __future__ import annotations

import os
import pty
import re
import select
import subprocess
import sys
from pathlib import Path

import pytest

from tests.conftest import FIXTURES, REPO
from tests.fuzz.test_hostile import FORBIDDEN, run

NAMED = FIXTURES / "fuzz" / "hostile" / "name-controls.trf"
TUNX = FIXTURES / "swiss-manager" / "abs_fem_1378181.TUNX"
COMMANDS = [
    ("check", str(NAMED)),
    ("check", str(NAMED), "--format", "json"),
    ("show", str(NAMED)),
    ("standings", str(NAMED)),
    ("standings", str(NAMED), "--format", "csv"),
    ("rating", str(NAMED), "--k", "20"),
    ("norms", str(NAMED)),
    ("pair", str(NAMED), "--ahead"),
    ("convert", str(NAMED), "--to", "json"),
    ("check", str(NAMED), "--pairings", str(NAMED)),
    ("rating", str(NAMED), "--fide-list", str(NAMED)),
    ("generate", "-o", "/nonexistent/out", "--set", "system=Evil\x1b]0;x\x07\u202e"),
    ("endorse", "classify", str(NAMED)),
]


@pytest.mark.parametrize("args", COMMANDS, ids=[" ".join(a[:1] + a[2:]) for a in COMMANDS])
def test_no_control_reaches_the_terminal(args: tuple[str, ...]) -> None:
    """``run`` fails on any forbidden character in stdout or stderr; the name is there,
    escaped, where the command prints it."""
    _, out, err = run(*args)
    if args[0] in ("show", "standings", "rating", "norms") and len(args) == 2:
        assert "Evil\\x1b]0;PWNED\\x07 Open \\u202eevil" in out + err


def test_tunx_names_escaped(tmp_path: Path) -> None:
    """A .TUNX player name (UTF-16, length-prefixed) holding U+202E and ESC."""
    data = TUNX.read_bytes()
    name = "Aloisio".encode("utf-16-le")
    assert data.count(name) >= 1
    hostile = tmp_path / "names.TUNX"
    hostile.write_bytes(data.replace(name, "Aloi\u202es\x1b".encode("utf-16-le"), 1))
    _, out, _ = run("show", str(hostile))
    assert "Aloi\\u202es" in out  # the decoder drops the ESC itself


def test_data_on_a_terminal_is_filtered() -> None:
    """``convert --to trf`` of the file to a terminal (a pseudo-terminal here): the 012
    line arrives escaped; into a pipe or a file it is the file's content."""
    leader, follower = pty.openpty()
    process = subprocess.Popen(
        [sys.executable, "-m", "trfcheck", "convert", str(NAMED), "--to", "trf"],
        stdout=follower,
        stderr=subprocess.DEVNULL,
        cwd=REPO,
    )
    os.close(follower)
    received = b""
    while True:
        ready, _, _ = select.select([leader], [], [], 30)
        if not ready:
            break
        try:
            chunk = os.read(leader, 65536)
        except OSError:  # the follower side closed
            break
        if not chunk:
            break
        received += chunk
    process.wait(timeout=30)
    os.close(leader)
    text = received.decode("utf-8", "replace").replace("\r\n", "\n")
    assert "012 Evil\\x1b]0;PWNED\\x07" in text
    assert not FORBIDDEN.search(text.replace("\r", ""))


def test_forbidden_set_matches_the_standards() -> None:
    """The test's own set: 30 C0 (not tab, newline), DEL, 32 C1, 5 + 4 + 3 bidi controls."""
    every = "".join(chr(c) for c in range(0x2070))
    assert len(FORBIDDEN.findall(every)) == 30 + 1 + 32 + 5 + 4 + 3
    assert not re.search(FORBIDDEN, "\t\nA\u00e9\u05d0")


def test_html_report_isolates_names(tmp_path: Path) -> None:
    """The HTML report puts each player's name and the event's name in ``<bdi>`` (HTML's
    bidi isolation), so a U+202E in one name cannot reorder the row around it."""
    page = tmp_path / "report.html"
    run("check", str(NAMED), "--html", str(page))
    html = page.read_text(encoding="utf-8")
    assert "<h1>Audit of <bdi>Evil" in html
    assert "<bdi>Alpha, Anton</bdi>" in html
    assert html.count("<bdi>") >= 6
