"""Random tournaments played round by round with a pairing engine: the one test helper.

Built on the package's ``trfcheck.generator.simple`` (a field by rating, requested byes,
fixed-odds results, writing a round), which the benchmarks and scripts use too.

- ``new_tournament`` / ``preset_byes`` / ``apply_round`` / ``play``: a field and its rounds
  with the chances of ``Options`` (forfeits, requested byes, a forbidden pair, Baku
  acceleration), for tests that drive the rounds themselves.
- ``random_tournament(seed, pair)``: a small tournament with a realistic history for the
  engine-versus-literal comparisons: a scoring system (FIDE 1-1/2-0, 3-1-0, or a half-point
  PAB), forbidden pairs, requested byes, late entries and withdrawals recorded as absences
  (``Tournament.absences``), paired by ``pair`` until the round to compare, which it returns
  unpaired. The same seed and pairer always give the same tournament.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace

from trfcheck.generator.draw import baku_acceleration
from trfcheck.generator.simple import (
    FixedOdds,
    Pairer,
    play_round,
    random_field,
    requested_byes,
)
from trfcheck.pairers.base import NoValidPairing, RoundPairing
from trfcheck.trf.model import (
    AbsenceRecord,
    ForbiddenPairs,
    ResultCode,
    Scoring,
    Tournament,
)

__all__ = [
    "Case",
    "Options",
    "Pairer",
    "apply_round",
    "new_tournament",
    "play",
    "preset_byes",
    "random_tournament",
]

_REQUESTED = (ResultCode.HALF_BYE, ResultCode.FULL_BYE, ResultCode.ZERO_BYE)


@dataclass(frozen=True, slots=True)
class Options:
    """What may happen besides games, and the field's ratings."""

    forfeits: float = 0.0  # chance of a forfeit per board
    byes: float = 0.0  # chance of a requested bye per player and round
    bye_kinds: Sequence[ResultCode] = _REQUESTED  # the kinds requested (H, F, Z)
    forbidden: float = 0.0  # chance of one pair the arbiter forbids (every round)
    baku: float = 0.0  # chance of Baku acceleration (C.04.7 1.2-1.4)
    ratings: tuple[int, int] = (1000, 2700)  # uniform rating range
    unrated: float = 0.0  # chance that the lowest 1 .. n/5 players are unrated


def new_tournament(
    rng: random.Random,
    n: int,
    rounds: int,
    options: Options = Options(),
    system: str | None = None,
) -> Tournament:
    """``n`` players ranked by rating (start rank 1 = highest), ``rounds`` rounds planned;
    with ``options``, maybe a forbidden pair and Baku virtual points (a win's worth)."""
    t = random_field(
        rng, n, rounds, ratings=options.ratings, unrated=options.unrated, system=system
    )
    if n >= 2 and rng.random() < options.forbidden:
        t = replace(t, forbidden=(ForbiddenPairs(frozenset(rng.sample(range(1, n + 1), 2))),))
    if rng.random() < options.baku:
        t = replace(t, acceleration=baku_acceleration(n, rounds, t.scoring.win))
    return t


def preset_byes(t: Tournament, round_no: int, rng: random.Random, options: Options) -> Tournament:
    """Requested byes of ``round_no`` written before it is paired."""
    return requested_byes(t, round_no, rng, options.byes, options.bye_kinds)


def apply_round(
    t: Tournament, pairing: RoundPairing, rng: random.Random, options: Options = Options()
) -> Tournament:
    """The tournament with ``pairing`` played: random results for the boards, byes as given."""
    return play_round(t, pairing, rng, FixedOdds(forfeit=options.forfeits))


def play(
    t: Tournament,
    rounds: int,
    pair: Pairer,
    rng: random.Random,
    options: Options = Options(),
    each: Callable[[Tournament, int, RoundPairing], None] | None = None,
    byes_from: int = 1,
) -> Tournament:
    """Pair and play the next ``rounds`` rounds with ``pair`` (byes requested from round
    ``byes_from`` on); ``each(t, r, pairing)`` sees every round before its results."""
    for r in range(t.rounds_played + 1, t.rounds_played + rounds + 1):
        if r >= byes_from:
            t = preset_byes(t, r, rng, options)
        pairing = pair(t, r)
        if each is not None:
            each(t, r, pairing)
        t = apply_round(t, pairing, rng, options)
    return t


