"""BRD001 under acceleration: which score orders the boards (GHR 3.6, C.04.7 1.5).

Eight players, Baku virtual points by XXA (1 point for TPN 1-4 in rounds 1-2). Round 1:
1-3 and 2-4 drawn, 5 beat 7, 8 beat 6. Before round 2 the real scores are 0.5 for 1-4, 1
for 5 and 8, 0 for 6 and 7; the pairing scores add 1 for 1-4 (1.5). The published round-2
list 8-5, 2-1, 3-4, 6-7 is in order by real points (5 and 8 first) and out of order by
pairing scores (2-1 and 3-4 first). Derived by hand from GHR 3.6.
"""

from __future__ import annotations

from trfcheck.trf import read
from trfcheck.verify.rules import PublishedBoard, PublishedPairing, check_rules

TRF = """\
012 board order under acceleration
XXR 8
XXC white1
XXA    1  1.0  1.0  0.5  0.5
XXA    2  1.0  1.0  0.5  0.5
XXA    3  1.0  1.0  0.5  0.5
XXA    4  1.0  1.0  0.5  0.5
001    1 m    Player 1                          2690 FID      100001 2000/01/01  0.5    1     3 w =
001    2 m    Player 2                          2680 FID      100002 2000/01/01  0.5    2     4 b =
001    3 m    Player 3                          2670 FID      100003 2000/01/01  0.5    3     1 b =
001    4 m    Player 4                          2660 FID      100004 2000/01/01  0.5    4     2 w =
001    5 m    Player 5                          2650 FID      100005 2000/01/01  1.0    5     7 w 1
001    6 m    Player 6                          2640 FID      100006 2000/01/01  0.0    6     8 b 0
001    7 m    Player 7                          2630 FID      100007 2000/01/01  0.0    7     5 b 0
001    8 m    Player 8                          2620 FID      100008 2000/01/01  1.0    8     6 w 1
"""

ROUND2 = PublishedPairing(
    2,
    tuple(
        PublishedBoard(board, white, black)
        for board, (white, black) in enumerate([(8, 5), (2, 1), (3, 4), (6, 7)], start=1)
    ),
)


def _board_findings(system: str) -> list[tuple[str, int | None, tuple[int, ...]]]:
    t = read(TRF).tournament
    found = check_rules(t, system, "2026", findings=(), pairing=ROUND2)
    return [(v.code, v.round, v.players) for v in found if v.code.startswith("BRD")]


def test_dutch_orders_boards_by_real_points() -> None:
    """Dutch (spec dutch.md §7; bbpPairings v6): real points, so the list is in order."""
    assert _board_findings("dutch") == []


def test_other_systems_order_boards_by_pairing_score() -> None:
    """C.04.7 art. 1.5 (Dubov, Lim): pairing scores, so 2-1 (1.5) belongs before 8-5 (1)."""
    for system in ("dubov", "lim"):
        assert _board_findings(system) == [("BRD001", 2, (8, 5, 2, 1))]
