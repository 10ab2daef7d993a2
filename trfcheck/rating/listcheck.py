"""The players of a file against the FIDE rating list of the start month (docs/rating.md).

Each difference is a finding located in the list, at the entry's field, naming the file's
001 line: the FIDE id is not on the list (LST001, located at the file's FIDE id), or the
name (LST002), federation (LST003), sex (LST004), birth year (LST005), title (LST006) or
the rating of the event's rate of play (LST007) differs from the list's. The list's own
findings (LST008 a wanted id listed twice, LST009 a field that is not a number) come first.
The list also gives each player's K (``k_from_list``): field ``k``, ``rapid_k`` or ``blitz_k``.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Mapping

from trfcheck.ruleset import Rate
from trfcheck.trf.columns import player_field
from trfcheck.trf.diagnostics import Diagnostic, Severity
from trfcheck.trf.model import Player, Tournament
from trfcheck.trf.numbers import ascii_digits

from .change import KSource, KValue
from .fidelist import FideList, ListEntry

__all__ = ["LIST_RULES", "compare_with_list", "k_from_list", "list_month"]

#: The rule each list finding rests on.
LIST_RULES = {
    "LST001": "B.02 9.1; FIDE rating list",
    "LST002": "FIDE rating list (name)",
    "LST003": "FIDE rating list (federation)",
    "LST004": "FIDE rating list (sex); QC letter 26 Feb 2024",
    "LST005": "FIDE rating list (birth year); QC letter 26 Feb 2024",
    "LST006": "FIDE rating list (title)",
    "LST007": "B.02 (the list in force at the start)",
}
_SEX = {"M": "m", "F": "w"}
_RATE_FIELD = {Rate.STANDARD: "rating", Rate.RAPID: "rapid_rating", Rate.BLITZ: "blitz_rating"}
_MONTHS = ("jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec")
_MONTH_IN_NAME = re.compile(r"(?<![a-z])(" + "|".join(_MONTHS) + r")(\d\d)", re.IGNORECASE)


def list_month(name: str) -> tuple[int, int] | None:
    """(year, month) of a list named like FIDE's archives (``standard_mar24frl_xml.zip``:
    March 2024); None when the name carries no month (the current ``players_list_*``)."""
    match = _MONTH_IN_NAME.search(name)
    if match is None:
        return None
    return 2000 + int(match.group(2)), _MONTHS.index(match.group(1).lower()) + 1


def _flat(name: str) -> str:
    """A name compared without case, accents, and spacing around commas."""
    text = unicodedata.normalize("NFKD", name).encode("ascii", "ignore").decode().casefold()
    return re.sub(r"\s*,\s*", ",", re.sub(r"\s+", " ", text)).strip()


def compare_with_list(
    tournament: Tournament,
    fide_list: FideList,
    rate: Rate,
    path: str,
    player_lines: Mapping[int, int],
) -> list[Diagnostic]:
    """A finding per difference between the file's 001 records and the list's entries.

    A difference is located in the list, at the entry's field (the list's line and
    column), and names the file's 001 line; an id not on the list (LST001) is located at
    the file's FIDE id field (``path``). The rating difference (LST007) says which rating
    the report uses: the file's (the rating change is computed from the 001 rating)."""
    out: list[Diagnostic] = list(fide_list.problems)
    for p in tournament.players:
        fid = p.fide_id.strip()
        if not fid or fid == "0":
            continue
        line = player_lines.get(p.start_rank, -1) + 1
        entry = fide_list.entries.get(fid)
        if entry is None:
            column = player_field("fide_id").first if line > 0 else 0
            message = f"player {p.start_rank}: FIDE id {fid} is not on the list"
            out.append(
                _finding(
                    "LST001", p, (path, line, column), message, f"an id of {fide_list.path}", fid
                )
            )
            continue
        out.extend(_differences(p, entry, rate, f"{path} line {line}", fide_list.path))
    return out


def _differences(
    p: Player, entry: ListEntry, rate: Rate, record: str, list_path: str
) -> list[Diagnostic]:
    checks: list[tuple[str, str, str, str, str]] = []  # code, list field, file field, exp., found
    if p.name and _flat(p.name) != _flat(entry.text("name")):
        checks.append(("LST002", "name", "name", entry.text("name"), p.name))
    if p.federation and entry.text("country") and p.federation != entry.text("country"):
        checks.append(("LST003", "country", "federation", entry.text("country"), p.federation))
    listed_sex = _SEX.get(entry.text("sex").upper(), "")
    if p.sex and listed_sex and p.sex != listed_sex:
        checks.append(("LST004", "sex", "sex", listed_sex, p.sex))
    year, born = entry.number("birthday"), p.birth_date[:4]
    if year and ascii_digits(born) and int(born) not in (0, year):
        checks.append(("LST005", "birthday", "birth_date", str(year), born))
    titles = {entry.text("title").upper(), entry.text("w_title").upper()} - {""}
    if (p.title or titles) and p.title.upper() not in titles:
        listed_titles = " or ".join(sorted(titles)) or "none"
        checks.append(("LST006", "title", "title", listed_titles, p.title or "none"))
    listed = entry.rating(rate) or 0
    if p.rating != listed:
        rating = _RATE_FIELD[rate]
        checks.append(
            ("LST007", rating, "rating", f"{listed or 'unrated'} ({rate})", str(p.rating or 0))
        )
    out = []
    for code, list_field, file_field, expected, found in checks:
        message = f"player {p.start_rank}: {file_field.replace('_', ' ')} differs from {record}"
        if code == "LST007":
            message += f"; this report uses the file's rating {p.rating or 'unrated'}"
        where = (list_path, *entry.place(list_field))
        out.append(_finding(code, p, where, message, expected, found))
    return out


def _finding(
    code: str, p: Player, where: tuple[str, int, int], message: str, expected: str, found: str
) -> Diagnostic:
    path, line, column = where
    return Diagnostic(
        code=code,
        severity=Severity.WARNING,
        round=None,
        players=(p.start_rank,),
        rule=LIST_RULES[code],
        message=message,
        expected=expected,
        found=found,
        path=path,
        line=line if line > 0 else 0,
        column=column if line > 0 else 0,
    )


def k_from_list(tournament: Tournament, fide_list: FideList, rate: Rate) -> dict[int, KValue]:
    """Each listed player's K for ``rate`` (start rank -> K), for those the list gives one."""
    out: dict[int, KValue] = {}
    for p in tournament.players:
        entry = fide_list.entries.get(p.fide_id.strip())
        k = entry.k(rate) if entry is not None else None
        if k:
            out[p.start_rank] = KValue(k, KSource.LIST)
    return out
