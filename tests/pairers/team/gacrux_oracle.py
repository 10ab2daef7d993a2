"""gacrux (the FIDE TEC reference implementation of C.04.6, PyPI, MIT) as a test oracle.

Test-only: ``check_file`` runs gacrux's pairing checker in-process on a TRF file (each round
re-paired from the rounds before it and compared with the file) and returns the rounds
gacrux pairs differently, with both pairings.
"""

from __future__ import annotations

import contextlib
import io
import json
import sys
from dataclasses import dataclass
from typing import Any

__all__ = ["RoundDiff", "available", "check_file", "repair_rounds"]


def available() -> bool:
    """True if gacrux is installed (the ``test`` extra)."""
    try:
        import gacrux.pairingchecker  # noqa: F401
    except ImportError:
        return False
    return True


@dataclass(frozen=True, slots=True)
class RoundDiff:
    """A round gacrux pairs differently: its pairs and the file's, as (white, black)."""

    round_no: int
    gacrux: tuple[tuple[int, int], ...]
    published: tuple[tuple[int, int], ...]


def _pairs(items: list[list[Any]]) -> tuple[tuple[int, int], ...]:
    return tuple(sorted((int(p[0]), int(p[1])) for p in items))


def check_file(path: str) -> list[RoundDiff]:
    """The rounds of ``path`` that gacrux re-pairs differently (empty: all reproduced).

    Raises RuntimeError when gacrux refuses the file.
    """
    data = _run(path)
    diffs = []
    for item in data["pairingResult"]["roundpairing"]:
        if not item["check"]:
            diffs.append(
                RoundDiff(int(item["round"]), _pairs(item["pairs"]), _pairs(item["current"]))
            )
    return diffs


def _run(path: str) -> dict[str, Any]:
    """gacrux's pairing checker (``-c``) on ``path``, in-process: its JSON output."""
    from gacrux.pairingchecker import pairingchecker

    argv = sys.argv
    sys.argv = ["pairingchecker", "-i", path, "-c"]
    buffer = io.StringIO()
    try:
        with contextlib.redirect_stdout(buffer):
            pairingchecker().common_main()
    finally:
        sys.argv = argv
    data: dict[str, Any] = json.loads(buffer.getvalue())
    if data["status"]["code"] not in (0, 1):
        raise RuntimeError(f"gacrux refused {path}: {data['status']}")
    return data


def repair_rounds(path: str) -> dict[int, tuple[tuple[int, int], ...]]:
    """gacrux's own pairing of every round of ``path`` (each from the rounds before it), as
    sorted (white, black) pairs with the PAB as (team, 0)."""
    data = _run(path)
    return {
        int(item["round"]): _pairs(item["pairs"]) for item in data["pairingResult"]["roundpairing"]
    }
