"""Players of equal signature cost the same in every pair (issue 21: the class tables).

``bracket._Weights`` weighs the criteria of a pair once per pair of signatures (the
class table of the staged solve, and the cache of the single matching), so a signature
must hold everything the criteria of art. 2 read of a player. In the last round the
topscorers (art. 1.8) make C10 and C11 count the colour difference and the last two
colours of both players of their pairs, and who gets which colour may fall to 5.2.3
(the colour histories). A topscorer used to be its own signature while its opponent's
colour difference and last colours were missing: on these random last rounds the engine
then differed from the reference below.

The reference gives every player a signature of its own (every pair weighed on its own)
and solves every bracket as one single matching (``STAGED`` off, greedy look-ahead): the
engine must give the same pairing, both editions.
"""

from __future__ import annotations

import dataclasses

import pytest

from tests.pairers.dutch.test_staged import history
from trfcheck.pairers.dutch import DutchSystem, bracket, completion

CASES = [
    (players, rounds, seed, edition)
    for players, rounds, seed in ((30, 8, 4), (80, 8, 7), (50, 7, 1), (80, 5, 2), (30, 3, 0))
    for edition in ("2026", "2017")
]


@pytest.mark.parametrize(("players", "rounds", "seed", "edition"), CASES)
def test_last_round_with_topscorers_matches_pairs_weighed_one_by_one(
    monkeypatch: pytest.MonkeyPatch, players: int, rounds: int, seed: int, edition: str
) -> None:
    t = dataclasses.replace(history(players, rounds, seed), total_rounds=rounds + 1)
    engine = DutchSystem(edition)
    monkeypatch.setattr(bracket, "STAGED_FROM", 0)  # every solve staged, however small
    new = engine.pair(t, rounds + 1)
    monkeypatch.setattr(bracket, "STAGED", False)
    monkeypatch.setattr(completion, "EXACT_LOOKAHEAD", False)
    monkeypatch.setattr(bracket._Weights, "_signature", lambda self, x: (x,))
    assert new == engine.pair(t, rounds + 1)
