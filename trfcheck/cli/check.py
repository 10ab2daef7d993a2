"""``trfcheck check IN... [--system S] [--edition E] [--format text|json] [--jobs N]``;
``trfcheck IN``.

Files are checked in ``--jobs`` processes (default: every core); the reports come out in
the order of the inputs whatever the number of jobs, then, for more than one file, a table
per file and a table of totals (files, rounds, discrepant rounds, findings, time; the
totals also when files of a folder were skipped). A file that cannot be read is reported
on stderr and the others are still checked; the exit code is the highest of the files'
codes (``outcome.ExitCode``).
"""

from __future__ import annotations

import enum
import json
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING, Annotated

import typer

from trfcheck.cli.batch import Progress, default_jobs, ordered
from trfcheck.cli.common import STDIN_NAME, open_input
from trfcheck.cli.options import (
    EditionOption,
    EncodingOption,
    MaxiOption,
    ReadingOption,
    RoundRobinOption,
    StrictOption,
    SystemOption,
    TiebreakEditionOption,
    WideOption,
    overrides,
)
from trfcheck.cli.outcome import CommandError, ExitCode, classify, error_text, guarded
from trfcheck.cli.upload import (
    ChiefArbiterOption,
    FideListOption,
    ForOption,
    TodayOption,
    UploadRequest,
    upload_request,
)
from trfcheck.report.tables import WIDTH
from trfcheck.ruleset import Overrides, check_overrides
from trfcheck.trf.diagnostics import Severity
from trfcheck.verify.audit import Audit, Filter, audit

# What a check of one TRF file does not use is imported where it is used: the HTML report
# (Jinja2) with --html, the JSON report with --format json (tests/cli/test_imports.py).
if TYPE_CHECKING:
    from trfcheck.cli.htmlout import HtmlPages
    from trfcheck.verify.rules import PublishedPairing

__all__ = ["CheckFormat", "CheckOptions", "FileCheck", "check_file", "register"]


class CheckFormat(enum.StrEnum):
    """Outputs of ``check``."""

    TEXT = "text"
    JSON = "json"


_SUFFIXES = (".trf", ".json", ".txt", ".tunx")  # .tunx: Swiss-Manager (trf.tunx)


def _inputs(paths: list[Path]) -> tuple[list[Path], list[Path]]:
    """The files to check (a folder: every .trf, .json, .txt and .tunx file below it, in
    name order) and the files of those folders that were skipped."""
    out: list[Path] = []
    skipped: list[Path] = []
    for path in paths:
        if path.is_dir():
            files = sorted(p for p in path.rglob("*") if p.is_file())
            out.extend(p for p in files if p.suffix.lower() in _SUFFIXES)
            skipped.extend(p for p in files if p.suffix.lower() not in _SUFFIXES)
            if not any(p.suffix.lower() in _SUFFIXES for p in files):
                raise CommandError(
                    ExitCode.BAD_INPUT,
                    f"{path}: no TRF or JSON file in this folder (.trf, .json, .txt, "
                    ".tunx); nothing was checked",
                )
        else:
            out.append(path)
    return out, skipped


@dataclass(frozen=True, slots=True)
class CheckOptions:
    """What every file of a batch is checked with."""

    overrides: Overrides = field(default_factory=Overrides)
    pairing: PublishedPairing | None = None
    strict: bool = False
    keep: Filter = field(default_factory=Filter)
    html: bool = False  # render the HTML page of each file (``--html``)
    html_index: str | None = None  # the pages' link to the index page of a folder
    encoding: str | None = None  # --encoding: TRF input's code page (None: detected)
    upload: UploadRequest | None = None  # --for: the pre-flight before an upload


@dataclass(frozen=True, slots=True)
class FileCheck:
    """The audit of one file, or why there is none (``code`` and ``message``)."""

    path: str
    result: Audit | None
    code: ExitCode = ExitCode.OK
    message: str = ""
    seconds: float = 0.0
    html: str | None = None


