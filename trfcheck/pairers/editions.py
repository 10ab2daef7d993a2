"""Which pairing system and which edition of its rules apply to an event.

A post-event audit applies the rules in force when the event started: the 2026
package (C.04.1-C.04.4, C.04.7) applies from 1 Feb 2026; events that started
earlier use the previous texts (Dutch 2017, Dubov "till 2026", C.04.1 pre-2026).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from datetime import date

from trfcheck.trf.model import Tournament

from .base import UnsupportedRules

__all__ = ["CUTOVER", "Choice", "choose", "engine_options"]

CUTOVER = date(2026, 2, 1)

# Each system's editions: the name used from the cut-over, and the one before it.
EDITIONS = {
    "dutch": ("2026", "2017"),
    "dubov": ("2026", "pre2026"),
    "lim": ("2026", "pre2026"),
    "burstein": ("2026", "pre2026"),
}

_SYSTEM_WORDS = {
    "DUTCH": "dutch",
    "DUBOV": "dubov",
    "LIM": "lim",
    "BURSTEIN": "burstein",
}


@dataclass(frozen=True, slots=True)
class Choice:
    """A system and edition, with the reason each was chosen (for ``check`` output)."""

    system: str
    edition: str
    why_system: str
    why_edition: str
    baku: bool = False
    maxi: bool | None = None  # Lim only: a Maxi-tournament (lim.maxi.maxi_setting)
    why_maxi: str = ""


def _from_code(code: str | None) -> tuple[str | None, str | None, bool]:
    """Read a 192 (or 092) system code such as ``FIDE_DUTCH_2026_BAKU``."""
    if not code:
        return None, None, False
    upper = code.upper()
    system = next((s for w, s in _SYSTEM_WORDS.items() if w in upper), None)
    year = re.search(r"(20\d\d)", upper)
    edition = None
    if system is not None and year is not None:
        new, old = EDITIONS[system]
        edition = new if int(year.group(1)) >= 2025 else old
    return system, edition, "BAKU" in upper


def choose(
    tournament: Tournament,
    system: str | None = None,
    edition: str | None = None,
    type_text: str | None = None,
    maxi: bool | None = None,
) -> Choice:
    """The system and edition to apply: the command line first, then the file (192, else
    092 when it names a FIDE code), then the start date (042) against 1 Feb 2026.
    For Lim also the Maxi flag: ``maxi`` (the command line), else the file's 192 marker,
    else the 1988 definition (``lim.maxi.maxi_setting``).

    Raises UnsupportedRules for a system trfcheck does not know and ValueError for
    an edition the system does not have.
    """
    code = tournament.system or type_text
    file_system, file_edition, baku = _from_code(code)
    if system is not None:
        why_system = "--system"
    elif file_system is not None:
        system, why_system = file_system, f"the file's system code {code!r}"
    else:
        system, why_system = "dutch", "the default (the file names no system)"
    if system not in EDITIONS:
        raise UnsupportedRules(f"no pairing system named {system!r}")
    new, old = EDITIONS[system]
    if edition is not None:
        if edition not in (new, old):
            raise ValueError(f"{system} has editions {new} and {old}, not {edition}")
        why_edition = "--edition"
    elif file_edition is not None and file_system == system:
        edition, why_edition = file_edition, f"the file's system code {code!r}"
    elif tournament.start_date is not None:
        start = tournament.start_date
        edition = new if start >= CUTOVER else old
        side = "on or after" if edition == new else "before"
        why_edition = f"start date {start.isoformat()} ({side} {CUTOVER.isoformat()})"
    else:
        edition, why_edition = new, "no start date: the rules in force now"
    if system == "lim":
        from .lim.maxi import maxi_setting  # only Lim has the flag: load it only for Lim

        setting = maxi_setting(tournament, maxi)
        return Choice(system, edition, why_system, why_edition, baku, setting.maxi, setting.why)
    ignored = "" if maxi is None else "--maxi ignored: Maxi-tournaments are a Lim notion"
    return Choice(system, edition, why_system, why_edition, baku, why_maxi=ignored)


def engine_options(choice: Choice) -> dict[str, object]:
    """Keyword options of the chosen engine: Baku acceleration for Dutch (from the 192
    code), the Maxi-tournament flag for Lim (as ``choose`` resolved it)."""
    if choice.system == "dutch":
        return {"baku": choice.baku}
    if choice.system == "lim":
        return {"maxi": choice.maxi}
    return {}
