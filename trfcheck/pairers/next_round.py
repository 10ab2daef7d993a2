"""Pair a round of a tournament under its rules: which round may be paired, and the engine.

``pair_round(tournament, ruleset, round_no)`` is the library call behind ``trfcheck pair``.
It refuses what an arbiter would not do without saying so (C.04.2: a round is paired once
the results of the previous round are known):

- a round after a round whose games have no result yet (``pending``);
- a round beyond the number of rounds the file declares (XXR / 142);

unless ``ahead`` is set. A round already in the file is re-paired from the rounds before it.
"""

from __future__ import annotations

from collections.abc import Callable

from trfcheck.ruleset import Ruleset
from trfcheck.trf.model import Tournament

from .base import Engine, Paired, PairingError
from .core.state import rounds_paired
from .registry import engine_for

__all__ = ["PairingRefused", "may_pair_next", "pair_round", "pending_games"]


class PairingRefused(PairingError):
    """The round asked for should not be paired now (a usage error: exit 2)."""


def pending_games(tournament: Tournament, round_no: int) -> list[int]:
    """Start ranks of the players of ``round_no`` paired with an opponent and no result."""
    return [
        p.start_rank
        for p in tournament.players
        if (e := p.entry(round_no)).opponent is not None and e.result is None
    ]


def pair_round(
    tournament: Tournament,
    ruleset: Ruleset,
    round_no: int | None = None,
    *,
    ahead: bool = False,
    engine: Callable[[], Engine] | None = None,
) -> Paired:
    """Pair ``round_no`` (default: the round after the last one paired) with the engine
    ``engine`` gives (an event's, ``Event.engine``; default: the engine of ``ruleset``,
    ``registry.engine_for``: every system, the Swiss Team system included).

    Raises PairingRefused (see the module), UnsupportedRules (no engine for the system) or
    NoValidPairing.
    """
    last = rounds_paired(tournament)
    target = round_no if round_no is not None else last + 1
    if target < 1 or target > last + 1:
        raise PairingRefused(f"round {target}: expected a round from 1 to {last + 1}")
    pairing = engine() if engine is not None else engine_for(ruleset)
    step = pairing.columns_per_round  # a Double-Swiss match: two columns
    if (target - 1) % step:
        raise PairingRefused(
            f"round {target}: a round of the {pairing.name} system takes {step} TRF rounds; "
            f"pair it at its first ({target - (target - 1) % step})"
        )
    if not ahead and target == last + 1:
        may_pair_next(tournament, target)
    return pairing.pair(tournament, target)


def may_pair_next(tournament: Tournament, target: int) -> None:
    """Raise PairingRefused when round ``target`` should not be paired yet (module notes);
    for every system, the team system included (its 001 lines hold the board games)."""
    if target > 1:
        pending = pending_games(tournament, target - 1)
        if pending:
            shown = ", ".join(map(str, pending[:6])) + (" ..." if len(pending) > 6 else "")
            raise PairingRefused(
                f"round {target - 1} has {len(pending)} players without a result "
                f"({shown}): enter the results first, or pair ahead with --ahead"
            )
    total = tournament.total_rounds
    if total is not None and target > total:
        raise PairingRefused(
            f"round {target}: the file declares {total} rounds (XXR/142); "
            "use --ahead to pair beyond them"
        )
