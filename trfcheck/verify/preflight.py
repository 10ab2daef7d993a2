"""The pre-flight of a file before its upload to FIDE: every check a federation rating
officer makes, each a named finding with its rule (``trfcheck check FILE --for rating``,
``--for title``; docs/preflight.md).

- HDR002 (error): a record the file must carry is missing: 012 022 032 042 052 102 for
  rating, and 132 in a TRF-2026 file; for a title event also 132 and the time control (222
  or 122), which the conditions of B.01 1.1.2 and 1.1.3 are read from.
- PRE001 (error): a player without FIDE ID who needs one: every rated player and every
  player of another federation than the host's (032), whose own federation registers them
  (B.02 0.2, 9.1); for a title event every player (an IT1 names each opponent by FIDE ID).
- PRE002 (error): a player without FIDE ID and without rating (a new player) without birth
  date or sex; FIDE registers new players from them (QC letter of 26 Feb 2024). A file that
  marks no player ``m`` may mark women only (Swiss-Manager does, and its ``.TUNX`` files
  give a man as a blank): there a blank sex is unknown, not missing, and not reported.
- PRE003 (error): the chief arbiter (102) without a FIDE ID written in the record, or with
  one the rating list does not hold; a deputy (112) the same, as a warning.
- PRE004 (title; error or warning): the chief arbiter is not shown an IA or FA (B.01 1.1.5):
  the arbiter title of the rating list (field ``o_title``) decides when the list holds the
  arbiter; otherwise ``--chief-arbiter-ia`` or a title written before the name in 102,
  as a warning that the list was not consulted.
- PRE005: the registration deadline of B.02 0.2 (0.2.1: 30 days before the start when a
  player is rated above 2700 or a woman above 2500; 0.2.2: 3 days otherwise): an error when
  ``--today`` is before the start and after the deadline; the deadline as information once
  the event has started (the file does not say when it was registered).
- PRE006: the reporting deadlines of B.02 9.1 (the chief arbiter's report within 7 days
  after the end, the upload within 30 days): an error after 30 days, a warning after 7,
  the two dates as information otherwise.
- PRE007: the rate of play against the ratings (B.02 2024 1.1, events from 1 Mar 2024 at
  standard play): an error when the time for 60 moves is below what the highest-rated
  player needs, a warning when the file gives none that can be read.
- PRE008, PRE009, PRE010 (title, error): more than 2 rounds on a day, more than 12 hours of
  play on a day, less than 120 minutes for 60 moves (B.01 1.1.3, 1.1.2, 1.1.3), from the
  event articles of the norm calculation (``Event.norms``).
- PRE011 (title): a half-point bye in the last round: the Qualification Commission accepts
  no title norm from such an event (its Chairman and Secretary: "If a half-point bye is
  given in the last round we will not accept any title norm"); an error when a norm is met.
"""

from __future__ import annotations

import enum
import re
from dataclasses import dataclass, field
from datetime import date, timedelta

from trfcheck.event import Event
from trfcheck.rating.facts import minimum_minutes
from trfcheck.rating.fidelist import FideList
from trfcheck.ruleset import RatingEdition
from trfcheck.titles import NormOptions, NormReport
from trfcheck.trf.columns import player_field
from trfcheck.trf.diagnostics import Diagnostic, Severity
from trfcheck.trf.document import Dialect
from trfcheck.trf.header import HeaderRecords
from trfcheck.trf.model import Player, ResultCode

__all__ = ["PREFLIGHT_RULES", "Preflight", "Purpose", "arbiter_ids", "preflight"]


class Purpose(enum.StrEnum):
    """What the file is uploaded for (``--for``)."""

    RATING = "rating"
    TITLE = "title"


