"""``DoubleSwissEvent``: an event paired by the Double-Swiss system (C.04.5), whose rounds are
matches of two games written as two TRF rounds each (``trf.double_swiss``, 192
``FIDE_DOUBLESWISS``). A player's 001 points are checked match by match by the reader
(DSW007: a bye counts once per match, C.04.5 1.4), so the per-column sum (PTS001) is no
finding of it; its standings count game points (C.04.5 Preface), each game a round of C.07
(``standings.crosstable``)."""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass
from typing import ClassVar

from trfcheck.ruleset import Choice, Ruleset, System
from trfcheck.trf.diagnostics import Diagnostic

from .base import Event, RoundsAudit, RuleFamily

__all__ = ["DOUBLE_EXEMPT", "DoubleSwissEvent"]

#: The reader's codes that the two-round dialect reads otherwise: a points column is the
#: sum of the matches' points with each bye once (DSW007), not of the columns (PTS001).
DOUBLE_EXEMPT = frozenset({"PTS001"})


@dataclass(frozen=True, slots=True)
class DoubleSwissEvent(Event):
    """A Double-Swiss event (module notes): claimed by a ruleset whose pairing system is
    ``System.DOUBLE`` (``ruleset.resolve``: 192 ``FIDE_DOUBLESWISS`` or ``--system double``)."""

    kind: ClassVar[str] = "double"
    points_are_sums: ClassVar[bool] = False
    label: ClassVar[str] = "Double-Swiss event"
    points_note: ClassVar[str] = (
        "A Double-Swiss event: a match takes two rounds and its byes count once; the points "
        "columns are checked per match by the reader (DSW007)."
    )
    #: a match takes two TRF rounds: the per-game rules of a Swiss do not apply to its
    #: columns; its matches are checked (C.04.5 C1, C2), and its declared ranks
    rule_families: ClassVar[tuple[RuleFamily, ...]] = (RuleFamily.RANKS, RuleFamily.MATCHES)

    @classmethod
    def claims(cls, ruleset: Ruleset) -> bool:
        """An event paired by the Double-Swiss system (C.04.5)."""
        return ruleset.system.value is System.DOUBLE

    @property
    def claimed_by(self) -> Choice[bool]:
        """The ruleset's pairing-system choice, with its reason (192, or ``--system``)."""
        system = self.ruleset.system
        return Choice(True, system.reason, system.note, system.premise)

    def arbiter_reading(self, findings: Iterable[Diagnostic]) -> list[Diagnostic]:
        """The reader's ``findings`` without the per-column points sum (``DOUBLE_EXEMPT``):
        the dialect checks the points per match (DSW007)."""
        return [f for f in findings if f.code not in DOUBLE_EXEMPT]

    def audit_rounds(self, progress: Callable[[int, int], None] | None = None) -> RoundsAudit:
        """Every match replayed at its first column (``Event.audit_rounds``); rules the
        engine finds it cannot apply while pairing (a Baku code without 250 records,
        reading ``double-baku-win=record``) leave the matches not checked (the scope)."""
        from trfcheck.pairers.base import UnsupportedRules

        try:
            return Event.audit_rounds(self, progress)
        except UnsupportedRules as error:
            return RoundsAudit(scope=(error.not_checked,))
