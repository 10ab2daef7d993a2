"""Hostile rating lists, K files and names (fixtures/fuzz/hostile, and the bombs of
``hostile_inputs`` made at test time): each gives its documented exit code and a one-line
located diagnostic, within 30 s and under a memory limit of 1 GB set on the process, and
no control or bidi character reaches stdout or stderr (docs/limits.md).

The expected codes are those docs/limits.md documents for each limit and README "Exit
codes" for the exit status: 3 for input that cannot be read, 1 for an error finding
(LST008), 0 for warnings only.
"""

from __future__ import annotations

import json
import os
import re
import resource
import subprocess
import sys
from pathlib import Path

import pytest

from tests.conftest import FIXTURES, REPO
from tests.fuzz.hostile_inputs import MAKERS

HOSTILE = FIXTURES / "fuzz" / "hostile"
FACTS = FIXTURES / "rating" / "rating_facts.trf"
MEMORY = 1 << 30
SECONDS = 30
#: What may never reach a terminal: C0 but tab and newline, DEL, C1, the bidi controls.
FORBIDDEN = re.compile("[\x00-\x08\x0b-\x1f\x7f-\x9f\u202a-\u202e\u2066-\u2069\u200e\u200f\u061c]")


def _limit() -> None:
    resource.setrlimit(resource.RLIMIT_AS, (MEMORY, MEMORY))


def run(*args: str, stdin: bytes | None = None) -> tuple[int, str, str]:
    """``trfcheck ARGS`` in a process of at most 1 GB, stopped after 30 s."""
    done = subprocess.run(
        [sys.executable, "-m", "trfcheck", *args],
        input=stdin,
        capture_output=True,
        timeout=SECONDS,
        preexec_fn=_limit,
        cwd=REPO,
        check=False,
    )
    out, err = done.stdout.decode("utf-8", "replace"), done.stderr.decode("utf-8", "replace")
    assert not FORBIDDEN.search(out), f"raw control in stdout: {out!r}"
    assert not FORBIDDEN.search(err), f"raw control in stderr: {err!r}"
    return done.returncode, out, err


def diagnostics(err: str) -> list[str]:
    """stderr without the summary line (``trfcheck: 1 warning``)."""
    return [line for line in err.splitlines() if not re.match(r"trfcheck: \d+ \w+", line)]


#: (reproducer, option, exit code, the code of its diagnostic)
STORED = [
    ("list-cr-line-ends.txt", "--fide-list", 0, "LST007"),
    ("list-duplicate-id.txt", "--fide-list", 1, "LST008"),
    ("list-duplicate-id.xml", "--fide-list", 1, "LST008"),
    ("list-superscript-digit.txt", "--fide-list", 0, "LST009"),
    ("list-5000-digits.xml", "--fide-list", 0, "LST009"),
    ("list-commented-player.xml", "--fide-list", 0, "LST001"),
    ("list-encoding-hex.xml", "--fide-list", 3, "LST010"),
    ("list-encoding-rot13.xml", "--fide-list", 3, "LST010"),
    ("list-encoding-idna.xml", "--fide-list", 3, "LST010"),
    ("list-encoding-unknown.xml", "--fide-list", 3, "LST010"),
    ("list-encoding-nul.xml", "--fide-list", 3, "LST010"),  # found by the campaign
    ("list-encrypted.zip", "--fide-list", 3, "ZIP002"),
    ("list-method-9.zip", "--fide-list", 3, "ZIP003"),
    ("list-method-99.zip", "--fide-list", 3, "ZIP003"),
    ("list-corrupt-deflate.zip", "--fide-list", 3, "ZIP005"),
    ("list-corrupt-lzma.zip", "--fide-list", 3, "ZIP005"),
    ("list-bad-crc.zip", "--fide-list", 3, "ZIP005"),
    ("list-member-name-controls.zip", "--fide-list", 3, "ZIP005"),
    ("k-exponent.csv", "--k-file", 3, "no exponent"),
    ("k-superscript.csv", "--k-file", 3, "at most 3 digits (0-9)"),
    ("k-5000-digits.csv", "--k-file", 3, "LIM001"),  # the line is past 4096 bytes first
    ("k-duplicate-player.csv", "--k-file", 3, "given again (first at line 2)"),
]
#: (maker of hostile_inputs, option, exit code, the code of its diagnostic)
MADE = [
    ("declared_bomb", "--fide-list", 3, "LIM003"),
    ("lying_bomb", "--fide-list", 3, "ZIP005"),
    ("zeros_xml_bomb", "--fide-list", 3, "LIM002"),
    ("members_bomb", "--fide-list", 3, "LIM004"),
    ("long_line_zip", "--fide-list", 3, "LIM001"),
    ("long_line_text", "--fide-list", 3, "LIM001"),
    ("long_header", "--fide-list", 3, "LIM001"),
    ("unclosed_player", "--fide-list", 3, "LIM002"),
    ("nested_players", "--fide-list", 3, "LIM002"),
    ("long_cell", "--k-file", 3, "LIM001"),
    ("cr_only_list", "--fide-list", 0, "LST007"),
]


