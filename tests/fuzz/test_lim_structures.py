"""The Lim engine on hostile structures of 2000 players (``lim_structures``): a legal
pairing, or a refusal, with the matching searches bounded.

The reproducer (``upper-white``, fixtures/fuzz/README.md "lim/"): every player above the
median must take White. Each choice of an opponent or a floater then sits in a graph with
few complete pairings; the engine once answered each candidate with its own failed
Edmonds search and took 142 s. The test counts the vertices the searches scan (the work
of ``matcher._Forest.grow``), not the time (benchmarks/lim_hostile.py times it).
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from tests.fuzz.lim_structures import ROUND, STRUCTURES, build, source
from trfcheck.pairers.base import NoValidPairing, RoundPairing
from trfcheck.pairers.core.state import participants, player_states
from trfcheck.pairers.lim import LimSystem, matcher
from trfcheck.pairers.lim.round_facts import may_take
from trfcheck.ruleset import PairingEdition
from trfcheck.trf.model import Colour, Tournament

#: vertices scanned by every search of the reproducer's round, at most: 2000 players,
#: 540,535 measured when the bound was set
SCANNED = 1_100_000


def _legal(t: Tournament, p: RoundPairing) -> None:
    """Lim 2.1 and 5.1: every participant once, no rematch, and outside the last round no
    colour a player may not take."""
    states = player_states(t, ROUND)
    seen = [x for b in p.boards for x in (b.white, b.black)] + [b.player for b in p.byes]
    assert sorted(seen) == sorted(participants(t, ROUND))
    last = t.total_rounds == ROUND
    for b in p.boards:
        assert b.black not in states[b.white].opponents
        if not last:
            assert may_take(states[b.white].colours, Colour.WHITE)
            assert may_take(states[b.black].colours, Colour.BLACK)


@pytest.fixture(scope="module")
def fixture_2000() -> Tournament:
    return source()


@pytest.fixture
def scanned(monkeypatch: pytest.MonkeyPatch) -> Iterator[list[int]]:
    """The number of vertices the matcher's searches scan while the test runs."""
    count = [0]
    grow = matcher._Forest.grow

    def counting(self: matcher._Forest, adj: object, active: set[int]) -> int | None:
        end = grow(self, adj, active)  # type: ignore[arg-type]
        count[0] += len(self.outer)
        return end

    monkeypatch.setattr(matcher._Forest, "grow", counting)
    yield count


def test_upper_white_pairs_with_bounded_searches(
    fixture_2000: Tournament, scanned: list[int]
) -> None:
    t = build(fixture_2000, "upper-white")
    pairing = LimSystem(None, PairingEdition.R2026).pair(t, ROUND)
    _legal(t, pairing)
    assert len(pairing.boards) == 1000
    assert scanned[0] <= SCANNED


@pytest.mark.slow
@pytest.mark.parametrize("name", [n for n in STRUCTURES if n != "upper-white"])
def test_structure_pairs_legally_or_is_refused(fixture_2000: Tournament, name: str) -> None:
    t = build(fixture_2000, name)
    try:
        pairing = LimSystem(None, PairingEdition.R2026).pair(t, ROUND)
    except NoValidPairing:
        assert name == "all-white"  # more must take White than can take Black
        return
    assert name != "all-white"
    _legal(t, pairing)
