"""The next round of a round robin from the Berger table (C.05 Annex 1): each round of real
Swiss-Manager round robins (which follow the printed tables, pairs and colours) is the one
the engine gives from the rounds before it."""

from __future__ import annotations

import pytest

from tests.conftest import FIXTURES
from trfcheck.generator.roundrobin import RoundRobinConfig, round_robin
from trfcheck.pairers.base import NoValidPairing
from trfcheck.pairers.roundrobin import Variant
from trfcheck.pairers.roundrobin.engine import RoundRobinSystem
from trfcheck.trf import read_file
from trfcheck.verify.replay import published_round

SM = FIXTURES / "swiss-manager"
REAL = [
    SM / "albanian_roundrobin_1381000.TUNX",
    SM / "cro_1386115.TUNX",
    SM / "srb_1386568.TUNX",
    SM / "more" / "austria_roundrobin_blitz_1384827.TUNX",
    SM / "more" / "austria_roundrobin_vereinsmeisterschaft_1288524.TUNX",
]


@pytest.mark.parametrize("path", REAL, ids=lambda p: p.name)
def test_each_published_round_is_the_next_round(path: object) -> None:
    """Swiss-Manager's rounds, round by round, against the engine's (pairs and colours)."""
    t = read_file(path).tournament  # type: ignore[arg-type]
    engine = RoundRobinSystem()
    for r in range(1, t.rounds_played + 1):
        got = engine.pair(t.truncated(r - 1), r)
        published = {p for p in published_round(t, r) if p[1] != 0}
        assert {(b.white, b.black) for b in got.boards} == published, r
        unpaired = {p.start_rank for p in t.players if p.entry(r).opponent is None}
        assert {b.player for b in got.byes} == unpaired


def test_beyond_the_schedule_is_refused() -> None:
    """A single round robin of 6 has 5 rounds: round 6 is no round of the table."""
    t = round_robin(RoundRobinConfig(6), 1)
    with pytest.raises(NoValidPairing, match="has 5 rounds"):
        RoundRobinSystem(Variant.SINGLE).pair(t, 6)


@pytest.mark.parametrize("players", [3, 4, 7, 10, 13])
def test_second_cycle_continues_from_the_first(players: int) -> None:
    """A double round robin: round N (the first of the second cycle) repeats round 1 with
    the colours reversed (C.05 Annex 1)."""
    t = round_robin(RoundRobinConfig(players, Variant.DOUBLE_SWAPPED), players)
    per = players + players % 2 - 1
    first = {(b.white, b.black) for b in RoundRobinSystem().pair(t.truncated(0), 1).boards}
    again = {(b.white, b.black) for b in RoundRobinSystem().pair(t.truncated(per), per + 1).boards}
    assert again == {(b, w) for w, b in first}
