"""The audit of a round robin against the Berger table (C.05 Annex 1): every round robin of
the fixtures gets a full verdict, and each defect planted in a real one (two pairs exchanged
between rounds, one colour reversed, one pair repeated, the free round moved) gives its
named finding at its round and nothing else."""

from __future__ import annotations

import itertools
import random
import re
from dataclasses import replace
from pathlib import Path

import pytest
from typer.testing import CliRunner

from tests.conftest import FIXTURES
from tests.roundrobin_edits import entries, free_round_moved, games, renumbered
from trfcheck.cli import app
from trfcheck.generator.roundrobin import RoundRobinConfig, round_robin
from trfcheck.ruleset import names_round_robin, resolve
from trfcheck.ruleset.overrides import Overrides
from trfcheck.trf import read_file
from trfcheck.trf.checks import computed_points
from trfcheck.trf.errors import TrfError
from trfcheck.trf.model import Colour, RoundEntry, Tournament
from trfcheck.verify.audit import audit_tournament
from trfcheck.verify.roundrobin import check_round_robin

RUNNER = CliRunner(env={"COLUMNS": "160"})

SM = FIXTURES / "swiss-manager"
#: the round robins of the fixtures: Swiss-Manager's (092 "round robin" in the file), the
#: Sharly/gacrux 12-player file and the tie-break examples (192 FIDE_ROUNDROBIN), the TEC's
#: exercise (no 192: run with --pre-determined), the norm cases (circle method, not Berger)
ROUND_ROBINS = [
    SM / "albanian_roundrobin_1381000.TUNX",
    SM / "cro_1386115.TUNX",
    SM / "srb_1386568.TUNX",
    SM / "more" / "austria_roundrobin_blitz_1384827.TUNX",
    SM / "more" / "austria_roundrobin_vereinsmeisterschaft_1288524.TUNX",
    FIXTURES / "external" / "sharly-chess" / "gacrux" / "berger_12.trf",
    FIXTURES / "standings" / "tiebreaks_example3.trf",
    FIXTURES / "external" / "tiebreakserver" / "held_round_robin.trf",
    *sorted((FIXTURES / "norms").glob("*.trf")),
    FIXTURES / "forecast" / "round_robin_after_6.trf",  # norms/gm_met.trf cut after round 6
    FIXTURES / "periods" / "league_45_days.trf",
    FIXTURES / "periods" / "round_robin_10_two_months.trf",  # generated from the table
    FIXTURES / "periods" / "double_round_robin_7_two_months.trf",  # generated, double
    FIXTURES / "diagnostics" / "std020_round_robin_buchholz.trf",  # generated from the table
]
#: the files that follow the table exactly (the five Swiss-Manager events were compared by
#: hand with the printed tables: pairs and colours, start rank = Berger number; the 45-day
#: league's five rounds are the table's for 6 as printed)
FOLLOW = {p.name for p in ROUND_ROBINS if not {"norms", "forecast"} & set(p.parts)}


def _load(path: Path) -> Tournament:
    t = read_file(path).tournament
    # points and ranks recomputed: a planted defect changes no points column
    return t.with_players(
        tuple(p.with_points(computed_points(t, p)).with_rank(None) for p in t.players)
    )


def _audit(t: Tournament) -> list[tuple[str, int | None, tuple[int, ...]]]:
    a = audit_tournament(t, resolve(t, Overrides(round_robin=True)))
    return [(d.code, d.round, tuple(sorted(d.players))) for d in a.diagnostics]


@pytest.mark.parametrize("path", ROUND_ROBINS, ids=lambda p: p.name)
def test_every_round_robin_gets_a_full_verdict(path: Path) -> None:
    """No partial verdict: the rounds against the Berger table, with the numbering said;
    the Swiss-Manager events and the other Berger files follow it, the norm cases (circle
    method) are said to depart, never passed."""
    t = read_file(path).tournament
    a = audit_tournament(t, resolve(t, Overrides(round_robin=True)))
    text = a.verdict()
    assert "partial" not in a.head and not a.scope
    assert "the Berger table for" in text
    rr = [d for d in a.diagnostics if d.code.startswith("RR")]
    if path.name in FOLLOW:
        assert rr == [] and f"{len(a.rounds)} rounds follow" in text, text
    else:
        assert rr and "depart" in text and not a.passed, text


CRO = SM / "cro_1386115.TUNX"  # 12 players, 11 rounds
SRB = SM / "srb_1386568.TUNX"  # 9 players, 9 rounds, a free round each round


def test_two_pairs_exchanged_between_rounds() -> None:
    """A-B and C-D of one round played as A-C and B-D of another, and back: RR001 for the
    four boards, at their two rounds, nothing else."""
    t = _load(CRO)
    base = _audit(t)
    for r1, r2 in itertools.combinations(range(1, 12), 2):
        g1 = {frozenset(g) for g in games(t, r1)}
        for (a, b), (c, d) in itertools.combinations(games(t, r1), 2):
            if {frozenset((a, c)), frozenset((b, d))} <= {frozenset(g) for g in games(t, r2)}:
                break
        else:
            continue
        assert g1
        break
    e1, e2 = entries(t, r1), entries(t, r2)
    moved = t.with_round(r1, {p: e2[p] for p in (a, b, c, d)})
    moved = moved.with_round(r2, {p: e1[p] for p in (a, b, c, d)})
    found = [f for f in _audit(moved) if f not in base]
    assert sorted({(code, r) for code, r, _ in found}) == [("RR001", r1), ("RR001", r2)]
    assert len(found) == 4


