"""``RoundRobinEvent``: an event of individuals where everyone meets everyone (C.05), its
rounds drawn from the Berger tables (C.05 Annex 1) under a numbering of the players.

It answers the questions of ``base.Event`` its own way: its rounds are audited against
the Berger table under the numbering they follow (``berger.check_round_robin``: RR001-RR007
and the verdict's statement of the schedule), not re-paired as a Swiss; its cross-tables
are in Berger order (``berger_numbers``); its next round is the table's (``engine``); its
standings are the round robin's (C.07 art. 15: no Buchholz family; the points scored by or
against a player who withdrew having completed less than 50% of his games are not counted,
C.05 6.6, ``standings.withdrawals``), which ``standings.report`` gives for a ruleset whose
round-robin choice is set. A team round robin is a ``TeamEvent``: its system is the team
system, and its units are teams.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING, ClassVar

from trfcheck.ruleset import Choice, Ruleset, System

from .base import Event, RoundsAudit, RuleFamily

if TYPE_CHECKING:
    from trfcheck.pairers.base import Engine
    from trfcheck.pairers.roundrobin.numbering import Numbering

__all__ = ["RoundRobinEvent"]


@dataclass(frozen=True, slots=True)
class RoundRobinEvent(Event):
    """An individual round robin (module notes): claimed by a ruleset whose round-robin
    choice says so (``ruleset.resolve``: the 092 event type, or ``--pre-determined``) and whose
    system is no Swiss system's (``--system`` pairs the file as a Swiss)."""

    kind: ClassVar[str] = "round-robin"
    label: ClassVar[str] = "round robin"
    #: the Swiss rules do not govern it (C.07 art. 15): its ranks and a published pairing
    #: list's board order only (its rounds are the Berger table's, ``audit_rounds``)
    rule_families: ClassVar[tuple[RuleFamily, ...]] = (RuleFamily.RANKS, RuleFamily.BOARD_ORDER)

    @classmethod
    def claims(cls, ruleset: Ruleset) -> bool:
        """An individual round robin: ``Ruleset.round_robin``, under no pairing system of
        the Swiss (``System.GENERIC``), not a team event (a ``TeamEvent``)."""
        return (
            ruleset.round_robin.value
            and ruleset.system.value is System.GENERIC
            and not ruleset.team.value
        )

    @property
    def claimed_by(self) -> Choice[bool]:
        """The ruleset's round-robin choice (092, or ``--pre-determined``)."""
        return self.ruleset.round_robin

    def engine(self) -> Engine:
        """The Berger table (C.05 Annex 1, ``pairers.roundrobin.engine``): a round is the
        table's round under the numbering the rounds before it follow."""
        from trfcheck.pairers.roundrobin.engine import RoundRobinSystem

        return RoundRobinSystem()

    def audit_rounds(self, progress: Callable[[int, int], None] | None = None) -> RoundsAudit:
        """Every published round against the Berger table under the numbering the file
        follows (C.05 Annex 1, ``berger.check_round_robin``): the table's pairing beside the
        published one, RR001-RR007, and the schedule as the verdict says it. Without two
        players or a round played there is no table to compare: the rounds are replayed as
        the base does, with its ``engine``."""
        t = self.tournament
        if len(t.players) < 2 or t.rounds_played == 0:
            return Event.audit_rounds(self, progress)
        from .berger import check_round_robin

        table = check_round_robin(t, numbering=self.numbering())
        return RoundsAudit(
            table.rounds,
            table.diagnostics,
            repaired=False,
            schedule=table.summary,
            notes=table.notes,
        )

    @property
    def berger_numbers(self) -> Mapping[int, int]:
        """Start rank -> Berger number of the numbering the rounds follow (C.05 Annex 1,
        ``numbering``); empty with fewer than two players."""
        if len(self.tournament.players) < 2:
            return {}
        return self.numbering().berger

    def numbering(self) -> Numbering:
        """The numbering and Berger schedule the published rounds follow (C.05 Annex 1,
        ``pairers.roundrobin.numbering.find_numbering``), searched once per event: the
        audit of the rounds and the cross-tables read the same one."""
        from trfcheck.pairers.roundrobin import numbering

        return self.once("numbering", lambda: numbering.find_numbering(self.tournament))
