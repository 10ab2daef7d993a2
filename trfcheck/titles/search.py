"""The best set of games for a norm (B.01 2024 1.4.1e/f, 1.4.2c).

When the whole event does not give a norm, the player may leave out later games (1.4.1e, not
under pre-determined pairings, i.e. not in a round robin) or games won (1.4.1f; in a round
robin only when the complete event makes a norm possible, which the caller decides) if the rest
still meets every condition; an opponent's last-round forfeit counts as a game the player lost
when the player needed that game for the required number (1.4.2c). ``best_games`` tries the
whole event, then with that forfeit, then every prefix of rounds and every set of won games
left out, and returns the first set that meets every article of the player (the event's own
conditions cannot change with the games). These subsets are a known pitfall of other
implementations: they must be searched.

Notes: the sets that leave out ``k`` won games of a prefix share their score, so their p and
dp; their Ra is at most the prefix's less its ``k`` lowest-rated wins (plus the largest raise
to the floor): when even that misses Ra, Rp or the games of 1.4.1, no set of that size is
looked at. At most ``MAX_SETS`` sets are measured per player and title (13 wins make 8192);
the search says when it stopped there.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from itertools import combinations

from trfcheck.rating.tables import dp_for_percent

from .articles import (
    Article,
    Context,
    Performance,
    measure,
    meets,
    whole_percent,
)
from .games import NormGame, PlayerGames
from .regulations import MIN_SCORE_PERCENT, UNRATED_RATING, NormTitle

__all__ = ["MAX_SETS", "Choice", "best_games"]

#: The most sets of games measured for one player and title.
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
    player: PlayerGames,
    title: NormTitle,
    context: Context,
    *,
    round_robin: bool,
    may_leave_out: bool = True,
) -> Choice:
    """The set of ``player``'s games that gives ``title``'s norm, the whole event first; the
    whole event's verdict when no set does. ``may_leave_out`` False: no game may be left out
    (a round robin whose complete event makes no norm possible, 1.4.1f)."""
    full = player.games
    whole = _choice(full, "all games", title, context)
    if whole.met is not False:
        return whole
    bases = [full]
    forfeit = player.last_round_forfeit
    if forfeit is not None and len(full) < context.min_games:
        with_forfeit = (*full, forfeit)  # 1.4.2c: the player had to play it
        if meets(with_forfeit, title, context):
            return _choice(with_forfeit, _FORFEIT_BASIS, title, context)
        bases.insert(0, with_forfeit)
    if not may_leave_out:
        return whole
    measured = 0
    for base in bases:
        if not _may_improve(base, title, context, round_robin=round_robin):
            continue
        only_last = base is not full  # the forfeit is the last round: no shorter prefix
        for games, basis in _subsets(base, title, context, round_robin or only_last):
            measured += 1
            if measured > MAX_SETS:
                return Choice(whole.games, whole.basis, whole.performance, whole.articles, True)
            if meets(games, title, context):
                return _choice(games, basis, title, context)
    return whole


_FORFEIT_BASIS = "all games, the opponent's last-round forfeit as a game lost (1.4.2c)"


def _may_improve(
    games: tuple[NormGame, ...], title: NormTitle, context: Context, *, round_robin: bool
) -> bool:
    """False when no prefix less won games can reach Ra, Rp or 35 %: such a set keeps at least
    ``m`` games (the minimum, less the one game 1.4.1c may add), so its Ra is at most the
    average of the ``m`` highest ratings plus the largest raise, and its p at most the best
    prefix's (leaving out a won game lowers p)."""
    req = title.requirement
    bonus = 1 if context.nine_rounds and context.forfeit_win_or_pab else 0
    least = context.min_games - bonus
    if len(games) < least or least < 1:
        return False
    ratings = sorted((g.opponent_facts.rating or UNRATED_RATING for g in games), reverse=True)
    raise_ = max(0, req.floor - ratings[-1])
    best_average = (2 * (sum(ratings[:least]) + raise_) + least) // (2 * least)
    if best_average < req.average:
        return False
    score, best_percent = 0, 0
    for n, game in enumerate(games, start=1):
        score += game.points
        if n >= least and not (round_robin and n < len(games)):
            best_percent = max(best_percent, whole_percent(score, n))
    if best_percent < MIN_SCORE_PERCENT:
        return False
    return best_average + dp_for_percent(best_percent) >= req.performance


