"""One audit of one tournament: every finding of every stage under one ``Ruleset``, and the
verdict.

``audit(event)`` is what ``trfcheck check`` runs for each file (``trfcheck.event``: the
file read once, its rules resolved once); the CLI only renders the ``Audit`` it returns.
``audit_tournament`` audits a tournament built in memory. The stages and their codes:

- the reader (``trf.load``): syntax, fields, cross-table and points (PLY, RES, RND, PTS,
  HDR, ENC, LIN), and the rating facts ``check`` adds to them (``rating.facts``: RAT);
- the rule checks (``verify.rules``): rematches, colours, byes, floats, board order,
  ranks, initial order; for a team event the team findings (TEAM001-TEAM009);
- the rounds as the event's kind audits them (``Event.audit_rounds``): the replay
  (``event.replay``) with the engine of the registry (``engine_for``, every system: the
  Swiss Team engine's rounds name teams): RPL001 when a published round is not the rules'
  pairing, RPL002 when the rules give no valid pairing for a round the file has; a round
  robin's comparison with its Berger table (RR001-RR007, ``event.berger``).

A differing round (and INI002) that rests on an open reading of the text is weighed under
the other reading (``readings``): matching it makes the finding a warning (INI002: info)
that names the reading. FLT005 on a Lim Maxi status inferred from the player count is a
warning that says so. Float findings are graded by the rules' own pairing (``grading``).
The verdict is FAIL when any finding is an error, PASS otherwise; ``scope`` says what
could not be checked (a team event that is not a Swiss, a system without an engine). The
reader's findings of a team event are read as an arbiter reads them (``team``: a reserve
who does not play is no absence). The reader's findings that make
rounds unreliable are the root causes (``causes``): they come first, the verdict names the
first of them, and the findings that depend on them (the replay of the rounds they touch)
say so and are not counted as independent causes. The verdict states its premise: what the
``Ruleset`` assumed because the file did not say it (``Ruleset.premises``).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, replace

from trfcheck.event import Event, make_event
from trfcheck.ruleset import Ruleset, Source, System
from trfcheck.standings.ranking import tiebreak_list
from trfcheck.trf.diagnostics import Diagnostic, Severity, sort_diagnostics
from trfcheck.trf.model import Tournament

from .causes import find_causes
from .grading import grade_floats
from .readings import weigh_initial_colour, weigh_readings
from .replay import RoundCheck
from .rules import PublishedPairing, check_event
from .rules.crosstable import CROSSTABLE_RULES

__all__ = ["Audit", "Filter", "audit", "audit_tournament"]


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
    #: the root causes among ``diagnostics`` (``causes``), first in the file's order
    roots: tuple[Diagnostic, ...] = ()
    #: False when ``--select``/``--ignore``/``--min-severity`` hid the replay's findings,
    #: so the verdict does not count differing rounds it does not report
    replay_shown: bool = True
    #: the verdict's statement about the rounds when the event's kind gives one
    #: (``RoundsAudit.schedule``: a round robin's ``9 rounds follow the Berger table for
    #: 10, numbering = start rank``); empty: the count of differing rounds
    schedule: str = ""
    #: what the verdict says about the rounds on lines of their own (``RoundsAudit.notes``)
    schedule_notes: tuple[str, ...] = ()
    #: the rounds of the event with pairings (``Event.rounds_paired``; None: not known),
    #: which a round robin has although none is re-paired
    played: int | None = None

    @property
    def rounds_counted(self) -> int:
        """The rounds the verdict and the tables count: those re-paired, else the event's."""
        return len(self.rounds) or self.played or 0

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

    @property
    def dependent(self) -> tuple[Diagnostic, ...]:
        """The findings that rest on a root cause (``Diagnostic.cause``)."""
        return tuple(d for d in self.diagnostics if d.cause is not None)

    def round_depends_on(self, round_no: int) -> str:
        """The root cause a differing round rests on (its RPL001/RPL002's ``depends_on``),
        or ""."""
        return next(
            (
                d.depends_on
                for d in self.diagnostics
                if d.round == round_no and d.code in ("RPL001", "RPL002") and d.cause is not None
            ),
            "",
        )

    @property
    def independent_counts(self) -> Counter[Severity]:
        """The number of findings of each severity, consequences of a root cause apart."""
        return Counter(d.severity for d in self.diagnostics if d.cause is None)

    @property
    def first(self) -> Diagnostic | None:
        """The finding the verdict names: the first root cause that is an error or that
        others depend on, else the first error; for a file that passes, the first warning
        (None when there is none)."""
        if self.passed:
            return next((d for d in self.diagnostics if d.severity is Severity.WARNING), None)
        needed = {id(d.cause) for d in self.dependent}
        for root in self.roots:
            if root.severity is Severity.ERROR or id(root) in needed:
                return root
        return self.errors[0]

    @property
    def premise(self) -> str:
        """What the verdict assumed because the file did not say it (``Dutch assumed: no
        192/092``; empty when nothing was assumed)."""
        return "; ".join(self.ruleset.premises)

    @property
    def head(self) -> str:
        """``PASS``, ``PASS (partial)`` or ``FAIL``, with the premise in the brackets."""
        notes = [*(["partial"] if self.scope and self.passed else []), *self.ruleset.premises]
        word = "PASS" if self.passed else "FAIL"
        return f"{word} ({'; '.join(notes)})" if notes else word

    def verdict(self) -> str:
        """One line: the head (``Audit.head``), the counts, the first reason (the root
        cause) and what depends on it, the scope (``verdict_lines`` joined by "; ")."""
        return "; ".join(self.verdict_lines())

    def verdict_lines(self) -> list[str]:
        """The verdict in short lines: the head and the counts first (PASS or FAIL, the
        premise, the findings and the rounds that differ), then the first reason, then
        what was not checked."""
        c = self.independent_counts
        counts = ", ".join(
            f"{c[s]} {s.value}{'s' if c[s] != 1 and s is not Severity.INFO else ''}"
            for s in Severity
        )
        if self.schedule:
            rounds = self.schedule
        elif not self.rounds and self.played:  # pre-determined pairings, none re-paired
            rounds = f"{self.played} round{'s' if self.played != 1 else ''}, none re-paired"
        elif self.replay_shown:
            rounds = f"{len(self.discrepant)} of {len(self.rounds)} rounds differ"
            other = sorted({r.other_reading for r in self.discrepant if r.other_reading})
            if other:
                matching = sum(1 for r in self.discrepant if r.other_reading)
                rounds += f" ({matching} as the other reading {', '.join(other)} pairs them)"
        else:
            rounds = f"{len(self.rounds)} rounds re-paired (differences not selected)"
        lines = [f"{self.head}: {counts}; {rounds}", *self.schedule_notes]
        first = self.first
        if first is not None:
            where = f"round {first.round}" if first.round is not None else "file"
            if first.line:
                where = (
                    f"line {first.line}" if first.round is None else f"{where}, line {first.line}"
                )
            kind = (
                "first" if first.severity is Severity.ERROR or not self.passed else "first warning"
            )
            lines.append(f"{kind}: {first.code} ({where}) {first.detail}")
            lines[-1] += self._consequences(first)
        if self.scope:
            lines.append(f"not checked: {self.note}")
        return lines

    def _consequences(self, first: Diagnostic) -> str:
        """``; 4 findings depend on it (rounds 1, 3 ...)``, or nothing."""
        dependent = self.dependent
        if not dependent:
            return ""
        n = len(dependent)
        rounds = sorted(
            {d.round for d in dependent if d.round is not None and d.code.startswith("RPL")}
        )
        on = "it" if all(d.cause is first for d in dependent) else "the root causes"
        text = f"; {n} finding{'s' if n != 1 else ''} depend{'s' if n == 1 else ''} on {on}"
        if rounds:
            shown = ", ".join(map(str, rounds))
            text += (
                f" (round{'s' if len(rounds) > 1 else ''} {shown} re-paired from unreliable data)"
            )
        return text

    def filtered(self, keep: Filter) -> Audit:
        """The audit with only the findings ``keep`` reports (the verdict follows them)."""
        replay = Diagnostic("RPL001", Severity.ERROR, None, (), "", "")
        return replace(
            self,
            diagnostics=tuple(d for d in self.diagnostics if keep.keeps(d)),
            roots=tuple(d for d in self.roots if keep.keeps(d)),
            replay_shown=self.replay_shown and keep.keeps(replay),
        )


