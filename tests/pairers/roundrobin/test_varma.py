"""The Varma groups (C.05 Annex 2, point 5) as printed, and the property they exist for."""

from __future__ import annotations

import re

import pytest

from tests.conftest import FIXTURES
from trfcheck.pairers.roundrobin import schedule
from trfcheck.pairers.roundrobin.varma import VARMA, groups

PRINTED = FIXTURES / "roundrobin" / "c05_annex2_varma_tables.txt"


def printed() -> dict[int, tuple[tuple[int, ...], ...]]:
    out = {}
    for line in PRINTED.read_text(encoding="utf-8").splitlines():
        if m := re.fullmatch(r"(\d+)/(\d+): (.*)", line):
            parts = [tuple(map(int, g.split()[1:])) for g in m[3].split("; ")]
            out[int(m[2])] = tuple(parts)
    return out


def test_groups_as_printed() -> None:
    """C.05 Annex 2, point 5: every group of every size, as printed."""
    assert printed() == VARMA


@pytest.mark.parametrize("seats", sorted(VARMA))
def test_groups_partition_the_numbers(seats: int) -> None:
    """The four groups hold every Berger number of the table once."""
    table = groups(seats)
    assert table is not None
    numbers = sorted(n for g in table for n in g)
    assert numbers == list(range(1, seats + 1))


@pytest.mark.parametrize("seats", sorted(VARMA))
def test_group_mates_apart_in_the_last_rounds(seats: int) -> None:
    """The purpose of the tables (C.05 Annex 2): two numbers of the same group do not meet in
    the last three rounds of the Berger table. One exception is printed: in the 11/12 table,
    6 and 12 of group C meet in round 11 (with 11 players, 12 is the free round and the
    property holds); docs/round-robin.md says so."""
    table = groups(seats)
    assert table is not None
    s = schedule(seats)
    meetings = [
        (r.number, w, b)
        for g in table
        for r in s.rounds[-3:]
        for w, b in r.boards
        if w in g and b in g
    ]
    assert meetings == ([(11, 6, 12)] if seats == 12 else [])
