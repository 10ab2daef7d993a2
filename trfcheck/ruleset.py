"""Which rules apply to an event: resolved once per file, with the reason for each choice.

``resolve(tournament, overrides)`` is the one place that decides the pairing system, the
edition of the pairing rules, the edition of the tie-break rules, acceleration, the Lim
Maxi flag and whether the event is a team event. Every layer above takes the resulting
``Ruleset`` and never re-derives a choice from strings, dates or raw lines.

Editions (the texts in force when the event started, FIDE Handbook):

- pairing rules (C.04.1-C.04.4, C.04.7): the 2026 texts apply to events that start on or
  after 1 Feb 2026 (``PairingEdition.R2026``); earlier events use the previous texts
  (``PairingEdition.PRE2026``: Dutch C.04.3 of Baku 2016 / Goynuk 2017, Dubov and Lim
  "till 2026", C.04.1 as before 2026);
- tie-break rules (C.07): the 2026 text applies from 1 Mar 2026 (``TiebreakEdition.C2026``);
  the text approved on 29 Jul 2024 (in force 1 Aug 2024 - 28 Feb 2026) before
  (``TiebreakEdition.C2024``), also for older events, with a note (spec tiebreaks.md §1).

Edition words are the same for every system: ``2026`` and ``pre2026``; ``2017``, ``2018``,
``till2026`` and ``old`` are accepted as aliases of ``pre2026`` (Dutch 2017 is the text
before 2026).

Open readings (``trfcheck.readings``): the value of every reading of the event's system,
the default or ``--reading NAME=VALUE``, is part of the ruleset (``Ruleset.reading``).

This module is a layer of its own between the model (``trfcheck.trf``) and the pairing
engines: it imports the model and the registry of readings only.
"""

from __future__ import annotations

import enum
import re
from dataclasses import dataclass, replace
from datetime import date
from typing import Generic, TypeVar

from trfcheck.readings import UnknownReading, parse_reading, reading_named, readings_for
from trfcheck.trf.model import Tournament
from trfcheck.trf.teams import read_team_code

__all__ = [
    "NOT_APPLIED",
    "PAIRING_CUTOVER",
    "TIEBREAK_CUTOVER",
    "Choice",
    "Overrides",
    "PairingEdition",
    "Ruleset",
    "System",
    "TiebreakEdition",
    "UnknownRules",
    "check_overrides",
    "is_swiss_team",
    "names_round_robin",
    "resolve",
]

#: C.04 (2026 texts) apply to events that start on or after this date.
PAIRING_CUTOVER = date(2026, 2, 1)
#: C.07 (2026 text) applies to events that start on or after this date.
TIEBREAK_CUTOVER = date(2026, 3, 1)
#: The oldest pairing text implemented for each system (Dutch: Baku 2016 / Goynuk 2017).
_OLDEST_PAIRING_TEXT = date(2017, 7, 1)
#: C.07 approved 29 Jul 2024, in force from 1 Aug 2024.
_OLDEST_TIEBREAK_TEXT = date(2024, 8, 1)


class UnknownRules(ValueError):
    """A system or edition name that trfcheck does not know (a usage error)."""


class System(enum.StrEnum):
    """A FIDE pairing system (C.04.3, C.04.4.1-3, C.04.6).

    ``GENERIC`` means no system is known: only the Basic Rules (C.04.1) are checked and
    nothing is re-paired.
    """

    DUTCH = "dutch"
    DUBOV = "dubov"
    BURSTEIN = "burstein"
    LIM = "lim"
    TEAM = "team"
    GENERIC = "generic"

    @classmethod
    def parse(cls, name: str | System | None) -> System:
        """``dutch``, ``Dutch``, ``FIDE_DUTCH_2026``, ``FIDE_TEAM_BAKU``, ``generic`` ... to a
        System (None or empty: GENERIC); raises UnknownRules naming the choices."""
        if isinstance(name, System):
            return name
        text = (name or "").strip()
        if text.lower() in ("generic", "none", ""):
            return cls.GENERIC
        system = _system_in_code(text)
        if system is None:
            raise UnknownRules(
                f"unknown pairing system {name!r}: expected one of {', '.join(SYSTEM_CHOICES)}"
            )
        return system


