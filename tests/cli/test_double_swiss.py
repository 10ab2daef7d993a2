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


def test_standings_in_game_points_the_pab_once() -> None:
    # PTS after match 1: 1, 6, 7 = 1.5 (7: the PAB, once per match); 2, 5 = 1.0; 3, 4 = 0.5
    code, out = _run("standings", str(VECTOR), "--tiebreaks", "PTS", "--format", "json")
    assert code == 0, out
    rows = json.loads(out)["standings"]
    assert {r["player"]: r["values"]["PTS"] for r in rows} == {
        1: 1.5, 2: 1.0, 3: 0.5, 4: 0.5, 5: 1.0, 6: 1.5, 7: 1.5
    }  # fmt: skip


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


def test_rating_rates_each_game_and_no_forfeited_game(tmp_path: Path) -> None:
    # B.02 per game; the Preface counts a single forfeited game as played for standings
    # and tie-breaks, not for rating: 1 and 2 have one rated game each (game 2), 7 none
    code, out = _run("rating", str(VECTOR))
    assert code == 0, out
    assert "1 Player A, rated 2390: 2 rated games" in out, out
    assert "7 Player G, rated 2330: 0 rated games" in out, out
    lines = ["012 crafted", "142 2", "192 FIDE_DOUBLESWISS"]
    for sr, blocks in {1: ("   2 w +", "   2 b 1"), 2: ("   1 b -", "   1 w 0")}.items():
        head = f"001 {sr:4d} m    {'P' + str(sr):<33} {2000:4d} FID {sr:11d} 2000/01/01"
        lines.append(head.ljust(89) + "".join(f"  {b:<8}" for b in blocks))
    path = tmp_path / "forfeit.trf"
    path.write_text("\r\n".join(lines) + "\r\n")
    code, out = _run("rating", str(path))
    assert code == 0, out
    assert "1 P1, rated 2000: 1 rated game," in out, out


def test_pair_refuses_a_game_2_round() -> None:
    result = RUNNER.invoke(app, ["pair", str(VECTOR), "--round", "2"])
    assert result.exit_code == 2, result.output
    assert "pair it at its first (1)" in result.output


def test_pair_trf_writes_both_columns_and_the_pab_once() -> None:
    # player 4 had 0.5 (agreeing with its games); the PAB of match 2 adds 1.5 (162 P): 2.0
    code, out = _run("pair", str(VECTOR), "--format", "trf")
    assert code == 0, out
    t = read(out.encode()).tournament
    four = t.player(4)
    assert four.points == 20
    assert four.entry(3).result == four.entry(4).result and four.entry(4).opponent is None
    assert (t.player(6).entry(3).opponent, t.player(6).entry(4).colour.value) == (1, "b")


def test_baku_without_250_is_not_checked_rather_than_failed(tmp_path: Path) -> None:
    # C.04.7's "points for a win" is a game or a match under Double-Swiss: without 250
    # records trfcheck refuses to pair (exit 4) and check leaves the pairings unchecked
    path = tmp_path / "baku.trf"
    path.write_bytes(VECTOR.read_bytes().replace(b"FIDE_DOUBLESWISS", b"FIDE_DOUBLESWISS_BAKU"))
    result = RUNNER.invoke(app, ["pair", str(path)])
    assert result.exit_code == 4, result.output
    code, out = _run("check", str(path))
    assert code == 0 and "PASS (partial" in out and "not checked: the pairings" in out, out


def test_show_leaves_the_points_to_the_kind() -> None:
    """Player 7's PAB fills both columns with U (1.5 a column under 162 P 1.5): a sum per
    column gives 3.0 against the 1.5 declared, so show compares no column and says the
    points are checked per match (DSW007, ``DoubleSwissEvent.points_note``)."""
    code, out = _run("show", str(VECTOR))
    assert code == 0, out
    assert "!=" not in out
    assert "checked per match by the reader (DSW007)" in out
