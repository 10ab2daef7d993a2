"""Error lines on stderr (README, "Exit codes"): one diagnostic per line, never wrapped
(issue 30); notes are prose, wrapped to the CLI's 80 columns."""

from __future__ import annotations

from pathlib import Path

from typer.testing import CliRunner

from trfcheck.cli import app
from trfcheck.cli.outcome import error_text, note_text
from trfcheck.generator import Config, generate, with_settings

LONG = (
    "round 6: the file declares 5 rounds (XXR/142); pass --total-rounds to pair beyond "
    "them, or correct the record of the number of rounds in /a/very/long/folder/name.trf"
)


def test_an_error_is_one_line_whatever_its_length() -> None:
    """Issue 30: a diagnostic line never wraps (whatever the length of the paths it names)."""
    assert error_text(LONG) == f"trfcheck: {LONG}"
    assert "\n" not in error_text(LONG)


def test_error_located_in_a_file_stays_on_one_line() -> None:
    located = "in.trf:12:81: expected points like ' 2.5' in columns 81-84, found '  0.' " * 2
    assert error_text(located) == f"trfcheck: {located}"


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
