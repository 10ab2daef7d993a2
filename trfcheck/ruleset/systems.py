"""The pairing systems (C.04.3, C.04.4.1-3, C.04.5, C.04.6) and how a file names them.

``System`` is the one name of a system everywhere below the resolver; this module reads
it from a name (``--system``), from the words of a 192 system code or a 092 tournament
type (``system_in_code``, ``read_code``, ``file_code``), and tells a code that names a
round robin (C.07 art. 15, ``names_round_robin``). Only the resolver's modules call the
readers (tests/test_one_road.py).
"""

from __future__ import annotations

import enum
import re
from dataclasses import dataclass, replace

from trfcheck.trf.model import Tournament

__all__ = [
    "SYSTEM_CHOICES",
    "CodeFacts",
    "System",
    "UnknownRules",
    "file_code",
    "names_round_robin",
    "read_code",
    "system_in_code",
]


class UnknownRules(ValueError):
    """A system or edition name that trfcheck does not know (a usage error)."""


class System(enum.StrEnum):
    """A FIDE pairing system (C.04.3, C.04.4.1-3, C.04.5, C.04.6).

    ``GENERIC`` means no system is known: only the Basic Rules (C.04.1) are checked and
    nothing is re-paired.
    """

    DUTCH = "dutch"
    DUBOV = "dubov"
    BURSTEIN = "burstein"
    LIM = "lim"
    TEAM = "team"
    DOUBLE = "double"  # C.04.5 Double-Swiss
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
        if text.lower() == cls.DOUBLE.value:  # the name, not a word of a code ("Double RR")
            return cls.DOUBLE
        system = system_in_code(text)
        if system is None:
            raise UnknownRules(
                f"unknown pairing system {name!r}: expected one of {', '.join(SYSTEM_CHOICES)}"
            )
        return system


#: The names accepted by ``--system``.
SYSTEM_CHOICES = ("dutch", "dubov", "burstein", "lim", "team", "double")

_SYSTEM_WORDS = (
    ("DOUBLESWISS", System.DOUBLE),
    ("TEAM", System.TEAM),
    ("DUTCH", System.DUTCH),
    ("BURSTEIN", System.BURSTEIN),
    ("DUBOV", System.DUBOV),
    ("LIM", System.LIM),
)


def system_in_code(code: str) -> System | None:
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


def names_round_robin(text: str | None) -> bool:
    """True for a 192 code or 092 text naming a round robin or Berger tables
    (docs/tiebreaks.md: ``FIDE_ROUNDROBIN``, "Round Robin", "round-robin", "Berger")."""
    flat = (text or "").upper().replace("-", "").replace(" ", "").replace("_", "")
    return "ROUNDROBIN" in flat or "BERGER" in flat


@dataclass(frozen=True, slots=True)
class CodeFacts:
    """What a 192 code (or a 092 text naming a FIDE code) says."""

    text: str
    system: System | None
    year: int | None
    baku: bool


def read_code(code: str | None) -> CodeFacts | None:
    """The system, the year (the edition, C.04) and Baku acceleration (C.04.7) a code
    names; None for an empty one."""
    if not code or not code.strip():
        return None
    upper = code.upper()
    year = re.search(r"(20\d\d)", upper)
    return CodeFacts(
        code.strip(), system_in_code(code), int(year.group(1)) if year else None, "BAKU" in upper
    )


def file_code(t: Tournament) -> tuple[CodeFacts | None, str]:
    """The facts of the file's 192 code, else of a FIDE code in its 092 text, and which
    record it is ("192" or "092")."""
    code = read_code(t.system) or read_code(t.event_type)
    source = "192" if read_code(t.system) is not None else "092"
    if code is not None:
        kind = "system code" if source == "192" else "tournament type"
        code = replace(code, text=f"{kind} {code.text!r} ({source})")
    return code, source