def check_file(
    path: Path, options: CheckOptions, progress: Callable[[int, int], None] | None = None
) -> FileCheck:
    """Audit one file; every failure becomes data (it runs in a worker process).
    ``progress(done, total)`` is called after each replayed round."""
    started = time.perf_counter()
    try:
        event = open_input(
            path, options.overrides, strict=options.strict, encoding=options.encoding
        )
        if options.upload is not None:  # HDR002, PRE001-PRE011 (docs/preflight.md)
            event = event.with_findings(options.upload.findings(event))
        result = audit(event, pairing=options.pairing, progress=progress).filtered(options.keep)
        page = None
        if options.html:
            from trfcheck.report.html import audit_html

            page = audit_html(
                str(path), result, event, index=options.html_index, norms=event.norms()
            )
    except Exception as error:  # reported by the parent, in input order
        code, message = classify(error)
        return FileCheck(str(path), None, code, message, time.perf_counter() - started)
    return FileCheck(str(path), result, seconds=time.perf_counter() - started, html=page)


def _pairing_list(path: Path | None) -> PublishedPairing | None:
    if path is None:
        return None
    from trfcheck.verify.rules import PairingsFileError, read_pairings

    try:
        return read_pairings(path)
    except OSError as error:
        raise CommandError(ExitCode.BAD_INPUT, f"{path}: cannot read: {error.strerror}") from None
    except PairingsFileError as error:
        raise CommandError(ExitCode.BAD_INPUT, str(error)) from None


def check(
    sources: Annotated[
        list[Path],
        typer.Argument(
            metavar="FILE...", help="TRF or JSON files, or folders of them ('-': stdin)."
        ),
    ],
    system: SystemOption = None,
    edition: EditionOption = None,
    tiebreak_edition: TiebreakEditionOption = None,
    fmt: Annotated[CheckFormat, typer.Option("--format", help="Output format.")] = CheckFormat.TEXT,
    pairings: Annotated[
        Path | None,
        typer.Option(
            "--pairings", metavar="FILE", help="A published pairing list (CSV or JSON) to check."
        ),
    ] = None,
    jobs: Annotated[
        int | None,
        typer.Option("--jobs", "-j", metavar="N", min=1, help="Processes (default: all cores)."),
    ] = None,
    maxi: MaxiOption = None,
    round_robin: RoundRobinOption = None,
    reading: ReadingOption = None,
    strict: StrictOption = False,
    select: Annotated[
        str | None,
        typer.Option(
            "--select",
            metavar="CODES",
            help="Report only these codes or prefixes (RND,FLT001,...).",
        ),
    ] = None,
    ignore: Annotated[
        str | None,
        typer.Option("--ignore", metavar="CODES", help="Do not report these codes or prefixes."),
    ] = None,
    min_severity: Annotated[
        Severity, typer.Option("--min-severity", help="The lowest severity reported.")
    ] = Severity.INFO,
    quiet: Annotated[
        bool, typer.Option("--quiet", "-q", help="Print only the verdict line of each file.")
    ] = False,
    wide: WideOption = False,
    html: Annotated[
        Path | None,
        typer.Option(
            "--html",
            metavar="PATH",
            help="Also write an HTML report: a page, or a folder of pages and index.html.",
        ),
    ] = None,
    encoding: EncodingOption = None,
    purpose: ForOption = None,
    today: TodayOption = None,
    fide_list: FideListOption = None,
    chief_arbiter_ia: ChiefArbiterOption = False,
) -> None:
    """Re-pair every round from the rounds before it, check the rules and the file, and
    give a verdict per file (PASS, or FAIL with the first reason)."""

    def body() -> ExitCode:
        from trfcheck.report.text import summary_table, totals_table

        rules = check_overrides(
            overrides(system, edition, tiebreak_edition, maxi, round_robin, reading)
        )
        keep = Filter(_codes(select), _codes(ignore), min_severity)
        paths, skipped = _inputs(sources)
        pages = index = None
        if html is not None:
            from trfcheck.cli.htmlout import INDEX, plan_pages

            pages = plan_pages(html, paths, sources)
            index = INDEX if pages.folder is not None else None
        upload = upload_request(purpose, today, fide_list, chief_arbiter_ia)
        options = CheckOptions(
            rules, _pairing_list(pairings), strict, keep, pages is not None, index, encoding, upload
        )
        for path in skipped:
            typer.echo(
                f"trfcheck: {path}: skipped (not a .trf, .json, .txt or .tunx file)", err=True
            )
        batch = Batch(fmt, quiet, None if wide else WIDTH, pages)
        progress = Progress(len(paths), "checking")
        work = partial(check_file, options=options)
        if len(paths) == 1:
            bar = Progress(1, f"{paths[0].name}: round")
            bar.active = bar.active and fmt is CheckFormat.TEXT
            done = check_file(paths[0], options, bar.update)
            bar.clear()
            batch.report(done)
        else:
            for done in ordered(work, paths, jobs or default_jobs(), progress):
                progress.clear()
                batch.report(done)
                progress.draw()
            progress.clear()
        if fmt is CheckFormat.TEXT and not quiet and len(paths) > 1:
            table = summary_table(batch.rows, width=batch.width)
            typer.echo("\n" + table, nl=False)
        if fmt is CheckFormat.TEXT and not quiet and (len(paths) > 1 or skipped):
            seconds = time.monotonic() - batch.started
            totals = totals_table(batch.results, seconds, batch.unreadable, len(skipped))
            typer.echo("\n" + totals, nl=False)
        if pages is not None:
            pages.finish(time.monotonic() - batch.started)
        return batch.worst

    raise typer.Exit(guarded(body))


