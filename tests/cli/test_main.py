"""``main``: ``trfcheck FILE`` means ``trfcheck check FILE``; usage errors exit 2."""

from __future__ import annotations

import pytest

from trfcheck.cli import main, with_default_command

COMMANDS = {"check", "convert", "show"}


def test_file_argument_gets_the_check_command() -> None:
    assert with_default_command(["t.trf"], COMMANDS) == ["check", "t.trf"]
    assert with_default_command(["t.trf", "--strict"], COMMANDS) == ["check", "t.trf", "--strict"]


def test_commands_and_options_are_left_alone() -> None:
    assert with_default_command(["show", "t.trf"], COMMANDS) == ["show", "t.trf"]
    assert with_default_command(["--help"], COMMANDS) == ["--help"]
    assert with_default_command([], COMMANDS) == []


def test_a_mistyped_command_is_refused_as_a_command(capsys: pytest.CaptureFixture[str]) -> None:
    """A word that is no file, with no folder and no extension, is an unknown command (exit
    2), not a file that cannot be read (exit 3); a missing file name stays a file."""
    assert with_default_command(["frobnicate"], COMMANDS) == ["frobnicate"]
    assert with_default_command(["missing.trf"], COMMANDS) == ["check", "missing.trf"]
    assert with_default_command(["-"], COMMANDS) == ["check", "-"]
    with pytest.raises(SystemExit) as caught:
        main(["frobnicate"])
    assert caught.value.code == 2
    assert "No such command 'frobnicate'" in capsys.readouterr().err


def test_unknown_option_is_a_usage_error(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as caught:
        main(["convert", "--no-such-option"])
    assert caught.value.code == 2


def test_trfcheck_file_runs_check(capsys: pytest.CaptureFixture[str]) -> None:
    """End to end through the console entry point (needs the ``check`` command module)."""
    from tests.conftest import FIXTURES

    with pytest.raises(SystemExit) as caught:
        main([str(FIXTURES / "examples" / "example-trf16.trf")])
    assert caught.value.code == 0, capsys.readouterr()
