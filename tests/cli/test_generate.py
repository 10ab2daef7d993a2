"""``trfcheck generate``: files named by seed, same seed same bytes, settings from a file and
``--set``, and the documented exit codes (2 usage, 3 unreadable settings, 4 no engine)."""

from __future__ import annotations

from pathlib import Path

import pytest
from typer.testing import CliRunner

from trfcheck.cli import app
from trfcheck.cli import generate as generate_cli
from trfcheck.generator import MAX_ATTEMPTS
from trfcheck.pairers import registry
from trfcheck.pairers.base import NoValidPairing, RoundPairing
from trfcheck.ruleset import System
from trfcheck.trf import read_file
from trfcheck.trf.model import Tournament

RUNNER = CliRunner(env={"COLUMNS": "160"})


def _generate(*args: str) -> tuple[int, str, str]:
    result = RUNNER.invoke(app, ["generate", *args])
    return result.exit_code, result.stdout, result.stderr


def test_count_files_named_by_their_seeds(tmp_path: Path) -> None:
    code, out, _ = _generate(
        "--players",
        "8",
        "--rounds",
        "4",
        "--count",
        "3",
        "--seed",
        "40",
        "-o",
        str(tmp_path / "out"),
    )
    assert code == 0, out
    names = sorted(p.name for p in (tmp_path / "out").iterdir())
    assert names == ["dutch-40.trf", "dutch-41.trf", "dutch-42.trf"]
    assert f"{tmp_path / 'out' / 'dutch-40.trf'}: 8 players, 4 rounds" in out
    t = read_file(tmp_path / "out" / "dutch-41.trf").tournament
    assert t.name == "trfcheck generate dutch seed 41" and t.total_rounds == 4


def test_two_runs_write_the_same_bytes(tmp_path: Path) -> None:
    args = [
        "--players",
        "6-14",
        "--rounds",
        "3-6",
        "--count",
        "4",
        "--set",
        "baku=0.5",
        "--set",
        "half_bye=5%",
        "--format",
        "trf26",
    ]
    for run in ("a", "b"):
        code, out, _ = _generate(*args, "-o", str(tmp_path / run))
        assert code == 0, out
    for path in (tmp_path / "a").iterdir():
        assert path.read_bytes() == (tmp_path / "b" / path.name).read_bytes()


def test_settings_file_then_set_then_options(tmp_path: Path) -> None:
    config = tmp_path / "gen.cfg"
    config.write_text("players = 6\nrounds = 3\nformat = trf26\nscoring_310 = 1\n")
    code, out, _ = _generate(
        "--config", str(config), "--set", "players=7", "--rounds", "4", "-o", str(tmp_path)
    )
    assert code == 0, out
    text = (tmp_path / "dutch-1.trf").read_text()
    assert "062 7" in text and "142 4" in text and "162  W 3.0" in text


def test_generated_folder_checks_clean(tmp_path: Path) -> None:
    for system in ("dutch", "dubov", "lim"):
        code, out, _ = _generate(
            "--system",
            system,
            "--players",
            "6-12",
            "--rounds",
            "3-5",
            "--count",
            "2",
            "-o",
            str(tmp_path),
        )
        assert code == 0, out
    result = RUNNER.invoke(app, ["check", str(tmp_path), "--jobs", "1"])
    assert result.exit_code == 0, result.stdout
    assert result.stdout.split("\n\n")[-1].splitlines()[2].split()[:3][::2] == ["6", "0"]


