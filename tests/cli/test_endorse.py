"""``trfcheck endorse run|report|classify``: the exit codes and files of docs/endorse.md
(0 pass, 1 fail, 2 usage or a settings clash, 3 the candidate cannot be run, 4 no engine,
5 incomplete), the summary JSON's keys and a person's classification."""

from __future__ import annotations

import html
import json
from pathlib import Path

import pytest
from typer.testing import CliRunner

from tests.endorse.conftest import generate_template, pair_template
from trfcheck.cli import app
from trfcheck.endorse import harness
from trfcheck.pairers import registry
from trfcheck.ruleset import System

RUNNER = CliRunner(env={"COLUMNS": "160"})
SMALL = ["--set", "players=6-8", "--set", "rounds=3"]


def _endorse(*args: str) -> tuple[int, str, str]:
    result = RUNNER.invoke(app, ["endorse", *args])
    return result.exit_code, result.stdout, result.stderr


def test_endorse_is_a_command_not_a_file_to_check() -> None:
    """``trfcheck endorse ...`` is the command group, not ``check endorse`` (a file)."""
    result = RUNNER.invoke(app, ["endorse", "--help"])
    assert result.exit_code == 0
    assert "run" in result.stdout and "classify" in result.stdout


def test_missing_candidate_program_exits_3(tmp_path: Path) -> None:
    code, _, err = _endorse(
        "run", "--system", "dutch", "--count", "1", "--workdir", str(tmp_path / "w"),
        "--candidate-pair", "/nonexistent/bbpPairings.exe --dutch {in} -p {out}",
    )  # fmt: skip
    assert code == 3
    assert "not found" in err


def test_bad_template_and_missing_commands_exit_2(tmp_path: Path) -> None:
    code, _, err = _endorse(
        "run", "--system", "dutch", "--count", "1", "--workdir", str(tmp_path / "w"),
        "--candidate-pair", "prog {nope}",
    )  # fmt: skip
    assert code == 2 and "unknown placeholder" in err
    code, _, err = _endorse(
        "run", "--system", "dutch", "--count", "1", "--workdir", str(tmp_path / "w2"),
        "--direction", "candidate-to-ours", "--candidate-pair", pair_template(),
    )  # fmt: skip
    assert code == 2 and "--candidate-generate" in err


