"""The cheap rating checks of a file, as findings for the audit (docs/rating.md).

- RAT001 (warning): a FIDE rating of 1-1399 in an event that starts on or after 1 Mar 2024,
  when no rating is below 1400 (B.02 7.2.1): probably a national rating in the FIDE column.
- RAT002 (warning): in an event that starts on or after 1 Mar 2024, a player without a FIDE
  rating (a new player) without birth date or sex; a first rating needs both (QC letter of
  26 Feb 2024). Events without a start date get neither RAT001 nor RAT002. A file converted
  from Swiss-Manager marks women only: there a blank sex is a man's, not a missing sex.
- RAT003 (warning): the time control gives fewer minutes for 60 moves than B.02 1.1 asks for
  the highest-rated player: 120 if one is rated 2400 or more, 90 from 1800, else 60 (the 2024
  text; older events are not checked).
- RAT004 (info): the file's time control (222, else 122) cannot be read: rate of play, rounds
  and hours a day are not checked (a file without any says nothing).
- RAT005 (warning): a day of 132 whose play may exceed 12 hours, estimated as rounds x 2 x the
  minutes for 60 moves (B.01 1.1.2; the reading is said in the message).
- RAT006 (info): more than two rounds on one day of 132 (B.01 1.1.3: no title norm from them).
"""

from __future__ import annotations

from collections import Counter
from datetime import date
from fractions import Fraction

from trfcheck.ruleset import RATING_TEXT_2024, RatingEdition, RatingRules
from trfcheck.trf import Loaded
from trfcheck.trf.columns import player_field
from trfcheck.trf.diagnostics import Diagnostic, Severity
from trfcheck.trf.event_records import EventRecords

from .tables import FLOOR  # not .games: its dataclasses are not needed for a check

__all__ = ["FACT_RULES", "minimum_minutes", "rating_facts"]

FACT_RULES = {
    "RAT001": "B.02 7.2.1 (no rating below 1400 from 1 Mar 2024)",
    "RAT002": "B.02 7.1; QC letter 26 Feb 2024 (birth date and sex of new players)",
    "RAT003": "B.02 1.1 (rate of play)",
    "RAT004": "B.02 1.1; TRF 222/122",
    "RAT005": "B.01 1.1.2 (at most 12 hours of play a day)",
    "RAT006": "B.01 1.1.3 (at most 2 rounds a day for title norms)",
}


def minimum_minutes(highest: int) -> int:
    """B.02 2024 1.1: minutes for 60 moves when the highest-rated player is ``highest``."""
    if highest >= 2400:
        return 120
    return 90 if highest >= 1800 else 60


def rating_facts(loaded: Loaded, rules: RatingRules, records: EventRecords) -> list[Diagnostic]:
    """RAT001-RAT006 for the file ``loaded`` (module notes), under its rating ``rules``
    (``Ruleset.rating``) and with its event ``records`` (``trf.event_records``)."""
    t = loaded.tournament
    doc = loaded.document
    path = doc.path if doc is not None else ""
    out: list[Diagnostic] = []
    after_floor = t.start_date is not None and t.start_date >= RATING_TEXT_2024
    women_only = records.women_marked_only
    for p in t.players:
        line = loaded.player_lines.get(p.start_rank, -1) + 1
        if after_floor and 0 < p.rating < FLOOR:
            out.append(
                _at(
                    "RAT001",
                    path,
                    line,
                    "rating",
                    p.start_rank,
                    f"player {p.start_rank}: FIDE rating {p.rating} is below 1400, which no "
                    "FIDE rating is since 1 Mar 2024 (a national rating?); read as unrated",
                    "0 or 1400-3000",
                    str(p.rating),
                )
            )
        missing = [w for w, v in (("birth date", p.birth_date), ("sex", p.sex)) if not v]
        if women_only and "sex" in missing:
            missing.remove("sex")  # not marked a woman: a man, as far as the file says
        if after_floor and p.rating == 0 and missing:
            field = "birth_date" if not p.birth_date else "sex"
            out.append(
                _at(
                    "RAT002",
                    path,
                    line,
                    field,
                    p.start_rank,
                    f"player {p.start_rank}: a player without FIDE rating has no "
                    f"{' and no '.join(missing)}, which a first rating needs",
                    " and ".join(missing),
                    "blank",
                )
            )
    out.extend(_rate_of_play(loaded, rules.minutes_for_60, rules.edition.value, records, path))
    return out


def _rate_of_play(
    loaded: Loaded,
    minutes: Fraction | None,
    edition: RatingEdition,
    records: EventRecords,
    path: str,
) -> list[Diagnostic]:
    record, line = records.control_text, records.control_line
    if minutes is None:
        if not record:
            return []  # no time control at all: nothing to check, nothing to say
        return [
            _at(
                "RAT004",
                path,
                line,
                None,
                None,
                f"the time control {record!r} cannot be read: the rate of play, the rounds "
                "and hours a day are not checked",
                "a 222 record, or a 122 text such as '90 min + 30 s'",
                record,
                Severity.INFO,
            )
        ]
    out = []
    standard = minutes >= 60
    highest = max((p.rating for p in loaded.tournament.players), default=0)
    needed = minimum_minutes(highest)
    if standard and edition in (RatingEdition.B2024, RatingEdition.B2025) and minutes < needed:
        out.append(
            _at(
                "RAT003",
                path,
                line,
                None,
                None,
                f"{float(minutes):g} minutes for 60 moves ({record}) is below the {needed} "
                f"B.02 1.1 asks when the highest-rated player is rated {highest}: games with "
                "players of that level are not rated at standard play",
                f"at least {needed} minutes",
                f"{float(minutes):g}",
            )
        )
    out.extend(_days(records, minutes, path))
    return out


def _days(records: EventRecords, minutes: Fraction, path: str) -> list[Diagnostic]:
    dates = [d for d in records.dates if d is not None]
    per_day: Counter[date] = Counter(dates)
    out = []
    line = records.dates_line
    for day, rounds in sorted(per_day.items()):
        hours = rounds * 2 * minutes / 60
        if hours > 12:
            out.append(
                _at(
                    "RAT005",
                    path,
                    line,
                    None,
                    None,
                    f"{day}: {rounds} rounds of up to {float(2 * minutes / 60):.1f} hours each "
                    f"(2 x {float(minutes):g} minutes for 60 moves) may exceed 12 hours of play",
                    "at most 12 hours",
                    f"{float(hours):g} hours",
                )
            )
        if rounds > 2:
            out.append(
                _at(
                    "RAT006",
                    path,
                    line,
                    None,
                    None,
                    f"{day}: {rounds} rounds on one day; games of such a day do not count for "
                    "title norms",
                    "at most 2 rounds",
                    str(rounds),
                    Severity.INFO,
                )
            )
    return out


def _at(
    code: str,
    path: str,
    line: int,
    field: str | None,
    player: int | None,
    message: str,
    expected: str,
    found: str,
    severity: Severity = Severity.WARNING,
) -> Diagnostic:
    column = player_field(field).first if field is not None and line else 1 if line else 0
    return Diagnostic(
        code=code,
        severity=severity,
        round=None,
        players=(player,) if player is not None else (),
        rule=FACT_RULES[code],
        message=message,
        expected=expected,
        found=found,
        path=path,
        line=line,
        column=column,
    )
