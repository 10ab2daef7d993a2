"""BRD001 under acceleration: which score orders the boards (GHR 3.6, C.04.7 1.5).

fixtures/trf/valid/baku_xxa_round1.trf: eight players, Baku virtual points by XXA (1 point
for TPN 1-4 in rounds 1-2). Round 1: 1-3 and 2-4 drawn, 5 beat 7, 8 beat 6. Before round 2
the real scores are 0.5 for 1-4, 1 for 5 and 8, 0 for 6 and 7; the pairing scores add 1 for
1-4 (1.5). The published round-2 list 8-5, 2-1, 3-4, 6-7 is in order by real points (5 and
8 first) and out of order by pairing scores (2-1 and 3-4 first). Derived by hand from GHR 3.6.
"""

from __future__ import annotations

from tests.conftest import FIXTURES
from tests.named_rules import check_named
from trfcheck.trf import read_file
from trfcheck.verify.rules import PublishedBoard, PublishedPairing

BY_REAL_POINTS = [(8, 5), (2, 1), (3, 4), (6, 7)]
BY_PAIRING_SCORE = [(2, 1), (3, 4), (8, 5), (6, 7)]


def _board_findings(
    system: str, boards: list[tuple[int, int]]
) -> list[tuple[str, int | None, tuple[int, ...]]]:
    t = read_file(FIXTURES / "trf" / "valid" / "baku_xxa_round1.trf").tournament
    listed = tuple(PublishedBoard(n, w, b) for n, (w, b) in enumerate(boards, start=1))
    found = check_named(t, system, "2026", findings=(), pairing=PublishedPairing(2, listed))
    return [(v.code, v.round, v.players) for v in found if v.code.startswith("BRD")]


def test_dutch_accepts_real_points_and_pairing_scores() -> None:
    """Dutch: bbpPairings v6 (and trfcheck's engine) order by real points (docs/lim.md,
    "Interpretations"), C.04.7 art. 1.5 names the pairing score; a list in either order passes."""
    assert _board_findings("dutch", BY_REAL_POINTS) == []
    assert _board_findings("dutch", BY_PAIRING_SCORE) == []


def test_dutch_list_out_of_order_by_both_is_reported() -> None:
    """GHR 3.6: 6-7 (no points either way) cannot come before 2-1."""
    found = _board_findings("dutch", [(6, 7), (2, 1), (3, 4), (8, 5)])
    assert found == [("BRD001", 2, (6, 7, 2, 1))]


def test_other_systems_order_boards_by_pairing_score() -> None:
    """C.04.7 art. 1.5 (Dubov, Lim): pairing scores, so 2-1 (1.5) belongs before 8-5 (1)."""
    for system in ("dubov", "lim"):
        assert _board_findings(system, BY_REAL_POINTS) == [("BRD001", 2, (8, 5, 2, 1))]
        assert _board_findings(system, BY_PAIRING_SCORE) == []
