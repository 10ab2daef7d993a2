"""One audit of one tournament: the replay and the rule checks under one ``Ruleset``.

``audit`` is what ``trfcheck check`` runs for each file; the CLI only renders the
``Audit`` it returns.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from trfcheck.pairers.base import UnsupportedRules
from trfcheck.pairers.registry import engine_for
from trfcheck.ruleset import Ruleset, System
from trfcheck.standings.ranking import tiebreak_list
from trfcheck.trf.diagnostics import Diagnostic, Severity
from trfcheck.trf.model import Tournament

from .replay import RoundCheck, replay
from .rules import PublishedPairing, check_rules

__all__ = ["Audit", "audit"]


@dataclass(frozen=True, slots=True)
class Audit:
    """What trfcheck found in one tournament under ``ruleset``."""

    ruleset: Ruleset
    rounds: tuple[RoundCheck, ...]
    violations: tuple[Diagnostic, ...] = ()
    note: str | None = None  # why the replay did not run, when it did not

    @property
    def discrepant(self) -> list[RoundCheck]:
        """Rounds whose published pairing differs from the rules' pairing."""
        return [r for r in self.rounds if not r.ok]

    @property
    def errors(self) -> list[Diagnostic]:
        """Violations of an absolute rule."""
        return [v for v in self.violations if v.severity is Severity.ERROR]


def audit(
    tournament: Tournament,
    ruleset: Ruleset,
    *,
    findings: Iterable[Diagnostic] = (),
    pairing: PublishedPairing | None = None,
) -> Audit:
    """Replay every round with the engine of ``ruleset`` and check the rules.

    ``findings`` are the reader's (their cross-table and points codes are reported as
    violations). A system without an engine (Burstein, team events) is still checked against
    the rules; the replay is then skipped with a note.
    """
    team = ruleset.team.value
    violations = check_rules(
        tournament,
        System.TEAM if team else ruleset.system.value,
        ruleset.edition.value,
        findings=findings,
        pairing=pairing,
        tiebreaks=tiebreak_list(tournament),
        lim_maxi=ruleset.maxi.value,
    )
    if team:
        return Audit(ruleset, (), tuple(violations), "a team event: no individual replay")
    try:
        engine = engine_for(ruleset)
    except UnsupportedRules as error:
        note = f"{error}: rounds not replayed"
        return Audit(ruleset, (), tuple(violations), note)
    return Audit(ruleset, tuple(replay(tournament, engine)), tuple(violations))
