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
  (``TiebreakEdition.C2024``), also for older events, with a note (spec tiebreaks.md §1);
- title regulations (B.01): the 2024 text applies to events that start on or after
  1 Jan 2024 (``TitleEdition.B2024``); it is the only text implemented, so older events get
  it with a note (spec rating-and-norms.md §4);
- rating regulations (B.02, ``resolve_rating``): the 2024 text from 1 Mar 2024, B.02 2022
  before; for standard play the 1 Oct 2025 amendment (the 2650 rule), for rapid and blitz
  the 1 Dec 2024 amendment (the 600/2600 rule); the rate of play by the time for 60 moves.

The Lim Maxi-tournament flag (C.04.4.3) is decided here too (``maxi_setting``: the caller,
the 192 marker, the 1988 definition), and whether a team event is paired by the Swiss Team
system (C.04.6, ``Ruleset.swiss_team``); nothing below this module decides either again.

Edition words are the same for every system: ``2026`` and ``pre2026``; ``2017``, ``2018``,
``till2026`` and ``old`` are accepted as aliases of ``pre2026`` (Dutch 2017 is the text
before 2026).

Open readings (``trfcheck.readings``): the value of every reading of the event's system,
the default or ``--reading NAME=VALUE``, is part of the ruleset (``Ruleset.reading``).

