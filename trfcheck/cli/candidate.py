"""``trfcheck endorse serve``: trfcheck as a persistent candidate (``--candidate-server``).

Reads one request per line on standard input and answers each with one line on standard
output, the protocol of ``trfcheck.endorse.server`` (version 1)::

    {"argv": ["trfcheck", "pair", "in.trf", "-o", "out.trf"], "cwd": "/abs/folder"}
    {"exit": 0, "stdout": "...", "stderr": "..."}

Each request is the command line of one call: the program (``argv[0]``, or
``PYTHON -m trfcheck``) is dropped and the rest runs through trfcheck's own command line
in this process, in ``cwd``, with an empty standard input, so the reply holds exactly the
exit code and the output that ``trfcheck ARGS`` would have had as a process, without its
start-up. End of input stops the server (exit 0).
"""

from __future__ import annotations

import io
import json
import os
import sys
from collections.abc import Callable, Sequence
from contextlib import redirect_stderr, redirect_stdout
from typing import IO, Any

from trfcheck.cli.outcome import ExitCode

__all__ = ["answer", "serve"]


def _captured() -> io.TextIOWrapper:
    """A text stream with a binary buffer (``-o -`` writes bytes to ``sys.stdout.buffer``)."""
    return io.TextIOWrapper(io.BytesIO(), encoding="utf-8", errors="replace", newline="")


def _value(stream: io.TextIOWrapper) -> str:
    stream.flush()
    buffer = stream.buffer
    assert isinstance(buffer, io.BytesIO)
    return buffer.getvalue().decode("utf-8", errors="replace")


def answer(request: Any, main: Callable[[Sequence[str]], Any]) -> dict[str, Any]:
    """The reply to one request: ``main(argv[1:])`` run in ``cwd`` with output captured."""
    if not isinstance(request, dict) or not isinstance(request.get("argv"), list):
        return {"exit": int(ExitCode.USAGE), "stdout": "", "stderr": "expected {argv, cwd}\n"}
    argv = [str(a) for a in request["argv"]]
    args = argv[3:] if argv[1:3] == ["-m", "trfcheck"] else argv[1:]
    if args[:2] == ["endorse", "serve"]:
        return {"exit": int(ExitCode.USAGE), "stdout": "", "stderr": "a server in a server\n"}
    out, err = _captured(), _captured()
    home = os.getcwd()
    stdin = sys.stdin
    code = 0
    try:
        if request.get("cwd"):
            os.chdir(str(request["cwd"]))
        sys.stdin = io.TextIOWrapper(io.BytesIO(), encoding="utf-8")
        with redirect_stdout(out), redirect_stderr(err):
            try:
                main(args)
            except SystemExit as stop:
                code = stop.code if isinstance(stop.code, int) else (0 if stop.code is None else 1)
    except OSError as error:  # the folder of the call is gone
        err.write(f"trfcheck: {error}\n")
        code = int(ExitCode.BAD_INPUT)
    finally:
        sys.stdin = stdin
        os.chdir(home)
    return {"exit": code, "stdout": _value(out), "stderr": _value(err)}


def serve(requests: IO[str], replies: IO[str], main: Callable[[Sequence[str]], Any]) -> ExitCode:
    """Answer every request line of ``requests`` on ``replies`` until the end of input."""
    for line in requests:
        if not line.strip():
            continue
        try:
            request = json.loads(line)
        except ValueError as error:
            reply = {"exit": int(ExitCode.USAGE), "stdout": "", "stderr": f"not JSON: {error}\n"}
        else:
            reply = answer(request, main)
        replies.write(json.dumps(reply) + "\n")
        replies.flush()
    return ExitCode.OK
