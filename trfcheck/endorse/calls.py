"""One call of a candidate command and what it left: exit code, output, time."""

from __future__ import annotations

import os
import shlex
import signal
import subprocess
from dataclasses import dataclass

__all__ = ["MAX_OUTPUT", "Call", "kill_group", "output_text"]

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


def output_text(data: bytes | None) -> str:
    """Captured output as text, cut at ``MAX_OUTPUT`` with a marker."""
    if not data:
        return ""
    text = data[:MAX_OUTPUT].decode("utf-8", errors="replace")
    return text + ("\n[... output cut]\n" if len(data) > MAX_OUTPUT else "")


def kill_group(process: subprocess.Popen[bytes]) -> None:
    """Kill ``process`` and everything in its process group."""
    try:
        os.killpg(process.pid, signal.SIGKILL)
    except (ProcessLookupError, PermissionError):
        process.kill()
