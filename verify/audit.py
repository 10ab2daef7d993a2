"""One audit of one tournament: the rules chosen, the replay, and the rule checks.

``audit`` is what ``trfcheck check`` runs for each file; the CLI only renders
the ``Audit`` it returns.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from trfcheck.pairers import system_for
from trfcheck.pairers.editions import Choice, choose
from trfcheck.trf.model import Tournament

from .replay import RoundCheck, replay

__all__ = ["Audit", "audit"]


@dataclass(frozen=True, slots=True)
class Audit:
    """What trfcheck found in one tournament."""

    choice: Choice
    rounds: tuple[RoundCheck, ...]
    violations: tuple[Any, ...] = field(default_factory=tuple)

    @property
    def discrepant(self) -> list[RoundCheck]:
        """Rounds whose published pairing differs from the rules' pairing."""
        return [r for r in self.rounds if not r.ok]


def audit(
    tournament: Tournament,
    system: str | None = None,
    edition: str | None = None,
    type_text: str | None = None,
) -> Audit:
    """Choose the rules (``editions.choose``), replay every round and check the rules.

    Raises KeyError for an unknown system, ValueError for an unknown edition and
    ``UnsupportedRules`` for rules not implemented.
    """
    choice = choose(tournament, system, edition, type_text)
    engine = system_for(choice.system, choice.edition)
    rounds = tuple(replay(tournament, engine))
    return Audit(choice, rounds)
