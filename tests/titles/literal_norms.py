"""A literal reading of the norm articles of B.01 2024 (docs/norms.md quotes the text and
settles the readings), written line by line from the text and sharing no code with
``trfcheck.titles``: its own dp table (B.02 8.1.1, which B.01 1.4.9 repeats), its own rounding
(Decimal, half up), its own counts, its own walk over an event. It reads the tournament model
of ``trfcheck.trf`` (the input, not the code under test).

``tests/titles/test_literal.py`` diffs ``trfcheck.titles`` against it on random sets of games,
``tests/titles/test_literal_events.py`` on every real file and on random events.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from datetime import date
from decimal import ROUND_HALF_UP, Decimal
from itertools import combinations

from trfcheck.trf.model import Tournament

# B.02 8.1.1, p = .99 down to .51 (the table as printed in the regulation)
_DP_HIGH = [677, 589, 538, 501, 470, 444, 422, 401, 383, 366, 351, 336, 322, 309, 296, 284, 273,
            262, 251, 240, 230, 220, 211, 202, 193, 184, 175, 166, 158, 149, 141, 133, 125, 117,
            110, 102, 95, 87, 80, 72, 65, 57, 50, 43, 36, 29, 21, 14, 7]  # fmt: skip
DP = {99 - i: dp for i, dp in enumerate(_DP_HIGH)}

# 0.5, 1.4.6b, 1.4.8: title -> (Rp, Ra, floor, titles that count for 1.4.5b-e)
TITLES = {
    "GM": (2600, 2380, 2200, {"GM"}),
    "IM": (2450, 2230, 2050, {"GM", "IM"}),
    "WGM": (2400, 2180, 2000, {"GM", "IM", "WGM"}),
    "WIM": (2250, 2030, 1850, {"GM", "IM", "WGM", "WIM"}),
}
HOLDERS = {"GM", "IM", "FM", "WGM", "WIM", "WFM"}  # 1.4.5a: CM and WCM are not title-holders
# The titles a holder needs no norm for (a higher title, or the same)
NOT_NEEDED = {
    "GM": {"GM", "IM", "WGM", "WIM"},
    "IM": {"IM", "WGM", "WIM"},
    "WGM": {"WGM", "WIM"},
    "WIM": {"WIM"},
}
B02_2024 = date(2024, 3, 1)  # B.02 7.2.1: no FIDE rating below 1400 from this date


@dataclass(frozen=True)
class Game:
    """One game: round, opponent, opponent's rating (0 unrated), title, federation, points
    (1, 0.5, 0 as Decimal); ``forfeit``: the opponent's last-round forfeit counted as a loss."""

    round_no: int
    opponent: int
    rating: int
    title: str
    federation: str
    points: Decimal
    forfeit: bool = False


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
    games: list[Game],
    title: str,
    own: str,
    *,
    nine_rounds: bool,
    bonus: bool,
    min_games: int = 9,
    double: bool = False,
    waived: bool = False,
) -> dict[str, bool | None]:
    """Each condition of 1.4.1, 1.4.3, 1.4.4, 1.4.5, 1.4.8 (a: Ra, b: 35 %): met, not met, or
    None (a federation the file does not give). 1.4.1d adds no game to the minimum; 1.4.1c: 8 games
    played (no forfeit among them) and a forfeit win or PAB in a 9-round event count as 9."""
    rp_min, ra_min, _, counted_titles = TITLES[title]
    n = len(games)
    ra, p, rp = figures(games, title)
    counted = n
    if nine_rounds and n == 8 and bonus and not any(g.forfeit for g in games):
        counted += 1  # 1.4.1c
    feds = [g.federation.strip() for g in games]
    foreign = {f for f in feds if f and f != own and f != "FID"}
    own_count = sum(1 for f in feds if f == own) if own not in ("FID", "") else 0
    most = max([feds.count(f) for f in set(feds) if f and f != "FID"], default=0)
    unknown = not own or "" in feds

    def federation(ok: bool) -> bool | None:
        if waived:
            return True
        return None if unknown else ok

    holders = sum(1 for g in games if g.title in HOLDERS)
    need = max(3, -(-n // 3))
    if double:  # 1.4.5: a double round robin of at least 6 players needs half, as players
        titled = len({g.opponent for g in games if g.title in counted_titles})
        need = -(-need // 2)
    else:
        titled = sum(1 for g in games if g.title in counted_titles)
    return {
        "1.4.1 games": counted >= min_games,
        "1.4.3 foreign": federation(len(foreign) >= 2),
        "1.4.4 own": federation(Decimal(own_count) <= Decimal(3 * n) / 5),
        "1.4.4 one": federation(Decimal(most) <= Decimal(2 * n) / 3),
        "1.4.5 holders": Decimal(holders) >= Decimal(n) / 2,
        "1.4.5 titled": titled >= need,
        "1.4.8a": ra >= ra_min,
        "1.4.8": rp >= rp_min,
        "1.4.8b": p >= 35,
    }


def points_above(games: list[Game], title: str) -> int:
    """1.4.1d: the full points scored above the least score that reaches the title's Rp
    with these games' Ra."""
    ra, _, _ = figures(games, title)
    n = len(games)
    score = sum((g.points for g in games), Decimal(0))
    for halves in range(0, 2 * n + 1):
        if ra + dp(half_up(Decimal(halves) * 50 / n)) >= TITLES[title][0]:
            return max(0, int((score - Decimal(halves) / 2) // 1))
    return 0


def all_met(result: dict[str, bool | None]) -> bool:
    return all(v is True for v in result.values())


def combined(result: dict[str, bool | None]) -> bool | None:
    values = list(result.values())
    return False if False in values else (None if None in values else True)


def some_subset_meets(
    games: list[Game], title: str, own: str, *, round_robin: bool, nine_rounds: bool, bonus: bool
) -> bool:
    """1.4.1e/f by brute force: any prefix of rounds (not in a round robin) less any set of
    its won games meets every condition."""
    return any(
        all_met(verdicts(kept, title, own, nine_rounds=nine_rounds, bonus=bonus))
        for kept in allowed_sets(games, round_robin=round_robin, may_leave_out=True)
    )


def allowed_sets(
    games: list[Game], *, round_robin: bool, may_leave_out: bool
) -> Iterator[list[Game]]:
    """The sets 1.4.1e/f allow: the games of rounds 1..r (every r in a Swiss, the last only
    in a round robin, 1.4.1e), less any set of the games won over the board (1.4.1f; none when
    ``may_leave_out`` is False)."""
    if not games:
        return
    last = max(g.round_no for g in games)
    ends = [last] if round_robin else list(range(1, last + 1))
    for end in ends:
        prefix = [g for g in games if g.round_no <= end]
        wins = [g for g in prefix if g.points == 1 and not g.forfeit]
        for k in range(len(wins) + 1 if may_leave_out else 1):
            for left_out in combinations(wins, k):
                kept = [g for g in prefix if g not in left_out]
                if kept:
                    yield kept


# --- an event ------------------------------------------------------------------------------


@dataclass(frozen=True)
class Facts:
    rating: int
    title: str
    federation: str
    sex: str


def _facts(t: Tournament) -> dict[int, Facts]:
    """1.4.6a: the 001 ratings; from 1 Mar 2024 a rating of 1-1399 is no FIDE rating."""
    old = t.start_date is not None and t.start_date < B02_2024
    out = {}
    for p in t.players:
        rating = p.rating if p.rating >= 1400 or (old and p.rating > 0) else 0
        out[p.start_rank] = Facts(rating, p.title, p.federation.strip(), p.sex)
    return out


_SCORE = {"1": Decimal(1), "=": Decimal("0.5"), "0": Decimal(0)}
_PRESENT = {"1", "=", "0", "W", "D", "L", "+", "U"}


def _big_swiss(t: Tournament, facts: dict[int, Facts], host: str, rounds: int) -> bool:
    """1.4.3d: at least 20 FIDE-rated players not of the host federation who missed at most
    one round (a PAB is not missed), of at least 3 federations (FID none), 10 of them
    GM/IM/WGM/WIM."""
    counted = []
    for p in t.players:
        f = facts[p.start_rank]
        if not f.rating or not f.federation or f.federation == host:
            continue
        missed = 0
        for r in range(1, rounds + 1):
            entry = p.entry(r)
            if entry.result is None or entry.result.value not in _PRESENT:
                missed += 1
        if missed <= 1:
            counted.append(f)
    feds = {f.federation for f in counted if f.federation != "FID"}
    titled = sum(1 for f in counted if f.title in ("GM", "IM", "WGM", "WIM"))
    return len(counted) >= 20 and len(feds) >= 3 and titled >= 10


def _scoreless(t: Tournament, facts: dict[int, Facts]) -> set[int]:
    """1.4.2b: unrated players who scored zero in their games against rated players."""
    out = set()
    for p in t.players:
        if facts[p.start_rank].rating:
            continue
        scores = [
            _SCORE[e.result.value]
            for e in p.rounds
            if e.result is not None
            and e.result.value in _SCORE
            and e.opponent in facts
            and facts[e.opponent].rating
        ]
        if scores and sum(scores) == 0:
            out.add(p.start_rank)
    return out


@dataclass(frozen=True)
class _Rules:
    title: str
    own: str
    nine_rounds: bool
    bonus: bool
    min_games: int
    double: bool
    waived: bool

    def check(self, games: list[Game]) -> dict[str, bool | None]:
        return verdicts(
            games, self.title, self.own, nine_rounds=self.nine_rounds, bonus=self.bonus,
            min_games=self.min_games, double=self.double, waived=self.waived,
        )  # fmt: skip


def event_verdicts(
    t: Tournament,
    *,
    round_robin: bool,
    host: str = "",
    exemption: bool = False,
    reading: str = "norm-possible",
    min_games: int = 9,
    women_marked_only: bool = False,
) -> dict[tuple[int, str], bool | None]:
    """For every player examined and every title the player may earn, whether B.01 1.4 is met
    by a set of games the text allows (None: not decided from the file)."""
    rounds = t.rounds_played
    total = max(t.total_rounds or rounds, rounds)
    facts = _facts(t)
    scoreless = _scoreless(t, facts) if round_robin else set()
    big = not round_robin and bool(host.strip()) and _big_swiss(t, facts, host.strip(), rounds)
    waived = exemption or big
    n_players = len(t.players)
    per_cycle = n_players - 1 if n_players % 2 == 0 else n_players
    cycles = max(1, half_up(Decimal(total) / max(1, per_cycle)))
    double = round_robin and cycles == 2 and n_players >= 6
    out: dict[tuple[int, str], bool | None] = {}
    for p in t.players:
        me = facts[p.start_rank]
        games: list[Game] = []
        forfeit_or_pab = False
        forfeit = None
        for r in range(1, rounds + 1):
            e = p.entry(r)
            code = e.result.value if e.result is not None else ""
            if code in ("+", "U"):
                forfeit_or_pab = True
            if code in _SCORE and e.opponent in facts and e.opponent not in scoreless:
                f = facts[e.opponent]
                games.append(Game(r, e.opponent, f.rating, f.title, f.federation, _SCORE[code]))
            if code == "+" and r == total and e.opponent in facts:
                f = facts[e.opponent]
                forfeit = Game(r, e.opponent, f.rating, f.title, f.federation, Decimal(0), True)
        if not games:
            continue
        score = sum((g.points for g in games), Decimal(0))
        if half_up(score * 100 / len(games)) < 35:
            continue
        bonus_8 = total == 9 and len(games) == 8 and forfeit_or_pab
        extra = 1 if bonus_8 or forfeit is not None else 0
        if len(games) + extra + points_above(games, "WIM") < min_games:
            continue  # examined: games near enough to show why 1.4.1 fails
        man = me.sex == "m" or (women_marked_only and me.sex != "w")
        for title in TITLES:
            if title in NOT_NEEDED.get(me.title, set()) or (man and title in ("WGM", "WIM")):
                continue
            rules = _Rules(title, me.federation, total == 9, forfeit_or_pab, min_games, double,
                           waived)  # fmt: skip
            check = rules.check
            verdict = combined(check(games))
            if verdict is False:
                bases = [games]
                if forfeit is not None and len(games) < min_games:  # 1.4.2c: had to play it
                    bases.append([*games, forfeit])
                may = True
                if round_robin:
                    complete = [
                        Game(0, q.start_rank, facts[q.start_rank].rating,
                             facts[q.start_rank].title, facts[q.start_rank].federation,
                             Decimal(0))
                        for _ in range(cycles)
                        for q in t.players
                        if q.start_rank != p.start_rank and q.start_rank not in scoreless
                    ]  # fmt: skip
                    keys = ["1.4.3 foreign", "1.4.4 own", "1.4.4 one", "1.4.5 holders",
                            "1.4.5 titled"]  # fmt: skip
                    if reading == "norm-possible":
                        keys += ["1.4.1 games", "1.4.8a"]
                    whole = check(complete) if complete else {"1.4.1 games": False}
                    may = combined({k: whole.get(k, False) for k in keys}) is not False
                found = any(
                    all_met(check(s))
                    for base in bases
                    for s in allowed_sets(
                        base,
                        round_robin=round_robin or base is not games,
                        may_leave_out=may,
                    )
                )
                verdict = found
            if round_robin and rounds < total and verdict is not False:
                verdict = None  # 1.4.1e: the norm rests on every scheduled round
            out[(p.start_rank, title)] = verdict
    return out
