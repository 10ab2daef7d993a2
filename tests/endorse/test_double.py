"""``trfcheck endorse`` for the Double-Swiss system (C.04.5): the candidate is asked for each
match of two games (two TRF rounds in the dialect of 192 ``FIDE_DOUBLESWISS``), a match
counts as one round of the run, and its answer is per match, White the game-1 White (4.4).

- trfcheck as its own candidate through ``trfcheck endorse run`` (the command, as a
  process): a few events in each direction, no discrepancy;
- a candidate with a planted defect (``double_candidate.py``: two matches exchange
  opponents in match K, in its answer or in the event it writes): the run reports exactly
  that match of every event, with the players the candidate says it exchanged (the
  independent oracle: the planted defect, not trfcheck's pairing);
- the settings a Double-Swiss run cannot honour are refused before anything runs.
"""

from __future__ import annotations

import json
import shlex
import subprocess
import sys
from pathlib import Path

import pytest

from trfcheck.endorse import Direction, RunSettings, TemplateError, Templates, preflight
from trfcheck.generator import ConfigError

PYTHON = shlex.quote(sys.executable)
TRFCHECK = f"{PYTHON} -m trfcheck"
CANDIDATE = shlex.quote(str(Path(__file__).with_name("double_candidate.py")))
#: Small events keep the candidate's calls few (players; matches of two games).
SMALL = ["--set", "players=6-12", "--set", "rounds=3-4"]


def _endorse(workdir: Path, *options: str) -> subprocess.CompletedProcess[str]:
    argv = [sys.executable, "-m", "trfcheck", "endorse", "run", "--system", "double"]
    argv += ["--workdir", str(workdir), "--jobs", "1", *options]
    return subprocess.run(argv, capture_output=True, text=True, timeout=600, check=False)


def test_trfcheck_as_its_own_double_swiss_candidate(tmp_path: Path) -> None:
    """``trfcheck endorse run --system double`` with trfcheck as the candidate: every match
    of direction A paired by ``trfcheck pair`` (the file it writes read back), every event
    of direction B written by ``trfcheck generate --system double``; 0 discrepancies."""
    done = _endorse(
        tmp_path / "run",
        "--count",
        "4",
        *SMALL,
        "--candidate-server",
        f"{TRFCHECK} endorse serve",
        "--candidate-pair",
        f"{TRFCHECK} pair {{in}} --system {{system}} --format trf -o {{out}}",
        "--candidate-output",
        "trf",
        "--candidate-generate",
        f"{TRFCHECK} generate --system {{system}} --seed {{seed}} --players 6-12 "
        "--rounds 3-4 -o {dir}",
    )
    assert done.returncode == 0, done.stdout + done.stderr
    summary = json.loads((tmp_path / "run" / "summary.json").read_text(encoding="utf-8"))
    assert summary["round_unit"] == "match"
    for name in ("ours-to-candidate", "candidate-to-ours"):
        block = summary["directions"][name]
        assert block["completed"] == 4, name
        # a match is one round of the run: 3 or 4 matches per event, never 6 to 8 columns
        assert 12 <= block["rounds"] <= 16, name
        assert block["discrepant_tournaments"] == 0, (name, summary["discrepancies"])
        assert block["generator_failures"] == 0, name
    assert summary["verdict"] == "pass"
    assert "a round of this run is a match of two games" in done.stdout


def _swapped(folder: Path, name: str) -> tuple[int, int, int, int]:
    """The players the candidate says it exchanged (``swapped K a b c d`` on stderr)."""
    words = (folder / name).read_text(encoding="utf-8").split()
    at = words.index("swapped")
    a, b, c, d = (int(w) for w in words[at + 1 : at + 5])
    return a, b, c, d


