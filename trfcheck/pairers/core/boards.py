"""Board order of a published pairing (C.04.2 art. 3.6)."""

from __future__ import annotations

from collections.abc import Iterable, Mapping

from trfcheck.pairers.base import Board

__all__ = ["board_order"]


def board_order(boards: Iterable[Board], score: Mapping[int, int]) -> tuple[Board, ...]:
    """Sort boards by GHR 3.6: the higher-ranked player's score (higher first), the sum of
    both scores (higher first), then the higher-ranked player's TPN (smaller first).

    ``score`` gives each player's score before the round. The higher-ranked player of a
    pair is the one with the higher score, then the smaller TPN. Under acceleration C.04.7
    1.5 names the pairing score (Dubov, Lim); the Dutch engine passes real points, as its
    endorsed reference bbpPairings v6 does (docs/lim.md). ``verify.rules.boards``
    checks a published list the same way.
    """

    def key(b: Board) -> tuple[int, int, int]:
        hi = min((b.white, b.black), key=lambda p: (-score[p], p))
        lo = b.black if hi == b.white else b.white
        return (-score[hi], -(score[hi] + score[lo]), hi)

    return tuple(sorted(boards, key=key))