def audit(
    event: Event,
    *,
    pairing: PublishedPairing | None = None,
    progress: Callable[[int, int], None] | None = None,
) -> Audit:
    """Every finding of ``event`` under its ruleset (module notes): the reader's findings
    and the rating facts (``Event.audited``), the rule checks and the replay.

    ``pairing`` a published pairing list to check; ``progress(done, total)`` is called
    after each replayed round.
    """
    return _audit(event, event.audited, pairing, progress)


def audit_tournament(
    tournament: Tournament,
    ruleset: Ruleset,
    *,
    findings: Iterable[Diagnostic] = (),
    pairing: PublishedPairing | None = None,
    progress: Callable[[int, int], None] | None = None,
) -> Audit:
    """The audit of a tournament without its file (one built in memory: the generator,
    the endorsement runs) under ``ruleset``, ``findings`` the reader's if it was read:
    ``audit`` of its event (``event.make_event``) without the rating facts of a file."""
    event = make_event(tournament, ruleset, read=findings)
    return _audit(event, event.read, pairing, progress)


def _audit(
    event: Event,
    findings: tuple[Diagnostic, ...],
    pairing: PublishedPairing | None,
    progress: Callable[[int, int], None] | None,
) -> Audit:
    tournament, ruleset = event.tournament, event.ruleset
    checks = check_event(
        event, findings=findings, pairing=pairing, tiebreaks=tiebreak_list(tournament)
    )
    reader = event.arbiter_reading([f for f in findings if f.code not in CROSSTABLE_RULES])
    checked = event.audit_rounds(progress)
    checks = [*checks, *checked.diagnostics]
    rounds = checked.rounds
    if checked.repaired:
        rounds = weigh_readings(tournament, ruleset, rounds)
    graded = _one_rank_finding(grade_floats(tournament, ruleset, checks, rounds), tournament)
    graded = _inferred_maxi(graded, ruleset)
    if ruleset.system.value is System.DUTCH:
        graded = weigh_initial_colour(tournament, ruleset, graded)
    # the players whose points column disagrees with their results (PTS001, which the rule
    # checks report only where the 001 points are sums: not for a team event)
    disputed = {d.player for d in checks if d.code == "PTS001" and d.player is not None}
    replayed = (
        _replay_findings(rounds, disputed, str(ruleset.baku.premise or ""))
        if checked.repaired
        else []
    )
    causes = find_causes(tournament, sort_diagnostics([*reader, *graded, *replayed]))
    return Audit(
        ruleset,
        rounds,
        causes.diagnostics,
        checked.scope,
        causes.roots,
        schedule=checked.schedule,
        schedule_notes=checked.notes,
        played=event.rounds_paired,
    )


