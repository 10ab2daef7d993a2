"""Error lines on stderr (README, "Exit codes"): one diagnostic per line, never wrapped,
a diagnostic located in a file as compilers write it (``path:line:column:
severity ...``, without the program's name before it); notes are prose, wrapped to the CLI's
80 columns; raw input never echoed unescaped."""

from __future__ import annotations

from pathlib import Path

import pytest
from typer.testing import CliRunner

from tests.conftest import FIXTURES
from trfcheck.cli import app
from trfcheck.cli.outcome import error_text, note_text
from trfcheck.generator import Config, generate, with_settings

EXAMPLE = FIXTURES / "examples" / "example-trf16.trf"
LONG = (
    "round 6: the file declares 5 rounds (XXR/142); pass --total-rounds to pair beyond "
    "them, or correct the record of the number of rounds in /a/very/long/folder/name.trf"
)


def test_an_error_is_one_line_whatever_its_length() -> None:
    """A diagnostic line never wraps (whatever the length of the paths it names)."""
    assert error_text(LONG) == f"trfcheck: {LONG}"
    assert "\n" not in error_text(LONG)


def test_error_located_in_a_file_stays_on_one_line() -> None:
    located = "in.trf:12:81: error: expected points like ' 2.5' in columns 81-84, found '  0.' "
    assert error_text(located * 2) == located * 2


def test_control_characters_of_the_input_are_escaped() -> None:
    """An escape sequence (ESC [ 3 1 m) and a BEL from a file's first line: written as
    Python escapes, so the terminal never receives them."""
    text = error_text("x.trf:1:1: error: found '\x1b[31m'\n    \x1b[31mred\x07\n    ^")
    assert "\x1b" not in text and "\x07" not in text
    assert text.splitlines()[1] == "    \\x1b[31mred\\x07"


def test_an_unreadable_files_first_line_reaches_the_terminal_escaped(tmp_path: Path) -> None:
    bad = tmp_path / "bad.trf"
    bad.write_bytes(b"\x1b]0;title\x07\x1b[2J\n")
    result = CliRunner().invoke(app, ["check", str(bad)])
    assert result.exit_code == 3
    assert "\x1b" not in result.stderr and "\x07" not in result.stderr
    first, context, caret = result.stderr.splitlines()
    assert first.startswith(f"{bad}:1:1: error: expected at least one 001 player record")
    assert context == "    \\x1b]0;title\\x07\\x1b[2J"
    assert caret == "    ^"


def test_a_note_is_prose_wrapped_to_80_columns_without_losing_a_word() -> None:
    text = note_text(LONG)
    lines = text.splitlines()
    assert len(lines) > 1
    assert all(len(line) <= 80 for line in lines)
    assert lines[0].startswith("trfcheck: note: round 6:")
    assert all(line.startswith("    ") for line in lines[1:])  # continuation, as the notes
    assert text.split() == f"trfcheck: note: {LONG}".split()  # every word, in order, whole


def test_short_error_is_unchanged() -> None:
    assert error_text("no valid pairing: C1") == "trfcheck: no valid pairing: C1"


def test_refused_round_message_is_one_line(tmp_path: Path) -> None:
    """A refusal through the command line: the round after a complete event (a generated
    tournament of 3 rounds, XXR 3)."""
    config = with_settings(Config(), [("players", "10-12"), ("rounds", "3")]).validate()
    trf = tmp_path / "complete.trf"
    trf.write_bytes(generate(config, 1).data)
    result = CliRunner().invoke(app, ["pair", str(trf), "--round", "4"])
    assert result.exit_code == 2, result.stderr
    errors = [line for line in result.stderr.splitlines() if "declares 3 rounds" in line]
    assert len(errors) == 1 and errors[0].startswith("trfcheck: round 4: "), result.stderr
    assert errors[0].rstrip().endswith("to pair beyond them"), errors  # whole, on its line


@pytest.mark.parametrize(
    "command", [["check"], ["show"], ["standings"], ["pair", "--round", "2"]], ids=str
)
def test_a_name_with_an_escape_sequence_is_echoed_escaped(
    command: list[str], tmp_path: Path
) -> None:
    """Raw input is escaped wherever it is echoed: a player's name holding ESC [2J
    (clear the screen) reaches no output as the control character itself."""
    text = EXAMPLE.read_text(encoding="utf-8").replace("Berg, Anna ", "Berg,\x1b[2JAn")
    path = tmp_path / "name.trf"
    path.write_text(text, encoding="utf-8")
    result = CliRunner().invoke(app, [*command, str(path)])
    assert result.exit_code in (0, 1), result.output
    assert "\x1b" not in result.stdout + result.stderr