PREFLIGHT_RULES = {
    "HDR002": "TRF-2026 (fields mandatory for rating and for title events)",
    "PRE001": "B.02 0.2, 9.1 (players identified by FIDE ID); B.01 IT1",
    "PRE002": "B.02 7.1; QC letter 26 Feb 2024 (birth date and sex of new players)",
    "PRE003": "B.02 9.1 (the chief arbiter's report); FIDE rating list",
    "PRE004": "B.01 1.1.5 (chief arbiter IA or FA); FIDE rating list (arbiter title)",
    "PRE005": "B.02 0.2 (registration before the start)",
    "PRE006": "B.02 9.1 (report within 7 days, upload within 30 days after the end)",
    "PRE007": "B.02 1.1 (rate of play)",
    "PRE008": "B.01 1.1.3 (at most 2 rounds a day)",
    "PRE009": "B.01 1.1.2 (at most 12 hours of play a day)",
    "PRE010": "B.01 1.1.3 (at least 120 minutes for 60 moves)",
    "PRE011": "Qualification Commission: no title norm with a half-point bye in the last round",
}

_RATING_RECORDS = ("012", "022", "032", "042", "052", "102")
_ID = re.compile(r"(?<!\d)(\d{4,11})(?!\d)")
_ARBITER_TITLES = frozenset({"IA", "FA"})
# the event articles of the norm calculation (titles.event), by name
_EVENT_CODES = {
    "rounds a day": "PRE008",
    "hours of play a day": "PRE009",
    "minutes for 60 moves": "PRE010",
}


@dataclass(frozen=True, slots=True)
class Preflight:
    """What a pre-flight is run with: the purpose, the day it is run (``--today``; the
    system date otherwise, said in the findings), the rating list read for the file's FIDE
    ids and the arbiters' (``--fide-list``), and ``--chief-arbiter-ia``."""

    purpose: Purpose
    today: date
    today_given: bool = True
    fide_list: FideList | None = None
    chief_arbiter_ia: bool = False
    norms: NormReport | None = field(default=None, compare=False)


def arbiter_ids(header: HeaderRecords) -> list[str]:
    """The FIDE ids written in 102 and 112 (a run of 4 to 11 digits), chief arbiter first."""
    out = []
    for text in (header.chief_arbiter, *header.deputy_arbiters):
        match = _ID.search(text)
        if match:
            out.append(match.group(1))
    return out


def preflight(event: Event, options: Preflight) -> list[Diagnostic]:
    """The pre-flight findings of ``event`` for ``options.purpose`` (module notes): add them
    to the audit with ``Event.with_findings``."""
    header = event.records.header
    run = _Run(event, options)
    run.records()
    run.players(header.federation)
    run.arbiters(header)
    run.registration()
    run.reporting()
    run.rate_of_play()
    if options.purpose is Purpose.TITLE:
        run.chief_arbiter(header)  # decides run.chief_arbiter_ia for the norms (1.1.5)
        chosen = NormOptions(chief_arbiter_ia=run.chief_arbiter_ia)
        norms = options.norms or event.norms(chosen)
        run.event_conditions(norms)
        run.last_round_bye(norms)
    return run.out


