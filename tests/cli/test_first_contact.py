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
        f"{k_file}:1:1: error KIN001: expected a header with k and start_rank or fide_id"
    )


def test_endorse_run_without_a_candidate_names_the_candidate_option(tmp_path: Path) -> None:
    code, _, err = _run("endorse", "run", "--system", "dutch", "--workdir", str(tmp_path))
    assert code == 2
    assert err.startswith("trfcheck: no candidate: give --candidate PROGRAM")


# One exit code for one kind of mistake ------------------------------------------------


@pytest.mark.parametrize(
    "args",
    [
        ["standings", str(EXAMPLE), "--tiebreaks", "XYZ"],
        ["standings", str(EXAMPLE), "--tiebreaks", "BH/Q9"],
        ["check", str(EXAMPLE), "--system", "swiss"],
        ["pair", str(EXAMPLE), "--edition", "2019"],
    ],
)
def test_a_mistyped_option_value_is_a_usage_error(args: list[str]) -> None:
    """Exit 2, as for any other bad command line (``--tiebreaks XYZ`` was exit 4, the code
    of a feature trfcheck does not support)."""
    code, _, err = _run(*args)
    assert code == 2, err


def test_every_command_summary_is_whole_in_80_columns() -> None:
    """``trfcheck --help`` lists each command with a whole summary (click cut the first
    sentence of the docstring: "Re-pair every round from the rounds before it, check
    the...")."""
    for args in (["--help"], ["endorse", "--help"]):
        out = RUNNER.invoke(app, args, terminal_width=80).stdout
        listed = out.split("Commands:\n")[1].splitlines()
        assert len(listed) >= 4
        for line in listed:
            assert not line.rstrip().endswith("..."), line
            assert len(line) <= 80


@pytest.mark.parametrize(
    ("args", "hint"),
    [
        (["show", str(EXAMPLE), "--edition", "2026"], ""),  # was "--encoding"
        (["norms", str(EXAMPLE), "--edition", "2026"], ""),  # was "--exemption"
        (["check", str(EXAMPLE), "--sytem", "dutch"], " (Possible options: --system)"),
        (
            ["standings", str(EXAMPLE), "--edition", "2026"],
            " (Possible options: --tiebreak-edition)",
        ),
    ],
)
def test_an_unknown_option_hints_only_what_was_meant(args: list[str], hint: str) -> None:
    code, _, err = _run(*args)
    assert code == 2
    assert err.splitlines()[-1] == f"Error: No such option: {args[2]}{hint}"


# Usage errors first ------------------------------------------------------------------


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["--round", "999999999999"], "trfcheck: round 999999999999: expected a round from 1 to 3"),
        (
            ["-o", str(EXAMPLE)],
            f"trfcheck: {EXAMPLE}: refusing to overwrite the input file (the same file as an input, however named); choose another -o",
        ),
        (
            ["--format", "trf", "--round", "2"],
            "trfcheck: --format trf writes a new round; round 2 is already in the file "
            "(use text or json to re-pair it)",
        ),
    ],
)
def test_pair_says_a_usage_error_before_the_rules(args: list[str], message: str) -> None:
    """The mistake is the only thing said: the rules-applied lines (``system:``,
    ``pairing rules:`` ...) came first."""
    code, out, err = _run("pair", str(EXAMPLE), *args)
    assert (code, out) == (2, "")
    assert err.splitlines() == [message]


# convert -------------------------------------------------------------------------------

SAMPLE_2026 = FIXTURES / "real" / "sharly_chess" / "fide_tec_trf2026_sample.trf"


def test_reading_a_csv_file_says_csv_is_output_only(tmp_path: Path) -> None:
    """``convert --to csv`` writes CSV; no command reads it (it was read as TRF: "expected
    at least one 001 player record")."""
    code, csv_text, _ = _run("convert", str(EXAMPLE), "--to", "csv")
    assert code == 0
    path = tmp_path / "players.csv"
    path.write_text(csv_text)
    code, _, err = _run("convert", str(path), "--to", "trf")
    assert code == 3
    assert err.splitlines()[0] == (
        f"{path}:1:1: error: expected TRF, trfcheck JSON or Swiss-Manager (.tunx), found "
        "CSV: CSV is an output format only (convert --to csv)"
    )


def test_a_lossy_conversion_is_refused_unless_forced_and_then_lists_the_losses() -> None:
    """TRF16 has no record for a full-point bye announced for a round (240 in TRF-2026):
    refused (exit 4); ``--allow-loss`` writes the file and names what it dropped."""
    code, _, err = _run("convert", str(SAMPLE_2026), "--to", "trf16")
    assert code == 4 and "needs a 240 record" in err
    code, out, err = _run("convert", str(SAMPLE_2026), "--to", "trf16", "--allow-loss")
    assert code == 0
    assert out.startswith("012 ")
    said = " ".join(err.split())
    assert "note: dropped the absences and byes announced (240/XXZ)" in said
    assert "note: dropped 141 lines of record 300 (lines 369-509)" in said
    assert "note: lost the pairing system code (192): 'FIDE_TEAM_BAKU' becomes nothing" in said


# --exit-zero ---------------------------------------------------------------------------

BROKEN = FIXTURES / "broken" / "pts001_points.trf"  # player 1 declares 3.5 for 2.5


