"""Dubov 2026 Article 1 (definitions) and Article 4 (orderings), checked on their own.

Expected values come from the rule text and the handbook's worked examples (C.04.4.1
Article 1, 3.2.4-3.2.6, Article 4), not from the engine.
"""

from __future__ import annotations

import pytest

from trfcheck.pairers.core.state import Strength
from trfcheck.pairers.dubov.bracket import middle_out
from trfcheck.pairers.dubov.graphs import first_transposition
from trfcheck.pairers.dubov.round_facts import aro, build_context, max_upfloats
from trfcheck.ruleset import PairingEdition
from trfcheck.trf.model import Colour

from .kit import build


@pytest.mark.parametrize(
    ("ratings", "expected"),
    [([2050, 2051], 2051), ([2040, 2045, 2052], 2046), ([2000], 2000), ([], 0), ([1, 2], 2)],
)
def test_1_7_aro_rounds_halves_up(ratings: list[int], expected: int) -> None:
    """1.7.1: the mean of the opponents' ratings, rounded to the nearest integer, .5 upwards;
    1.7.3: 0 without a game (2050 and 2051 give 2050.5, so 2051)."""
    assert aro(ratings) == expected


def test_1_7_aro_counts_games_over_the_board_only() -> None:
    """1.7.1: forfeits and byes do not count for ARO; 1.7.2: it is computed before each round."""
    t = build(
        4,
        ["1-2:1 3-4:+", "1-3:= 2:U 4:Z"],
        total_rounds=5,
        ratings=[2000, 1801, 1700, 1600],
    )
    ctx = build_context(t, 3, 5, PairingEdition.R2026)
    by_tpn = {ctx.tpn[i]: ctx.aro[i] for i in range(ctx.n)}
    assert by_tpn == {1: 1751, 2: 2000, 3: 2000, 4: 0}  # 1: (1801 + 1700) / 2 = 1750.5


@pytest.mark.parametrize(
    ("rounds", "limit"),
    [(1, 2), (4, 2), (5, 3), (9, 3), (10, 4), (14, 4), (15, 5), (19, 5)],
)
def test_1_8_2_maxt(rounds: int, limit: int) -> None:
    """1.8.2: MaxT = 2 + floor(Rnds / 5). Seed 2.5 (1997 text) set absolute limits of 3
    upfloats for fewer than 10 rounds and 4 otherwise; for 5 to 14 rounds the thresholds
    coincide, below 5 and from 15 rounds they differ."""
    assert max_upfloats(rounds) == limit


def test_1_6_4_no_game_means_mild_black() -> None:
    """1.6.4: a player who has not played yet has a mild preference for Black (a forfeit
    and a bye are not games)."""
    t = build(4, ["1-2:1 3-4:+"], total_rounds=5)
    ctx = build_context(t, 2, 5, PairingEdition.R2026)
    for i in range(ctx.n):
        if ctx.tpn[i] in (3, 4):
            assert (ctx.side[i], ctx.strength[i]) == (Colour.BLACK, Strength.MILD)


def test_1_6_1_absolute_sides_from_colour_difference_and_last_two() -> None:
    """1.6.1: absolute when the colour difference is beyond +-1 or the last two games had the
    same colour; 1.6.2 strong when it is +-1; 1.6.3 mild when it is 0 (alternate)."""
    t = build(
        8,
        ["1-2:= 3-4:= 5-6:= 7-8:=", "1-3:= 2-4:= 5-7:= 6-8:="],
        total_rounds=5,
    )
    ctx = build_context(t, 3, 5, PairingEdition.R2026)
    got = {ctx.tpn[i]: (ctx.side[i], ctx.strength[i]) for i in range(ctx.n)}
    assert got[1] == (Colour.BLACK, Strength.ABSOLUTE)  # WW
    assert got[4] == (Colour.WHITE, Strength.ABSOLUTE)  # BB
    assert got[2] == (Colour.BLACK, Strength.MILD)  # BW
    assert got[3] == (Colour.WHITE, Strength.MILD)  # WB


@pytest.mark.parametrize(
    ("players", "expected"),
    [("ABCDEFG", "DCEBFAG"), ("ABCDEF", "CDBEAF"), ("ABCD", "BCAD"), ("A", "A"), ("", "")],
)
def test_4_3_3_shifter_numbers_middle_out(players: str, expected: str) -> None:
    """4.3.3 (handbook example): #1 to the middle player (the upper of two middles), then the
    middle of those left: A..G gives D C E B F A G."""
    ids = [ord(c) for c in players]
    assert "".join(chr(x) for x in middle_out(ids)) == expected


def test_4_4_transpositions_in_lexicographic_order() -> None:
    """4.4 (handbook example): G2 = A, B, C numbered by TPN; transpositions ABC, ACB, BAC, ...
    S1 = x, y, z with x having met A: ABC and ACB fail at x, so BAC is the first legal one."""
    x, y, z, a, b, c = range(6)
    met = {(x, a)}

    def legal(u: int, v: int) -> bool:
        return (u, v) not in met and (v, u) not in met

    assert first_transposition([x, y, z], [a, b, c], legal) == [b, a, c]
    met.add((y, a))  # then BCA: x-B, y-C, z-A
    assert first_transposition([x, y, z], [a, b, c], legal) == [b, c, a]
    met.update({(z, a)})  # A can meet nobody: no legal transposition
    assert first_transposition([x, y, z], [a, b, c], legal) is None
