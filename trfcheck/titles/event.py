"""The conditions a norm event must meet, the same for every player (B.01 2024 1.1.x), and
the big Swiss exemption (1.4.3d), read from the records 032, 102, 112, 132 and 222.

Each condition is an ``Article``: met, not met, or not decided from the file (None; its note
names the record that is missing or the option that decides). Hours a day are the rounds
of the busiest day times a game's length, two players' time for 60 moves (the measure of
B.01 1.1.3 and B.02 1.1); docs/norms.md gives these readings.
"""

from __future__ import annotations

import re
from collections import Counter
from dataclasses import dataclass
from datetime import date
from fractions import Fraction

from trfcheck.trf.header import HeaderRecords
from trfcheck.trf.model import ResultCode, Tournament
from trfcheck.trf.schedule import TimeControl

from .articles import Article
from .games import OpponentFacts
from .regulations import FID

__all__ = ["BigSwiss", "EventFacts", "big_swiss", "event_articles"]

_TITLED = frozenset({"GM", "IM", "WGM", "WIM"})
_PRESENT = frozenset(
    {ResultCode.WIN, ResultCode.DRAW, ResultCode.LOSS, ResultCode.WIN_UNRATED,
     ResultCode.DRAW_UNRATED, ResultCode.LOSS_UNRATED, ResultCode.FORFEIT_WIN, ResultCode.PAB}
)  # fmt: skip
_WORD = re.compile(r"[^\W\d_]+")


@dataclass(frozen=True, slots=True)
class EventFacts:
    """What the file says about the event: the header records, the round dates (132), the
    time control and the record it was read from (``control_record``: 222, else the free
    text of 122), whether ``--chief-arbiter-ia`` was given, and the notes of its kind
    (``notes``)."""

    header: HeaderRecords
    dates: tuple[date | None, ...]
    control: TimeControl | None
    chief_arbiter_ia: bool = False
    #: what the kind of event says about its norms (``Event.norm_notes``: a team event's
    #: individual games, 1.4.1b)
    notes: tuple[str, ...] = ()
    control_record: str = "222"


def event_articles(t: Tournament, facts: EventFacts, rounds: int) -> tuple[Article, ...]:
    """1.1.2, 1.1.3 (rounds a day, rate of play), 1.1.3a, 1.1.5 and 1.1.6 for the event."""
    per_day = _rounds_per_day(facts.dates, rounds)
    minutes = facts.control.minutes_for(60) if facts.control is not None else None
    return (
        _hours(per_day, minutes, facts),
        _rounds(per_day, facts),
        _rate(minutes, facts),
        _single_round_days(per_day, facts),
        _chief_arbiter(facts),
        _arbiters_not_playing(t, facts.header),
    )


def _rounds_per_day(dates: tuple[date | None, ...], rounds: int) -> Counter[date] | None:
    """Rounds played on each day, or None when 132 does not date every round."""
    if len(dates) < rounds or any(d is None for d in dates[:rounds]) or rounds == 0:
        return None
    return Counter(d for d in dates[:rounds] if d is not None)


def _no_dates(facts: EventFacts) -> str:
    return "no round dates for every round (132)" if facts.dates else "no round dates (132)"


def _no_control(facts: EventFacts) -> str:
    if facts.header.time_control:
        return (
            f"122 {facts.header.time_control.strip()!r} is not in a form read here, and there "
            "is no 222"
        )
    return "no time control in the file (222, 122)"


def _hours(per_day: Counter[date] | None, minutes: Fraction | None, f: EventFacts) -> Article:
    """1.1.2: at most 12 hours of play a day (busiest day x two players' time for 60 moves)."""
    name = "hours of play a day"
    if per_day is None or minutes is None:
        missing = _no_dates(f) if per_day is None else _no_control(f)
        return Article("1.1.2", name, None, "-", "at most 12", missing)
    busiest = max(per_day.values())
    hours = busiest * 2 * minutes / 60
    shown = f"{float(hours):.1f}"
    note = f"{busiest} round(s) x 2 x {float(minutes):g} min for 60 moves"
    return Article("1.1.2", name, hours <= 12, shown, "at most 12", note)


def _rounds(per_day: Counter[date] | None, f: EventFacts) -> Article:
    """1.1.3: at most 2 rounds a day."""
    if per_day is None:
        return Article("1.1.3", "rounds a day", None, "-", "at most 2", _no_dates(f))
    busiest = max(per_day.values())
    return Article("1.1.3", "rounds a day", busiest <= 2, busiest, "at most 2")


