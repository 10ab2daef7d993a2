"""The regulations' own numbers: B.02 2024 8.2 (the worked initial rating), 8.3.1 (the 400 cap
and, from 1 Oct 2025, the 2650 exemption), 8.3.3 (K x games <= 700), 8.3.4 (rounding),
7.2.1 (no rating below 1400 from 1 Mar 2024) and the rapid/blitz 600/2600 rule.

Golden values: B.02 2024 art. 8.1-8.2 (https://handbook.fide.com/chapter/B022024: the worked
check 5 games, 3 points, opponents summing 9507 -> Ra 1872.43, p .57, dp 50, Ru 1922, FIDE's
published value) and table 8.1.2 read by hand for each D below.
"""

from __future__ import annotations

from datetime import date
from fractions import Fraction

import pytest

from trfcheck.rating.change import (
    KSource,
    KValue,
    PlayerRating,
    compute_ratings,
    initial_rating,
    initial_rating_2022,
    round_half_away,
)
from trfcheck.rating.games import Exclusion
from trfcheck.ruleset import Rate, resolve_rating
from trfcheck.trf.model import Colour, Player, ResultCode, RoundEntry, Tournament

W, B = Colour.WHITE, Colour.BLACK
WIN, LOSS, DRAW = ResultCode.WIN, ResultCode.LOSS, ResultCode.DRAW


def test_worked_initial_rating() -> None:
    """B.02 8.2, FIDE's published value: Ra = (9507 + 3600) / 7 = 1872.43, p = 4/7 = .57,
    dp = 50, Ru = 1922."""
    result = initial_rating([1850, 1900, 1907, 1950, 1900], Fraction(3))
    assert sum([1850, 1900, 1907, 1950, 1900]) == 9507
    assert round(float(result.ra), 2) == 1872.43
    assert (result.percent, result.dp, result.ru, result.reaches_five) == (57, 50, 1922, True)


def test_initial_rating_is_at_most_2200() -> None:
    """8.2.3: 5 wins against 2400s: Ra = (12000 + 3600) / 7 = 2228.57, p = 6/7 = .86,
    dp 309: 2537.57, capped at 2200."""
    result = initial_rating([2400] * 5, Fraction(5))
    assert result.ru == 2200


def test_worked_initial_rating_2022() -> None:
    """B.02 2022 8.2.2-8.2.3 on the five opponents above (9507, Ra = 1901.4): "If they score
    more than 50%, then Ru = Ra + 20 for each half point scored over 50%": 3/5 is one half
    point over 2.5, Ru = 1921.4 -> 1921; "If the player scores 50%, then Ru = Ra": 2.5/5,
    1901; "If they score less than 50%, then Ru = Ra + dp": 2/5 = .40, dp -72, 1829.4 -> 1829.
    No cap: 5 wins against 2400s, 5 half points over 50 %, 2400 + 100 = 2500."""
    opponents = [1850, 1900, 1907, 1950, 1900]
    above = initial_rating_2022(opponents, Fraction(3))
    assert (above.ra, above.dp, above.ru, above.edition) == (Fraction(9507, 5), 20, 1921, "2022")
    assert initial_rating_2022(opponents, Fraction(5, 2)).ru == 1901
    below = initial_rating_2022(opponents, Fraction(2))
    assert (below.percent, below.dp, below.ru) == (40, -72, 1829)
    assert initial_rating_2022([2400] * 5, Fraction(5)).ru == 2500


def test_an_unrated_player_before_march_2024_gets_the_2022_initial_rating() -> None:
    """A 2023 event: an unrated player who beats a 2000 and loses to a 1900: 1/2 = 50 %,
    Ru = Ra = 1950 (B.02 2022 8.2.3); the 2024 text would give (3900 + 3600) / 4 = 1875."""
    t = Tournament(
        (
            Player(1, "New", rating=0, rounds=(RoundEntry(2, W, WIN), RoundEntry(3, B, LOSS))),
            Player(2, "A", rating=2000, rounds=(RoundEntry(1, B, LOSS),)),
            Player(3, "B", rating=1900, rounds=(RoundEntry(None, Colour.NONE, ResultCode.PAB),
                                               RoundEntry(1, W, WIN))),
        ),
        start_date=date(2023, 6, 1),
    )  # fmt: skip
    new = compute_ratings(t, resolve_rating(t, None)).players[0]
    assert new.initial is not None
    assert (new.initial.edition, new.initial.ra, new.initial.ru) == ("2022", Fraction(1950), 1950)


