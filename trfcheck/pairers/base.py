"""What every pairing system takes and returns.

Each system implements ``Engine``: ``pair(tournament, round_no)`` gives the pairing of that
round from the rounds before it, a ``Paired`` value: the ``RoundPairing`` of players for an
individual system (``PairingSystem``), the matches of teams for the Swiss Team system
(``team.TeamRoundPairing``). Every caller (the CLI, the audit's replay) reads a round
through ``Paired``; an engine whose units are not the players of the 001 lines (teams)
also says how the file publishes its rounds (``ReadsRounds``).
"""

from __future__ import annotations

import enum
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Protocol, cast

from trfcheck.trf.checks import with_points
from trfcheck.trf.model import Colour, ResultCode, RoundEntry, Tournament

__all__ = [
    "Board",
    "Bye",
    "Engine",
    "Explanation",
    "IllegalPairing",
    "Measure",
    "NoValidPairing",
    "Pair",
    "Paired",
    "PairingError",
    "PairingSystem",
    "ReadsRounds",
    "RoundPairing",
    "UnsupportedRules",
]

Pair = tuple[int, int]  # (white, black) of the units paired; a PAB is (unit, 0)


class PairingError(Exception):
    """Base of the pairing engines' errors."""


class NoValidPairing(PairingError):
    """No pairing of the round satisfies the absolute criteria (Dutch 2026 art. 1.9.3)."""


class IllegalPairing(NoValidPairing):
    """An engine's round breaks an absolute rule (``core.legality``): it is not returned.

    A kind of NoValidPairing, so every caller reports it as a round that cannot be
    paired, with the reason."""


class UnsupportedRules(PairingError):
    """The system, edition or option asked for is not implemented; ``not_checked`` is what
    an audit then leaves unchecked, as one phrase (empty: "the pairings (why)")."""

    def __init__(self, message: str, not_checked: str = "") -> None:
        super().__init__(message)
        self.not_checked = not_checked or f"the pairings ({message})"


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

    def pairs(self) -> list[Pair]:
        """(white, black) per board, then (PAB, 0), sorted (``Paired``)."""
        out = [(b.white, b.black) for b in self.boards]
        pab = self.pab
        return sorted(out + ([(pab, 0)] if pab is not None else []))

    def written(self, tournament: Tournament) -> Tournament:
        """``tournament`` with this round's blocks, results pending, and the points column
        recomputed (``trf.checks.with_points``: the byes count)."""
        return with_points(tournament, tournament.with_round(self.round_no, self.entries()))


class Measure(enum.Enum):
    """How the published round measures against the rules' pairing on the deciding rule of
    an explanation: what code reads, never the explanation's sentence."""

    #: worse on the rule (or breaking it)
    WORSE = "worse"
    #: better on the rule: the rules' pairing is the one measured worse there
    BETTER = "better"
    #: as good on every criterion: the generation order of the procedure decides (art. 4)
    TIED = "tied"
    #: the same boards: only their order differs
    ORDER = "order"


@dataclass(frozen=True, slots=True)
class Explanation:
    """Why a published round is not the rules' pairing: the deciding ``rule`` (a criterion,
    a colour rule, an article of the procedure), a sentence, a short ``category`` key (for
    comparisons between engines), the start ranks of the players it is about (each of
    them on a board that differs) and how the published round measures on the rule."""

    rule: str
    text: str
    category: str = ""
    players: tuple[int, ...] = ()
    measure: Measure = Measure.WORSE


class Paired(Protocol):
    """A round's pairing as every caller reads it, whatever the system pairs."""

    @property
    def round_no(self) -> int:
        """The round paired."""
        ...

    def pairs(self) -> list[Pair]:
        """(white, black) of the units paired (players, or teams), then (PAB unit, 0)."""
        ...

    def written(self, tournament: Tournament) -> Tournament:
        """``tournament`` with this round's 001 blocks (results pending)."""
        ...


class Engine(Protocol):
    """A FIDE Swiss system of any kind (C.04.3, C.04.4.x, C.04.5, C.04.6): what the registry
    gives. ``columns_per_round``: the TRF rounds (columns of the 001 lines) one round of the
    system takes, 1 for every system but the Double-Swiss (a match of two games, two
    columns, C.04.5); a round is paired at its first column (``event.replay``,
    ``next_round``)."""

    name: str
    columns_per_round: int

    def pair(self, tournament: Tournament, round_no: int) -> Paired:
        """Pair ``round_no`` from the rounds before it; raises NoValidPairing."""
        ...


class ReadsRounds(Protocol):
    """An engine whose units are not the players of the 001 lines (the teams of C.04.6):
    it reads the published rounds itself, every pair with its colours, so that its pairing
    is the published one when the two are the same pairs (``verify.replay``). Not
    runtime-checkable: this module is compiled by mypyc (docs/compiled.md), which cannot
    compile such a protocol; ``reads_rounds`` tells an engine that has the method."""

    def published(self, tournament: Tournament, round_no: int) -> tuple[Pair, ...]:
        """The published pairing of ``round_no`` as (white, black) units plus (PAB, 0)."""
        ...


def reads_rounds(engine: object) -> ReadsRounds | None:
    """``engine`` as a ``ReadsRounds`` when it reads the published rounds itself (it has
    ``published``), else None."""
    return cast(ReadsRounds, engine) if callable(getattr(engine, "published", None)) else None


class PairingSystem(Protocol):
    """A FIDE Swiss system for individuals (C.04.3, C.04.4.x): its units are the players,
    one TRF round per round (``columns_per_round`` 1, as ``Engine`` states it)."""

    name: str
    columns_per_round: int

    def pair(self, tournament: Tournament, round_no: int) -> RoundPairing:
        """Pair ``round_no`` from the rounds before it; raises NoValidPairing."""
        ...