def _codes(text: str | None) -> tuple[str, ...]:
    return tuple(c.strip().upper() for c in (text or "").split(",") if c.strip())


@dataclass(slots=True)
class Batch:
    """The reports of a run, in input order, and the worst exit code."""

    fmt: CheckFormat
    quiet: bool
    width: int | None = WIDTH
    pages: HtmlPages | None = None
    results: list[tuple[str, Audit]] = field(default_factory=list)
    #: every file in input order, None for a file that could not be read
    rows: list[tuple[str, Audit | None]] = field(default_factory=list)
    unreadable: int = 0
    worst: ExitCode = ExitCode.OK
    started: float = field(default_factory=time.monotonic)

    def report(self, done: FileCheck) -> None:
        """Print one file's report (or its failure on stderr, and a JSON line); write its
        HTML page with ``--html``."""
        from trfcheck.report.text import audit_text, verdict_line

        if self.fmt is CheckFormat.JSON:
            from trfcheck.report.json import audit_json, failure_json
        if self.pages is not None:
            self.pages.write(done.path, done.result, done.html, done.message)
        if done.result is None:
            self.unreadable += 1
            self.rows.append((done.path, None))
            typer.echo(error_text(done.message), err=True)
            if self.fmt is CheckFormat.JSON:
                typer.echo(json.dumps(failure_json(done.path, int(done.code), done.message)))
            self.worst = max(self.worst, done.code)
            return
        name = STDIN_NAME if done.path == "-" else done.path  # as the reader's findings say
        self.results.append((name, done.result))
        self.rows.append((name, done.result))
        if self.fmt is CheckFormat.JSON:
            typer.echo(json.dumps(audit_json(name, done.result)))
        elif self.quiet:
            typer.echo(verdict_line(name, done.result))
        else:
            typer.echo(audit_text(name, done.result, self.width), nl=False)
        code = ExitCode.OK if done.result.passed else ExitCode.FINDINGS
        self.worst = max(self.worst, code)


def register(app: typer.Typer) -> None:
    """Add ``check`` to the application."""
    app.command("check")(check)