def test_four_games_do_not_reach_five() -> None:
    assert not initial_rating([2000] * 4, Fraction(2)).reaches_five


def _pair(
    a: int, b: int, result: ResultCode, start: date, rate: Rate = Rate.STANDARD
) -> tuple[PlayerRating, PlayerRating]:
    """Two players, one game, K 20 for both."""
    other = {WIN: LOSS, LOSS: WIN, DRAW: DRAW}[result]
    t = Tournament(
        (
            Player(1, "A", rating=a, rounds=(RoundEntry(2, W, result),)),
            Player(2, "B", rating=b, rounds=(RoundEntry(1, B, other),)),
        ),
        start_date=start,
    )
    ks = {1: KValue(20, KSource.OPTION), 2: KValue(20, KSource.OPTION)}
    report = compute_ratings(t, resolve_rating(t, None, rate), ks)
    return report.players[0], report.players[1]


def test_400_cap_for_everyone_before_october_2025() -> None:
    """8.3.1 (2024): 2700 v 2200, D 500 counts as 400 (392-411: PD .92), win dR +.08."""
    top, low = _pair(2700, 2200, WIN, date(2025, 9, 30))
    assert (top.games[0].d, top.games[0].pd, top.sum_dr) == (
        400,
        Fraction(92, 100),
        Fraction(8, 100),
    )
    assert (low.games[0].d, low.games[0].pd) == (-400, Fraction(8, 100))


def test_2650_rule_from_october_2025() -> None:
    """8.3.1 as amended 1 Oct 2025: a player rated 2650 or more keeps D 500 (485-517: PD
    .96, dR +.04); the opponent below 2650 still counts -400 (PD .08)."""
    top, low = _pair(2700, 2200, WIN, date(2025, 10, 1))
    assert (top.games[0].d, top.games[0].pd, top.sum_dr) == (
        500,
        Fraction(96, 100),
        Fraction(4, 100),
    )
    assert (low.games[0].d, low.games[0].pd) == (-400, Fraction(8, 100))
    below, _ = _pair(2649, 2149, WIN, date(2025, 10, 1))
    assert below.games[0].d == 400


def test_rapid_keeps_the_plain_cap() -> None:
    """The rapid and blitz text has no 2650 exemption: 2700 v 2200 counts 400."""
    top, _ = _pair(2700, 2200, WIN, date(2025, 10, 1), Rate.RAPID)
    assert top.games[0].d == 400


def test_rapid_600_rule_from_december_2024() -> None:
    """Rapid and blitz regulations, from 1 Dec 2024: "Games played between players with a
    rating difference of 600 points or more shall not be rated if at least one of the
    players is rated above 2600": rated for neither; 599 points, or 2600 exactly, still rate."""
    top, low = _pair(2650, 2050, WIN, date(2024, 12, 1), Rate.BLITZ)
    assert top.games[0].excluded is Exclusion.RULE_600 and top.rated_games == 0
    assert low.games[0].excluded is Exclusion.RULE_600 and low.rated_games == 0
    assert _pair(2650, 2051, WIN, date(2024, 12, 1), Rate.BLITZ)[0].rated_games == 1
    assert _pair(2600, 2000, WIN, date(2024, 12, 1), Rate.RAPID)[1].rated_games == 1
    before, _ = _pair(2650, 2050, WIN, date(2024, 11, 30), Rate.BLITZ)
    assert before.rated_games == 1


