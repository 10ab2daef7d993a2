"""One audit of one tournament: every finding of every stage under one ``Ruleset``, and the
verdict.

``audit`` is what ``trfcheck check`` runs for each file; the CLI only renders the ``Audit``
it returns. The stages and their codes:

- the reader (``trf.load``): syntax, fields, cross-table and points (PLY, RES, RND, PTS,
  HDR, ENC, LIN);
- the rule checks (``verify.rules``): rematches, colours, byes, floats, board order,
  ranks, initial order;
- the replay (``verify.replay``): RPL001 when a published round is not the rules' pairing,
  RPL002 when the rules give no valid pairing for a round the file has.

- a team event (``verify.team``): the team findings (TEAM001-TEAM009) and, for a Swiss team
  event (C.04.6), the replay of the team rounds (RPL001/RPL002 name teams).

Float findings are graded by the rules' own pairing (``grading``). The verdict is FAIL when
any finding is an error, PASS otherwise; ``scope`` says what could not be checked (a team
event that is not a Swiss, a system without an engine).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, replace

from trfcheck.pairers.base import UnsupportedRules
from trfcheck.pairers.registry import engine_for
from trfcheck.ruleset import Ruleset, System
from trfcheck.standings.ranking import tiebreak_list
from trfcheck.trf.diagnostics import Diagnostic, Severity, sort_diagnostics
from trfcheck.trf.model import Tournament

from .grading import grade_floats
from .replay import RoundCheck, replay
from .rules import PublishedPairing, check_rules
from .rules.crosstable import CROSSTABLE_RULES

__all__ = ["Audit", "Filter", "audit"]


@dataclass(frozen=True, slots=True)
class Filter:
    """Which findings to report: ``select`` (codes or prefixes; empty: all), ``ignore``
    (codes or prefixes), and the lowest severity shown."""

    select: tuple[str, ...] = ()
    ignore: tuple[str, ...] = ()
    min_severity: Severity = Severity.INFO

    def keeps(self, d: Diagnostic) -> bool:
        """True if ``d`` is reported."""
        if d.severity.rank > self.min_severity.rank:
            return False
        if self.select and not any(d.code.startswith(c) for c in self.select):
            return False
        return not any(d.code.startswith(c) for c in self.ignore)


@dataclass(frozen=True, slots=True)
class Audit:
    """What trfcheck found in one tournament under ``ruleset``.

    ``diagnostics`` are every finding of every stage, sorted by round; ``scope`` lists what
    was not checked and why (empty when everything was).
    """

    ruleset: Ruleset
    rounds: tuple[RoundCheck, ...]
    diagnostics: tuple[Diagnostic, ...] = ()
    scope: tuple[str, ...] = ()

    @property
    def violations(self) -> tuple[Diagnostic, ...]:
        """Every finding (the name of the first version of this API)."""
        return self.diagnostics

    @property
    def note(self) -> str | None:
        """What was not checked, as one sentence (None when everything was)."""
        return "; ".join(self.scope) or None

    @property
    def discrepant(self) -> list[RoundCheck]:
        """Rounds whose published pairing differs from the rules' pairing."""
        return [r for r in self.rounds if not r.ok]

    @property
    def errors(self) -> list[Diagnostic]:
        """Findings of severity error."""
        return [v for v in self.diagnostics if v.severity is Severity.ERROR]

    @property
    def counts(self) -> Counter[Severity]:
        """The number of findings of each severity."""
        return Counter(d.severity for d in self.diagnostics)

    @property
    def passed(self) -> bool:
        """True when no finding is an error."""
        return not self.errors

    def verdict(self) -> str:
        """One line: ``PASS`` or ``FAIL``, the counts, the first reason, the scope."""
        c = self.counts
        counts = ", ".join(
            f"{c[s]} {s.value}{'s' if c[s] != 1 and s is not Severity.INFO else ''}"
            for s in Severity
        )
        head = "FAIL" if not self.passed else "PASS (partial)" if self.scope else "PASS"
        rounds = f"{len(self.discrepant)} of {len(self.rounds)} rounds differ"
        text = f"{head}: {counts}; {rounds}"
        if not self.passed:
            first = self.errors[0]
            where = f"round {first.round}" if first.round is not None else "file"
            text += f"; first: {first.code} ({where}) {first.message}"
        if self.scope:
            text += f"; not checked: {self.note}"
        return text

    def filtered(self, keep: Filter) -> Audit:
        """The audit with only the findings ``keep`` reports (the verdict follows them)."""
        return replace(self, diagnostics=tuple(d for d in self.diagnostics if keep.keeps(d)))