def _rate(minutes: Fraction | None, f: EventFacts) -> Article:
    """1.1.3: at least 2 hours for 60 moves (each player)."""
    name = "minutes for 60 moves"
    if minutes is None:
        return Article("1.1.3", name, None, "-", "at least 120", _no_control(f))
    return Article("1.1.3", name, minutes >= 120, f"{float(minutes):g}", "at least 120",
                   f"{f.control_record} {f.control.text}" if f.control else "")  # fmt: skip


def _single_round_days(per_day: Counter[date] | None, f: EventFacts) -> Article:
    """1.1.3a: a GM or WGM application needs one norm from an event with at least 3 days of a
    single round; the event either is one or is not (not a condition of this norm)."""
    name = "single-round days"
    if per_day is None:
        return Article("1.1.3a", name, None, "-", "at least 3", _no_dates(f))
    days = sum(1 for n in per_day.values() if n == 1)
    can = "can" if days >= 3 else "cannot"
    note = f"GM/WGM: this event {can} give the application's norm of 1.1.3a"
    return Article("1.1.3a", name, True, days, "at least 3", note)


def _chief_arbiter(f: EventFacts) -> Article:
    """1.1.5: the chief arbiter is an IA or FA: ``--chief-arbiter-ia``, else a title written
    before the name in 102; otherwise not decided."""
    name = "chief arbiter IA or FA"
    if f.chief_arbiter_ia:
        return Article("1.1.5", name, True, "yes", "IA or FA", "--chief-arbiter-ia")
    text = f.header.chief_arbiter
    first = text.split()[0].upper().strip(".") if text.split() else ""
    if first in ("IA", "FA"):
        return Article("1.1.5", name, True, first, "IA or FA", f"read from 102 {text!r}")
    note = "not in the file: --chief-arbiter-ia says so"
    return Article("1.1.5", name, None, text or "-", "IA or FA", note)


def _arbiters_not_playing(t: Tournament, header: HeaderRecords) -> Article:
    """1.1.6: no arbiter plays; compared by name (every word of a player's name in 102/112)."""
    name = "no arbiter playing"
    arbiters = [a for a in (header.chief_arbiter, *header.deputy_arbiters) if a.strip()]
    if not arbiters:
        return Article("1.1.6", name, None, "-", "none", "no arbiter named (102, 112)")
    words = [set(_WORD.findall(a.lower())) for a in arbiters]
    playing = []
    for p in t.players:
        own = set(_WORD.findall(p.name.lower()))
        if len(own) >= 2 and any(own <= w for w in words):
            playing.append(p.start_rank)
    value = ", ".join(map(str, playing)) or "none"
    return Article("1.1.6", name, not playing, value, "none",
                   "arbiters of 102/112 compared with the players by name")  # fmt: skip


@dataclass(frozen=True, slots=True)
class BigSwiss:
    """1.4.3d counted: the FIDE-rated players not of the host federation who missed at most
    one round, their federations (FID not one) and how many hold GM, IM, WGM or WIM."""

    met: bool | None
    players: int
    federations: int
    titled: int
    note: str = ""

    @property
    def value(self) -> str:
        """The counts as text."""
        return f"{self.players} players, {self.federations} federations, {self.titled} titled"


def big_swiss(
    t: Tournament, facts: dict[int, OpponentFacts], host: str, rounds: int, round_robin: bool
) -> BigSwiss:
    """1.4.3d: a Swiss with at least 20 FIDE-rated players not of the host federation, of at
    least 3 federations, at least 10 of them GM/IM/WGM/WIM; a player counts who missed at
    most one round (a PAB is not missed)."""
    if round_robin:
        return BigSwiss(False, 0, 0, 0, "a round robin is not a Swiss")
    if not host.strip():
        return BigSwiss(None, 0, 0, 0, "no host federation (032)")
    counted = []
    for p in t.players:
        f = facts[p.start_rank]
        if not f.rating or not f.federation.strip() or f.federation == host.strip():
            continue
        missed = sum(1 for r in range(1, rounds + 1) if p.entry(r).result not in _PRESENT)
        if missed <= 1:
            counted.append(f)
    feds = {f.federation for f in counted if f.federation != FID}
    titled = sum(f.title in _TITLED for f in counted)
    met = len(counted) >= 20 and len(feds) >= 3 and titled >= 10
    return BigSwiss(met, len(counted), len(feds), titled)
