"""The TRF rounds one round of a system takes (``base.Engine.columns_per_round``): every engine
declares it, and the replay and ``next_round`` read it the same way for all of them.

Golden values from the texts: a round of every system is one TRF round, except a match of
the Double-Swiss system, which is two games (C.04.5 Preface), written as two TRF rounds
(``trf.double_swiss``, 192 ``FIDE_DOUBLESWISS``).
"""

from __future__ import annotations

import pytest

from tests.conftest import FIXTURES
from trfcheck.event.replay import replay
from trfcheck.pairers.base import Engine, RoundPairing
from trfcheck.pairers.next_round import PairingRefused, pair_round
from trfcheck.pairers.registry import ENGINES
from trfcheck.pairers.roundrobin.engine import RoundRobinSystem
from trfcheck.ruleset import Overrides, System, resolve
from trfcheck.trf import read_file
from trfcheck.trf.model import Tournament

EXAMPLE = FIXTURES / "example.trf"
DOUBLE = FIXTURES / "double-swiss" / "vector.trf"


def _engines() -> dict[str, Engine]:
    t = read_file(EXAMPLE).tournament
    engines = {
        system.value: factory(resolve(t, Overrides(system=system.value, edition="2026")))
        for system, factory in ENGINES.items()
    }
    return {**engines, "roundrobin": RoundRobinSystem()}


def test_every_engine_declares_the_rounds_a_round_takes() -> None:
    """A Double-Swiss match: 2 TRF rounds; a round of every other system: 1."""
    columns = {name: engine.columns_per_round for name, engine in _engines().items()}
    assert columns == {name: 2 if name == System.DOUBLE.value else 1 for name in columns}


class _Recorder:
    """An engine whose round takes ``columns`` TRF rounds, recording the rounds it pairs."""

    name = "recorder"

    def __init__(self, columns: int) -> None:
        self.columns_per_round = columns
        self.asked: list[int] = []

    def pair(self, tournament: Tournament, round_no: int) -> RoundPairing:
        self.asked.append(round_no)
        return RoundPairing(round_no, ())


@pytest.mark.parametrize(("columns", "paired"), [(1, [1, 2]), (2, [1])])
def test_the_replay_pairs_each_round_at_its_first_column(columns: int, paired: list[int]) -> None:
    """The two TRF rounds of the file: two rounds of one column, or one of two."""
    t = read_file(DOUBLE).tournament
    engine = _Recorder(columns)
    replay(t, engine)
    assert engine.asked == paired


def test_a_round_is_paired_at_its_first_column_only() -> None:
    """``next_round`` refuses the second column of a two-column round, for any engine."""
    t = read_file(DOUBLE).tournament.truncated(1)
    rules = resolve(t)
    with pytest.raises(PairingRefused, match="takes 2 TRF rounds"):
        pair_round(t, rules, 2, ahead=True, engine=lambda: _Recorder(2))
    assert pair_round(t, rules, 2, ahead=True, engine=lambda: _Recorder(1)).round_no == 2
