"""Crosstable tokens shared by the rule-test kits (tests/pairers/*/kit.py).

A round token is ``"4w1"`` (a game against start rank 4 with White, won; results
``1 = 0``, forfeits ``+ -``), ``U`` (a PAB), ``H``, ``F``, ``Z`` (byes) or ``.`` (an
empty block).
"""

from __future__ import annotations

from collections.abc import Sequence

from trfcheck.trf.model import ResultCode

__all__ = ["BYE_NAMES", "MIRROR", "POINTS", "block", "check_symmetry"]

POINTS = {"1": 10, "=": 5, "0": 0, "+": 10, "-": 0, "U": 10, "H": 5, "F": 10, "Z": 0, ".": 0}
MIRROR = {"1": "0", "0": "1", "=": "=", "+": "-", "-": "+"}
BYE_NAMES = {
    ResultCode.PAB: "PAB",
    ResultCode.HALF_BYE: "H",
    ResultCode.FULL_BYE: "F",
    ResultCode.ZERO_BYE: "Z",
}


def block(token: str) -> str:
    """The TRF round block (opponent, colour, result) of one token."""
    if token == ".":
        return " " * 8
    if token in ("U", "H", "F", "Z"):
        return f"0000 - {token}"
    opponent, colour, result = int(token[:-2]), token[-2], token[-1]
    return f"{opponent:>4} {colour} {result}"


def check_symmetry(rows: Sequence[Sequence[str]]) -> None:
    """Raise ValueError unless every game is written the same way on both players' rows."""
    for rank, tokens in enumerate(rows, 1):
        for r, token in enumerate(tokens, 1):
            if token in POINTS:
                continue
            opponent, colour, result = int(token[:-2]), token[-2], token[-1]
            theirs = rows[opponent - 1]
            other = theirs[r - 1] if r <= len(theirs) else "."
            mirror = f"{rank}{'b' if colour == 'w' else 'w'}{MIRROR[result]}"
            if other != mirror:
                raise ValueError(f"round {r}: {rank} has {token} but {opponent} has {other}")
