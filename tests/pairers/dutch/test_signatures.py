"""Players of equal signature cost the same in every pair (the class tables).

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
from trfcheck.ruleset import PairingEdition

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
    engine = DutchSystem(PairingEdition.parse(edition))
    monkeypatch.setattr(bracket, "STAGED_FROM", 0)  # every solve staged, however small
    new = engine.pair(t, rounds + 1)
    monkeypatch.setattr(bracket, "STAGED", False)
    monkeypatch.setattr(completion, "EXACT_LOOKAHEAD", False)
    monkeypatch.setattr(bracket._Weights, "_signature", lambda self, x: (x,))
    assert new == engine.pair(t, rounds + 1)


@pytest.mark.parametrize(("players", "rounds", "seed", "edition"), CASES)
def test_colour_costs_without_topscorer_follow_from_preferences_and_strengths(
    players: int, rounds: int, seed: int, edition: str
) -> None:
    """Art. 5.2 with C10-C13: without a topscorer in the pair, the colour costs depend on
    the two preferences and strengths only (``bracket._Weights._colours`` keeps them by
    that key). Checked pair by pair against ``colour_costs`` on rounds with histories,
    before the last round (no topscorer) and in it (topscorers, whose pairs are kept apart)."""
    from trfcheck.pairers.dutch.colours import colour_costs
    from trfcheck.pairers.dutch.round_facts import build_context

    for total in (rounds + 2, rounds + 1):
        t = dataclasses.replace(history(players, rounds, seed), total_rounds=total)
        ctx = build_context(t, rounds + 1, total, PairingEdition.parse(edition))
        by_key: dict[tuple[object, ...], set[tuple[int, int, int, int]]] = {}
        for i in range(ctx.n):
            for j in range(i + 1, ctx.n):
                if ctx.topscorer[i] or ctx.topscorer[j]:
                    continue
                key = (ctx.pref[i], ctx.strength[i], ctx.pref[j], ctx.strength[j])
                by_key.setdefault(key, set()).add(colour_costs(ctx, i, j))
        assert by_key and all(len(costs) == 1 for costs in by_key.values()), by_key


@pytest.mark.parametrize("edition", ["2026", "2017"])
def test_colour_weights_kept_by_key_pair_as_weighed_pair_by_pair(
    monkeypatch: pytest.MonkeyPatch, edition: str
) -> None:
    """The engine with its colour-cost cache pairs every round of generated tournaments
    (random results, so every kind of preference) as with C10-C13 computed for every pair
    (``colour_costs``, no cache)."""
    from trfcheck.generator import Config, generate, with_settings
    from trfcheck.pairers.dutch.colours import colour_costs

    def weighed_alone(self: bracket._Weights, hi: int, lo: int) -> int:
        c10, c11, c12, c13 = colour_costs(self.ctx, hi, lo)
        sh = self.shift
        return sum((2 - c) << sh[f] for c, f in zip((c10, c11, c12, c13), FIELDS, strict=True))

    config = with_settings(Config(), [("edition", edition), ("players", "10-30")]).validate()
    engine = DutchSystem(PairingEdition.parse(edition))
    for seed in range(1, 13):
        t = generate(config, seed).tournament
        for r in range(1, (t.total_rounds or 0) + 1):
            new = engine.pair(t, r)
            with monkeypatch.context() as patched:
                patched.setattr(bracket._Weights, "_colours", weighed_alone)
                assert new == engine.pair(t, r), (seed, r)


FIELDS = ("C10", "C11", "C12", "C13")
