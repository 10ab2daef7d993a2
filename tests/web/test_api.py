"""The JSON API of ``trfcheck serve`` against the command line (docs/serve.md): a real
server on a loopback port; every body must be what ``trfcheck COMMAND FILE --format json``
prints for the same file and options, run in a folder of its own."""

from __future__ import annotations

import json
import subprocess
import sys
import tempfile
from collections.abc import Iterator, Sequence
from pathlib import Path

import pytest

from tests.conftest import FIXTURES
from tests.web.server import Server, running_server

EXAMPLE = FIXTURES / "example.trf"
REAL = sorted(p for p in (FIXTURES / "real").rglob("*") if p.suffix.lower() in {".trf", ".txt"})
TUNX = sorted((FIXTURES / "swiss-manager").glob("*.TUNX"))[:3]


@pytest.fixture(scope="module")
def server() -> Iterator[Server]:
    with running_server("--workers", "2") as running:
        yield running


def cli_json(tmp: Path, source: Path, command: str, args: Sequence[str] = ()) -> tuple[int, bytes]:
    """``trfcheck COMMAND NAME --format json ARGS`` in a folder holding only the file."""
    folder = Path(tempfile.mkdtemp(prefix=f"cli-{command}-", dir=tmp))
    (folder / source.name).write_bytes(source.read_bytes())
    done = subprocess.run(
        [sys.executable, "-m", "trfcheck", command, source.name, "--format=json", *args],
        cwd=folder,
        capture_output=True,
        check=False,
    )
    return done.returncode, done.stdout


def assert_same(server: Server, tmp: Path, source: Path, command: str, fields=()) -> None:  # type: ignore[no-untyped-def]
    answer = server.upload(f"/api/{command}", source.name, source.read_bytes(), fields)
    args = [f"--{k.replace('_', '-')}={v}" for k, v in fields]
    code, stdout = cli_json(tmp, source, command, args)
    assert answer.headers["x-trfcheck-exit"] == str(code), (source, answer.body[:300])
    assert answer.status == (200 if code in (0, 1) else 422)
    assert answer.headers["content-type"] == "application/json"
    assert json.loads(answer.body) == json.loads(stdout)
    assert answer.body == stdout  # byte for byte, not only the same value


@pytest.mark.parametrize("command", ["check", "pair", "standings", "rating", "norms"])
def test_each_command_answers_as_the_command_line(
    server: Server, tmp_path: Path, command: str
) -> None:
    assert_same(server, tmp_path, EXAMPLE, command)


def test_options_reach_the_command(server: Server, tmp_path: Path) -> None:
    assert_same(server, tmp_path, EXAMPLE, "standings", [("round", "1"), ("tiebreaks", "BH,SB")])
    assert_same(server, tmp_path, EXAMPLE, "check", [("system", "dubov"), ("edition", "2026")])
    preflight = [("for", "rating"), ("today", "2026-02-01")]
    assert_same(server, tmp_path, EXAMPLE, "check", preflight)


def test_a_raw_body_with_options_in_the_query(server: Server, tmp_path: Path) -> None:
    answer = server.request(
        "POST",
        "/api/standings?round=1&name=example.trf",
        EXAMPLE.read_bytes(),
        {"Content-Type": "application/octet-stream"},
    )
    _, stdout = cli_json(tmp_path, EXAMPLE, "standings", ["--round=1"])
    assert answer.status == 200
    assert answer.body == stdout


def test_a_swiss_manager_file(server: Server, tmp_path: Path) -> None:
    assert TUNX, "fixtures/swiss-manager holds .TUNX files"
    for source in TUNX:
        assert_same(server, tmp_path, source, "check")


@pytest.mark.slow
@pytest.mark.parametrize("source", REAL, ids=[p.name for p in REAL])
def test_every_real_file_answers_as_the_command_line(
    server: Server, tmp_path: Path, source: Path
) -> None:
    assert_same(server, tmp_path, source, "check")


def test_the_openapi_description_lists_every_command(server: Server) -> None:
    answer = server.request("GET", "/api/openapi.json")
    assert answer.status == 200
    paths = answer.json()["paths"]
    assert sorted(paths) == sorted(
        f"/api/{c}" for c in ("check", "pair", "standings", "rating", "norms")
    )
    fields = paths["/api/standings"]["post"]["requestBody"]["content"]["multipart/form-data"]
    assert {"file", "round", "tiebreaks"} <= set(fields["schema"]["properties"])


def test_health_and_readiness(server: Server) -> None:
    assert server.request("GET", "/healthz").json() == {"status": "ok"}
    assert server.request("GET", "/readyz").json() == {"status": "ready"}


def test_the_page_and_the_report(server: Server, tmp_path: Path) -> None:
    page = server.request("GET", "/")
    assert page.status == 200
    assert b'action="/report"' in page.body and b'name="file"' in page.body
    assert "form-action 'self'" in page.headers["content-security-policy"]
    report = server.upload("/report", "example.trf", EXAMPLE.read_bytes())
    assert report.status == 200
    assert report.headers["content-type"].startswith("text/html")
    _, stdout = cli_json(tmp_path, EXAMPLE, "check")
    verdict = json.loads(stdout)["verdict"]["text"]
    assert verdict.encode() in report.body  # the same audit as the command line's
