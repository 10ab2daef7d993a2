"""The Lim Maxi-tournament flag (C.04.4.3), decided with the other choices of the resolver
so that the engine, the audit and the CLI read one answer (``Ruleset.maxi``).

The 100-point limits of the Lim system (C.04.4.3 3.2.3, 3.8 and 5.7; the bracketed
passages of old 10.2, 10.8 and rule 12.7) apply to Maxi-tournaments only. The 2026 text
uses the term without defining it; the definition is the 1988 General Assembly's,
printed in the preamble of the older Handbook text: a tournament with more than 2**n
participants, n the number of rounds. The flag is resolved in this order:

1. the caller (``--maxi`` / ``--no-maxi`` on the command line);
2. the file: a 192 record (system name) holding the word ``MAXI`` (``192 LIM MAXI``,
   ``FIDE_LIM_MAXI``) says yes, ``NOMAXI`` or ``NO MAXI`` says no. TRF-2026 has no Lim
   code, so the marker rides on the free text of 192;
3. the definition, counted over the players listed in the file (everyone registered at
   the start); a file without the number of rounds (XXR / 142) is not a Maxi-tournament.
"""

from __future__ import annotations

from dataclasses import dataclass

from trfcheck.trf.model import Tournament

from .choice import Choice, Source
from .systems import System

__all__ = [
    "BY_DEFINITION",
    "MaxiSetting",
    "maxi_by_definition",
    "maxi_choice",
    "maxi_from_file",
    "maxi_setting",
]

#: How the reason of a flag inferred from the player count begins (neither ``--maxi`` nor
#: the file said anything): findings that rest on it say so (FLT005 is then a warning).
BY_DEFINITION = "1988 GA definition"


@dataclass(frozen=True, slots=True)
class MaxiSetting:
    """The Maxi flag and why it has that value (for reports)."""

    maxi: bool
    why: str
    #: what the flag rests on: an option, the 192 record, the 1988 definition or the default
    source: Source


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
    the 1988 definition."""
    if override is not None:
        return MaxiSetting(override, "--maxi" if override else "--no-maxi", Source.OPTION)
    marked = maxi_from_file(tournament)
    if marked is not None:
        return MaxiSetting(marked, f"the file's 192 record {tournament.system!r}", Source.FILE)
    n = tournament.total_rounds
    players = len(tournament.players)
    if n is None:
        return MaxiSetting(
            False, "the number of rounds is not given (no XXR / 142)", Source.DEFAULT
        )
    more = _more_than_power(players, n)
    side = "more" if more else "not more"
    why = f"{BY_DEFINITION}: {players} players, {side} than {_power_text(n)}"
    return MaxiSetting(more, why, Source.DEFINITION)


def maxi_choice(t: Tournament, given: bool | None, system: System) -> Choice[bool | None]:
    """The Lim Maxi flag of a Lim event (``maxi_setting``); for another system None, or the
    ``--maxi`` given with a note that it is ignored."""
    if system is System.LIM:
        setting = maxi_setting(t, given)
        return Choice(setting.maxi, setting.why, source=setting.source)
    if given is not None:
        return Choice(
            given, "--maxi ignored: Maxi-tournaments are a Lim notion", source=Source.IGNORED
        )
    return Choice(None, "not decided", source=Source.DEFAULT)
