"""Each player's rating change (B.02 8.3) or initial rating (B.02 8.2) from one tournament.

A rated player: the change is ``K x sum(dR)`` over the rated games (8.3.2), with ``K`` from
the FIDE list, a K file or ``--k`` (never guessed: unknown K leaves the change None), reduced
so that ``K x n <= 700`` for the ``n`` games of the period (8.3.3), and rounded to a whole
number, .5 away from zero (8.3.4), per tournament and, when the period's other change is
given, per period. An unrated player: ``Ra`` over the rated opponents plus two draws against
1800, ``p``, ``dp`` (8.1.1) and ``Ru`` (8.2.1-8.2.3, at most 2200), from this event alone; in an
event before 1 March 2024, by B.02 2022 8.2.2-8.2.3 (``initial_rating_2022``): ``Ra`` over the
rated opponents alone, ``Ru = Ra`` at 50 %, ``Ra`` + 20 for each half point above 50 %, ``Ra +
dp(p)`` below, rounded, no cap.

>>> from trfcheck.rating.change import initial_rating
>>> r = initial_rating([1900, 1900, 1900, 1900, 1907], Fraction(3))
>>> (round(float(r.ra), 2), r.percent, r.dp, r.ru)
(1872.43, 57, 50, 1922)
"""

from __future__ import annotations

import enum
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace
from fractions import Fraction

from trfcheck.ruleset import RatingEdition, RatingRules
from trfcheck.trf.model import Player, Tournament

from .games import Game, classify, fide_rating, one_upgrade
from .tables import dp_for, percent_of

__all__ = [
    "InitialRating",
    "KSource",
    "KValue",
    "PlayerRating",
    "RatingReport",
    "compute_ratings",
    "initial_rating",
    "initial_rating_2022",
    "round_half_away",
]

#: B.02 8.2.1: the two imaginary opponents of an unrated player are rated 1800.
IMAGINARY = 1800
#: B.02 8.2.3: an initial rating is at most 2200.
INITIAL_CAP = 2200
#: B.02 7.1.4: a first rating needs at least 5 games against rated opponents.
MIN_GAMES = 5
#: B.02 8.3.3: K x games in the period may not exceed 700.
K_GAMES_LIMIT = 700


class KSource(enum.StrEnum):
    """Where a player's K comes from."""

    LIST = "list"  # the FIDE rating list (--fide-list)
    OPTION = "option"  # --k
    FILE = "file"  # --k-file
    UNKNOWN = "unknown"


@dataclass(frozen=True, slots=True)
class KValue:
    """A player's K as given, the other rated games of the rating period (for 8.3.3) and the
    unrounded change of the period's other events (for rounding per period), when known."""

    k: int | None
    source: KSource
    other_games: int | None = None
    other_change: Fraction | None = None


UNKNOWN_K = KValue(None, KSource.UNKNOWN)


@dataclass(frozen=True, slots=True)
class InitialRating:
    """B.02 8.2: the provisional initial rating from this event alone."""

    games: int  # rated games here (against rated opponents)
    points: Fraction  # points scored in them
    ra: Fraction  # (sum of opponents' ratings + 2 x 1800) / (n + 2)
    percent: int  # p = (points + 1) / (n + 2), as a whole percent
    dp: int
    ru: int  # Ra + dp, rounded, at most 2200
    reaches_five: bool  # this event alone has at least 5 rated games (7.1.4)
    text: str = "2024"  # the text of 8.2: "2024" or "2022" (no imaginary draws, no cap)

    def to_dict(self) -> dict[str, object]:
        """The JSON form (schema: rating.schema.json, ``initial``)."""
        return {
            "rated_games": self.games,
            "points": float(self.points),
            "ra": round(float(self.ra), 2),
            "p": self.percent / 100,
            "dp": self.dp,
            "ru": self.ru,
            "reaches_five_games": self.reaches_five,
            "text": self.text,
        }


def round_half_away(value: Fraction) -> int:
    """``value`` to the nearest whole number, .5 away from zero (B.02 8.3.4)."""
    magnitude = (2 * abs(value.numerator) + value.denominator) // (2 * value.denominator)
    return magnitude if value >= 0 else -magnitude


def initial_rating(opponents: Sequence[int], points: Fraction) -> InitialRating:
    """B.02 8.2.1-8.2.3 for ``points`` scored against rated ``opponents``: two extra draws
    against 1800 count, ``Ru = Ra + dp(p)`` rounded (.5 up), at most 2200."""
    n = len(opponents)
    ra = Fraction(sum(opponents) + 2 * IMAGINARY, n + 2)
    p = (points + 1) / (n + 2)
    dp = dp_for(p)
    ru = min(INITIAL_CAP, round_half_away(ra + dp))
    return InitialRating(n, points, ra, percent_of(p), dp, ru, n >= MIN_GAMES)


