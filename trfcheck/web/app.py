"""The Starlette application of ``trfcheck serve``: the upload page, the HTML report, the
JSON API, health and readiness (docs/serve.md).

| route | answer |
|---|---|
| ``GET /`` | the upload page |
| ``POST /report`` | the HTML report of ``trfcheck check FILE --html`` (a form upload) |
| ``POST /api/{check,pair,standings,rating,norms}`` | ``trfcheck COMMAND FILE --format json`` |
| ``GET /api/openapi.json`` | the API's OpenAPI description |
| ``GET /healthz``, ``GET /readyz`` | alive; ready (a worker or a place in the queue is free) |

A request's body is the file (``application/octet-stream`` or ``text/plain``, options in
the query string) or a form (``multipart/form-data``: the part ``file`` and the options as
fields). Every answer that is not the command's own output is JSON ``{"error": ...}`` (an
HTML page for the form), in the words of the command line's diagnostics.
"""

from __future__ import annotations

import asyncio
import html
import json
import logging
import shutil
import tempfile
import time
from collections.abc import Awaitable, Callable
from pathlib import Path
from typing import Any

from starlette.applications import Starlette
from starlette.datastructures import UploadFile
from starlette.exceptions import HTTPException
from starlette.formparsers import MultiPartException
from starlette.requests import Request
from starlette.responses import HTMLResponse, JSONResponse, Response
from starlette.routing import Route
from starlette.types import Message, Receive, Scope, Send

from trfcheck.web.limits import Limits
from trfcheck.web.openapi import openapi
from trfcheck.web.page import error_page, upload_page
from trfcheck.web.upload import COMMANDS, BadRequest, arguments, stored_name
from trfcheck.web.worker import Finished, run

__all__ = ["create_app"]

log = logging.getLogger("trfcheck.serve")

#: The status of an answer by the command's exit code (README, "Exit codes").
_STATUS = {0: 200, 1: 200, 2: 400, 3: 422, 4: 422, 5: 500}
_SECURITY = {
    "X-Content-Type-Options": "nosniff",
    "Cache-Control": "no-store",
    "Referrer-Policy": "no-referrer",
}
_PAGE_CSP = "default-src 'none'; style-src 'unsafe-inline'; img-src data:; form-action 'self'"
_RAW_TYPES = ("application/octet-stream", "text/plain")


class _Refused(Exception):
    """A request answered before it runs: ``status`` and the error's words."""

    def __init__(self, status: int, message: str, headers: dict[str, str] | None = None) -> None:
        super().__init__(message)
        self.status = status
        self.message = message
        self.headers = headers or {}


class _Gate:
    """At most ``workers`` audits at once and ``waiting`` requests in line; more: 503."""

    def __init__(self, limits: Limits) -> None:
        self._slots = asyncio.Semaphore(limits.workers)
        self._limit = limits.workers + limits.waiting
        self.inside = 0

    def full(self) -> bool:
        return self.inside >= self._limit

    async def run(self, work: Callable[[], Awaitable[Finished]]) -> Finished:
        if self.full():
            raise _Refused(503, "the server is busy: try again shortly", {"Retry-After": "5"})
        self.inside += 1
        try:
            async with self._slots:
                return await work()
        finally:
            self.inside -= 1


async def _body(request: Request, limit: int) -> bytes:
    """The request's body, refused with 413 as soon as it is over ``limit`` bytes."""
    declared = request.headers.get("content-length")
    too_large = _Refused(413, f"the upload is over the limit of {limit:,} bytes")
    if declared is not None and declared.isdigit() and int(declared) > limit:
        raise too_large
    chunks: list[bytes] = []
    size = 0
    async for chunk in request.stream():
        size += len(chunk)
        if size > limit:
            raise too_large
        chunks.append(chunk)
    return b"".join(chunks)