def test_one_colour_reversed() -> None:
    """One board of round 5 with the colours reversed: RR002 at round 5 for its players."""
    t = _load(CRO)
    base = _audit(t)
    w, b = games(t, 5)[0]
    ew, eb = t.player(w).entry(5), t.player(b).entry(5)
    swapped = t.with_round(
        5,
        {
            w: RoundEntry(ew.opponent, Colour.BLACK, ew.result),
            b: RoundEntry(eb.opponent, Colour.WHITE, eb.result),
        },
    )
    found = [f for f in _audit(swapped) if f not in base]
    assert found == [("RR002", 5, tuple(sorted((w, b))))]


def test_one_pair_repeated() -> None:
    """In round 7, A-X and B-Y played as A-B (who met in an earlier round) and X-Y: RR004
    at round 7 (met twice; the table's pairs never met), nothing else."""
    t = _load(CRO)
    base = _audit(t)
    earlier = {frozenset(g): r for r in range(1, 7) for g in games(t, r)}
    round_7 = games(t, 7)
    (a, x), (b, y) = next(
        (g, h) for g, h in itertools.permutations(round_7, 2) if frozenset((g[0], h[0])) in earlier
    )
    ea, eb = t.player(a).entry(7), t.player(b).entry(7)
    ex, ey = t.player(x).entry(7), t.player(y).entry(7)
    repeated = t.with_round(
        7,
        {
            a: RoundEntry(b, Colour.WHITE, ea.result),
            b: RoundEntry(a, Colour.BLACK, ex.result),
            x: RoundEntry(y, Colour.WHITE, eb.result),
            y: RoundEntry(x, Colour.BLACK, ey.result),
        },
    )
    # results kept valid: b takes x's old result against a, x takes b's against y
    found = [f for f in _audit(repeated) if f not in base]
    assert {(code, r) for code, r, _ in found} == {("RR004", 7)}, found
    assert {p for _, _, players in found for p in players} == {a, b, x, y}


def test_free_round_moved() -> None:
    """Round 4 of a 9-player event: the free round given to Y, and the table's free player
    F plays Y's opponent: RR003 at round 4, nothing else."""
    t = _load(SRB)
    base = _audit(t)
    r = 4
    moved, free, y = free_round_moved(t, r)
    found = [f for f in _audit(moved) if f not in base]
    assert [(code, rr) for code, rr, _ in found] == [("RR003", r)], found
    assert set(found[0][2]) == {free, y}


def test_numbering_found_when_the_start_list_is_shuffled() -> None:
    """The 12 players of a Swiss-Manager event listed in another order: the search finds
    the drawing of lots (the player of start rank k has Berger number = his old rank), says
    so, and every round follows the table."""
    t = _load(CRO)
    order = list(range(1, 13))
    random.Random(40).shuffle(order)
    shuffled = renumbered(t, order)
    a = audit_tournament(shuffled, resolve(shuffled, Overrides(round_robin=True)))
    assert [d for d in a.diagnostics if d.code.startswith("RR")] == []
    assert "11 rounds follow the Berger table for 12" in a.verdict()
    assert "numbering found by search" in a.verdict()


def test_docs_example_verdict(monkeypatch: pytest.MonkeyPatch) -> None:
    """docs/round-robin.md shows the verdict of cro_1386115 as ``check`` prints it."""
    monkeypatch.chdir(FIXTURES.parent)
    doc = (FIXTURES.parent / "docs" / "round-robin.md").read_text(encoding="utf-8")
    shown = next(line.strip() for line in doc.splitlines() if "cro_1386115.TUNX: PASS" in line)
    result = RUNNER.invoke(
        app, ["check", str(CRO.relative_to(FIXTURES.parent))], catch_exceptions=False
    )
    assert shown.removesuffix("...") in result.stdout.splitlines()[0], result.stdout


def test_two_rounds_exchanged() -> None:
    """Rounds 3 and 8 of the table played in each other's place: RR006 at both rounds,
    each naming the table's round it is, and nothing else."""
    t = _load(CRO)
    base = _audit(t)
    e3, e8 = entries(t, 3), entries(t, 8)
    moved = t.with_round(3, e8).with_round(8, e3)
    found = [f for f in _audit(moved) if f not in base]
    assert found == [("RR006", 3, ()), ("RR006", 8, ())]
    a = audit_tournament(moved, resolve(moved, Overrides(round_robin=True)))
    messages = [d.message for d in a.diagnostics if d.code == "RR006"]
    assert "the table's round 8" in messages[0] and "the table's round 3" in messages[1]


