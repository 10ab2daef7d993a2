"""``trfcheck endorse run|report|classify``: the FIDE endorsement run (docs/endorse.md).

An adapter around ``trfcheck.endorse``: options become ``RunSettings``, the run's summary
is printed as text (or JSON), and the verdict becomes the exit code: 0 pass, 1 fail,
2 usage or settings that clash with the folder's ``harness.json``, 3 the candidate
cannot be run at all, 4 no trfcheck engine for the system, 5 incomplete (stopped).
"""

from __future__ import annotations

import enum
import json
import sys
from pathlib import Path
from typing import Annotated, Any

import typer

from trfcheck.cli.batch import Progress, default_jobs
from trfcheck.cli.outcome import CommandError, ExitCode, error_text, guarded

__all__ = ["register"]

INCOMPLETE = 5
_VERDICT = {"pass": 0, "fail": 1, "incomplete": INCOMPLETE}


class DirectionChoice(enum.StrEnum):
    """``--direction``."""

    BOTH = "both"
    A = "ours-to-candidate"
    B = "candidate-to-ours"


class ReportFormat(enum.StrEnum):
    """``report --format``."""

    TEXT = "text"
    JSON = "json"


endorse_app = typer.Typer(
    name="endorse",
    help="The FIDE endorsement run against another pairing program, in both directions.",
    no_args_is_help=True,
    add_completion=False,
    pretty_exceptions_enable=False,
    rich_markup_mode=None,
)


class _Bar:
    """``endorse ━━━━╺━━━ 1234/50000 12.3 t/s 0:01:40 1:07:41`` (rich's bar: done, rate,
    time so far and time left) on a terminal's stderr, else nothing."""

    def __init__(self) -> None:
        self.bar: Progress | None = None

    def __call__(self, done: int, total: int) -> None:
        if self.bar is None:
            self.bar = Progress(total, "endorse", rate="t/s")
        self.bar.update(done, total)
        if done >= total:
            self.bar.clear()


def _read_text(path: Path | None, what: str) -> str | None:
    if path is None:
        return None
    try:
        return path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as error:
        raise CommandError(ExitCode.BAD_INPUT, f"{what} {path}: cannot read: {error}") from None


def _settings_pairs(items: list[str]) -> tuple[tuple[str, str], ...]:
    out = []
    for item in items:
        key, sep, value = item.partition("=")
        if not sep or not key.strip():
            raise CommandError(ExitCode.USAGE, f"--set: expected KEY=VALUE, found {item!r}")
        out.append((key.strip(), value.strip()))
    return tuple(out)


def _run(options: dict[str, Any]) -> int:
    from trfcheck.endorse import (
        CandidateUnavailable,
        Direction,
        Preset,
        RunSettings,
        SettingsClash,
        TemplateError,
        Templates,
        WorkdirError,
        preset_templates,
        run,
        summary_text,
    )
    from trfcheck.generator import ConfigError, EngineUnavailable

    base = Templates()
    if options["candidate"]:
        preset = Preset(options["preset"]) if options["preset"] else None
        base = preset_templates(options["candidate"], preset)
    templates = Templates(
        pair=options["pair"] or base.pair,
        check=options["check"] or base.check,
        generate=options["generate"] or base.generate,
        output=options["output"],
        dialect=options["dialect"] or base.dialect,
    )
    choice = options["direction"]
    if choice is None:
        directions = tuple(
            d
            for d, given in (
                (Direction.OURS_TO_CANDIDATE, templates.pair or templates.check),
                (Direction.CANDIDATE_TO_OURS, templates.generate),
            )
            if given
        ) or (Direction.OURS_TO_CANDIDATE,)
    elif choice is DirectionChoice.BOTH:
        directions = (Direction.OURS_TO_CANDIDATE, Direction.CANDIDATE_TO_OURS)
    else:
        directions = (Direction(choice.value),)
    settings = RunSettings(
        system=options["system"],
        count=options["count"],
        templates=templates,
        edition=options["edition"],
        seed=options["seed"],
        directions=directions,
        tolerance=options["tolerance"],
        timeout=options["timeout"],
        rtg_config=_read_text(options["rtg_config"], "--rtg-config") or "",
        rtg_settings=_settings_pairs(options["settings"]),
        candidate_config=_read_text(options["candidate_config"], "--candidate-config"),
        candidate_version=options["version"],
    )
    workdir: Path = options["workdir"]
    try:
        summary = run(
            settings, workdir, options["jobs"] or default_jobs(), _Bar(), options["server"]
        )
    except KeyboardInterrupt:
        typer.echo(
            error_text(f"stopped; `endorse run` with the same options resumes in {workdir}"),
            err=True,
        )
        return INCOMPLETE
    except (TemplateError, ConfigError, SettingsClash) as error:
        raise CommandError(ExitCode.USAGE, str(error)) from None
    except CandidateUnavailable as error:
        raise CommandError(ExitCode.BAD_INPUT, f"the candidate cannot be run: {error}") from None
    except EngineUnavailable as error:
        raise CommandError(ExitCode.UNSUPPORTED, str(error)) from None
    except WorkdirError as error:
        raise CommandError(ExitCode.USAGE, str(error)) from None
    typer.echo(summary_text(summary), nl=False)
    _pages(workdir, summary)
    return _VERDICT[summary["verdict"]]


