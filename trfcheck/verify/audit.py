"""One audit of one tournament: the rules chosen, the replay, and the rule checks.

``audit`` is what ``trfcheck check`` runs for each file; the CLI only renders
the ``Audit`` it returns.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from trfcheck.pairers import system_for
from trfcheck.pairers.base import UnsupportedRules
from trfcheck.pairers.editions import Choice, choose, engine_options
from trfcheck.standings.ranking import tiebreak_list
from trfcheck.trf.document import Document
from trfcheck.trf.errors import Finding, Severity
from trfcheck.trf.model import Tournament

from .findings import Violation
from .replay import RoundCheck, replay
from .rules import PublishedPairing, check_rules, is_team_event

__all__ = ["Audit", "audit"]


@dataclass(frozen=True, slots=True)
class Audit:
    """What trfcheck found in one tournament."""

    choice: Choice
    rounds: tuple[RoundCheck, ...]
    violations: tuple[Violation, ...] = ()
    note: str | None = None  # why the replay did not run, when it did not

    @property
    def discrepant(self) -> list[RoundCheck]:
        """Rounds whose published pairing differs from the rules' pairing."""
        return [r for r in self.rounds if not r.ok]

    @property
    def errors(self) -> list[Violation]:
        """Violations of an absolute rule."""
        return [v for v in self.violations if v.severity is Severity.ERROR]


def audit(
    tournament: Tournament,
    system: str | None = None,
    edition: str | None = None,
    type_text: str | None = None,
    *,
    document: Document | None = None,
    findings: Iterable[Finding] = (),
    pairing: PublishedPairing | None = None,
    maxi: bool | None = None,
) -> Audit:
    """Choose the rules (``editions.choose``), replay every round and check the rules.

    A system without an engine (Burstein, team events) is still checked against the
    rules; the replay is then skipped with a note. ``maxi`` overrides the Lim
    Maxi-tournament flag (``editions.choose``), used by both the replay and the rule checks.
    Raises KeyError for an unknown system and ValueError for an unknown edition.
    """
    choice = choose(tournament, system, edition, type_text, maxi)
    team = is_team_event(document)
    rule_system = "team" if team else choice.system
    violations = check_rules(
        tournament,
        rule_system,
        choice.edition,
        findings=findings,
        pairing=pairing,
        tiebreaks=tiebreak_list(document),
        lim_maxi=choice.maxi,
    )
    if team:
        return Audit(choice, (), tuple(violations), "a team event: no individual replay")
    try:
        engine = system_for(choice.system, choice.edition, **engine_options(choice))
    except (KeyError, UnsupportedRules) as error:
        note = f"no {choice.system} engine ({error}): rounds not replayed"
        return Audit(choice, (), tuple(violations), note)
    return Audit(choice, tuple(replay(tournament, engine)), tuple(violations))
