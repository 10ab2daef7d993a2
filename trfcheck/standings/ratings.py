"""Rating tie-breaks (C.07 art. 10): ARO, TPR, PTP, APRO, APPO and RTNG.

Only games played over the board count, never forfeits (art. 10; 15.2 in 2026). When a
participant of the event is unrated these tie-breaks have no value (art. 10: not used
with unrated players unless the regulations say how), unless the item gives a rating
for them (``/U1400``, the Gacrux extension). TPR and PTP use 1-½-0 results whatever the
scoring system. The two tables are those of the FIDE Rating Regulations (B.02 art. 8.1):
``DP`` turns a percentage score into a rating difference, ``PD`` a rating difference
into the expected score of the higher-rated player.
"""

from __future__ import annotations

from bisect import bisect_left
from fractions import Fraction

from trfcheck.trf.model import ResultCode

from .codes import TieBreak
from .crosstable import Rounds
from .exact import exact

__all__ = ["DP", "expected_percent", "ratings"]

Values = dict[int, Fraction | None]

#: B.02 8.1(a): dp for a score of p % (p = 50..100); dp(p) = -dp(100 - p) below 50 %.
DP = (
    0, 7, 14, 21, 29, 36, 43, 50, 57, 65, 72, 80, 87, 95, 102, 110, 117, 125, 133, 141,
    149, 158, 166, 175, 184, 193, 202, 211, 220, 230, 240, 251, 262, 273, 284, 296, 309,
    322, 336, 351, 366, 383, 401, 422, 444, 470, 501, 538, 589, 677, 800,
)  # fmt: skip

#: B.02 8.1(b): the largest rating difference of each expected score 50 %, 51 % ... 99 %;
#: a difference above 735 gives 100 %.
_PD_BOUNDS = (
    3, 10, 17, 25, 32, 39, 46, 53, 61, 68, 76, 83, 91, 98, 106, 113, 121, 129, 137, 145,
    153, 162, 170, 179, 188, 197, 206, 215, 225, 235, 245, 256, 267, 278, 290, 302, 315,
    328, 344, 357, 374, 391, 411, 432, 456, 484, 517, 559, 619, 735,
)  # fmt: skip


def dp(percent: int) -> int:
    """B.02 8.1(a): the rating difference for a score of ``percent`` (0-100)."""
    return DP[percent - 50] if percent >= 50 else -DP[50 - percent]


def expected_percent(diff: int) -> int:
    """B.02 8.1(b): the expected score in % of a player rated ``diff`` above the opponent."""
    d = abs(diff)
    pd = 50 + bisect_left(_PD_BOUNDS, d) if d <= _PD_BOUNDS[-1] else 100
    return pd if diff >= 0 else 100 - pd


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