async def _upload(request: Request, limits: Limits) -> tuple[str, bytes, list[tuple[str, str]]]:
    """The stored name, the bytes and the option fields of a request."""
    content_type = request.headers.get("content-type", "").split(";")[0].strip().lower()
    body = await _body(request, limits.upload_bytes)
    if content_type in _RAW_TYPES:
        fields = [(k, v) for k, v in request.query_params.multi_items() if k != "name"]
        return stored_name(request.query_params.get("name")), body, fields
    if content_type != "multipart/form-data":
        raise _Refused(
            415,
            f"expected multipart/form-data or application/octet-stream, "
            f"found {content_type or 'no content type'}",
        )

    async def replay() -> Message:
        nonlocal body
        chunk, body = body, b""
        return {"type": "http.request", "body": chunk, "more_body": False}

    try:
        form = await Request(request.scope, replay).form(max_files=1, max_fields=32)
    except (MultiPartException, HTTPException) as error:
        detail = error.detail if isinstance(error, HTTPException) else error.message
        raise _Refused(400, f"malformed multipart body: {detail}") from None
    try:
        upload = form.get("file")
        if not isinstance(upload, UploadFile):
            raise _Refused(400, "no file: send the TRF or .TUNX file in the part named 'file'")
        data = await upload.read()
        fields = [(k, v) for k, v in form.multi_items() if k != "file" and isinstance(v, str)]
        return stored_name(upload.filename), data, fields
    finally:
        await form.close()


async def _audit(
    request: Request, command: str, extra: list[str], output: str | None = None
) -> tuple[Finished, bytes | None]:
    """Run ``trfcheck COMMAND upload ... EXTRA`` on the request's upload in a private
    folder, deleted before the answer; the content of ``output`` if the command wrote it."""
    limits: Limits = request.app.state.limits
    name, data, fields = await _upload(request, limits)
    try:
        args = [command, name, *extra, *arguments(command, fields)]
    except BadRequest as error:
        raise _Refused(400, str(error)) from None
    folder = Path(tempfile.mkdtemp(prefix="trfcheck-serve-"))  # mode 0700
    try:
        (folder / name).write_bytes(data)
        finished = await request.app.state.gate.run(
            lambda: run(args, folder, seconds=limits.seconds, memory_bytes=limits.memory_bytes)
        )
        written = None
        if output is not None and (folder / output).is_file():
            written = (folder / output).read_bytes()
        return finished, written
    finally:
        shutil.rmtree(folder, ignore_errors=True)


def _failure(finished: Finished, limits: Limits) -> tuple[int, str, list[str]]:
    """The status, the error and the diagnostics of an audit that gave no output."""
    lines = finished.stderr.decode("utf-8", "replace").splitlines()
    if finished.timed_out:
        return 504, f"the audit ran past the limit of {limits.seconds:g} s and was stopped", []
    if finished.signal is not None:
        return (
            500,
            f"the audit's process was ended by signal {finished.signal} "
            "(over its memory limit, or stopped)",
            lines,
        )
    assert finished.exit is not None
    first = next((line for line in lines if line.strip()), f"exit {finished.exit}")
    return _STATUS.get(finished.exit, 500), first, lines


async def api(request: Request) -> Response:
    """``POST /api/COMMAND``: the command's ``--format json`` output."""
    command = request.path_params["command"]
    if command not in COMMANDS:
        return _error(404, f"no command {command!r} (commands: {', '.join(COMMANDS)})")
    try:
        finished, _ = await _audit(request, command, ["--format=json"])
    except _Refused as refused:
        return _error(refused.status, refused.message, headers=refused.headers)
    request.state.exit = finished.exit
    if finished.exit is not None and finished.stdout.strip():
        return Response(
            finished.stdout,
            status_code=_STATUS.get(finished.exit, 500),
            media_type="application/json",
            headers={**_SECURITY, "X-Trfcheck-Exit": str(finished.exit)},
        )
    status, message, lines = _failure(finished, request.app.state.limits)
    return _error(status, message, diagnostics=lines, exit=finished.exit)


async def report(request: Request) -> Response:
    """``POST /report``: the HTML report of ``trfcheck check FILE --html``."""
    try:
        finished, page = await _audit(
            request, "check", ["--quiet", "--html=report.html"], output="report.html"
        )
    except _Refused as refused:
        return _page_error(refused.status, refused.message, headers=refused.headers)
    request.state.exit = finished.exit
    if page is not None and finished.exit is not None:
        headers = {**_SECURITY, "Content-Security-Policy": _PAGE_CSP}
        headers["X-Trfcheck-Exit"] = str(finished.exit)
        return HTMLResponse(page, status_code=_STATUS.get(finished.exit, 500), headers=headers)
    status, message, lines = _failure(finished, request.app.state.limits)
    return _page_error(status, message, lines)


