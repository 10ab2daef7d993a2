"""C.05 6.6: a player who withdraws from a round robin having completed less than half of
his games is left out of the standings with every result against him; at half or more his
results count. Events are built here from the Berger table for 6 (C.05 Annex 1, the printed
table), the lower start rank winning every game played; player 6 forfeits every game from
a given round."""

from __future__ import annotations

from fractions import Fraction

import pytest

from trfcheck.ruleset import Overrides, resolve
from trfcheck.standings.report import compute_standings
from trfcheck.standings.withdrawals import withdrawals
from trfcheck.trf.model import Colour, Player, ResultCode, RoundEntry, Tournament
from trfcheck.verify.audit import audit_tournament

#: C.05 Annex 1, 5/6 players, as printed
TABLE_6 = [
    [(1, 6), (2, 5), (3, 4)],
    [(6, 4), (5, 3), (1, 2)],
    [(2, 6), (3, 1), (4, 5)],
    [(6, 5), (1, 4), (2, 3)],
    [(3, 6), (4, 2), (5, 1)],
]


def event(leaves_after: int) -> Tournament:
    """Player 6 plays rounds 1..``leaves_after`` and forfeits the rest."""
    rounds: dict[int, list[RoundEntry]] = {p: [] for p in range(1, 7)}
    for r, boards in enumerate(TABLE_6, 1):
        for w, b in boards:
            gone = 6 in (w, b) and r > leaves_after
            if gone:
                rw = ResultCode.FORFEIT_LOSS if w == 6 else ResultCode.FORFEIT_WIN
                rb = ResultCode.FORFEIT_LOSS if b == 6 else ResultCode.FORFEIT_WIN
            elif w < b:
                rw, rb = ResultCode.WIN, ResultCode.LOSS
            else:
                rw, rb = ResultCode.LOSS, ResultCode.WIN
            rounds[w].append(RoundEntry(b, Colour.WHITE, rw))
            rounds[b].append(RoundEntry(w, Colour.BLACK, rb))
    players = tuple(
        Player(start_rank=p, name=f"P{p}", rating=2000, rounds=tuple(rounds[p])) for p in rounds
    )
    return Tournament(players=players, total_rounds=5, system="FIDE_ROUNDROBIN")


def points(t: Tournament, without: int | None) -> dict[int, Fraction]:
    """Each player's points, the games against ``without`` not counted (the rule's text)."""
    out = {}
    for p in t.players:
        if p.start_rank == without:
            continue
        won = sum(
            1
            for e in p.rounds
            if e.opponent != without and e.result in (ResultCode.WIN, ResultCode.FORFEIT_WIN)
        )
        out[p.start_rank] = Fraction(won)
    return out


def _standings(t: Tournament) -> dict[int, Fraction]:
    report = compute_standings(t, resolve(t, Overrides(round_robin=True)), tiebreaks="PTS")
    return {row.start_rank: row.values[0] for row in report.rows}  # type: ignore[misc]


def test_less_than_half_is_left_out() -> None:
    """Player 6 completed 2 of 5 games: out of the standings, and the points scored against
    him (player 1's win in round 1, the forfeits of rounds 3-5) are not counted."""
    t = event(2)
    (w,) = withdrawals(t)
    assert (w.player, w.after, w.completed, w.scheduled, w.left_out) == (6, 2, 2, 5, True)
    assert _standings(t) == points(t, without=6)
    report = compute_standings(t, resolve(t, Overrides(round_robin=True)), tiebreaks="PTS")
    assert any("C.05 6.6" in note for note in report.notes)


@pytest.mark.parametrize("after", [3, 4])
def test_half_or_more_counts(after: int) -> None:
    """Player 6 completed 3 (or 4) of 5 games: he stays in the standings with every result."""
    t = event(after)
    (w,) = withdrawals(t)
    assert not w.left_out
    assert _standings(t) == points(t, without=None)


def test_no_withdrawal_without_a_forfeit() -> None:
    """Every game played: nobody withdrew."""
    assert withdrawals(event(5)) == ()


def test_rank_column_follows_the_rule() -> None:
    """The rank check (STD001) ranks as the standings do: a rank column that leaves player 6
    out (C.05 6.6) and ranks the others by their counted points is no finding; the same
    column upside down is (a positive control)."""
    t = event(2)
    counted = points(t, without=6)
    order = sorted(counted, key=lambda p: (-counted[p], p))
    ranks = {p: i for i, p in enumerate(order, 1)}
    ranked = t.with_players(tuple(p.with_rank(ranks.get(p.start_rank)) for p in t.players))
    rules = resolve(ranked, Overrides(round_robin=True))
    assert [d for d in audit_tournament(ranked, rules).diagnostics if d.code == "STD001"] == []
    upside = {p: len(order) + 1 - r for p, r in ranks.items()}
    wrong = t.with_players(tuple(p.with_rank(upside.get(p.start_rank)) for p in t.players))
    assert [d for d in audit_tournament(wrong, rules).diagnostics if d.code == "STD001"] != []
