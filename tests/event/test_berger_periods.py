"""A round robin over two rating periods (``trfcheck split --by-period``): the file of the
later period holds the event's later rounds numbered from 1, and the audit of a round robin
(``event.berger``, ``pairers.roundrobin.numbering``) compares them with the Berger table's
rounds they fit (C.05 Annex 1), says so in the verdict, and still finds a defect planted in
them at its round.

The fixtures (fixtures/periods, see fixtures/SOURCES.md) are round robins written by
``trfcheck generate --system roundrobin`` with their 132 dates moved over January and
February 2026. The rounds each period holds are read from those dates (the expected values
below): ``round_robin_10_two_months.trf`` (10 players, 9 rounds) plays rounds 1-5 in
January and 6-9 in February; ``double_round_robin_7_two_months.trf`` (7 players, a double
round robin of 14 rounds, 7 a cycle, the first cycle's last two rounds exchanged) plays 1-5
in January and 6-14 in February, its exchanged rounds 6 and 7 and the whole second cycle.
"""

from __future__ import annotations

import itertools
import json
import random
from pathlib import Path

import pytest
from typer.testing import CliRunner

import trfcheck
from tests.conftest import FIXTURES
from tests.roundrobin_edits import free_round_moved, games, renumbered
from trfcheck.cli import app
from trfcheck.pairers.roundrobin import Variant
from trfcheck.pairers.roundrobin.numbering import find_numbering, published_rounds
from trfcheck.ruleset import resolve
from trfcheck.ruleset.overrides import Overrides
from trfcheck.trf import read_file
from trfcheck.trf.checks import computed_points
from trfcheck.trf.model import Colour, RoundEntry, Tournament
from trfcheck.verify.audit import audit_tournament
from trfcheck.verify.replay import published_round

RUNNER = CliRunner(env={"COLUMNS": "200"})
FOLDER = FIXTURES / "periods"
SINGLE = FOLDER / "round_robin_10_two_months.trf"
DOUBLE = FOLDER / "double_round_robin_7_two_months.trf"
#: the event's rounds of each month, from the fixtures' 132 dates
MONTHS = {
    SINGLE: {"2026-01": range(1, 6), "2026-02": range(6, 10)},
    DOUBLE: {"2026-01": range(1, 6), "2026-02": range(6, 15)},
}
TABLE = {SINGLE: "the Berger table for 10", DOUBLE: "the Berger table for 7"}


def _split(event: Path, folder: Path) -> dict[str, Path]:
    result = RUNNER.invoke(app, ["split", str(event), "--by-period", "--out", str(folder)])
    assert result.exit_code == 0, result.output
    return {month: folder / f"{event.stem}.{month}.trf" for month in MONTHS[event]}


@pytest.fixture(scope="module")
def periods(tmp_path_factory: pytest.TempPathFactory) -> dict[Path, dict[str, Path]]:
    folder = tmp_path_factory.mktemp("periods")
    return {event: _split(event, folder) for event in MONTHS}


@pytest.mark.parametrize("event", [SINGLE, DOUBLE], ids=lambda p: p.stem)
def test_check_and_rating_accept_every_period_file(
    event: Path, periods: dict[Path, dict[str, Path]]
) -> None:
    """Each period's file: a full verdict (no partial one), no finding; the later file's
    rounds said to be the table's rounds of its dates, on what that rests (found by comparing
    the rounds with the table: the file does not say so)."""
    for month, path in periods[event].items():
        rounds = MONTHS[event][month]
        result = RUNNER.invoke(app, ["check", str(path), "--format", "json"])
        assert result.exit_code == 0, result.output
        report = json.loads(result.stdout)
        verdict = report["verdict"]
        assert report["violations"] == [] and verdict["passed"] and not verdict["partial"]
        text = verdict["text"]
        if rounds.start == 1:
            assert f"{len(rounds)} rounds follow {TABLE[event]}" in text, text
            assert "found by comparing" not in text
        else:
            assert (
                f"rounds 1-{len(rounds)} of this file are rounds {rounds.start}-"
                f"{rounds.stop - 1} of {TABLE[event]}"
            ) in text, text
            assert f"the file's round 1 is the table's round {rounds.start}, found by " in text
        assert text.count("numbering = start rank") == 1
        # each round beside the table's round it is (the JSON's reason per round)
        reasons = [r["reason"]["text"] for r in report["rounds"]]
        assert len(reasons) == len(rounds)
        assert RUNNER.invoke(app, ["rating", str(path)]).exit_code == 0