def test_missing_engine_is_unsupported(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A system whose engine module is not installed: exit 4 and a clear message."""
    monkeypatch.delitem(registry.ENGINES, System.DUBOV)
    code, _, err = _generate("--system", "dubov", "-o", str(tmp_path))
    assert code == 4
    assert "no dubov engine in this installation of trfcheck" in err
    assert not any(tmp_path.iterdir())


def test_system_without_engine_is_unsupported(tmp_path: Path) -> None:
    """Burstein before 2026: no earlier text is implemented (docs/burstein.md, reading 11)."""
    code, _, err = _generate("--system", "burstein", "--edition", "pre2026", "-o", str(tmp_path))
    assert code == 4 and "no Burstein text before the 2026 edition" in " ".join(err.split())


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["--system", "monrad"], "system: expected one of"),
        (["--edition", "1999"], "edition: unknown rules edition '1999'"),
        (["--players", "ten"], "players: expected N or LO-HI, found 'ten'"),
        (["--rounds", "0"], "rounds: expected N or LO-HI with 1 <= LO <= HI"),
        (["--set", "draw_rate"], "--set: expected KEY=VALUE"),
        (["--set", "colour=red"], "unknown setting 'colour'"),
        (["--format", "pgn"], "format: expected trf16 or trf26"),
        (["--set", "baku=1", "--set", "scoring_310=1"], "C.04.7 1.1"),
    ],
)
def test_bad_options_are_usage_errors(tmp_path: Path, args: list[str], message: str) -> None:
    code, _, err = _generate(*args, "-o", str(tmp_path))
    assert code == 2, err
    assert message in err


def test_bad_settings_file_is_bad_input(tmp_path: Path) -> None:
    config = tmp_path / "gen.cfg"
    config.write_text("players = 6\nthis is not a setting\n")
    code, _, err = _generate("--config", str(config), "-o", str(tmp_path))
    assert code == 3
    assert f"{config}:2: expected key = value" in err
    code, _, err = _generate("--config", str(tmp_path / "none.cfg"), "-o", str(tmp_path))
    assert code == 3 and "cannot read" in err


def test_output_that_is_a_file_is_a_usage_error(tmp_path: Path) -> None:
    target = tmp_path / "file.trf"
    target.write_text("keep me")
    code, _, err = _generate("-o", str(target))
    assert code == 2 and "expected a folder" in err
    assert target.read_text() == "keep me"


def test_rounds_are_capped_for_a_tiny_field(tmp_path: Path) -> None:
    """C.04.1 art. 2: two players can meet once, so five rounds become one."""
    code, out, _ = _generate("--players", "2", "--rounds", "5", "-o", str(tmp_path))
    assert code == 0, out
    assert read_file(tmp_path / "dutch-1.trf").tournament.total_rounds == 1


class _NeverPairs:
    name = "dutch"

    def pair(self, tournament: Tournament, round_no: int) -> RoundPairing:
        raise NoValidPairing("test engine")


def test_no_valid_pairing_in_every_attempt_exits_1(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(generate_cli, "engine_for", lambda config: _NeverPairs())
    code, _, err = _generate("--seed", "5", "-o", str(tmp_path))
    assert code == 1
    assert f"seed 5: no valid pairing in {MAX_ATTEMPTS} drawn tournaments" in err


def test_team_events_are_generated_where_a_first_draw_cannot_be_paired(tmp_path: Path) -> None:
    """``--system team`` is supported: seed 1 draws an event whose later round has no
    pairing meeting C1 (C.04.6 3.3.3); the event is drawn again, as the individual
    generator does, instead of the command failing."""
    code, out, err = _generate("--system", "team", "--seed", "1", "-o", str(tmp_path))
    assert code == 0, err
    assert out.startswith(f"{tmp_path / 'team-1.trf'}: ")
    assert read_file(tmp_path / "team-1.trf").tournament.teams


def test_rounds_capped_by_the_field_are_said(tmp_path: Path) -> None:
    """3 players can play 2 rounds without a rematch (C.04.1 art. 2): the file has 2 and
    the command says 5 were asked and 2 written."""
    code, out, err = _generate("--players", "3", "--rounds", "5", "-o", str(tmp_path))
    assert code == 0, err
    assert out.strip().endswith("3 players, 2 rounds")
    assert "5 rounds asked, 2 written" in err


@pytest.mark.parametrize(
    ("system", "option", "value"),
    [
        ("team", "--set", "rounds=5"),
        ("team", "--format", "trf16"),
        ("double", "--config", "settings.txt"),
        ("double", "--edition", "2017"),
        ("roundrobin", "--rounds", "5"),
        ("dutch", "--double", None),
    ],
)
def test_an_option_the_generator_does_not_take_is_a_usage_error(
    tmp_path: Path, system: str, option: str, value: str | None
) -> None:
    """Teams and Double-Swiss events take --players and --rounds, round robins --players and
    --double (their rounds follow from the field, C.05 Annex 1), the other systems all but
    --double: any other option given is named and refused (exit 2), never ignored, and no
    file is written."""
    args = [option] if value is None else [option, value]
    code, _, err = _generate("--system", system, *args, "-o", str(tmp_path / "out"))
    assert code == 2
    assert f"--system {system}: {option} not taken by this generator" in err
    assert not (tmp_path / "out").exists()
