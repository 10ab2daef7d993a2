"""A second, literal reading of the FIDE Rating Regulations, for the agreement tests.

Written line by line from the text (B.02 2024 art. 5, 7.2.1, 8.1, 8.2, 8.3; the 1 Oct 2025
amendment of 8.3.1; the rapid and blitz text's 1 Dec 2024 amendment; B.02 2022 before
1 Mar 2024, read as in docs/rating.md) and sharing no code with ``trfcheck.rating``: the two
tables are typed in again below, as the regulations print them, and looked up row by row.
Small and slow on purpose. Money-like arithmetic in ``Decimal`` (the other side uses
``Fraction``), so a shared rounding slip would not hide.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import date
from decimal import ROUND_HALF_UP, Decimal

from trfcheck.trf.model import Tournament

# B.02 8.1.2, printed as "D: PD(H) PD(L)" rows: 0-3 .50 .50, 4-10 .51 .49 ... 620-735 .99 .01,
# > 735 1.00 .00. Here each row is (highest D of the row, PD of the higher rated).
PD_ROWS = [
    (3, "0.50"), (10, "0.51"), (17, "0.52"), (25, "0.53"), (32, "0.54"), (39, "0.55"),
    (46, "0.56"), (53, "0.57"), (61, "0.58"), (68, "0.59"), (76, "0.60"), (83, "0.61"),
    (91, "0.62"), (98, "0.63"), (106, "0.64"), (113, "0.65"), (121, "0.66"), (129, "0.67"),
    (137, "0.68"), (145, "0.69"), (153, "0.70"), (162, "0.71"), (170, "0.72"), (179, "0.73"),
    (188, "0.74"), (197, "0.75"), (206, "0.76"), (215, "0.77"), (225, "0.78"), (235, "0.79"),
    (245, "0.80"), (256, "0.81"), (267, "0.82"), (278, "0.83"), (290, "0.84"), (302, "0.85"),
    (315, "0.86"), (328, "0.87"), (344, "0.88"), (357, "0.89"), (374, "0.90"), (391, "0.91"),
    (411, "0.92"), (432, "0.93"), (456, "0.94"), (484, "0.95"), (517, "0.96"), (559, "0.97"),
    (619, "0.98"), (735, "0.99"),
]  # fmt: skip

# B.02 8.1.1, printed as "p: dp" rows from 1.0 down to .50.
DP_ROWS = {
    "1.00": 800, "0.99": 677, "0.98": 589, "0.97": 538, "0.96": 501, "0.95": 470,
    "0.94": 444, "0.93": 422, "0.92": 401, "0.91": 383, "0.90": 366, "0.89": 351,
    "0.88": 336, "0.87": 322, "0.86": 309, "0.85": 296, "0.84": 284, "0.83": 273,
    "0.82": 262, "0.81": 251, "0.80": 240, "0.79": 230, "0.78": 220, "0.77": 211,
    "0.76": 202, "0.75": 193, "0.74": 184, "0.73": 175, "0.72": 166, "0.71": 158,
    "0.70": 149, "0.69": 141, "0.68": 133, "0.67": 125, "0.66": 117, "0.65": 110,
    "0.64": 102, "0.63": 95, "0.62": 87, "0.61": 80, "0.60": 72, "0.59": 65, "0.58": 57,
    "0.57": 50, "0.56": 43, "0.55": 36, "0.54": 29, "0.53": 21, "0.52": 14, "0.51": 7,
    "0.50": 0,
}  # fmt: skip

WIN, DRAW, LOSS = "1", "=", "0"


def pd_of(own: int, opponent: int) -> Decimal:
    """8.1.2: the expected score of a player rated ``own`` against ``opponent``."""
    difference = abs(own - opponent)
    higher = Decimal("1.00")
    for highest, value in PD_ROWS:
        if difference <= highest:
            higher = Decimal(value)
            break
    return higher if own >= opponent else Decimal(1) - higher


def dp_of(p: Decimal) -> int:
    """8.1.1: dp for the score p, rounded to two decimals (.005 up)."""
    two = p.quantize(Decimal("0.01"), rounding=ROUND_HALF_UP)
    if two >= Decimal("0.50"):
        return DP_ROWS[f"{two:.2f}"]
    return -DP_ROWS[f"{Decimal(1) - two:.2f}"]


@dataclass
class Literal:
    """What the literal reading finds for one player."""

    rated_games: int
    sum_dr: Decimal | None
    change: Decimal | None
    change_rounded: int | None
    ra: Decimal | None
    ru: int | None


def literal_ratings(t: Tournament, start: date | None, rate: str, k: int) -> dict[int, Literal]:
    """Every player of ``t``, with the same ``k`` for all; ``rate`` is standard/rapid/blitz."""
    floor_in_force = start is None or start >= date(2024, 3, 1)
    amended_2650 = rate == "standard" and (start is None or start >= date(2025, 10, 1))
    rule_600 = rate != "standard" and (start is None or start >= date(2024, 12, 1))
    old_text = not floor_in_force

    def fide(rating: int) -> int | None:
        if rating == 0:
            return None
        if floor_in_force and rating < 1400:
            return None
        return rating

    rating_of = {p.start_rank: p.rating for p in t.players}
    out: dict[int, Literal] = {}
    for me in t.players:
        own = fide(me.rating)
        games: list[tuple[int, Decimal]] = []  # (opponent's rating, score)
        for entry in me.rounds:
            if entry.result is None or entry.result.value not in (WIN, DRAW, LOSS):
                continue
            if entry.opponent is None:
                continue
            theirs = fide(rating_of[entry.opponent])
            if theirs is None:
                continue
            score = {WIN: Decimal(1), DRAW: Decimal("0.5"), LOSS: Decimal(0)}[entry.result.value]
            games.append((theirs, score))
        if own is None:
            out[me.start_rank] = _unrated(games, old_text)
            continue
        total = Decimal(0)
        counted = 0
        # B.02 2022 8.3.1: "a player may benefit from only one upgrade under this rule, for
        # the game in which the rating difference is greatest": the one game of the greatest
        # difference over 400 above the opponent (the first of equal ones).
        upgraded = -1
        if old_text:
            best = 400
            for index, (theirs, _) in enumerate(games):
                if own - theirs > best:
                    best, upgraded = own - theirs, index
        for index, (theirs, score) in enumerate(games):
            # rapid and blitz from 1 Dec 2024: "Games played between players with a rating
            # difference of 600 points or more shall not be rated if at least one of the
            # players is rated above 2600"
            if rule_600 and (own > 2600 or theirs > 2600) and abs(own - theirs) >= 600:
                continue
            counted += 1
            used = theirs
            may_cap = not amended_2650 or own < 2650
            if may_cap and own - theirs > 400 and (not old_text or index == upgraded):
                used = own - 400
            if may_cap and theirs - own > 400:
                used = own + 400
            total += score - pd_of(own, used)
        k_here = k
        if k_here * counted > 700:
            k_here = 700 // counted
        change = k_here * total
        rounded = int(abs(change).quantize(Decimal(1), rounding=ROUND_HALF_UP))
        if change < 0:
            rounded = -rounded
        out[me.start_rank] = Literal(counted, total, change, rounded, None, None)
    return out


def _unrated(games: list[tuple[int, Decimal]], old_text: bool) -> Literal:
    if not games:
        return Literal(len(games), None, None, None, None, None)
    if old_text:
        return _unrated_2022(games)
    n = len(games)
    ra = (sum((Decimal(r) for r, _ in games), Decimal(0)) + 2 * 1800) / (n + 2)
    w = sum((s for _, s in games), Decimal(0)) + 1
    p = w / (n + 2)
    ru = int((ra + dp_of(p)).quantize(Decimal(1), rounding=ROUND_HALF_UP))
    if ru > 2200:
        ru = 2200
    return Literal(n, None, None, None, ra, ru)


def _unrated_2022(games: list[tuple[int, Decimal]]) -> Literal:
    """B.02 2022 8.2.2: "Ra is the average rating of the player's rated opponents." 8.2.3: "If
    the player scores 50%, then Ru = Ra. If they score more than 50%, then Ru = Ra + 20 for
    each half point scored over 50%. If they score less than 50%, then Ru = Ra + dp. Ru is
    rounded to the nearest whole number." """
    n = len(games)
    ra = sum((Decimal(r) for r, _ in games), Decimal(0)) / n
    score = sum((s for _, s in games), Decimal(0))
    half = Decimal(n) / 2
    if score == half:
        ru_exact = ra
    elif score > half:
        half_points_over = (score - half) / Decimal("0.5")
        ru_exact = ra + 20 * half_points_over
    else:
        ru_exact = ra + dp_of(score / n)
    ru = int(ru_exact.quantize(Decimal(1), rounding=ROUND_HALF_UP))
    return Literal(n, None, None, None, ra, ru)
