"""Run one candidate command with a time limit; a crash or a hang becomes data.

The command runs without a shell in its own process group, so that a timeout ends the
candidate and everything it started (a ``java`` child, a shell wrapper), never the
harness. Its output is captured; nothing it prints reaches the harness's terminal.

With ``use_server`` (``--candidate-server``), the same calls go to one persistent
candidate process per worker instead (``server.py``); the results are the same.
"""

from __future__ import annotations

import os
import subprocess
import time
from collections.abc import Sequence
from pathlib import Path

from .calls import Call, kill_group, output_text
from .server import Server

__all__ = ["Call", "run_call", "stop_server", "use_server"]

#: The server command of this process's run (``use_server``), and its client once
#: started, with the process id that started it (a forked worker starts its own).
_SERVER_ARGV: tuple[str, ...] | None = None
_SERVER: tuple[int, Server] | None = None


def use_server(argv: Sequence[str] | None) -> None:
    """Send the calls of this process (and of workers forked from it) to a persistent
    candidate started with ``argv`` (None: one process per call)."""
    global _SERVER_ARGV
    stop_server()
    _SERVER_ARGV = tuple(argv) if argv else None


def stop_server() -> None:
    """End this process's persistent candidate, if it started one."""
    global _SERVER
    if _SERVER is not None and _SERVER[0] == os.getpid():
        _SERVER[1].close()
    _SERVER = None


def run_call(argv: Sequence[str], timeout: float, cwd: Path | None = None) -> Call:
    """Run ``argv`` for at most ``timeout`` seconds (wall) and capture what it printed."""
    global _SERVER
    if _SERVER_ARGV is not None:
        if _SERVER is None or _SERVER[0] != os.getpid():
            _SERVER = (os.getpid(), Server(_SERVER_ARGV))
        return _SERVER[1].call(argv, timeout, cwd)
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
        kill_group(process)
        out, err = process.communicate()
        seconds = time.perf_counter() - started
        return Call(tuple(argv), None, output_text(out), output_text(err), seconds, timed_out=True)
    seconds = time.perf_counter() - started
    return Call(tuple(argv), process.returncode, output_text(out), output_text(err), seconds)
