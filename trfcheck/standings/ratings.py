"""Rating tie-breaks (C.07 art. 10): ARO, TPR, PTP, APRO, APPO and RTNG.

Only games played over the board count, never forfeits (art. 10; 15.2 in 2026). When a
participant of the event is unrated these tie-breaks have no value (art. 10: not used
with unrated players unless the regulations say how), unless the item gives a rating
for them (``/U1400``, the Gacrux extension). TPR and PTP use 1-½-0 results whatever the
scoring system. The two tables are those of the FIDE Rating Regulations (B.02 art. 8.1,
``conversion``): ``dp`` turns a percentage score into a rating difference (8.1.1),
``expected_percent`` a rating difference into an expected score (8.1.2).
"""

from __future__ import annotations

from fractions import Fraction

from trfcheck.trf.model import ResultCode

from .codes import TieBreak
from .conversion import dp_for_percent as dp  # C.07 10.2 calls it dp
from .conversion import expected_percent
from .crosstable import Rounds
from .exact import exact

__all__ = ["dp", "expected_percent", "ratings"]

Values = dict[int, Fraction | None]


def _half_up(num: int, den: int) -> int:
    """``num / den`` rounded to the nearest integer, .5 up (den > 0)."""
    return (2 * num + den) // (2 * den)


#: 1-½-0 result of a played game, in half points (C.07 10.2: standard points).
_STD_HALVES: dict[ResultCode | None, int] = {
    ResultCode.WIN: 2,
    ResultCode.WIN_UNRATED: 2,
    ResultCode.DRAW: 1,
    ResultCode.DRAW_UNRATED: 1,
}


def ratings(data: Rounds, tb: TieBreak) -> Values:
    """ARO, TPR, PTP, APRO, APPO or RTNG of every participant (None: no value)."""
    rating = {p.start_rank: p.rating or tb.unrated for p in data.tournament.players}
    if any(r is None or r <= 0 for r in rating.values()):
        return dict.fromkeys(data.rounds)  # art. 10: unrated players, no rule given
    rated: dict[int, int] = {pid: r for pid, r in rating.items() if r is not None}
    if tb.code == "RTNG":
        return {pid: exact(rated[pid]) for pid in data.rounds}
    games = _games(data, rated, tb.unrated)
    if tb.code in ("APRO", "APPO"):
        inner = _performance(games, "TPR" if tb.code == "APRO" else "PTP")
        out: Values = {}
        for pid, rs in data.rounds.items():
            vals = [inner[rd.opponent] for rd in rs if rd.played and rd.opponent in inner]
            known = [v for v in vals if v is not None]
            out[pid] = exact(_half_up(sum(known), len(known))) if known else None
        return out
    if tb.code == "ARO":
        return {pid: _aro([r for r, _ in g], tb.cut_low, tb.cut_high) for pid, g in games.items()}
    perf = _performance(games, tb.code)
    return {pid: None if v is None else exact(v) for pid, v in perf.items()}


def _games(
    data: Rounds, rated: dict[int, int], unrated: int | None
) -> dict[int, list[tuple[int, int]]]:
    """(opponent rating, standard half points) of every game over the board, by player
    (memoised on ``data`` by the rating given to unrated players)."""
    key = ("games", unrated)
    cached = data.memo.get(key)
    if isinstance(cached, dict):
        return cached
    games = {
        pid: [
            (rated[rd.opponent], _STD_HALVES.get(rd.code, 0))
            for rd in rs
            if rd.played and rd.opponent in rated
        ]
        for pid, rs in data.rounds.items()
    }
    data.memo[key] = games
    return games


def _aro(opponents: list[int], low: int, high: int) -> Fraction | None:
    """C.07 10.1: the mean rating of the opponents, rounded half up; ``/Cn`` drops the n
    lowest ratings, ``/Mn`` also the n highest (14.1-14.4)."""
    rs = sorted(opponents)
    low = min(low, len(rs))
    high = min(high, len(rs) - low)
    rs = rs[low : len(rs) - high]
    return exact(_half_up(sum(rs), len(rs))) if rs else None


def _performance(games: dict[int, list[tuple[int, int]]], code: str) -> dict[int, int | None]:
    out: dict[int, int | None] = {}
    for pid, g in games.items():
        if not g:
            out[pid] = None
            continue
        opps = [r for r, _ in g]
        halves = sum(h for _, h in g)
        out[pid] = _tpr(opps, halves) if code == "TPR" else _ptp(opps, halves)
    return out


def _tpr(opps: list[int], halves: int) -> int:
    """C.07 10.2: ARO + dp(P), P the score fraction rounded half up to 1 %."""
    aro = _half_up(sum(opps), len(opps))
    percent = _half_up(halves * 50, len(opps))
    return aro + dp(percent)


def _ptp(opps: list[int], halves: int) -> int:
    """C.07 10.3: the lowest rating R whose expected score against the opponents (B.02
    table) reaches the score; a zero score gives the lowest opponent rating - 800."""
    if halves == 0:
        return min(opps) - 800
    target = halves * 50  # in percent
    lo, hi = min(opps) - 800, max(opps) + 800
    while lo < hi:
        mid = (lo + hi) // 2
        if sum(expected_percent(mid - r) for r in opps) >= target:
            hi = mid
        else:
            lo = mid + 1
    return lo
