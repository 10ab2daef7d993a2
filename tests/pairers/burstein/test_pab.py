"""Burstein 2026 3.1: the PAB is chosen before any bracket is paired."""

from __future__ import annotations

import pytest

from trfcheck.pairers.base import NoValidPairing
from trfcheck.pairers.burstein.completion import Completion
from trfcheck.pairers.burstein.engine import choose_pab

from .kit import Spec, context


def _pab(players: list[Spec], rank: list[int] | None = None) -> int | None:
    ctx = context(players)
    if rank is not None:
        ctx.rank = rank
    x = choose_pab(ctx, Completion(ctx))
    return None if x is None else ctx.tpn[x]


def test_3_1_even_field_has_no_pab() -> None:
    """3.1 applies only to an odd number of players."""
    assert _pab([Spec(10), Spec(0)]) is None


def test_3_1_3_lowest_score() -> None:
    """3.1.3: the lowest score gets the PAB."""
    assert _pab([Spec(10), Spec(10), Spec(0)]) == 3


def test_3_1_1_c2_ineligible_player_skipped() -> None:
    """3.1.1 ([C2]): a player who had the PAB (or a win's points without playing) is not
    eligible; the next lowest score gets it."""
    assert _pab([Spec(20), Spec(10), Spec(0, eligible=False)]) == 2


def test_3_1_4_most_games_played() -> None:
    """3.1.4: between equal scores, the player with more games played over the board."""
    assert _pab([Spec(10, "W"), Spec(0, "WB"), Spec(0, "W")]) == 2


def test_3_1_5_lowest_in_the_ranking() -> None:
    """3.1.5: then the player lowest in the 1.8 ranking order (here 2 is ranked last)."""
    assert _pab([Spec(10), Spec(0), Spec(0)], rank=[0, 2, 1]) == 2


def test_3_1_2_pab_leaves_a_complete_pairing() -> None:
    """3.1.2 ([C4]): 3 has the lowest score, but without 3 the others (1 and 2, who have
    met) cannot be paired; the PAB goes to 2, the lower of the two."""
    assert _pab([Spec(10, "W", [2]), Spec(10, "B", [1]), Spec(0)]) == 2


def test_1_9_3_no_valid_pairing() -> None:
    """1.9.3: nobody eligible leaves a complete pairing: no valid pairing."""
    with pytest.raises(NoValidPairing):
        _pab([Spec(10, "W", [2, 3]), Spec(10, "B", [1, 3]), Spec(0, "W", [1, 2])])
