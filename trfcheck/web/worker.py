"""One audit in its own process: ``python -m trfcheck ARGS`` in a private folder, with the
server's time and memory limits; killed, with everything it started, when it runs over.

The server stays responsive whatever the file does: the work is never in the server's own
process, a process over its time is killed (its whole process group) and a process over
its memory fails alone (RLIMIT_AS).
"""

from __future__ import annotations

import asyncio
import contextlib
import os
import resource
import signal
import sys
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path

__all__ = ["Finished", "run"]


@dataclass(frozen=True, slots=True)
class Finished:
    """How one audit ended: ``exit`` is the command's exit code, or ``None`` when it did
    not end by itself (``timed_out``) or ended by a signal (``signal``)."""

    exit: int | None
    stdout: bytes
    stderr: bytes
    timed_out: bool = False
    signal: int | None = None


def _limit_memory(memory_bytes: int) -> Callable[[], None]:
    def limit() -> None:  # runs in the child, before trfcheck starts
        resource.setrlimit(resource.RLIMIT_AS, (memory_bytes, memory_bytes))
        resource.setrlimit(resource.RLIMIT_CORE, (0, 0))

    return limit


def _environment() -> dict[str, str]:
    """The child's environment: the server's, with UTF-8 output and no colours."""
    env = dict(os.environ)
    env.update({"PYTHONIOENCODING": "utf-8", "NO_COLOR": "1", "PYTHONUNBUFFERED": "1"})
    env.pop("PYTHONINSPECT", None)
    return env


async def run(args: Sequence[str], folder: Path, *, seconds: float, memory_bytes: int) -> Finished:
    """``trfcheck ARGS`` run in ``folder``; killed after ``seconds``."""
    process = await asyncio.create_subprocess_exec(
        sys.executable,
        "-m",
        "trfcheck",
        *args,
        cwd=folder,
        stdin=asyncio.subprocess.DEVNULL,
        stdout=asyncio.subprocess.PIPE,
        stderr=asyncio.subprocess.PIPE,
        env=_environment(),
        start_new_session=True,  # its own process group: killed whole on a time-out
        preexec_fn=_limit_memory(memory_bytes),
    )
    try:
        stdout, stderr = await asyncio.wait_for(process.communicate(), timeout=seconds)
    except (TimeoutError, asyncio.CancelledError) as stop:
        with contextlib.suppress(ProcessLookupError):
            os.killpg(process.pid, signal.SIGKILL)
        await process.wait()
        if isinstance(stop, asyncio.CancelledError):  # the client went away
            raise
        return Finished(None, b"", b"", timed_out=True)
    code = process.returncode
    assert code is not None
    if code < 0:
        return Finished(None, stdout, stderr, signal=-code)
    return Finished(code, stdout, stderr)
