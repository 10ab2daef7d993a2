"""The text form of an audit: the verdict, the rules applied, the differing rounds side by
side, the findings, and the tables of a batch.

The verdict and every finding are one line each, never wrapped (``path:line:column:
severity CODE: message [rule]``, the convention of compilers and linters, so that grep,
editors' problem matchers and CI annotations read them); the rules applied, the
explanations of the rounds and the tables fit ``width`` columns."""

from __future__ import annotations

import os
from collections import Counter
from collections.abc import Sequence
from itertools import zip_longest

from trfcheck.report.tables import WIDTH, fit_table, wrap
from trfcheck.trf.diagnostics import printable
from trfcheck.verify.audit import Audit
from trfcheck.verify.replay import Pair

__all__ = ["MAX_ROWS", "audit_text", "summary_table", "totals_table", "verdict_line"]

#: Rows of a differing round's table shown at 80 columns (``--wide``: every row).
MAX_ROWS = 10


def _pair_text(pair: Pair | None) -> str:
    if pair is None:
        return ""
    white, black = pair
    return f"{white:>5} - bye" if black == 0 else f"{white:>5} - {black:<5}"


def _lowest(pair: Pair) -> tuple[int, int]:
    white, black = pair
    return (min(white, black) if black else white, max(white, black))


def verdict_line(path: str, result: Audit) -> str:
    """``path: PASS (premise): 0 errors, ...; 0 of 5 rounds differ`` on a short first
    line (what ``grep`` reads), then the first reason and what was not checked, each on
    a line of its own, indented (``Audit.verdict_lines``)."""
    head, *rest = result.verdict_lines()
    return "\n".join([f"{path}: {head}", *(f"  {line}" for line in rest)])


def audit_text(path: str, result: Audit, width: int | None = WIDTH) -> str:
    """The verdict, the rules applied, the differing rounds side by side (at most MAX_ROWS
    rows each unless ``width`` is None), then the findings by round."""
    r = result.ruleset
    head, *reasons = result.verdict_lines()  # the first line never wrapped: grep reads it
    lines = [printable(f"{path}: {head}"), *wrap(reasons, "  ", width)]
    lines += wrap(r.describe(), "  ", width)
    lines += wrap(["not checked: " + item for item in result.scope], "  ", width)
    lines.extend("  " + line for line in summary_table([(path, result)], False).splitlines())
    for rc in result.discrepant:
        head = f"Round {rc.round_no}:" + (f" no valid pairing: {rc.error}" if rc.error else "")
        if rc.reason:
            head += f" {rc.reason}" + (f" [{rc.rule}]" if rc.rule else "")
        if dependency := result.round_depends_on(rc.round_no):
            head += f" (depends on {dependency}: re-paired from data it makes unreliable)"
        lines += wrap([head], width=width)
        same = set(rc.published) & set(rc.expected)
        published = sorted(set(rc.published) - same, key=_lowest)
        expected = sorted(set(rc.expected) - same, key=_lowest)
        rows = [[_pair_text(p), _pair_text(e)] for p, e in zip_longest(published, expected)]
        more = len(rows) - MAX_ROWS if width is not None and len(rows) > MAX_ROWS + 2 else 0
        rows = rows[: len(rows) - more]
        from tabulate import tabulate  # a differing round only: a clean check needs none

        table = tabulate(rows, headers=["Published", "Expected by the rules"], tablefmt="simple")
        lines.extend("  " + line for line in table.splitlines())
        if more:
            lines.append(f"  ... {more} more rows (--wide or --format json shows every board)")
        lines.append(f"  ({len(same)} other board{'s agree' if len(same) != 1 else ' agrees'})")
    lines.extend(_findings_text(result, path))
    return "\n".join(lines) + "\n"


def _findings_text(result: Audit, path: str) -> list[str]:
    """Every finding on one line (``Diagnostic.one_line``), in the audit's order: the root
    causes first, the reader's other findings by line, then the rest by round."""
    if not result.diagnostics:
        return []
    head = "Findings (root causes first):" if result.roots else "Findings:"
    return [head, *(d.one_line(path) for d in result.diagnostics)]


def summary_table(
    results: Sequence[tuple[str, Audit | None]],
    with_file: bool = True,
    width: int | None = WIDTH,
) -> str:
    """One row per file: the rules applied, rounds, discrepancies and findings (a file that
    could not be read: "unreadable" and dashes); within ``width`` columns (None: as wide as
    the longest path). Files under one folder are named relative to it (said above the
    table), and a name still too long is cut in its middle, the cut names as distinct as
    the whole ones (``fit_table``)."""
    folder, names = _under_one_folder([path for path, _ in results]) if with_file else ("", [])
    rows: list[list[object]] = []
    for i, (_, r) in enumerate(results):
        if r is None:
            rows.append([*([names[i]] if with_file else []), "unreadable", *["-"] * 5])
            continue
        counts = Counter(v.severity.value for v in r.diagnostics if v.cause is None)
        rules = f"{r.ruleset.system.value} {r.ruleset.edition.value}"
        rows.append(
            [
                *([names[i]] if with_file else []),
                rules,
                r.rounds_counted,
                len(r.discrepant),
                counts["error"],
                counts["warning"],
                counts["info"],
            ]
        )
    headers = ["rules", "rounds", "differ", "errors", "warnings", "info"]
    if with_file:
        headers.insert(0, "file")
    shrink = (0,) if with_file else ()
    table = fit_table(rows, headers, shrink_start=shrink, width=None)
    if width is not None and max(map(len, table.splitlines())) > width:
        # names to cut: the standings' gutters (no header padding) leave them more room
        table = fit_table(rows, headers, shrink_start=shrink, width=width, padding=0)
    table += "\n"
    if not folder:
        return table
    return f"Files under {folder}:\n\n{table}"  # a path, never wrapped


def _under_one_folder(paths: list[str]) -> tuple[str, list[str]]:
    """The folder all ``paths`` are under (not a root) and each path relative to it; else
    no folder and the paths as given."""
    if len(paths) < 2:
        return "", paths
    try:
        common = os.path.commonpath(paths)
    except ValueError:  # absolute and relative paths mixed
        return "", paths
    names = [os.path.relpath(p, common) for p in paths]
    if common in ("", ".") or os.path.dirname(common) == common or "." in names:
        return "", paths
    return common + os.sep, names


def totals_table(
    results: list[tuple[str, Audit]], seconds: float, unreadable: int = 0, skipped: int = 0
) -> str:
    """One row: files checked, failed and unreadable, files skipped (not TRF or JSON),
    rounds, discrepant rounds, findings and wall time."""
    row = [
        len(results),
        sum(r.rounds_counted for _, r in results),
        sum(len(r.discrepant) for _, r in results),
        sum(len(r.diagnostics) for _, r in results),
        sum(not r.passed for _, r in results),
        unreadable,
        skipped,
        f"{seconds:.1f} s",
    ]
    headers = ["files", "rounds", "differ", "findings", "failed", "unread", "skipped", "time"]
    from tabulate import tabulate  # a batch of files only

    return tabulate([row], headers=headers, tablefmt="simple", disable_numparse=True) + "\n"
