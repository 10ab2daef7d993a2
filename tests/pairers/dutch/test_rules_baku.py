"""Baku acceleration (C.04.7, 2026) with the Dutch system: virtual points from XXA or 250
records, floats and board order under acceleration, and the default formula.

Eight players, eight rounds: GA = 2 * ceil(8 / 4) = 4 players (TPN 1-4, art. 1.2),
four accelerated rounds, GA gets 1 virtual point in rounds 1-2 and 0.5 in rounds
3-4 (art. 1.4). The pairing score is the score plus the round's virtual points
(art. 1.5). Expected pairings are derived by hand; bbpPairings v6 agrees on each
(given the same virtual points as XXA lines where it computes them otherwise).
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from typer.testing import CliRunner

from trfcheck.cli import app

from .kit import pair, show, tournament_text

XXA = tuple(f"XXA {p:>4}  1.0  1.0  0.5  0.5" for p in range(1, 5))
R250 = ("250       1.0   1   2    1    4", "250       0.5   3   4    1    4")
# Round 1: 1-3 and 4-2 drawn; 5 beat 7, 8 beat 6.
ROUND1 = ("3w=", "4b=", "1b=", "2w=", "7w1", "8b0", "5b0", "6w1")


def test_c04_7_xxa_virtual_points_split_round_one() -> None:
    """C.04.7 art. 1.4-1.5 (XXA): in round 1 GA has 1 virtual point and pairs apart from GB.

    Brackets: 1-4 (pairing score 1) and 5-8 (0). Each pairs S1 with S2 (art.
    4.2): 1-3, 2-4 and 5-7, 6-8; nobody has a preference, so 5.2.5 gives odd
    TPNs the initial colour. All real scores are 0: boards by TPN.
    bbpPairings v6 agrees.
    """
    text = tournament_text(["."] * 8, total_rounds=8, extra=XXA)
    assert show(pair(text, 1)) == "1-3, 4-2, 5-7, 8-6"


def test_c04_7_record_250_virtual_points() -> None:
    """C.04.7 with TRF-2026 250 records (1 point for TPN 1-4 in rounds 1-2, 0.5 in
    rounds 3-4): the same round 1 as with XXA. bbpPairings v6 agrees.
    """
    text = tournament_text(["."] * 8, total_rounds=8, extra=R250)
    assert show(pair(text, 1)) == "1-3, 4-2, 5-7, 8-6"


@pytest.mark.parametrize("records", [XXA, R250], ids=["xxa", "250"])
def test_3_6_board_order_by_real_points_under_acceleration(records: tuple[str, ...]) -> None:
    """Round 2: brackets by pairing score, boards by real points (as bbpPairings v6).

    Pairing scores: 1-4 on 1.5 (0.5 + 1), 5 and 8 on 1, 6 and 7 on 0. In 1-4, 1-3
    met and 1-4, 2-3 would cost two colour preferences (each had one game: 1
    and 4 want Black, 2 and 3 White), so the exchange gives 2-1 and 3-4 (C12).
    8-5 (both want Black: 5.2.4 favours 5) and 6-7 (both want White: 6). The
    boards follow real points, as bbpPairings v6 does: 8-5 (1 point each) comes
    first. C.04.7 art. 1.5 names the pairing score for the board order (GHR
    3.6), which would put 2-1 and 3-4 first; trfcheck's Dutch engine follows
    bbpPairings v6 there (docs/lim.md, "Interpretations"), and board order is a
    recommendation only. bbpPairings v6 agrees.
    """
    text = tournament_text(ROUND1, total_rounds=8, extra=records)
    assert show(pair(text, 2)) == "8-5, 2-1, 3-4, 6-7"


def test_c04_7_floats_judged_by_pairing_score() -> None:
    """Art. 1.4.2 under acceleration: a float compares the pairing scores of that round.

    Round 3 of 8 (GA +1 in rounds 1-2, +0.5 in round 3). R1: 1-3 1-0, 4-2 0-1,
    5-6 1-0. R2: 1 beat 2 by forfeit, 3-5 1-0, 6-4 0-1. In round 2, 4 (real 0,
    pairing 1) beat 6 (real 0, pairing 0): a downfloat for 4 by pairing score,
    none by real points. Round 3 pairing scores: 1 on 2.5; 2, 3, 4 on 1.5; 5 on
    1; 6 on 0. 5 and 6 met, so the 1.5 bracket must downfloat two players for
    them (C4); 1 (MDP) met 3 and takes 2 or 4, every choice grants all colours.
    Taking 2 floats 3 and 4, and 4 had a downfloat in round r-1 (C14); taking 4
    floats 2 (forfeit loss: no float) and 3. So 1-4, then 2-5 and 3-6. Colours:
    4 (W B) mild White, 1 (W) strong Black; 2 (B) strong White beats 5's mild
    White; 6 and 3 both mild Black (B W), 3 ranks higher (5.2.4). Boards by real
    points: 1 (2), 2 and 5 (1 each), 3 (1) with 6 (0). bbpPairings v6 agrees.
    """
    rows = ("3w1 2b+", "4b1 1w-", "1b0 5w1", "2w0 6b1", "6w1 3b0", "5b0 4w0")
    text = tournament_text(rows, total_rounds=8, extra=XXA)
    assert show(pair(text, 3)) == "4-1, 2-5, 6-3"


def _pair_with_cli(tmp_path: Path, text: str) -> list[tuple[int, int]]:
    source = tmp_path / "baku.trf"
    source.write_text(text, encoding="utf-8")
    result = CliRunner().invoke(app, ["pair", str(source), "--format", "json"])
    assert result.exit_code == 0, result.output
    data = result.stdout[result.stdout.index("{") :]
    return [(b["white"], b["black"]) for b in json.loads(data)["boards"]]


def test_c04_7_default_formula_without_virtual_point_records(tmp_path: Path) -> None:
    """C.04.7 art. 1.2-1.4 from the formula: a file that asks for Baku acceleration
    (192 FIDE_DUTCH_BAKU) without XXA/250 lines gets the virtual points of the
    module docstring, so round 1 is paired as in
    test_c04_7_xxa_virtual_points_split_round_one. bbpPairings v6 agrees.
    """
    text = tournament_text(["."] * 8, total_rounds=8, extra=["192 FIDE_DUTCH_BAKU"])
    assert _pair_with_cli(tmp_path, text) == [(1, 3), (4, 2), (5, 7), (8, 6)]


def test_c04_7_default_formula_ga_rounded_up_to_even(tmp_path: Path) -> None:
    """C.04.7 art. 1.2: GA is the first half of the list rounded up to an even number.

    Ten players: GA = 2 * ceil(10 / 4) = 6 (TPN 1-6), GB = 7-10. Round 1: 1-4, 2-5,
    3-6 (5.2.5: 5-2) and 7-9, 8-10 (10-8). bbpPairings v6 gives this pairing with
    XXA lines for 1-6, but its own formula puts only 5 players in GA
    ((N - 1) / 2 + 1) and pairs 1-3, 4-2, 5-6, 7-9, 10-8: there it departs from
    the rule text, so it is no oracle for an odd half.
    """
    text = tournament_text(["."] * 10, total_rounds=8, extra=["192 FIDE_DUTCH_BAKU"])
    expected = [(1, 4), (5, 2), (3, 6), (7, 9), (10, 8)]
    assert _pair_with_cli(tmp_path, text) == expected