def test_html_report_shows_the_table_beside_each_round(tmp_path: Path) -> None:
    """The HTML report of a round robin: every round checked against the table (no round
    "not replayed"), the table's pairing beside the published one."""
    page = tmp_path / "srb.html"
    result = RUNNER.invoke(app, ["check", str(SRB), "--html", str(page)])
    assert result.exit_code == 0, result.output
    html = page.read_text(encoding="utf-8")
    assert "not replayed" not in html
    assert html.count("the published pairing is the rules' pairing (4 boards)") == 9


def test_a_round_beyond_the_schedule() -> None:
    """A 6-player round robin played twice (the second cycle its rounds with the colours
    reversed: a double round robin, C.05 Annex 1) and then an eleventh round: RR007 at round
    11 and nothing else, never a pass."""
    t = _load(SM / "albanian_roundrobin_1381000.TUNX")
    for r in range(1, 6):
        reversed_round = {
            p: RoundEntry(e.opponent, e.colour.opposite, e.result) for p, e in entries(t, r).items()
        }
        t = t.with_round(5 + r, reversed_round)
    base = _audit(t)
    assert not [f for f in base if f[0].startswith("RR")]
    more = t.with_round(11, entries(t, 1))
    found = [f for f in _audit(more) if f not in base]
    assert found == [("RR007", 11, ())]


def _names_a_round_robin(path: Path) -> bool:
    """True when the file's 092 or 192 record names a round robin (the resolver's test)."""
    if path.suffix.upper() == ".TUNX":
        try:
            t = read_file(path).tournament
        except TrfError:  # a team file or a broken one (fixtures/broken): not an event
            return False
        texts = [t.event_type or "", t.system or ""]
    else:
        lines = path.read_bytes().decode("latin-1").splitlines()
        texts = [line[4:] for line in lines if line[:4] in ("092 ", "192 ")]
    return any(names_round_robin(text) for text in texts)


def test_the_list_holds_every_round_robin_of_the_fixtures() -> None:
    """Every file of fixtures/ whose 092/192 names a round robin is in ROUND_ROBINS (so the
    full-verdict test covers it), the team round robin apart (a team event: C.04.6)."""
    files = [*FIXTURES.rglob("*.trf"), *FIXTURES.rglob("*.TUNX")]
    found = {p for p in files if "fuzz" not in p.parts and _names_a_round_robin(p)}
    team = {SM / "cro_1386026.TUNX"}
    assert found - team <= set(ROUND_ROBINS), sorted(found - team - set(ROUND_ROBINS))


def test_html_crosstable_in_berger_order(tmp_path: Path) -> None:
    """TEC exercise 26 (players 5 and 6 drew each other's numbers): the HTML cross-table's
    rows by Berger number, the number in the first column (C.05 Annex 1)."""
    held = FIXTURES / "external" / "tiebreakserver" / "held_round_robin.trf"
    path, page = tmp_path / "rr.trf", tmp_path / "rr.html"
    path.write_text("192 FIDE_ROUNDROBIN\n" + held.read_text(encoding="utf-8"), encoding="utf-8")
    result = RUNNER.invoke(app, ["check", str(path), "--html", str(page)])
    assert result.exit_code == 0, result.output
    html = page.read_text(encoding="utf-8")
    table = html[html.index('<table class="cross">') :]
    table = table[: table.index("</table>")]
    rows = re.findall(r'<tr id="x-(\d+)"><td class="num">(\d+)</td>', table)
    assert rows == [("1", "1"), ("2", "2"), ("3", "3"), ("4", "4"), ("6", "5"), ("5", "6")]


def test_restricted_draw_broken() -> None:
    """A restricted draw (C.05 Annex 2) asked for, and players 1 and 9 of one federation
    meet in round 9, the last of the table for 10 ("9-1"): RR005 there; without the
    restriction, nothing."""
    t = round_robin(RoundRobinConfig(10, forfeit=0.0), 3)
    feds = {1: "ENG", 9: "ENG"}
    t = t.with_players(
        tuple(
            replace(p, federation=feds.get(p.start_rank, f"F{p.start_rank:02}")) for p in t.players
        )
    )
    found = [
        (d.code, d.round, d.players) for d in check_round_robin(t, restricted=True).diagnostics
    ]
    assert found == [("RR005", 9, (9, 1))]
    assert check_round_robin(t).diagnostics == ()


def test_a_withdrawal_is_a_line_of_the_verdict_not_part_of_its_first() -> None:
    """The verdict's first line is the head, the counts and the schedule; the withdrawal
    (player 4 of this Swiss-Manager round robin, C.05 6.6) follows on a line of its own."""
    path = SM / "albanian_roundrobin_1381000.TUNX"
    t = read_file(path).tournament
    lines = audit_tournament(t, resolve(t, Overrides(round_robin=True))).verdict_lines()
    assert lines[0].endswith("5 rounds follow the Berger table for 6, numbering = start rank")
    assert lines[1].startswith("player 4 withdrew after round 3")
