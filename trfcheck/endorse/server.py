"""A persistent candidate: one process that answers many calls (``--candidate-server``).

An endorsement run starts the candidate's command once per call, which is what bbpPairings
and JaVaFo need. A Python candidate spends most of such a call starting up (trfcheck:
about 0.3 s of imports for a few milliseconds of pairing), so a 50,000-tournament run
would be measured in hours of start-up. The harness therefore also speaks a small line
protocol to a program that stays up, in the spirit of Nailgun for Java tools; the
templates and every result stay exactly those of that run (the reply carries the exit code,
standard output and standard error the command would have had).

Protocol (version 1). The harness starts the server command once per worker process,
without a shell, in its own process group, and writes one request per line on the
server's standard input, UTF-8 JSON::

    {"argv": ["trfcheck", "pair", "in.trf", "-o", "out.trf"], "cwd": "/abs/folder"}

``argv`` is the expanded template of the call (``templates``), ``cwd`` the folder the command
would have run in. The server answers with exactly one line on its standard output::

    {"exit": 0, "stdout": "...", "stderr": "..."}

and writes nothing else there. End of input means "stop". A reply that does not come
within ``--timeout`` seconds is a timeout (the server's process group is killed); a
server that dies or writes anything else is a crash of that call. Either way the next
call starts a fresh server, so one bad call never stalls the run. ``trfcheck endorse
serve`` is trfcheck's own server.
"""

from __future__ import annotations

import json
import os
import select
import subprocess
import time
from collections.abc import Sequence
from pathlib import Path

from .calls import Call, kill_group, output_text

__all__ = ["PROTOCOL", "Server"]

PROTOCOL = 1

#: The largest reply line read (a reply carries two captured outputs).
MAX_REPLY = 16 * 1024 * 1024


class Server:
    """The client side of one persistent candidate process (started on first use)."""

    def __init__(self, argv: Sequence[str]) -> None:
        self.argv = tuple(argv)
        self._process: subprocess.Popen[bytes] | None = None
        self._buffer = b""

    def _start(self) -> subprocess.Popen[bytes]:
        process = subprocess.Popen(
            list(self.argv),
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=subprocess.DEVNULL,
            start_new_session=True,
        )
        self._process, self._buffer = process, b""
        return process

    def close(self) -> None:
        """End the server: end of input, then a kill if it does not stop at once."""
        process, self._process = self._process, None
        if process is None:
            return
        try:
            assert process.stdin is not None
            process.stdin.close()
            process.wait(timeout=2)
        except (OSError, subprocess.TimeoutExpired):
            kill_group(process)
            process.wait()
        if process.stdout is not None:
            process.stdout.close()

    def _abandon(self) -> None:
        process, self._process = self._process, None
        if process is not None:
            kill_group(process)
            process.wait()
            for stream in (process.stdin, process.stdout):
                if stream is not None:
                    stream.close()

    def _read_line(self, process: subprocess.Popen[bytes], deadline: float) -> bytes | None:
        """One reply line, or None at the deadline; EOFError when the server ended."""
        assert process.stdout is not None
        fd = process.stdout.fileno()
        while b"\n" not in self._buffer:
            left = deadline - time.monotonic()
            if left <= 0:
                return None
            ready, _, _ = select.select([fd], [], [], left)
            if not ready:
                return None
            chunk = os.read(fd, 1 << 16)
            if not chunk:
                raise EOFError
            self._buffer += chunk
            if len(self._buffer) > MAX_REPLY:
                raise ValueError("a reply longer than the limit")
        line, _, self._buffer = self._buffer.partition(b"\n")
        return line

    def call(self, argv: Sequence[str], timeout: float, cwd: Path | None = None) -> Call:
        """Send one command to the server; the Call it would have been as a process."""
        started = time.perf_counter()
        args = tuple(argv)
        try:
            process = self._process or self._start()
        except OSError as error:
            return Call(args, None, missing=f"{self.argv[0]}: {error.strerror or error}")
        request = {"argv": list(args), "cwd": str(cwd) if cwd is not None else os.getcwd()}
        try:
            assert process.stdin is not None
            process.stdin.write(json.dumps(request).encode() + b"\n")
            process.stdin.flush()
            line = self._read_line(process, time.monotonic() + timeout)
        except (OSError, EOFError, ValueError) as error:
            self._abandon()
            why = "the server ended" if isinstance(error, EOFError) else str(error)
            return Call(args, -1, "", f"candidate server: {why}\n", time.perf_counter() - started)
        seconds = time.perf_counter() - started
        if line is None:
            self._abandon()
            return Call(args, None, "", "", seconds, timed_out=True)
        try:
            reply = json.loads(line)
            code, out, err = int(reply["exit"]), str(reply["stdout"]), str(reply["stderr"])
        except (ValueError, KeyError, TypeError):
            self._abandon()
            shown = output_text(line[:300])
            return Call(args, -1, "", f"candidate server: not a reply: {shown}\n", seconds)
        return Call(args, code, output_text(out.encode()), output_text(err.encode()), seconds)
