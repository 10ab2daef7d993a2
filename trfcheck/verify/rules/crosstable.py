"""Cross-table consistency and declared points, as the reader already checks them.

The reader (``trfcheck.trf.checks``, run at load time) finds asymmetric
pairings (RND002), colours that are not opposite (RND003), results that do
not fit together, forfeits included (RND004), byes with an opponent (RND005),
two PABs in a round (RND006), unknown opponents (RND001) and points columns
that differ from the results under the file's scoring system (PTS001). This
module does not check them again: it turns those findings into violations,
with the rule each one rests on, so that ``check_rules`` reports them with
the other rule findings.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import replace

from trfcheck.ruleset import Ruleset
from trfcheck.standings.event import points_are_sums
from trfcheck.trf.checks import JsonLocator, check_tournament
from trfcheck.trf.diagnostics import Diagnostic
from trfcheck.trf.model import Tournament
from trfcheck.trf.reporter import READER_RULES, Reporter

__all__ = [
    "CROSSTABLE_RULES",
    "TEAM_EXEMPT",
    "arbiter_findings",
    "crosstable_violations",
    "for_event",
    "reader_findings",
]

#: The reader's codes this module reports, with the rule each rests on (the reader's own).
CROSSTABLE_RULES = {
    code: READER_RULES[code]
    for code in ("RND001", "RND002", "RND003", "RND004", "RND005", "RND006", "PTS001")
}


#: The reader's codes that do not apply to the 001 lines of a team event: every member of a
#: team with the PAB has a U, and the team scoring (162/362) scores matches and boards.
TEAM_EXEMPT = frozenset({"RND006", "PTS001"})


def for_event(
    findings: Iterable[Diagnostic], rules: Ruleset | bool, tournament: Tournament | None = None
) -> list[Diagnostic]:
    """The reader's findings that apply to the event under ``rules`` (its Ruleset, or True
    for a team event): all but TEAM_EXEMPT where the 001 points are not sums of results
    (a team event, ``standings.event.points_are_sums``). Given the ``tournament``, a team
    event's members written absent are read as ``check`` reads them
    (``verify.team.member_absences``: a reserve is no finding, the rounds of teams without
    a match one finding), so that every command reports what ``check`` reports."""
    team = rules if isinstance(rules, bool) else not points_are_sums(rules)
    kept = [f for f in findings if not (team and f.code in TEAM_EXEMPT)]
    if not team or tournament is None:
        return kept
    from ..team import member_absences

    return member_absences(tournament, kept)


def arbiter_findings(
    t: Tournament, ruleset: Ruleset, findings: Iterable[Diagnostic]
) -> list[Diagnostic]:
    """The reader's ``findings`` as an arbiter reads the event: for a team event
    (``Ruleset.team``), ``verify.team.member_absences`` (a reserve who does not play is no
    absence; imported for team events only); for any other, as they are."""
    if not ruleset.team.value:
        return list(findings)
    from ..team import member_absences

    return member_absences(t, findings)


def reader_findings(tournament: Tournament) -> list[Diagnostic]:
    """The reader's consistency findings for ``tournament`` (trf.md §7), without locations."""
    out = Reporter("")
    check_tournament(tournament, JsonLocator({}), out)
    return out.findings


def crosstable_violations(findings: Iterable[Diagnostic]) -> list[Diagnostic]:
    """Violations for the reader's cross-table and points findings (codes in CROSSTABLE_RULES);
    other findings (syntax, header) are left to the reader's own report."""
    out: list[Diagnostic] = []
    for f in findings:
        rule = CROSSTABLE_RULES.get(f.code)
        if rule is None:
            continue
        out.append(replace(f, rule=rule))  # expected/found kept: ``detail`` shows them
    return out
