"""The rating regulations that apply to an event's games: the rate of play and the text.

- the rate of play (B.02 1.1; rapid and blitz regulations 1.1) by the time for 60 moves of
  the file's time control (222, else 122), else ``--rate``, else standard, said as assumed;
- the text (``RatingEdition``) by the start date (042): B.02 2024 from 1 Mar 2024, B.02
  2022 before; for standard play the 1 Oct 2025 amendment (the 2650 rule of 8.3.1), for
  rapid and blitz the 1 Dec 2024 amendment (the 600/2600 rule).

``resolve_rating`` is the one place that decides both; ``resolve`` calls it and keeps the
result in ``Ruleset.rating``, which ``trfcheck.rating`` takes.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass
from datetime import date
from fractions import Fraction

from trfcheck.trf.document import Document
from trfcheck.trf.model import Tournament
from trfcheck.trf.schedule import time_control
from trfcheck.trf.time_text import free_time_control

from .choice import Choice, Source

__all__ = [
    "GIVEN_RATING",
    "RATING_AMENDMENT_2650",
    "RATING_AMENDMENT_RB600",
    "RATING_TEXT_2024",
    "Rate",
    "RatingEdition",
    "RatingRules",
    "resolve_rating",
]

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
    """The text of the FIDE rating regulations that applies (B.02; docs/rating.md)."""

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


#: The rating rules of a ruleset chosen by the caller (``Ruleset.default``): standard play
#: under the text in force now.
GIVEN_RATING = RatingRules(
    Choice(Rate.STANDARD, "given by the caller"),
    Choice(RatingEdition.B2025, "given by the caller"),
)


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
        choice = Choice(chosen, reason, note, source=Source.FILE)
    elif rate is not None:
        choice = Choice(
            Rate(rate), "--rate (no time control the file states)", source=Source.OPTION
        )
    else:
        choice = Choice(
            Rate.STANDARD,
            "assumed: the file states no time control (222, 122) and --rate is not given",
            note="standard rate of play assumed (no 222, no readable 122, no --rate)",
            source=Source.DEFAULT,
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
        return Choice(edition, "no start date (042): the text in force now", source=Source.DEFAULT)
    reason = f"start date {start.isoformat()}"
    if start < RATING_TEXT_2024:
        return Choice(
            RatingEdition.B2022,
            f"{reason}, before {RATING_TEXT_2024.isoformat()}",
            note="B.02 2022: a player benefits from the 400-point cap in one game only (the "
            "greatest difference, 8.3.1); an initial rating is Ra of the rated opponents, + 20 "
            "a half point above 50 %, + dp below (8.2.3), without the 2200 cap",
            source=Source.FILE,
        )
    cutover = RATING_AMENDMENT_2650 if standard else RATING_AMENDMENT_RB600
    if start >= cutover:
        edition = RatingEdition.B2025 if standard else RatingEdition.RB2024_12
        return Choice(edition, f"{reason}, on or after {cutover.isoformat()}", source=Source.FILE)
    edition = RatingEdition.B2024 if standard else RatingEdition.RB2024
    return Choice(edition, f"{reason}, before {cutover.isoformat()}", source=Source.FILE)