def _check(path: Path, option: str, code: int, expected: str, command: str = "rating") -> None:
    status, _, err = run(command, str(FACTS), option, str(path))
    assert status == code, err
    lines = diagnostics(err)
    if code == 3:  # one located line, naming the file
        assert len(lines) == 1, err
        assert re.match(rf"{re.escape(str(path))}:(\d+:\d+|0x[0-9a-f]+): error ", lines[0]), err
    assert expected in err, err


@pytest.mark.parametrize(("name", "option", "code", "expected"), STORED, ids=[s[0] for s in STORED])
def test_stored_reproducer(name: str, option: str, code: int, expected: str) -> None:
    _check(HOSTILE / name, option, code, expected)


@pytest.mark.parametrize(("maker", "option", "code", "expected"), MADE, ids=[m[0] for m in MADE])
def test_made_reproducer(tmp_path: Path, maker: str, option: str, code: int, expected: str) -> None:
    _check(MAKERS[maker](tmp_path), option, code, expected)


@pytest.mark.parametrize("name", [n for n, *_ in STORED if n.endswith(".zip")])
def test_norms_reads_archives_as_rating_does(name: str) -> None:
    """A damaged archive is a diagnostic in ``norms`` too (once an internal error there)."""
    code = next(c for n, _, c, _ in STORED if n == name)
    expected = next(e for n, *_, e in STORED if n == name)
    _check(HOSTILE / name, "--fide-list", code, expected, command="norms")


def test_commented_player_is_not_read() -> None:
    """The XML comment holds a ``<player>`` of id 1000005: it stays off the list (LST001)
    and is not counted (6 players, as in the list without it)."""
    _, out, err = run(
        "rating", str(FACTS), "--fide-list", str(HOSTILE / "list-commented-player.xml")
    )
    assert "(xml, 6 players)" in out
    assert "FIDE id 1000005 is not on the list" in err


def test_cr_only_list_finds_every_player(tmp_path: Path) -> None:
    """20,000 players after the 6 of the list, lines ended by CR alone: all counted."""
    _, out, _ = run("rating", str(FACTS), "--fide-list", str(MAKERS["cr_only_list"](tmp_path)))
    assert "(txt, 20006 players)" in out


def test_cr_only_k_file() -> None:
    """Both rows of a K file whose lines end with CR alone are read (K 10 and 40)."""
    status, out, err = run(
        "rating", str(FACTS), "--format", "json", "--k-file", str(HOSTILE / "k-cr-line-ends.csv")
    )
    assert status == 0, err
    sources = {p["start_rank"]: p["k_source"] for p in json.loads(out)["players"]}
    assert (sources[1], sources[2], sources[3]) == ("file", "file", "unknown")


@pytest.mark.parametrize("how", ["stdin", "dash"])
def test_list_from_a_pipe(how: str) -> None:
    """The list read as a stream from standard input (``/dev/stdin`` or ``-``), zipped."""
    data = (FIXTURES / "rating" / "players_list_xml_foa.zip").read_bytes()
    name = "/dev/stdin" if how == "stdin" else "-"
    status, out, err = run("rating", str(FACTS), "--fide-list", name, stdin=data)
    assert status == 0, err
    assert "(xml, 6 players)" in out


def test_list_and_tournament_cannot_both_be_stdin() -> None:
    status, _, err = run("rating", "-", "--fide-list", "-", stdin=FACTS.read_bytes())
    assert status == 2, err


def test_member_name_is_one_line() -> None:
    """A member name holding a newline and an OSC title sequence is escaped in the message."""
    _, _, err = run(
        "rating", str(FACTS), "--fide-list", str(HOSTILE / "list-member-name-controls.zip")
    )
    assert "a\\n\\x1b]0;T\\x07b.xml" in err
    assert len(diagnostics(err)) == 1


def test_the_reproducers_are_all_listed() -> None:
    stored = {p.name for p in HOSTILE.iterdir()} - {"name-controls.trf", "k-cr-line-ends.csv"}
    assert stored == {n for n, *_ in STORED}
    assert os.path.exists(HOSTILE / "name-controls.trf")
