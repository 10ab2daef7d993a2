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
from concurrent.futures import FIRST_COMPLETED, Future, ProcessPoolExecutor, wait
from typing import TextIO, TypeVar

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
    """``checking  12/300 [####......] 0:07`` on ``stream``, redrawn in place; nothing at all
    unless ``stream`` is a terminal (output piped or captured stays clean)."""

    WIDTH = 30

    def __init__(self, total: int, label: str, stream: TextIO | None = None) -> None:
        self.stream = stream if stream is not None else sys.stderr
        self.total = total
        self.label = label
        self.done = 0
        self.started = time.monotonic()
        self.active = total > 1 and _is_terminal(self.stream)

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
        if not self.active:
            return
        filled = self.WIDTH * self.done // max(1, self.total)
        seconds = int(time.monotonic() - self.started)
        bar = "#" * filled + "." * (self.WIDTH - filled)
        width = len(str(self.total))
        clock = f"{seconds // 60}:{seconds % 60:02d}"
        text = f"{self.label} {self.done:>{width}}/{self.total} [{bar}] {clock}"
        self.stream.write("\r" + text)
        self.stream.flush()

    def clear(self) -> None:
        """Erase the bar so that other output can be written."""
        if self.active:
            self.stream.write("\r\x1b[K")
            self.stream.flush()


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
    with ProcessPoolExecutor(max_workers=min(jobs, len(items))) as pool:
        futures = [pool.submit(function, item) for item in items]
        try:
            yield from _in_order(futures, progress)
        finally:
            for future in futures:
                future.cancel()


def _in_order(futures: list[Future[R]], progress: Progress | None) -> Iterator[R]:
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
