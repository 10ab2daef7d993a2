"""The best set of games for a norm (B.01 2024 1.4.1e/f, 1.4.2c).

When the whole event does not give a norm, the player may leave out later games (1.4.1e, not
under pre-determined pairings, i.e. not in a round robin) or games won (1.4.1f) if the rest
still meets every condition; a last-round forfeit loss may be counted as a played loss
(1.4.2c). ``best_games`` tries, from the most games to the fewest, every prefix of rounds and
every set of won games left out, and returns the first set that meets every article of the
player (the event's own conditions cannot change with the games). Spec §4 names these
subsets as a known pitfall of other implementations: they must be searched.

Notes: at most ``MAX_SETS`` sets are measured per player and title (a player with 13 wins has
8192 sets of wins); the search says when it stopped there. A set whose best possible Ra (the
highest ratings it could keep) is under the title's minimum is not measured.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from itertools import combinations

from .articles import Article, Context, Performance, measure
from .games import NormGame, PlayerGames
from .regulations import UNRATED_RATING, NormTitle

__all__ = ["MAX_SETS", "Choice", "best_games"]

#: The most sets of games measured (and, times 16, looked at) for one player and title.
MAX_SETS = 4096


@dataclass(frozen=True, slots=True)
class Choice:
    """The games chosen for a norm, how they were chosen (``basis``), their performance and
    articles, and whether the search was cut short (``bounded``)."""

    games: tuple[NormGame, ...]
    basis: str
    performance: Performance
    articles: tuple[Article, ...]
    bounded: bool = False

    @property
    def met(self) -> bool | None:
        """True if every article is met, False if one is not, None if one is not decided."""
        verdicts = [a.met for a in self.articles]
        if False in verdicts:
            return False
        return None if None in verdicts else True


def best_games(
    player: PlayerGames, title: NormTitle, context: Context, *, round_robin: bool
) -> Choice:
    """The set of ``player``'s games that gives ``title``'s norm, the whole event first; the
    whole event's verdict when no set does."""
    full = player.games
    whole = _choice(full, "all games", title, context)
    if whole.met is not False:
        return whole
    if player.last_round_forfeit is not None:
        with_forfeit = (*full, player.last_round_forfeit)
        choice = _choice(with_forfeit, "all games, last-round forfeit as a loss (1.4.2c)",
                         title, context)  # fmt: skip
        if choice.met is True:
            return choice
    measured, seen, bounded = 0, 0, False
    for games, basis in _subsets(full, round_robin=round_robin):
        seen += 1
        if seen > 16 * MAX_SETS:
            bounded = True
            break
        if not _may_reach_average(games, title):
            continue
        measured += 1
        if measured > MAX_SETS:
            bounded = True
            break
        choice = _choice(games, basis, title, context)
        if choice.met is True:
            return choice
    if bounded:
        return Choice(whole.games, whole.basis, whole.performance, whole.articles, True)
    return whole


def _choice(games: Sequence[NormGame], basis: str, title: NormTitle, context: Context) -> Choice:
    performance, articles = measure(games, title, context)
    return Choice(tuple(games), basis, performance, articles)


def _subsets(
    games: tuple[NormGame, ...], *, round_robin: bool
) -> Iterator[tuple[tuple[NormGame, ...], str]]:
    """Prefixes of rounds (longest first; the whole event only in a round robin), each with
    every set of its won games left out (fewest first), the whole event itself excluded."""
    last = games[-1].round_no if games else 0
    lengths = [last] if round_robin else sorted({g.round_no for g in games}, reverse=True)
    for upto in lengths:
        prefix = tuple(g for g in games if g.round_no <= upto)
        wins = [i for i, g in enumerate(prefix) if g.won]
        for k in range(0, len(wins) + 1):
            for dropped in combinations(wins, k):
                if upto == last and k == 0:
                    continue  # the whole event, measured already
                kept = tuple(g for i, g in enumerate(prefix) if i not in dropped)
                yield kept, _basis(prefix, dropped, upto, last)


def _basis(prefix: tuple[NormGame, ...], dropped: tuple[int, ...], upto: int, last: int) -> str:
    parts = []
    if upto < last:
        parts.append(f"rounds 1-{upto} (1.4.1e)")
    if dropped:
        who = ", ".join(str(prefix[i].opponent) for i in dropped)
        parts.append(f"without the won games against {who} (1.4.1f)")
    return "; ".join(parts)


def _may_reach_average(games: Sequence[NormGame], title: NormTitle) -> bool:
    """False when these games cannot reach the title's Ra even with the lowest raised."""
    if not games:
        return False
    ratings = sorted(g.opponent_facts.rating or UNRATED_RATING for g in games)
    ratings[0] = max(ratings[0], title.requirement.floor)
    return 2 * sum(ratings) + len(ratings) >= 2 * len(ratings) * title.requirement.average
