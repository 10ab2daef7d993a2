"""Every explanation of a differing round on the real files is true.

Each claim is recomputed here from the cross-table, without the engine's explanation code:

- a colour rule (2026 art. 5.2.x, 2017 E.x) is named only when the published round has the
  rules' pairs and PAB, and the named pair is on the board with the other colours;
- a criterion or the generation order (art. 4) is named only when the pairs differ, and the
  players it names are on differing boards;
- C1 (a rematch) names two players who met over the board before;
- the round-1 reading (art. 3.4 and 4) is claimed only when no player has a history and
  every pairing score is the same.
"""

from __future__ import annotations

import re
from dataclasses import replace
from pathlib import Path

import pytest

from tests.conftest import FIXTURES
from trfcheck.pairers.core.baku import baku_virtual_points
from trfcheck.ruleset import System, resolve
from trfcheck.trf import read_file
from trfcheck.trf.model import ResultCode, Tournament
from trfcheck.verify.audit import audit_tournament
from trfcheck.verify.replay import Pair, RoundCheck

REAL = sorted((FIXTURES / "real").rglob("*.trf"))
COLOUR_RULES = {f"5.2.{k}" for k in range(1, 6)} | {f"E.{k}" for k in range(1, 6)}


def _unordered(pairs: tuple[Pair, ...]) -> set[frozenset[int]]:
    return {frozenset(p) for p in pairs}


def _met_before(t: Tournament, a: int, b: int, round_no: int) -> bool:
    """a and b played over the board in a round before ``round_no`` (C.04.1 art. 2)."""
    for r in range(1, round_no):
        e = t.player(a).entry(r)
        if e.opponent == b and e.result is not None and e.result.played:
            return True
    return False


def _no_history(t: Tournament, round_no: int) -> bool:
    """Round 1 of an event without acceleration: no earlier round, no virtual points."""
    return round_no == 1 and not any(r == 1 for _, r in t.acceleration)


def _check_claim(t: Tournament, rc: RoundCheck, baku: bool = False) -> None:
    assert rc.rule is not None and rc.reason, (rc.round_no, "a differing round is explained")
    same_pairs = _unordered(rc.expected) == _unordered(rc.published)
    on_differing_boards = {p for pair in rc.differing for p in pair if p}
    where = (rc.round_no, rc.rule, rc.reason)
    if rc.rule in COLOUR_RULES:
        assert same_pairs, where
        low, high = rc.players
        published = {frozenset(p): p for p in rc.published}
        expected = {frozenset(p): p for p in rc.expected}
        key = frozenset((low, high))
        assert published[key] == expected[key][::-1], where
        return
    assert not same_pairs, where
    assert "only their order differs" not in rc.reason, where
    assert set(rc.players) <= on_differing_boards, (where, rc.players)
    if rc.rule in ("C1", "C.1"):
        a, b = rc.players
        assert _met_before(t, a, b, rc.round_no), where
    if rc.reason.startswith("everyone has the same score and no history"):
        assert _no_history(t, rc.round_no), where
    _check_pair_order(t, rc, baku)


LISTED = re.compile(r"(published|rules) ((?:\d+-\d+(?:, )?)+)")


def _check_pair_order(t: Tournament, rc: RoundCheck, baku: bool = False) -> None:
    """The pairs an explanation lists (``published a-b, ...``, ``rules a-b, ...``) are all
    written the same way: the higher-ranked player of the round first (art. 1.2: pairing
    score before the round, here summed from the file's results and virtual points, then
    start rank), never the published ones white first and the rules' ones not. With
    ``baku`` (a Baku event whose file has no virtual points) they are C.04.7's formula."""
    if baku and not t.acceleration:
        total = t.total_rounds or t.rounds_played
        t = replace(t, acceleration=baku_virtual_points(t, total, through=rc.round_no))

    def rank(pid: int) -> tuple[int, int]:
        player = t.player(pid)
        score = sum(
            t.scoring.points(e.result, e.colour)
            for e in player.rounds[: rc.round_no - 1]
            if e.result is not None
        )
        return -(score + t.acceleration.get((pid, rc.round_no), 0)), pid

    found = LISTED.findall(rc.reason or "")
    listed = [pair for _, pairs in found for pair in pairs.rstrip(", ").split(", ")]
    for pair in listed:
        a, b = map(int, pair.split("-"))
        assert rank(a) < rank(b), (rc.round_no, pair, rc.reason)


