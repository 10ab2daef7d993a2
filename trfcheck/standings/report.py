"""The standings of an event after a round, with one value per tie-break: ``compute_standings``.

This is the library call behind ``trfcheck standings``. The tie-break list comes from the
caller (``--tiebreaks``), else the file (212, else 202), else a documented default
(``ranking.DEFAULT_TIEBREAKS``; ``DEFAULT_ROUND_ROBIN`` for a round robin); the edition of
C.07 and the round-robin choice from the event's ``Ruleset`` (``ruleset.resolve``). A list
item that cannot be computed (unknown, a team tie-break, the Buchholz family in a round
robin) is refused with ``UnsupportedTiebreak`` rather than silently left out.
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction
from typing import Any

from trfcheck.ruleset import Ruleset, System
from trfcheck.trf.model import Tournament

from .codes import REGISTRY, Family, TieBreak
from .crosstable import Rounds, last_result_round
from .ranking import (
    DEFAULT_ROUND_ROBIN,
    DEFAULT_TIEBREAKS,
    TieBreakList,
    standings,
    tiebreak_list,
)
from .tiebreaks import Value, format_value, refusal
from .withdrawals import left_out, withdrawals

__all__ = ["NoResults", "Row", "StandingsReport", "UnsupportedTiebreak", "compute_standings"]


class UnsupportedTiebreak(ValueError):
    """A tie-break of the list that trfcheck cannot compute for this event."""


class NoResults(ValueError):
    """No round of the event has a game result yet, so there are no standings to give: the
    input cannot be ranked (not a usage error: no option would change it)."""


@dataclass(frozen=True, slots=True)
class Row:
    """One player: ``rank`` is the first position of the player's group, ``tied`` when the
    list leaves the group tied; ``values`` in the order of ``StandingsReport.criteria``."""

    rank: int
    tied: bool
    start_rank: int
    name: str
    rating: int
    values: tuple[Value, ...]


@dataclass(frozen=True, slots=True)
class StandingsReport:
    """The standings after ``round_no`` and what they were computed with, and why."""

    round_no: int
    rules: Ruleset
    round_robin: bool
    listed: TieBreakList
    list_reason: str
    criteria: tuple[TieBreak, ...]
    rows: tuple[Row, ...]
    #: why a column has no value for anyone, said once (``unrated_note``)
    notes: tuple[str, ...] = ()

    def describe(self) -> list[str]:
        """Text lines: the rules applied (pairing and tie-break editions) and the list."""
        kind = "round robin (C.07 15)" if self.round_robin else "Swiss"
        names = ",".join(tb.name for tb in self.criteria)
        return [
            *self.rules.describe(),
            f"event: {kind}",
            f"standings after round {self.round_no} by {names} ({self.list_reason})",
            *(f"note: {n}" for n in self.notes),
        ]

    def to_dict(self) -> dict[str, Any]:
        """The JSON form; every value is given (numbers; null for "no value")."""
        return {
            "round": self.round_no,
            "rules": self.rules.to_dict(),
            "round_robin": self.round_robin,
            "tiebreaks": {
                "list": [tb.name for tb in self.criteria],
                "source": self.listed.source,
                "reason": self.list_reason,
            },
            "notes": list(self.notes),
            "standings": [
                {
                    "rank": row.rank,
                    "tied": row.tied,
                    "player": row.start_rank,
                    "name": row.name,
                    "rating": row.rating,
                    "values": {
                        tb.name: _number(v) for tb, v in zip(self.criteria, row.values, strict=True)
                    },
                }
                for row in self.rows
            ],
        }

    def formatted(self, row: Row) -> list[str]:
        """``row``'s values as text, with the decimals of each tie-break."""
        return [format_value(tb, v) for tb, v in zip(self.criteria, row.values, strict=True)]


def _number(value: Value) -> int | float | None:
    if value is None:
        return None
    if value.denominator == 1:
        return value.numerator
    return round(float(value), 6)