def test_a_candidate_that_exchanges_opponents_is_found_in_that_match(tmp_path: Path) -> None:
    """Direction A: the candidate answers match 2 with two matches' opponents exchanged
    (a-b, c-d -> a-d, c-b), direction B: its events have match 3 so exchanged. Each event
    is discrepant in that match only (B: from it on, as the later matches were paired from
    the other history), and the pairs that differ are exactly the exchanged ones."""
    work = tmp_path / "run"
    done = _endorse(
        work,
        "--count",
        "3",
        *SMALL,
        "--candidate-pair",
        f"{PYTHON} {CANDIDATE} pair {{in}} {{out}} swap=2",
        "--candidate-generate",
        f"{PYTHON} {CANDIDATE} generate {{seed}} {{out}} swap=3",
    )
    assert done.returncode == 1, done.stdout + done.stderr  # the run fails
    lines = [json.loads(x) for x in (work / "results.jsonl").read_text().splitlines()]
    assert len(lines) == 6
    for line in lines:
        assert line["status"] == "discrepant", line
        seed, first = line["seed"], line["discrepancies"][0]
        assert (first["kind"], first["class"]) == ("pairing", "candidate"), line
        if line["direction"] == Direction.OURS_TO_CANDIDATE:
            folder = work / "discrepancies" / f"A-{seed:06d}"
            assert [x["round"] for x in line["discrepancies"]] == [2]
            a, b, c, d = _swapped(folder, "match-02.stderr.txt")
            assert "match-02.input.trf" in {p.name for p in folder.iterdir()}
        else:
            folder = work / "discrepancies" / f"B-{seed:06d}"
            assert first["round"] == 3
            a, b, c, d = _swapped(folder, "generate.stderr.txt")
        expected = {tuple(p) for p in first["expected"]}
        found = {tuple(p) for p in first["found"]}
        assert expected - found == {(a, b), (c, d)}, line
        assert found - expected == {(a, d), (c, b)}, line
    assert "A-000001 seed 1 match 2: pairing, candidate" in done.stdout
    page = (work / "discrepancies" / "A-000001" / "index.html").read_text(encoding="utf-8")
    assert "Match 2: pairing" in page


def _settings(templates: Templates, *rtg: tuple[str, str]) -> RunSettings:
    return RunSettings(
        system="double",
        count=1,
        templates=templates,
        directions=(Direction.OURS_TO_CANDIDATE,),
        rtg_settings=rtg,
    )


def test_a_double_swiss_run_refuses_another_dialect() -> None:
    """The dialect of a match is TRF-26's (192 FIDE_DOUBLESWISS): a candidate fed TRF(x) or
    TRF(bx) could not be given a match."""
    templates = Templates(pair=f"{TRFCHECK} pair {{in}} -o {{out}}", dialect="trfbx")
    with pytest.raises(TemplateError, match="trf26"):
        preflight(_settings(templates))


@pytest.mark.parametrize(("key", "value"), [("full_bye", "0.1"), ("format", "trf16")])
def test_a_double_swiss_run_refuses_generator_settings_it_cannot_honour(
    key: str, value: str
) -> None:
    """``generate --system double`` takes players and matches only, in TRF-26: any other
    setting would be silently ignored, so it is refused."""
    templates = Templates(pair=f"{TRFCHECK} pair {{in}} -o {{out}}")
    with pytest.raises(ConfigError, match=key):
        preflight(_settings(templates, (key, value)))


def _event_file() -> bytes:
    from trfcheck.generator.double import generate_double

    return generate_double(5, (6, 8), (3, 3)).data


def test_direction_b_refuses_a_file_without_the_dialect() -> None:
    """A candidate's file without 192 FIDE_DOUBLESWISS cannot be read as matches: the file
    is ``unreadable`` (class ``rtg``), named so, whatever its columns hold."""
    from trfcheck.endorse.direction_b import check_file

    data = _event_file()
    assert b"192 FIDE_DOUBLESWISS\r\n" in data
    plain = data.replace(b"192 FIDE_DOUBLESWISS\r\n", b"")
    _, found, _ = check_file(_settings(Templates()), plain, "plain.trf")
    assert [(d.kind.value, d.evidence, d.auto_class) for d in found][-1:] == [
        ("unreadable", "no-dialect", "rtg")
    ]
    _, clean, _ = check_file(_settings(Templates()), data, "event.trf")
    assert clean == []


def test_direction_b_reports_a_match_whose_games_have_different_opponents() -> None:
    """DSW002: player 1's game 2 of match 1 written against another opponent than game 1
    (the planted defect) makes the file ``unreadable`` at match 1, class ``rtg``."""
    from trfcheck.endorse.direction_b import check_file
    from trfcheck.trf import read

    data = _event_file()
    t = read(data).tournament
    one, two = t.player(1).entry(1), t.player(1).entry(2)
    other = next(p.start_rank for p in t.players if p.start_rank not in (1, one.opponent))
    assert two.opponent == one.opponent
    lines = data.decode().splitlines(keepends=True)
    at = next(i for i, line in enumerate(lines) if line.startswith("001    1 "))
    block = lines[at][101:105]  # the opponent of round 2 (columns 102-105)
    assert int(block) == one.opponent
    lines[at] = lines[at][:101] + f"{other:>4}" + lines[at][105:]
    _, found, _ = check_file(_settings(Templates()), "".join(lines).encode(), "bad.trf")
    broken = [d for d in found if d.kind.value == "unreadable"]
    assert [(d.round, d.evidence, d.auto_class) for d in broken] == [(1, "dialect:DSW002", "rtg")]
