"""A literal reading of the norm articles of B.01 2024 (spec rating-and-norms.md §4), written
line by line from the text and sharing no code with ``trfcheck.titles``: its own dp table
(B.02 8.1.1, which B.01 1.4.9 uses), its own rounding (Decimal, half up), its own counts.
``tests/titles/test_literal.py`` diffs ``trfcheck.titles`` against it on random cases.
"""

from __future__ import annotations

from dataclasses import dataclass
from decimal import ROUND_FLOOR, ROUND_HALF_UP, Decimal
from itertools import combinations

# B.02 8.1.1, p = .99 down to .51 (spec §3)
_DP_HIGH = [677, 589, 538, 501, 470, 444, 422, 401, 383, 366, 351, 336, 322, 309, 296, 284, 273,
            262, 251, 240, 230, 220, 211, 202, 193, 184, 175, 166, 158, 149, 141, 133, 125, 117,
            110, 102, 95, 87, 80, 72, 65, 57, 50, 43, 36, 29, 21, 14, 7]  # fmt: skip
DP = {99 - i: dp for i, dp in enumerate(_DP_HIGH)}

# spec §4: title -> (Rp, Ra, floor, titles that count for 1.4.5)
TITLES = {
    "GM": (2600, 2380, 2200, {"GM"}),
    "IM": (2450, 2230, 2050, {"GM", "IM"}),
    "WGM": (2400, 2180, 2000, {"GM", "IM", "WGM"}),
    "WIM": (2250, 2030, 1850, {"GM", "IM", "WGM", "WIM"}),
}
HOLDERS = {"GM", "IM", "FM", "WGM", "WIM", "WFM"}  # CM and WCM are not title-holders


@dataclass(frozen=True)
class Game:
    """One game: round, opponent, opponent's rating (0 unrated), title, federation, points
    (1, 0.5, 0 as Decimal)."""

    round_no: int
    opponent: int
    rating: int
    title: str
    federation: str
    points: Decimal


def dp(percent: int) -> int:
    """8.1.1: 1.00 -> 800, .50 -> 0, below .50 the negative of the mirror."""
    if percent == 100:
        return 800
    if percent == 0:
        return -800
    if percent == 50:
        return 0
    if percent > 50:
        return DP[percent]
    return -DP[100 - percent]


def half_up(x: Decimal) -> int:
    return int(x.quantize(Decimal(1), rounding=ROUND_HALF_UP))


def figures(games: list[Game], title: str) -> tuple[int, int, int]:
    """(Ra, p in percent, Rp): unrated = 1400; the lowest below the floor raised to it."""
    floor = TITLES[title][2]
    ratings = [g.rating if g.rating > 0 else 1400 for g in games]
    lowest = min(ratings)
    if lowest < floor:
        ratings[ratings.index(lowest)] = floor
    n = len(games)
    ra = half_up(Decimal(sum(ratings)) / n)
    score = sum((g.points for g in games), Decimal(0))
    p = half_up(score * 100 / n)
    return ra, p, ra + dp(p)


def verdicts(
    games: list[Game], title: str, own: str, *, nine_rounds: bool, bonus: bool, min_games: int = 9
) -> dict[str, bool]:
    """Each condition of 1.4.1, 1.4.3, 1.4.5, 1.4.7, 1.4.8, 1.4.9, met or not."""
    rp_min, ra_min, _, counted_titles = TITLES[title]
    n = len(games)
    ra, p, rp = figures(games, title)
    counted = n
    if nine_rounds and n == 8 and bonus:
        counted += 1  # 1.4.1c
    if counted < min_games:
        # 1.4.1d: each full point above the least score reaching Rp counts as a game
        score = sum((g.points for g in games), Decimal(0))
        for halves in range(0, 2 * n + 1):
            if ra + dp(half_up(Decimal(halves) * 50 / n)) >= rp_min:
                above = score - Decimal(halves) / 2
                if above > 0:
                    counted += int(above.to_integral_value(rounding=ROUND_FLOOR))
                break
    feds = [g.federation for g in games]
    foreign = {f for f in feds if f != own and f != "FID"}
    own_count = sum(1 for f in feds if f == own) if own != "FID" else 0
    most = max([feds.count(f) for f in set(feds) if f != "FID"], default=0)
    holders = sum(1 for g in games if g.title in HOLDERS)
    titled = sum(1 for g in games if g.title in counted_titles)
    return {
        "1.4.1 games": counted >= min_games,
        "1.4.3 foreign": len(foreign) >= 2,
        "1.4.3 own": Decimal(own_count) <= Decimal(3 * n) / 5,
        "1.4.3 one": Decimal(most) <= Decimal(2 * n) / 3,
        "1.4.5 holders": Decimal(holders) >= Decimal(n) / 2,
        "1.4.5 titled": titled >= 3 and Decimal(titled) >= Decimal(n) / 3,
        "1.4.7": ra >= ra_min,
        "1.4.8": rp >= rp_min,
        "1.4.9": p >= 35,
    }


def some_subset_meets(
    games: list[Game], title: str, own: str, *, round_robin: bool, nine_rounds: bool, bonus: bool
) -> bool:
    """1.4.1e/f by brute force: any prefix of rounds (not in a round robin) less any set of
    its won games meets every condition."""
    last = max(g.round_no for g in games)
    ends = [last] if round_robin else list(range(1, last + 1))
    for end in ends:
        prefix = [g for g in games if g.round_no <= end]
        wins = [g for g in prefix if g.points == 1]
        for k in range(len(wins) + 1):
            for left_out in combinations(wins, k):
                kept = [g for g in prefix if g not in left_out]
                if kept and all(
                    verdicts(kept, title, own, nine_rounds=nine_rounds, bonus=bonus).values()
                ):
                    return True
    return False