# The engine-versus-literal comparisons: small tournaments with a realistic history.

_SCORINGS = ((Scoring(), 6), (Scoring.per_game(30, 10), 1), (Scoring(pab=5), 1))
_HISTORY = Options(forfeits=0.06, ratings=(1400, 2600))


@dataclass(frozen=True, slots=True)
class Case:
    """A tournament and the round to pair next (its earlier rounds paired by the engine).

    ``stopped`` is True when the engine found no valid pairing for ``round_no`` while the
    history was being drawn (the round is then the one to compare, unpaired).
    """

    seed: int
    tournament: Tournament
    round_no: int
    stopped: bool = False


def random_tournament(seed: int, pair: Pairer, max_players: int = 12, max_rounds: int = 7) -> Case:
    """A random tournament whose rounds before ``Case.round_no`` were paired by ``pair``."""
    rng = random.Random(seed)
    n = rng.choice([2, 3] + list(range(4, max_players + 1)) * 3)
    # More rounds than about half the field make most rounds unpairable (C1, C3).
    cap = max(1, min(max_rounds, n // 2 + 2))
    total = rng.randint(min(3, cap), cap)
    target = rng.choices(range(1, total + 1), weights=[r * r for r in range(1, total + 1)])[0]
    scoring = rng.choices([s for s, _ in _SCORINGS], weights=[w for _, w in _SCORINGS])[0]
    t = new_tournament(rng, n, total, _HISTORY)
    t = replace(t, scoring=scoring, forbidden=_forbidden(rng, n, total))
    absent = _absences(rng, n, total)
    for r in range(1, target + 1):
        if absent[r]:
            t = replace(t, absences=(*t.absences, *_records(r, absent[r])))
        if r == target:
            break
        try:
            pairing = pair(t, r)
        except NoValidPairing:
            return Case(seed, t, r, stopped=True)
        t = apply_round(t, pairing, rng, _HISTORY)
    return Case(seed, t, target)


def _forbidden(rng: random.Random, n: int, total: int) -> tuple[ForbiddenPairs, ...]:
    """Arbiter-forbidden pairs (TRF 260 / XXP) in about a third of the tournaments, some
    for a range of rounds only."""
    if n < 3 or rng.random() > 0.3:
        return ()
    out = []
    for _ in range(rng.randint(1, 3)):
        a, b = rng.sample(range(1, n + 1), 2)
        first = last = None
        if rng.random() < 0.3:
            first = rng.randint(1, total)
            last = rng.randint(first, total)
        out.append(ForbiddenPairs(frozenset((a, b)), first, last))
    return tuple(out)


def _absences(rng: random.Random, n: int, total: int) -> dict[int, dict[int, ResultCode]]:
    """Who is not paired in each round, with the bye recorded: requested byes (H, F, Z),
    late entries (Z before the first round played) and withdrawals (Z from some round)."""
    absent: dict[int, dict[int, ResultCode]] = {r: {} for r in range(1, total + 1)}
    for p in range(1, n + 1):
        roll = rng.random()
        if roll < 0.08 and total > 1:  # late entry
            for r in range(1, rng.randint(2, total) if total > 2 else 2):
                absent[r][p] = ResultCode.ZERO_BYE
        elif roll < 0.14 and total > 1:  # withdrawal
            for r in range(rng.randint(2, total), total + 1):
                absent[r][p] = ResultCode.ZERO_BYE
        for r in range(1, total + 1):
            if p not in absent[r] and rng.random() < 0.07:
                absent[r][p] = rng.choice(_REQUESTED)
    return absent


def _records(round_no: int, absent: dict[int, ResultCode]) -> list[AbsenceRecord]:
    return [
        AbsenceRecord(round_no, kind, frozenset(p for p, k in absent.items() if k is kind))
        for kind in _REQUESTED
        if kind in absent.values()
    ]