def compute_standings(
    tournament: Tournament,
    ruleset: Ruleset,
    *,
    tiebreaks: str | None = None,
    round_no: int | None = None,
    matches: bool | None = None,
) -> StandingsReport:
    """The standings of the players after ``round_no`` (default: the last round with
    results) under ``ruleset`` (``ruleset.resolve``: the tie-break edition, the round robin);
    ``matches``: the columns are games of two-game matches (``crosstable.Rounds.of``; the
    event's ``Event.match_columns``).

    Raises NoResults when no round has a game result (whatever ``round_no``), ValueError for
    a bad list or round (a usage error: an item of ``--tiebreaks`` that is no C.07 code,
    or a modifier its code does not take), UnsupportedTiebreak for an item that cannot be
    computed or a team event (``standings.event`` gives its team standings).
    """
    rules = ruleset
    if rules.system.value is System.TEAM:  # a team event (``event.TeamEvent``)
        raise UnsupportedTiebreak(
            f"a team event ({rules.system.reason}): its standings are team standings "
            "(C.07 art. 11-13)"
        )
    last = last_result_round(tournament)
    if last == 0:
        raise NoResults("no round has a game result yet: no standings to give")
    n = last if round_no is None else round_no
    if not 1 <= n <= last:
        raise ValueError(f"--round {n}: expected a round from 1 to {last} (rounds with results)")
    rr = rules.round_robin.value
    listed, reason = _choose_list(tournament, tiebreaks, rr)
    criteria = listed.criteria()
    for tb in criteria:
        problem = refusal(tb, rr)
        if tb.problem and listed.source == "--tiebreaks" and _mistyped(tb):
            raise ValueError(f"--tiebreaks: {problem}")
        if problem:
            raise UnsupportedTiebreak(f"{problem} (list from {listed.source})")
    gone = withdrawals(tournament) if rr else ()
    counted = left_out(tournament, gone)
    data = Rounds.of(counted, rules.tiebreak_edition.value, round_robin=rr, upto=n, matches=matches)
    table = standings(data, criteria)
    names = {p.start_rank: p for p in tournament.players}
    rows = []
    for pid, (low, high) in sorted(table.positions().items(), key=lambda x: (x[1][0], x[0])):
        player = names[pid]
        vals = tuple(_value(table.values, tb, pid) for tb in criteria)
        rows.append(Row(low, high > low, pid, player.name, player.rating, vals))
    notes = (*unrated_note(tournament, criteria, rows), *(w.describe() for w in gone))
    return StandingsReport(n, rules, rr, listed, reason, tuple(criteria), tuple(rows), notes)


#: The rating tie-breaks of C.07 art. 10, which have no value when a participant is unrated.
RATING_CODES = frozenset({"ARO", "TPR", "PTP", "APRO", "APPO", "RTNG"})


def unrated_note(
    tournament: Tournament, criteria: list[TieBreak] | tuple[TieBreak, ...], rows: list[Row]
) -> tuple[str, ...]:
    """Why the rating tie-breaks of the list have no value for anyone, once: C.07 art. 10
    uses them only when every participant is rated (unless the regulations say how to rate
    the others); the ``/U<rating>`` modifier (``ARO/U1400``) gives the unrated a rating."""
    blank = [
        tb.name
        for i, tb in enumerate(criteria)
        if tb.code in RATING_CODES
        and tb.unrated is None
        and rows
        and all(row.values[i] is None for row in rows)
    ]
    unrated = sorted(p.start_rank for p in tournament.players if p.rating <= 0)
    if not blank or not unrated:
        return ()
    shown = ", ".join(map(str, unrated[:8])) + (" ..." if len(unrated) > 8 else "")
    count = f"{len(unrated)} player{'s are' if len(unrated) > 1 else ' is'} unrated"
    example = f"{blank[0]}/U1400"
    return (
        f"{', '.join(blank)}: no value for anyone, because {count} (start rank"
        f"{'s' if len(unrated) > 1 else ''} {shown}): C.07 art. 10 does not use rating "
        "tie-breaks with unrated participants unless the regulations rate them; the "
        f"modifier /U<rating> does (e.g. {example} in --tiebreaks or the 202/212 list)",
    )


def _value(column: dict[str, dict[int, Value]], tb: TieBreak, pid: int) -> Value:
    values = column.get(tb.name)
    return values.get(pid) if values is not None else Fraction(0)


def _choose_list(t: Tournament, option: str | None, rr: bool) -> tuple[TieBreakList, str]:
    in_file = tiebreak_list(t)
    if option is not None:
        listed = TieBreakList.parse(option)
        if not listed.items:
            raise ValueError("--tiebreaks: expected a list such as BH/C1,BH,SB")
        note = f"; the file's {in_file.source} list is not used" if in_file else ""
        return listed, f"--tiebreaks{note}"
    if in_file is not None:
        return in_file, f"the file's {in_file.source} record"
    default = DEFAULT_ROUND_ROBIN if rr else DEFAULT_TIEBREAKS
    listed = TieBreakList(default, source="default")
    return listed, "the default: the file has no 202/212 record"


def _mistyped(tb: TieBreak) -> bool:
    """An item that names no C.07 tie-break, or a modifier its code does not take: a
    mistake of the command line (a team tie-break is one trfcheck does not compute for
    players: unsupported, not mistyped)."""
    code = REGISTRY.get(tb.code)
    return code is None or (code.family is not Family.TEAM and tb.point_system in (None, "GP"))