def _choice(games: Sequence[NormGame], basis: str, title: NormTitle, context: Context) -> Choice:
    performance, articles = measure(games, title, context)
    return Choice(tuple(games), basis, performance, articles)


def _subsets(
    games: tuple[NormGame, ...], title: NormTitle, context: Context, whole_only: bool
) -> Iterator[tuple[tuple[NormGame, ...], str]]:
    """Prefixes of rounds (longest first; with ``whole_only`` the whole event only, as in a
    round robin), each with every set of its won games left out (fewest first), the whole
    ``games`` itself excluded; a number of won games left out is skipped when no set of that
    size can reach the title's Ra, Rp, 35 % or games (``_reachable``)."""
    last = games[-1].round_no if games else 0
    lengths = [last] if whole_only else sorted({g.round_no for g in games}, reverse=True)
    for upto in lengths:
        prefix = tuple(g for g in games if g.round_no <= upto)
        if len(prefix) + 1 < context.min_games:
            break  # shorter prefixes have fewer games still
        wins = [i for i, g in enumerate(prefix) if g.won]
        reach = _reachable(prefix, wins, title, context)
        for k in range(0, len(wins) + 1):
            if (upto == last and k == 0) or not reach[k]:
                continue  # the whole event is measured already
            for dropped in combinations(wins, k):
                kept = tuple(g for i, g in enumerate(prefix) if i not in dropped)
                yield kept, _basis(prefix, dropped, upto, last)


def _basis(prefix: tuple[NormGame, ...], dropped: tuple[int, ...], upto: int, last: int) -> str:
    parts = [_FORFEIT_BASIS.removeprefix("all games, ")] if any(g.forfeit for g in prefix) else []
    if upto < last:
        parts.append(f"rounds 1-{upto} (1.4.1e)")
    if dropped:
        who = ", ".join(str(prefix[i].opponent) for i in dropped)
        parts.append(f"without the won games against {who} (1.4.1f)")
    return "; ".join(parts)


def _reachable(
    prefix: tuple[NormGame, ...], wins: list[int], title: NormTitle, context: Context
) -> list[bool]:
    """For k = 0 .. len(wins): False when no set of ``prefix`` less ``k`` of its won games can
    meet Ra, Rp, the 35 % or the games of 1.4.1 (with 1.4.1c). The score and p of such a set
    are fixed; its Ra is at most the prefix's ratings less the ``k`` lowest won ones, plus the
    largest raise to the floor."""
    req = title.requirement
    ratings = [g.opponent_facts.rating or UNRATED_RATING for g in prefix]
    total = sum(ratings) + max(0, req.floor - min(ratings, default=req.floor))
    prefix_score = sum(g.points for g in prefix)
    forfeit = any(g.forfeit for g in prefix)
    out, dropped = [], 0
    lowest_wins = sorted(ratings[i] for i in wins)
    for k in range(len(wins) + 1):
        if k:
            dropped += lowest_wins[k - 1]
        n = len(prefix) - k
        bonus = 1 if context.nine_rounds and n == 8 and context.forfeit_win_or_pab else 0
        if forfeit:
            bonus = 0  # 1.4.1c: 8 games played over the board
        if n + bonus < context.min_games:  # fewer games still for larger k
            out.extend([False] * (len(wins) + 1 - k))
            break
        average = (2 * (total - dropped) + n) // (2 * n)
        score = prefix_score - 10 * k
        percent = whole_percent(score, n)
        out.append(
            average >= req.average
            and percent >= MIN_SCORE_PERCENT
            and average + dp_for_percent(percent) >= req.performance
        )
    return out