async def home(request: Request) -> Response:
    """``GET /``: the upload page."""
    headers = {**_SECURITY, "Content-Security-Policy": _PAGE_CSP}
    return HTMLResponse(upload_page(request.app.state.limits), headers=headers)


async def health(request: Request) -> Response:
    """``GET /healthz``: the server answers."""
    return JSONResponse({"status": "ok"}, headers=_SECURITY)


async def ready(request: Request) -> Response:
    """``GET /readyz``: a worker or a place in the queue is free."""
    if request.app.state.gate.full():
        return JSONResponse({"status": "busy"}, status_code=503, headers=_SECURITY)
    return JSONResponse({"status": "ready"}, headers=_SECURITY)


async def describe(request: Request) -> Response:
    """``GET /api/openapi.json``: the API's OpenAPI description."""
    return JSONResponse(openapi(request.app.state.limits), headers=_SECURITY)


def _error(
    status: int,
    message: str,
    *,
    diagnostics: list[str] | None = None,
    exit: int | None = None,
    headers: dict[str, str] | None = None,
) -> JSONResponse:
    body: dict[str, Any] = {"error": message}
    if diagnostics:
        body["diagnostics"] = diagnostics
    if exit is not None:
        body["exit"] = exit
    return JSONResponse(body, status_code=status, headers={**_SECURITY, **(headers or {})})


def _page_error(
    status: int, message: str, lines: list[str] | None = None, headers: dict[str, str] | None = None
) -> HTMLResponse:
    page = error_page(status, html.escape(message), [html.escape(line) for line in lines or []])
    all_headers = {**_SECURITY, "Content-Security-Policy": _PAGE_CSP, **(headers or {})}
    return HTMLResponse(page, status_code=status, headers=all_headers)


async def _http_error(request: Request, error: HTTPException) -> Response:
    """Starlette's own refusals (404, 405) as JSON, in the API's shape."""
    return _error(error.status_code, str(error.detail), headers=dict(error.headers or {}))


async def _internal_error(request: Request, error: Exception) -> Response:
    """A fault of the server itself: logged, answered in one line, never a traceback."""
    log.error(json.dumps({"internal_error": type(error).__name__}))
    return _error(500, f"internal error of the server ({type(error).__name__})")


class _AccessLog:
    """One JSON line per request on the ``trfcheck.serve`` logger: method, path, status,
    duration, body size and the command's exit code; never the file or its name."""

    def __init__(self, app: Callable[[Scope, Receive, Send], Awaitable[None]]) -> None:
        self.app = app

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        start = time.perf_counter()
        status = 500
        received = 0

        async def counting() -> Message:
            nonlocal received
            message = await receive()
            received += len(message.get("body", b""))
            return message

        async def sending(message: Message) -> None:
            nonlocal status
            if message["type"] == "http.response.start":
                status = message["status"]
            await send(message)

        try:
            await self.app(scope, counting, sending)
        finally:
            state = scope.get("state", {})
            entry = {
                "method": scope["method"],
                "path": scope["path"],
                "status": status,
                "ms": round((time.perf_counter() - start) * 1000, 1),
                "bytes_in": received,
                "exit": state.get("exit"),
            }
            log.info(json.dumps(entry))


def create_app(limits: Limits | None = None) -> Any:
    """The ASGI application with ``limits`` (the defaults of ``Limits``)."""
    routes = [
        Route("/", home, methods=["GET"]),
        Route("/report", report, methods=["POST"]),
        Route("/api/openapi.json", describe, methods=["GET"]),
        Route("/api/{command}", api, methods=["POST"]),
        Route("/healthz", health, methods=["GET"]),
        Route("/readyz", ready, methods=["GET"]),
    ]
    handlers = {HTTPException: _http_error, Exception: _internal_error}
    app = Starlette(routes=routes, exception_handlers=handlers)  # type: ignore[arg-type]
    app.state.limits = limits or Limits()
    app.state.gate = _Gate(app.state.limits)
    return _AccessLog(app)
