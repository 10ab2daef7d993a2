"""What a new user meets first: the messages of a mistake, in trfcheck's words and with
the severity (``path:line:column: error: expected X, found Y``, the form of every reader
diagnostic), the usage error before anything else, and one exit code per kind of
mistake (2 for a command line that asks for something that does not exist)."""

from __future__ import annotations

from pathlib import Path

import pytest
from typer.testing import CliRunner

from tests.conftest import FIXTURES
from trfcheck.cli import app

RUNNER = CliRunner(env={"COLUMNS": "80"})
EXAMPLE = FIXTURES / "example.trf"


def _run(*args: str) -> tuple[int, str, str]:
    result = RUNNER.invoke(app, list(args))
    return result.exit_code, result.stdout, result.stderr


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("{\n", "2:1: error: expected a property name in double quotes, found the end of the file"),
        ('{"a": 1}\n]', "2:1: error: expected the end of the file after the JSON value, found ']'"),
        ('{"a": }', "1:7: error: expected a JSON value, found '}'"),
    ],
)
def test_a_json_syntax_error_says_what_was_expected_and_found(
    tmp_path: Path, text: str, message: str
) -> None:
    """Not the decoder's "found Expecting value": what JSON wanted there, and the
    character (or the end of the file) that stood there."""
    path = tmp_path / "bad.json"
    path.write_text(text)
    code, _, err = _run("check", str(path))
    assert code == 3
    assert err.splitlines()[0] == f"{path}:{message}"


def test_a_k_file_without_its_header_is_an_error_diagnostic(tmp_path: Path) -> None:
    k_file = tmp_path / "k.csv"
    k_file.write_text("foo\n")
    code, _, err = _run("rating", str(EXAMPLE), "--k-file", str(k_file))
    assert code == 3
    assert err.splitlines()[0] == (
        f"{k_file}:1:1: error: expected a header with k and start_rank or fide_id"
    )


def test_endorse_run_without_a_candidate_names_the_candidate_option(tmp_path: Path) -> None:
    code, _, err = _run("endorse", "run", "--system", "dutch", "--workdir", str(tmp_path))
    assert code == 2
    assert err.startswith("trfcheck: no candidate: give --candidate PROGRAM")
