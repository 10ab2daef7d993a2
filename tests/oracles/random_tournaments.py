"""Random small tournaments with realistic histories, for comparing pairing engines.

``random_tournament(seed, pair)`` draws a field (up to 12 players), a number of rounds (up
to 7), a scoring system (FIDE 1-1/2-0, 3-1-0, or a half-point PAB), the lot for round 1,
forbidden pairs, requested byes (H, F, Z), late entries and withdrawals; then it pairs
each round with ``pair`` (the engine under test) and draws results, forfeits included,
until the round to be compared, which it returns unpaired (its absences recorded in
``Tournament.absences``). The same seed and pairer always give the same tournament.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass, replace

from trfcheck.pairers.base import NoValidPairing, RoundPairing
from trfcheck.trf.model import (
    AbsenceRecord,
    Colour,
    ForbiddenPairs,
    Player,
    ResultCode,
    RoundEntry,
    Scoring,
    Tournament,
)

__all__ = ["Case", "Pairer", "random_tournament"]

Pairer = Callable[[Tournament, int], RoundPairing]

_SCORINGS = (
    (Scoring(), 6),
    (
        Scoring.per_game(30, 10),
        1,
    ),
    (Scoring(pab=5), 1),
)
_BYE_KINDS = (ResultCode.HALF_BYE, ResultCode.ZERO_BYE, ResultCode.FULL_BYE)


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
    ratings = sorted(rng.sample(range(1400, 2600), n), reverse=True)
    players = tuple(Player(start_rank=i + 1, rating=r) for i, r in enumerate(ratings))
    t = Tournament(
        players=players,
        total_rounds=total,
        initial_colour=rng.choice([Colour.WHITE, Colour.BLACK]),
        scoring=scoring,
        forbidden=_forbidden(rng, n, total),
    )
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
        t = _play(rng, t, pairing)
    return Case(seed, t, target)


def _forbidden(rng: random.Random, n: int, total: int) -> tuple[ForbiddenPairs, ...]:
    """Arbiter-forbidden pairs (TRF 260 / XXP) in about a third of the tournaments."""
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
                absent[r][p] = rng.choice(_BYE_KINDS)
    return absent


def _records(round_no: int, absent: dict[int, ResultCode]) -> list[AbsenceRecord]:
    return [
        AbsenceRecord(round_no, kind, frozenset(p for p, k in absent.items() if k is kind))
        for kind in _BYE_KINDS
        if kind in absent.values()
    ]


def _play(rng: random.Random, t: Tournament, pairing: RoundPairing) -> Tournament:
    """Write round ``pairing.round_no`` into the player records with random results."""
    r = pairing.round_no
    entries: dict[int, RoundEntry] = {}
    for board in pairing.boards:
        w, b = board.white, board.black
        roll = rng.random()
        if roll < 0.06:  # one side does not appear
            loser = rng.choice((w, b))
            res_w = ResultCode.FORFEIT_LOSS if loser == w else ResultCode.FORFEIT_WIN
        else:
            res_w = rng.choices(
                (ResultCode.WIN, ResultCode.DRAW, ResultCode.LOSS), weights=(40, 25, 35)
            )[0]
        res_b = _opposite(res_w)
        entries[w] = RoundEntry(b, Colour.WHITE, res_w)
        entries[b] = RoundEntry(w, Colour.BLACK, res_b)
    for bye in pairing.byes:
        entries[bye.player] = RoundEntry(None, Colour.NONE, bye.kind)
    players = tuple(
        p.with_entry(
            r, entries.get(p.start_rank, RoundEntry(None, Colour.NONE, ResultCode.ZERO_BYE))
        )
        for p in t.players
    )
    return replace(t, players=players)


def _opposite(result: ResultCode) -> ResultCode:
    return {
        ResultCode.WIN: ResultCode.LOSS,
        ResultCode.LOSS: ResultCode.WIN,
        ResultCode.DRAW: ResultCode.DRAW,
        ResultCode.FORFEIT_WIN: ResultCode.FORFEIT_LOSS,
        ResultCode.FORFEIT_LOSS: ResultCode.FORFEIT_WIN,
    }[result]
