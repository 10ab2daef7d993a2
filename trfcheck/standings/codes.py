"""The tie-break codes of C.07 (art. 5 table) and the items of a 202/212 record.

``REGISTRY`` names every code C.07 and MTB26 define, with its article, its family
(the module that computes it) and the modifiers it takes; team codes (art. 11-13) are
registered but belong to the team module (``Family.TEAM``), so an individual standing
reports them as not computed instead of misreading them. ``parse_tiebreak`` reads one
item of a TRF-26 202/212 list by the MTB26 grammar (``CODE[:PS][/MOD]*``).
"""

from __future__ import annotations

import enum
import re
from dataclasses import dataclass, replace

from trfcheck.ruleset import TiebreakEdition
from trfcheck.trf.numbers import whole_or_none

__all__ = ["REGISTRY", "Code", "Family", "TieBreak", "parse_tiebreak"]


class Family(enum.StrEnum):
    """Which module computes a code."""

    POINTS = "points"  # PTS
    ENCOUNTER = "encounter"  # DE (type A)
    OWN = "own"  # type B: WIN WON BPG BWG PS REP STD TPN, and KS (type BC)
    BUCHHOLZ = "buchholz"  # BH FB AOB SB (art. 8, 9.1 and 16)
    RATING = "rating"  # ARO TPR PTP APRO APPO RTNG (art. 10)
    TEAM = "team"  # art. 11-13: the team module (not computed here)


@dataclass(frozen=True, slots=True)
class Code:
    """One code of the C.07 art. 5 table: its article, family and allowed modifiers
    (letters of ``C M L P F R U``); ``lower_better`` for TPN."""

    name: str
    article: str
    family: Family
    modifiers: str = ""
    lower_better: bool = False


def _codes(*items: Code) -> dict[str, Code]:
    return {c.name: c for c in items}


#: Every code trfcheck knows (C.07 2024/2026 art. 5-13, MTB26); GE is the 2023 name of REP.
REGISTRY = _codes(
    Code("PTS", "C.07 art. 4.2", Family.POINTS),
    Code("DE", "C.07 art. 6", Family.ENCOUNTER, "P", lower_better=True),  # a place
    Code("WIN", "C.07 art. 7.1", Family.OWN),
    Code("WON", "C.07 art. 7.2", Family.OWN),
    Code("BPG", "C.07 art. 7.3", Family.OWN),
    Code("BWG", "C.07 art. 7.4", Family.OWN),
    Code("PS", "C.07 art. 7.5", Family.OWN, "C"),
    Code("REP", "C.07 art. 7.6", Family.OWN),
    Code("GE", "C.07 art. 7.6 (2023: GE)", Family.OWN),
    Code("STD", "C.07 art. 7.7 (2026)", Family.OWN),
    Code("TPN", "C.07 art. 7.8 (2026)", Family.OWN, "R", lower_better=True),
    Code("BH", "C.07 art. 8.1", Family.BUCHHOLZ, "CMP"),
    Code("AOB", "C.07 art. 8.2", Family.BUCHHOLZ, "FP"),
    Code("FB", "C.07 art. 8.3", Family.BUCHHOLZ, "CMP"),
    Code("SB", "C.07 art. 9.1", Family.BUCHHOLZ, "CP"),
    Code("KS", "C.07 art. 9.2", Family.OWN, "L"),
    Code("ARO", "C.07 art. 10.1", Family.RATING, "CMU"),
    Code("TPR", "C.07 art. 10.2", Family.RATING, "U"),
    Code("PTP", "C.07 art. 10.3", Family.RATING, "U"),
    Code("APRO", "C.07 art. 10.4", Family.RATING, "U"),
    Code("APPO", "C.07 art. 10.5", Family.RATING, "U"),
    Code("RTNG", "C.07 art. 10.6 (2026)", Family.RATING, "RU"),
    *(
        Code(name, "C.07 art. 11-13", Family.TEAM)
        for name in (
            "MPVGP",
            "ESB",
            "EMMSB",
            "EMGSB",
            "EGMSB",
            "EGGSB",
            "EDE",
            "EDET",
            "EDEB",
            "EDEBT",
            "EDEBB",
            "BC",
            "TBR",
            "BBE",
            "SSSC",
        )
    ),
)

