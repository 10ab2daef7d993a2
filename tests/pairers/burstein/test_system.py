"""Burstein 2026 as a pairing system: seeding rounds (1.6), editions, the whole round."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest

from trfcheck.pairers.base import Board, Bye, RoundPairing, UnsupportedRules
from trfcheck.pairers.burstein import BursteinSystem, TotalRoundsUnknown, seeding_rounds
from trfcheck.pairers.dutch import DutchSystem
from trfcheck.pairers.registry import engine_for
from trfcheck.ruleset import PairingEdition, Ruleset, System
from trfcheck.trf import read_file
from trfcheck.trf.model import ResultCode, Tournament

B1 = Path(__file__).parents[3] / "fixtures" / "pairing" / "burstein" / "vector_b1.trf"


def _b1() -> Tournament:
    return read_file(B1).tournament


@pytest.mark.parametrize(
    ("rounds", "seeding"),
    [(9, 4), (7, 3), (5, 2), (4, 2), (3, 1), (2, 1), (1, 0), (10, 4), (13, 4)],
)
def test_1_6_2_number_of_seeding_rounds(rounds: int, seeding: int) -> None:
    """1.6.2: min(floor(Rnds / 2), 4) seeding rounds."""
    assert seeding_rounds(rounds) == seeding


class _Recorder:
    """A seeding-round pairer that records the rounds it is asked for."""

    name = "recorder"
    columns_per_round = 1

    def __init__(self) -> None:
        self.rounds: list[int] = []

    def pair(self, tournament: Tournament, round_no: int) -> RoundPairing:
        self.rounds.append(round_no)
        return RoundPairing(round_no, ())


def test_1_6_1_seeding_rounds_go_to_the_given_pairer() -> None:
    """1.6.1 (reading 5): rounds 1..k are the seeding pairer's whole round; round k+1 is
    Burstein's own."""
    recorder = _Recorder()
    engine = BursteinSystem(PairingEdition.R2026, seeding=recorder)
    t = _b1()
    for r in (1, 2):
        engine.pair(t, r)
    assert recorder.rounds == [1, 2]
    engine.pair(t, 3)
    assert recorder.rounds == [1, 2]


def test_1_6_1_seeding_round_is_the_dutch_round() -> None:
    """1.6.1: a seeding round is exactly the Dutch 2026 pairing."""
    t = _b1().truncated(0)
    assert BursteinSystem(PairingEdition.R2026, seeding=DutchSystem(PairingEdition.R2026)).pair(
        t, 1
    ) == DutchSystem(PairingEdition.R2026).pair(t, 1)


def test_1_6_2_total_rounds_required() -> None:
    """1.6.2 (reading 5): without XXR/142 the seeding rounds are unknown: an error."""
    t = replace(_b1(), total_rounds=None)
    with pytest.raises(TotalRoundsUnknown, match="XXR or 142"):
        BursteinSystem(PairingEdition.R2026, seeding=DutchSystem(PairingEdition.R2026)).pair(t, 3)


def test_reading_11_no_text_before_2026() -> None:
    """Reading 11: only the 2026 text is implemented; pre2026 is refused."""
    with pytest.raises(UnsupportedRules, match="before the 2026 edition"):
        BursteinSystem(PairingEdition.PRE2026)


def test_registry_gives_the_engine_with_dutch_seeding() -> None:
    """The registry builds Burstein with Dutch 2026 for the seeding rounds."""
    engine = engine_for(Ruleset.default(System.BURSTEIN, PairingEdition.R2026))
    t = _b1().truncated(0)
    assert engine.pair(t, 1) == DutchSystem(PairingEdition.R2026).pair(t, 1)


def test_vector_b1_round_3() -> None:
    """Vector B1 (docs/burstein.md, readings 1, 2, 3, 8): 5 gets the PAB (3.1.3),
    4-2 by 5.2.5, then 1-7 and 3-8 ([C8], then art. 4), boards by C.04.2 3.6; 6 is absent."""
    got = BursteinSystem(PairingEdition.R2026, seeding=DutchSystem(PairingEdition.R2026)).pair(
        _b1(), 3
    )
    assert got.boards == (Board(4, 2), Board(1, 7), Board(3, 8))
    assert got.byes == (Bye(5, ResultCode.PAB), Bye(6, ResultCode.ZERO_BYE))


def test_vector_b1_py4swiss_round_is_explained_by_art_4() -> None:
    """The pairing py4swiss gives for vector B1 (1-8, 3-7: reading 1 not applied) ties with
    ours on C5-C8 once our Index is used: the explanation names art. 4."""
    engine = BursteinSystem(PairingEdition.R2026, seeding=DutchSystem(PairingEdition.R2026))
    why = engine.explain(_b1(), 3, [(4, 2), (1, 8), (3, 7), (5, 0)])
    assert why.rule == "art. 4"


def test_explain_names_c1_for_a_rematch() -> None:
    """A published rematch breaks [C1]."""
    engine = BursteinSystem(PairingEdition.R2026, seeding=DutchSystem(PairingEdition.R2026))
    why = engine.explain(_b1(), 3, [(1, 2), (3, 7), (4, 8), (5, 0)])
    assert why.rule == "C1"


def test_explain_names_the_colour_rule() -> None:
    """Same pairs, one colour flipped: 5.2.5 decides 4-2."""
    engine = BursteinSystem(PairingEdition.R2026, seeding=DutchSystem(PairingEdition.R2026))
    why = engine.explain(_b1(), 3, [(2, 4), (1, 7), (3, 8), (5, 0)])
    assert why.rule == "5.2.5"


def test_reading_4_no_default_acceleration() -> None:
    """Reading 4: the 2026 text has no default acceleration; vector B1 is paired on real
    scores, and Baku asked for changes nothing in round 3 of 4 (C.04.7 1.4: only rounds
    1-2 are accelerated)."""
    t = _b1()
    baku = BursteinSystem(
        PairingEdition.R2026, baku=True, seeding=DutchSystem(PairingEdition.R2026)
    ).pair(t, 3)
    assert baku == BursteinSystem(
        PairingEdition.R2026, seeding=DutchSystem(PairingEdition.R2026)
    ).pair(t, 3)


def test_reading_3_brackets_by_pairing_score() -> None:
    """Reading 3: virtual points of the file (XXA/250) count for the scoregroups: with one
    virtual point in round 3, player 7 (1 point) joins 2 and 4 (2 points)."""
    t = replace(_b1(), acceleration={(7, 3): 10})
    got = BursteinSystem(PairingEdition.R2026, seeding=DutchSystem(PairingEdition.R2026)).pair(t, 3)
    top = {frozenset((b.white, b.black)) for b in got.boards[:1]}
    assert any(7 in pair for pair in top)


def test_without_seeding_pairer_only_later_rounds() -> None:
    """Without a seeding pairer (the package imports no other system), a seeding round is
    refused and a later round is paired."""
    engine = BursteinSystem(PairingEdition.R2026)
    with pytest.raises(UnsupportedRules, match="seeding-round pairer"):
        engine.pair(_b1(), 1)
    assert engine.pair(_b1(), 3).pab == 5
