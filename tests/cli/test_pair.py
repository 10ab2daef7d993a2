"""``trfcheck pair``: the next round as text, JSON or TRF; errors with documented exit codes.

Expected pairings come from bbpPairings (FIDE-endorsed), which generated the example's
rounds and pairs round 3 of example-trfx-before-r3.trf as 1-3, 6-5, 4-2.
"""

from __future__ import annotations

import json
from pathlib import Path

from typer.testing import CliRunner

from tests.conftest import FIXTURES
from trfcheck.cli import app
from trfcheck.trf import read_file

RUNNER = CliRunner(env={"COLUMNS": "160"})
BEFORE_R3 = FIXTURES / "examples/example-trfx-before-r3.trf"
FULL = FIXTURES / "examples/example-trf16.trf"


def _pair(*args: str) -> tuple[int, str, str]:
    result = RUNNER.invoke(app, ["pair", *args])
    return result.exit_code, result.stdout, result.stderr


def test_text_lists_boards_in_board_order() -> None:
    code, out, _ = _pair(str(BEFORE_R3))
    assert code == 0, out
    boards = [line.split() for line in out.splitlines() if line.strip()[:1].isdigit()]
    assert [(row[1], row[4]) for row in boards] == [("1", "3"), ("6", "5"), ("4", "2")]


def test_json_has_round_boards_and_byes() -> None:
    code, out, _ = _pair(str(BEFORE_R3), "--format", "json")
    assert code == 0, out
    data = json.loads(out)
    assert data["round"] == 3
    assert data["boards"] == [
        {"board": 1, "white": 1, "black": 3},
        {"board": 2, "white": 6, "black": 5},
        {"board": 3, "white": 4, "black": 2},
    ]
    assert data["byes"] == []


def test_repairing_round_2_gives_the_published_round_with_its_byes() -> None:
    """Round 2 of the example: 2-1, 4-3, 5 the PAB, 6 a requested half-point bye."""
    code, out, _ = _pair(str(FULL), "--round", "2", "--format", "json")
    assert code == 0, out
    data = json.loads(out)
    assert [(b["white"], b["black"]) for b in data["boards"]] == [(2, 1), (4, 3)]
    assert data["byes"] == [{"player": 5, "kind": "PAB"}, {"player": 6, "kind": "H"}]


def test_trf_output_adds_the_round_and_changes_nothing_else(tmp_path: Path) -> None:
    out = tmp_path / "r3.trf"
    code, _, err = _pair(str(BEFORE_R3), "--format", "trf", "-o", str(out))
    assert code == 0, err
    before = BEFORE_R3.read_text().splitlines()
    after = out.read_text().splitlines()
    assert len(before) == len(after)
    changed = [(a, b) for a, b in zip(before, after, strict=True) if a != b]
    assert changed and all(b.startswith(a) and a.startswith("001") for a, b in changed)
    t = read_file(out).tournament
    assert t.player(1).entry(3).opponent == 3
    assert t.player(6).entry(3).colour.value == "w"
    assert t.player(6).entry(3).result is None  # result pending


def test_trf_output_refuses_a_round_already_paired() -> None:
    code, _, err = _pair(str(FULL), "--round", "2", "--format", "trf")
    assert code == 2
    assert "already in the file" in err


def test_no_valid_pairing_exits_1(tmp_path: Path) -> None:
    """Two players who have met cannot meet again (C1): nobody to pair them with."""
    path = tmp_path / "two.trf"
    path.write_text(
        "012 Two\nXXR 2\n" + _line(1, "A", 10, "   2 w 1") + _line(2, "B", 0, "   1 b 0")
    )
    code, _, err = _pair(str(path))
    assert code == 1, err
    assert "no valid pairing" in err


def _line(start_rank: int, name: str, points: int, block: str) -> str:
    """A 001 record by the TRF16 columns (docs/trf-format.md)."""
    static = f"001 {start_rank:>4}      {name:<33} {2000:>4}".ljust(80)
    return f"{static}{points / 10:>4.1f} {start_rank:>4}  {block}\n"


def test_bad_round_is_a_usage_error() -> None:
    code, _, err = _pair(str(BEFORE_R3), "--round", "7")
    assert code == 2
    assert "expected a round from 1 to 3" in err


def test_unknown_system_is_a_usage_error() -> None:
    """A name that is no FIDE system is a usage error (exit 2) naming the choices."""
    code, _, err = _pair(str(BEFORE_R3), "--system", "swiss-perfect")
    assert code == 2
    assert "unknown pairing system 'swiss-perfect': expected one of dutch, dubov" in err


