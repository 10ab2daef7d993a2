"""The staged bracket solve gives the candidate of the single matching.

``bracket.STAGED`` off, every bracket is one maximum-weight matching whose weight packs
C6-C21 and the whole art. 4 generation order (the method the bbpPairings corpora
validate); on, a remainder or homogeneous bracket is solved in stages (criteria, the
exchange, then the partners by alternating searches; ``staged.py``) and a heterogeneous
bracket on vertex classes. Both must give the same pairing, on fields larger than the
literal pairer can handle: random Swiss-like histories (not paired by the engine under
test), both editions, early rounds (one large score group) and later ones.
"""

from __future__ import annotations

import random

import pytest

from trfcheck.pairers.dutch import DutchSystem, bracket
from trfcheck.ruleset import PairingEdition
from trfcheck.trf.model import Colour, Player, ResultCode, RoundEntry, Tournament


def history(players: int, rounds: int, seed: int) -> Tournament:
    """``rounds`` rounds of a seeded Swiss-like schedule: sorted by score, each player paired
    with the next one not met yet; colours alternate; 30 % draws."""
    rng = random.Random(seed)
    score = [0] * players
    met: list[set[int]] = [set() for _ in range(players)]
    blocks: list[list[RoundEntry]] = [[] for _ in range(players)]
    for _ in range(rounds):
        free = sorted(range(players), key=lambda i: (-score[i], i))
        while len(free) > 1:
            a = free.pop(0)
            b = next((x for x in free if x not in met[a]), free[0])
            free.remove(b)
            met[a].add(b)
            met[b].add(a)
            white, black = (a, b) if len(blocks[a]) % 2 == rng.randrange(2) else (b, a)
            draw, won = rng.random() < 0.3, rng.random() < 0.55
            rw = ResultCode.DRAW if draw else ResultCode.WIN if won else ResultCode.LOSS
            rb = ResultCode.DRAW if draw else ResultCode.LOSS if won else ResultCode.WIN
            score[white] += 5 if draw else 10 * won
            score[black] += 5 if draw else 10 * (not won)
            blocks[white].append(RoundEntry(black + 1, Colour.WHITE, rw))
            blocks[black].append(RoundEntry(white + 1, Colour.BLACK, rb))
        for a in free:
            blocks[a].append(RoundEntry(None, Colour.NONE, ResultCode.PAB))
            score[a] += 10
    people = tuple(
        Player(i + 1, name=f"P{i + 1}", rating=2600 - i, rounds=tuple(blocks[i]))
        for i in range(players)
    )
    return Tournament(people, total_rounds=rounds + 2, initial_colour=Colour.WHITE)


CASES = [
    (players, rounds, seed, edition, baku)
    for players, rounds, seed in ((121, 1, 1), (160, 2, 2), (141, 3, 3), (100, 5, 4), (90, 7, 5))
    for edition in ("2026", "2017")
    for baku in (False, True)
]


@pytest.mark.parametrize(("players", "rounds", "seed", "edition", "baku"), CASES)
def test_staged_solve_gives_the_single_matchings_pairing(
    monkeypatch: pytest.MonkeyPatch, players: int, rounds: int, seed: int, edition: str, baku: bool
) -> None:
    t = history(players, rounds, seed)
    engine = DutchSystem(PairingEdition.parse(edition), baku=baku)
    monkeypatch.setattr(bracket, "STAGED_FROM", 0)  # every solve staged, however small
    staged = engine.pair(t, rounds + 1)
    monkeypatch.setattr(bracket, "STAGED", False)
    single = engine.pair(t, rounds + 1)
    assert staged == single
