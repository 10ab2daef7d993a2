"""``trfcheck check`` on many files: ``--jobs``, input order, the totals table, JSON lines,
and a bad file among good ones. The files are generated (``trfcheck generate``), so each
checks clean by construction (tests/generator/test_clean.py)."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest
from typer.testing import CliRunner

from trfcheck.cli import app

RUNNER = CliRunner(env={"COLUMNS": "160"})


@pytest.fixture(scope="module")
def folder(tmp_path_factory: pytest.TempPathFactory) -> Path:
    path = tmp_path_factory.mktemp("generated")
    args = ["generate", "--players", "6-12", "--rounds", "3-5", "--count", "6", "-o", str(path)]
    result = RUNNER.invoke(app, args)
    assert result.exit_code == 0, result.output
    return path


def _check(*args: str) -> tuple[int, str, str]:
    result = RUNNER.invoke(app, ["check", *args])
    return result.exit_code, result.stdout, result.stderr


def _without_time(text: str) -> str:
    return "\n".join(line for line in text.splitlines() if not line.endswith(" s"))


def test_two_jobs_print_what_one_job_prints(folder: Path) -> None:
    code1, out1, _ = _check(str(folder), "--jobs", "1")
    code2, out2, _ = _check(str(folder), "--jobs", "2")
    assert code1 == code2 == 0, out2
    assert _without_time(out1) == _without_time(out2)
    lines = out2.splitlines()
    heads = [x.split(":")[0] for x in lines if x.startswith(str(folder)) and ": PASS" in x]
    assert heads == sorted(str(p) for p in folder.glob("*.trf"))
    # the per-file table names them relative to their folder, said above it
    above, table = out2.split("\n\n")[-3:-1]
    assert " ".join(above.split()) == f"Files under {folder}{os.sep}:"
    rows = [x.split()[0] for x in table.splitlines()[2:]]
    assert rows == sorted(p.name for p in folder.glob("*.trf"))


def test_totals_table_ends_the_text_output(folder: Path) -> None:
    _, out, _ = _check(str(folder), "--jobs", "2")
    totals = out.split("\n\n")[-1].splitlines()
    assert totals[0].split()[:4] == ["files", "rounds", "differ", "findings"]
    assert totals[0].split()[-1] == "time"
    files, rounds, discrepant = totals[2].split()[:3]
    assert (files, discrepant) == ("6", "0")
    assert 6 * 3 <= int(rounds) <= 6 * 5
    assert totals[2].endswith(" s")


def test_json_gives_one_object_per_file_in_order(folder: Path) -> None:
    code, out, _ = _check(str(folder), "--format", "json", "--jobs", "2")
    assert code == 0
    objects = [json.loads(line) for line in out.splitlines()]
    assert [o["file"] for o in objects] == sorted(str(p) for p in folder.glob("*.trf"))
    assert all(o["summary"]["discrepant_rounds"] == 0 for o in objects)


def test_no_progress_bar_when_output_is_not_a_terminal(folder: Path) -> None:
    _, out, err = _check(str(folder), "--jobs", "2")
    assert "\r" not in out + err and "checking" not in err


def test_bad_file_is_reported_and_the_others_are_checked(folder: Path, tmp_path: Path) -> None:
    bad = tmp_path / "bad.trf"
    bad.write_text("not a tournament\n")
    code, out, err = _check(str(folder), str(bad), "--jobs", "2")
    assert code == 3
    assert f"{bad}:1:1: error: expected at least one 001 player record" in err.splitlines()[0]
    assert out.split("\n\n")[-1].splitlines()[2].split()[0] == "6"


def test_discrepant_file_exits_1_with_two_jobs(folder: Path, tmp_path: Path) -> None:
    """Swapping the colours of one round-1 board contradicts the initial colour (XXC)."""
    source = sorted(folder.glob("*.trf"))[0]
    lines = source.read_text().splitlines()
    for i, line in enumerate(lines):
        if line.startswith("001"):
            block = line[91:99]
            colour = {"w": "b", "b": "w"}.get(block[5])
            if colour:
                lines[i] = line[:96] + colour + line[97:]
    edited = tmp_path / "edited.trf"
    edited.write_text("\n".join(lines) + "\n")
    code, out, _ = _check(str(edited), str(source), "--jobs", "2")
    assert code == 1, out
    assert "Round 1:" in out


def test_zero_jobs_is_a_usage_error(folder: Path) -> None:
    code, _, _ = _check(str(folder), "--jobs", "0")
    assert code == 2