def _inferred_maxi(diagnostics: list[Diagnostic], ruleset: Ruleset) -> list[Diagnostic]:
    """FLT005 (Lim 3.2.3, Maxi-tournaments only) rests on the Maxi status: when neither
    ``--maxi`` nor the file declared it and it was inferred from the player count (the 1988
    definition, ``pairers.lim.maxi``), each FLT005 is a warning that says so."""
    maxi = ruleset.maxi
    if ruleset.system.value is not System.LIM or not maxi.value:
        return diagnostics
    if maxi.source is not Source.DEFINITION:
        return diagnostics
    said = (
        f"; this rests on the Maxi status inferred from the player count ({maxi.reason}): "
        "the file declares none (192 MAXI / NOMAXI); --maxi confirms it, --no-maxi drops it"
    )
    return [
        replace(d, severity=Severity.WARNING, message=d.message + said)
        if d.code == "FLT005" and d.severity is Severity.ERROR
        else d
        for d in diagnostics
    ]


def _one_rank_finding(
    diagnostics: Sequence[Diagnostic], tournament: Tournament | None = None
) -> list[Diagnostic]:
    """The rank column's findings (STD001) as one finding per file: a rank column that is
    wrong as a whole (another list, shifted ranks) is one defect, named with every player
    it misplaces and the first position in detail. A rank column that holds every
    player's pairing number (rank = start rank, as a pairing program's input file writes
    it) is said to be so."""
    ranks = [d for d in diagnostics if d.code == "STD001"]
    if not ranks or (len(ranks) == 1 and not _pairing_numbers(tournament)):
        return list(diagnostics)
    players = tuple(sorted({p for d in ranks for p in d.players}))
    shown = ", ".join(map(str, players[:12])) + (" ..." if len(players) > 12 else "")
    first = ranks[0]
    what = f"{len(ranks)} position{'s' if len(ranks) != 1 else ''} of the rank column"
    if _pairing_numbers(tournament):
        what = (
            "the rank column holds each player's pairing number (every rank is the start "
            "rank, as a pairing program's input file writes it), not the standings: " + what
        )
    merged = replace(
        first,
        players=players,
        message=f"{what} do{'es' if len(ranks) == 1 else ''} not follow the standings "
        f"(players {shown}); the first: {first.message}",
    )
    return [merged, *(d for d in diagnostics if d.code != "STD001")]


def _pairing_numbers(tournament: Tournament | None) -> bool:
    """Whether every player of ``tournament`` (two or more) has his start rank as rank."""
    if tournament is None or len(tournament.players) < 2:
        return False
    return all(p.rank == p.start_rank for p in tournament.players)


def _replay_findings(
    rounds: Sequence[RoundCheck], disputed: set[int], unapplied: str = ""
) -> list[Diagnostic]:
    """RPL001 for a round that differs from the rules' pairing (a warning when it is the
    rules' pairing under another open reading, ``verify.readings``), RPL002 for a round the
    rules cannot pair. When players of the differing boards have a points column that
    disagrees with their results (``disputed``, PTS001), the finding says so: the rules'
    pairing is computed from the scores of the results, not the declared points. An
    acceleration the 092 names without its virtual points (``unapplied``, the premise) is
    said in every differing round."""
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
        if unapplied:  # an acceleration the 092 names and no record gives (ruleset.baku)
            reason += f" (note: {unapplied}; the rules' pairing was made without it)"
        out.append(
            Diagnostic(
                "RPL001",
                Severity.WARNING if rc.other_reading else Severity.ERROR,
                rc.round_no,
                players,
                rc.rule or "the pairing rules",
                f"the published pairing is not the rules' pairing{reason}",
            )
        )
    return out