def _pages(workdir: Path, summary: dict[str, Any]) -> None:
    """Write the HTML pages of the run (``report/endorse_html.py``); say where on stderr."""
    from trfcheck.report.endorse_html import endorse_pages

    try:
        index = endorse_pages(workdir, summary)
    except OSError as error:
        typer.echo(error_text(f"the HTML pages could not be written: {error}"), err=True)
        return
    typer.echo(f"HTML report: {index}", err=True)


def _guarded(body: Any) -> int:
    """``common.guarded`` for a body that may also return 5 (incomplete)."""
    result: list[int] = []

    def wrapped() -> ExitCode:
        result.append(body())
        return ExitCode.OK

    code = guarded(wrapped)
    return result[0] if result and code is ExitCode.OK else int(code)


@endorse_app.command("run")
def run_command(
    system: Annotated[
        str, typer.Option("--system", help="dutch, dubov, burstein, lim or double (Double-Swiss).")
    ],
    workdir: Annotated[Path, typer.Option("--workdir", help="Folder of the run (resumable).")],
    count: Annotated[
        int, typer.Option("--count", min=1, help="Tournaments per direction.")
    ] = 50000,
    seed: Annotated[int, typer.Option("--seed", min=0, help="Seed of the first one.")] = 1,
    edition: Annotated[str | None, typer.Option("--edition", help="Rules edition.")] = None,
    jobs: Annotated[int | None, typer.Option("--jobs", "-j", min=1, help="Processes.")] = None,
    timeout: Annotated[
        float, typer.Option("--timeout", min=0.1, help="Seconds per candidate call.")
    ] = 60.0,
    direction: Annotated[
        DirectionChoice | None,
        typer.Option("--direction", help="Default: every direction whose commands are given."),
    ] = None,
    tolerance: Annotated[
        int | None,
        typer.Option(
            "--tolerance",
            min=0,
            help="Discrepant tournaments allowed per direction (default: FIDE's 10 per "
            "50,000, scaled to --count).",
        ),
    ] = None,
    rtg_config: Annotated[
        Path | None, typer.Option("--rtg-config", help="trfcheck generator settings file.")
    ] = None,
    settings: Annotated[
        list[str] | None, typer.Option("--set", help="Generator setting KEY=VALUE.")
    ] = None,
    candidate: Annotated[
        str | None, typer.Option("--candidate", help="The program, with a preset's templates.")
    ] = None,
    preset: Annotated[
        str | None, typer.Option("--candidate-preset", help="bbp or javafo (default: by name).")
    ] = None,
    pair: Annotated[str | None, typer.Option("--candidate-pair", help="Pair template.")] = None,
    output: Annotated[
        str, typer.Option("--candidate-output", help="javafo (pairs file) or trf.")
    ] = "javafo",
    dialect: Annotated[
        str | None, typer.Option("--candidate-dialect", help="trf26, trfx or trfbx input files.")
    ] = None,
    check: Annotated[str | None, typer.Option("--candidate-check", help="Check template.")] = None,
    generate: Annotated[
        str | None, typer.Option("--candidate-generate", help="Generate template.")
    ] = None,
    candidate_config: Annotated[
        Path | None, typer.Option("--candidate-config", help="Generator file ({seed} replaced).")
    ] = None,
    version: Annotated[
        str | None, typer.Option("--candidate-version", help="The candidate's version string.")
    ] = None,
    server: Annotated[
        str | None,
        typer.Option(
            "--candidate-server",
            help="A persistent candidate that answers the calls on a pipe "
            "(docs/endorse.md), e.g. 'trfcheck endorse serve'.",
        ),
    ] = None,
) -> None:
    """Run (or resume) the endorsement run in --workdir; print the summary."""
    if output not in ("javafo", "trf"):
        typer.echo(
            f"trfcheck: --candidate-output: expected javafo or trf, found {output!r}", err=True
        )
        raise typer.Exit(ExitCode.USAGE)
    if dialect not in (None, "trf26", "trfx", "trfbx") or preset not in (None, "bbp", "javafo"):
        typer.echo(
            "trfcheck: --candidate-dialect: trf26, trfx or trfbx; "
            "--candidate-preset: bbp or javafo",
            err=True,
        )
        raise typer.Exit(ExitCode.USAGE)
    options = dict(locals())
    options["settings"] = settings or []
    raise typer.Exit(_guarded(lambda: _run(options)))


