"""Burstein 2026 3.2.2 and 4.3: the staged solve of a bracket gives the single matching's
pairing.

``bracket.STAGED`` off, a bracket solved alone is one maximum-weight matching whose weight
packs [C5], [C6], [C8] and the whole order of art. 4 (the method the literal-pairer diff,
``test_random_literal.py``, validates); on, it is solved in stages (``staged.py``: the
criteria matching, then the partners of BSN 1, 2, ... from its duals, exchanges along it
and exact matchings with one digit per pair). The reference here is that single matching,
an independent computation of the same order: both must give the same pairs, on thousands
of random brackets (scores of two or three levels, so incoming floaters weigh in [C6];
colour histories with absolute and strong preferences, [C3] and [C8]; players who met,
[C1]; odd and even sizes), and on whole rounds of larger Swiss-like fields.
"""

from __future__ import annotations

import os
import random

import pytest

from tests.pairers.burstein.kit import Spec, context
from tests.pairers.dutch.test_staged import history
from trfcheck.pairers.burstein import BursteinSystem, bracket, staged
from trfcheck.pairers.dutch import DutchSystem
from trfcheck.ruleset import PairingEdition

COUNT = int(os.environ.get("TRFCHECK_RANDOM_COUNT", "2000"))
CHUNK = 500
CHUNKS = list(range(max(1, (COUNT + CHUNK - 1) // CHUNK)))


def _random_bracket(rng: random.Random) -> list[Spec]:
    """A bracket of 2-26 players: one to three score levels, 0-6 colours each, some met."""
    n = rng.randint(2, 26)
    levels = rng.sample([10, 15, 20, 25, 30], rng.randint(1, 3))
    rounds = rng.randint(0, 6)
    specs = []
    for k in range(n):
        colours = "".join(rng.choice("WB") for _ in range(rounds))
        if rng.random() < 0.2 and rounds >= 2:  # an absolute preference (two in a row)
            colours = colours[:-2] + rng.choice(["WW", "BB"])
        met = [m + 1 for m in range(n) if m != k and rng.random() < 0.08]
        specs.append(Spec(rng.choice(levels), colours, met))
    return specs


def _both(specs: list[Spec], monkeypatch: pytest.MonkeyPatch) -> tuple[object, object]:
    ctx = context(specs)
    members = tuple(sorted(range(ctx.n), key=ctx.rank.__getitem__))
    b = bracket.Bracket(members, (), ())
    monkeypatch.setattr(bracket, "STAGED_FROM", 0)
    single = bracket.Weights(ctx, b, full=False).match()
    return bracket._alone(ctx, b), single


@pytest.mark.parametrize("chunk", CHUNKS, ids=[f"chunk{c}" for c in CHUNKS])
def test_4_3_staged_bracket_equals_single_matching(
    chunk: int, monkeypatch: pytest.MonkeyPatch
) -> None:
    """3.2.2, 4.3: staged == single matching on random brackets (``TRFCHECK_RANDOM_COUNT``)."""
    rng = random.Random(35_2026 + chunk)
    monkeypatch.setattr(staged, "WINDOW", 3)  # windows that end inside the bracket
    monkeypatch.setattr(staged, "REFRESH", True)  # and new duals before them
    before = dict(staged.STATS)
    for case in range(min(CHUNK, COUNT - chunk * CHUNK)):
        specs = _random_bracket(rng)
        got, want = _both(specs, monkeypatch)
        assert got == want, f"chunk {chunk}, case {case}: {specs}"
    # every answer of the staged search was taken at least once (the test can fail there)
    used = {k for k, v in staged.STATS.items() if v > before[k]}
    assert used == set(staged.STATS), staged.STATS


def _random_field(rng: random.Random) -> list[Spec]:
    """A bracket (two score levels: residents and incoming floaters) above a next
    scoregroup and lower players, 6-40 players in all, so that a solve with the lower
    players ([C4], [C7]) has something to weigh."""
    n = rng.randint(6, 40)
    rounds = rng.randint(1, 6)
    specs = []
    for k in range(n):
        colours = "".join(rng.choice("WB") for _ in range(rounds))
        if rng.random() < 0.25 and rounds >= 2:
            colours = colours[:-2] + rng.choice(["WW", "BB"])
        met = [m + 1 for m in range(n) if m != k and rng.random() < 0.1]
        specs.append(Spec(rng.choice([40, 35, 30, 30, 20, 10, 10, 0]), colours, met))
    return specs


@pytest.mark.parametrize("digits", [0, 32], ids=["staged", "digits"])
@pytest.mark.parametrize("chunk", CHUNKS, ids=[f"chunk{c}" for c in CHUNKS])
def test_c4_c7_staged_solve_with_the_lower_players_equals_single_matching(
    chunk: int, digits: int, monkeypatch: pytest.MonkeyPatch
) -> None:
    """3.2.2 with [C4] and [C7]: a bracket solved with the next scoregroup and every lower
    player, staged (or one matching by classes with the members' pairs listed, ``digits``)
    vs single matching: the same pairs inside the bracket (the pairs of the lower players
    are ties the order of art. 4 does not rank)."""
    rng = random.Random(35_2027 + chunk)
    monkeypatch.setattr(bracket, "STAGED_FROM", 0)
    monkeypatch.setattr(bracket, "DIGITS_UPTO", digits)
    for case in range(min(CHUNK, COUNT - chunk * CHUNK)):
        specs = _random_field(rng)
        ctx = context(specs)
        levels = sorted(set(ctx.score), reverse=True)
        if len(levels) < 3:
            continue
        top = [x for x in range(ctx.n) if ctx.score[x] >= levels[1]]
        members = tuple(sorted(top, key=ctx.rank.__getitem__))
        nxt = tuple(x for x in range(ctx.n) if ctx.score[x] == levels[2])
        rest = tuple(x for x in range(ctx.n) if ctx.score[x] < levels[2])
        b = bracket.Bracket(members, nxt, rest)
        single = bracket.Weights(ctx, b, full=True).match()
        staged_mate = bracket._full(ctx, b)
        inside = set(members)
        got, want = (
            {(x, y) for x, y in mate.items() if x < y and x in inside and y in inside}
            for mate in (staged_mate, single)
        )
        assert got == want, f"chunk {chunk}, case {case}: {specs}"
        assert len(staged_mate) == len(single), f"chunk {chunk}, case {case}: [C4]"


CASES = [(121, 4, 1), (160, 5, 2), (141, 6, 3), (100, 7, 4), (90, 8, 5), (200, 5, 6)]


@pytest.mark.parametrize(("players", "rounds", "seed"), CASES)
def test_staged_round_equals_single_matchings(
    monkeypatch: pytest.MonkeyPatch, players: int, rounds: int, seed: int
) -> None:
    """A whole round after the seeding rounds, every bracket staged vs single matchings."""
    t = history(players, rounds, seed)
    engine = BursteinSystem(PairingEdition.R2026, seeding=DutchSystem(PairingEdition.R2026))
    monkeypatch.setattr(bracket, "STAGED_FROM", 0)
    got = engine.pair(t, rounds + 1)
    monkeypatch.setattr(bracket, "STAGED", False)
    assert got == engine.pair(t, rounds + 1)
