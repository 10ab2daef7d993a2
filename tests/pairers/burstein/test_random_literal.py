"""The Burstein engine agrees with the literal reference pairer.

Random small tournaments (``tests/random_tournaments.py``: up to 12 players and 7
rounds; FIDE, 3-1-0 and half-point-PAB scoring; forfeits, requested byes, late entries,
withdrawals, forbidden pairs) are paired by the engine up to a round after the seeding
rounds (1.6); that round is paired by both and must come out the same (boards, colours,
board order, byes). The literal pairer (``tests/oracles/burstein_literal.py``) generates
the pairings of every bracket in the order of art. 4 with no matching algorithm, so a
difference is an engine bug or a disagreement about the text.

``TRFCHECK_RANDOM_COUNT`` sets the number of compared Burstein rounds (default 2000); the
seeds are fixed, so CI compares the same tournaments every time.
"""

from __future__ import annotations

import os
import random

import pytest

from tests.oracles.burstein_literal import BursteinLiteral
from tests.random_tournaments import random_tournament
from trfcheck.generator.simple import write_round
from trfcheck.pairers.base import NoValidPairing, RoundPairing
from trfcheck.pairers.burstein import BursteinSystem, seeding_rounds
from trfcheck.pairers.dutch import DutchSystem
from trfcheck.ruleset import PairingEdition
from trfcheck.trf.model import Colour, ForbiddenPairs, Player, ResultCode, Tournament

COUNT = int(os.environ.get("TRFCHECK_RANDOM_COUNT", "2000"))
CHUNK = 250
CHUNKS = list(range(max(1, (COUNT + CHUNK - 1) // CHUNK)))
SEED = 19_2026_00000


def _pair(pairer: BursteinSystem | BursteinLiteral, t: Tournament, r: int) -> RoundPairing | None:
    try:
        return pairer.pair(t, r)
    except NoValidPairing:
        return None


@pytest.mark.slow
@pytest.mark.parametrize("chunk", CHUNKS, ids=[f"chunk{c}" for c in CHUNKS])
def test_engine_agrees_with_literal_pairer(chunk: int) -> None:
    """Burstein 2026 (all articles): engine == literal pairer on rounds after the seeding
    rounds of random tournaments."""
    dutch = DutchSystem(PairingEdition.R2026)
    engine, literal = BursteinSystem(PairingEdition.R2026, seeding=dutch), BursteinLiteral(dutch)
    wanted = min(CHUNK, COUNT - chunk * CHUNK)
    compared = 0
    seed = SEED + chunk * 1_000_000
    while compared < wanted:
        seed += 1
        case = random_tournament(seed, engine.pair)
        t, r = case.tournament, case.round_no
        if r <= seeding_rounds(t.total_rounds or 0):
            continue
        mine, ref = _pair(engine, t, r), _pair(literal, t, r)
        assert mine == ref, f"seed {seed}, round {r}\n  engine  {mine}\n  literal {ref}"
        compared += 1
    assert compared == wanted


def _wide(seed: int, engine: BursteinSystem) -> tuple[Tournament, int]:
    """A tournament of 8-14 players with mostly drawn games, so that the brackets are wide
    (up to a dozen players) and the order of art. 4 and [C6]-[C8] decide; returns it with a
    random round after the seeding rounds, its earlier rounds paired by the engine."""
    rng = random.Random(seed)
    n, total = rng.randint(8, 14), rng.randint(4, 7)
    target = rng.randint(seeding_rounds(total) + 1, total)
    ratings = sorted((rng.randint(1400, 2600) for _ in range(n)), reverse=True)
    t = Tournament(
        players=tuple(Player(start_rank=i + 1, rating=x) for i, x in enumerate(ratings)),
        total_rounds=total,
        initial_colour=rng.choice([Colour.WHITE, Colour.BLACK]),
        forbidden=(ForbiddenPairs(frozenset(rng.sample(range(1, n + 1), 2))),)
        if rng.random() < 0.3
        else (),
    )

    def result() -> tuple[ResultCode, ResultCode]:
        return rng.choices(_RESULTS, weights=(15, 70, 12, 3))[0]

    for r in range(1, target):
        t = write_round(t, engine.pair(t, r), result)
    return t, target


_RESULTS = (
    (ResultCode.WIN, ResultCode.LOSS),
    (ResultCode.DRAW, ResultCode.DRAW),
    (ResultCode.LOSS, ResultCode.WIN),
    (ResultCode.FORFEIT_WIN, ResultCode.FORFEIT_LOSS),
)


@pytest.mark.slow
@pytest.mark.parametrize("chunk", CHUNKS[:2], ids=[f"chunk{c}" for c in CHUNKS[:2]])
def test_engine_agrees_with_literal_pairer_wide_brackets(chunk: int) -> None:
    """Burstein 2026 art. 3.2 and 4 on wide brackets: engine == literal pairer."""
    dutch = DutchSystem(PairingEdition.R2026)
    engine, literal = BursteinSystem(PairingEdition.R2026, seeding=dutch), BursteinLiteral(dutch)
    wanted = min(CHUNK, COUNT - chunk * CHUNK) // 2
    compared = 0
    seed = SEED + 500_000 + chunk * 1_000_000
    while compared < wanted:
        seed += 1
        try:
            t, r = _wide(seed, engine)
        except NoValidPairing:
            continue
        mine, ref = _pair(engine, t, r), _pair(literal, t, r)
        assert mine == ref, f"wide seed {seed}, round {r}\n  engine  {mine}\n  literal {ref}"
        compared += 1