def initial_rating_2022(opponents: Sequence[int], points: Fraction) -> InitialRating:
    """B.02 2022 8.2.2-8.2.3 for ``points`` scored against rated ``opponents``: Ra is their
    average; at 50 % Ru = Ra; above, Ra + 20 for each half point above 50 % (20 x (2 x points -
    n)); below, Ra + dp(p) (8.1.1, p to the hundredth); rounded to the nearest whole number
    (.5 away from zero), no cap. ``dp`` holds what is added to Ra (docs/rating.md)."""
    n = len(opponents)
    ra = Fraction(sum(opponents), n)
    p = points / n
    if 2 * points == n:
        added = 0
    elif 2 * points > n:
        added = 20 * int(2 * points - n)
    else:
        added = dp_for(p)
    ru = round_half_away(ra + added)
    return InitialRating(n, points, ra, percent_of(p), added, ru, n >= MIN_GAMES, "2022")


@dataclass(frozen=True, slots=True)
class PlayerRating:
    """One player's games as they count, and the change (rated) or initial rating (unrated)."""

    start_rank: int
    name: str
    fide_id: str
    rating: int | None  # the FIDE rating used (None: unrated)
    games: tuple[Game, ...]
    k: KValue = UNKNOWN_K
    k_used: int | None = None  # K after the 700 rule (8.3.3)
    period_games: int | None = None  # n of 8.3.3 when the other games are known
    sum_dr: Fraction | None = None
    change: Fraction | None = None
    initial: InitialRating | None = None
    column_rating: int = 0  # the 001 rating when it is no FIDE rating (1-1399, B.02 7.2.1)

    @property
    def rated_games(self) -> int:
        """Games that count for the rating."""
        return sum(1 for g in self.games if g.rated)

    @property
    def change_rounded(self) -> int | None:
        """The change rounded per tournament (8.3.4)."""
        return None if self.change is None else round_half_away(self.change)

    @property
    def period_change_rounded(self) -> int | None:
        """The period's change (this event's plus the others' given), rounded (8.3.4)."""
        if self.change is None or self.k.other_change is None:
            return None
        return round_half_away(self.change + self.k.other_change)

    def to_dict(self) -> dict[str, object]:
        """The JSON form (schema: rating.schema.json, ``player``)."""
        return {
            "start_rank": self.start_rank,
            "name": self.name,
            "fide_id": self.fide_id or None,
            "rating": self.rating,
            "rated_games": self.rated_games,
            "sum_dr": None if self.sum_dr is None else float(self.sum_dr),
            "k": self.k_used,
            "k_given": self.k.k,
            "k_source": self.k.source.value,
            "period_games": self.period_games,
            "change": None if self.change is None else float(self.change),
            "change_rounded": self.change_rounded,
            "period_change_rounded": self.period_change_rounded,
            "initial": None if self.initial is None else self.initial.to_dict(),
            "games": [g.to_dict() for g in self.games],
        }


@dataclass(frozen=True, slots=True)
class RatingReport:
    """Every player's rating facts and the rules they were computed by."""

    rules: RatingRules
    players: tuple[PlayerRating, ...]

    def to_dict(self) -> dict[str, object]:
        """The JSON form (schema: rating.schema.json)."""
        return {
            "rules": self.rules.to_dict(),
            "players": [p.to_dict() for p in self.players],
        }


def compute_ratings(
    tournament: Tournament, rules: RatingRules, k_values: Mapping[int, KValue] | None = None
) -> RatingReport:
    """The rating facts of every player of ``tournament`` (``k_values`` by start rank)."""
    edition = rules.edition.value
    column = {p.start_rank: p.rating for p in tournament.players}
    ks = k_values or {}
    players = tuple(
        _player(p, column, edition, ks.get(p.start_rank, UNKNOWN_K)) for p in tournament.players
    )
    return RatingReport(rules, players)


def _player(
    player: Player, column: Mapping[int, int], edition: RatingEdition, k: KValue
) -> PlayerRating:
    own = fide_rating(player.rating, edition)
    games = tuple(
        classify(
            r,
            e.opponent,
            e.result,
            own,
            column.get(e.opponent) if e.opponent is not None else None,
            edition,
        )
        for r, e in enumerate(player.rounds, start=1)
    )
    if own is not None and edition is RatingEdition.B2022:
        games = one_upgrade(games, own)
    rated = [g for g in games if g.rated]
    ignored = player.rating if own is None and player.rating > 0 else 0
    base = PlayerRating(
        player.start_rank, player.name, player.fide_id, own, games, k, column_rating=ignored
    )
    if own is None:
        if not rated:
            return base
        opponents = [g.opponent_rating or 0 for g in rated]
        points = sum((g.score or Fraction(0) for g in rated), Fraction(0))
        if edition is RatingEdition.B2022:
            return replace(base, initial=initial_rating_2022(opponents, points))
        return replace(base, initial=initial_rating(opponents, points))
    sum_dr = sum((g.dr or Fraction(0) for g in rated), Fraction(0))
    n = len(rated) + (k.other_games or 0)
    k_used = None if k.k is None else _k_limited(k.k, n)
    change = None if k_used is None else k_used * sum_dr
    period = n if k.other_games is not None else None
    return replace(base, k_used=k_used, period_games=period, sum_dr=sum_dr, change=change)


def _k_limited(k: int, games: int) -> int:
    """B.02 8.3.3: if games x K exceeds 700, K is the largest whole number with K x n <= 700."""
    return k if games == 0 or k * games <= K_GAMES_LIMIT else K_GAMES_LIMIT // games
