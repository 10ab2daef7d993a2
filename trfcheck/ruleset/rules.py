"""The ``Ruleset``: the rules that apply to one event, each with the reason it was chosen.

``trfcheck.ruleset.resolve`` builds it once per file; every layer above takes it and never
re-derives a choice from strings, dates or raw lines. It holds the pairing system (C.04),
the editions of the pairing (C.04), tie-break (C.07) and title (B.01) rules, Baku
acceleration (C.04.7), the Lim Maxi flag (C.04.4.3), the team event and the Swiss Team
system (C.04.6), the round robin (C.07 art. 15), the open readings
(``trfcheck.readings``) and the rating rules (B.02: the rate of play and the text).
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from trfcheck.readings import UnknownReading, reading_named

from .choice import Choice
from .editions import PairingEdition, TiebreakEdition
from .rating import GIVEN_RATING, RatingRules
from .systems import System, UnknownRules
from .titles import TitleEdition

__all__ = ["Ruleset"]


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
    #: the rate of play and the rating text (B.02; ``rating.resolve_rating``); not in
    #: ``to_dict``: ``rating`` prints it
    rating: RatingRules = GIVEN_RATING

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
        192/092``): the system, the pairing and the tie-break editions, no acceleration
        where the 092 names one without its virtual points."""
        grouped: dict[str, list[str]] = {}
        for choice in (self.system, self.edition, self.tiebreak_edition, self.baku):
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