def test_unknown_edition_is_a_usage_error() -> None:
    code, _, err = _pair(str(BEFORE_R3), "--edition", "1999")
    assert code == 2
    assert "expected 2026 or pre2026 (alias 2017)" in err


def test_output_never_overwrites_the_input(tmp_path: Path) -> None:
    copy = tmp_path / "in.trf"
    copy.write_bytes(BEFORE_R3.read_bytes())
    code, _, err = _pair(str(copy), "-o", str(copy))
    assert code == 2, err
    assert copy.read_bytes() == BEFORE_R3.read_bytes()


def test_maxi_for_another_system_is_a_usage_error() -> None:
    """``--maxi`` is a Lim option (C.04.4.3 Maxi-tournaments): exit 2 for a Dutch file."""
    code, _, err = _pair(str(BEFORE_R3), "--maxi")
    assert code == 2 and "Lim system only" in err


def test_pairing_twice_in_a_row_is_refused(tmp_path: Path) -> None:
    """Round 3 written in with no results: pairing round 4 now is refused (exit 2) unless
    --ahead (C.04.2: a round is paired once the previous round's results are known)."""
    paired = tmp_path / "r3.trf"
    assert _pair(str(BEFORE_R3), "--format", "trf", "-o", str(paired))[0] == 0
    code, _, err = _pair(str(paired))
    assert code == 2
    assert "round 3 has 6 players without a result" in err and "--ahead" in err
    assert _pair(str(paired), "--ahead")[0] == 0


def test_a_round_beyond_the_declared_total_is_refused(tmp_path: Path) -> None:
    """example-trf16.trf has played 3 rounds; with ``XXR 3`` there is no round 4."""
    full = tmp_path / "full.trf"
    full.write_text(FULL.read_text() + "XXR 3\n")
    code, _, err = _pair(str(full))
    assert code == 2
    assert "the file declares 3 rounds" in err
    assert _pair(str(full), "--ahead")[0] == 0


def test_a_team_event_is_paired_as_teams_once_results_are_in() -> None:
    """trf-team-import-test.trf: round 2 is paired but has no results (read by hand: the
    blocks of round 2 name opponents and colours, no result). Pairing round 3 is refused;
    with --ahead the team system pairs matches, not individual boards."""
    team = FIXTURES / "real" / "sharly_chess" / "trf-team-import-test.trf"
    code, out, err = _pair(str(team))
    assert code == 2 and out == "" and "round 2 has" in err
    code, out, _ = _pair(str(team), "--ahead", "--format", "json")
    assert code == 0
    data = json.loads(out)
    assert "matches" in data and "boards" not in data


def test_rules_applied_are_said() -> None:
    code, out, err = _pair(str(BEFORE_R3), "--format", "json")
    data = json.loads(out)
    assert code == 0
    assert data["rules"]["system"]["value"] == "dutch"
    assert data["rules"]["tiebreak_edition"]["value"] in ("2024", "2026")
    assert err == ""  # the JSON carries the rules; stderr stays quiet (README)
    code, _, err = _pair(str(BEFORE_R3))
    assert code == 0
    assert "pairing rules:" in err


def test_trf_output_passes_the_checks_its_input_passes(tmp_path: Path) -> None:
    """The 001 points column (81-84) counts every written result, so the PAB that
    ``pair --format trf`` writes (player 47 of the Gros 2010 file, round 5) counts at once
    (0.5 + 1); the games of round 5 have no result yet, so the rank column still describes
    round 4 (C.07 art. 4.2) and the output has no PTS001 and no STD001: the same errors as
    its input (two differing rounds)."""
    source = FIXTURES / "real" / "echecsjs_trf" / "javafo_sample2_gros_2010.trf"
    out = tmp_path / "r5.trf"
    code, _, err = _pair(str(source), "--format", "trf", "-o", str(out))
    assert code == 0, err
    player = {p.start_rank: p for p in read_file(out).tournament.players}[47]
    assert player.rounds[4].result is not None and player.rounds[4].result.value == "U"
    assert player.points == 15
    result = RUNNER.invoke(app, ["check", str(out), "--format", "json"])
    codes = [v["code"] for v in json.loads(result.stdout)["violations"] if v["severity"] == "error"]
    assert codes == ["RPL001", "RPL001"]
