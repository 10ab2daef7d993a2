"""The Dutch engine against the literal reference pairer on random small tournaments.

In both editions (2026 and 2017), for at least 2000 random tournaments of
up to 12 players and 7 rounds (byes, forfeits, absences, forbidden pairs, 3-1-0 scoring
and half-point PABs), whose earlier rounds the engine paired itself, the engine and
``tests.oracles.dutch_literal`` give the same RoundPairing for the next
round (or both find no valid pairing). ``TRFCHECK_RANDOM_COUNT`` sets the number of
tournaments per edition and ``TRFCHECK_RANDOM_SEED`` the first seed; a failure prints
each disagreement with its seed and the tournament as TRF-2026 text.

The literal pairer is the independent side: it was checked against bbpPairings (v6 for
2026, v5 for 2017) on thousands of such tournaments while it was written.
"""

from __future__ import annotations

import os

import pytest

from tests.oracles.dutch_literal import pair_literal
from tests.random_tournaments import random_tournament
from trfcheck.pairers.base import NoValidPairing, RoundPairing
from trfcheck.pairers.dutch import DutchSystem
from trfcheck.ruleset import PairingEdition
from trfcheck.trf import dumps
from trfcheck.trf.document import Dialect
from trfcheck.trf.model import Colour, Tournament

from .reference.kit import crosstable, show

COUNT = int(os.environ.get("TRFCHECK_RANDOM_COUNT", "2000"))
SEED = int(os.environ.get("TRFCHECK_RANDOM_SEED", "20260201"))
CHUNK = 250
CHUNKS = [(s, min(CHUNK, SEED + COUNT - s)) for s in range(SEED, SEED + COUNT, CHUNK)]

Outcome = RoundPairing | str


def _outcome(pair: object, t: Tournament, round_no: int) -> Outcome:
    assert callable(pair)
    try:
        result = pair(t, round_no)
    except NoValidPairing:
        return "no valid pairing"
    assert isinstance(result, RoundPairing)
    return result


def _text(outcome: Outcome) -> str:
    return outcome if isinstance(outcome, str) else show(outcome)


def _compare(edition: str, first: int, count: int) -> list[str]:
    """The disagreements between the engine and the literal pairer, described."""
    engine = DutchSystem(PairingEdition.parse(edition))
    problems = []
    for seed in range(first, first + count):
        case = random_tournament(seed, engine.pair)
        mine = _outcome(lambda t, r: pair_literal(t, r, edition), case.tournament, case.round_no)
        theirs = _outcome(engine.pair, case.tournament, case.round_no)
        if mine != theirs:
            problems.append(
                f"seed {seed}, round {case.round_no}:\n  engine:  {_text(theirs)}\n"
                f"  literal: {_text(mine)}\n{dumps(case.tournament, dialect=Dialect.TRF26)}"
            )
    return problems


@pytest.mark.slow
@pytest.mark.parametrize("edition", ["2026", "2017"])
@pytest.mark.parametrize(("first", "count"), CHUNKS, ids=[f"seeds-{s}+{n}" for s, n in CHUNKS])
def test_engine_agrees_with_literal_pairer(edition: str, first: int, count: int) -> None:
    """Each edition (2026 and 2017): the engine and the
    literal pairer give the same pairing of the next round."""
    problems = _compare(edition, first, count)
    assert not problems, f"{len(problems)} disagreements:\n" + "\n".join(problems[:5])


def test_random_tournaments_are_reproducible() -> None:
    """The generator is a pure function of its seed and pairer."""
    engine = DutchSystem(PairingEdition.R2026)
    a = random_tournament(7, engine.pair)
    b = random_tournament(7, engine.pair)
    assert a == b


# ------------------------------------------------------------- engine regressions
# Each case below is a disagreement the random comparison found, cut down by hand; the
# engine got it wrong before the fix named in its docstring.


def _reproducer_5_2_5() -> tuple[Tournament, int, str]:
    """Round 1, four players, 1 absent (never paired yet): 2 holds pairing number 1."""
    return crosstable(["."] * 4, total_rounds=3, absent={1: [1]}), 1, "2-3; PAB 4; Z 1"


def _reproducer_5_2_5_withdrawn() -> tuple[Tournament, int, str]:
    """Round 2: 1 played round 1 and is absent now, so it keeps number 1; 3 and 4 (byes in
    round 1, no games) keep 3 and 4, and 3 gets the initial colour (not the number 2 a
    count of the players present would give it)."""
    t = crosstable(["2w1", "1b0", "H", "H"], total_rounds=3, absent={2: [1]})
    return t, 2, "3-4; PAB 2; Z 1"


_REPRODUCERS_5_2_5 = (_reproducer_5_2_5, _reproducer_5_2_5_withdrawn)


def _reproducer_pab_floats_down() -> tuple[Tournament, int, str]:
    """Round 3: 2 can meet nobody (met 1 and 4, forbidden with 3 and 5), so 2 gets the
    PAB (C5: score 1.5) and floats down through every bracket; 5-1 and 3-4 complete."""
    rows = ["3w0 2b0", "4b= 1w1", "1b1 5w0", "2w= Z", "U 3b1"]
    t = crosstable(rows, total_rounds=4, forbidden=[(2, 5), (2, 3)], absent={2: [4]})
    return t, 3, "5-1, 3-4; PAB 2"


