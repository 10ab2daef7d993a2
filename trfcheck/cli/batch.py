"""Work on many files at once: a process pool that yields results in input order, and a
progress bar that is drawn only on a terminal.

``ordered(function, items, jobs)`` runs ``function`` on every item, in ``jobs``
processes (``concurrent.futures.ProcessPoolExecutor``; one job runs in this
process), and yields the results in the order of ``items`` whatever order they
finish in, so that the output of a batch does not depend on the number of jobs.
"""

from __future__ import annotations

import os
import sys
import time
from collections.abc import Callable, Iterator, Sequence
from typing import TYPE_CHECKING, Any, Generic, TextIO, TypeVar

from trfcheck.compiled import make_picklable

if TYPE_CHECKING:  # the pool is imported for more than one job only (a tenth of start-up)
    from concurrent.futures import Future

__all__ = ["Progress", "default_jobs", "ordered"]

T = TypeVar("T")
R = TypeVar("R")


def default_jobs() -> int:
    """The number of cores this process may run on."""
    try:
        return max(1, len(os.sched_getaffinity(0)))
    except AttributeError:  # not on Linux
        return max(1, os.cpu_count() or 1)


class Progress:
    """A progress bar (rich's: ``checking ━━━━━━╺━━━ 12/300 0:00:07 0:00:35``) on ``stream``,
    redrawn in place; nothing at all unless ``stream`` is a terminal (output piped or
    captured stays clean). rich honours ``NO_COLOR``; it is imported only when a bar is
    drawn, so that a command whose output is piped does not pay for it."""

    def __init__(
        self, total: int, label: str, stream: TextIO | None = None, rate: str | None = None
    ) -> None:
        self.stream = stream if stream is not None else sys.stderr
        self.rate = rate  # a unit ("t/s"): also show items per second
        self.total = total
        self.label = label
        self.done = 0
        self.started = time.monotonic()
        self.active = _is_terminal(self.stream)  # drawn once there is more than one item
        self._bar: Any = None  # rich.progress.Progress, made on the first draw
        self._task: Any = None
        self._shown = False

    def update(self, done: int, total: int) -> None:
        """``done`` of ``total`` items are finished (a callback for long single jobs)."""
        self.total = total
        self.done = done
        self.draw()

    def advance(self, count: int = 1) -> None:
        """``count`` more items are finished."""
        self.done += count
        self.draw()

    def draw(self) -> None:
        """Draw the bar (on a terminal only)."""
        if not self.active or self.total <= 1:
            return
        if self._bar is None:
            from rich.console import Console
            from rich.progress import (
                BarColumn,
                MofNCompleteColumn,
                TextColumn,
                TimeElapsedColumn,
                TimeRemainingColumn,
            )
            from rich.progress import Progress as Bar

            rate = self.rate
            speed = TextColumn("") if rate is None else _rate_column(rate)
            self._bar = Bar(
                TextColumn("{task.description}"),
                BarColumn(),
                MofNCompleteColumn(),
                speed,
                TimeElapsedColumn(),
                TimeRemainingColumn(),
                console=Console(file=self.stream),
                auto_refresh=False,  # no thread: redrawn on each update
                transient=True,
                redirect_stdout=False,  # the results are written between clear and draw
                redirect_stderr=False,
            )
            self._task = self._bar.add_task(self.label, total=self.total)
        if not self._shown:
            self._bar.start()
            self._shown = True
        self._bar.update(self._task, completed=self.done, total=self.total, refresh=True)

    def clear(self) -> None:
        """Erase the bar so that other output can be written (``draw`` shows it again, its
        clock still running)."""
        if self._shown:
            self._bar.stop()
            self._shown = False


def _rate_column(unit: str) -> Any:
    """A rich column: items per second so far (``12.3 t/s``)."""
    from rich.progress import ProgressColumn
    from rich.text import Text

    class Rate(ProgressColumn):
        def render(self, task: Any) -> Text:
            elapsed = task.elapsed or 0.0
            value = task.completed / elapsed if elapsed > 0 else 0.0
            return Text(f"{value:.1f} {unit}")

    return Rate()


def _is_terminal(stream: TextIO) -> bool:
    try:
        return stream.isatty()
    except (AttributeError, ValueError):
        return False


def ordered(
    function: Callable[[T], R],
    items: Sequence[T],
    jobs: int,
    progress: Progress | None = None,
) -> Iterator[R]:
    """``function(item)`` for each item, in the order of ``items``, computed in ``jobs``
    processes (``function`` and the items must pickle when ``jobs`` > 1)."""
    if jobs <= 1 or len(items) <= 1:
        for item in items:
            result = function(item)
            if progress is not None:
                progress.advance()
            yield result
        return
    from concurrent.futures import ProcessPoolExecutor

    make_picklable()  # the compiled build's frozen dataclasses (trfcheck/compiled.py)
    with ProcessPoolExecutor(max_workers=min(jobs, len(items))) as pool:
        futures = [pool.submit(_Picklable(function), item) for item in items]
        try:
            yield from _in_order(futures, progress)
        finally:
            for future in futures:
                future.cancel()


class _Picklable(Generic[T, R]):
    """``function``, whose result is sent back to the parent process: the compiled build's
    frozen dataclasses of modules the worker imported are made picklable first."""

    def __init__(self, function: Callable[[T], R]) -> None:
        self.function = function

    def __call__(self, item: T) -> R:
        result = self.function(item)
        make_picklable()
        return result


def _in_order(futures: list[Future[R]], progress: Progress | None) -> Iterator[R]:
    from concurrent.futures import FIRST_COMPLETED, wait

    pending = set(futures)
    next_index = 0
    while next_index < len(futures):
        if pending:
            done, pending = wait(pending, return_when=FIRST_COMPLETED)
            if progress is not None:
                progress.advance(len(done))
        while next_index < len(futures) and futures[next_index].done():
            yield futures[next_index].result()
            next_index += 1
