"""Final standings from the results and a tie-break list (C.07 art. 4.2; TRF-26 202/212).

``standings`` orders the players into groups that no criterion separates:
points first, then each tie-break of the 202 record (or the order of the 212
record, which names PTS itself), refined group by group so that group-relative
tie-breaks such as direct encounter (DE) apply only among players still tied.
A player's declared rank is consistent when it lies within its group's
positions: ties are allowed.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from trfcheck.trf.model import Tournament

from .tiebreaks import Rounds, TieBreak, direct_encounter, parse_tiebreak, values

__all__ = ["Standings", "TieBreakList", "standings", "tiebreak_list"]


@dataclass(frozen=True, slots=True)
class TieBreakList:
    """The criteria of a 202 record (tie-breaks after points) or a 212 record (full order)."""

    items: tuple[str, ...]
    full: bool = False  # 212: the list names PTS itself

    def criteria(self) -> list[TieBreak]:
        """Parsed criteria in order, PTS first unless the list is a full (212) order."""
        parsed = [parse_tiebreak(item) for item in self.items if item.strip()]
        if not self.full and not any(tb.code == "PTS" for tb in parsed):
            parsed.insert(0, TieBreak("PTS", text="PTS"))
        return parsed


def tiebreak_list(tournament: Tournament | None) -> TieBreakList | None:
    """The 212 record's list if present, else the 202 record's; None if neither is there."""
    if tournament is None:
        return None
    if tournament.standings_order:
        return TieBreakList(tournament.standings_order, full=True)
    if tournament.tiebreaks:
        return TieBreakList(tournament.tiebreaks, full=False)
    return None


@dataclass(frozen=True, slots=True)
class Standings:
    """Groups of players in standing order, each group tied on every criterion applied.

    ``applied`` are the criteria used; ``skipped`` the first unsupported one and all after it.
    """

    groups: tuple[tuple[int, ...], ...]
    applied: tuple[TieBreak, ...]
    skipped: tuple[TieBreak, ...]

    def positions(self) -> dict[int, tuple[int, int]]:
        """For each player, the first and last rank its group covers (1-based)."""
        out: dict[int, tuple[int, int]] = {}
        start = 1
        for group in self.groups:
            for pid in group:
                out[pid] = (start, start + len(group) - 1)
            start += len(group)
        return out


def standings(data: Rounds, criteria: Iterable[TieBreak]) -> Standings:
    """Refine the one group of all players by each supported criterion in turn; stop at the
    first unsupported criterion (later ones only act after it)."""
    groups: list[tuple[int, ...]] = [tuple(sorted(data.rounds))]
    applied: list[TieBreak] = []
    todo = list(criteria)
    while todo and todo[0].supported:
        tb = todo.pop(0)
        applied.append(tb)
        groups = _refine(data, tb, groups)
    return Standings(tuple(groups), tuple(applied), tuple(todo))


def _refine(data: Rounds, tb: TieBreak, groups: Sequence[tuple[int, ...]]) -> list[tuple[int, ...]]:
    table = values(data, tb) if tb.code != "DE" else None
    out: list[tuple[int, ...]] = []
    for group in groups:
        if len(group) == 1:
            out.append(group)
            continue
        key = table if table is not None else direct_encounter(data, group)
        levels = sorted({key[p] for p in group}, reverse=True)
        for level in levels:
            out.append(tuple(p for p in group if key[p] == level))
    return out
