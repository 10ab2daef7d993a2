"""The Lim engine on hostile structures of 2000 players (``lim_structures``): a legal
pairing, or a refusal, from ``trfcheck pair`` within 30 s and 1 GB, with the matching
searches bounded.

The reproducer (``upper-white``, fixtures/fuzz/README.md "Lim structures"): every player
above the median must take White. Each choice of an opponent or a floater then sits in a
graph with few complete pairings; the engine once answered each candidate with its own
failed Edmonds search and took 142 s, and the harsher structures took up to 43 s after
that. One test counts the vertices the searches scan (the work of
``matcher._Forest.grow``), the others run the command on each structure as a process
with its memory limited and a time limit (benchmarks/lim_hostile.py times the pairing).

The structures edit each player's colours on his own, so the file has RND003 findings
(colours not complementary): the command pairs all the same and exits 1 (README, "Exit
codes"); ``all-white`` has no pairing and exits 1 with "no valid pairing".
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.fuzz.lim_structures import ROUND, STRUCTURES, build, source
from tests.fuzz.test_hostile import run
from trfcheck.pairers.base import RoundPairing
from trfcheck.pairers.core.state import participants, player_states
from trfcheck.pairers.lim import LimSystem, matcher
from trfcheck.pairers.lim.round_facts import may_take
from trfcheck.ruleset import PairingEdition
from trfcheck.trf import dumps
from trfcheck.trf.model import Colour, Tournament

#: vertices scanned by every search of the reproducer's round, at most: 2000 players,
#: 503,085 measured when the bound was set
SCANNED = 1_100_000


def _legal(t: Tournament, boards: list[tuple[int, int]], byes: list[int]) -> None:
    """Lim 2.1 and 5.1: every participant once, no rematch, and outside the last round no
    colour a player may not take."""
    states = player_states(t, ROUND)
    seen = [x for pair in boards for x in pair] + byes
    assert sorted(seen) == sorted(participants(t, ROUND))
    last = t.total_rounds == ROUND
    for white, black in boards:
        assert black not in states[white].opponents
        if not last:
            assert may_take(states[white].colours, Colour.WHITE)
            assert may_take(states[black].colours, Colour.BLACK)


def _boards(p: RoundPairing) -> list[tuple[int, int]]:
    return [(b.white, b.black) for b in p.boards]


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
        count[0] += self.outer.bit_count()
        return end

    monkeypatch.setattr(matcher._Forest, "grow", counting)
    yield count


def test_upper_white_pairs_with_bounded_searches(
    fixture_2000: Tournament, scanned: list[int]
) -> None:
    t = build(fixture_2000, "upper-white")
    pairing = LimSystem(None, PairingEdition.R2026).pair(t, ROUND)
    _legal(t, _boards(pairing), [b.player for b in pairing.byes])
    assert len(pairing.boards) == 1000
    assert scanned[0] <= SCANNED


@pytest.mark.parametrize("name", STRUCTURES)
def test_command_pairs_each_structure_within_30_s_and_1_gb(
    fixture_2000: Tournament, tmp_path: Path, name: str
) -> None:
    """``trfcheck pair --system lim``: a legal pairing (or the refusal of ``all-white``, more
    players who must take White than can take Black), from a process limited to 1 GB and
    stopped after 30 s (``test_hostile.run``)."""
    t = build(fixture_2000, name)
    path = tmp_path / f"{name}.trf"
    path.write_text(dumps(t), encoding="utf-8")
    code, out, err = run(
        "pair", str(path), "--system", "lim", "--edition", "2026", "--format", "json"
    )
    assert code == 1  # the RND003 findings of the edit, or no valid pairing
    if name == "all-white":
        assert out == ""
        assert err.splitlines()[-1].startswith("trfcheck: no valid pairing: Lim:")
        return
    pairing = json.loads(out)
    assert pairing["round"] == ROUND
    boards = [(b["white"], b["black"]) for b in pairing["boards"]]
    assert len(boards) == 1000
    _legal(t, boards, [b["player"] for b in pairing["byes"]])