def test_unknown_system_exits_2_and_system_without_engine_exits_4(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    args = ["--count", "1", "--candidate-pair", pair_template()]
    code, _, err = _endorse("run", "--system", "swiss", "--workdir", str(tmp_path / "a"), *args)
    assert code == 2 and "system" in err
    monkeypatch.delitem(registry.ENGINES, System.LIM)
    monkeypatch.setattr(harness, "_ENGINE", {})  # engines kept by earlier runs in this process
    code, _, err = _endorse("run", "--system", "lim", "--workdir", str(tmp_path / "b"), *args)
    assert code == 4 and "no lim engine" in err


def test_fail_verdict_summary_and_classification(tmp_path: Path) -> None:
    """Tolerance 0 with a faulty candidate: verdict fail (exit 1); ``classify`` then moves the
    discrepancy to the class a person gives, and ``report`` prints it."""
    workdir = tmp_path / "w"
    code, out, err = _endorse(
        "run", "--system", "dutch", "--count", "2", "--workdir", str(workdir), "--jobs", "1",
        "--tolerance", "0", *SMALL,
        "--candidate-pair", pair_template("swap=3"), "--candidate-generate", generate_template(),
    )  # fmt: skip
    assert code == 1, err
    assert "verdict: fail" in out
    summary = json.loads((workdir / "summary.json").read_text())
    assert set(summary) >= {
        "system", "edition", "tiebreak_edition", "trfcheck", "candidate", "directions",
        "tolerance", "verdict", "discrepancies",
    }  # fmt: skip
    block = summary["directions"]["ours-to-candidate"]
    assert set(block) >= {
        "requested", "completed", "rounds", "discrepant_tournaments", "discrepant_rounds",
        "nopair", "crashes", "timeouts", "generator_failures", "by_class",
    }  # fmt: skip
    assert block["discrepant_tournaments"] == 2 and block["by_class"]["candidate"] == 2
    ident = summary["discrepancies"][0]["id"]
    assert ident == "A-000001"
    code, out, _ = _endorse(
        "classify", str(workdir), ident, "--as", "interpretation", "--note", "n"
    )
    assert code == 0
    code, out, _ = _endorse("report", str(workdir), "--format", "json")
    assert code == 1
    after = json.loads(out)
    assert after["discrepancies"][0]["class"] == "interpretation"
    assert after["discrepancies"][0]["note"] == "n"
    assert after["directions"]["ours-to-candidate"]["by_class"]["interpretation"] == 1
    code, _, err = _endorse("classify", str(workdir), "A-999999", "--as", "rtg")
    assert code == 2 and "no discrepancy" in " ".join(err.split())
    code, _, err = _endorse("classify", str(workdir), ident, "--as", "nobody")
    assert code == 2


def test_the_default_tolerance_is_fides_rate_scaled_to_the_count(tmp_path: Path) -> None:
    """FIDE allows 10 discrepant tournaments per 50,000 (TEC Manual §3.9.4.4), so
    2 tournaments allow none (10 x 2 / 50,000 = 0.0004, rounded down). A faulty candidate's
    2 discrepant tournaments fail the run without ``--tolerance``, and the report states
    the figure and the count in text, JSON and HTML."""
    workdir = tmp_path / "w"
    code, out, err = _endorse(
        "run", "--system", "dutch", "--count", "2", "--workdir", str(workdir), "--jobs", "1",
        *SMALL, "--candidate-pair", pair_template("swap=3"),
    )  # fmt: skip
    assert code == 1, err
    summary = json.loads((workdir / "summary.json").read_text())
    assert summary["tolerance"] == 0 and summary["tolerance_given"] is False
    stated = "at most 0 discrepant tournaments of 2 per direction (FIDE's rate, 10 per 50,000,"
    assert summary["scaled_tolerance"].startswith(stated)
    assert f"tolerance: {stated}" in " ".join(out.split())
    page = html.unescape((workdir / "report.html").read_text(encoding="utf-8"))
    assert stated in " ".join(page.split())
    assert "verdict: fail" in out


def test_the_tiebreak_edition_follows_the_start_dates_not_the_pairing_edition(
    tmp_path: Path,
) -> None:
    """The 2026 pairing rules apply from 1 Feb 2026, C.07 2026 from 1 Mar 2026, so
    tournaments generated under the 2026 rules and dated 2-28 Feb 2026 have their standings
    under C.07 2024: the summary says both, by start date."""
    workdir = tmp_path / "w"
    code, _, err = _endorse(
        "run", "--system", "dutch", "--count", "1", "--workdir", str(workdir), "--jobs", "1",
        *SMALL, "--candidate-pair", pair_template(),
    )  # fmt: skip
    assert code == 0, err
    summary = json.loads((workdir / "summary.json").read_text())
    assert summary["edition"] == "2026"
    assert summary["tiebreak_edition"] == "2024 or 2026"
    assert "C.07 2026 from 2026-03-01" in summary["tiebreak_edition_reason"]


def test_incomplete_run_reports_exit_5(tmp_path: Path) -> None:
    """A folder whose run stopped early: ``report`` says incomplete (exit 5)."""
    workdir = tmp_path / "w"
    code, _, err = _endorse(
        "run", "--system", "dutch", "--count", "1", "--workdir", str(workdir), *SMALL,
        "--candidate-pair", pair_template(),
    )  # fmt: skip
    assert code == 0, err
    frozen = json.loads((workdir / "harness.json").read_text())
    frozen["count"] = 3  # as if the run had been asked for 3 and stopped after 1
    (workdir / "harness.json").write_text(json.dumps(frozen))
    code, out, _ = _endorse("report", str(workdir))
    assert code == 5 and "verdict: incomplete" in out


def test_candidate_that_cannot_be_executed_exits_3(tmp_path: Path) -> None:
    """The first invocation fails (a file that is not executable): exit 3, nothing recorded
    for that seed (docs/endorse.md, "Commands")."""
    program = tmp_path / "not-a-program"
    program.write_text("nothing\n")
    workdir = tmp_path / "w"
    code, _, err = _endorse(
        "run", "--system", "dutch", "--count", "1", "--workdir", str(workdir), *SMALL,
        "--candidate-pair", f"{program} {{in}} {{out}}",
    )  # fmt: skip
    assert code == 3, err
    assert "cannot be run" in err
    assert not (workdir / "results.jsonl").read_text()
