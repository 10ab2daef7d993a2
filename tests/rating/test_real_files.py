"""Per-player changes on real files of fixtures/real, worked out by hand from the 001 lines.

Each case gives the player's rated games as (opponent's rating, score), D, the PD of B.02
8.1.2 (row of the table: the range that holds |D|) and dR = score - PD, then sum(dR) and
K x sum(dR) rounded .5 away from zero (8.3.4). The arithmetic is written in the comments;
the expected values are the hand results, not the program's output.
"""

from __future__ import annotations

from fractions import Fraction

import pytest

from tests.conftest import FIXTURES
from trfcheck.rating.change import KSource, KValue, compute_ratings
from trfcheck.ruleset import RatingEdition, resolve_rating
from trfcheck.trf import read_file

CASES = [
    # sharly_chess/trf-import-test.trf, player 3 CHARLINE 2100, start 2025-09-13: B.02 2024
    # (before the 1 Oct 2025 amendment), no time control: standard assumed.
    #  1700 =  D +400 (392-411) PD .92 dR -.42
    #  1950 1  D +150 (146-153) PD .70 dR +.30
    #  1850 1  D +250 (246-256) PD .81 dR +.19
    #  2050 =  D  +50 (47-53)   PD .57 dR -.07
    #  2150 =  D  -50 (47-53)   PD 1 - .57 = .43 dR +.07
    #  sum +.07; K 20: +1.4 -> +1; K 40: +2.8 -> +3
    ("sharly_chess/trf-import-test.trf", 3, RatingEdition.B2024, 5, "0.07", {20: 1, 40: 3}),
    # echecsjs_trf/grandmommyscup.trf, player 1 (2586), start 2024-12-01, 222
    # 40/6000+30:20/3000+30:1500+30 (180 minutes for 60 moves: standard), B.02 2024.
    #  2367 = D 219 (216-225) .78 -.28 | 2366 = D 220 .78 -.28 | 2339 0 D 247 (246-256) .81 -.81
    #  2441 0 D 145 (138-145) .69 -.69 | 2340 1 D 246 .81 +.19 | 2291 1 D 295 (291-302) .85 +.15
    #  2319 0 D 267 (257-267) .82 -.82 | 2333 = D 253 .81 -.31 | 2344 1 D 242 (236-245) .80 +.20
    #  2455 = D 131 (130-137) .68 -.18 | 2360 = D 226 (226-235) .79 -.29
    #  2484 = D 102 (99-106) .64 -.14  | 2376 1 D 210 (207-215) .77 +.23 | 2372 1 D 214 .77 +.23
    #  losses of expectation 3.80, gains 1.00: sum -2.80; K 10: -28; K 40: 14 x 40 = 560
    #  <= 700, -112
    ("echecsjs_trf/grandmommyscup.trf", 1, RatingEdition.B2024, 14, "-2.80", {10: -28, 40: -112}),
    # fidetournament/san_viator_2018_b.trf, player 5 (1683), 2018: B.02 2022. Rounds:
    # + (forfeit: unplayed), H, 0 v 1530, 1 v 1457, H, 1 v 1540, Z: 3 rated games.
    #  1530 0 D 153 (146-153) .70 -.70 | 1457 1 D 226 (226-235) .79 +.21
    #  1540 1 D 143 (138-145) .69 +.31 | sum -.18; K 20: -3.6 -> -4; K 40: -7.2 -> -7
    ("fidetournament/san_viator_2018_b.trf", 5, RatingEdition.B2022, 3, "-0.18", {20: -4, 40: -7}),
    # icu_ratings_app/galway_major_2011.trf, player 2 (1761), 2011: B.02 2022.
    #  1423 1 D 338 (329-344) .88 +.12 | 1570 1 D 191 (189-197) .75 +.25
    #  1624 1 D 137 (130-137) .68 +.32 | 1669 0 D 92 (92-98) .63 -.63
    #  1575 1 D 186 (180-188) .74 +.26 | 1633 0 D 128 (122-129) .67 -.67
    #  sum .95 - 1.30 = -.35; K 20: -7; K 40: -14
    (
        "icu_ratings_app/galway_major_2011.trf",
        2,
        RatingEdition.B2022,
        6,
        "-0.35",
        {20: -7, 40: -14},
    ),
    # echecsjs_trf/javafo_sample2_gros_2010.trf, player 7 (2102), 2010: B.02 2022.
    #  1624 1 D 478 capped to 400 (392-411) .92 +.08 | 1823 1 D 279 (279-290) .84 +.16
    #  2408 0 D -306 (303-315) 1 - .86 = .14 -.14 | 1875 1 D 227 (226-235) .79 +.21
    #  sum +.31; K 20: +6.2 -> +6; K 15: +4.65 -> +5
    (
        "echecsjs_trf/javafo_sample2_gros_2010.trf",
        7,
        RatingEdition.B2022,
        4,
        "0.31",
        {20: 6, 15: 5},
    ),
]


@pytest.mark.parametrize(
    ("name", "rank", "edition", "games", "sum_dr", "changes"),
    CASES,
    ids=[f"{c[0]}#{c[1]}" for c in CASES],
)
def test_hand_computed_change(
    name: str, rank: int, edition: RatingEdition, games: int, sum_dr: str, changes: dict[int, int]
) -> None:
    loaded = read_file(FIXTURES / "real" / name)
    rules = resolve_rating(loaded.tournament, loaded.document)
    assert rules.edition.value is edition
    for k, expected in changes.items():
        report = compute_ratings(loaded.tournament, rules, {rank: KValue(k, KSource.OPTION)})
        player = next(p for p in report.players if p.start_rank == rank)
        assert player.rated_games == games
        assert player.sum_dr == Fraction(sum_dr)
        assert player.change_rounded == expected, k
