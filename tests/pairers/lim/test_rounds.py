"""Lim Art. 1, 2.2, 2.6, 7 and 8 (old 8, 9.2, 9.6, 14 and 15, seed 001): the PAB, the order
of the scoregroups, cracking, rounds one and two; the Maxi option."""

from __future__ import annotations

import random

from tests.conftest import FIXTURES
from tests.oracles.lim_literal import LimLiteral
from trfcheck.pairers.base import Board, RoundPairing
from trfcheck.pairers.lim import LimSystem, maxi_by_definition, maxi_from_file, maxi_setting
from trfcheck.pairers.lim.engine import choose_pab, pair_round
from trfcheck.pairers.lim.round_facts import build_round
from trfcheck.ruleset import PairingEdition
from trfcheck.trf import read_file
from trfcheck.trf.model import Colour, ResultCode, Tournament

from .kit import games, lim_round, pairs_of, tournament
from .simulate import apply_round, new_tournament


def _both(t: Tournament, round_no: int) -> RoundPairing:
    """The engine's pairing, checked against the literal reference pairer."""
    got = LimSystem(None, PairingEdition.R2026).pair(t, round_no)
    assert got == LimLiteral().pair(t, round_no)
    return got


def test_1_1_pab_lowest_rank_in_lowest_scoregroup() -> None:
    """Lim 1.1 [8.1]: the PAB goes to the lowest-ranked player of the lowest scoregroup who
    may have it (Basic Rules art. 4: once #8 has had the PAB, #7 gets it)."""
    players = {1: (20, "W"), 2: (10, "B"), 3: (10, "W"), 7: (0, "B"), 8: (0, "W")}
    rnd = lim_round(players, round_no=2)
    assert choose_pab(rnd) == 8
    rnd.eligible[8] = False
    assert choose_pab(rnd) == 7


def test_1_1_pab_skips_a_player_whose_bye_leaves_the_rest_unpairable() -> None:
    """Lim 1.1 [8.1], docs/lim.md's reading: #3 is lowest, but without him #1 could meet nobody."""
    rnd = lim_round({1: (10, ""), 2: (0, ""), 3: (0, "")}, [(1, 2)], round_no=2)
    assert choose_pab(rnd) == 2


def test_2_2_order_of_scoregroups_top_down_bottom_up_median_last() -> None:
    """Lim 2.2 [9.2]: round 4 (median 1.5): the 3-point group floats #1 down into the 2-point
    group, the 0-point group floats #10 up into the 1-point group, the median group is last."""
    players = {1: (30, ""), 2: (20, ""), 3: (20, ""), 4: (20, ""), 5: (15, ""), 6: (15, "")}
    players |= {7: (10, ""), 8: (10, ""), 9: (10, ""), 10: (0, "")}
    made = pair_round(lim_round(players), None)
    assert [p[:2] for p in made] == [(1, 2), (3, 4), (10, 9), (8, 7), (5, 6)]
    assert [p[2] for p in made] == [True, True, False, False, True]


def test_2_6_2_median_cannot_be_paired_crack_the_higher_neighbour() -> None:
    """Lim 2.6.2 [9.6]: the median pair #5-#6 have met; as many floaters came from above as
    from below (none), so the higher neighbour's pairing 1-2 is undone and re-paired in the
    median group."""
    players = {1: (30, ""), 2: (30, ""), 5: (15, ""), 6: (15, ""), 9: (0, ""), 10: (0, "")}
    made = pair_round(lim_round(players, [(5, 6)]), None)
    assert pairs_of(made) == pairs_of([(9, 10), (1, 5), (2, 6)])


def test_2_6_1_more_floaters_from_above_crack_the_lower_neighbour() -> None:
    """Lim 2.6.1 [9.6]: #3 floated down into the median, whose three residents have all met:
    more floaters came from above, so the lower neighbour's pairing 10-9 is undone."""
    players = {1: (30, ""), 2: (30, ""), 3: (30, ""), 5: (15, ""), 6: (15, ""), 7: (15, "")}
    players |= {9: (0, ""), 10: (0, "")}
    made = pair_round(lim_round(players, [(5, 6), (5, 7), (6, 7)]), None)
    assert [p[:2] for p in made] == [(1, 2), (3, 5), (10, 6), (9, 7)]


def test_7_1_round_one_pab_to_the_lowest_rated() -> None:
    """Lim 7.1 [14.1, seed 001]: odd field in round 1: the lowest rated player (#4, 1500) gets
    the PAB (the seed's Spanish text says lowest ranked; the English text, followed here,
    says lowest rated)."""
    t = tournament([2000, 1900, 1800, 1500, 1700])
    assert _both(t, 1).pab == 4


def test_7_2_round_one_colours_by_lot() -> None:
    """Lim 7.2 [14.2, seed 001]: forty players; #1 White gives 1-21, 22-2, 3-23, 24-4 ... 40-20;
    #1 Black gives 21-1, 2-22, 23-3, 4-24 ... 20-40."""
    ratings = [2500 - 10 * i for i in range(40)]
    white = _both(tournament(ratings, initial=Colour.WHITE), 1).boards
    expected = [Board(i, i + 20) if i % 2 else Board(i + 20, i) for i in range(1, 21)]
    assert list(white) == expected
    black = _both(tournament(ratings, initial=Colour.BLACK), 1).boards
    assert list(black) == [Board(b.black, b.white) for b in expected]


