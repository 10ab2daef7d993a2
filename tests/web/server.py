"""A real ``trfcheck serve`` on a loopback port, and a small HTTP client (the standard
library's): the tests of tests/web talk to the server as a federation's users would."""

from __future__ import annotations

import http.client
import json
import os
import socket
import subprocess
import sys
import time
import uuid
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from typing import Any

__all__ = ["Answer", "Server", "multipart", "running_server"]


@dataclass(frozen=True)
class Answer:
    status: int
    headers: dict[str, str]
    body: bytes

    def json(self) -> Any:
        return json.loads(self.body)


def _free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port: int = probe.getsockname()[1]
        return port


def multipart(
    fields: Sequence[tuple[str, str]], file: tuple[str, bytes] | None
) -> tuple[bytes, str]:
    """A ``multipart/form-data`` body and its content type."""
    boundary = uuid.uuid4().hex
    parts: list[bytes] = []
    for name, value in fields:
        parts.append(
            f'--{boundary}\r\nContent-Disposition: form-data; name="{name}"\r\n\r\n'
            f"{value}\r\n".encode()
        )
    if file is not None:
        filename, data = file
        head = (
            f'--{boundary}\r\nContent-Disposition: form-data; name="file"; '
            f'filename="{filename}"\r\nContent-Type: application/octet-stream\r\n\r\n'
        )
        parts.append(head.encode() + data + b"\r\n")
    parts.append(f"--{boundary}--\r\n".encode())
    return b"".join(parts), f"multipart/form-data; boundary={boundary}"


@dataclass
class Server:
    port: int
    process: subprocess.Popen[bytes]

    def request(
        self,
        method: str,
        path: str,
        body: bytes | None = None,
        headers: dict[str, str] | None = None,
        timeout: float = 120,
    ) -> Answer:
        connection = http.client.HTTPConnection("127.0.0.1", self.port, timeout=timeout)
        try:
            connection.request(method, path, body=body, headers=headers or {})
            response = connection.getresponse()
            return Answer(
                response.status, {k.lower(): v for k, v in response.getheaders()}, response.read()
            )
        finally:
            connection.close()

    def upload(
        self,
        path: str,
        name: str,
        data: bytes,
        fields: Sequence[tuple[str, str]] = (),
        timeout: float = 120,
    ) -> Answer:
        body, content_type = multipart(fields, (name, data))
        return self.request("POST", path, body, {"Content-Type": content_type}, timeout)

    def children(self) -> list[int]:
        """The process ids of the server's running audits."""
        found = []
        for entry in os.listdir("/proc"):
            if entry.isdigit():
                try:
                    with open(f"/proc/{entry}/stat") as stat:
                        fields = stat.read().rsplit(")", 1)[1].split()
                except OSError:
                    continue
                if int(fields[1]) == self.process.pid:
                    found.append(int(entry))
        return found


@contextmanager
def running_server(*options: str) -> Iterator[Server]:
    """``trfcheck serve`` with ``options`` on a free loopback port, until the block ends."""
    port = _free_port()
    process = subprocess.Popen(
        [sys.executable, "-m", "trfcheck", "serve", "--port", str(port), *options],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
    )
    server = Server(port, process)
    try:
        deadline = time.monotonic() + 30
        while True:
            try:
                if server.request("GET", "/healthz", timeout=2).status == 200:
                    break
            except OSError:
                pass
            if process.poll() is not None or time.monotonic() > deadline:
                raise RuntimeError(f"trfcheck serve did not start: {process.stderr.read()!r}")  # type: ignore[union-attr]
            time.sleep(0.1)
        yield server
    finally:
        process.terminate()
        try:
            process.wait(10)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait()
