"""The cyclic garbage collector of a trfcheck command: the one policy of the command line.

The modules a command imports (typer, Lark, the model, the engines) leave nothing for the
cyclic collector to free: it would only walk them again and again, 8 % of a small check's
instructions with the freeze below (callgrind; README "Start-up"). So ``cli.main``
switches it off before it imports the command (``pause``), and it is switched on again,
with what is alive frozen out of its sight, once the command is resolved (``resume``, from
``application.DefaultCommandGroup.resolve_command``), or when ``main`` ends at the latest
(``restore``). A process that lives for a whole run of tournaments (``endorse serve``, a
harness worker) then spaces out its young collections (``endorse.heap.settle``).
"""

from __future__ import annotations

import gc

__all__ = ["collect", "pause", "restore", "resume"]


def pause() -> None:
    """Switch the collector off while a command's modules are imported."""
    gc.disable()


def resume() -> None:
    """Freeze what is alive and switch the collector on again, if ``pause`` switched it
    off (a process that did not is left as it is)."""
    if not gc.isenabled():
        gc.freeze()
        gc.enable()


def restore() -> None:
    """Switch the collector on (the end of ``main``, whatever happened)."""
    gc.enable()


def collect() -> None:
    """Free what a command left behind at once (``main`` out of memory: the message and
    the exit need memory too), whether the collector is on or off."""
    gc.collect()
