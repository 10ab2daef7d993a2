"""The reproducers of a review (fixtures/lim-cases), each decided by hand from the article named.

Golden data: the rounds below are worked out by hand from the Lim text (the texts that
docs/lim.md lists), not taken from any engine; the files themselves were written by
pairing-core (012).
"""

from __future__ import annotations

from pathlib import Path

from tests.oracles.lim_literal import LimLiteral
from trfcheck.pairers.base import RoundPairing
from trfcheck.pairers.lim import LimSystem
from trfcheck.ruleset import PairingEdition
from trfcheck.trf import read_file
from trfcheck.trf.model import Tournament

CASES = Path(__file__).resolve().parents[3] / "fixtures" / "lim-cases"


def _pair(name: str, round_no: int) -> tuple[Tournament, RoundPairing]:
    t = read_file(CASES / name).tournament
    got = LimSystem(None, PairingEdition.R2026).pair(t, round_no)
    assert got == LimLiteral().pair(t, round_no)
    return t, got


def _boards(p: RoundPairing) -> set[tuple[int, int]]:
    return {(b.white, b.black) for b in p.boards}


def test_2_5_5_2_exchange_that_gains_nothing_is_not_made() -> None:
    """Lim 2.4, 2.5 [9.4, 9.5], 5.2 [12.2]: round 2, the 1-point group {1, 2, 3, 12} (3 won
    by forfeit, 12 had the PAB: neither has a game, so neither is due a colour). The
    proposal 1-3, 2-12 is compatible and already gives #1 (due Black) and #2 (due White)
    their colours; exchanging to 1-2, 3-12 gives nobody a colour, so the proposal stands."""
    _, got = _pair("colour-exchange-no-gain-r2.trf", 2)
    assert {(3, 1), (2, 12)} <= _boards(got)


def test_6_last_round_colours_within_the_pair_first() -> None:
    """Lim Art. 6 [13], 5.3 [12.3]: round 4 of 4, the pair 5-8. #8 (B W W) had White twice
    running and must have Black (5.3); #5 (one game, White) is due Black too. Art. 6 allows
    a third White only "if necessary": 5-8 keeps the pair and breaks nothing, so #8 does
    not get White (was 8-5)."""
    t, got = _pair("last-round-avoidable-break-a.trf", 4)
    assert (5, 8) in _boards(got)
    assert t.total_rounds == 4


def test_6_last_round_swap_of_equal_scores_avoids_the_break() -> None:
    """Lim Art. 6 [13]: round 5 of 5. The procedure pairs 1-7 (3 v 1.5) and 9-8 (1 v 1.5);
    #8 and #9 both had Black twice running, so 9-8 gives one of them a third Black. #7 and
    #8 have the same score: 8-1 and 9-7 keep every pair's scores, and #8 (due White, 5.3)
    gets White, #1 Black, #9 White, #7 (White twice) Black: no break. So that pairing is
    made."""
    _, got = _pair("last-round-avoidable-break-b.trf", 5)
    boards = _boards(got)
    assert {(8, 1), (9, 7)} <= boards
    assert got.pab == 5
