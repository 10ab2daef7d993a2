"""The Lim tests' conventions for random tournaments, on the shared helper
(``tests/random_tournaments.py``): ratings from 1000 to 1000 + ``spread`` with a few unrated
players at the bottom now and then, 3 % forfeits, and players absent (a half- or zero-point
bye written beforehand) from round 2 on.
"""

from __future__ import annotations

import random

from tests.random_tournaments import Options, preset_byes
from tests.random_tournaments import apply_round as _apply_round
from tests.random_tournaments import new_tournament as _new
from tests.random_tournaments import play as _play
from trfcheck.pairers.base import PairingSystem, RoundPairing
from trfcheck.trf.model import ResultCode, Tournament

__all__ = ["apply_round", "new_tournament", "play", "with_absences"]

_ABSENT = (ResultCode.HALF_BYE, ResultCode.ZERO_BYE)


def _options(forfeits: bool = True, absent_rate: float = 0.0) -> Options:
    return Options(forfeits=0.03 if forfeits else 0.0, byes=absent_rate, bye_kinds=_ABSENT)


def new_tournament(
    rng: random.Random, n: int, rounds: int, system: str | None = None, spread: int = 1600
) -> Tournament:
    """``n`` players ranked by rating (start rank 1 = highest), ``rounds`` rounds declared;
    ratings drawn from 1000 .. 1000 + ``spread``, the lowest unrated in a fifth of them."""
    return _new(rng, n, rounds, Options(ratings=(1000, 1000 + spread), unrated=0.2), system)


def apply_round(
    t: Tournament, pairing: RoundPairing, rng: random.Random, forfeits: bool = True
) -> Tournament:
    """The tournament with ``pairing`` played: random results for the boards, byes as given."""
    return _apply_round(t, pairing, rng, _options(forfeits))


def with_absences(t: Tournament, r: int, rng: random.Random, rate: float) -> Tournament:
    """Mark a few players absent in round ``r`` (a zero- or half-point bye written beforehand)."""
    return preset_byes(t, r, rng, _options(absent_rate=rate))


def play(
    system: PairingSystem,
    t: Tournament,
    rng: random.Random,
    rounds: int | None = None,
    absent_rate: float = 0.0,
    forfeits: bool = True,
) -> Tournament:
    """Pair and play ``rounds`` rounds (default: all declared) with ``system``."""
    total = rounds if rounds is not None else (t.total_rounds or 1)
    options = _options(forfeits, absent_rate)
    return _play(t, total - t.rounds_played, system.pair, rng, options, byes_from=2)
