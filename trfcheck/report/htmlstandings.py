"""The standings section of the HTML report: points from the results, then the tie-breaks
of the file's 202/212 record (C.07 art. 4.2), with one column per tie-break.

Kept apart from the rest of the page (one function, ``standings_view``) so that the
standings code (``trfcheck.standings``) can change under it without touching the report.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from trfcheck.ruleset import Ruleset, TiebreakEdition
from trfcheck.standings.ranking import TieBreakList, standings, tiebreak_list
from trfcheck.standings.tiebreaks import Rounds, TieBreak, values
from trfcheck.trf.model import Player, Tournament
from trfcheck.trf.values import format_tenths

__all__ = ["StandingsRow", "StandingsView", "standings_view"]


@dataclass(frozen=True, slots=True)
class StandingsRow:
    """One player's line: ``place`` is shared by tied players (``"3-5"``); ``values`` one
    text per tie-break column; ``declared`` the file's points when they differ."""

    place: str
    player: Player
    points: str
    values: tuple[str, ...]
    declared: str
    findings: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class StandingsView:
    """The standings table and what it was ordered by."""

    columns: tuple[str, ...]
    rows: tuple[StandingsRow, ...]
    order: str  # the criteria applied, in words
    note: str  # criteria the file names that trfcheck does not compute


def _format(tb: TieBreak, value: int) -> str:
    """Values in the units of ``standings.tiebreaks``: points in tenths, SB in hundredths,
    counts and ratings as they are."""
    if tb.code in ("PTS", "BH", "PS"):
        return format_tenths(value)
    if tb.code == "SB":
        sign = "-" if value < 0 else ""
        return f"{sign}{abs(value) // 100}.{abs(value) % 100:02d}"
    return str(value)


def _declared(p: Player, points: int) -> str:
    """The file's points column when it disagrees with the results (PTS001)."""
    return format_tenths(p.points) if p.points is not None and p.points != points else ""


def _criteria(t: Tournament) -> tuple[list[TieBreak], str]:
    listed = tiebreak_list(t) or TieBreakList(())
    try:
        return listed.criteria(), ""
    except ValueError as error:
        return TieBreakList(()).criteria(), f"{error}; points only"


def standings_view(
    t: Tournament, ruleset: Ruleset, by_player: Mapping[int, Sequence[int]]
) -> StandingsView:
    """Players in standing order: points (from the results, under the file's scoring), then
    each computed tie-break of 202/212 in turn (the 2026 amendment of C.07 16.4 when the
    tie-break edition is 2026). Tied players share a place."""
    criteria, note = _criteria(t)
    capped = ruleset.tiebreak_edition.value is TiebreakEdition.C2026
    data = Rounds.of(t, capped=capped)
    table = standings(data, criteria)
    shown = [tb for tb in table.applied if tb.code not in ("PTS", "DE")]
    columns = {tb.text or tb.code: values(data, tb) for tb in shown}
    if table.skipped:
        names = ", ".join(tb.text or tb.code for tb in table.skipped)
        note = (note + "; " if note else "") + f"not computed by trfcheck: {names}"
    by_rank = {p.start_rank: p for p in t.players}
    rows = []
    start = 1
    for group in table.groups:
        place = str(start) if len(group) == 1 else f"{start}-{start + len(group) - 1}"
        start += len(group)
        for pid in sorted(group):
            p = by_rank[pid]
            points = data.score[pid]
            rows.append(
                StandingsRow(
                    place,
                    p,
                    format_tenths(points),
                    tuple(_format(tb, columns[tb.text or tb.code][pid]) for tb in shown),
                    _declared(p, points),
                    tuple(by_player.get(pid, ())),
                )
            )
    order = ", ".join(tb.text or tb.code for tb in table.applied) or "PTS"
    return StandingsView(tuple(columns), tuple(rows), order, note)
