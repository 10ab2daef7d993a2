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
    assert "1 Applicant, Ann: GM norm: 3 of 3 remaining rounds (against 2, 3, 4)" in result.output
    assert "not a verdict" in result.output
