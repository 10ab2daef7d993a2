"""The free pairings checker: re-pair every round from the rounds before it and compare.

As FIDE endorsement describes it (TEC Manual §3.9; docs/endorse.md): for r = 1..R, the
engine pairs round r from the published rounds before r, with the players
the file shows as not paired in round r (H, F, Z, absent) left out; the
engine's round is compared with the published one as ordered pairs (white,
black) plus the PAB as (player, 0); then the published results of round r
are carried forward, whatever the comparison found (GHR 4.3).

Every engine of the registry takes this road (``pairers.base.Engine``): the rounds are
read as the games of the 001 lines, or, for an engine whose units are teams (C.04.6,
``pairers.base.ReadsRounds``), as that engine reads them.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, replace
from typing import Protocol, runtime_checkable

from trfcheck.pairers.base import (
    Engine,
    Explanation,
    Measure,
    Pair,
    PairingError,
    RoundPairing,
    UnsupportedRules,
    reads_rounds,
)
from trfcheck.pairers.core.state import rounds_paired
from trfcheck.trf.event_records import planned_rounds
from trfcheck.trf.model import Colour, ResultCode, Tournament

__all__ = ["Pair", "RoundCheck", "published_round", "replay", "same_round"]


@dataclass(frozen=True, slots=True)
class RoundCheck:
    """One replayed round: what the rules give and what was published."""

    round_no: int
    expected: tuple[Pair, ...]
    published: tuple[Pair, ...]
    ok: bool
    error: str | None = None  # the engine found no valid pairing (or could not run)
    rule: str | None = None  # the rule that decides between the two, when the system explains
    reason: str | None = None
    players: tuple[int, ...] = ()  # the players the explanation is about
    #: the open readings the difference depends on and what the other readings give
    #: (``verify.readings``); empty when it depends on none
    reading: str = ""
    #: ``NAME=VALUE`` of another reading under which the published round is the rules' pairing
    other_reading: str = ""
    #: how the published round measures on ``rule`` (the explanation's ``measure``); None
    #: when there is no explanation
    measure: Measure | None = None

    @property
    def differing(self) -> tuple[Pair, ...]:
        """The pairs (and byes) that are in one pairing only, published ones first."""
        expected, published = set(self.expected), set(self.published)
        return (
            *sorted(published - expected),
            *sorted(expected - published),
        )


def published_round(tournament: Tournament, round_no: int) -> tuple[Pair, ...]:
    """The published pairing of ``round_no``: games and forfeits as (white, black), the PAB as
    (player, 0). A pair written without colours (legacy forfeits, ``-``) is given as
    (lower start rank, higher) and matches either orientation (``same_round``)."""
    out: list[Pair] = []
    by_rank = {p.start_rank: p for p in tournament.players}
    for p in tournament.players:
        e = p.entry(round_no)
        if e.result is ResultCode.PAB:
            out.append((p.start_rank, 0))
        elif e.opponent is None:
            continue
        elif e.colour is Colour.WHITE:
            out.append((p.start_rank, e.opponent))
        elif e.colour is Colour.NONE and p.start_rank < e.opponent:
            opponent = by_rank.get(e.opponent)  # missing from the file: RND001 at load
            other = opponent.entry(round_no).colour if opponent else Colour.NONE
            if other in (Colour.BLACK, Colour.NONE):
                out.append((p.start_rank, e.opponent))
    return tuple(sorted(out))


def as_pairs(pairing: RoundPairing) -> tuple[Pair, ...]:
    """An engine's round as sorted (white, black) pairs plus (PAB, 0)."""
    return tuple(pairing.pairs())


def same_round(
    tournament: Tournament, round_no: int, expected: Iterable[Pair], published: Iterable[Pair]
) -> bool:
    """True if every engine pair has a published match (same players; the engine's white
    stored as ``w``, or with no colour) and no published pair is left over."""
    left = set(published)
    for white, black in expected:
        if (white, black) in left:
            left.discard((white, black))
            continue
        flipped = (black, white)
        if flipped in left and black and _colourless(tournament, round_no, white):
            left.discard(flipped)
            continue
        return False
    return not left


def _colourless(tournament: Tournament, round_no: int, player: int) -> bool:
    return tournament.player(player).entry(round_no).colour is Colour.NONE


def replay(
    tournament: Tournament,
    system: Engine,
    rounds: Iterable[int] | None = None,
    progress: Callable[[int, int], None] | None = None,
) -> list[RoundCheck]:
    """Re-pair each round (all played rounds by default) and compare it with the file;
    ``progress(done, total)`` is called after each round.

    The total number of rounds is the file's (XXR, 142), else the number of rounds
    played, which is what the last-round rules (topscorers) need.
    """
    played = rounds_paired(tournament)
    t = replace(tournament, total_rounds=max(planned_rounds(tournament, played), played))
    out: list[RoundCheck] = []
    # an engine whose round takes several columns (a Double-Swiss match: two) pairs each
    # round at its first column
    step = system.columns_per_round
    todo = list(rounds) if rounds is not None else list(range(1, played + 1, step))
    # the rounds in the engine's units: its own reading (teams), else the games of the 001
    # lines, where a pair written without colours matches either orientation
    own = reads_rounds(system)
    for r in todo:
        if progress is not None:
            progress(len(out), len(todo))
        published = own.published(t, r) if own is not None else published_round(t, r)
        try:
            expected = tuple(sorted(system.pair(t, r).pairs()))
        except UnsupportedRules:
            raise  # the event's rules cannot be applied at all (the audit: not checked)
        except PairingError as error:
            out.append(RoundCheck(r, (), published, False, str(error)))
            continue
        except Exception as error:  # an engine failure must not stop the audit of the rest
            message = f"internal error of the {system.name} engine: {type(error).__name__}: {error}"
            out.append(RoundCheck(r, (), published, False, message))
            continue
        ok = expected == published if own is not None else same_round(t, r, expected, published)
        rule = reason = None
        players: tuple[int, ...] = ()
        measure = None
        if not ok and isinstance(system, Explaining):
            try:
                why = system.explain(t, r, published)
                rule, reason = why.rule or None, why.text
                players, measure = why.players, why.measure
            except Exception as error:  # an explanation must not stop the audit
                reason = f"no explanation (internal error: {type(error).__name__}: {error})"
        out.append(
            RoundCheck(r, expected, published, ok, None, rule, reason, players, measure=measure)
        )
    return out


@runtime_checkable
class Explaining(Protocol):
    """A pairing system that can say why a published round differs from its own."""

    def explain(
        self, tournament: Tournament, round_no: int, published: Sequence[Pair]
    ) -> Explanation: ...
