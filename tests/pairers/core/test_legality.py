"""The final legality check of a round (``pairers/core/legality.py``): each
absolute rule it names, broken on purpose, is refused with that reason."""

from __future__ import annotations

from dataclasses import replace

import pytest

from tests.conftest import FIXTURES
from trfcheck.pairers.base import Board, Bye, IllegalPairing, NoValidPairing, RoundPairing
from trfcheck.pairers.core.legality import check_round, illegalities
from trfcheck.pairers.registry import engine_for
from trfcheck.ruleset import resolve
from trfcheck.trf import read_file
from trfcheck.trf.model import AbsenceRecord, ForbiddenPairs, ResultCode

# Four players, two rounds: round 1 1-3, 2-4 (1 white); round 2 4-1... (trf16_lf.trf).
T = read_file(FIXTURES / "trf" / "valid" / "trf16_lf.trf").tournament
U = ResultCode.PAB


def test_a_legal_round_3_passes() -> None:
    pairing = RoundPairing(3, (Board(1, 4), Board(2, 3)))
    assert illegalities(T, pairing) == []
    assert check_round(T, pairing) is pairing


@pytest.mark.parametrize(
    ("pairing", "reason"),
    [
        (RoundPairing(3, (Board(1, 4), Board(1, 3))), "player 1 appears more than once"),
        (RoundPairing(3, (Board(1, 3), Board(2, 4))), "already played each other"),
        (RoundPairing(3, (Board(1, 4), Board(2, 9))), "player 9 does not exist"),
        (RoundPairing(3, (Board(1, 4),), (Bye(2, U), Bye(3, U))), "more than one"),
        (RoundPairing(3, (Board(1, 4),), (Bye(2, U),)), "player 3 is left out"),
    ],
)
def test_each_broken_rule_is_named(pairing: RoundPairing, reason: str) -> None:
    with pytest.raises(IllegalPairing, match=reason):
        check_round(T, pairing)


def test_a_forbidden_pair_and_an_absent_player_are_refused() -> None:
    """XXP/260 (C.04.2 art. 3.5) and XXZ/240 (art. 3.2-3.3)."""
    t = replace(T, forbidden=(ForbiddenPairs(frozenset({1, 4})),))
    with pytest.raises(IllegalPairing, match="prohibited pair"):
        check_round(t, RoundPairing(3, (Board(1, 4), Board(2, 3))))
    t = replace(T, absences=(AbsenceRecord(3, ResultCode.ZERO_BYE, frozenset({2})),))
    with pytest.raises(IllegalPairing, match="player 2 is not to be paired"):
        check_round(t, RoundPairing(3, (Board(1, 4), Board(2, 3))))


def test_an_illegal_pairing_is_a_no_valid_pairing_for_every_caller() -> None:
    assert issubclass(IllegalPairing, NoValidPairing)


@pytest.mark.parametrize("system", ["dutch", "dubov", "lim"])
def test_every_engine_goes_through_the_check(system: str) -> None:
    from trfcheck.ruleset import Overrides

    engine = engine_for(resolve(T, Overrides(system=system)))
    pairing = engine.pair(T, 3)
    assert isinstance(pairing, RoundPairing)  # an individual system: its units are players
    assert illegalities(T, pairing) == []
    assert type(engine).__name__ == "Checked"