@endorse_app.command("report")
def report_command(
    workdir: Annotated[Path, typer.Argument(help="Folder of a run.")],
    fmt: Annotated[
        ReportFormat, typer.Option("--format", help="Output format.")
    ] = ReportFormat.TEXT,
) -> None:
    """Write DIR/summary.json and DIR/report.html again; print the summary."""

    def body() -> int:
        from trfcheck.endorse import WorkdirError, summary_text, write_summary

        try:
            summary = write_summary(workdir)
        except WorkdirError as error:
            raise CommandError(ExitCode.USAGE, str(error)) from None
        if fmt is ReportFormat.JSON:
            typer.echo(json.dumps(summary, indent=2))
        else:
            typer.echo(summary_text(summary), nl=False)
        _pages(workdir, summary)
        return _VERDICT[summary["verdict"]]

    raise typer.Exit(_guarded(body))


@endorse_app.command("classify")
def classify_command(
    workdir: Annotated[Path, typer.Argument(help="Folder of a run.")],
    ident: Annotated[str, typer.Argument(help="Discrepancy id, e.g. A-000123.")],
    cls: Annotated[str, typer.Option("--as", help="rtg, candidate or interpretation.")],
    note: Annotated[str | None, typer.Option("--note", help="Why.")] = None,
) -> None:
    """Classify one discrepancy (a person's decision overrides the automatic one)."""

    def body() -> int:
        from trfcheck.endorse import WorkdirError, save_classification, write_summary

        try:
            save_classification(workdir, ident, cls, note)
            write_summary(workdir)
        except WorkdirError as error:
            raise CommandError(ExitCode.USAGE, str(error)) from None
        typer.echo(f"{ident}: {cls}")
        return 0

    raise typer.Exit(_guarded(body))


@endorse_app.command("serve")
def serve_command() -> None:
    """Answer candidate calls on stdin/stdout (the --candidate-server protocol)."""
    from trfcheck.cli import main
    from trfcheck.cli.candidate import serve
    from trfcheck.endorse.heap import settle

    settle()  # a process of its own, alive for the whole run
    replies = sys.stdout
    raise typer.Exit(serve(sys.stdin, replies, main))


def register(app: typer.Typer) -> None:
    """Add ``endorse`` (``run``, ``report``, ``classify``, ``serve``) to the application."""
    app.add_typer(endorse_app, name="endorse")