#: The names accepted by ``--system``.
SYSTEM_CHOICES = ("dutch", "dubov", "burstein", "lim", "team")


class PairingEdition(enum.StrEnum):
    """The edition of the pairing rules (C.04.1-C.04.4, C.04.6, C.04.7)."""

    R2026 = "2026"
    PRE2026 = "pre2026"

    @classmethod
    def parse(cls, name: str | PairingEdition) -> PairingEdition:
        """``2026`` or ``pre2026`` (aliases ``2025``; ``2017``, ``2018``, ``till2026``,
        ``old``); raises UnknownRules."""
        if isinstance(name, PairingEdition):
            return name
        text = name.strip().lower().replace("-", "").replace("_", "")
        if text in ("2026", "2025", "r2026"):
            return cls.R2026
        if text in ("pre2026", "2017", "2018", "till2026", "old", "2016"):
            return cls.PRE2026
        raise UnknownRules(f"unknown rules edition {name!r}: expected 2026 or pre2026 (alias 2017)")

    def text(self, system: System) -> str:
        """The name of the text this edition means for ``system`` (for output)."""
        if self is PairingEdition.R2026:
            return "2026 rules, in force from 1 Feb 2026"
        if system is System.DUTCH:
            return "2017 rules (Baku 2016 / Goynuk 2017), in force until 31 Jan 2026"
        return "the rules in force until 31 Jan 2026"


class TiebreakEdition(enum.StrEnum):
    """The edition of the tie-break regulations C.07."""

    C2024 = "2024"
    C2026 = "2026"

    @classmethod
    def parse(cls, name: str | TiebreakEdition) -> TiebreakEdition:
        """``2024`` (alias ``2023``, ``pre2026``) or ``2026``; raises UnknownRules."""
        if isinstance(name, TiebreakEdition):
            return name
        text = name.strip().lower().replace("-", "").replace("_", "")
        if text in ("2026", "v2", "v2026"):
            return cls.C2026
        if text in ("2024", "2023", "pre2026", "v1", "v2024"):
            return cls.C2024
        raise UnknownRules(f"unknown tie-break edition {name!r}: expected 2024 or 2026")

    def text(self) -> str:
        """The name of the text (for output)."""
        if self is TiebreakEdition.C2026:
            return "C.07 2026, in force from 1 Mar 2026"
        return "C.07 2024, in force 1 Aug 2024 - 28 Feb 2026"


T = TypeVar("T")


@dataclass(frozen=True, slots=True)
class Choice(Generic[T]):
    """One decision and why: ``value`` with ``reason`` (which record, which date, which
    option, or the default), and ``note`` when the choice deserves a warning (a 192 code
    that contradicts the start date, an event older than the oldest implemented text)."""

    value: T
    reason: str
    note: str = ""

    def to_dict(self) -> dict[str, object]:
        """``{"value", "reason"}`` plus ``"note"`` when there is one."""
        out: dict[str, object] = {"value": _json_value(self.value), "reason": self.reason}
        if self.note:
            out["note"] = self.note
        return out


def _json_value(value: object) -> object:
    return value.value if isinstance(value, enum.Enum) else value


@dataclass(frozen=True, slots=True)
class Overrides:
    """What the command line (or a library caller) imposes; None leaves it to the file."""

    system: str | System | None = None
    edition: str | PairingEdition | None = None
    tiebreak_edition: str | TiebreakEdition | None = None
    baku: bool | None = None
    maxi: bool | None = None
    round_robin: bool | None = None  # --pre-determined / --swiss
    #: --reading NAME=VALUE, as given (checked by ``check_overrides``)
    readings: tuple[str, ...] = ()