def _round_two() -> Tournament:
    """Ten players after round 1: 1-point group {1, 2, 4}, half {3, 5, 8, 10}, zero {6, 7, 9}."""
    r1 = games((1, 6, "1"), (7, 2, "0"), (3, 8, "="), (9, 4, "0"), (5, 10, "="))
    return tournament([2400 - 50 * i for i in range(10)], [r1])


def test_7_3_scoring_and_8_1_groups_of_equal_score() -> None:
    """Lim 7.3 [14.3] and 8.1 [15.1, seed 001]: a win scores 1, a draw ½, a loss 0; players are
    grouped by equal score and the ½ group is the median (half of the one round played)."""
    t = _round_two()
    rnd = build_round(t, 2, False, [p.start_rank for p in t.players])
    groups: dict[int, list[int]] = {}
    for x in rnd.ids:
        groups.setdefault(rnd.score[x], []).append(x)
    assert groups == {10: [1, 2, 4], 5: [3, 5, 8, 10], 0: [6, 7, 9]}
    assert rnd.median2 == 2 * 5


def test_8_3_round_two_one_point_then_zero_then_median() -> None:
    """Lim 8.3 [15.3, seed 001] with 3.2.2, 3.6.3 and 3.8: the 1-point group floats #4 (due
    White, the majority colour), the 0-point group floats #7 up; the median group pairs the
    downfloater first, then the upfloater, then the rest."""
    got = _both(_round_two(), 2)
    assert list(got.boards) == [Board(2, 1), Board(4, 3), Board(8, 5), Board(10, 7), Board(6, 9)]
    assert got.byes == ()


def test_8_2_round_two_pab_by_article_1() -> None:
    """Lim 8.2 [15.2, seed 001]: odd field in round 2: the PAB (Art. 1) goes to the lowest
    ranked player of the lowest group, never to the round-1 receiver."""
    t = tournament([2400 - 50 * i for i in range(9)])
    t = t.truncated(0)
    r1 = _both(t, 1)
    assert r1.pab == 9
    boards = [(b.white, b.black, "1" if b.white % 2 else "0") for b in r1.boards]
    t2 = tournament([2400 - 50 * i for i in range(9)], [boards], byes={1: {9: ResultCode.PAB}})
    zero = [b.black if b.white % 2 else b.white for b in r1.boards]
    assert _both(t2, 2).pab == max(zero)


def test_maxi_option_from_the_192_record_and_the_1988_definition() -> None:
    """Maxi-tournament (preamble of the old text, 1988 GA): more than 2**rounds players. The
    flag comes from the caller, else the 192 record ("LIM MAXI" / "NOMAXI"), else the
    definition; the engine, the audit and the rule checks share ``maxi_setting``."""
    assert maxi_from_file(tournament([2000] * 4, system="LIM MAXI")) is True
    assert maxi_from_file(tournament([2000] * 4, system="FIDE_LIM_MAXI")) is True
    assert maxi_from_file(tournament([2000] * 9, total=3, system="FIDE_LIM_NOMAXI")) is False
    assert maxi_from_file(tournament([2000] * 9, total=3, system="LIM NO MAXI")) is False
    assert maxi_from_file(tournament([2000] * 4, system="LIM")) is None
    assert maxi_by_definition(tournament([2000] * 9, total=3))
    assert not maxi_by_definition(tournament([2000] * 8, total=3))
    big = tournament([2000] * 9, total=3, system="LIM")
    assert maxi_setting(big).maxi and "2**3 = 8" in maxi_setting(big).why
    assert not maxi_setting(big, False).maxi
    assert not maxi_setting(tournament([2000] * 9, total=3, system="LIM NOMAXI")).maxi
    assert maxi_setting(tournament([2000] * 4, system="LIM MAXI")).maxi
    assert not maxi_setting(tournament([2000] * 9, total=None)).maxi


def test_board_order_by_pairing_score_under_acceleration() -> None:
    """GHR 3.6 with C.04.7 1.5: boards are ordered by pairing scores. Round 1 (XXA gives TPN
    1-4 one virtual point): 1-3 and 4-2 drawn, 5 beat 7, 8 beat 6. Before round 2, 1-4 have
    0.5 + 1 = 1.5, 5 and 8 have 1: the two pairs of the 1.5 group come first, although 5
    and 8 have more real points."""
    t = read_file(FIXTURES / "trf" / "valid" / "baku_xxa_round1.trf").tournament
    boards = _both(t, 2).boards
    assert {boards[0].white, boards[0].black, boards[1].white, boards[1].black} == {1, 2, 3, 4}


def test_literal_pairer_resolves_the_maxi_flag_as_the_engine() -> None:
    """Maxi-tournament flag without an override (1988 definition, 192 MAXI / NOMAXI): the
    literal pairer and the engine resolve it alike, so they agree on 9 players in 3 rounds
    (more than 2**3: Maxi by definition) with and without a marker."""
    for seed in range(12):
        rng = random.Random(seed)
        system = (None, "LIM NOMAXI", "LIM MAXI")[seed % 3]
        t = new_tournament(rng, 9, 3, system=system, spread=300)
        for r in range(1, 4):
            got = _both(t, r)
            t = apply_round(t, got, rng)
