"""``trfcheck serve`` under faults (docs/serve.md, "Limits"): each test drives a real server
on a loopback port into one fault and checks the answer and that the server keeps serving.
Never a traceback, in an answer or in the server's log."""

from __future__ import annotations

import threading
import time
from collections.abc import Iterator

import pytest

from tests.conftest import FIXTURES
from tests.web.server import Answer, Server, running_server

EXAMPLE = FIXTURES / "example.trf"
#: A 2000-player, 9-round Burstein event: its check takes seconds of CPU (re-pairing every
#: round), far over the short time limits below.
LARGE = FIXTURES / "generated" / "bbpPairings-burstein" / "burstein-large-2000.trf"


def still_serving(server: Server) -> None:
    assert server.request("GET", "/healthz").status == 200
    answer = server.upload("/api/check", "example.trf", EXAMPLE.read_bytes())
    assert answer.status == 200, answer.body[:300]
    assert answer.json()["verdict"]["passed"] is True


def no_traceback(*answers: Answer) -> None:
    for answer in answers:
        assert b"Traceback" not in answer.body
        assert answer.headers["content-type"].startswith(("application/json", "text/html"))


def in_background(
    server: Server, path: str = "/api/check"
) -> tuple[threading.Thread, list[Answer]]:
    """The large file's request, sent from a thread; its answer lands in the list."""
    answers: list[Answer] = []
    thread = threading.Thread(
        target=lambda: answers.append(server.upload(path, LARGE.name, LARGE.read_bytes()))
    )
    thread.start()
    return thread, answers


def wait_for_audit(server: Server) -> list[int]:
    deadline = time.monotonic() + 30
    while not (children := server.children()):
        assert time.monotonic() < deadline, "the audit's process never started"
        time.sleep(0.05)
    return children


def log_has_no_traceback(server: Server) -> None:
    server.process.terminate()
    _, err = server.process.communicate(timeout=10)
    assert b"Traceback" not in err, err.decode(errors="replace")[-2000:]


@pytest.fixture
def small_server() -> Iterator[Server]:
    with running_server(
        "--max-upload", "1", "--timeout", "3", "--workers", "1", "--queue", "0"
    ) as s:
        yield s
        log_has_no_traceback(s)


def test_an_oversized_upload_is_413(small_server: Server) -> None:
    big = b"012 x\n" + b"x" * (1024 * 1024 + 1)
    answer = small_server.upload("/api/check", "big.trf", big)
    assert answer.status == 413
    assert answer.json() == {"error": "the upload is over the limit of 1,048,576 bytes"}
    raw = small_server.request("POST", "/api/check", big, {"Content-Type": "text/plain"})
    assert raw.status == 413
    no_traceback(answer, raw)
    still_serving(small_server)


def test_an_audit_over_the_time_limit_is_stopped(small_server: Server) -> None:
    started = time.monotonic()
    answer = small_server.upload("/api/check", LARGE.name, LARGE.read_bytes())
    assert answer.status == 504
    assert answer.json()["error"] == "the audit ran past the limit of 3 s and was stopped"
    assert time.monotonic() - started < 20
    assert small_server.children() == []  # killed, with its process group
    no_traceback(answer)
    still_serving(small_server)


def test_a_worker_killed_mid_request(small_server: Server) -> None:
    import os
    import signal

    thread, answers = in_background(small_server)
    for pid in wait_for_audit(small_server):
        os.kill(pid, signal.SIGKILL)
    thread.join(30)
    (answer,) = answers
    assert answer.status == 500
    assert "ended by signal 9" in answer.json()["error"]
    no_traceback(answer)
    still_serving(small_server)


def test_a_full_server_answers_503(small_server: Server) -> None:
    thread, answers = in_background(small_server)  # the one worker, no queue
    wait_for_audit(small_server)
    busy = small_server.upload("/api/check", "example.trf", EXAMPLE.read_bytes())
    assert busy.status == 503
    assert busy.headers["retry-after"] == "5"
    assert small_server.request("GET", "/readyz").status == 503
    thread.join(30)
    assert answers[0].status == 504  # the large check, over its 3 s
    no_traceback(busy, *answers)
    assert small_server.request("GET", "/readyz").status == 200
    still_serving(small_server)


def many_players(count: int) -> bytes:
    """A TRF of ``count`` players and no round: reading it takes memory in proportion."""
    lines = ["012 Many players"]
    lines += [
        f"001 {i:4d}      Player{i:05d}, Test{' ' * 18}2000{' ' * 29}0.0 {i:4d}"
        for i in range(1, count + 1)
    ]
    return ("\n".join(lines) + "\n").encode()


def test_a_memory_limit_ends_the_audit_not_the_server() -> None:
    with running_server("--memory", "64", "--timeout", "60") as server:
        answer = server.upload("/api/check", "many.trf", many_players(30_000))
        assert answer.status == 422, answer.body[:300]
        assert answer.json()["error"] == "trfcheck: error: out of memory"
        no_traceback(answer)
        still_serving(server)
        log_has_no_traceback(server)


@pytest.mark.parametrize(
    ("body", "content_type", "status", "error"),
    [
        (b"garbage", "multipart/form-data; boundary=xyz", 400, "malformed multipart body"),
        (
            b"--xyz\r\nContent-Disposition: form-data\r\n\r\n",
            "multipart/form-data",
            400,
            "malformed",
        ),
        (
            b'--xyz\r\nContent-Disposition: form-data; name="system"\r\n\r\ndutch\r\n--xyz--\r\n',
            "multipart/form-data; boundary=xyz",
            400,
            "no file",
        ),
        (b"{}", "application/json", 415, "expected multipart/form-data"),
        (b"x", "", 415, "found no content type"),
        (b"<a/>", "application/xml", 415, "found application/xml"),
    ],
)
def test_malformed_bodies_and_wrong_types(
    small_server: Server, body: bytes, content_type: str, status: int, error: str
) -> None:
    headers = {"Content-Type": content_type} if content_type else {}
    answer = small_server.request("POST", "/api/check", body, headers)
    assert answer.status == status, answer.body
    assert error in answer.json()["error"]
    no_traceback(answer)
    still_serving(small_server)


def test_bad_options_in_the_command_lines_words(small_server: Server) -> None:
    unknown = small_server.upload("/api/check", "e.trf", EXAMPLE.read_bytes(), [("output", "/x")])
    assert unknown.status == 400
    assert unknown.json()["error"].startswith("check takes no option 'output'")
    path = small_server.upload("/api/check", "e.trf", EXAMPLE.read_bytes(), [("system", "../x")])
    assert path.status == 400
    bad = small_server.upload("/api/check", "e.trf", EXAMPLE.read_bytes(), [("system", "swiss")])
    assert bad.status == 400
    assert bad.json()["error"] == (
        "trfcheck: unknown pairing system 'swiss': "
        "expected one of dutch, dubov, burstein, lim, team, double"
    )
    not_trf = small_server.upload("/api/check", "e.trf", b"\x00\x01 not a tournament")
    assert not_trf.status == 422
    no_traceback(unknown, path, bad, not_trf)
    assert small_server.request("GET", "/api/check").status == 405
    assert small_server.upload("/api/frobnicate", "e.trf", b"").status == 404
