"""The persistent candidate (``--candidate-server``; docs/endorse.md "Speed"): the
protocol, its failures as results (docs/endorse.md: a timeout or a crash is recorded
and never stalls the run), and trfcheck's own server (``trfcheck endorse serve``)
answering exactly as the command would as a process."""

from __future__ import annotations

import json
import shlex
import subprocess
import sys
from pathlib import Path

import pytest

from tests.conftest import FIXTURES
from trfcheck.cli import main
from trfcheck.cli.candidate import answer
from trfcheck.endorse import Direction, RunSettings, Templates, run
from trfcheck.endorse.server import Server

from .conftest import SMALL

FAKE = Path(__file__).with_name("fake_server.py")
EXAMPLE = FIXTURES / "examples" / "example-trf16.trf"


def _fake(mode: str, k: int) -> Server:
    return Server([sys.executable, str(FAKE), mode, str(k)])


def test_replies_come_from_one_process() -> None:
    server = _fake("none", 0)
    try:
        first = server.call(["prog", "a", "b"], timeout=10)
        second = server.call(["prog", "c"], timeout=10)
    finally:
        server.close()
    assert (first.returncode, first.stdout) == (0, "a b #1\n")
    assert (second.returncode, second.stdout) == (0, "c #2\n")  # the same process


@pytest.mark.parametrize(
    ("mode", "timed_out", "returncode"), [("hang", True, None), ("die", False, -1)]
)
def test_a_hang_or_a_crash_is_one_result_and_a_new_server_follows(
    mode: str, timed_out: bool, returncode: int | None
) -> None:
    """The call is a timeout or a crash ("What counts"); the next call starts a fresh server."""
    server = _fake(mode, 2)
    try:
        assert server.call(["prog", "x"], timeout=10).stdout == "x #1\n"
        bad = server.call(["prog", "y"], timeout=1.0)
        after = server.call(["prog", "z"], timeout=10)
    finally:
        server.close()
    assert bad.timed_out is timed_out
    assert bad.returncode == returncode
    assert after.stdout == "z #1\n"  # answered by a new process


def test_a_reply_that_is_not_json_is_a_crash_of_that_call() -> None:
    server = _fake("garble", 2)
    try:
        assert server.call(["prog", "x"], timeout=10).stdout == "x #1\n"
        bad = server.call(["prog", "y"], timeout=10)
        after = server.call(["prog", "z"], timeout=10)
    finally:
        server.close()
    assert bad.returncode == -1 and "not a reply" in bad.stderr
    assert after.stdout == "z #1\n"


def test_a_missing_server_program_cannot_be_started() -> None:
    call = Server(["/nonexistent/server"]).call(["prog"], timeout=5)
    assert call.returncode is None and call.missing is not None


@pytest.mark.parametrize(
    "args",
    [
        ["--version"],
        ["check", str(EXAMPLE), "--quiet"],
        ["check", str(EXAMPLE), "--format", "json"],
        ["pair", str(EXAMPLE), "--round", "2"],
        ["check", "--no-such-option"],
        ["check", "/nonexistent.trf"],
    ],
)
def test_trfcheck_serve_answers_as_the_process_would(args: list[str], tmp_path: Path) -> None:
    """The reply to a request is the exit code, stdout and stderr of ``trfcheck ARGS``
    run as its own process (the independent source: a real subprocess)."""
    process = subprocess.run(
        [sys.executable, "-m", "trfcheck", *args],
        capture_output=True,
        text=True,
        cwd=tmp_path,
        check=False,
    )
    reply = answer({"argv": ["trfcheck", *args], "cwd": str(tmp_path)}, main)
    assert reply == {"exit": process.returncode, "stdout": process.stdout, "stderr": process.stderr}


def test_trfcheck_serve_over_its_pipe(tmp_path: Path) -> None:
    """``trfcheck endorse serve`` as a process: one reply line per request line, in order,
    a malformed request answered with exit 2, and exit 0 at the end of its input."""
    requests = [
        {"argv": ["trfcheck", "--version"], "cwd": str(tmp_path)},
        "not json",
        {"argv": ["trfcheck", "check", str(EXAMPLE), "--quiet"], "cwd": str(tmp_path)},
        {"argv": ["trfcheck", "endorse", "serve"], "cwd": str(tmp_path)},
    ]
    text = "".join((r if isinstance(r, str) else json.dumps(r)) + "\n" for r in requests)
    process = subprocess.run(
        [sys.executable, "-m", "trfcheck", "endorse", "serve"],
        input=text,
        capture_output=True,
        text=True,
        check=False,
    )
    replies = [json.loads(line) for line in process.stdout.splitlines()]
    assert process.returncode == 0
    assert [r["exit"] for r in replies] == [0, 2, 0, 2]
    assert replies[0]["stdout"].startswith("trfcheck ")
    assert "PASS" in replies[2]["stdout"]


PYTHON = shlex.quote(sys.executable)
SERVE = f"{PYTHON} -m trfcheck endorse serve"
PAIR = f"{PYTHON} -m trfcheck pair {{in}} --system {{system}} --format trf -o {{out}}"
CHECK = f"{PYTHON} -m trfcheck check {{in}} --system {{system}} --quiet"
GENERATE = (
    f"{PYTHON} -m trfcheck generate --config {{config}} --seed {{seed}} --format trf26 -o {{dir}}"
)


def _settings(system: str, count: int, rtg: tuple[tuple[str, str], ...]) -> RunSettings:
    return RunSettings(
        system=system,
        count=count,
        templates=Templates(pair=PAIR, check=CHECK, generate=GENERATE, output="trf"),
        directions=(Direction.OURS_TO_CANDIDATE, Direction.CANDIDATE_TO_OURS),
        rtg_settings=rtg,
        candidate_config="players = 6-12\nrounds = 3-5\n",
    )


def test_a_run_through_the_server_has_the_results_of_a_run_without(tmp_path: Path) -> None:
    """The server changes no result: results.jsonl of a run through ``trfcheck endorse
    serve`` equals that of the same run with one process per call."""
    with_server = run(_settings("dutch", 3, SMALL), tmp_path / "s", 1, server=SERVE)
    per_call = run(_settings("dutch", 3, SMALL), tmp_path / "p", 1)
    assert with_server["verdict"] == per_call["verdict"] == "pass"
    lines = [sorted((tmp_path / d / "results.jsonl").read_text().splitlines()) for d in "sp"]
    assert lines[0] == lines[1]