@dataclass(frozen=True, slots=True)
class Ruleset:
    """The rules that apply to one event, each with the reason it was chosen.

    ``maxi`` is the Lim Maxi-tournament flag (C.04.4.3; None until the Lim layer decides
    it from the player count, see ``pairers.lim.maxi``); ``baku`` asks for Baku
    acceleration by formula (C.04.7) when the file names it in 192 without virtual points.
    """

    system: Choice[System]
    edition: Choice[PairingEdition]
    tiebreak_edition: Choice[TiebreakEdition]
    baku: Choice[bool]
    maxi: Choice[bool | None]
    team: Choice[bool]
    #: pre-determined pairings (a round robin, C.07 art. 15): nothing is re-paired
    round_robin: Choice[bool] = Choice(False, "given by the caller")
    #: the open readings of the system (``trfcheck.readings``): (name, value and why)
    readings: tuple[tuple[str, Choice[str]], ...] = ()

    @classmethod
    def default(
        cls,
        system: System = System.DUTCH,
        edition: PairingEdition = PairingEdition.R2026,
        tiebreak_edition: TiebreakEdition = TiebreakEdition.C2026,
        *,
        baku: bool = False,
        maxi: bool | None = None,
    ) -> Ruleset:
        """A ruleset chosen by the caller, every reason "given"."""
        given = "given by the caller"
        return cls(
            Choice(system, given),
            Choice(edition, given),
            Choice(tiebreak_edition, given),
            Choice(baku, given),
            Choice(maxi, given),
            Choice(system is System.TEAM, given),
        )

    def with_maxi(self, maxi: bool, reason: str) -> Ruleset:
        """The same ruleset with the Lim Maxi flag decided."""
        return replace(self, maxi=Choice(maxi, reason))

    def reading(self, name: str) -> str:
        """The value of the open reading ``name`` (``trfcheck.readings``): the one resolved
        for the event, else the registry's default (a reading of another system)."""
        for key, choice in self.readings:
            if key == name:
                return choice.value
        return reading_named(name).default

    def with_reading(self, name: str, value: str, reason: str) -> Ruleset:
        """The same ruleset with the reading ``name`` set to ``value`` (an alternative an
        explanation re-pairs under); raises UnknownRules for an unknown name or value."""
        try:
            checked = reading_named(name).value(value).name
        except UnknownReading as error:
            raise UnknownRules(str(error)) from None
        others = tuple((k, c) for k, c in self.readings if k != name)
        return replace(self, readings=(*others, (name, Choice(checked, reason))))

    @property
    def notes(self) -> list[str]:
        """Every note of every choice (warnings the output states)."""
        choices = (self.system, self.edition, self.tiebreak_edition, self.baku, self.maxi)
        notes = [c.note for c in choices if c.note]
        return notes + [c.note for _, c in self.readings if c.note]

    def to_dict(self) -> dict[str, object]:
        """The JSON form: one ``{"value", "reason"[, "note"]}`` object per choice."""
        return {
            "system": self.system.to_dict(),
            "edition": self.edition.to_dict(),
            "tiebreak_edition": self.tiebreak_edition.to_dict(),
            "baku": self.baku.to_dict(),
            "maxi": self.maxi.to_dict(),
            "team": self.team.to_dict(),
            "round_robin": self.round_robin.to_dict(),
            "readings": {name: _reading_dict(name, c) for name, c in self.readings},
        }

    def describe(self) -> list[str]:
        """Human-readable lines: what was applied and why (for text output)."""
        system = self.system.value
        lines = [
            f"system: {system.value} ({self.system.reason})",
            f"pairing rules: {self.edition.value.text(system)} ({self.edition.reason})",
            f"tie-break rules: {self.tiebreak_edition.value.text()} "
            f"({self.tiebreak_edition.reason})",
        ]
        if self.round_robin.value:
            lines.append(
                f"round robin: pre-determined pairings, C.07 art. 15 ({self.round_robin.reason})"
            )
        if self.baku.value:
            lines.append(f"acceleration: Baku, C.04.7 ({self.baku.reason})")
        if system is System.LIM and self.maxi.value is not None:
            answer = "yes" if self.maxi.value else "no"
            lines.append(f"Maxi-tournament: {answer} ({self.maxi.reason})")
        elif self.maxi.value is not None:
            lines.append(f"note: {self.maxi.reason}")
        for name, choice in self.readings:
            if choice.reason == "--reading":
                cited = reading_named(name).cited
                lines.append(f"reading of {cited}: {name}={choice.value} ({choice.reason})")
        lines.extend(f"note: {n}" for n in self.notes)
        return lines


