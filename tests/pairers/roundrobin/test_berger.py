"""The Berger tables (C.05 Annex 1) against the Annex's printed tables, entry by entry, and
against a literal rotation written here from the printed tables' rule (no code shared with
``trfcheck.pairers.roundrobin``), single and double, for 3 to 24 players."""

from __future__ import annotations

import itertools
import re

import pytest

from tests.conftest import FIXTURES
from trfcheck.pairers.roundrobin import Variant, schedule

PRINTED = FIXTURES / "roundrobin" / "c05_annex1_berger_tables.txt"


def printed_tables() -> dict[int, list[list[tuple[int, int]]]]:
    """The printed tables by seat count (4, 6, ... 16): rounds of (white, black) boards."""
    tables: dict[int, list[list[tuple[int, int]]]] = {}
    seats = 0
    for line in PRINTED.read_text(encoding="utf-8").splitlines():
        if m := re.fullmatch(r"(\d+)/(\d+) players", line):
            seats = int(m[2])
            tables[seats] = []
        elif m := re.fullmatch(r"(\d+): (.*)", line):
            assert int(m[1]) == len(tables[seats]) + 1
            boards = [tuple(map(int, b.split("-"))) for b in m[2].split(", ")]
            tables[seats].append([(w, b) for w, b in boards])
    return tables


def literal_single(n: int) -> list[list[tuple[int, int]]]:
    """C.05 Annex 1's tables, read as a rotation: round 1 pairs 1-n, 2-(n-1), ... with the first
    number White; each next round adds n/2 to every number but n (modulo n-1, numbers
    1..n-1) and turns the first board round (number n alternates its colour)."""
    rounds = [[(i, n + 1 - i) for i in range(1, n // 2 + 1)]]
    while len(rounds) < n - 1:
        prev = rounds[-1]
        nxt = []
        for board, (w, b) in enumerate(prev):
            w2 = w if w == n else (w - 1 + n // 2) % (n - 1) + 1
            b2 = b if b == n else (b - 1 + n // 2) % (n - 1) + 1
            nxt.append((b2, w2) if board == 0 else (w2, b2))
        rounds.append(nxt)
    return rounds


def literal(players: int, variant: Variant) -> list[tuple[list[tuple[int, int]], int | None]]:
    """Every round as (boards, free number): the highest number a bye for an odd field; a
    second cycle with the colours reversed; the swapped variant exchanges the first cycle's
    last two rounds."""
    n = players if players % 2 == 0 else players + 1
    first = literal_single(n)
    cycle1 = list(first)
    if variant is Variant.DOUBLE_SWAPPED:
        cycle1[-2], cycle1[-1] = cycle1[-1], cycle1[-2]
    rounds = cycle1
    if variant is not Variant.SINGLE:
        rounds = rounds + [[(b, w) for w, b in r] for r in first]
    out = []
    for r in rounds:
        free = None
        if n != players:
            free = next(w + b - n for w, b in r if n in (w, b))
            r = [p for p in r if n not in p]
        out.append((r, free))
    return out


@pytest.mark.parametrize("seats", [4, 6, 8, 10, 12, 14, 16])
def test_printed_table_entry_by_entry(seats: int) -> None:
    """C.05 Annex 1: the printed table for seats-1/seats players, every board of every
    round, in the printed order and colours."""
    table = printed_tables()[seats]
    ours = [list(r.boards) for r in schedule(seats).rounds]
    assert ours == table
    odd = schedule(seats - 1)  # the highest number counts as a bye
    for r, printed in zip(odd.rounds, table, strict=True):
        assert list(r.boards) == [p for p in printed if seats not in p]
        assert r.free == next(w + b - seats for w, b in printed if seats in (w, b))


@pytest.mark.parametrize("variant", list(Variant))
@pytest.mark.parametrize("players", range(3, 25))
def test_literal_rotation_agrees(players: int, variant: Variant) -> None:
    """The literal rotation gives the same schedule, boards in order."""
    ours = [(list(r.boards), r.free) for r in schedule(players, variant).rounds]
    assert ours == literal(players, variant)


@pytest.mark.parametrize("variant", list(Variant))
@pytest.mark.parametrize("players", range(3, 25))
def test_every_pair_once_a_cycle(players: int, variant: Variant) -> None:
    """Every two players meet once in each cycle, with reversed colours in the second; one
    free round a player and cycle for an odd field."""
    s = schedule(players, variant)
    for cycle in range(1, variant.cycles + 1):
        rounds = [r for r in s.rounds if r.cycle == cycle]
        pairs = [frozenset(b) for r in rounds for b in r.boards]
        assert len(pairs) == len(set(pairs)) == players * (players - 1) // 2
        frees = [r.free for r in rounds if r.free is not None]
        assert sorted(frees) == (list(range(1, players + 1)) if players % 2 else [])
    if variant.cycles == 2:
        first = {frozenset(b): b for r in s.rounds if r.cycle == 1 for b in r.boards}
        second = {frozenset(b): b for r in s.rounds if r.cycle == 2 for b in r.boards}
        assert all(second[k] == first[k][::-1] for k in first)


def test_swapped_variant_avoids_three_same_colours() -> None:
    """C.05 Annex 1's reason for exchanging the last two rounds of the first cycle: no player
    of an even field has the same colour three times in a row across the cycles (10 players);
    without the exchange, some do."""

    def streak(variant: Variant) -> int:
        s = schedule(10, variant)
        worst = 0
        for player in range(1, 11):
            colours = [r.opponent(player)[1] for r in s.rounds]  # type: ignore[index]
            run = 1
            for a, b in itertools.pairwise(colours):
                run = run + 1 if a == b else 1
                worst = max(worst, run)
        return worst

    assert streak(Variant.DOUBLE) == 3
    assert streak(Variant.DOUBLE_SWAPPED) == 2


QUOTED_15_16 = FIXTURES / "roundrobin" / "c05_annex1_15_16_quoted.txt"


def test_the_15_16_table_as_quoted_from_the_annex() -> None:
    """The 15/16 table of C.05 Annex 1 as a public copy of the Annex's text quotes it
    (fixtures/SOURCES.md): every round, board order and colours, equals both the typed
    table of the fixtures and the schedule for 16; and the 15-player schedule is it with
    number 16 the bye ("the highest number counts as a bye")."""
    rounds: list[list[tuple[int, ...]]] = []
    for line in QUOTED_15_16.read_text(encoding="utf-8").splitlines():
        if m := re.fullmatch(r"Rd (\d+): (.*)\.", line):
            assert int(m[1]) == len(rounds) + 1
            rounds.append([tuple(map(int, b.split("-"))) for b in m[2].split(", ")])
    assert len(rounds) == 15 and all(len(r) == 8 for r in rounds)
    assert rounds == printed_tables()[16]
    assert [list(r.boards) for r in schedule(16).rounds] == rounds
    for r, quoted in zip(schedule(15).rounds, rounds, strict=True):
        assert list(r.boards) == [p for p in quoted if 16 not in p]
