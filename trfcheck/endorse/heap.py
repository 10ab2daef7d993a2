"""The cyclic garbage collector of a process that makes thousands of tournaments.

A harness worker and the persistent candidate (``endorse serve``) live for a whole run.
Their imported modules (thousands of objects that live as long as the process) would be
traversed by every full collection, and the default threshold (a young collection every
700 allocations) runs the collector hundreds of times per tournament, although almost
everything a tournament makes is freed by reference counting. So the objects alive at the
start are moved out of the collector's sight (``gc.freeze``) and young collections come
every ``YOUNG`` allocations: callgrind counts 2.5 % fewer instructions to generate, read
and audit default-size Dutch tournaments (docs/endorse.md, "Speed"). Nothing else changes:
cycles are still collected, only less often.
"""

from __future__ import annotations

import gc

__all__ = ["YOUNG", "settle"]

#: Allocations between two young collections (the interpreter's default is 700).
YOUNG = 10_000


def settle() -> None:
    """Freeze what is alive now and space out the young collections (module notes)."""
    gc.collect()
    gc.freeze()
    _, middle, old = gc.get_threshold()
    gc.set_threshold(YOUNG, middle, old)
