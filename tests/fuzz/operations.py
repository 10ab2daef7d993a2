"""The operations every input must survive: each command of the CLI, run in-process.

An operation *survives* an input when it ends with a documented exit code (0, 1, 3 or
4: never 2, a usage error, for a file), prints no internal error or traceback, and
stays within its CPU budget. Conversions are also read back (``readback``).
"""

from __future__ import annotations

import resource
import signal
import time
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path

from typer.testing import CliRunner

from trfcheck.cli import app

__all__ = ["OPERATIONS", "CpuTimeExceeded", "Outcome", "cpu_time_limit", "run_operation"]

RUNNER = CliRunner()

OPERATIONS: dict[str, tuple[str, ...]] = {
    "check": ("check",),
    # --ahead: pair even after pending results or past XXR, so that the engines always run
    "pair_dutch": ("pair", "--system", "dutch", "--ahead"),
    "pair_dubov": ("pair", "--system", "dubov", "--ahead"),
    "pair_lim": ("pair", "--system", "lim", "--ahead"),
    "convert_trf": ("convert", "--to", "trf"),
    "convert_trf16": ("convert", "--to", "trf16"),
    "convert_trf26": ("convert", "--to", "trf26"),
    "convert_json": ("convert", "--to", "json"),
    "convert_csv": ("convert", "--to", "csv"),
    "show": ("show",),
}
DOCUMENTED = frozenset({0, 1, 3, 4})


@dataclass(frozen=True, slots=True)
class Outcome:
    """What one operation did with one input."""

    operation: str
    exit_code: int
    stdout: bytes
    stderr: str
    cpu_seconds: float

    @property
    def problem(self) -> str | None:
        """Why this outcome breaks the contract (module notes); None if it keeps it."""
        if "internal error" in self.stderr or "Traceback" in self.stderr:
            return f"{self.operation}: {self.stderr.strip().splitlines()[-1]}"
        if self.exit_code not in DOCUMENTED:
            return f"{self.operation}: exit {self.exit_code}: {self.stderr.strip()[-200:]}"
        return None


class CpuTimeExceeded(BaseException):
    """An operation ran past the CPU-time guard (a hang). A BaseException, so that the
    command's own ``except Exception`` does not turn it into an ordinary failure."""


@contextmanager
def cpu_time_limit(seconds: float) -> Iterator[None]:
    """Raise CpuTimeExceeded in the main thread after ``seconds`` of this process's CPU
    time (SIGPROF): a loaded machine slows the wall clock, not this budget."""

    def expired(signum: int, frame: object) -> None:
        raise CpuTimeExceeded(f"over {seconds} s of CPU time")

    previous = signal.signal(signal.SIGPROF, expired)
    signal.setitimer(signal.ITIMER_PROF, seconds)
    try:
        yield
    finally:
        signal.setitimer(signal.ITIMER_PROF, 0)
        signal.signal(signal.SIGPROF, previous)


def run_operation(name: str, path: Path) -> Outcome:
    """Run operation ``name`` on the file at ``path`` in this process."""
    started = time.process_time()
    result = RUNNER.invoke(app, [*OPERATIONS[name][:1], str(path), *OPERATIONS[name][1:]])
    cpu = time.process_time() - started
    code = result.exit_code
    stderr = result.stderr
    if isinstance(result.exception, CpuTimeExceeded):
        raise result.exception
    if result.exception is not None and not isinstance(result.exception, SystemExit):
        code, stderr = -1, f"Traceback: {type(result.exception).__name__}: {result.exception}"
    return Outcome(name, code, result.stdout_bytes, stderr, cpu)


def peak_rss_mb() -> float:
    """The peak resident memory of this process so far, in MB (Linux: ru_maxrss in KB)."""
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
