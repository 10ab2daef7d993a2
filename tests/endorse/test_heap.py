"""``trfcheck.endorse.heap``: a long-lived process freezes its start-up objects and spaces
out young collections; cycles made later are still collected."""

from __future__ import annotations

import subprocess
import sys

from trfcheck.endorse.heap import YOUNG

PROBE = """
import gc, weakref
from trfcheck.endorse.heap import settle
class Node: pass
settle()
a, b = Node(), Node()
a.other, b.other = b, a
gone = weakref.ref(a)
del a, b
gc.collect()
print(gc.get_threshold()[0], gc.get_freeze_count() > 0, gone() is None)
"""


def test_settle_freezes_and_keeps_collecting() -> None:
    """In a process of its own (settle changes the whole interpreter)."""
    out = subprocess.run(
        [sys.executable, "-c", PROBE], capture_output=True, text=True, check=True
    ).stdout.split()
    assert out == [str(YOUNG), "True", "True"]


def test_serve_settles() -> None:
    """``endorse serve`` is a process of its own: it settles before the first request."""
    probe = (
        "import gc, sys, io; sys.argv = ['trfcheck', 'endorse', 'serve']; "
        "sys.stdin = io.StringIO(''); from trfcheck.cli import main\n"
        "try:\n    main(['endorse', 'serve'])\nexcept SystemExit:\n    pass\n"
        "print(gc.get_threshold()[0], file=sys.stderr)"
    )
    done = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True)
    assert done.stderr.split()[-1] == str(YOUNG), done.stderr