def _reading_dict(name: str, choice: Choice[str]) -> dict[str, object]:
    """A reading's JSON form: its value and why, the article and the docs that decide it."""
    reading = reading_named(name)
    out = choice.to_dict()
    out["article"] = reading.cited
    out["docs"] = reading.docs
    return out


_SYSTEM_WORDS = (
    ("TEAM", System.TEAM),
    ("DUTCH", System.DUTCH),
    ("BURSTEIN", System.BURSTEIN),
    ("DUBOV", System.DUBOV),
    ("LIM", System.LIM),
)


def _system_in_code(code: str) -> System | None:
    """The system a 192 code or a 092 text names, by whole words (``FIDE_LIM_2026``,
    "Swiss-System Dutch"): a word that only contains one ("Preliminary", "Limerick Open")
    names none."""
    upper = code.upper()
    words = set(re.split(r"[^A-Z]+", upper))
    for word, system in _SYSTEM_WORDS:
        if word in words:
            return system
    if upper.strip() in ("FIDE", "FIDE SYSTEM", "SWISS DUTCH"):
        return System.DUTCH
    return None


@dataclass(frozen=True, slots=True)
class _CodeFacts:
    """What a 192 code (or a 092 text naming a FIDE code) says."""

    text: str
    system: System | None
    year: int | None
    baku: bool


def _read_code(code: str | None) -> _CodeFacts | None:
    if not code or not code.strip():
        return None
    upper = code.upper()
    year = re.search(r"(20\d\d)", upper)
    return _CodeFacts(
        code.strip(), _system_in_code(code), int(year.group(1)) if year else None, "BAKU" in upper
    )


def check_overrides(overrides: Overrides) -> Overrides:
    """``overrides`` with every name parsed (so a bad ``--system`` or ``--edition`` is
    reported once, before any file is read); raises UnknownRules."""
    o = overrides
    return Overrides(
        system=None if o.system is None else System.parse(o.system),
        edition=None if o.edition is None else PairingEdition.parse(o.edition),
        tiebreak_edition=(
            None if o.tiebreak_edition is None else TiebreakEdition.parse(o.tiebreak_edition)
        ),
        baku=o.baku,
        maxi=o.maxi,
        round_robin=o.round_robin,
        readings=_check_readings(o.readings),
    )


def _check_readings(given: tuple[str, ...]) -> tuple[str, ...]:
    """``--reading NAME=VALUE`` options, each checked and spelled as the registry does;
    raises UnknownRules naming the choices."""
    out: dict[str, str] = {}
    for text in given:
        try:
            name, value = parse_reading(text)
        except UnknownReading as error:
            raise UnknownRules(str(error)) from None
        out[name] = value
    return tuple(f"{name}={value}" for name, value in out.items())


#: The reason of a ``--reading`` of another system than the event's (noted, not applied).
NOT_APPLIED = "--reading, not applied"


def _readings(o: Overrides, system: System) -> tuple[tuple[str, Choice[str]], ...]:
    """The value of every reading of ``system``: ``--reading``, else the default; a
    ``--reading`` of another system is kept with a note that it was not applied."""
    given = dict(parse_reading(text) for text in _check_readings(o.readings))
    out: list[tuple[str, Choice[str]]] = []
    for reading in readings_for(system.value):
        if reading.name in given:
            out.append((reading.name, Choice(given.pop(reading.name), "--reading")))
        else:
            out.append((reading.name, Choice(reading.default, f"the default ({reading.docs})")))
    for name, value in given.items():
        note = f"--reading {name}={value} ignored: not a reading of the {system.value} system"
        out.append((name, Choice(value, NOT_APPLIED, note)))
    return tuple(out)


