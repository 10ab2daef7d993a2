"""What every rule check reads: the tournament, its ``Ruleset`` and the rounds as pairs.

``Context`` caches the player history before each round (``player_states``
from ``pairers.core.state``, the derivation the engines share) and the
pairs of each round as the cross-table shows them. It holds no decision
code of any engine.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field

from trfcheck.pairers.core.state import PlayerState, player_states
from trfcheck.ruleset import PairingEdition, Ruleset, System
from trfcheck.trf.model import Colour, ResultCode, Tournament

__all__ = ["Context", "Game", "System"]


_STATES_KEPT = 4


@dataclass(slots=True, init=False)  # read-only by convention, not frozen: see PlayerState
class Game:
    """One pairing of a round as the cross-table shows it, seen from ``player``.

    ``played`` is True for a game over the board (GHR 3.4, 3.5); False for a
    forfeit or a game whose result is not yet known. Never changed once built (kept per
    round by ``Context.games``); not frozen for speed, as ``pairers.core.state.PlayerState``.
    """

    player: int
    opponent: int
    colour: Colour
    result: ResultCode | None

    def __init__(
        self, player: int, opponent: int, colour: Colour, result: ResultCode | None
    ) -> None:
        self.player = player
        self.opponent = opponent
        self.colour = colour
        self.result = result

    @property
    def played(self) -> bool:
        """True for a game played over the board (results 1 = 0 W D L)."""
        return self.result is not None and self.result.played


@dataclass(slots=True)
class Context:
    """The tournament under check, the rules the resolver chose for it (``ruleset``, never
    re-decided here) and what the checks derive from it, computed once."""

    tournament: Tournament
    ruleset: Ruleset
    _states: dict[int, dict[int, PlayerState]] = field(default_factory=dict)
    _games: dict[int, dict[int, Game]] = field(default_factory=dict)

    @property
    def system(self) -> System:
        """The system (GENERIC: the Basic Rules only; TEAM: the cross-table only)."""
        return self.ruleset.system.value

    @property
    def rules(self) -> PairingEdition:
        """The pairing-rules edition (C.04.1 of 2026, or before)."""
        return self.ruleset.edition.value

    @property
    def total_rounds(self) -> int:
        """Rounds of the event: 142/XXR, else the rounds present (C.04.1 art. 1)."""
        t = self.tournament
        return t.total_rounds if t.total_rounds is not None else t.rounds_played

    @property
    def rounds(self) -> range:
        """The rounds present in the file, 1-based."""
        return range(1, self.tournament.rounds_played + 1)

    def is_last_round(self, round_no: int) -> bool:
        """True for the final round of the event (or of the file, when it names no total)."""
        return round_no >= self.total_rounds

    def states(self, round_no: int) -> dict[int, PlayerState]:
        """Every player's history before ``round_no`` (scores, colours, floats, byes)."""
        cached = self._states.get(round_no)
        if cached is None:
            cached = player_states(self.tournament, round_no, self.rules)
            # The checks walk the rounds in order and look one round back: a few rounds
            # are kept, not all (each state holds its history: all of them would be
            # quadratic in the rounds, 1 GB for a player with 1000 rounds).
            while len(self._states) >= _STATES_KEPT:
                del self._states[next(iter(self._states))]
            self._states[round_no] = cached
        return cached

    def states_of(self, round_no: int, players: Iterable[int]) -> dict[int, PlayerState]:
        """The histories before ``round_no`` of ``players`` only (the round's whole states
        are taken if they are there, else not built: a round of a few games in a long file
        must not cost every player's history)."""
        wanted = set(players)
        cached = self._states.get(round_no)
        if cached is not None:
            return {pid: cached[pid] for pid in wanted if pid in cached}
        return player_states(self.tournament, round_no, self.rules, wanted)

    def state(self, round_no: int, player: int) -> PlayerState | None:
        """One player's history before ``round_no`` (None: no such player); the whole
        round's states are not built for it unless they are already there."""
        cached = self._states.get(round_no)
        if cached is not None:
            return cached.get(player)
        return player_states(self.tournament, round_no, self.rules, (player,)).get(player)

    def use_states(self, round_no: int, states: dict[int, PlayerState]) -> None:
        """Take ``states`` as the history before ``round_no`` (when another tournament with
        the same earlier rounds has them already: the grading of a round's floats)."""
        self._states[round_no] = states

    def games(self, round_no: int) -> dict[int, Game]:
        """Each player's pairing with an opponent in ``round_no`` (games and forfeits), by
        start rank; players whose opponent does not exist are left out (RND001)."""
        cached = self._games.get(round_no)
        if cached is None:
            ranks = {p.start_rank for p in self.tournament.players}
            cached = {}
            for p in self.tournament.players:
                e = p.entry(round_no)
                if e.opponent is None or e.opponent not in ranks or e.opponent == p.start_rank:
                    continue
                if e.result is not None and e.result.is_bye:
                    continue
                cached[p.start_rank] = Game(p.start_rank, e.opponent, e.colour, e.result)
            self._games[round_no] = cached
        return cached

    def pairs(self, round_no: int) -> list[tuple[int, int]]:
        """The pairs of ``round_no`` as (lower, higher start rank), each once, sorted."""
        seen = {
            (min(g.player, g.opponent), max(g.player, g.opponent))
            for g in self.games(round_no).values()
        }
        return sorted(seen)

    def played_pairs(self, round_no: int) -> list[tuple[int, int]]:
        """The pairs of ``round_no`` that played over the board: both records name each other
        and one of them has a played result (an asymmetric record is RND002's finding)."""
        games = self.games(round_no)
        out = set()
        for g in games.values():
            other = games.get(g.opponent)
            if other is not None and other.opponent == g.player and (g.played or other.played):
                out.add((min(g.player, g.opponent), max(g.player, g.opponent)))
        return sorted(out)

    def pab_players(self, round_no: int) -> list[int]:
        """Players with the pairing-allocated bye (U) in ``round_no``."""
        return [
            p.start_rank
            for p in self.tournament.players
            if p.entry(round_no).result is ResultCode.PAB
        ]
