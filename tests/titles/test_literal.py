"""``trfcheck.titles`` against the literal reading of B.01 2024 (``literal_norms.py``) on
random sets of games: every article's verdict, Ra, p and Rp; and the search of 1.4.1e/f
against a brute force over every prefix and every set of won games. Seeded; the seed is in
the test id."""

from __future__ import annotations

import random
from decimal import Decimal

import pytest

from tests.titles import literal_norms as literal
from trfcheck.titles.articles import Context, measure
from trfcheck.titles.games import NormGame, OpponentFacts, PlayerGames
from trfcheck.titles.regulations import NormTitle
from trfcheck.titles.search import best_games

_TITLES = ["GM", "GM", "IM", "IM", "FM", "WGM", "WIM", "WFM", "CM", "WCM", "", "", ""]
_FEDS = ["ENG", "GER", "FRA", "FID", "ESP"]
_KEYS = {
    ("1.4.1", "games"): "1.4.1 games",
    ("1.4.3", "foreign federations"): "1.4.3 foreign",
    ("1.4.4", "own federation (3/5)"): "1.4.4 own",
    ("1.4.4", "one federation (2/3)"): "1.4.4 one",
    ("1.4.5", "title-holders (50 %)"): "1.4.5 holders",
    ("1.4.8a", "Ra, average rating"): "1.4.8a",
    ("1.4.8", "Rp = Ra + dp"): "1.4.8",
    ("1.4.8b", "score"): "1.4.8b",
}


def _random_games(rng: random.Random, n: int, strong: bool) -> list[literal.Game]:
    games = []
    for r in range(1, n + 1):
        low, high = (2150, 2750) if strong else (1400, 2800)
        rating = 0 if rng.random() < 0.08 else rng.randint(low, high)
        points = Decimal(rng.choice(["1", "1", "0.5", "0"] if strong else ["1", "0.5", "0"]))
        games.append(
            literal.Game(r, 100 + r, rating, rng.choice(_TITLES), rng.choice(_FEDS), points)
        )
    return games


def _ours(games: list[literal.Game]) -> tuple[NormGame, ...]:
    return tuple(
        NormGame(g.round_no, g.opponent, int(g.points * 10),
                 OpponentFacts(g.rating, g.title, g.federation))
        for g in games
    )  # fmt: skip


@pytest.mark.parametrize("seed", range(8))
def test_articles_agree_with_the_literal_reading(seed: int) -> None:
    rng = random.Random(seed)
    for _ in range(400):
        n = rng.randint(1, 13)
        games = _random_games(rng, n, strong=rng.random() < 0.5)
        title = rng.choice(list(literal.TITLES))
        own = rng.choice(_FEDS)
        nine, bonus = rng.random() < 0.5, rng.random() < 0.5
        expected = literal.verdicts(games, title, own, nine_rounds=nine, bonus=bonus)
        context = Context(own, 9, bonus, nine)
        perf, articles = measure(_ours(games), NormTitle(title), context)
        assert (perf.average, perf.percent, perf.performance) == literal.figures(games, title)
        got = {_KEYS[(a.article, a.name)]: a.met for a in articles if (a.article, a.name) in _KEYS}
        titled = next(a for a in articles if a.article == "1.4.5" and "1/3" in a.name)
        got["1.4.5 titled"] = titled.met
        assert got == expected, (seed, games, title, own, nine, bonus)


@pytest.mark.parametrize("seed", range(4))
def test_search_finds_a_subset_when_brute_force_does(seed: int) -> None:
    rng = random.Random(1000 + seed)
    found = 0
    for _ in range(150):
        n = rng.randint(7, 10)
        games = _random_games(rng, n, strong=True)
        title = rng.choice(list(literal.TITLES))
        own = rng.choice(_FEDS)
        round_robin = rng.random() < 0.3
        expected = literal.some_subset_meets(
            games, title, own, round_robin=round_robin, nine_rounds=False, bonus=False
        )
        player = PlayerGames(1, _ours(games), None, (), ())
        choice = best_games(player, NormTitle(title), Context(own, 9, False, False),
                            round_robin=round_robin)  # fmt: skip
        assert (choice.met is True) == expected, (seed, games, title, own, round_robin)
        found += expected
    assert found > 0  # the random cases do reach norms, so the comparison means something
