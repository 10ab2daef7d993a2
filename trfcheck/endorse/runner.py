"""Run one candidate command with a time limit; a crash or a hang becomes data.

The command runs without a shell in its own process group, so that a timeout ends the
candidate and everything it started (a ``java`` child, a shell wrapper), never the
harness. Its output is captured; nothing it prints reaches the harness's terminal.
"""

from __future__ import annotations

import os
import shlex
import signal
import subprocess
import time
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

__all__ = ["Call", "run_call"]

#: Captured output kept per stream (the rest is cut, with a marker).
MAX_OUTPUT = 64 * 1024


@dataclass(frozen=True, slots=True)
class Call:
    """One run of a candidate command."""

    argv: tuple[str, ...]
    returncode: int | None  # None: timed out, or the program could not be started
    stdout: str = ""
    stderr: str = ""
    seconds: float = 0.0
    timed_out: bool = False
    missing: str | None = None  # why the program could not be started

    @property
    def command_line(self) -> str:
        """The argument vector as one shell-quoted line (for the evidence files)."""
        return shlex.join(self.argv)


def _text(data: bytes | None) -> str:
    if not data:
        return ""
    text = data[:MAX_OUTPUT].decode("utf-8", errors="replace")
    return text + ("\n[... output cut]\n" if len(data) > MAX_OUTPUT else "")


def _kill_group(process: subprocess.Popen[bytes]) -> None:
    try:
        os.killpg(process.pid, signal.SIGKILL)
    except (ProcessLookupError, PermissionError):
        process.kill()


def run_call(argv: Sequence[str], timeout: float, cwd: Path | None = None) -> Call:
    """Run ``argv`` for at most ``timeout`` seconds (wall) and capture what it printed."""
    started = time.perf_counter()
    try:
        process = subprocess.Popen(
            list(argv),
            cwd=cwd,
            stdin=subprocess.DEVNULL,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            start_new_session=True,
        )
    except OSError as error:
        reason = error.strerror or str(error)
        return Call(tuple(argv), None, missing=f"{argv[0]}: {reason}")
    try:
        out, err = process.communicate(timeout=timeout)
    except subprocess.TimeoutExpired:
        _kill_group(process)
        out, err = process.communicate()
        seconds = time.perf_counter() - started
        return Call(tuple(argv), None, _text(out), _text(err), seconds, timed_out=True)
    seconds = time.perf_counter() - started
    return Call(tuple(argv), process.returncode, _text(out), _text(err), seconds)