@dataclass(slots=True)
class _Run:
    """One pre-flight: a method per check, each adding its findings. The module stays a
    little over 500 lines so that every check of the officer's list reads in one place."""

    event: Event
    options: Preflight
    out: list[Diagnostic] = field(default_factory=list)
    chief_arbiter_ia: bool = False

    def add(
        self,
        code: str,
        message: str,
        *,
        severity: Severity = Severity.ERROR,
        line: int = 0,
        player: Player | None = None,
        column_of: str | None = None,
        expected: str = "",
        found: str = "",
    ) -> None:
        column = 1 if line else 0
        if player is not None:
            line = self.event.player_lines.get(player.start_rank, -1) + 1
            column = player_field(column_of).first if column_of and line else 1 if line else 0
        self.out.append(
            Diagnostic(
                code=code,
                severity=severity,
                round=None,
                players=(player.start_rank,) if player is not None else (),
                rule=PREFLIGHT_RULES[code],
                message=message,
                expected=expected,
                found=found,
                path=self.event.path,
                line=line,
                column=column,
            )
        )

    def records(self) -> None:
        """HDR002: the records the purpose needs, each missing one a finding."""
        needed = list(_RATING_RECORDS)
        title = self.options.purpose is Purpose.TITLE
        doc = self.event.document
        if title or (doc is not None and doc.dialect is Dialect.TRF26):
            needed.append("132")
        present = self.event.records.present
        for code in needed:
            if code not in present:
                why = "for title events" if code == "132" and title else "for rating"
                self.add(
                    "HDR002",
                    f"record {code} is missing: TRF-2026 makes it mandatory {why}",
                    expected=f"a {code} record",
                    found="none",
                )
        if title and not ({"222", "122"} & present):
            self.add(
                "HDR002",
                "no time control (222, 122): the conditions of B.01 1.1.2 and "
                "1.1.3 cannot be checked",
                expected="a 222 or 122 record",
                found="none",
            )

    def players(self, host: str) -> None:
        """PRE001 and PRE002, player by player."""
        title = self.options.purpose is Purpose.TITLE
        listed = self.options.fide_list
        sexes = {p.sex for p in self.event.tournament.players}
        women_only = "m" not in sexes  # no man marked: a blank may be a man (module notes)
        for p in self.event.tournament.players:
            fid = p.fide_id.strip().lstrip("0")
            foreign = bool(host.strip()) and bool(p.federation.strip()) and p.federation != host
            if not fid:
                why = (
                    "a rated player"
                    if p.rating
                    else "every player of a title event (IT1)"
                    if title
                    else f"a player of {p.federation}, not the host federation {host}"
                    if foreign
                    else ""
                )
                if why:
                    self.add(
                        "PRE001",
                        f"player {p.start_rank} has no FIDE ID, which {why} needs",
                        player=p,
                        column_of="fide_id",
                        expected="a FIDE ID",
                        found="blank",
                    )
                given = (("birth date", p.birth_date), ("sex", p.sex or women_only))
                missing = [] if p.rating else [w for w, v in given if not v]
                if missing:
                    self.add(
                        "PRE002",
                        f"player {p.start_rank}, a new player (no FIDE ID), has "
                        f"no {' and no '.join(missing)}, which FIDE registers a new player "
                        "with",
                        player=p,
                        column_of="birth_date" if not p.birth_date else "sex",
                        expected=" and ".join(missing),
                        found="blank",
                    )
            elif listed is not None and p.fide_id.strip() not in listed.entries:
                self.add(
                    "PRE001",
                    f"player {p.start_rank}: FIDE ID {p.fide_id.strip()} is not "
                    f"on the rating list {listed.path}",
                    player=p,
                    column_of="fide_id",
                    expected="an id of the list",
                    found=p.fide_id.strip(),
                )

    def arbiters(self, header: HeaderRecords) -> None:
        """PRE003: the arbiters of 102 (error) and 112 (warning) with a FIDE ID."""
        listed = self.options.fide_list
        records = self.event.records
        deputies = zip(header.deputy_arbiters, records.deputy_lines, strict=False)
        for code, text, line in (
            ("102", header.chief_arbiter, records.chief_arbiter_line),
            *(("112", d, n) for d, n in deputies),
        ):
            if not text:
                continue  # a missing 102: HDR002
            who = "the chief arbiter" if code == "102" else "a deputy arbiter"
            severity = Severity.ERROR if code == "102" else Severity.WARNING
            match = _ID.search(text)
            if match is None:
                self.add(
                    "PRE003",
                    f"{code}: {who} ({text}) has no FIDE ID in the record",
                    severity=severity,
                    line=line,
                    expected="a FIDE ID",
                    found=text,
                )
            elif listed is not None and match.group(1) not in listed.entries:
                self.add(
                    "PRE003",
                    f"{code}: {who}'s FIDE ID {match.group(1)} is not on the "
                    f"rating list {listed.path}",
                    severity=severity,
                    line=line,
                    expected="an id of the list",
                    found=match.group(1),
                )

    def chief_arbiter(self, header: HeaderRecords) -> None:
        """PRE004: the chief arbiter's IA or FA title, the list's first."""
        text = header.chief_arbiter
        line = self.event.records.chief_arbiter_line
        listed = self.options.fide_list
        match = _ID.search(text)
        entry = listed.entries.get(match.group(1)) if listed and match else None
        if entry is not None:
            titles = {t.strip().upper() for t in entry.text("o_title").split(",")} - {""}
            held = sorted(titles & _ARBITER_TITLES)
            self.chief_arbiter_ia = bool(held)
            if not held:
                self.add(
                    "PRE004",
                    f"the chief arbiter {text!r} holds no IA or FA title on the "
                    f"rating list ({listed.path if listed else ''} line {entry.line}: "
                    f"{', '.join(sorted(titles)) or 'no title'})",
                    line=line,
                    expected="IA or FA",
                    found=", ".join(sorted(titles)) or "none",
                )
            return
        first = text.split()[0].upper().strip(".") if text.split() else ""
        self.chief_arbiter_ia = self.options.chief_arbiter_ia
        given = "--chief-arbiter-ia" if self.options.chief_arbiter_ia else ""
        given = given or (f"102 {text!r}" if first in _ARBITER_TITLES else "")
        not_found = (
            "no rating list given (--fide-list)"
            if listed is None
            else ("the arbiter's FIDE ID is not on the list")
        )
        if given:
            self.add(
                "PRE004",
                f"the chief arbiter's IA or FA title rests on {given} only; {not_found}",
                severity=Severity.WARNING,
                line=line,
                expected="IA or FA on the rating list",
                found=given,
            )
        else:
            self.add(
                "PRE004",
                f"the chief arbiter's IA or FA title is not shown ({not_found}, "
                "no title in 102, no --chief-arbiter-ia)",
                line=line,
                expected="IA or FA",
                found=text or "none",
            )

    def registration(self) -> None:
        """PRE005: B.02 0.2 from the start date, the ratings and ``--today``."""
        t = self.event.tournament
        if t.start_date is None:
            return  # HDR002 (042)
        top = max(t.players, key=lambda p: p.rating, default=None)
        women = [p for p in t.players if p.sex == "w" and p.rating > 2500]
        days, why = 3, "0.2.2: no player rated above 2700, no woman above 2500"
        if top is not None and top.rating > 2700:
            days, why = 30, f"0.2.1: player {top.start_rank} is rated {top.rating}"
        elif women:
            woman = women[0]
            days, why = 30, f"0.2.1: player {woman.start_rank}, a woman, is rated {woman.rating}"
        deadline = t.start_date - timedelta(days=days)
        today = self.options.today
        said = self._today()
        if deadline < today < t.start_date:
            self.add(
                "PRE005",
                f"registered today ({said}) the event is late: it had to be "
                f"registered by {deadline} ({days} days before the start, {why}); "
                "only an exception can admit it (0.2.3, 0.2.4)",
                expected=f"registration by {deadline}",
                found=str(today),
            )
        elif today >= t.start_date:
            self.add(
                "PRE005",
                f"the event had to be registered by {deadline} ({days} days "
                f"before the start {t.start_date}, {why}): check its registration date",
                severity=Severity.INFO,
            )

    def reporting(self) -> None:
        """PRE006: B.02 9.1 from the end date (052, else the last date of 132)."""
        t = self.event.tournament
        dated = [d for d in self.event.records.dates if d is not None]
        end = t.end_date or (max(dated) if dated else None)
        if end is None:
            return  # HDR002 (052)
        report, upload = end + timedelta(days=7), end + timedelta(days=30)
        today, said = self.options.today, self._today()
        if today > upload:
            self.add(
                "PRE006",
                f"today ({said}) is more than 30 days after the end {end}: "
                f"the upload was due by {upload}",
                expected=f"upload by {upload}",
                found=str(today),
            )
        elif today > report:
            self.add(
                "PRE006",
                f"today ({said}) is more than 7 days after the end {end}: the "
                f"chief arbiter's report was due by {report}; upload by {upload}",
                severity=Severity.WARNING,
                expected=f"report by {report}",
                found=str(today),
            )
        elif today >= end:
            self.add(
                "PRE006",
                f"the chief arbiter's report is due by {report}, the upload by "
                f"{upload} (end {end})",
                severity=Severity.INFO,
            )
        else:
            self.add(
                "PRE006",
                f"the event ends {end}, after today ({said}): the chief "
                f"arbiter's report is due by {report}, the upload by {upload}",
                severity=Severity.INFO,
            )

    def rate_of_play(self) -> None:
        """PRE007: the minutes for 60 moves against the highest rating (B.02 1.1), under
        the event's rating rules (``Ruleset.rating``)."""
        t, rules = self.event.tournament, self.event.ruleset.rating
        minutes = rules.minutes_for_60
        if rules.edition.value not in (RatingEdition.B2024, RatingEdition.B2025):
            return  # the minimums of 1.1 are the 2024 text's (rapid, blitz, older: not compared)
        if minutes is None:
            self.add(
                "PRE007",
                "the file gives no time control that can be read (222, 122): "
                "the rate of play cannot be checked against the ratings",
                severity=Severity.WARNING,
                expected="a 222 record",
                found="none",
            )
            return
        highest = max((p.rating for p in t.players), default=0)
        needed = minimum_minutes(highest)
        if 60 <= minutes < needed:
            self.add(
                "PRE007",
                f"{float(minutes):g} minutes for 60 moves is below the {needed} "
                f"B.02 1.1 asks when the highest-rated player is rated {highest}",
                expected=f"at least {needed}",
                found=f"{float(minutes):g}",
            )

    def event_conditions(self, norms: NormReport) -> None:
        """PRE008-PRE010: the event articles of the norm calculation that are not met."""
        for a in norms.event:
            if a.met is not False:
                continue
            code = _EVENT_CODES.get(a.name)
            if code is None:
                continue  # 1.1.5, 1.1.6: PRE004 and the norm verdicts
            # the reckoning of the hours; the other notes name the time control record
            note = f" ({a.note})" if a.note and code == "PRE009" else ""
            self.add(
                code,
                f"B.01 {a.article} {a.name}: {a.value}, {a.required} needed{note}: "
                "no title norm from this event",
                expected=str(a.required),
                found=str(a.value),
            )

    def last_round_bye(self, norms: NormReport) -> None:
        """PRE011: a half-point bye in the last round refuses every norm of the event."""
        t = self.event.tournament
        last = t.rounds_played
        byes = [p for p in t.players if last and p.entry(last).result is ResultCode.HALF_BYE]
        if not byes:
            return
        met = [n for n in norms.norms if n.met is not False]
        who = ", ".join(str(p.start_rank) for p in byes)
        if met:
            names = ", ".join(f"{n.title.value} of player {n.start_rank}" for n in met)
            self.add(
                "PRE011",
                f"round {last}, the last, has a half-point bye (player {who}): "
                f"the norms met or undecided ({names}) will not be accepted",
                expected="no half-point bye in the last round",
                found=who,
            )
        else:
            self.add(
                "PRE011",
                f"round {last}, the last, has a half-point bye (player {who}): "
                "no title norm of this event would be accepted",
                severity=Severity.WARNING,
                expected="no half-point bye in the last round",
                found=who,
            )

    def _today(self) -> str:
        day = self.options.today.isoformat()
        return day if self.options.today_given else f"{day}, the system date; --today"
