"""What every pairing system takes and returns.

Each system implements ``PairingSystem``: ``pair(tournament, round_no)`` gives
the ``RoundPairing`` of that round from the rounds before it.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Protocol

from trfcheck.trf.model import Colour, ResultCode, RoundEntry, Tournament

__all__ = [
    "Board",
    "Bye",
    "Explanation",
    "IllegalPairing",
    "NoValidPairing",
    "PairingError",
    "PairingSystem",
    "RoundPairing",
    "UnsupportedRules",
]


class PairingError(Exception):
    """Base of the pairing engines' errors."""


class NoValidPairing(PairingError):
    """No pairing of the round satisfies the absolute criteria (Dutch 2026 art. 1.9.3)."""


class IllegalPairing(NoValidPairing):
    """An engine's round breaks an absolute rule (``core.legality``): it is not returned.

    A kind of NoValidPairing, so every caller reports it as a round that cannot be
    paired, with the reason."""


class UnsupportedRules(PairingError):
    """The system, edition or option asked for is not implemented."""


@dataclass(frozen=True, slots=True, init=False)
class Board:
    """One game: start ranks of the player with White and the player with Black.

    The ``__init__`` written out, for the compiled build (``trf.model.Player`` says why)."""

    white: int
    black: int

    def __init__(self, white: int, black: int) -> None:
        object.__setattr__(self, "white", white)
        object.__setattr__(self, "black", black)


@dataclass(frozen=True, slots=True)
class Bye:
    """A player without an opponent this round: the PAB (``U``) or a pre-set H, F or Z."""

    player: int
    kind: ResultCode


@dataclass(frozen=True, slots=True)
class RoundPairing:
    """The pairing of one round: boards in published order, then byes."""

    round_no: int
    boards: tuple[Board, ...]
    byes: tuple[Bye, ...] = ()

    def entries(
        self, results: Mapping[int, ResultCode | None] | None = None
    ) -> dict[int, RoundEntry]:
        """The round's blocks by start rank: each board's two players with their colours and
        ``results`` (None: pending), the byes with their kind; for
        ``Tournament.with_round``."""
        got = results or {}
        entries: dict[int, RoundEntry] = {}
        for b in self.boards:
            entries[b.white] = RoundEntry(b.black, Colour.WHITE, got.get(b.white))
            entries[b.black] = RoundEntry(b.white, Colour.BLACK, got.get(b.black))
        for bye in self.byes:
            entries[bye.player] = RoundEntry(None, Colour.NONE, bye.kind)
        return entries

    @property
    def pab(self) -> int | None:
        """The player who gets the pairing-allocated bye, if any."""
        for bye in self.byes:
            if bye.kind is ResultCode.PAB:
                return bye.player
        return None


@dataclass(frozen=True, slots=True)
class Explanation:
    """Why a published round is not the rules' pairing: the deciding ``rule`` (a criterion,
    a colour rule, an article of the procedure), a sentence, a short ``category`` key (for
    comparisons between engines) and the start ranks of the players it is about (each of
    them on a board that differs)."""

    rule: str
    text: str
    category: str = ""
    players: tuple[int, ...] = ()


class PairingSystem(Protocol):
    """A FIDE Swiss system (C.04.3, C.04.4.x)."""

    name: str

    def pair(self, tournament: Tournament, round_no: int) -> RoundPairing:
        """Pair ``round_no`` from the rounds before it; raises NoValidPairing."""
        ...