def test_one_upgrade_per_event_before_march_2024() -> None:
    """B.02 2022 8.3.1: "a player may benefit from only one upgrade under this rule, for the
    game in which the rating difference is greatest". 2500 beats 2000, 2050 and 1900: D 500,
    450, 600; only D 600 counts 400 (392-411: PD .92, +.08); D 500 (485-517) .96 +.04 and
    D 450 (433-456) .94 +.06: sum .18. From 1 Mar 2024 every game is capped: 3 x .08 = .24.
    The lower-rated players keep D -400 (PD .08) in every game."""

    def event(start: date) -> list[PlayerRating]:
        rounds = [RoundEntry(r, W, WIN) for r in (2, 3, 4)]
        losers = [
            Player(
                r,
                f"L{r}",
                rating=x,
                rounds=(
                    *(RoundEntry(None, Colour.NONE, ResultCode.ZERO_BYE),) * (r - 2),
                    RoundEntry(1, B, LOSS),
                ),
            )
            for r, x in ((2, 2000), (3, 2050), (4, 1900))
        ]
        t = Tournament(
            (Player(1, "T", rating=2500, rounds=tuple(rounds)), *losers), start_date=start
        )
        ks = {i: KValue(20, KSource.OPTION) for i in range(1, 5)}
        return list(compute_ratings(t, resolve_rating(t, None), ks).players)

    old = event(date(2024, 2, 29))
    assert [g.d for g in old[0].games] == [500, 450, 400]
    assert old[0].sum_dr == Fraction(18, 100)
    assert [p.games[-1].pd for p in old[1:]] == [Fraction(8, 100)] * 3
    assert event(date(2024, 3, 1))[0].sum_dr == Fraction(24, 100)


def test_ratings_below_1400_are_not_fide_ratings_from_march_2024() -> None:
    """7.2.1: a 1300 in the rating column of a 2024 event is no rating; in 2023 it is."""
    a, b = _pair(1800, 1300, WIN, date(2024, 3, 1))
    assert a.games[0].excluded is Exclusion.OPPONENT_BELOW_FLOOR
    assert b.rating is None
    old, _ = _pair(1800, 1300, WIN, date(2024, 2, 29))
    assert old.rated_games == 1


def test_k_times_games_at_most_700() -> None:
    """8.3.3: K 40 and 20 games: 800 > 700, K = 35 (35 x 20 = 700); 17 games keep 40 (680);
    a K file's 10 other games of the period with 10 here: K 35 as well."""
    n = 21
    rounds: dict[int, list[RoundEntry]] = {i: [] for i in range(1, n + 1)}
    for r in range(n - 1):  # a round robin by the circle method
        order = [1, *(((i + r) % (n - 1)) + 2 for i in range(n - 1))]
        for i in range(n // 2):
            a, b = order[i], order[n - 1 - i]
            rounds[a].append(RoundEntry(b, W, DRAW))
            rounds[b].append(RoundEntry(a, B, DRAW))
    players = tuple(Player(i, f"P{i}", rating=2000 + i, rounds=tuple(rounds[i])) for i in rounds)
    t = Tournament(players, start_date=date(2025, 1, 1))
    rules = resolve_rating(t, None)
    twenty = compute_ratings(t, rules, {1: KValue(40, KSource.OPTION)}).players[0]
    assert (twenty.rated_games, twenty.k_used) == (20, 35)
    short = t.truncated(17)
    seventeen = compute_ratings(short, rules, {1: KValue(40, KSource.OPTION)}).players[0]
    assert (seventeen.rated_games, seventeen.k_used) == (17, 40)
    ten = t.truncated(10)
    pooled = compute_ratings(ten, rules, {1: KValue(40, KSource.FILE, 10)}).players[0]
    assert (pooled.rated_games, pooled.period_games, pooled.k_used) == (10, 20, 35)


@pytest.mark.parametrize(
    ("value", "rounded"),
    [("2.5", 3), ("-2.5", -3), ("2.49", 2), ("-0.5", -1), ("0.4", 0), ("-12.3", -12)],
)
def test_rounding_half_away_from_zero(value: str, rounded: int) -> None:
    """8.3.4: to the nearest whole number, 0.5 away from zero."""
    assert round_half_away(Fraction(value)) == rounded


def test_unknown_k_leaves_the_change_unknown() -> None:
    t = Tournament(
        (
            Player(1, "A", rating=2000, rounds=(RoundEntry(2, W, WIN),)),
            Player(2, "B", rating=2000, rounds=(RoundEntry(1, B, LOSS),)),
        ),
        start_date=date(2025, 1, 1),
    )
    p = compute_ratings(t, resolve_rating(t, None)).players[0]
    assert p.sum_dr == Fraction(1, 2) and p.change is None and p.k.source is KSource.UNKNOWN