def audit(
    tournament: Tournament,
    ruleset: Ruleset,
    *,
    findings: Iterable[Diagnostic] = (),
    pairing: PublishedPairing | None = None,
    progress: Callable[[int, int], None] | None = None,
) -> Audit:
    """Every finding of ``tournament`` under ``ruleset`` (module notes).

    ``findings`` are the reader's; ``pairing`` a published pairing list to check;
    ``progress(done, total)`` is called after each replayed round.
    """
    findings = tuple(findings)
    team = ruleset.team.value
    system = System.TEAM if team else ruleset.system.value
    checks = check_rules(
        tournament,
        system,
        ruleset.edition.value,
        findings=findings,
        pairing=pairing,
        tiebreaks=tiebreak_list(tournament),
        tiebreak_edition=ruleset.tiebreak_edition.value,
        lim_maxi=ruleset.maxi.value,
        round_robin=ruleset.round_robin.value,
    )
    reader = [f for f in findings if f.code not in CROSSTABLE_RULES]
    scope: list[str] = []
    rounds: tuple[RoundCheck, ...] = ()
    team_findings: list[Diagnostic] = []
    if team:
        # the team engine is imported for team events only (tests/cli/test_imports.py)
        from .team import check_team, is_swiss_team, replay_team

        team_findings = check_team(tournament)
        if is_swiss_team(tournament, ruleset):
            rounds = tuple(replay_team(tournament))
        else:
            scope.append(
                f"a team event that is not a team Swiss ({ruleset.system.reason}; no 192 team "
                "Swiss code): the team pairings are not re-paired (use --system team)"
            )
    elif ruleset.round_robin.value and ruleset.system.value is System.GENERIC:
        scope.append(
            "the pairings and the Swiss rules (a round robin: its pairings are pre-determined; "
            "the cross-table, points and ranks are checked)"
        )
    else:
        try:
            engine = engine_for(ruleset)
        except UnsupportedRules as error:
            scope.append(f"the pairings ({error})")
        else:
            rounds = tuple(replay(tournament, engine, progress=progress))
    graded = _one_rank_finding(
        grade_floats(tournament, system, ruleset.edition.value, checks, rounds)
    )
    disputed = {f.player for f in findings if f.code == "PTS001" and f.player is not None}
    if team:
        disputed = set()  # a team event's replay names teams, and 001 points are not its scores
    replayed = _replay_findings(rounds, disputed)
    diagnostics = sort_diagnostics([*reader, *graded, *team_findings, *replayed])
    return Audit(ruleset, rounds, tuple(diagnostics), tuple(scope))


def _one_rank_finding(diagnostics: Sequence[Diagnostic]) -> list[Diagnostic]:
    """The rank column's findings (STD001) as one finding per file: a rank column that is
    wrong as a whole (another list, shifted ranks) is one defect, named with every player
    it misplaces and the first position in detail."""
    ranks = [d for d in diagnostics if d.code == "STD001"]
    if len(ranks) <= 1:
        return list(diagnostics)
    players = tuple(sorted({p for d in ranks for p in d.players}))
    shown = ", ".join(map(str, players[:12])) + (" ..." if len(players) > 12 else "")
    first = ranks[0]
    merged = replace(
        first,
        players=players,
        message=f"{len(ranks)} positions of the rank column do not follow the standings "
        f"(players {shown}); the first: {first.message}",
    )
    return [merged, *(d for d in diagnostics if d.code != "STD001")]


def _replay_findings(rounds: Sequence[RoundCheck], disputed: set[int]) -> list[Diagnostic]:
    """RPL001 for a round that differs from the rules' pairing, RPL002 for a round the
    rules cannot pair. When players of the differing boards have a points column that
    disagrees with their results (``disputed``, PTS001), the finding says so: the rules'
    pairing is computed from the scores of the results, not the declared points."""
    out = []
    for rc in rounds:
        if rc.ok:
            continue
        first = rc.differing[:1]
        players = rc.players or tuple(sorted({p for pair in first for p in pair if p}))
        if rc.error is not None:
            out.append(
                Diagnostic(
                    "RPL002",
                    Severity.ERROR,
                    rc.round_no,
                    players,
                    "C.04.1 art. 1 (the absolute criteria)",
                    f"the rules give no valid pairing for this round: {rc.error}",
                )
            )
            continue
        reason = f": {rc.reason}" if rc.reason else ""
        involved = sorted(disputed & {p for pair in rc.differing for p in pair})
        if involved:
            shown = ", ".join(map(str, involved[:8])) + (" ..." if len(involved) > 8 else "")
            reason += (
                f" (note: the declared points of {shown} disagree with their results, PTS001; "
                "the rules' pairing uses the scores of the results)"
            )
        out.append(
            Diagnostic(
                "RPL001",
                Severity.ERROR,
                rc.round_no,
                players,
                rc.rule or "the pairing rules",
                f"the published pairing is not the rules' pairing{reason}",
            )
        )
    return out
