"""Declared ranks (001 cols 86-89) against the standings the results give (C.07 art. 4.2).

The rank column describes the standings after the last round with results (a round
paired but not yet played is not part of them); TRF records no intermediate standings,
so that is the round checked (docs/tiebreaks.md). Standings: the declared points (when
every player has them, less the blocks after that round: byes requested ahead, the PAB of
a round paired but not played; otherwise the points the results give under the file's
scoring system), then the 212 order or the 202 list (``standings.ranking.tiebreak_list``), under
the tie-break edition of the event and its round-robin choice (``Ruleset``, from
``ruleset.resolve``). Ties are allowed: a declared
rank is right when it lies within the positions of the player's group of equals, so
shared ranks and any order inside a tie pass; players without a rank take no place.
Points themselves are checked by the reader (PTS001), so a wrong points column is
reported once.
"""

from __future__ import annotations

from trfcheck.standings.crosstable import Rounds
from trfcheck.standings.ranking import Standings, TieBreakList, standings, tiebreak_list
from trfcheck.standings.tiebreaks import BUCHHOLZ_FAMILY, format_value
from trfcheck.standings.withdrawals import left_out, withdrawals
from trfcheck.trf.diagnostics import Diagnostic, Severity
from trfcheck.trf.model import Player, Tournament

from .check_inputs import Context

__all__ = ["check_ranks"]

_RULE = "C.07 art. 4.2"


def check_ranks(
    ctx: Context, tiebreaks: TieBreakList | None = None, *, matches: bool | None = None
) -> list[Diagnostic]:
    """STD001 (error): one per rank position the file fills with a player the standings put
    elsewhere, naming that player, the player who belongs there and the deciding values;
    STD002 (info) / STD020 (warning): a criterion the check cannot compute (unknown, team,
    or the Buchholz family in a round robin, C.07 art. 8); STD012: the list changed during
    the event (``###`` records). Without a 202/212 list the points alone are checked.
    The tie-break edition and the round-robin choice (C.07 art. 15) are ``ctx.ruleset``'s;
    ``matches``: the columns are games of two-game matches (the event's
    ``Event.match_columns``; None: the file's 192 code, ``standings.crosstable.Rounds.of``)."""
    t = ctx.tournament
    out = _list_changes(t)
    if not any(p.rank for p in t.players):
        return out
    listed = tiebreaks if tiebreaks is not None else tiebreak_list(t)
    if listed is None:  # no 202/212: the points only (C.07 art. 4.2)
        listed = TieBreakList(())
    try:
        criteria = listed.criteria()
    except ValueError as error:
        return [*out, Diagnostic("STD002", Severity.INFO, None, (), "TRF 202/212", str(error))]
    rules = ctx.ruleset
    declared = True
    if rules.round_robin.value:
        gone = withdrawals(t)
        if any(w.left_out for w in gone):
            # C.05 6.6: the standings leave out a player who completed less than half of his
            # games, and every result against him; the points are then the counted ones
            t, declared = left_out(t, gone), False
    data = Rounds.of(
        t, rules.tiebreak_edition.value, round_robin=rules.round_robin.value, matches=matches
    )
    if declared and all(p.points is not None for p in t.players):
        data.pts.update({p.start_rank: _points_through(t, p, data.n) for p in t.players})
    table = standings(data, criteria)
    out += _skipped(table)
    return out + _misplaced(t, data.n, table)


def _points_through(t: Tournament, p: Player, n: int) -> int:
    """``p``'s declared points less the points of the blocks after round ``n`` (byes
    requested ahead, the PAB of a round paired but not played): the points column counts
    every written result (docs/trf-format.md, "The player record (001)"), the rank column
    the standings after round n."""
    later = sum(t.scoring.points(e.result, e.colour) for e in p.rounds[n:] if e.result)
    return (p.points or 0) - later


