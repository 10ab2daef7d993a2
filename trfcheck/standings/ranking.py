"""Standings from the results and a tie-break list (C.07 art. 4.2; TRF-26 202/212).

``standings`` orders the players into groups that no criterion separates: the list's
criteria in order (a 202 list after the points, a 212 list as written), each applied
only inside the groups still tied, so that a type-A tie-break (DE) is recomputed on the
group it is applied to (4.2, 4.3). It stops at the first criterion it cannot compute.
"""

from __future__ import annotations

import math
import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field

from trfcheck.ruleset import is_round_robin  # the resolver's decision, for this API
from trfcheck.trf.model import Tournament

from .codes import TieBreak, parse_tiebreak
from .crosstable import Rounds
from .exact import exact
from .tiebreaks import Value, direct_encounter, refusal, values

__all__ = [
    "DEFAULT_TIEBREAKS",
    "Standings",
    "TieBreakList",
    "is_round_robin",
    "standings",
    "tiebreak_list",
]

#: When the file has no list and none is given [D]: the list the generator writes, the
#: Buchholz family being the most common Swiss choice; DE, SB, WIN for round robins.
DEFAULT_TIEBREAKS = ("BH/C1", "BH", "SB")
DEFAULT_ROUND_ROBIN = ("DE", "SB", "WIN")


@dataclass(frozen=True, slots=True)
class TieBreakList:
    """The items of a 202 record (tie-breaks after the points) or a 212 record (the
    whole order, ``full``); ``source`` says where it came from (for output)."""

    items: tuple[str, ...]
    full: bool = False
    source: str = "202"

    def criteria(self) -> list[TieBreak]:
        """Parsed items in order, PTS first unless the list is a full (212) order; a PTS
        inside a 202 list is dropped (it is already first). Raises ValueError for text
        that is not a tie-break item."""
        parsed = [parse_tiebreak(item) for item in self.items if item.strip()]
        if self.full:
            return parsed
        return [TieBreak("PTS", "PTS"), *(tb for tb in parsed if tb.code != "PTS")]

    @classmethod
    def parse(cls, text: str, source: str = "--tiebreaks") -> TieBreakList:
        """A list written as in 202 (commas or blanks); a list that names PTS is a whole
        order (as 212: ``STD,PTS,SB`` puts STD before the points)."""
        items = tuple(i for i in re.split(r"[,\s]+", text) if i)
        full = any(i.upper() == "PTS" for i in items)
        return cls(items, full=full, source=source)


def tiebreak_list(t: Tournament | None) -> TieBreakList | None:
    """The 212 record's list if the file has one, else the 202 record's; None if neither
    (or no tournament)."""
    if t is None:
        return None
    if t.standings_order:
        return TieBreakList(t.standings_order, full=True, source="212")
    if t.tiebreaks:
        return TieBreakList(t.tiebreaks, source="202")
    return None


@dataclass(frozen=True, slots=True)
class Standings:
    """Groups of players in standing order, each tied on every criterion applied.

    ``applied`` are the criteria used, ``skipped`` the first one that could not be
    computed and every one after it (``problem`` says why); ``values`` the value of each
    applied criterion (DE has none) by player.
    """

    groups: tuple[tuple[int, ...], ...]
    applied: tuple[TieBreak, ...]
    skipped: tuple[TieBreak, ...]
    problem: str = ""
    values: dict[str, dict[int, Value]] = field(default_factory=dict)

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
    """Refine the one group of all players by each criterion in turn; stop at the first
    criterion that cannot be computed (later ones only act after it)."""
    groups: list[tuple[int, ...]] = [tuple(sorted(data.rounds))]
    applied: list[TieBreak] = []
    table: dict[str, dict[int, Value]] = {}
    todo = list(criteria)
    problem = ""
    while todo:
        tb = todo[0]
        problem = refusal(tb, data.round_robin)
        if problem:
            break
        todo.pop(0)
        applied.append(tb)
        if tb.code == "DE":
            groups, table[tb.name] = _direct_encounter(data, groups, tb)
            continue
        column = values(data, tb)
        table[tb.name] = column
        groups = _refine(groups, column, tb.lower_better)
    return Standings(tuple(groups), tuple(applied), tuple(todo), problem, table)


def _direct_encounter(
    data: Rounds, groups: Sequence[tuple[int, ...]], tb: TieBreak
) -> tuple[list[tuple[int, ...]], dict[int, Value]]:
    """Split every group by C.07 art. 6; the column is each player's place inside its
    group after DE (1 = first), shown instead of a value (DE has none)."""
    out: list[tuple[int, ...]] = []
    place: dict[int, Value] = {}
    for group in groups:
        for i, sub in enumerate(direct_encounter(data, group, tb.forfeits_played), start=1):
            out.append(sub)
            place.update(dict.fromkeys(sub, exact(i)))
    return out, place


def _refine(
    groups: Sequence[tuple[int, ...]], column: dict[int, Value], lower_better: bool
) -> list[tuple[int, ...]]:
    """Split every group by ``column`` (best first; no value ranks last). Players are
    grouped by the numerator and denominator of their value (a Fraction is kept in lowest
    terms, so equal values have equal ones, and hashing a Fraction is costly), then the
    distinct values are sorted as integers: each numerator over the least common
    denominator of the group (exact, as comparing the Fractions is, without their
    Python-level comparisons)."""
    sign = -1 if lower_better else 1
    out: list[tuple[int, ...]] = []
    for group in groups:
        if len(group) == 1:
            out.append(group)
            continue
        levels: dict[tuple[int, int] | None, list[int]] = {}
        for pid in group:
            v = column[pid]
            k = None if v is None else (v.numerator, v.denominator)
            if k not in levels:
                levels[k] = []
            levels[k].append(pid)
        common = math.lcm(*(k[1] for k in levels if k is not None))
        rank = {k: (0, 0) if k is None else (1, sign * k[0] * (common // k[1])) for k in levels}
        for level in sorted(levels, key=rank.__getitem__, reverse=True):
            out.append(tuple(levels[level]))
    return out