def _reproducer_2017_clb() -> tuple[Tournament, int, str]:
    """Round 3 under the 2017 rules: 3-5 leaves 1, 2, 4 unpairable (1-2 and 3-4 forbidden,
    the rest met), so the top bracket is the PPB, floats 3 and 5 (C.4), and the CLB pairs
    5-1, 3-2 with the PAB to 4 (5 had it already)."""
    rows = ["3b0 4b1", "4w= 5b0", "1w1 F", "2b= 1w0", "U 2w1"]
    t = crosstable(rows, total_rounds=4, initial=Colour.BLACK, forbidden=[(3, 4), (1, 2)])
    return t, 3, "1-5, 2-3; PAB 4"


@pytest.mark.parametrize("edition", ["2026", "2017"])
def test_engine_5_2_5_uses_the_pairing_number_in_force(edition: str) -> None:
    """Dutch 2026 art. 5.2.5 (2017 E.5): the parity is that of the pairing number in force.
    A player who has not been paired yet and is absent holds none (C.04.2 late entries);
    one who was paired before keeps his. bbpPairings v6 and v5 agree on both cases (their
    effective pairing numbers: the players paired now or in an earlier round, by TPN);
    neither the start rank (the engine's first reading) nor a count of the players
    present (its second) gives both."""
    for reproducer in _REPRODUCERS_5_2_5:
        t, round_no, expected = reproducer()
        assert (
            _text(_outcome(DutchSystem(PairingEdition.parse(edition)).pair, t, round_no))
            == expected
        )


def test_engine_finds_the_pairing_when_the_pab_assignee_floats_down() -> None:
    """Dutch 2026 C4/C5 (art. 1.9.1): a complete pairing exists (bbpPairings v6: 5-1, 3-4,
    PAB 2). The engine once paired 5-4 in the 1/2 bracket (C7 prefers floating 2 and 3
    over 5 and 2), leaving 1, 2, 3 unpairable, and reported no valid pairing."""
    t, round_no, expected = _reproducer_pab_floats_down()
    assert pair_literal(t, round_no) == _outcome(
        DutchSystem(PairingEdition.R2026).pair, t, round_no
    )
    assert _text(_outcome(DutchSystem(PairingEdition.R2026).pair, t, round_no)) == expected


def _reproducer_2017_c7() -> tuple[Tournament, int, str]:
    """Round 4 under the 2017 rules: 5 (3 points) floats into {4, 6}; 5-4 would float 6,
    and the last bracket {6, 2, 3} completes only as 2-3 with the PAB to 6 (2 had a PAB),
    PSD 1.5, 0; 5-6 floats 4 and gives 4-2 with the PAB to 3, PSD 1, 0.5: better (C.7)."""
    rows = ["5b0 Z Z", "6w0 5w0 U", "Z Z 4b1", "F 6b= 3w0", "1w1 2b1 6w+", "2b1 4w= 5b-"]
    t = crosstable(rows, total_rounds=4, initial=Colour.BLACK, absent={4: [1]})
    return t, 4, "5-6, 4-2; PAB 3; Z 1"


def test_engine_2017_c7_looks_at_completion() -> None:
    """Dutch 2017 C.7 with A.9 and C.2: the following bracket is the last, so its pairing
    must complete the round with an eligible PAB; bbpPairings v5 agrees with 5-6, 4-2,
    PAB 3. The engine once paired 5-4, 3-2, PAB 6 (counting 6-3 with 2 left unpaired as
    a pairing of the last bracket)."""
    t, round_no, expected = _reproducer_2017_c7()
    assert _text(_outcome(DutchSystem(PairingEdition.PRE2026).pair, t, round_no)) == expected


def test_literal_pairs_the_reproducers() -> None:
    """The reproducers' expected pairings are the literal pairer's (and bbpPairings')."""
    for reproducer, edition in (
        (_reproducer_5_2_5, "2026"),
        (_reproducer_5_2_5, "2017"),
        (_reproducer_5_2_5_withdrawn, "2026"),
        (_reproducer_5_2_5_withdrawn, "2017"),
        (_reproducer_pab_floats_down, "2026"),
        (_reproducer_2017_clb, "2017"),
        (_reproducer_2017_c7, "2017"),
    ):
        t, round_no, expected = reproducer()
        assert show(pair_literal(t, round_no, edition)) == expected


def test_engine_2017_collapses_to_the_clb() -> None:
    """Dutch 2017 A.9 and C.4: after 3-5 the others cannot complete the round, so the top
    bracket is the PPB; bbpPairings v5 pairs 1-5, 2-3 with the PAB to 4. The engine once
    went on to the next bracket and reported no valid pairing."""
    t, round_no, expected = _reproducer_2017_clb()
    assert _text(_outcome(DutchSystem(PairingEdition.PRE2026).pair, t, round_no)) == expected
