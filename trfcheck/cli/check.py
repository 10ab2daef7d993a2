"""``trfcheck check IN... [--system S] [--edition E] [--format text|json] [--jobs N]``;
``trfcheck IN``.

Files are checked in ``--jobs`` processes (default: every core); the reports come out in
the order of the inputs whatever the number of jobs, then a table per file and a table of
totals (files, rounds, discrepant rounds, findings, time). A file that cannot be read is
reported on stderr and the others are still checked; the exit code is the highest of the
files' codes (0 clean, 1 findings, 2 usage, 3 unreadable input, 4 unsupported).
"""

from __future__ import annotations

import enum
import json
import time
from collections import Counter
from dataclasses import dataclass
from functools import partial
from itertools import zip_longest
from pathlib import Path
from typing import Annotated, Any

import typer
from tabulate import tabulate

from trfcheck.cli.batch import Progress, default_jobs, ordered
from trfcheck.cli.common import CommandError, ExitCode, MaxiOption, guarded, load_input
from trfcheck.cli.pair import type_text
from trfcheck.pairers.base import UnsupportedRules
from trfcheck.trf import TrfError, TrfUnsupportedError, TrfWriteError
from trfcheck.verify.audit import Audit, audit
from trfcheck.verify.replay import Pair
from trfcheck.verify.rules import PairingsFileError, PublishedPairing, read_pairings

__all__ = ["CheckFormat", "FileCheck", "audit_json", "check_file", "register", "totals_table"]


class CheckFormat(enum.StrEnum):
    """Outputs of ``check``."""

    TEXT = "text"
    JSON = "json"


