"""The Dubov engine agrees with the literal reference pairer.

Random small tournaments (4 to 12 players, 3 to 10 rounds; forfeits, requested byes, a
forbidden pair, Baku acceleration now and then) are played with the engine; before every
round both pairers pair it, and the whole round (boards, colours, board order, byes) must
be the same. The literal pairer (``tests/oracles/dubov_literal.py``) enumerates
candidates in the handbook's order with no matching algorithm, so a difference is either
an engine bug or a disagreement about the text.

``TRFCHECK_RANDOM_COUNT`` sets the number of tournaments per edition (default 2000); the
seed is fixed, so CI runs the same tournaments every time.
"""

from __future__ import annotations

import os
import random

import pytest

from tests.oracles.dubov_literal import DubovLiteral
from tests.random_tournaments import Options, apply_round, new_tournament, preset_byes
from trfcheck.pairers.base import NoValidPairing, RoundPairing
from trfcheck.pairers.dubov import DubovSystem
from trfcheck.ruleset import PairingEdition
from trfcheck.trf.model import Tournament

from .kit import rows_of, show

COUNT = int(os.environ.get("TRFCHECK_RANDOM_COUNT", "2000"))
SEED = 20260201
OPTIONS = Options(forfeits=0.04, byes=0.04, forbidden=0.3, baku=0.15)


def _pair(pairer: DubovSystem | DubovLiteral, t: Tournament, r: int) -> RoundPairing | None:
    try:
        return pairer.pair(t, r)
    except NoValidPairing:
        return None


def _explain(t: Tournament, r: int, mine: RoundPairing | None, ref: RoundPairing | None) -> str:
    rows = "\n".join(f"    {row!r}," for row in rows_of(t, r))
    return (
        f"round {r}, {t.total_rounds} planned, initial {t.initial_colour}, "
        f"forbidden {[sorted(f.players) for f in t.forbidden]}, "
        f"acceleration {bool(t.acceleration)}\n{rows}\n"
        f"  engine  {mine and show(mine)}\n  literal {ref and show(ref)}"
    )


@pytest.mark.slow
@pytest.mark.parametrize("edition", ["2026", "pre2026"])
def test_engine_agrees_with_literal_pairer(edition: str) -> None:
    """Every round of COUNT random tournaments: engine == literal reference pairer."""
    rng = random.Random(f"{SEED}-{edition}")
    engine, reference = DubovSystem(PairingEdition.parse(edition)), DubovLiteral(edition)
    rounds = 0
    for _ in range(COUNT):
        n, total = rng.randint(4, 12), rng.randint(3, 10)
        t = new_tournament(rng, n, total, OPTIONS)
        for r in range(1, total + 1):
            t = preset_byes(t, r, rng, OPTIONS)
            mine, ref = _pair(engine, t, r), _pair(reference, t, r)
            assert mine == ref, _explain(t, r, mine, ref)
            rounds += 1
            if mine is None:
                break
            t = apply_round(t, mine, rng, OPTIONS)
    assert rounds >= 3 * COUNT
