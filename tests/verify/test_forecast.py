"""The norm forecast (verify.forecast; ``trfcheck norms FILE --forecast``).

fixtures/forecast/round_robin_after_6.trf is fixtures/norms/gm_met.trf (a 10-player round
robin whose player 1 makes a GM norm with 7/9) cut after round 6: player 1 has 4 points,
and the opponents of rounds 7-9 (players 2, 3 and 4) are known, being the players not met.
By the text: the nine opponents' average is Ra 2401 (B.01 1.4.7); 6.5/9 is 72 % (dp 166,
table 1.4.9), Rp 2567 < 2600; 7/9 is 78 % (dp 220), Rp 2621 >= 2600 (1.4.8). So the GM
norm needs 3 of the 3 remaining points, and after a win in round 7, 2 of 2.
"""

from __future__ import annotations

import json
from pathlib import Path

from typer.testing import CliRunner

from tests.conftest import FIXTURES
from trfcheck.cli import app

RUNNER = CliRunner(env={"COLUMNS": "160"})
AFTER_6 = FIXTURES / "forecast" / "round_robin_after_6.trf"


def _forecast(path: Path) -> list[dict[str, object]]:
    result = RUNNER.invoke(app, ["norms", str(path), "--forecast", "--format", "json"])
    assert result.exit_code == 0, result.output
    found: list[dict[str, object]] = json.loads(result.stdout)["forecast"]
    return found


def _of(found: list[dict[str, object]], rank: int, title: str) -> dict[str, object]:
    return next(f for f in found if f["start_rank"] == rank and f["title"] == title)


def test_gm_norm_needs_every_remaining_point() -> None:
    gm = _of(_forecast(AFTER_6), 1, "GM")
    assert gm["score"] == 4.0 and gm["remaining"] == 3
    assert gm["known_opponents"] == [2, 3, 4] and gm["unknown_opponents"] == 0
    assert gm["needed_against_strongest"] == gm["needed_against_weakest"] == 3.0


def test_after_a_win_two_of_two(tmp_path: Path) -> None:
    """Round 7 played: 1 beats 4 (1 w 1 / 4 b 0); 5 of 7 so far, 2 of 2 needed."""
    lines = AFTER_6.read_text(encoding="utf-8").splitlines()
    out = []
    for line in lines:
        if line.startswith("001    1 "):
            line = line[:80] + " 5.0" + line[84:] + "     4 w 1"
        elif line.startswith("001    4 "):
            line += "     1 b 0"
        out.append(line)
    path = tmp_path / "after_7.trf"
    path.write_text("\n".join(out) + "\n", encoding="utf-8")
    gm = _of(_forecast(path), 1, "GM")
    assert gm["score"] == 5.0 and gm["remaining"] == 2
    assert gm["needed_against_strongest"] == 2.0


def test_a_finished_event_has_no_forecast() -> None:
    result = RUNNER.invoke(app, ["norms", str(FIXTURES / "norms" / "gm_met.trf"), "--forecast"])
    assert result.exit_code == 1, result.output
    assert "all 9 rounds have results" in result.output


def test_text_names_the_points_and_the_opponents() -> None:
    result = RUNNER.invoke(app, ["norms", str(AFTER_6), "--forecast"])
    assert result.exit_code == 0, result.output
    assert (
        "1 Applicant, Ann: GM norm: 3 of the 3 remaining points (against 2, 3, 4)" in result.output
    )
    assert "not a verdict" in result.output


def _with_weak_players(tmp_path: Path) -> Path:
    """The file after 6 rounds, read as a Swiss, with four untitled players of 2000 (ITA)
    who drew every game among themselves, and player 1 an FM (so that IM is examined too):
    player 1's remaining opponents are not known."""
    pairs = [((11, 12), (13, 14)), ((11, 13), (12, 14)), ((11, 14), (12, 13))] * 2
    blocks: dict[int, list[str]] = {11: [], 12: [], 13: [], 14: []}
    for round_pairs in pairs:
        for white, black in round_pairs:
            blocks[white].append(f"{black:4d} w =")
            blocks[black].append(f"{white:4d} b =")
    text = AFTER_6.read_text(encoding="utf-8").replace("092 Round Robin", "092 Swiss")
    lines = text.replace("IM Applicant, Ann", "FM Applicant, Ann").splitlines()
    for rank, own in blocks.items():
        static = (
            f"001 {rank:4d} m    Weak{rank}, W".ljust(48)
            + f"2000 ITA {1000 + rank:>11d} 1990/01/01  3.0"
        )
        lines.append(static.ljust(91) + "  ".join(own))
    path = tmp_path / "swiss.trf"
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return path


def test_unknown_opponents_give_a_range(tmp_path: Path) -> None:
    """Against the strongest players not met (2, 3, 4) the numbers are those of the round
    robin: GM 3 of 3; IM: Ra 2401, 5.5/9 = 61 % (dp 80, 1.4.9) gives Rp 2481 >= 2450 while
    5/9 = 56 % (dp 43) gives 2444, so 1.5 of 3. Against the weakest (three of 2000): Ra =
    (2300 + 2320 + 2350 + 2380 + 2400 + 2420 + 3 x 2000) / 9 = 2241 < 2380, no GM norm; IM
    needs 2450 - 2241 = 209, p 77 % at least (dp 211), 7/9 = 78 %: 3 of 3."""
    found = _forecast(_with_weak_players(tmp_path))
    gm, im = _of(found, 1, "GM"), _of(found, 1, "IM")
    assert gm["unknown_opponents"] == 3 and gm["known_opponents"] == []
    assert (gm["needed_against_strongest"], gm["needed_against_weakest"]) == (3.0, None)
    assert (im["needed_against_strongest"], im["needed_against_weakest"]) == (1.5, 3.0)
