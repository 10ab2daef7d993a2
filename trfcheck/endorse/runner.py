"""Run one candidate command with a time limit; a crash or a hang becomes data.

The command runs without a shell in its own process group, so that a timeout ends the
candidate and everything it started (a ``java`` child, a shell wrapper), never the
harness. Its output is captured; nothing it prints reaches the harness's terminal.

A ``Caller`` made with a server command (``--candidate-server``) sends the same calls to
one persistent candidate process per worker instead (``server.py``); the results are the
same.
"""

from __future__ import annotations

import subprocess
import time
from collections.abc import Sequence
from pathlib import Path

from .calls import Call, kill_group, output_text
from .server import Server

__all__ = ["Call", "Caller", "run_call"]


class Caller:
    """How one worker runs the candidate's calls: one process per call (``run_call``), or,
    with ``server`` (the ``--candidate-server`` command), one persistent candidate
    started on the first call and ended by ``close``. Each worker makes its own."""

    def __init__(self, server: Sequence[str] | None = None) -> None:
        self._server = Server(server) if server else None

    def __call__(self, argv: Sequence[str], timeout: float, cwd: Path | None = None) -> Call:
        """Run ``argv`` as ``run_call`` does; the same result through the server."""
        if self._server is not None:
            return self._server.call(argv, timeout, cwd)
        return run_call(argv, timeout, cwd)

    def close(self) -> None:
        """End the persistent candidate, if one was started."""
        if self._server is not None:
            self._server.close()


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
        kill_group(process)
        out, err = process.communicate()
        seconds = time.perf_counter() - started
        return Call(tuple(argv), None, output_text(out), output_text(err), seconds, timed_out=True)
    seconds = time.perf_counter() - started
    return Call(tuple(argv), process.returncode, output_text(out), output_text(err), seconds)