_ITEM = re.compile(r"^([A-Z][A-Z0-9_]*)(?:@\d+)?(?::([A-Z][A-Z0-9]+))?((?:/[A-Z0-9.+-]*)*)$")
#: The /V modifier of a tie-break item (MTB26): the edition of C.07 the item is computed by.
_VERSIONS = {
    "1": TiebreakEdition.C2024,
    "2024": TiebreakEdition.C2024,
    "2": TiebreakEdition.C2026,
    "2026": TiebreakEdition.C2026,
}


@dataclass(frozen=True, slots=True)
class TieBreak:
    """One item of a 202/212 list, as parsed (C.07 art. 14; MTB26).

    ``cut_low``/``cut_high``: ``/Cn`` and ``/Mn``; ``forfeits_played``: ``/P``;
    ``fore``: ``/F`` (AOB of Fore Buchholz); ``reverse``: ``/R``; ``limit``: the Koya
    limit shift of ``/L±n`` in half points; ``unrated``: ``/U<r>`` (Gacrux extension);
    ``edition``: ``/V2024`` or ``/V2026``. ``problem`` says why the item is not computed
    (empty when it is).
    """

    code: str
    text: str = ""
    cut_low: int = 0
    cut_high: int = 0
    forfeits_played: bool = False
    fore: bool = False
    reverse: bool = False
    limit: int = 0
    unrated: int | None = None
    edition: TiebreakEdition | None = None
    point_system: str | None = None
    problem: str = ""

    @property
    def name(self) -> str:
        """The item as written (for output)."""
        return self.text or self.code

    @property
    def supported(self) -> bool:
        """True if trfcheck computes this item for an individual event."""
        return not self.problem

    @property
    def lower_better(self) -> bool:
        """True when a smaller value ranks higher (TPN; RTNG/R; TPN/R is the reverse)."""
        code = REGISTRY.get(self.code)
        base = code.lower_better if code is not None else False
        return base != self.reverse


def parse_tiebreak(text: str) -> TieBreak:
    """Parse ``CODE[:PS][/MOD]*``; ``BH:C1`` (an old spelling) is read as ``BH/C1``.

    An unknown code or modifier gives an item with ``problem`` set (reported, not
    computed); raises ValueError for text that is not a tie-break item at all.
    """
    match = _ITEM.match(text.strip().upper().replace(" ", ""))
    if match is None:
        raise ValueError(f"not a tie-break item: {text!r}")
    name, system, rest = match.group(1), match.group(2), match.group(3)
    mods = [m for m in rest.split("/") if m]
    if system is not None and re.fullmatch(r"[CM]\d+", system):
        mods.insert(0, system)  # "BH:C1"
        system = None
    written = text.strip()
    code = REGISTRY.get(name)
    if code is None:
        return TieBreak(name, written, problem=f"{name} is not a C.07 tie-break code")
    if code.family is Family.TEAM:
        return TieBreak(name, written, problem=f"{name} is a team tie-break ({code.article})")
    if system is not None and system != "GP":
        return TieBreak(name, written, point_system=system, problem=f":{system} is for teams")
    parsed = TieBreak(name, written, point_system=system)
    for mod in mods:
        parsed = _modifier(code, mod, parsed)
        if parsed.problem:
            break
    return parsed


def _modifier(code: Code, mod: str, item: TieBreak) -> TieBreak:
    """``item`` with one modifier applied, or with ``problem`` set if ``code`` does not
    take it (C.07 art. 14; MTB26)."""
    letter, arg = mod[0], mod[1:]
    if letter == "V" and arg in _VERSIONS:
        return replace(item, edition=_VERSIONS[arg])
    if letter not in code.modifiers:
        problem = f"{code.name} does not take the modifier /{mod} ({code.article}; MTB26)"
        return replace(item, problem=problem)
    number = whole_or_none(arg, 4) if arg else None  # ASCII digits only (trf.numbers)
    if letter in "CM" and number is not None:
        return replace(item, cut_low=number, cut_high=number if letter == "M" else 0)
    if letter == "L" and re.fullmatch(r"[+-]?\d+(\.5|\.0)?", arg):
        # /L-1: one half point lower; an unsigned number is +n half points (docs/tiebreaks.md);
        # a number with a decimal point is in points (/L+0.5 = one half point).
        halves = float(arg) * 2 if "." in arg else float(arg)
        return replace(item, limit=int(halves))
    if letter == "U" and number is not None:
        return replace(item, unrated=number)
    if letter == "P" and not arg:
        return replace(item, forfeits_played=True)
    if letter == "F" and not arg:
        return replace(item, fore=True)
    if letter == "R" and not arg:
        return replace(item, reverse=True)
    return replace(item, problem=f"malformed modifier /{mod} of {code.name}")
