"""Team tie-breaks of C.07 (2026/2024) art. 11-13 (trfcheck/standings/team.py).

Golden data: gacrux 1.11.65's tie-break checker (FIDE TEC reference implementation,
test-only dependency) on the gacrux-paired team corpus and the two real TRF-26 team files,
for MPvGP, the four ESB (with /C1 and /P), BC and SSSC (with /P); the definitions of 12.2
and 12.3 for TBR and BBE, on a hand-made table; gacrux's ranks for a standings order.
"""

from __future__ import annotations

import contextlib
import io
import json
import sys
from decimal import Decimal
from pathlib import Path
from typing import Any

import pytest

from tests.conftest import FIXTURES
from trfcheck.ruleset import resolve
from trfcheck.standings.team import TeamTable, _bbe, team_standings, team_tiebreak
from trfcheck.trf import read_file

FILES = [
    *sorted((FIXTURES / "external" / "markdechamps-swiss-team-2026").glob("*.trf")),
    FIXTURES / "real" / "echecsjs_trf" / "grandmommyscup.trf",
    FIXTURES / "real" / "sharly_chess" / "fide_tec_trf2026_sample.trf",
]
CODES = [
    *("MPVGP", "EMGSB", "EMMSB", "EGGSB", "EGMSB", "BC", "SSSC", "EMGSB/C1", "EMGSB/P", "SSSC/P"),
    *("BH:MP", "BH:GP", "BH", "BH:MP/C1", "BH:MP/M1", "BH:MP/C1/P", "BH:GP/P"),
]
HUNDREDTHS = ("E", "SSSC")  # BH: tenths


def gacrux_tiebreaks(path: Path, codes: list[str]) -> dict[int, dict[str, Any]]:
    """gacrux's tie-break checker on ``path``: per team, its rank and its values."""
    from gacrux.tiebreakchecker import tiebreakchecker

    argv = sys.argv
    sys.argv = ["tiebreakchecker", "-i", str(path), "-t", *codes]
    buffer = io.StringIO()
    try:
        with contextlib.redirect_stdout(buffer):
            tiebreakchecker().common_main()
    finally:
        sys.argv = argv
    data = json.loads(buffer.getvalue())
    return {
        c["cid"]: {"rank": c["rank"], "values": c["tiebreakScore"]}
        for c in data["tiebreakResult"]["competitors"]
    }


@pytest.mark.parametrize("path", FILES, ids=lambda p: p.name)
def test_team_tiebreaks_equal_gacrux(path: Path) -> None:
    t = read_file(path).tournament
    table = TeamTable.of(t, resolve(t).tiebreak_edition.value)
    expected = gacrux_tiebreaks(path, CODES)
    for i, code in enumerate(CODES):
        ours = team_tiebreak(table, code)
        scale = 100 if code.startswith(HUNDREDTHS) else 10
        sign = -1 if code == "BC" else 1  # BC: lower is better, returned negated
        theirs = {team: int(Decimal(v["values"][i]) * scale) * sign for team, v in expected.items()}
        assert ours == theirs, code


def test_tbr_and_bbe_read_the_boards_from_board_1_down() -> None:
    """12.2: board 1, then board 2 ...; 12.3: all boards but the last, then one fewer ..."""
    assert _bbe([25, 20, 15, 10]) == (60, 45, 25)
    path = FIXTURES / "external" / "markdechamps-swiss-team-2026" / "team-2003.trf"
    table = TeamTable.of(read_file(path).tournament)
    tbr = team_tiebreak(table, "TBR")
    bbe = team_tiebreak(table, "BBE")
    for team, boards in tbr.items():
        assert isinstance(boards, tuple) and len(boards) == 6
        assert bbe[team] == _bbe(list(boards))
    assert sum(sum(b) for b in tbr.values() if isinstance(b, tuple)) > 0


def test_standings_order_equals_gacrux_ranks() -> None:
    path = FIXTURES / "external" / "markdechamps-swiss-team-2026" / "team-2016.trf"
    codes = ["MPVGP", "EMGSB/C1", "BC"]
    expected = gacrux_tiebreaks(path, ["PTS", *codes])
    order = team_standings(read_file(path).tournament, codes)
    ranks: dict[int, int] = {}
    for place, (team, key) in enumerate(order, start=1):
        previous = order[place - 2] if place > 1 else None
        same = previous is not None and previous[1] == key
        ranks[team] = ranks[previous[0]] if same and previous is not None else place
    assert ranks == {team: v["rank"] for team, v in expected.items()}
