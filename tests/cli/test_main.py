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