def resolve(tournament: Tournament, overrides: Overrides | None = None) -> Ruleset:
    """The rules that apply to ``tournament``: the command line first, then the file (192,
    else a FIDE code in 092), then the start date (042); Baku from the command line, the
    192 code, or the virtual points of the file (XXA/250); a team event from 192 or the
    team records (013, 310).

    Raises UnknownRules for a system or edition name trfcheck does not know. The Lim Maxi
    flag is left to ``pairers.lim.maxi`` when it is not given (it needs the player count
    and the rounds, a Lim notion).
    """
    o = overrides or Overrides()
    code = _read_code(tournament.system) or _read_code(tournament.event_type)
    source = "192" if _read_code(tournament.system) is not None else "092"
    if code is not None:
        kind = "system code" if source == "192" else "tournament type"
        code = replace(code, text=f"{kind} {code.text!r} ({source})")
    team_choice = _team(tournament, o, code)
    round_robin = _round_robin(tournament, o, code)
    system_choice = _system(o, code, source, team_choice, round_robin)
    edition_choice = _edition(tournament, o, code, source, system_choice.value)
    return Ruleset(
        system=system_choice,
        edition=edition_choice,
        tiebreak_edition=_tiebreak_edition(tournament, o),
        baku=_baku(tournament, o, code, source),
        maxi=(
            Choice(o.maxi, "--maxi" if o.maxi else "--no-maxi")
            if o.maxi is not None
            else Choice(None, "not decided")
        ),
        team=team_choice,
        round_robin=round_robin,
        readings=_readings(o, system_choice.value),
    )


def is_swiss_team(t: Tournament, ruleset: Ruleset) -> bool:
    """True if the team event is paired by the Swiss Team system: its 192 code is a FIDE
    team Swiss code, or ``--system team`` says so (a league or a team round-robin is not)."""
    if ruleset.system.value is System.TEAM and ruleset.system.reason == "--system":
        return True
    code = read_team_code(t.system)
    return code is not None and code.swiss


def names_round_robin(text: str | None) -> bool:
    """True for a 192 code or 092 text naming a round robin or Berger tables
    (tiebreaks.md §7: ``FIDE_ROUNDROBIN``, "Round Robin", "round-robin", "Berger")."""
    flat = (text or "").upper().replace("-", "").replace(" ", "").replace("_", "")
    return "ROUNDROBIN" in flat or "BERGER" in flat


def _round_robin(t: Tournament, o: Overrides, code: _CodeFacts | None) -> Choice[bool]:
    """Pre-determined pairings (C.07 art. 15): ``--pre-determined``/``--swiss``; no when
    ``--system`` names a Swiss system (the file is then paired as one); else a 192 or 092
    naming a round robin, unless the file's code also names a Swiss system (which wins, as
    it chooses the system). Never guessed from the field size (tiebreaks.md §7)."""
    swiss_named = o.system is not None and System.parse(o.system) is not System.GENERIC
    if o.round_robin and swiss_named:
        raise UnknownRules(
            f"--pre-determined and --system {o.system}: a round robin is not paired by a "
            "Swiss system; give one of them"
        )
    if o.round_robin is not None:
        return Choice(o.round_robin, "--pre-determined" if o.round_robin else "--swiss")
    if swiss_named:
        return Choice(False, "--system: the event is paired as that Swiss system")
    for text, where in ((t.system, "system code"), (t.event_type, "tournament type")):
        if names_round_robin(text):
            record = "192" if where == "system code" else "092"
            if code is not None and code.system not in (None, System.TEAM):
                return Choice(False, f"the file's {code.text} names a Swiss system")
            return Choice(True, f"the file's {where} {(text or '').strip()!r} ({record})")
    return Choice(False, "no 192/092 naming a round robin")


def _team(tournament: Tournament, o: Overrides, code: _CodeFacts | None) -> Choice[bool]:
    if o.system is not None:
        forced = System.parse(o.system) is System.TEAM
        return Choice(forced, "--system")
    if code is not None and code.system is System.TEAM:
        return Choice(True, f"the file's {code.text}")
    if tournament.teams:
        return Choice(True, "the file has team records (013/310)")
    return Choice(False, "no team records and no team system code")


