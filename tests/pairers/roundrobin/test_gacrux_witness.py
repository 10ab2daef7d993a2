"""Acceptance of the round-robin engine against gacrux's Berger engine (a witness, MIT,
test-only): the next round of generated round robins (3-20 players, single and double,
random results, forfeits, withdrawals, the free round of odd fields) equals gacrux's.

Two disagreements, both explained in docs/round-robin.md ("Other programs"), are asserted
as such: gacrux plays a double round robin without C.05 Annex 1's recommended exchange of the
first cycle's last two rounds (on those two rounds it gives the unexchanged table round),
and it does not count a round in which no game was played over the board (every game
forfeited), so it pairs the table's round again after one."""

from __future__ import annotations

import contextlib
import io
from pathlib import Path

import pytest

from trfcheck.generator.roundrobin import RoundRobinConfig, round_robin
from trfcheck.pairers.roundrobin import Variant, schedule, seats

from .gacrux_witness import case, gacrux_next, ours_next
from .test_berger import printed_tables


def _table(n: int, variant: Variant, round_no: int) -> frozenset[tuple[int, int]]:
    """The table's round ``round_no`` with the start rank as Berger number (as generated)."""
    tr = schedule(n, variant).round(round_no)
    return frozenset({*tr.boards, *([(tr.free, 0)] if tr.free is not None else [])})


def _agrees(seed: int, folder: Path) -> str:
    """ "same", or the disagreement found (asserted to be one of the two explained)."""
    t, variant, round_no = case(seed)
    with contextlib.redirect_stdout(io.StringIO()):
        theirs = gacrux_next(t, folder)
    ours = ours_next(t, variant, round_no)
    assert ours == _table(len(t.players), variant, round_no)
    if ours == theirs:
        return "same"
    n = len(t.players)
    per = seats(n) - 1
    forfeited = sum(
        1
        for r in range(1, round_no)
        if not any((e := p.entry(r)).result is not None and e.result.played for p in t.players)
    )
    if forfeited:
        # gacrux does not count a round without a game played over the board
        assert theirs == _table(n, variant, round_no - forfeited), seed
        return "forfeited round"
    assert variant is Variant.DOUBLE_SWAPPED and round_no in (per - 1, per), seed
    # gacrux does not exchange the first cycle's last two rounds
    assert theirs == _table(n, Variant.DOUBLE, round_no), seed
    return "no exchange"


@pytest.mark.parametrize("block", range(4))
def test_next_round_equals_gacrux(block: int, tmp_path: Path) -> None:
    """100 cases (seeds 0-99), in four blocks."""
    outcomes = [_agrees(seed, tmp_path) for seed in range(block * 25, block * 25 + 25)]
    assert outcomes.count("same") >= 20


@pytest.mark.slow
@pytest.mark.parametrize("block", range(10))
def test_next_round_equals_gacrux_1000(block: int, tmp_path: Path) -> None:
    """1,000 cases (seeds 0-999), in ten blocks."""
    outcomes = [_agrees(seed, tmp_path) for seed in range(block * 100, block * 100 + 100)]
    assert outcomes.count("same") >= 90


@pytest.mark.parametrize("seats_", [4, 6, 8, 10, 12, 14, 16])
def test_printed_tables_are_gacrux_rounds(seats_: int, tmp_path: Path) -> None:
    """Every row of the printed tables (fixtures/roundrobin, C.05 Annex 1) is the round
    gacrux pairs after the rows before it: a second, independent source for the typed table
    data, the 15/16 table included."""
    table = printed_tables()[seats_]
    for r in range(2, len(table) + 1):
        t = round_robin(RoundRobinConfig(seats_, forfeit=0.0, rounds=r - 1), r)
        with contextlib.redirect_stdout(io.StringIO()):
            theirs = gacrux_next(t, tmp_path)
        assert theirs == frozenset(table[r - 1]), (seats_, r)