@pytest.mark.slow
@pytest.mark.parametrize("path", REAL, ids=lambda p: str(p.relative_to(FIXTURES)))
def test_every_explanation_on_the_real_files_holds(path: Path) -> None:
    loaded = read_file(path)
    ruleset = resolve(loaded.tournament)
    if ruleset.team.value or ruleset.system.value is not System.DUTCH:
        pytest.skip("team event: no individual replay (C.04.6 not re-paired here)")
    result = audit_tournament(loaded.tournament, ruleset, findings=loaded.findings)
    for rc in result.discrepant:
        if rc.error is None:
            _check_claim(loaded.tournament, rc, bool(ruleset.baku.value))


def test_round_one_difference_is_the_generation_order() -> None:
    """valid.trf round 1 (12 players, no history): the published pairs differ from S1 v S2;
    the explanation names art. 4, never a colour rule (it used to say 'colours against
    art. 5.2.5' although the pairs themselves differ)."""
    path = FIXTURES / "real" / "icu_tournament" / "valid.trf"
    loaded = read_file(path)
    result = audit_tournament(
        loaded.tournament, resolve(loaded.tournament), findings=loaded.findings
    )
    first = result.rounds[0]
    assert not first.ok and first.rule == "art. 4"
    assert _unordered(first.expected) != _unordered(first.published)
    assert "S1 against S2" in (first.reason or "")
    _check_claim(loaded.tournament, first)


def test_a_wrong_rank_column_is_one_finding() -> None:
    """bunratty_minor_2011's rank column disagrees with its own points in many positions:
    the audit reports one STD001 naming every player the rule checks place
    elsewhere, not one error per position."""
    from tests.named_rules import check_named
    from trfcheck.standings.ranking import tiebreak_list

    path = FIXTURES / "real" / "icu_tournament" / "bunratty_minor_2011.trf"
    loaded = read_file(path)
    ruleset = resolve(loaded.tournament)
    per_position = [
        v
        for v in check_named(
            loaded.tournament,
            "dutch",
            "pre2026",
            findings=(),
            tiebreaks=tiebreak_list(loaded.tournament),
        )
        if v.code == "STD001"
    ]
    result = audit_tournament(loaded.tournament, ruleset, findings=loaded.findings)
    merged = [d for d in result.diagnostics if d.code == "STD001"]
    assert len(per_position) > 10 and len(merged) == 1
    assert merged[0].message.startswith(f"{len(per_position)} positions of the rank column")
    assert set(merged[0].players) == {p for v in per_position for p in v.players}


def test_initial_colour_claim_names_the_pairing_number_it_uses() -> None:
    """San Viator 2018 B, round 1 (E.5 = 2026 art. 5.2.5): the explanation names the
    pairing number of the higher-ranked player of the pair; recounted here from the file:
    his position, by start rank, among the players with a game or the PAB in round 1
    (players absent from round 1 hold no number, docs/dutch.md)."""
    path = FIXTURES / "real" / "fidetournament" / "san_viator_2018_b.trf"
    loaded = read_file(path)
    result = audit_tournament(
        loaded.tournament, resolve(loaded.tournament), findings=loaded.findings
    )
    first = result.rounds[0]
    assert first.rule == "E.5"
    higher = min(first.players)
    paired = sorted(
        p.start_rank
        for p in loaded.tournament.players
        if p.entry(1).opponent is not None or p.entry(1).result is ResultCode.PAB
    )
    number = paired.index(higher) + 1
    assert f"the higher-ranked {higher} when his pairing number is odd: it is {number}," in (
        first.reason or ""
    )
