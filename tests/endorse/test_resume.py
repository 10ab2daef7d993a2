"""Resumable and deterministic runs (docs/endorse.md, "The folder"): a run killed part-way and
resumed ends with the same summary as an uninterrupted run, whatever ``--jobs``.
"""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from trfcheck.endorse import RunSettings, SettingsClash
from trfcheck.endorse.workdir import RESULTS, load_results

from .conftest import generate_template, pair_template, run_in, settings

COUNT = 6


def _run_settings() -> RunSettings:
    return settings(COUNT, pair=pair_template("swap=3"), generate=generate_template("swap=4"))


def _summary(workdir: Path) -> dict[str, object]:
    data: dict[str, object] = json.loads((workdir / "summary.json").read_text())
    return data


def _sorted_results(workdir: Path) -> list[str]:
    return sorted((workdir / RESULTS).read_text().splitlines())


def _cli(workdir: Path, jobs: int) -> list[str]:
    t = _run_settings().templates
    assert t.pair is not None and t.generate is not None
    return [
        sys.executable, "-m", "trfcheck", "endorse", "run", "--system", "dutch",
        "--count", str(COUNT), "--workdir", str(workdir), "--jobs", str(jobs),
        "--set", "players=6-12", "--set", "rounds=3-5",
        "--candidate-pair", t.pair, "--candidate-generate", t.generate,
    ]  # fmt: skip


@pytest.fixture(scope="module")
def reference(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """An uninterrupted run with one job, through the command line. The faulty candidate's
    discrepancies fail it: FIDE's rate (10 per 50,000) allows none in 6 tournaments."""
    workdir = tmp_path_factory.mktemp("reference")
    done = subprocess.run(_cli(workdir, 1), capture_output=True, text=True, timeout=900)
    assert done.returncode == 1, done.stderr
    assert "verdict: fail" in done.stdout
    return workdir


def test_kill_and_resume_gives_the_same_summary(reference: Path, tmp_path: Path) -> None:
    """SIGKILL part-way (after some results are written), then ``run`` again."""
    process = subprocess.Popen(
        _cli(tmp_path, 2), stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
        start_new_session=True,
    )  # fmt: skip
    results = tmp_path / RESULTS
    deadline = time.monotonic() + 600
    while time.monotonic() < deadline and process.poll() is None:
        if results.exists() and len(results.read_bytes().splitlines()) >= 3:
            break
        time.sleep(0.05)
    assert process.poll() is None, "the run finished before it could be killed"
    os.killpg(process.pid, signal.SIGKILL)
    process.wait()
    partial = len(load_results(tmp_path))
    assert 3 <= partial < 2 * COUNT
    with results.open("ab") as f:  # a line cut short by the kill
        f.write(b'{"direction":"ours-to-candidate","seed":')
    done = subprocess.run(_cli(tmp_path, 2), capture_output=True, text=True, timeout=900)
    assert done.returncode == 1, done.stderr  # complete, and failed as the reference
    assert _summary(tmp_path) == _summary(reference)
    assert _sorted_results(tmp_path) == _sorted_results(reference)


def test_jobs_do_not_change_the_results(reference: Path, tmp_path: Path) -> None:
    """The same seeds give the same results.jsonl (byte for byte) with 2 jobs as with 1."""
    run_in(tmp_path, _run_settings(), jobs=2)
    assert (tmp_path / RESULTS).read_bytes() == (reference / RESULTS).read_bytes()
    assert _summary(tmp_path) == _summary(reference)
    ids = sorted(p.name for p in (tmp_path / "discrepancies").iterdir())
    assert ids == sorted(p.name for p in (reference / "discrepancies").iterdir())
    for ident in ids:
        for f in (reference / "discrepancies" / ident).iterdir():
            if f.name.endswith(("command.txt", "stdout.txt", "stderr.txt", "index.html")):
                continue  # they name the temporary folder of the call (the page shows them)
            assert (tmp_path / "discrepancies" / ident / f.name).read_bytes() == f.read_bytes()


def test_other_settings_in_the_same_folder_are_refused(reference: Path) -> None:
    """harness.json freezes the settings ("The folder"); exit 2 through the command line."""
    argv = _cli(reference, 1)
    argv[argv.index("--count") + 1] = str(COUNT + 1)
    done = subprocess.run(argv, capture_output=True, text=True, timeout=300)
    assert done.returncode == 2
    assert "count" in done.stderr
    s = settings(COUNT + 1, pair=pair_template())
    with pytest.raises(SettingsClash):
        run_in(reference, s)