def _skipped(table: Standings) -> list[Diagnostic]:
    if not table.skipped:
        return []
    names = ", ".join(tb.name for tb in table.applied)
    first = table.skipped[0]
    text = f"{table.problem}: ranks are checked on {names}"
    if first.code in BUCHHOLZ_FAMILY and not first.problem:
        return [Diagnostic("STD020", Severity.WARNING, None, (), "C.07 art. 8", text)]
    return [Diagnostic("STD002", Severity.INFO, None, (), _RULE, text)]


def _misplaced(t: Tournament, round_no: int, table: Standings) -> list[Diagnostic]:
    """One STD001 per position whose declared occupant the standings put elsewhere."""
    ranked = {p.start_rank: p.rank for p in t.players if p.rank}
    groups = tuple(g for g in (tuple(x for x in g if x in ranked) for g in table.groups) if g)
    positions = Standings(groups, table.applied, table.skipped).positions()
    names = ", ".join(tb.name for tb in table.applied)
    out = []
    for pid, rank in sorted(ranked.items(), key=lambda x: (x[1], x[0])):
        low, high = positions[pid]
        if low <= rank <= high:
            continue
        at = str(low) if low == high else f"{low}-{high}"
        owners = sorted(q for q, (a, b) in positions.items() if a <= rank <= b)
        text = f"rank {rank} after round {round_no}: player {pid} is ranked {rank}, but the "
        if owners:
            owner = owners[0]
            shown = ", ".join(map(str, owners[:5])) + (" ..." if len(owners) > 5 else "")
            text += (
                f"standings by {names} put {'players' if len(owners) > 1 else 'player'} "
                f"{shown} there and player {pid} at {at}: " + _decider(table, pid, owner, positions)
            )
            players = tuple(sorted({pid, owner}))
        else:
            text += f"standings by {names} put the player at {at}"
            players = (pid,)
        out.append(
            Diagnostic("STD001", Severity.ERROR, round_no, players, _RULE, f"{text} ({_RULE})")
        )
    return out


def _decider(table: Standings, a: int, b: int, positions: dict[int, tuple[int, int]]) -> str:
    """The first criterion on which ``a`` and ``b`` differ, with both values."""
    first, second = (a, b) if positions[a][0] < positions[b][0] else (b, a)
    equal: list[str] = []
    for tb in table.applied:
        column = table.values[tb.name]
        x, y = format_value(tb, column[first]), format_value(tb, column[second])
        if column[first] != column[second]:
            return f"{first} before {second} on {tb.name} ({x} against {y})" + _equal(equal)
        equal.append(f"{tb.name} {x}")
    return f"{first} before {second}"


def _equal(items: list[str]) -> str:
    return f"; equal on {', '.join(items)}" if items else ""


def _list_changes(t: Tournament) -> list[Diagnostic]:
    """STD012: a ``### Tie-breaks @ Round n`` record (info); a warning when the list the file
    states now is not the one the last change set (FIDE's checklist Q201-Q202)."""
    out = []
    current = t.standings_order or t.tiebreaks
    for change in t.tiebreak_changes:
        text = (
            f"the tie-break list changed at round {change.round_no}: "
            f"{','.join(change.before)} -> {','.join(change.after)} (C.07 art. 4.1)"
        )
        out.append(Diagnostic("STD012", Severity.INFO, change.round_no, (), "C.07 art. 4.1", text))
    if t.tiebreak_changes and current:
        last = t.tiebreak_changes[-1].after
        norm = tuple(i.upper() for i in current if i.upper() != "PTS")
        if norm != tuple(i.upper() for i in last if i.upper() != "PTS"):
            text = (
                f"the file states the tie-breaks {','.join(current)}, but its last change "
                f"(round {t.tiebreak_changes[-1].round_no}) set {','.join(last)}; "
                "the stated list is used (C.07 art. 4.1)"
            )
            out.append(Diagnostic("STD012", Severity.WARNING, None, (), "C.07 art. 4.1", text))
    return out
