"""Cross-table consistency and declared points, as the reader already checks them.

The reader (``trfcheck.trf.checks``, run at load time) finds asymmetric
pairings (RND002), colours that are not opposite (RND003), results that do
not fit together, forfeits included (RND004), byes with an opponent (RND005),
two PABs in a round (RND006), unknown opponents (RND001) and points columns
that differ from the results under the file's scoring system (PTS001). This
module does not check them again: it turns those findings into violations,
with the rule each one rests on, so that ``check_event`` reports them with
the other rule findings, as an arbiter reads the kind of event (``Event.arbiter_reading``).
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import replace

from trfcheck.trf.checks import JsonLocator, check_tournament
from trfcheck.trf.diagnostics import Diagnostic
from trfcheck.trf.model import Tournament
from trfcheck.trf.reporter import READER_RULES, Reporter

__all__ = [
    "CROSSTABLE_RULES",
    "crosstable_violations",
    "reader_findings",
]

#: The reader's codes this module reports, with the rule each rests on (the reader's own).
CROSSTABLE_RULES = {
    code: READER_RULES[code]
    for code in ("RND001", "RND002", "RND003", "RND004", "RND005", "RND006", "PTS001")
}


def reader_findings(tournament: Tournament) -> list[Diagnostic]:
    """The reader's consistency findings for ``tournament`` (docs/diagnostics.md), without
    locations."""
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
