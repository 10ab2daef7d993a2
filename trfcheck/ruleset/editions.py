"""The editions of the pairing rules (C.04) and of the tie-break rules (C.07), and which
one applies to an event.

- pairing rules (C.04.1-C.04.4, C.04.7): the 2026 texts apply to events that start on or
  after 1 Feb 2026 (``PairingEdition.R2026``); earlier events use the previous texts
  (``PairingEdition.PRE2026``: Dutch C.04.3 of Baku 2016 / Goynuk 2017, Dubov and Lim
  "till 2026", C.04.1 as before 2026); the Swiss Team system (C.04.6) is implemented in
  its 2026 text only (``team_text``);
- tie-break rules (C.07): the 2026 text applies from 1 Mar 2026 (``TiebreakEdition.C2026``);
  the text approved on 29 Jul 2024 (in force 1 Aug 2024 - 28 Feb 2026) before
  (``TiebreakEdition.C2024``), also for older events, with a note (docs/tiebreaks.md).

Edition words are the same for every system: ``2026`` and ``pre2026``; ``2017``, ``2018``,
``till2026`` and ``old`` are accepted as aliases of ``pre2026`` (Dutch 2017 is the text
before 2026).
"""

from __future__ import annotations

import enum
from datetime import date

from trfcheck.trf.model import Tournament

from .choice import Choice, Premise, Source
from .systems import CodeFacts, System, UnknownRules

__all__ = [
    "PAIRING_CUTOVER",
    "TIEBREAK_CUTOVER",
    "PairingEdition",
    "TiebreakEdition",
    "pairing_edition",
    "team_text",
    "tiebreak_edition",
    "tiebreak_edition_on",
]

#: C.04 (2026 texts) apply to events that start on or after this date.
PAIRING_CUTOVER = date(2026, 2, 1)
#: C.07 (2026 text) applies to events that start on or after this date.
TIEBREAK_CUTOVER = date(2026, 3, 1)
#: The oldest pairing text implemented for each system (Dutch: Baku 2016 / Goynuk 2017).
_OLDEST_PAIRING_TEXT = date(2017, 7, 1)
#: C.07 approved 29 Jul 2024, in force from 1 Aug 2024.
_OLDEST_TIEBREAK_TEXT = date(2024, 8, 1)


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


def pairing_edition(
    t: Tournament,
    given: str | PairingEdition | None,
    code: CodeFacts | None,
    system: System,
) -> Choice[PairingEdition]:
    """The C.04 edition: ``--edition`` (``given``), else the year of the file's code when it
    names ``system`` or none, else the start date (042) against ``PAIRING_CUTOVER``, else
    the rules in force now; a note where the choice contradicts the start date or the event
    is older than the oldest text implemented."""
    start = t.start_date
    by_date = None
    if start is not None:
        by_date = PairingEdition.R2026 if start >= PAIRING_CUTOVER else PairingEdition.PRE2026
    if given is not None:
        edition = PairingEdition.parse(given)
        note = ""
        if by_date is not None and by_date is not edition:
            note = (
                f"--edition {edition.value} overrides the rules in force on the start date "
                f"{start} ({by_date.value})"
            )
        return Choice(edition, "--edition", note, source=Source.OPTION)
    if code is not None and code.year is not None and code.system in (system, None):
        edition = PairingEdition.R2026 if code.year >= 2025 else PairingEdition.PRE2026
        note = ""
        if by_date is not None and by_date is not edition:
            note = (
                f"the {code.text} names the {edition.value} rules but the event "
                f"started on {start}, when the {by_date.value} rules were in force"
            )
        return Choice(edition, f"the file's {code.text}", note, source=Source.FILE)
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
        return Choice(by_date, reason, note, source=Source.FILE)
    return Choice(
        PairingEdition.R2026,
        "no start date (042): the rules in force now",
        premise=Premise("2026 rules", "no 042"),
        source=Source.DEFAULT,
    )


def team_text(edition: Choice[PairingEdition], system: System) -> Choice[PairingEdition]:
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
        source=edition.source,
    )


def tiebreak_edition_on(start: date) -> TiebreakEdition:
    """The C.07 text in force for an event starting on ``start``: 2026 from
    ``TIEBREAK_CUTOVER`` (1 Mar 2026), 2024 before."""
    return TiebreakEdition.C2026 if start >= TIEBREAK_CUTOVER else TiebreakEdition.C2024


def tiebreak_edition(t: Tournament, given: str | TiebreakEdition | None) -> Choice[TiebreakEdition]:
    """The C.07 edition: ``--tiebreak-edition`` (``given``), else by the start date (042),
    with a note for an event older than C.07 2024; no start date: the text in force now."""
    if given is not None:
        return Choice(TiebreakEdition.parse(given), "--tiebreak-edition", source=Source.OPTION)
    start = t.start_date
    if start is None:
        return Choice(
            TiebreakEdition.C2026,
            "no start date (042): the rules in force now",
            note="no start date: C.07 2026 applied to the standings",
            premise=Premise("C.07 2026", "no 042"),
            source=Source.DEFAULT,
        )
    if tiebreak_edition_on(start) is TiebreakEdition.C2026:
        return Choice(
            TiebreakEdition.C2026,
            f"start date {start.isoformat()}, on or after {TIEBREAK_CUTOVER.isoformat()}",
            source=Source.FILE,
        )
    reason = f"start date {start.isoformat()}, before {TIEBREAK_CUTOVER.isoformat()}"
    note = ""
    if start < _OLDEST_TIEBREAK_TEXT:
        note = (
            f"the event started on {start}, before C.07 2024 came into force "
            f"({_OLDEST_TIEBREAK_TEXT}): the nearest implemented text, 2024, was applied"
        )
    return Choice(TiebreakEdition.C2024, reason, note, source=Source.FILE)
