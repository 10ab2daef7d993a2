"""Lim 2.4, 2.5 and Art. 4 (old 9.4, 9.5, 11.x): proposals and the exchange order."""

from __future__ import annotations

import pytest

from trfcheck.pairers.lim.group import pair_group

from .kit import lim_round, pairs_of

SIX = {i: (20, "") for i in range(1, 7)}


def _pair(
    players: dict[int, tuple[int, str]], met: list[tuple[int, int]], down: bool = True
) -> tuple[list[tuple[int, int]], list[int]]:
    rnd = lim_round(players, met)
    return pair_group(rnd, sorted(players), [], down, [], 2 * next(iter(players.values()))[0])


def test_2_4_top_half_against_bottom_half() -> None:
    """Lim 2.4 [9.4]: with nothing in the way, 1 v n/2+1, 2 v n/2+2, ..., n/2 v n."""
    pairs, floaters = _pair(SIX, [])
    assert floaters == []
    assert pairs == [(1, 4), (2, 5), (3, 6)]


@pytest.mark.parametrize(
    ("met", "expected"),
    [
        ([(1, 4)], "1-5 2-4 3-6"),
        ([(1, 4), (1, 5)], "1-6 2-4 3-5"),
        ([(1, 4), (1, 5), (1, 6)], "1-3 2-5 4-6"),
        ([(1, 4), (1, 5), (1, 6), (1, 3)], "1-2 3-5 4-6"),
    ],
)
def test_4_2_exchange_table_for_player_one(met: list[tuple[int, int]], expected: str) -> None:
    """Lim 4.2 [11.2] and 2.5 [9.5]: #1 tries 4, 5, 6, then 3, then 2; each time the lower
    player of the rejected pair is exchanged and the rest is proposed afresh."""
    pairs, _ = _pair(SIX, met)
    assert pairs_of(pairs) == pairs_of(tuple(map(int, p.split("-"))) for p in expected.split())


@pytest.mark.parametrize(
    ("met", "expected"),
    [
        ([(2, 4)], "1-6 2-5 3-4"),
        ([(2, 4), (2, 5)], "1-6 2-3 4-5"),
        ([(2, 4), (2, 5), (2, 3)], "1-3 2-6 4-5"),
        ([(2, 4), (2, 5), (2, 3), (2, 6)], "1-2 3-5 4-6"),
    ],
)
def test_4_3_exchange_table_continued(met: list[tuple[int, int]], expected: str) -> None:
    """Lim 4.3 [11.3]: #1 has met 4 and 5 and takes 6; #2 tries 4, 5, 3; if none fits, #1's
    choice is revisited (3, then 2)."""
    pairs, _ = _pair(SIX, [(1, 4), (1, 5), *met])
    assert pairs_of(pairs) == pairs_of(tuple(map(int, p.split("-"))) for p in expected.split())


def test_4_1_2_upward_scrutiny_starts_from_the_bottom() -> None:
    """Lim 4.1.2 [11.1]: pairing upward, scrutiny starts with the lowest player (#6), who tries
    3, 2, 1, then 4, 5; the higher player of a rejected pair is exchanged."""
    pairs, _ = _pair(SIX, [], down=False)
    assert pairs == [(6, 3), (5, 2), (4, 1)]
    pairs, _ = _pair(SIX, [(6, 3)], down=False)
    assert pairs[0] == (6, 2)


def test_4_4_1_odd_group_unpairable_player_replaces_the_evenness_floater() -> None:
    """Lim 4.4.1 [11.4]: seven players, #2 has met all the others: #2 floats, #7 stays."""
    players = {i: (20, "") for i in range(1, 8)}
    met = [(2, j) for j in range(1, 8) if j != 2]
    pairs, floaters = _pair(players, met)
    assert floaters == [2]
    assert pairs_of(pairs) == pairs_of([(1, 5), (3, 6), (4, 7)])


def test_4_4_2_even_group_player_floats_with_one_more() -> None:
    """Lim 4.4.2 [11.4]: #1 and #2 have met each other and 3, 4, 5: 1-6 and 3-4 stay, #2 and
    #5 (the lowest ranked left) float; Player #1 keeps an opponent."""
    met = [(1, 2)] + [(a, b) for a in (1, 2) for b in (3, 4, 5)]
    pairs, floaters = _pair(SIX, met)
    assert sorted(floaters) == [2, 5]
    assert pairs_of(pairs) == pairs_of([(1, 6), (3, 4)])
