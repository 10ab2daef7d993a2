"""An event of more than 30 days cut into its rating periods: one TRF per calendar month
holding only the rounds played in that month (``trfcheck split FILE --by-period``).

FIDE rates the games of an event that lasts more than 30 days in the rating period in which
they are played, against the ratings of that period's list (B.02, duration of the event and
the rating period of one month; B.01 1.4.6 for norms: the ratings when each game is played).
Each period's file keeps every player and start rank (the opponents' ranks stay valid), the
period's rounds renumbered from 1, its own start and end dates (042, 052) and round dates
(132), the points of its rounds and ranks by those points; with the list of that month the
ratings of the players it holds (by FIDE id). A round belongs to the month of its 132 date.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, replace
from datetime import date

from trfcheck.ruleset import Rate
from trfcheck.trf import Loaded
from trfcheck.trf.compose import with_period_records
from trfcheck.trf.dump import dumps
from trfcheck.trf.model import Player, Tournament

from .fidelist import FideList

__all__ = ["LONGEST_SINGLE_PERIOD", "PeriodFile", "SplitError", "split_by_period"]

#: An event of at most this many days is rated whole, in one period.
LONGEST_SINGLE_PERIOD = 30

Month = tuple[int, int]


class SplitError(ValueError):
    """The event cannot be split by period (its message says why)."""


@dataclass(frozen=True, slots=True)
class PeriodFile:
    """One rating period's file: its month, the event's rounds it holds (numbered as in the
    event), its tournament and text, the list its ratings come from ("" for the event
    file's) and how many players that list gave a rating."""

    month: Month
    rounds: tuple[int, ...]
    tournament: Tournament
    text: str
    ratings_from: str = ""
    listed: int = 0

    @property
    def games(self) -> int:
        """The games (pairings with an opponent) of the period, each counted once."""
        return (
            sum(1 for p in self.tournament.players for e in p.rounds if e.opponent is not None) // 2
        )


def split_by_period(
    loaded: Loaded,
    dates: tuple[date | None, ...],
    lists: Mapping[Month, FideList] | None = None,
    rate: Rate = Rate.STANDARD,
) -> list[PeriodFile]:
    """The period files of ``loaded`` (module notes) whose rounds were played on ``dates``
    (132: ``EventRecords.dates``); ``lists`` gives a month's rating list.

    Raises SplitError when a round has no date in 132, or the event lasts 30 days or less.
    """
    t = loaded.tournament
    played = t.rounds_played
    if played == 0:
        raise SplitError("the file has no round to split")
    missing = [r for r in range(1, played + 1) if r > len(dates) or dates[r - 1] is None]
    if missing:
        raise SplitError(
            f"round(s) {', '.join(map(str, missing))} have no date in 132: a round goes to "
            "the rating period of its date"
        )
    days = [d for d in dates[:played] if d is not None]
    first, last = min(days), max(days)
    if (last - first).days + 1 <= LONGEST_SINGLE_PERIOD:
        raise SplitError(
            f"the event lasts {(last - first).days + 1} days ({first} to {last}): an event "
            f"of at most {LONGEST_SINGLE_PERIOD} days is rated whole, nothing to split"
        )
    months: dict[Month, list[int]] = {}
    for r, day in enumerate(days, start=1):
        months.setdefault((day.year, day.month), []).append(r)
    out = []
    for month, rounds in sorted(months.items()):
        listed = (lists or {}).get(month)
        out.append(_period(loaded, month, tuple(rounds), days, listed, rate))
    return out


def _period(
    loaded: Loaded,
    month: Month,
    rounds: tuple[int, ...],
    days: list[date],
    fide_list: FideList | None,
    rate: Rate,
) -> PeriodFile:
    t = loaded.tournament
    players = [_player(p, rounds, t) for p in t.players]
    found = 0
    if fide_list is not None:
        rated = []
        for p in players:
            entry = fide_list.entries.get(p.fide_id.strip())
            if entry is not None:
                found += 1
                p = replace(p, rating=entry.rating(rate) or 0)
            rated.append(p)
        players = rated
    ranked = sorted(players, key=lambda p: (-(p.points or 0), p.start_rank))
    rank = {p.start_rank: i for i, p in enumerate(ranked, start=1)}
    players = [replace(p, rank=rank[p.start_rank]) for p in players]
    dated = [days[r - 1] for r in rounds]
    period = replace(
        t,
        players=tuple(players),
        start_date=min(dated),
        end_date=max(dated),
        total_rounds=len(rounds) if t.total_rounds is not None else None,
        acceleration={
            (who, rounds.index(r) + 1): v for (who, r), v in t.acceleration.items() if r in rounds
        },
        absences=tuple(
            replace(a, round_no=rounds.index(a.round_no) + 1)
            for a in t.absences
            if a.round_no in rounds
        ),
    )
    count = sum(1 for p in players if p.rating > 0)  # 072
    text = with_period_records(dumps(period, like=loaded.document), dated, count)
    source = fide_list.path if fide_list is not None else ""
    return PeriodFile(month, rounds, period, text, source, found)


def _player(p: Player, rounds: tuple[int, ...], t: Tournament) -> Player:
    """``p`` with only the blocks of ``rounds`` and the points they give."""
    entries = tuple(p.entry(r) for r in rounds)
    points = sum(t.scoring.points(e.result, e.colour) for e in entries if e.result is not None)
    return replace(p, rounds=entries, points=points)