def _system(
    o: Overrides,
    code: _CodeFacts | None,
    source: str,
    team: Choice[bool],
    round_robin: Choice[bool],
) -> Choice[System]:
    if o.system is not None:
        return Choice(System.parse(o.system), "--system")
    if team.value:
        return Choice(System.TEAM, team.reason)
    if round_robin.value:
        return Choice(
            System.GENERIC,
            f"a round robin ({round_robin.reason}): its pairings are pre-determined, so "
            "none is re-paired",
        )
    if code is not None and code.system is not None:
        return Choice(code.system, f"the file's {code.text}")
    if round_robin.reason == "--swiss" and code is not None and names_round_robin(code.text):
        return Choice(
            System.DUTCH,
            f"the default: --swiss overrides the file's {code.text}, which names a round robin",
            note="--swiss: a round robin paired as a Swiss; Dutch assumed; use --system",
        )
    if code is not None and source == "192":
        return Choice(
            System.DUTCH,
            f"the default: the file's {code.text} names no system trfcheck knows",
            note=f"the {code.text} names no pairing system trfcheck knows: Dutch assumed; "
            "use --system",
        )
    return Choice(
        System.DUTCH,
        "the default: the file names no pairing system",
        note="no pairing system in the file (192, 092): Dutch assumed; use --system",
    )


def _edition(
    t: Tournament, o: Overrides, code: _CodeFacts | None, source: str, system: System
) -> Choice[PairingEdition]:
    start = t.start_date
    by_date = None
    if start is not None:
        by_date = PairingEdition.R2026 if start >= PAIRING_CUTOVER else PairingEdition.PRE2026
    if o.edition is not None:
        edition = PairingEdition.parse(o.edition)
        note = ""
        if by_date is not None and by_date is not edition:
            note = (
                f"--edition {edition.value} overrides the rules in force on the start date "
                f"{start} ({by_date.value})"
            )
        return Choice(edition, "--edition", note)
    if code is not None and code.year is not None and code.system in (system, None):
        edition = PairingEdition.R2026 if code.year >= 2025 else PairingEdition.PRE2026
        note = ""
        if by_date is not None and by_date is not edition:
            note = (
                f"the {code.text} names the {edition.value} rules but the event "
                f"started on {start}, when the {by_date.value} rules were in force"
            )
        return Choice(edition, f"the file's {code.text}", note)
    if start is not None and by_date is not None:
        side = "on or after" if by_date is PairingEdition.R2026 else "before"
        reason = f"start date {start.isoformat()}, {side} {PAIRING_CUTOVER.isoformat()}"
        note = ""
        if start < _OLDEST_PAIRING_TEXT:
            note = (
                f"the event started on {start}, before the oldest text trfcheck implements "
                f"(in force from {_OLDEST_PAIRING_TEXT}): the nearest one, {by_date.value}, "
                "was applied"
            )
        return Choice(by_date, reason, note)
    return Choice(PairingEdition.R2026, "no start date (042): the rules in force now")


def _tiebreak_edition(t: Tournament, o: Overrides) -> Choice[TiebreakEdition]:
    if o.tiebreak_edition is not None:
        return Choice(TiebreakEdition.parse(o.tiebreak_edition), "--tiebreak-edition")
    start = t.start_date
    if start is None:
        return Choice(
            TiebreakEdition.C2026,
            "no start date (042): the rules in force now",
            note="no start date: C.07 2026 applied to the standings",
        )
    if start >= TIEBREAK_CUTOVER:
        return Choice(
            TiebreakEdition.C2026,
            f"start date {start.isoformat()}, on or after {TIEBREAK_CUTOVER.isoformat()}",
        )
    reason = f"start date {start.isoformat()}, before {TIEBREAK_CUTOVER.isoformat()}"
    note = ""
    if start < _OLDEST_TIEBREAK_TEXT:
        note = (
            f"the event started on {start}, before C.07 2024 came into force "
            f"({_OLDEST_TIEBREAK_TEXT}): the nearest implemented text, 2024, was applied"
        )
    return Choice(TiebreakEdition.C2024, reason, note)


def _baku(t: Tournament, o: Overrides, code: _CodeFacts | None, source: str) -> Choice[bool]:
    if o.baku is not None:
        return Choice(o.baku, "--baku" if o.baku else "--no-baku")
    if code is not None and code.baku:
        return Choice(True, f"the file's {code.text}")
    if t.acceleration:
        return Choice(False, "virtual points written in the file (XXA/250) are applied as given")
    return Choice(False, "no acceleration in the file")