@pytest.mark.parametrize(
    "args",
    [
        ["show", str(BROKEN)],
        ["standings", str(BROKEN)],
        ["convert", str(BROKEN), "--to", "json"],
        ["pair", str(BROKEN)],
    ],
)
def test_exit_zero_when_the_output_is_written_despite_input_errors(args: list[str]) -> None:
    """By default an input error gives exit 1 although the output is written; with
    ``--exit-zero`` the exit is 0, the output and the error messages the same."""
    code, out, err = _run(*args)
    assert code == 1 and out
    code_zero, out_zero, err_zero = _run(*args, "--exit-zero")
    assert (code_zero, out_zero, err_zero) == (0, out, err)


# A round robin's rounds ------------------------------------------------------------------

HELD_RR = FIXTURES / "external" / "tiebreakserver" / "held_round_robin.trf"


def test_a_round_robin_verdict_and_file_table_count_its_rounds(tmp_path: Path) -> None:
    """The C.07 exercise's round robin (5 rounds of 6 players), its 092 saying so: no
    pairing is re-paired (pre-determined: the rounds are compared with the Berger table,
    C.05 Annex 1), and the verdict and the table say 5 rounds (they said "0 of 0 rounds
    differ" and 0). The exercise numbers players 5 and 6 the other way round."""
    text = HELD_RR.read_text().replace("062 6\n", "062 6\n092 Individual: Round-Robin\n")
    path = tmp_path / "rr.trf"
    path.write_text(text)
    (tmp_path / "swiss.trf").write_text(HELD_RR.read_text())
    code, out, _ = _run("check", str(path), str(tmp_path / "swiss.trf"))
    assert code == 1  # the Swiss file fails
    lines = out.splitlines()
    assert (
        lines[0] == f"{path}: PASS: 0 errors, 0 warnings, 0 info; 5 rounds follow the Berger table "
        "for 6, numbering found by search, not the start rank (2 players: start rank -> "
        "Berger number 5->6, 6->5)"
    )
    row = next(line for line in lines if line.startswith("rr.trf "))
    assert row.split()[1:5] == ["generic", "pre2026", "5", "0"]


def test_the_standings_de_column_has_a_legend() -> None:
    """DE is a place within a tie (C.07 art. 6), not a score: said above the table; no
    legend when the list has no DE."""
    swiss = FIXTURES / "external" / "tiebreakserver" / "held_swiss_5.trf"
    _, out, _ = _run("standings", str(swiss), "--tiebreaks", "PTS,DE,BH")
    said = " ".join(out.split("\n\n")[0].split())
    assert "DE: the place among the players still tied when DE is applied" in said
    _, out, _ = _run("standings", str(swiss), "--tiebreaks", "PTS,BH")
    assert "DE:" not in out


# A rank column of pairing numbers ----------------------------------------------------------


def test_a_rank_column_of_pairing_numbers_is_one_finding_that_says_so(tmp_path: Path) -> None:
    """The C.07 exercise's 5-round Swiss with every rank set to the start rank, as a
    pairing program's input file writes it: one STD001 that names the cause."""
    lines = []
    for line in (
        (FIXTURES / "external" / "tiebreakserver" / "held_swiss_5.trf").read_text().splitlines()
    ):
        if line.startswith("001"):
            line = line[:85] + f"{int(line[4:8]):>4}" + line[89:]
        lines.append(line)
    path = tmp_path / "pairing-input.trf"
    path.write_text("\n".join(lines) + "\n")
    _, out, _ = _run("check", str(path))
    rank = [line for line in out.splitlines() if " STD001: " in line]
    assert len(rank) == 1
    assert "the rank column holds each player's pairing number" in rank[0]


def test_an_acceleration_named_only_in_092_is_the_verdicts_premise(tmp_path: Path) -> None:
    """A 092 text naming Haley acceleration without virtual points (250/XXA): the rounds
    are re-paired without it, the verdict's premise says so, and a differing round
    names it (the rounds failed unexplained)."""
    source = FIXTURES / "external" / "tiebreakserver" / "held_swiss_5.trf"
    text = source.read_text().replace(
        "062 16\n", "062 16\n092 Individual: Swiss-System (FIDE Dutch) with Haley acceleration\n"
    )
    path = tmp_path / "haley.trf"
    path.write_text(text)
    _, out, _ = _run("check", str(path), "-q")
    first, reason = out.splitlines()[:2]
    assert first.startswith(
        f"{path}: FAIL (no acceleration assumed: 092 names Haley acceleration, no 250/XXA): "
    )
    assert reason.startswith("  first: RPL001 ")
    assert "(note: no acceleration assumed: 092 names Haley acceleration" in reason


def test_convert_says_an_output_that_is_its_input_before_anything_else(tmp_path: Path) -> None:
    """``-o`` naming the input: the usage error alone (the conversion's notes and the
    reader's findings came first)."""
    path = tmp_path / "sample.trf"
    path.write_bytes(SAMPLE_2026.read_bytes())
    code, out, err = _run("convert", str(path), "--to", "trf16", "--allow-loss", "-o", str(path))
    assert (code, out) == (2, "")
    assert err.splitlines() == [
        f"trfcheck: {path}: refusing to overwrite the input file (the same file as an input, however named); choose another -o"
    ]