def _inputs(paths: list[Path]) -> list[Path]:
    out: list[Path] = []
    for path in paths:
        if path.is_dir():
            out.extend(sorted(p for p in path.rglob("*") if p.suffix.lower() in (".trf", ".json")))
        else:
            out.append(path)
    return out


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
    c = result.choice
    lines = [f"{path}: {c.system} system, edition {c.edition} ({c.why_edition})"]
    if c.maxi is not None:
        lines.append(f"  Maxi-tournament: {'yes' if c.maxi else 'no'} ({c.why_maxi})")
    elif c.why_maxi:
        lines.append(f"  note: {c.why_maxi}")
    if result.note:
        lines.append(f"  note: {result.note}")
    lines.extend("  " + line for line in summary_table([(path, result)], False).splitlines())
    for r in result.discrepant:
        head = f"Round {r.round_no}:" + (f" no valid pairing: {r.error}" if r.error else "")
        if r.reason:
            head += f" {r.reason} [{r.rule}]"
        lines.append(head)
        same = set(r.published) & set(r.expected)
        published = sorted(set(r.published) - same, key=_lowest)
        expected = sorted(set(r.expected) - same, key=_lowest)
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
        rows.append(
            [
                *([path] if with_file else []),
                f"{r.choice.system} {r.choice.edition}",
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


def audit_json(path: str, result: Audit) -> dict[str, Any]:
    """The replay as JSON (README, "trfcheck check"); byes as ``[player, 0]``."""
    c = result.choice
    return {
        "file": path,
        "system": c.system,
        "edition": c.edition,
        "edition_reason": c.why_edition,
        **({"maxi": c.maxi, "maxi_reason": c.why_maxi} if c.maxi is not None else {}),
        "rounds": [
            {
                "round": r.round_no,
                "ok": r.ok,
                "expected": [list(p) for p in r.expected],
                "published": [list(p) for p in r.published],
                **({"error": r.error} if r.error else {}),
                **({"reason": {"rule": r.rule, "text": r.reason}} if r.reason else {}),
            }
            for r in result.rounds
        ],
        "summary": {
            "rounds_checked": len(result.rounds),
            "discrepant_rounds": len(result.discrepant),
        },
        "violations": [v.to_dict() for v in result.violations],
        **({"note": result.note} if result.note else {}),
    }


def _audit_one(path: Path, options: CheckOptions) -> Audit:
    loaded = load_input(path)
    try:
        return audit(
            loaded.tournament,
            options.system,
            options.edition,
            type_text(loaded),
            document=loaded.document,
            findings=loaded.findings,
            pairing=options.pairing,
            maxi=options.maxi,
        )
    except UnsupportedRules as error:
        raise CommandError(ExitCode.UNSUPPORTED, f"{path}: {error}") from None
    except ValueError as error:
        raise CommandError(ExitCode.USAGE, str(error)) from None


def _pairing_list(path: Path | None) -> PublishedPairing | None:
    if path is None:
        return None
    try:
        return read_pairings(path)
    except OSError as error:
        raise CommandError(ExitCode.BAD_INPUT, f"{path}: cannot read: {error.strerror}") from None
    except PairingsFileError as error:
        raise CommandError(ExitCode.BAD_INPUT, str(error)) from None


@dataclass(frozen=True, slots=True)
class CheckOptions:
    """What every file of a batch is checked with."""

    system: str | None = None
    edition: str | None = None
    pairing: PublishedPairing | None = None
    maxi: bool | None = None  # Lim Maxi-tournament (None: the file, else the definition)


@dataclass(frozen=True, slots=True)
class FileCheck:
    """The audit of one file, or why there is none (``code`` and ``message``)."""

    path: str
    result: Audit | None
    code: ExitCode = ExitCode.OK
    message: str = ""
    seconds: float = 0.0


def check_file(path: Path, options: CheckOptions) -> FileCheck:
    """Audit one file; every failure becomes data (it runs in a worker process)."""
    started = time.perf_counter()
    try:
        result = _audit_one(path, options)
    except Exception as error:  # reported by the parent, in input order
        code, message = _failure(error)
        return FileCheck(str(path), None, code, message, time.perf_counter() - started)
    return FileCheck(str(path), result, seconds=time.perf_counter() - started)


def _failure(error: Exception) -> tuple[ExitCode, str]:
    """The exit code and message ``common.guarded`` gives the same exception."""
    if isinstance(error, CommandError):
        return error.code, error.message
    if isinstance(error, TrfUnsupportedError | TrfWriteError):
        return ExitCode.UNSUPPORTED, f"unsupported: {error}"
    if isinstance(error, TrfError):
        return ExitCode.BAD_INPUT, str(error)
    if isinstance(error, MemoryError):
        return ExitCode.BAD_INPUT, "input too large to process"
    text = f"internal error ({type(error).__name__}: {error}); please report it with the input file"
    return ExitCode.BAD_INPUT, text


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


def check(
    sources: Annotated[list[Path], typer.Argument(help="TRF or JSON files, or folders of them.")],
    system: Annotated[
        str | None, typer.Option("--system", help="dutch, dubov or lim (default: from the file).")
    ] = None,
    edition: Annotated[
        str | None,
        typer.Option("--edition", help="Rules edition, e.g. 2026 or 2017 (default: by 042 date)."),
    ] = None,
    fmt: Annotated[CheckFormat, typer.Option("--format", help="Output format.")] = CheckFormat.TEXT,
    pairings: Annotated[
        Path | None,
        typer.Option("--pairings", help="A published pairing list (CSV or JSON) to check."),
    ] = None,
    jobs: Annotated[
        int | None,
        typer.Option("--jobs", "-j", min=1, help="Processes (default: all cores)."),
    ] = None,
    maxi: MaxiOption = None,
) -> None:
    """Re-pair every round from the rounds before it, check the rules, report what differs."""

    def body() -> ExitCode:
        options = CheckOptions(system, edition, _pairing_list(pairings), maxi)
        paths = _inputs(sources)
        progress = Progress(len(paths), "checking")
        started = time.monotonic()
        worst = ExitCode.OK
        results: list[tuple[str, Audit]] = []
        work = partial(check_file, options=options)
        for done in ordered(work, paths, jobs or default_jobs(), progress):
            progress.clear()
            worst = max(worst, _report(done, fmt, results))
            progress.draw()
        progress.clear()
        if fmt is CheckFormat.TEXT and (results or not paths):
            typer.echo("\n" + summary_table(results), nl=False)
            typer.echo("\n" + totals_table(results, time.monotonic() - started), nl=False)
        return worst

    raise typer.Exit(guarded(body))


def _report(done: FileCheck, fmt: CheckFormat, results: list[tuple[str, Audit]]) -> ExitCode:
    """Print one file's report (or its failure on stderr); its exit code."""
    if done.result is None:
        typer.echo(f"trfcheck: {done.message}", err=True)
        return done.code
    results.append((done.path, done.result))
    if fmt is CheckFormat.JSON:
        typer.echo(json.dumps(audit_json(done.path, done.result)))
    else:
        typer.echo(audit_text(done.path, done.result), nl=False)
    failed = done.result.discrepant or done.result.errors
    return ExitCode.FINDINGS if failed else ExitCode.OK


def register(app: typer.Typer) -> None:
    """Add ``check`` to the application."""
    app.command("check")(check)
