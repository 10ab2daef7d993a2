"""``cli.batch``: results in input order whatever order the processes finish in; the
progress bar only on a terminal."""

from __future__ import annotations

import io
import time

from trfcheck.cli.batch import Progress, default_jobs, ordered


def _slow_square(x: int) -> int:
    """Later items finish first: item 0 sleeps longest."""
    time.sleep(0.05 * (4 - x))
    return x * x


def test_results_come_in_input_order_with_two_processes() -> None:
    assert list(ordered(_slow_square, [0, 1, 2, 3], jobs=2)) == [0, 1, 4, 9]


def test_one_job_runs_in_this_process() -> None:
    seen: list[int] = []

    def record(x: int) -> int:  # a closure: it could not be sent to another process
        seen.append(x)
        return x

    assert list(ordered(record, [3, 1, 2], jobs=1)) == [3, 1, 2]
    assert seen == [3, 1, 2]


def test_progress_counts_every_item() -> None:
    progress = Progress(4, "checking", io.StringIO())
    list(ordered(_slow_square, [0, 1, 2, 3], jobs=2, progress=progress))
    assert progress.done == 4


class _Terminal(io.StringIO):
    def isatty(self) -> bool:
        return True


def test_progress_bar_is_drawn_on_a_terminal_and_cleared() -> None:
    """rich's bar: the label and the count drawn, then erased (cursor up, erase
    line) so that the results are written on a clean line; redrawn after that."""
    stream = _Terminal()
    progress = Progress(3, "checking", stream)
    progress.advance()
    text = stream.getvalue()
    assert "checking" in text and "1/3" in text
    progress.clear()
    assert stream.getvalue().endswith("\x1b[1A\x1b[2K")
    progress.advance()
    assert "2/3" in stream.getvalue()[len(text) :]
    progress.clear()


def test_no_progress_bar_when_not_a_terminal() -> None:
    stream = io.StringIO()
    progress = Progress(3, "checking", stream)
    progress.advance()
    progress.clear()
    assert stream.getvalue() == ""


def test_default_jobs_is_at_least_one() -> None:
    assert default_jobs() >= 1


def test_a_single_file_bar_is_drawn_once_its_rounds_are_known() -> None:
    """Progress on long work, single file included: the bar of one file starts
    with one item and learns the number of rounds from the first ``update``."""
    stream = _Terminal()
    progress = Progress(1, "big.trf: round", stream)
    progress.update(3, 10)
    assert "big.trf: round" in stream.getvalue() and "3/10" in stream.getvalue()
    progress.clear()
