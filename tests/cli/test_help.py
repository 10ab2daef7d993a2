"""The command line follows its ecosystem: ``-h``/``--help`` for every command render cleanly
in 80 columns, ``--version`` and ``trfcheck version``, ``trfcheck -`` reads standard input
(the conventions of command-line programs)."""

from __future__ import annotations

import pytest
from typer.testing import CliRunner

from tests.conftest import FIXTURES
from trfcheck import __version__
from trfcheck.cli import app, command_names, main
from trfcheck.compiled import is_compiled
from trfcheck.pairers.core import matching

RUNNER = CliRunner()
COMMANDS = sorted(command_names())
EXAMPLE = FIXTURES / "examples" / "example-trf16.trf"

# What typer versions outside the pinned range print instead of a metavar.
ARTEFACTS = ("{", "<list[", "<str>", "<path>", "<int", "\\[")


def test_every_command_is_listed() -> None:
    assert set(COMMANDS) >= {"check", "pair", "convert", "show", "generate", "version"}


@pytest.mark.parametrize("command", ["", *COMMANDS])
@pytest.mark.parametrize("flag", ["--help", "-h"])
def test_help_renders_cleanly_in_80_columns(command: str, flag: str) -> None:
    args = [command, flag] if command else [flag]
    result = RUNNER.invoke(app, args, terminal_width=80)
    assert result.exit_code == 0, result.output
    assert result.stdout.startswith(f"Usage: trfcheck {command}".rstrip())
    for artefact in ARTEFACTS:
        assert artefact not in result.stdout, (artefact, result.stdout)
    assert max(len(line) for line in result.stdout.splitlines()) <= 80


@pytest.mark.parametrize(
    ("command", "usage"),
    [
        ("check", "Usage: trfcheck check [OPTIONS] FILE..."),
        ("pair", "Usage: trfcheck pair [OPTIONS] FILE"),
        ("convert", "Usage: trfcheck convert [OPTIONS] FILE"),
        ("show", "Usage: trfcheck show [OPTIONS] FILE"),
        ("generate", "Usage: trfcheck generate [OPTIONS]"),
    ],
)
def test_usage_line_names_the_arguments(command: str, usage: str) -> None:
    result = RUNNER.invoke(app, [command, "--help"])
    assert result.stdout.splitlines()[0] == usage


@pytest.mark.parametrize("args", [["--version"], ["version"]])
def test_version(args: list[str]) -> None:
    """The version, the build and the matching core: the core named is the one
    ``pairers.core.matching`` loads, the build plain when the Dutch engine is Python."""
    result = RUNNER.invoke(app, args)
    assert result.exit_code == 0
    core = "C matching core" if matching.extension_available() else "pure-Python matching core"
    build = "mypyc-compiled build" if is_compiled() else "plain build"
    assert result.stdout.startswith(f"trfcheck {__version__} ({build}, {core}")
    assert result.stdout.endswith(")\n") and result.stdout.count("\n") == 1


@pytest.mark.parametrize("args", [["--version"], ["version"]])
def test_version_answered_before_typer_says_the_same(
    args: list[str], capsys: pytest.CaptureFixture[str]
) -> None:
    """``main`` answers ``--version`` without loading the Typer application; the line is
    the one the Typer command prints."""
    with pytest.raises(SystemExit) as caught:
        main(args)
    assert caught.value.code == 0
    assert capsys.readouterr().out == RUNNER.invoke(app, args).stdout


def test_dash_reads_standard_input() -> None:
    data = EXAMPLE.read_bytes()
    plain = RUNNER.invoke(app, ["-", "-q"], input=data)
    assert plain.exit_code == 0, plain.output
    assert plain.stdout.startswith("<stdin>: PASS")  # the name the reader's findings use
    explicit = RUNNER.invoke(app, ["check", "-", "-q"], input=data)
    assert explicit.stdout == plain.stdout


def test_a_file_named_like_no_command_is_checked() -> None:
    result = RUNNER.invoke(app, [str(EXAMPLE), "-q"])
    assert result.exit_code == 0 and result.stdout.startswith(f"{EXAMPLE}: PASS")


def test_bad_system_is_a_usage_error_said_once(tmp_path: object) -> None:
    result = RUNNER.invoke(app, ["check", str(EXAMPLE), str(EXAMPLE), "--system", "monrad"])
    assert result.exit_code == 2
    err = result.stderr  # one diagnostic per line, never wrapped
    assert err.count("unknown pairing system 'monrad'") == 1
    assert "expected one of dutch, dubov, burstein, lim, team" in err


@pytest.mark.parametrize("env", [{"NO_COLOR": "1"}, {"FORCE_COLOR": "1", "TERM": "xterm"}])
def test_no_colour_or_control_sequence_in_output(env: dict[str, str]) -> None:
    """trfcheck writes no colours at all (NO_COLOR is honoured trivially), and output that is
    not a terminal has no progress bar either."""
    runner = CliRunner(env=env)
    for args in (["check", str(EXAMPLE)], ["show", str(EXAMPLE)], ["check", "--help"]):
        result = runner.invoke(app, args)
        assert "\x1b[" not in result.stdout + result.stderr
        assert "\r" not in result.stdout + result.stderr
