"""The run: every (direction, seed) not yet in ``results.jsonl``, in ``jobs`` processes.

Each worker process keeps one pairing engine; tournaments are handed out in seed order
and their outcomes written in that order, so ``results.jsonl`` and ``summary.json`` do
not depend on ``jobs``. A ``KeyboardInterrupt`` stops the run: what was finished stays,
and the next ``run`` with the same folder goes on from there.
"""

from __future__ import annotations

import multiprocessing
import shutil
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from trfcheck.pairers.base import Engine

from .direction_a import run_a
from .direction_b import run_b
from .heap import settle
from .outcome import Direction, Outcome
from .runner import Caller
from .settings import RunSettings
from .summary import write_summary
from .templates import TemplateError, expand, validate
from .units import is_double, units_for
from .workdir import ResultsLog, load_results, start

__all__ = [
    "CandidateUnavailable",
    "Progress",
    "Task",
    "preflight",
    "run",
    "run_task",
    "server_argv",
]

Progress = Callable[[int, int], None]  # (done, total) after each tournament


class CandidateUnavailable(RuntimeError):
    """The candidate cannot be run at all (missing program; exit 3)."""


@dataclass(frozen=True, slots=True)
class Task:
    """One tournament to run."""

    direction: Direction
    seed: int


_ENGINE: dict[str, Engine] = {}


def _engine(settings: RunSettings) -> Engine:
    key = f"{settings.system}/{settings.edition}"
    if key not in _ENGINE:
        _ENGINE[key] = units_for(settings.system).engine(settings.generator_config())
    return _ENGINE[key]


def run_task(settings: RunSettings, workdir: Path, task: Task, call: Caller) -> Outcome:
    """One tournament in one direction, the candidate's calls made through ``call``."""
    if task.direction is Direction.OURS_TO_CANDIDATE:
        return run_a(settings, task.seed, _engine(settings), workdir, call)
    return run_b(settings, task.seed, workdir, call)


#: A pool worker's settings, folder and caller (its own persistent candidate, if any).
_WORKER: tuple[RunSettings, Path, Caller] | None = None


def _init_worker(settings: RunSettings, workdir: Path, server: list[str] | None) -> None:
    global _WORKER
    _WORKER = (settings, workdir, Caller(server))
    settle()  # a process of its own, alive for the whole run


def _work(task: Task) -> Outcome:
    assert _WORKER is not None
    return run_task(*_WORKER[:2], task, _WORKER[2])


def _templates_needed(settings: RunSettings) -> list[str]:
    t = settings.templates
    out = []
    if Direction.OURS_TO_CANDIDATE in settings.directions:
        if t.pair is None and t.check is None:
            raise TemplateError(
                "no candidate: give --candidate PROGRAM (a program with bbpPairings' or "
                "JaVaFo's command line, --candidate-preset), or its commands "
                "--candidate-pair or --candidate-check (direction ours-to-candidate)"
            )
        out += [x for x in (t.pair, t.check) if x is not None]
    if Direction.CANDIDATE_TO_OURS in settings.directions:
        if t.generate is None:
            raise TemplateError(
                "no candidate: give --candidate PROGRAM (a program with bbpPairings' or "
                "JaVaFo's command line, --candidate-preset), or its command "
                "--candidate-generate (direction candidate-to-ours)"
            )
        out.append(t.generate)
    if is_double(settings.system) and t.pair is not None and t.dialect != "trf26":
        raise TemplateError(
            f"--candidate-dialect {t.dialect}: a Double-Swiss event is written in the "
            "two-round dialect of TRF-26 (192 FIDE_DOUBLESWISS); give --candidate-dialect trf26"
        )
    return out


def preflight(settings: RunSettings, server: str | None = None) -> None:
    """Check the templates, the generator settings and the engine before anything runs.

    Raises TemplateError or GeneratorError (usage), EngineUnavailable (exit 4), and
    CandidateUnavailable when a template's program cannot be found (exit 3).
    """
    needed = _templates_needed(settings)
    if server is not None:  # the templates' programs are the server's business
        needed = [server]
    for template in needed:
        program = validate(template)[0]
        found = shutil.which(program) if "/" not in program else program
        if found is None or not Path(found).is_file():
            raise CandidateUnavailable(f"{template!r}: program {program!r} not found")
    _engine(settings)  # ConfigError, EngineUnavailable


def _tasks(settings: RunSettings, done: set[tuple[Direction, int]]) -> list[Task]:
    return [
        Task(direction, seed)
        for direction in settings.directions
        for seed in settings.seeds()
        if (direction, seed) not in done
    ]


def _outcomes(
    settings: RunSettings, workdir: Path, tasks: list[Task], jobs: int, server: list[str] | None
) -> Iterator[Outcome]:
    if jobs <= 1 or len(tasks) <= 1:
        call = Caller(server)
        try:
            for task in tasks:
                yield run_task(settings, workdir, task, call)
        finally:
            call.close()
        return
    pool = multiprocessing.get_context("fork").Pool(
        jobs, initializer=_init_worker, initargs=(settings, workdir, server)
    )
    try:
        yield from pool.imap(_work, tasks, chunksize=1)
        pool.close()
    finally:
        pool.terminate()  # a worker's server reads the end of its input and stops
        pool.join()


def server_argv(template: str | None, settings: RunSettings, workdir: Path) -> list[str] | None:
    """The ``--candidate-server`` command (``server.py``): ``{system}`` and ``{dir}`` (the
    run's folder) are its placeholders. TemplateError for any other."""
    if template is None:
        return None
    return expand(template, {"system": settings.system, "dir": str(workdir)})


def _refuse_unstartable(outcome: Outcome) -> None:
    """A program that cannot be executed at all (not found, not executable, not a program)
    fails every call alike: the run stops with exit 3 (docs/endorse.md, "Commands") instead
    of recording it."""
    for d in outcome.discrepancies:
        if d.evidence == "not-started":
            raise CandidateUnavailable(d.reason or "the candidate program cannot be started")


def run(
    settings: RunSettings,
    workdir: Path,
    jobs: int = 1,
    progress: Progress | None = None,
    server: str | None = None,
) -> dict[str, Any]:
    """Run (or resume) the harness in ``workdir``; the summary written at the end.

    ``server`` is a ``--candidate-server`` template: the candidate's calls then go to one
    persistent process per worker (``server.py``), which changes no result, so it is not
    part of the frozen settings and a run may be resumed with or without it.

    Raises SettingsClash when ``workdir`` was started with other settings, and what
    ``preflight`` raises. A KeyboardInterrupt is passed on after the summary of what was
    finished has been written.
    """
    workdir = workdir.resolve()  # the candidate runs in its own working folder
    preflight(settings, server)
    server_command = server_argv(server, settings, workdir)
    start(workdir, settings.frozen())
    done = set(load_results(workdir, repair=True))
    tasks = _tasks(settings, done)
    total = len(tasks)
    try:
        with ResultsLog(workdir) as log:
            for count, outcome in enumerate(
                _outcomes(settings, workdir, tasks, jobs, server_command), 1
            ):
                _refuse_unstartable(outcome)
                log.append(outcome)
                if progress is not None:
                    progress(count, total)
    finally:
        summary = write_summary(workdir)
    return summary
