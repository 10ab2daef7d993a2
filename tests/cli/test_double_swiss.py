"""``trfcheck pair``, ``check``, ``generate`` and ``standings`` on a Double-Swiss event
(C.04.5, the two-round dialect of docs/double-swiss.md).

Expected pairings: the hand-checked vector (fixtures/double-swiss/vector.trf; the arithmetic
is in tests/pairers/double/test_rules.py): match 2 is 6-1, 2-7, 3-5, PAB 4.
"""

from __future__ import annotations

import json
from pathlib import Path

from typer.testing import CliRunner

from tests.conftest import FIXTURES
from trfcheck.cli import app
from trfcheck.trf import read_file
from trfcheck.trf.document import parse
from trfcheck.trf.dump import dumpb
from trfcheck.trf.io import read

RUNNER = CliRunner(env={"COLUMNS": "160"})
VECTOR = FIXTURES / "double-swiss" / "vector.trf"


def _run(*args: str) -> tuple[int, str]:
    result = RUNNER.invoke(app, list(args))
    return result.exit_code, result.stdout


def test_pair_gives_the_next_match_game_1_white_first() -> None:
    code, out = _run("pair", str(VECTOR), "--format", "json")
    assert code == 0, out
    data = json.loads(out)
    assert (data["match"], data["round"]) == (2, 3)
    assert [(b["white"], b["black"]) for b in data["boards"]] == [(6, 1), (2, 7), (3, 5)]
    assert data["byes"] == [{"player": 4, "kind": "PAB"}]
    code, out = _run("pair", str(VECTOR))
    assert code == 0 and "Match 2 (rounds 3-4)" in out, out


def _with_match_2(tmp_path: Path, flip: bool) -> Path:
    """The vector with match 2 written: the rules' pairing, or with 6-1 flipped to 1-6."""
    from trfcheck.pairers.double import DoubleMatch, DoubleSwissSystem

    loaded = read_file(VECTOR)
    t = loaded.tournament
    pairing = DoubleSwissSystem().pair(t, 3)
    if flip:
        first = pairing.matches[0]
        flipped = (DoubleMatch(first.black, first.white), *pairing.matches[1:])
        pairing = type(pairing)(3, flipped, pairing.pab)
    t = pairing.written(t)
    path = tmp_path / ("flipped.trf" if flip else "rules.trf")
    blank = t.with_players(tuple(p.with_points(None) for p in t.players))
    path.write_bytes(dumpb(blank, like=loaded.document))
    return path


def test_check_replays_every_match(tmp_path: Path) -> None:
    code, out = _run("check", str(_with_match_2(tmp_path, flip=False)))
    assert code == 0, out
    assert "0 of 2 rounds differ" in out


def test_check_names_the_colour_rule_of_a_wrong_match(tmp_path: Path) -> None:
    code, out = _run("check", str(_with_match_2(tmp_path, flip=True)))
    assert code == 1, out
    assert "1 of 2 rounds differ" in out and "4.3.2" in out, out


def test_generated_events_check_clean(tmp_path: Path) -> None:
    code, out = _run(
        "generate", "--system", "double", "-o", str(tmp_path), "--count", "4",
        "--players", "5-14", "--rounds", "2-5",
    )  # fmt: skip
    assert code == 0, out
    for path in sorted(tmp_path.glob("double-*.trf")):
        code, out = _run("check", str(path))
        assert code == 0 and "PASS" in out, out
        data = path.read_bytes()  # written back byte for byte
        assert dumpb(read(data).tournament, like=parse(data)) == data


def test_standings_are_refused_not_wrong() -> None:
    # the byes count once per match; C.07 reads one game per round: exit 4 (unsupported)
    result = RUNNER.invoke(app, ["standings", str(VECTOR)])
    assert result.exit_code == 4, result.output


GAPS = FIXTURES / "double-swiss" / "gaps-4.3.3.trf"


def test_a_match_paired_by_the_other_reading_of_4_3_3_is_a_warning() -> None:
    # Before match 4: player 3 (3.5 points) had B, W, then the PAB; player 4 (2.0) W, the
    # PAB, then B. HRP 3; one White each (4.3.2 undecided). 4.3.3 right-aligned (default):
    # 3's last W against 4's last B -> 3 alternates: 4-3. By match number: match 3 and
    # match 2 have a gap, match 1 B against W -> 3 alternates from B: 3-4, as published.
    code, out = _run("check", str(GAPS))
    assert code == 0, out
    assert "1 of 4 rounds differ (1 as the other reading double-gaps=rounds" in out, out
    assert "warning RPL001" in out and "art. 4.3.3 gives 4-3" in out, out
    code, out = _run("check", "--reading", "double-gaps=rounds", str(GAPS))
    assert code == 0 and "0 of 4 rounds differ" in out, out