def test_the_double_round_robin_later_file_follows_the_exchanged_variant(
    periods: dict[Path, dict[str, Path]],
) -> None:
    """February's file of the double round robin: the exchanged rounds (the table's 6 and
    7 are the single table's 7 and 6) and the second cycle, colours reversed."""
    t = read_file(periods[DOUBLE]["2026-02"]).tournament
    nb = find_numbering(t)
    assert nb.offset == 5 and nb.schedule.variant is Variant.DOUBLE_SWAPPED
    assert [nb.table_round(r).table_round for r in (1, 2, 3)] == [7, 6, 1]
    assert [nb.table_round(r).cycle for r in (2, 3)] == [1, 2]


def _load(path: Path) -> Tournament:
    t = read_file(path).tournament
    return t.with_players(
        tuple(p.with_points(computed_points(t, p)).with_rank(None) for p in t.players)
    )


def _audit(t: Tournament) -> tuple[list[tuple[str, int | None, tuple[int, ...]]], str, list[str]]:
    a = audit_tournament(t, resolve(t, Overrides(round_robin=True)))
    found = [(d.code, d.round, tuple(sorted(d.players))) for d in a.diagnostics]
    return found, a.verdict(), [d.message for d in a.diagnostics]


def test_a_colour_reversed_in_the_later_file(periods: dict[Path, dict[str, Path]]) -> None:
    """One board of February's round 2 (the event's round 7) with the colours reversed:
    RR002 at round 2 for its two players, nothing else; the file still read from the
    table's round 6."""
    t = _load(periods[SINGLE]["2026-02"])
    w, b = games(t, 2)[1]
    ew, eb = t.player(w).entry(2), t.player(b).entry(2)
    swapped = t.with_round(
        2,
        {
            w: RoundEntry(ew.opponent, Colour.BLACK, ew.result),
            b: RoundEntry(eb.opponent, Colour.WHITE, eb.result),
        },
    )
    found, verdict, messages = _audit(swapped)
    assert found == [("RR002", 2, tuple(sorted((w, b))))]
    assert "3 of 4 rounds follow rounds 6-9 of the Berger table for 10" in verdict, verdict
    assert f"the table has {w} White against {b}" in messages[0]


def test_two_pairs_exchanged_in_the_later_file(periods: dict[Path, dict[str, Path]]) -> None:
    """Two boards of one February round whose four players meet each other in another
    February round, the two rounds' games of those four exchanged: RR001 for the four
    boards at those two rounds, each message giving the table's round and the file's."""
    t = _load(periods[SINGLE]["2026-02"])
    r1, r2, four = next(
        (r1, r2, set(g) | set(h))
        for r1, r2 in itertools.combinations(range(1, 5), 2)
        for g, h in itertools.combinations(games(t, r1), 2)
        if all(t.player(p).entry(r2).opponent in set(g) | set(h) for p in set(g) | set(h))
    )
    e1 = {p: t.player(p).entry(r1) for p in four}
    e2 = {p: t.player(p).entry(r2) for p in four}
    moved = t.with_round(r1, e2).with_round(r2, e1)
    found, verdict, messages = _audit(moved)
    assert sorted({(code, r) for code, r, _ in found}) == [("RR001", r1), ("RR001", r2)]
    assert len(found) == 4
    assert "rounds 6-9 of the Berger table for 10" in verdict
    assert any(f"round {r1} (the table's round {r1 + 5})" in m for m in messages), messages
    assert any(f"the table's round {r2 + 5} (round {r2} here)" in m for m in messages), messages