This module is a layer of its own between the model (``trfcheck.trf``) and the pairing
engines: it imports the model, the TRF document (the time control, for the rating rules)
and the registry of readings only. It is longer than the usual 500 lines on purpose: every
choice is decided here, in one place (the Lim Maxi definition included, at the end); a
package ``ruleset/`` with the Maxi section as a module of its own is the next step.
"""

from __future__ import annotations

import enum
import re
from dataclasses import dataclass, replace
from datetime import date
from fractions import Fraction
from typing import Generic, TypeVar

from trfcheck.readings import UnknownReading, parse_reading, reading_named, readings_for
from trfcheck.trf.document import Document
from trfcheck.trf.model import Tournament
from trfcheck.trf.schedule import time_control
from trfcheck.trf.teams import read_team_code
from trfcheck.trf.time_text import free_time_control

__all__ = [
    "NOT_APPLIED",
    "PAIRING_CUTOVER",
    "RATING_TEXT_2024",
    "TIEBREAK_CUTOVER",
    "TITLE_TEXT_START",
    "Choice",
    "MaxiSetting",
    "Overrides",
    "PairingEdition",
    "Rate",
    "RatingEdition",
    "RatingRules",
    "Ruleset",
    "System",
    "TiebreakEdition",
    "TitleEdition",
    "UnknownRules",
    "check_overrides",
    "is_round_robin",
    "is_swiss_team",
    "maxi_by_definition",
    "maxi_from_file",
    "maxi_setting",
    "named_ruleset",
    "names_round_robin",
    "resolve",
    "resolve_rating",
    "tiebreak_edition_on",
]

#: C.04 (2026 texts) apply to events that start on or after this date.
PAIRING_CUTOVER = date(2026, 2, 1)
#: C.07 (2026 text) applies to events that start on or after this date.
TIEBREAK_CUTOVER = date(2026, 3, 1)
#: B.01 2024 (the title regulations) applies to events that start on or after this date.
TITLE_TEXT_START = date(2024, 1, 1)
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


class TitleEdition(enum.StrEnum):
    """The edition of the title regulations B.01 (norms); only the 2024 text is implemented."""

    B2024 = "2024"

    def text(self) -> str:
        """The name of the text (for output)."""
        return "B.01 2024, in force from 1 Jan 2024"


T = TypeVar("T")


@dataclass(frozen=True, slots=True)
class Choice(Generic[T]):
    """One decision and why: ``value`` with ``reason`` (which record, which date, which
    option, or the default), and ``note`` when the choice deserves a warning (a 192 code
    that contradicts the start date, an event older than the oldest implemented text);
    ``premise`` when the value was assumed because the file does not say it (``Dutch
    assumed: no 192/092``), which every verdict resting on it states."""

    value: T
    reason: str
    note: str = ""
    premise: str = ""

    def to_dict(self) -> dict[str, object]:
        """``{"value", "reason"}`` plus ``"note"`` when there is one."""
        out: dict[str, object] = {"value": _json_value(self.value), "reason": self.reason}
        if self.note:
            out["note"] = self.note
        if self.premise:
            out["premise"] = self.premise
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

    ``maxi`` is the Lim Maxi-tournament flag (C.04.4.3; decided by ``resolve`` for a Lim
    event, ``maxi_setting``; None for another system unless ``--maxi`` was given, which is
    then noted as ignored); ``baku`` asks for Baku acceleration by formula (C.04.7) when
    the file names it in 192 without virtual points; ``swiss_team`` says that a team event
    is paired by the Swiss Team system (C.04.6): a 192 FIDE team Swiss code or
    ``--system team`` (a league or a team round robin is not).
    """

    system: Choice[System]
    edition: Choice[PairingEdition]
    tiebreak_edition: Choice[TiebreakEdition]
    baku: Choice[bool]
    maxi: Choice[bool | None]
    team: Choice[bool]
    #: pre-determined pairings (a round robin, C.07 art. 15): nothing is re-paired
    round_robin: Choice[bool] = Choice(False, "given by the caller")
    #: the title regulations (B.01) for norms; not in ``to_dict``: ``norms`` prints it
    title_edition: Choice[TitleEdition] = Choice(TitleEdition.B2024, "given by the caller")
    swiss_team: Choice[bool] = Choice(False, "given by the caller")
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
            swiss_team=Choice(system is System.TEAM, given),
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

    @property
    def premises(self) -> list[str]:
        """What was assumed because the file does not say it (``Dutch assumed: no
        192/092``): the system, the pairing and the tie-break editions."""
        grouped: dict[str, list[str]] = {}
        for choice in (self.system, self.edition, self.tiebreak_edition):
            if choice.premise:
                what, _, why = choice.premise.partition(" assumed: ")
                grouped.setdefault(why, []).append(what)
        return [f"{' and '.join(what)} assumed: {why}" for why, what in grouped.items()]

    def to_dict(self) -> dict[str, object]:
        """The JSON form: one ``{"value", "reason"[, "note"][, "premise"]}`` object per
        choice."""
        return {
            "system": self.system.to_dict(),
            "edition": self.edition.to_dict(),
            "tiebreak_edition": self.tiebreak_edition.to_dict(),
            "baku": self.baku.to_dict(),
            "maxi": self.maxi.to_dict(),
            "team": self.team.to_dict(),
            "round_robin": self.round_robin.to_dict(),
            "swiss_team": self.swiss_team.to_dict(),
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
        if out.get(name, value) != value:
            raise UnknownRules(
                f"--reading {name}: given twice with different values "
                f"({out[name]} and {value}); give one"
            )
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
    flag is decided for a Lim event (``maxi_setting``: ``--maxi``, the 192 marker, the 1988
    definition); a ``--maxi`` given for another system is kept with a note that it is
    ignored. ``swiss_team``: a team event paired by C.04.6 (``is_swiss_team``).
    """
    o = overrides or Overrides()
    code, source = _file_code(tournament)
    team_choice = _team(tournament, o, code)
    round_robin = _round_robin(tournament, o, code)
    system_choice = _system(o, code, source, team_choice, round_robin, tournament.event_type)
    edition_choice = _team_text(
        _edition(tournament, o, code, source, system_choice.value), system_choice.value
    )
    swiss_team = _swiss_team(tournament, system_choice, team_choice)
    return Ruleset(
        system=system_choice,
        edition=edition_choice,
        tiebreak_edition=_tiebreak_edition(tournament, o),
        baku=_baku(tournament, o, code, source),
        maxi=_maxi(tournament, o, system_choice.value),
        team=team_choice,
        round_robin=round_robin,
        readings=_readings(o, system_choice.value),
        title_edition=_title_edition(tournament),
        swiss_team=swiss_team,
    )


def _file_code(t: Tournament) -> tuple[_CodeFacts | None, str]:
    """The facts of the file's 192 code, else of a FIDE code in its 092 text, and which
    record it is ("192" or "092")."""
    code = _read_code(t.system) or _read_code(t.event_type)
    source = "192" if _read_code(t.system) is not None else "092"
    if code is not None:
        kind = "system code" if source == "192" else "tournament type"
        code = replace(code, text=f"{kind} {code.text!r} ({source})")
    return code, source


def is_round_robin(t: Tournament) -> bool:
    """The resolver's round-robin decision for the file alone, without options
    (``resolve(t).round_robin.value``: a 192 or 092 naming a round robin, unless the
    file's code names a Swiss system; never the field size)."""
    return _round_robin(t, Overrides(), _file_code(t)[0]).value


def named_ruleset(
    t: Tournament,
    system: str | System,
    edition: str | PairingEdition | None,
    tiebreak_edition: str | TiebreakEdition | None = None,
    maxi: bool | None = None,
    round_robin: bool | None = None,
) -> Ruleset:
    """The Ruleset of the first ``check_rules`` API (deprecated): the system and edition
    given by name, the rest as the resolver decides for the file (the tie-break edition
    by the start date, the round robin by 192/092, the Lim Maxi flag by ``maxi_setting``).
    Raises UnknownRules (a ValueError) for an unknown name."""
    given = "given by the caller"
    chosen = System.parse(system)
    file = resolve(t, Overrides(tiebreak_edition=tiebreak_edition, round_robin=round_robin))
    pairing = file.edition if edition is None else Choice(PairingEdition.parse(edition), given)
    rr = Choice(is_round_robin(t), file.round_robin.reason)
    return replace(
        file,
        system=Choice(chosen, given),
        edition=pairing,
        maxi=_maxi(t, Overrides(maxi=maxi), chosen),
        team=Choice(chosen is System.TEAM, given),
        round_robin=rr if round_robin is None else file.round_robin,
        swiss_team=Choice(chosen is System.TEAM, given),
        readings=_readings(Overrides(), chosen),
    )


def is_swiss_team(t: Tournament, ruleset: Ruleset) -> bool:
    """``ruleset.swiss_team`` (decided by ``resolve``; kept for callers of the first API)."""
    return ruleset.swiss_team.value


def _swiss_team(t: Tournament, system: Choice[System], team: Choice[bool]) -> Choice[bool]:
    """C.04.6 pairs a team event when its 192 code is a FIDE team Swiss code, or when
    ``--system team`` says so (a league or a team round robin is not a team Swiss)."""
    if not team.value:
        return Choice(False, "not a team event")
    if system.value is System.TEAM and system.reason == "--system":
        return Choice(True, "--system team")
    code = read_team_code(t.system)
    if code is not None and code.swiss:
        return Choice(True, f"the file's system code {(t.system or '').strip()!r} (192)")
    return Choice(False, f"{team.reason}; no 192 team Swiss code")


def _maxi(t: Tournament, o: Overrides, system: System) -> Choice[bool | None]:
    """The Lim Maxi flag of a Lim event (``maxi_setting``); for another system None, or the
    ``--maxi`` given with a note that it is ignored."""
    if system is System.LIM:
        setting = maxi_setting(t, o.maxi)
        return Choice(setting.maxi, setting.why)
    if o.maxi is not None:
        return Choice(o.maxi, "--maxi ignored: Maxi-tournaments are a Lim notion")
    return Choice(None, "not decided")


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
    event_type: str | None = None,
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
            premise="Dutch assumed: --swiss without --system",
        )
    if code is not None and source == "192":
        return Choice(
            System.DUTCH,
            f"the default: the file's {code.text} names no system trfcheck knows",
            note=f"the {code.text} names no pairing system trfcheck knows: Dutch assumed; "
            "use --system",
            premise="Dutch assumed: 192 names no known system",
        )
    if event_type and event_type.strip():
        text = f"the file's tournament type {event_type.strip()!r} (092)"
        return Choice(
            System.DUTCH,
            f"the default: {text} names no pairing system trfcheck knows, and there is no 192",
            note=f"no 192 and {text} names no pairing system trfcheck knows: Dutch assumed; "
            "use --system",
            premise="Dutch assumed: no 192, 092 names no known system",
        )
    return Choice(
        System.DUTCH,
        "the default: the file names no pairing system",
        note="no pairing system in the file (192, 092): Dutch assumed; use --system",
        premise="Dutch assumed: no 192/092",
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
    return Choice(
        PairingEdition.R2026,
        "no start date (042): the rules in force now",
        premise="2026 rules assumed: no 042",
    )


def _team_text(edition: Choice[PairingEdition], system: System) -> Choice[PairingEdition]:
    """The Swiss Team engine implements the C.04.6 text of 2026 only (docs/team.md): a team
    event whose date (or option, or code) names the earlier rules is paired by the 2026 text,
    and the Ruleset says so rather than naming rules it did not apply."""
    if system is not System.TEAM or edition.value is not PairingEdition.PRE2026:
        return edition
    return Choice(
        PairingEdition.R2026,
        f"the only C.04.6 text trfcheck implements (by {edition.reason}: the earlier rules)",
        note="the Swiss Team system (C.04.6) is implemented in its 2026 text only; the event's "
        f"date or code names the earlier rules ({edition.reason}): the 2026 text was applied",
    )


def tiebreak_edition_on(start: date) -> TiebreakEdition:
    """The C.07 text in force for an event starting on ``start``: 2026 from
    ``TIEBREAK_CUTOVER`` (1 Mar 2026), 2024 before."""
    return TiebreakEdition.C2026 if start >= TIEBREAK_CUTOVER else TiebreakEdition.C2024


def _tiebreak_edition(t: Tournament, o: Overrides) -> Choice[TiebreakEdition]:
    if o.tiebreak_edition is not None:
        return Choice(TiebreakEdition.parse(o.tiebreak_edition), "--tiebreak-edition")
    start = t.start_date
    if start is None:
        return Choice(
            TiebreakEdition.C2026,
            "no start date (042): the rules in force now",
            note="no start date: C.07 2026 applied to the standings",
            premise="C.07 2026 assumed: no 042",
        )
    if tiebreak_edition_on(start) is TiebreakEdition.C2026:
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


def _title_edition(t: Tournament) -> Choice[TitleEdition]:
    """B.01 2024 by the start date (042); the only text implemented, so an older event gets it
    with a note, and an event without a start date with the reason said."""
    start = t.start_date
    if start is None:
        return Choice(TitleEdition.B2024, "no start date (042): the regulations in force now")
    if start >= TITLE_TEXT_START:
        return Choice(
            TitleEdition.B2024,
            f"start date {start.isoformat()}, on or after {TITLE_TEXT_START.isoformat()}",
        )
    return Choice(
        TitleEdition.B2024,
        f"start date {start.isoformat()}, before {TITLE_TEXT_START.isoformat()}",
        note=f"the event started on {start}, before B.01 2024 came into force "
        f"({TITLE_TEXT_START}): the only implemented text, 2024, was applied to the norms",
    )


#: B.02 2024 applies to events that start on or after this date (B.02 2022 before).
RATING_TEXT_2024 = date(2024, 3, 1)
#: B.02 8.3.1 as amended: the 400-point cap only for players rated below 2650.
RATING_AMENDMENT_2650 = date(2025, 10, 1)
#: Rapid and blitz regulations as amended: no change when |D| >= 600 above 2600.
RATING_AMENDMENT_RB600 = date(2024, 12, 1)


class Rate(enum.StrEnum):
    """The rate of play a game is rated at (B.02 1.1; rapid and blitz regulations 1.1)."""

    STANDARD = "standard"
    RAPID = "rapid"
    BLITZ = "blitz"


class RatingEdition(enum.StrEnum):
    """The text of the FIDE rating regulations that applies (spec rating-and-norms.md)."""

    B2022 = "2022"  # B.02 2022, events before 1 Mar 2024 (every rate)
    B2024 = "2024"  # B.02 2024, standard, 1 Mar 2024 - 30 Sep 2025
    B2025 = "2025-10"  # B.02 2024 amended 1 Oct 2025: the 400 cap only below 2650
    RB2024 = "rb2024"  # rapid and blitz 2024, 1 Mar 2024 - 30 Nov 2024
    RB2024_12 = "rb2024-12"  # rapid and blitz 2024 amended 1 Dec 2024: the 600/2600 rule

    def text(self) -> str:
        """The name of the text (for output)."""
        return _RATING_TEXTS[self]


_RATING_TEXTS = {
    RatingEdition.B2022: "B.02 2022, in force until 29 Feb 2024",
    RatingEdition.B2024: "B.02 2024, in force 1 Mar 2024 - 30 Sep 2025",
    RatingEdition.B2025: "B.02 2024 as amended 1 Oct 2025",
    RatingEdition.RB2024: "rapid and blitz regulations 2024, 1 Mar - 30 Nov 2024",
    RatingEdition.RB2024_12: "rapid and blitz regulations 2024 as amended 1 Dec 2024",
}


@dataclass(frozen=True, slots=True)
class RatingRules:
    """The rate of play and the rating-regulation text of one event, each with its reason."""

    rate: Choice[Rate]
    edition: Choice[RatingEdition]
    #: minutes for 60 moves (B.02 1.1), None when the file does not say or cannot be read
    minutes_for_60: Fraction | None = None

    def describe(self) -> list[str]:
        """Human-readable lines: what was applied and why (for text output)."""
        lines = [
            f"rate of play: {self.rate.value} ({self.rate.reason})",
            f"rating rules: {self.edition.value.text()} ({self.edition.reason})",
        ]
        lines.extend(f"note: {c.note}" for c in (self.rate, self.edition) if c.note)
        return lines

    def to_dict(self) -> dict[str, object]:
        """The JSON form: ``{"rate": {...}, "edition": {...}}``."""
        return {"rate": self.rate.to_dict(), "edition": self.edition.to_dict()}


def resolve_rating(
    tournament: Tournament, doc: Document | None, rate: str | Rate | None = None
) -> RatingRules:
    """The rate of play (by the time for 60 moves of record 222, else 122, else ``--rate``,
    else standard, said as assumed) and the rating text (by the start date, 042)."""
    control, where = time_control(doc), "222"
    if control is None:
        control, where = free_time_control(doc), "122"
    minutes = control.minutes_for(60) if control is not None else None
    if minutes is not None and control is not None:
        chosen = _rate_by_minutes(minutes)
        reason = f"{where} {control.text!r}: {float(minutes):g} minutes for 60 moves"
        note = ""
        if rate is not None and Rate(rate) is not chosen:
            note = f"--rate {Rate(rate)} ignored: the file's time control is {chosen}"
        if minutes <= 3:
            note = f"{where}: 3 minutes or less for 60 moves is not rated by FIDE"
        choice = Choice(chosen, reason, note)
    elif rate is not None:
        choice = Choice(Rate(rate), "--rate (no time control the file states)")
    else:
        choice = Choice(
            Rate.STANDARD,
            "assumed: the file states no time control (222, 122) and --rate is not given",
            note="standard rate of play assumed (no 222, no readable 122, no --rate)",
        )
    return RatingRules(choice, _rating_edition(tournament, choice.value), minutes)


def _rate_by_minutes(minutes: Fraction) -> Rate:
    """B.02 1.1 and the rapid and blitz regulations 1.1: 60 minutes or more for 60 moves is
    standard, more than 10 and less than 60 rapid, 10 or less blitz."""
    if minutes >= 60:
        return Rate.STANDARD
    return Rate.RAPID if minutes > 10 else Rate.BLITZ


def _rating_edition(t: Tournament, rate: Rate) -> Choice[RatingEdition]:
    start = t.start_date
    standard = rate is Rate.STANDARD
    if start is None:
        edition = RatingEdition.B2025 if standard else RatingEdition.RB2024_12
        return Choice(edition, "no start date (042): the text in force now")
    reason = f"start date {start.isoformat()}"
    if start < RATING_TEXT_2024:
        return Choice(
            RatingEdition.B2022,
            f"{reason}, before {RATING_TEXT_2024.isoformat()}",
            note="B.02 2022: a player benefits from the 400-point cap in one game only (the "
            "greatest difference, 8.3.1); initial ratings by that text are not computed",
        )
    cutover = RATING_AMENDMENT_2650 if standard else RATING_AMENDMENT_RB600
    if start >= cutover:
        edition = RatingEdition.B2025 if standard else RatingEdition.RB2024_12
        return Choice(edition, f"{reason}, on or after {cutover.isoformat()}")
    edition = RatingEdition.B2024 if standard else RatingEdition.RB2024
    return Choice(edition, f"{reason}, before {cutover.isoformat()}")


# The Lim Maxi-tournament flag (C.04.4.3): decided here, with the other choices, so that
# the engine, the audit and the CLI read one answer (``Ruleset.maxi``).
#
# The 100-point limits of the Lim system (C.04.4.3 3.2.3, 3.8 and 5.7; the bracketed
# passages of old 10.2, 10.8 and rule 12.7) apply to Maxi-tournaments only. The 2026 text
# uses the term without defining it; the definition is the 1988 General Assembly's,
# printed in the preamble of the older Handbook text: a tournament with more than 2**n
# participants, n the number of rounds. The flag is resolved in this order:
#
# 1. the caller (``--maxi`` / ``--no-maxi`` on the command line);
# 2. the file: a 192 record (system name) holding the word ``MAXI`` (``192 LIM MAXI``,
#    ``FIDE_LIM_MAXI``) says yes, ``NOMAXI`` or ``NO MAXI`` says no. TRF-2026 has no Lim
#    code, so the marker rides on the free text of 192;
# 3. the definition, counted over the players listed in the file (everyone registered at
#    the start); a file without the number of rounds (XXR / 142) is not a Maxi-tournament.


#: How the reason of a flag inferred from the player count begins (neither ``--maxi`` nor
#: the file said anything): findings that rest on it say so (FLT005 is then a warning).
BY_DEFINITION = "1988 GA definition"


@dataclass(frozen=True, slots=True)
class MaxiSetting:
    """The Maxi flag and why it has that value (for reports)."""

    maxi: bool
    why: str


def maxi_from_file(tournament: Tournament) -> bool | None:
    """The 192 marker: True for ``MAXI``, False for ``NOMAXI`` / ``NO MAXI`` / ``NOT MAXI``
    (any punctuation between words), else None."""
    text = "".join(c if c.isalnum() else " " for c in (tournament.system or "").upper())
    words = text.split()
    for i, word in enumerate(words):
        negated = i > 0 and words[i - 1] in ("NO", "NON", "NOT")
        if word == "NOMAXI" or (word == "MAXI" and negated):
            return False
        if word == "MAXI":
            return True
    return None


def _more_than_power(players: int, n: int) -> bool:
    """``players > 2**n`` without building 2**n (a file may claim billions of rounds):
    2**n >= 2**bit_length > players as soon as n reaches the bit length."""
    return 0 <= n < players.bit_length() and players > 1 << n


def _power_text(n: int) -> str:
    """``2**n = value`` for a printable n, else ``2**n`` alone."""
    return f"2**{n} = {1 << n}" if 0 <= n <= 64 else f"2**{n}"


def maxi_by_definition(tournament: Tournament) -> bool:
    """1988 GA: more than 2**n participants, n = number of rounds (False without n)."""
    n = tournament.total_rounds
    return n is not None and _more_than_power(len(tournament.players), n)


def maxi_setting(tournament: Tournament, override: bool | None = None) -> MaxiSetting:
    """The Lim Maxi flag in force (C.04.4.3): ``override`` first, then the 192 marker, then
    the 1988 definition (the notes above)."""
    if override is not None:
        return MaxiSetting(override, "--maxi" if override else "--no-maxi")
    marked = maxi_from_file(tournament)
    if marked is not None:
        return MaxiSetting(marked, f"the file's 192 record {tournament.system!r}")
    n = tournament.total_rounds
    players = len(tournament.players)
    if n is None:
        return MaxiSetting(False, "the number of rounds is not given (no XXR / 142)")
    more = _more_than_power(players, n)
    side = "more" if more else "not more"
    return MaxiSetting(more, f"{BY_DEFINITION}: {players} players, {side} than {_power_text(n)}")
