"""The text form of an audit: the rules applied, the differing rounds side by side, the
findings by round, and the tables of a batch."""

from __future__ import annotations

from collections import Counter
from itertools import zip_longest

from tabulate import tabulate

from trfcheck.verify.audit import Audit
from trfcheck.verify.replay import Pair

__all__ = ["audit_text", "summary_table", "totals_table"]


def _pair_text(pair: Pair | None) -> str:
    if pair is None:
        return ""
    white, black = pair
    return f"{white:>5} - bye" if black == 0 else f"{white:>5} - {black:<5}"


def _lowest(pair: Pair) -> tuple[int, int]:
    white, black = pair
    return (min(white, black) if black else white, max(white, black))


def audit_text(path: str, result: Audit) -> str:
    """The rules applied, the differing rounds side by side, then the findings by round."""
    r = result.ruleset
    lines = [f"{path}: {r.system.value} system, edition {r.edition.value} ({r.edition.reason})"]
    lines.extend("  " + line for line in r.describe())
    if result.note:
        lines.append(f"  note: {result.note}")
    lines.extend("  " + line for line in summary_table([(path, result)], False).splitlines())
    for rc in result.discrepant:
        head = f"Round {rc.round_no}:" + (f" no valid pairing: {rc.error}" if rc.error else "")
        if rc.reason:
            head += f" {rc.reason} [{rc.rule}]"
        lines.append(head)
        same = set(rc.published) & set(rc.expected)
        published = sorted(set(rc.published) - same, key=_lowest)
        expected = sorted(set(rc.expected) - same, key=_lowest)
        rows = [[_pair_text(p), _pair_text(e)] for p, e in zip_longest(published, expected)]
        table = tabulate(rows, headers=["Published", "Expected by the rules"], tablefmt="simple")
        lines.extend("  " + line for line in table.splitlines())
        lines.append(f"  ({len(same)} other boards agree)")
    lines.extend(_findings_text(result))
    return "\n".join(lines) + "\n"


def _findings_text(result: Audit) -> list[str]:
    """Rule findings grouped by round (tournament-wide ones first)."""
    lines: list[str] = []
    current: object = object()
    for v in sorted(result.violations, key=lambda v: (v.round or 0, v.code)):
        if v.round != current:
            current = v.round
            lines.append("Findings, " + (f"round {v.round}:" if v.round else "whole tournament:"))
        who = ",".join(str(p) for p in v.players)
        lines.append(f"  {v.severity.value:<7} {v.code} [{v.rule}] {who}: {v.message}")
    return lines


def summary_table(results: list[tuple[str, Audit]], with_file: bool = True) -> str:
    """One row per file: the rules applied, rounds, discrepancies and findings."""
    rows = []
    for path, r in results:
        counts = Counter(v.severity.value for v in r.violations)
        rules = f"{r.ruleset.system.value} {r.ruleset.edition.value}"
        rows.append(
            [
                *([path] if with_file else []),
                rules,
                len(r.rounds),
                len(r.discrepant),
                counts["error"],
                counts["warning"],
                counts["info"],
            ]
        )
    headers = ["rules", "rounds", "differ", "errors", "warnings", "info"]
    if with_file:
        headers.insert(0, "file")
    return tabulate(rows, headers=headers, tablefmt="simple") + "\n"


def totals_table(results: list[tuple[str, Audit]], seconds: float) -> str:
    """One row: files checked, rounds, discrepant rounds, findings and wall time."""
    row = [
        len(results),
        sum(len(r.rounds) for _, r in results),
        sum(len(r.discrepant) for _, r in results),
        sum(len(r.violations) for _, r in results),
        f"{seconds:.1f} s",
    ]
    headers = ["files", "rounds", "discrepant rounds", "findings", "time"]
    return tabulate([row], headers=headers, tablefmt="simple", disable_numparse=True) + "\n"