def test_free_round_moved_in_the_later_file(periods: dict[Path, dict[str, Path]]) -> None:
    """February's round 4 of the 7-player double round robin (the table's round 9, the
    second cycle's 2nd): the free round given to another player, the table's free player
    playing that player's opponent: RR003 at round 4, nothing else."""
    t = _load(periods[DOUBLE]["2026-02"])
    r = 4
    moved, _, _ = free_round_moved(t, r)
    found, verdict, _ = _audit(moved)
    assert [(code, rr) for code, rr, _ in found] == [("RR003", r)], found
    assert "rounds 6-14 of the Berger table for 7" in verdict, verdict


def test_later_file_with_a_drawn_numbering(periods: dict[Path, dict[str, Path]]) -> None:
    """February's file with its start list shuffled: neither the start rank nor round 1 of
    the table fits. A shift of the table's rounds and a renumbering are interchangeable (the
    Annex's rotation), so the verdict gives a shift and the numbering that fit, both found
    by search; every published board is then the table's round, pairs and colours (checked
    here board by board against the schedule), and nothing is reported."""
    t = renumbered(_load(periods[SINGLE]["2026-02"]), random.Random(41).sample(range(1, 11), 10))
    found, verdict, _ = _audit(t)
    assert found == [], found
    assert "numbering found by search" in verdict and "found by comparing" in verdict
    nb = find_numbering(t)
    assert nb.offset % 2 == 1  # the event's shift is 5; board 1's colours fix its parity
    for pr in published_rounds(t):
        table = nb.table_round(pr.number)
        assert {(nb.berger[w], nb.berger[b]) for w, b, _ in pr.games} == set(table.boards)


def test_a_file_from_round_1_keeps_round_1(periods: dict[Path, dict[str, Path]]) -> None:
    """January's file with a defect is still read from the table's round 1: a reversed
    colour is RR002, not a reason to look for another start."""
    t = _load(periods[SINGLE]["2026-01"])
    w, b = games(t, 3)[0]
    ew, eb = t.player(w).entry(3), t.player(b).entry(3)
    swapped = t.with_round(
        3,
        {
            w: RoundEntry(ew.opponent, Colour.BLACK, ew.result),
            b: RoundEntry(eb.opponent, Colour.WHITE, eb.result),
        },
    )
    found, verdict, _ = _audit(swapped)
    assert found == [("RR002", 3, tuple(sorted((w, b))))]
    assert "found by comparing" not in verdict
    assert find_numbering(swapped).offset == 0


@pytest.mark.parametrize("event", [SINGLE, DOUBLE], ids=lambda p: p.stem)
def test_pair_continues_the_table_in_the_later_file(
    event: Path, periods: dict[Path, dict[str, Path]]
) -> None:
    """Each round of February's file from the rounds before it is the published round:
    the table's round after the ones the file holds (C.05 Annex 1), not the table's round
    of the same number."""
    opened = trfcheck.open(periods[event]["2026-02"])
    t = opened.tournament
    for r in range(2, t.rounds_played + 1):
        assert sorted(opened.pair(r).pairs()) == sorted(published_round(t, r)), r


def test_every_colour_reversed_reads_as_the_second_cycle() -> None:
    """The whole 10-player event with every colour reversed is, board for board, the second
    cycle of a double round robin: the verdict says its rounds are the table's rounds 10-18,
    never that its 9 rounds follow the table from round 1."""
    t = _load(SINGLE)
    for r in range(1, 10):
        entries = {p.start_rank: p.entry(r) for p in t.players}
        t = t.with_round(
            r, {p: RoundEntry(e.opponent, e.colour.opposite, e.result) for p, e in entries.items()}
        )
    found, verdict, _ = _audit(t)
    assert found == []
    assert "rounds 1-9 of this file are rounds 10-18 of the Berger table for 10, double" in verdict
    assert "9 rounds follow" not in verdict
