"""Declared ranks (001 cols 86-89) against the standings the results give.

Standings: the declared points (when every player has them; otherwise the
points the results give under the file's scoring system), then the tie-breaks of
the 202 record (or the order of the 212 record) when the file has one
(C.07 art. 4.2; trf.md §5). Ties are allowed: a declared rank is right when
it lies within the positions of the player's group of equals, so shared
ranks and any order inside a tie pass; players without a rank take no
place. Points themselves are checked by the reader (PTS001, see
``crosstable``), so one wrong points column is reported once. Tie-breaks
(BH, SB ...) always use the scores the results give.
"""

from __future__ import annotations

from trfcheck.pairers.core.state import Rules
from trfcheck.standings.ranking import Standings, TieBreakList, standings
from trfcheck.standings.tiebreaks import Rounds

from ..findings import Severity, Violation
from .context import Context

__all__ = ["check_ranks"]


def check_ranks(ctx: Context, tiebreaks: TieBreakList | None) -> list[Violation]:
    """STD001 (error): a declared rank outside the positions the standings give the player;
    STD002 (info): a tie-break of the list that trfcheck does not compute (the ranks are
    then checked on the criteria before it)."""
    t = ctx.tournament
    if not any(p.rank for p in t.players):
        return []
    listed = tiebreaks if tiebreaks is not None else TieBreakList(())
    try:
        criteria = listed.criteria()
    except ValueError as error:
        return [Violation("STD002", Severity.INFO, None, (), "TRF 202/212", str(error))]
    table = standings(_rounds(ctx), criteria)
    out: list[Violation] = []
    names = ", ".join(tb.text or tb.code for tb in table.applied)
    if table.skipped:
        first = table.skipped[0]
        first_name = first.text or first.code
        text = f"tie-break {first_name} is not computed by trfcheck: ranks are checked on {names}"
        out.append(Violation("STD002", Severity.INFO, None, (), "C.07 art. 4.2", text))
    rule = "C.07 art. 4.2" if tiebreaks is not None else "C.07 art. 4.2 (points only)"
    positions = _positions(ctx, table)
    for p in t.players:
        if not p.rank:
            continue
        low, high = positions[p.start_rank]
        if low <= p.rank <= high:
            continue
        expected = str(low) if low == high else f"{low}-{high}"
        text = (
            f"player {p.start_rank} is ranked {p.rank}, but the standings by {names} "
            f"put the player at {expected} ({rule})"
        )
        out.append(Violation("STD001", Severity.ERROR, None, (p.start_rank,), rule, text))
    return out


def _rounds(ctx: Context) -> Rounds:
    """The tie-break data; PTS is the declared points when every player has them (a wrong
    points column is PTS001's finding; ranks that follow it match the file's standings)."""
    t = ctx.tournament
    data = Rounds.of(t, capped=ctx.rules is Rules.R2026)
    if all(p.points is not None for p in t.players):
        data.pts.update({p.start_rank: p.points or 0 for p in t.players})
    return data


def _positions(ctx: Context, table: Standings) -> dict[int, tuple[int, int]]:
    """Positions among ranked players: one without a rank (withdrawn, not classified) holds
    no place in the file's list."""
    ranked = {p.start_rank for p in ctx.tournament.players if p.rank}
    groups = tuple(g for g in (tuple(x for x in g if x in ranked) for g in table.groups) if g)
    return Standings(groups, table.applied, table.skipped).positions()
