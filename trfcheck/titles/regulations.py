"""The numbers of the FIDE Title Regulations (B.01 2024) that a norm is measured against.

Source: https://handbook.fide.com/chapter/B012024 (applied from 1 January 2024), summarised in
docs/norms.md. The performance ``Rp`` and the average ``Ra`` minimums are
those of 1.4.8 and 1.4.8a, the 35 % of 1.4.8b; the rating floors of 1.4.6; the titles that count
for 1.4.5. The article numbers cited are those of the 2024 text (docs/norms.md quotes it).
"""

from __future__ import annotations

import enum
from dataclasses import dataclass

__all__ = [
    "FID",
    "HELD",
    "MAX_ROUNDS_COUNTED",
    "MIN_GAMES",
    "MIN_GAMES_TEAM",
    "MIN_SCORE_PERCENT",
    "TITLE_HOLDER_TITLES",
    "UNRATED_RATING",
    "NormTitle",
    "Requirement",
]

#: 1.4.1a: a norm needs at least 9 games; 1.4.1b: 7 in world or continental team and club
#: championships.
MIN_GAMES = 9
MIN_GAMES_TEAM = 7
#: 1.7 (docs/norms.md quotes it): a norm of more than 13 rounds counts as 13 games towards a title.
MAX_ROUNDS_COUNTED = 13
#: 1.4.8b: "The minimum score is 35% for all norms."
MIN_SCORE_PERCENT = 35
#: 1.4.6: an unrated opponent counts as 1400 (unless it is the one raised to the floor).
UNRATED_RATING = 1400
#: The FIDE pseudo-federation: its players count as opponents, never as a foreign federation.
FID = "FID"
#: 1.4.5a: title-holders are the holders of the titles of 0.3 except CM and WCM.
TITLE_HOLDER_TITLES = frozenset({"GM", "IM", "FM", "WGM", "WIM", "WFM"})


class NormTitle(enum.StrEnum):
    """A title that is earned with norms (B.01 1.1), highest first."""

    GM = "GM"
    IM = "IM"
    WGM = "WGM"
    WIM = "WIM"

    @property
    def requirement(self) -> Requirement:
        """The numbers this title's norm is measured against."""
        return _REQUIREMENTS[self]

    @property
    def for_women_only(self) -> bool:
        """True for WGM and WIM, titles for women (B.01 0.3)."""
        return self in (NormTitle.WGM, NormTitle.WIM)


@dataclass(frozen=True, slots=True)
class Requirement:
    """One title's numbers: ``performance`` (Rp, 1.4.8), ``average`` (Ra, 1.4.7), ``floor``
    (the one opponent's rating raised, 1.4.6) and ``counted_titles`` (the norm's title or a
    higher one, 1.4.5b-e)."""

    performance: int
    average: int
    floor: int
    counted_titles: frozenset[str]


_REQUIREMENTS = {
    NormTitle.GM: Requirement(2600, 2380, 2200, frozenset({"GM"})),
    NormTitle.IM: Requirement(2450, 2230, 2050, frozenset({"GM", "IM"})),
    NormTitle.WGM: Requirement(2400, 2180, 2000, frozenset({"GM", "IM", "WGM"})),
    NormTitle.WIM: Requirement(2250, 2030, 1850, frozenset({"GM", "IM", "WGM", "WIM"})),
}

#: The titles a holder no longer needs norms for: a GM needs none; an IM none for IM, WGM or
#: WIM (WGM and WIM norms are lower); a WGM none for WGM or WIM; a WIM none for WIM.
HELD: dict[str, frozenset[NormTitle]] = {
    "GM": frozenset(NormTitle),
    "IM": frozenset({NormTitle.IM, NormTitle.WGM, NormTitle.WIM}),
    "WGM": frozenset({NormTitle.WGM, NormTitle.WIM}),
    "WIM": frozenset({NormTitle.WIM}),
}
