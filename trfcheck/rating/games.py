"""Which games of a player count for a FIDE rating, and why the others do not (B.02 5, 6, 8.3.1).

A game counts when it was played over the board with at least one move each (TRF codes
``1 = 0``; ``W D L`` are played but not rated, forfeits and byes are not played; B.02 5, 6
and docs/rating.md) against an opponent who holds a FIDE rating. From 1 Mar 2024 a rating
of 1-1399 is not a FIDE rating (B.02 7.2.1: the floor is 1400): such a player counts as
unrated. The capped difference ``D`` and the expected score ``PD`` (8.1.2) are computed here
for a rated player's games.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass, replace
from fractions import Fraction

from trfcheck.ruleset import RatingEdition
from trfcheck.trf.model import ResultCode

from .tables import FLOOR, expected_score

__all__ = [
    "FLOOR",
    "Exclusion",
    "Game",
    "cap_applies",
    "fide_rating",
    "game_score",
    "one_upgrade",
]

#: B.02 8.3.1: the largest rating difference that counts.
CAP = 400

_SCORES = {
    ResultCode.WIN: Fraction(1),
    ResultCode.DRAW: Fraction(1, 2),
    ResultCode.LOSS: Fraction(0),
}
_UNRATED_CODES = frozenset(
    {ResultCode.WIN_UNRATED, ResultCode.DRAW_UNRATED, ResultCode.LOSS_UNRATED}
)


class Exclusion(enum.StrEnum):
    """Why a round does not count for the player's rating."""

    UNPLAYED = "unplayed (forfeit, bye or not paired)"
    NO_RESULT = "no result yet"
    NOT_RATED_CODE = "not a rated game code (W, D or L: fewer than one move each)"
    OPPONENT_UNRATED = "opponent unrated"
    OPPONENT_BELOW_FLOOR = "opponent's rating is below 1400 (not a FIDE rating, B.02 7.2.1)"
    RULE_600 = "|D| >= 600 and one player rated above 2600 (rapid/blitz, from 1 Dec 2024)"


@dataclass(frozen=True, slots=True)
class Game:
    """One round of a player: the opponent, the result, and either why it does not count or
    (for a rated player) the capped difference ``d``, the expected score ``pd`` and ``dr``."""

    round_no: int
    opponent: int | None
    result: ResultCode | None
    opponent_rating: int | None = None
    excluded: Exclusion | None = None
    score: Fraction | None = None
    d: int | None = None  # own rating - opponent's, capped (B.02 8.3.1)
    d_uncapped: int | None = None
    pd: Fraction | None = None
    dr: Fraction | None = None

    @property
    def rated(self) -> bool:
        """True if the game counts for the rating."""
        return self.excluded is None

    def to_dict(self) -> dict[str, object]:
        """The JSON form (schema: rating.schema.json, ``game``)."""
        return {
            "round": self.round_no,
            "opponent": self.opponent,
            "result": self.result.value if self.result is not None else None,
            "opponent_rating": self.opponent_rating,
            "rated": self.rated,
            "excluded": self.excluded.value if self.excluded is not None else None,
            "score": _decimal(self.score),
            "d": self.d,
            "d_uncapped": self.d_uncapped,
            "pd": _decimal(self.pd),
            "dr": _decimal(self.dr),
        }


def _decimal(value: Fraction | None) -> float | None:
    return None if value is None else float(value)


def fide_rating(rating: int, edition: RatingEdition) -> int | None:
    """The FIDE rating a 001 rating column gives: None for 0 (unrated) and, from 1 Mar 2024,
    for 1-1399 (B.02 7.2.1; docs/rating.md: probably a national rating in the FIDE column)."""
    if rating <= 0:
        return None
    if rating < FLOOR and edition is not RatingEdition.B2022:
        return None
    return rating


def cap_applies(own: int, edition: RatingEdition) -> bool:
    """B.02 8.3.1: |D| is capped at 400; from 1 Oct 2025 only for a player rated below 2650
    (standard play); the rapid and blitz texts keep the plain cap (B.02 2022's one upgrade
    per event is ``one_upgrade``)."""
    return edition is not RatingEdition.B2025 or own < 2650


def one_upgrade(games: tuple[Game, ...], own: int) -> tuple[Game, ...]:
    """B.02 2022 8.3.1: "In any tournament, a player may benefit from only one upgrade under
    this rule, for the game in which the rating difference is greatest." Read as: of the
    games a player rated more than 400 above the opponent, only the one with the greatest
    difference (the first in round order on a tie) counts D = 400; the others count the
    real D. The cap that lowers the expected score of the lower rated player is no benefit
    and stays (docs/rating.md)."""
    over = [g for g in games if g.rated and g.d_uncapped is not None and g.d_uncapped > CAP]
    if len(over) < 2:
        return games
    kept = max(over, key=lambda g: (g.d_uncapped or 0, -g.round_no))
    out = []
    for g in games:
        if g in over and g is not kept and g.d_uncapped is not None and g.score is not None:
            pd = expected_score(g.d_uncapped)
            g = replace(g, d=g.d_uncapped, pd=pd, dr=g.score - pd)
        out.append(g)
    return tuple(out)


def game_score(result: ResultCode | None) -> Fraction | None:
    """1, 1/2 or 0 for a rated game code (``1 = 0``), None for any other."""
    return _SCORES.get(result) if result is not None else None


def classify(
    round_no: int,
    opponent: int | None,
    result: ResultCode | None,
    own: int | None,
    opponent_column: int | None,
    edition: RatingEdition,
) -> Game:
    """The round as it counts for a player rated ``own`` (None: unrated) against an opponent
    whose 001 rating column is ``opponent_column`` (B.02 5, 8.3.1; rapid/blitz 1 Dec 2024)."""
    if result is None:
        return Game(round_no, opponent, result, excluded=Exclusion.NO_RESULT)
    if opponent is None or not result.played:
        return Game(round_no, opponent, result, excluded=Exclusion.UNPLAYED)
    rating = fide_rating(opponent_column or 0, edition)
    if result in _UNRATED_CODES:
        return Game(round_no, opponent, result, rating, Exclusion.NOT_RATED_CODE)
    if rating is None:
        below = opponent_column is not None and 0 < opponent_column < FLOOR
        why = Exclusion.OPPONENT_BELOW_FLOOR if below else Exclusion.OPPONENT_UNRATED
        return Game(round_no, opponent, result, opponent_column or None, why)
    score = _SCORES[result]
    if own is None:
        return Game(round_no, opponent, result, rating, score=score)
    raw = own - rating
    if edition is RatingEdition.RB2024_12 and max(own, rating) > 2600 and abs(raw) >= 600:
        return Game(round_no, opponent, result, rating, Exclusion.RULE_600, score, d_uncapped=raw)
    d = max(-CAP, min(CAP, raw)) if cap_applies(own, edition) else raw
    pd = expected_score(d)
    return Game(round_no, opponent, result, rating, None, score, d, raw, pd, score - pd)
