"""Withdrawals from a round robin (C.05 art. 6.6; quoted from its predecessor C.06 V.4,
docs/round-robin.md "Withdrawals"):

    "If a player has completed less than 50% of his games and leaves the tournament, his
    score remains in the tournament table (for rating and historical purposes), but the
    points scored by him or against him are not counted in the final standings. [...] If a
    player has completed at least 50% of his games, his score shall remain in the
    tournament table and will be counted in the final standings."

A TRF file does not say who withdrew. trfcheck reads it from the rounds (docs/round-robin.md,
"Withdrawals", reading ``rr-withdrawal``): a player withdrew when his last rounds, up to the
last round of the file, are all unplayed (forfeit losses, absences, byes) and at least one of
them is a forfeit loss; the games he completed are those played over the board; the games
of his schedule are the rounds of a complete round robin, one per other player and cycle.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from trfcheck.trf.model import EMPTY_ENTRY, Player, ResultCode, Tournament

__all__ = ["Withdrawal", "left_out", "withdrawals"]

_UNPLAYED = frozenset({ResultCode.FORFEIT_LOSS, ResultCode.ZERO_BYE, None})


@dataclass(frozen=True, slots=True)
class Withdrawal:
    """A player who left the round robin after round ``after``, having completed
    ``completed`` of the ``scheduled`` games; ``left_out``: less than half, so his results
    and those against him do not count in the standings (C.05 6.6)."""

    player: int
    after: int
    completed: int
    scheduled: int

    @property
    def left_out(self) -> bool:
        """True when he completed less than half of his games (C.05 6.6)."""
        return 2 * self.completed < self.scheduled

    def describe(self) -> str:
        """One sentence for the standings and the verdict."""
        verdict = (
            "his results and his opponents' results against him are left out of the standings"
            if self.left_out
            else "his results count in the standings"
        )
        return (
            f"player {self.player} withdrew after round {self.after} (every later game "
            f"forfeited or unplayed, read as a withdrawal), having completed "
            f"{self.completed} of his {self.scheduled} games: {verdict} (C.05 6.6)"
        )


def _scheduled(t: Tournament) -> int:
    """The games of one player's schedule: one per other player and cycle."""
    n = len(t.players)
    per_cycle = n - 1 + n % 2
    rounds = max(t.total_rounds or 0, t.rounds_played)
    cycles = 2 if rounds > per_cycle else 1
    return (n - 1) * cycles


def _withdrawal(p: Player, last: int, scheduled: int) -> Withdrawal | None:
    after = last
    forfeited = False
    while after > 0:
        e = p.entry(after)
        if e.result not in _UNPLAYED:
            break
        forfeited = forfeited or e.result is ResultCode.FORFEIT_LOSS
        after -= 1
    if after == last or not forfeited:
        return None
    completed = sum(1 for e in p.rounds[:last] if e.result is not None and e.result.played)
    return Withdrawal(p.start_rank, after, completed, scheduled)


def withdrawals(t: Tournament) -> tuple[Withdrawal, ...]:
    """The players who withdrew from the round robin ``t`` (module notes)."""
    last = t.rounds_played
    scheduled = _scheduled(t)
    found = (_withdrawal(p, last, scheduled) for p in t.players)
    return tuple(w for w in found if w is not None)


def left_out(t: Tournament, gone: tuple[Withdrawal, ...]) -> Tournament:
    """``t`` for the standings: the players who completed less than half of their games
    removed, and every round their opponents played against them unpaired (C.05 6.6: "the
    points scored by him or against him are not counted")."""
    out = {w.player for w in gone if w.left_out}
    if not out:
        return t
    players = []
    for p in t.players:
        if p.start_rank in out:
            continue
        rounds = tuple(EMPTY_ENTRY if e.opponent in out else e for e in p.rounds)
        players.append(p.with_rounds(rounds))
    return replace(t, players=tuple(players))
