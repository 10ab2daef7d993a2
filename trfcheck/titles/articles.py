"""One norm measured article by article on one set of games (B.01 2024 1.4.1-1.4.8).

``measure(games, title, context)`` returns the articles with their numbers: the games counted
(1.4.1 with c), the federations (1.4.3 and 1.4.4, waived by an exemption of 1.4.3a-d), the
titled opponents (1.4.5), the one raised rating (1.4.6), Ra (1.4.7; at least the title's
minimum, 1.4.8a), Rp (1.4.8) and the 35 % score (1.4.8b). Each article is met (True), not met
(False) or not decided from the file (None, with the option that decides it in ``note``).
Minimum counts round up and maximum counts round down (docs/norms.md, 1.4.4). Points are
tenths; Ra is rounded to a whole number, .5 up (1.4.7b), p to a whole percent, .5 up (the
sentence under the table of 1.4.9; as ``rating.tables.percent_of``, in integers).

1.4.1d (each full point above the norm counts as one extra game) counts the games of a norm
achieved, towards the games of a title application (1.5.1): it is said in the note of a norm
whose games already reach the minimum, never added to reach it (docs/norms.md, "1.4.1d").
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass

from trfcheck.rating.tables import dp_for_percent

from .games import NormGame
from .regulations import (
    FID,
    MIN_SCORE_PERCENT,
    TITLE_HOLDER_TITLES,
    UNRATED_RATING,
    NormTitle,
)

__all__ = [
    "Article",
    "Context",
    "Performance",
    "measure",
    "meets",
    "performance",
    "points_above_norm",
    "titled_count",
    "whole_percent",
]


@dataclass(frozen=True, slots=True)
class Article:
    """One condition of a norm: the ``article`` cited, what it asks (``name``), whether it is
    met (None: not decided from the file), the ``value`` found and the ``required`` one.
    ``reading_decides``: another value of an open reading gives the norm another verdict
    (``note`` says which; the note is printed, never read)."""

    article: str
    name: str
    met: bool | None
    value: int | str
    required: int | str = ""
    note: str = ""
    reading_decides: bool = False

    def to_dict(self) -> dict[str, object]:
        """The JSON form (``note`` only when there is one)."""
        out: dict[str, object] = {
            "article": self.article,
            "name": self.name,
            "met": self.met,
            "value": self.value,
            "required": self.required,
        }
        if self.note:
            out["note"] = self.note
        return out


@dataclass(frozen=True, slots=True)
class Context:
    """What a norm needs besides the games: the applicant's federation, the number of games
    required (1.4.1a/b), whether 1.4.1c may apply (a 9-round event with a forfeit win or PAB
    of the player), the exemption of 1.4.3a-d (empty: none), and whether the event is a double
    round robin of at least 6 players (1.4.5: half the titled opponents, counted as players)."""

    federation: str
    min_games: int
    forfeit_win_or_pab: bool
    nine_rounds: bool
    exemption: str = ""
    double_round_robin: bool = False


@dataclass(frozen=True, slots=True)
class Performance:
    """Ra, p and Rp of a set of games (1.4.6-1.4.8): the ratings as counted (unrated 1400, the
    lowest raised to the floor), ``raised`` = (start rank, rating (0: unrated), floor) or None."""

    games: int
    score: int  # tenths
    ratings: tuple[int, ...]
    raised: tuple[int, int, int] | None
    average: int  # Ra
    percent: int  # p, whole percent
    dp: int
    performance: int  # Rp


def performance(games: Sequence[NormGame], title: NormTitle) -> Performance:
    """1.4.6-1.4.8: unrated opponents count 1400; the one lowest rating under the title's
    floor is raised to it; Ra rounded .5 up; p to a whole percent; Rp = Ra + dp(p)."""
    floor = title.requirement.floor
    ratings = [g.opponent_facts.rating or UNRATED_RATING for g in games]
    raised = None
    if ratings:
        low = min(range(len(ratings)), key=lambda i: ratings[i])
        if ratings[low] < floor:
            raised = (games[low].opponent, games[low].opponent_facts.rating, floor)
            ratings[low] = floor
    n = len(games)
    score = sum(g.points for g in games)
    if n == 0:
        return Performance(0, 0, (), None, 0, 0, 0, 0)
    average = (2 * sum(ratings) + n) // (2 * n)
    percent = whole_percent(score, n)
    dp = dp_for_percent(percent)
    return Performance(n, score, tuple(ratings), raised, average, percent, dp, average + dp)


def whole_percent(tenths: int, games: int) -> int:
    """The score ``tenths`` of ``games`` games in whole percent, .5 up: 10 x tenths / games
    rounded half up, in integers (``rating.tables.percent_of`` on a Fraction, faster)."""
    return (20 * tenths + games) // (2 * games)


def meets(games: Sequence[NormGame], title: NormTitle, context: Context) -> bool:
    """True if every article of ``measure`` is met (and decided): the same rules without the
    articles' text, for the search of subsets."""
    n = len(games)
    if n == 0:
        return False
    req = title.requirement
    perf = performance(games, title)
    if (
        perf.average < req.average
        or perf.performance < req.performance
        or perf.percent < MIN_SCORE_PERCENT
        or _counted(games, perf, title, context)[0] < context.min_games
    ):
        return False
    titles = [g.opponent_facts.title for g in games]
    if 2 * sum(t in TITLE_HOLDER_TITLES for t in titles) < n:
        return False
    counted, need = titled_count(games, title, context)
    if counted < need:
        return False
    return all(a.met is True for a in _federations(games, context))


def titled_count(games: Sequence[NormGame], title: NormTitle, context: Context) -> tuple[int, int]:
    """1.4.5b-e: the opponents holding the norm's title or a higher one, and the number
    required: one third of the opponents, at least 3 (counted by game); in a double round
    robin of at least 6 players, half that number, rounded up, counted as players."""
    n = len(games)
    need = max(3, -(-n // 3))
    holders = [g for g in games if g.opponent_facts.title in title.requirement.counted_titles]
    if context.double_round_robin:
        return len({g.opponent for g in holders}), -(-need // 2)
    return len(holders), need


def measure(
    games: Sequence[NormGame], title: NormTitle, context: Context
) -> tuple[Performance, tuple[Article, ...]]:
    """The articles 1.4.1-1.4.8 of ``title``'s norm on ``games``."""
    perf = performance(games, title)
    req = title.requirement
    articles = [
        _games(games, perf, title, context),
        *_federations(games, context),
        *_titles(games, title, context),
        _raised(perf, title),
        Article("1.4.8a", "Ra, average rating", perf.average >= req.average,
                perf.average, req.average),
        Article("1.4.8", "Rp = Ra + dp", perf.performance >= req.performance,
                perf.performance, req.performance,
                f"Ra {perf.average} + dp {perf.dp} (p {perf.percent} %)"),
        Article("1.4.8b", "score", perf.percent >= MIN_SCORE_PERCENT,
                f"{perf.percent} %", f"{MIN_SCORE_PERCENT} %"),
    ]  # fmt: skip
    return perf, tuple(articles)


def _games(
    games: Sequence[NormGame], perf: Performance, title: NormTitle, context: Context
) -> Article:
    """1.4.1: the games played, plus one for 1.4.1c (a 9-round event, 8 games and a forfeit
    win or PAB); 1.4.1d's extra games are said for a norm that has its games, not counted."""
    counted, notes = _counted(games, perf, title, context)
    if any(g.forfeit for g in games):
        notes.append("1.4.2c: the opponent's last-round forfeit counted as a game lost")
    met = counted >= context.min_games
    extra = points_above_norm(perf.average, perf.score, len(games), title) if games else 0
    if extra:
        notes.append(
            f"1.4.1d: {extra} full point(s) above the norm count as games of the norm towards "
            "a title application (1.5.1), not towards this minimum"
        )
    return Article("1.4.1", "games", met, counted, context.min_games, "; ".join(notes))


def _counted(
    games: Sequence[NormGame], perf: Performance, title: NormTitle, context: Context
) -> tuple[int, list[str]]:
    """1.4.1c: the games counted and the notes that say why (8 games played over the board,
    none of them a forfeit counted by 1.4.2c, and a forfeit win or PAB in a 9-round event)."""
    n = len(games)
    counted, notes = n, []
    played = sum(1 for g in games if not g.forfeit)
    if context.nine_rounds and played == n == 8 and context.forfeit_win_or_pab:
        counted += 1
        notes.append("1.4.1c: 8 games and a forfeit win or PAB in a 9-round event count as 9")
    return counted, notes


def points_above_norm(average: int, score: int, games: int, title: NormTitle) -> int:
    """1.4.1d: the full points of ``score`` (tenths, in ``games`` games) above the least score
    that reaches the title's Rp with Ra ``average``."""
    for halves in range(0, 2 * games + 1):
        dp = dp_for_percent(whole_percent(5 * halves, games))
        if average + dp >= title.requirement.performance:
            return max(0, (score // 5 - halves) // 2)
    return 0


def _federations(games: Sequence[NormGame], context: Context) -> list[Article]:
    """1.4.3: at least 2 federations other than the applicant's (FID is none); 1.4.4: at most
    3/5 of the opponents from the applicant's federation and 2/3 from any one; all waived by
    an exemption of 1.4.3a-d."""
    n = len(games)
    feds = [g.opponent_facts.federation.strip() for g in games]
    own = context.federation.strip()
    foreign = sorted({f for f in feds if f and f not in (own, FID)})
    counts = Counter(f for f in feds if f and f != FID)
    own_count = counts[own] if own and own != FID else 0
    top_fed, top = counts.most_common(1)[0] if counts else ("-", 0)
    missing = [g.opponent for g, f in zip(games, feds, strict=True) if not f]
    undecided_note = ""
    if not own or missing:
        who = "the applicant" if not own else "start rank(s) " + ", ".join(map(str, missing))
        undecided_note = f"federation not in the file for {who}; --fide-list gives it"
    waived = f"waived: {context.exemption}" if context.exemption else ""

    def verdict(ok: bool) -> bool | None:
        if waived:
            return True
        return None if undecided_note else ok

    note = waived or undecided_note
    listed = f"{', '.join(foreign) or 'none'}" + (f"; {note}" if note else "")
    return [
        Article("1.4.3", "foreign federations", verdict(len(foreign) >= 2), len(foreign),
                "at least 2", listed),
        Article("1.4.4", "own federation (3/5)", verdict(own_count <= 3 * n // 5),
                f"{own_count} of {n}", f"at most {3 * n // 5}", note),
        Article("1.4.4", "one federation (2/3)", verdict(top <= 2 * n // 3),
                f"{top} {top_fed}", f"at most {2 * n // 3}", note),
    ]  # fmt: skip


def _titles(games: Sequence[NormGame], title: NormTitle, context: Context) -> list[Article]:
    """1.4.5: at least 50 % title-holders (not CM, WCM; by game); at least 1/3, and at least
    3, of the norm's title or a higher one (``titled_count``: a double round robin of at least
    6 players needs half, as players)."""
    n = len(games)
    titles = [g.opponent_facts.title for g in games]
    holders = sum(t in TITLE_HOLDER_TITLES for t in titles)
    counted, need_counted = titled_count(games, title, context)
    need_holders = -(-n // 2)
    names = "/".join(sorted(title.requirement.counted_titles, key=["GM", "IM", "WGM", "WIM"].index))
    return [
        Article("1.4.5", "title-holders (50 %)", holders >= need_holders,
                holders, f"at least {need_holders}"),
        Article("1.4.5", f"{names} (1/3, min. 3)", counted >= need_counted, counted,
                f"at least {need_counted}",
                "double round robin: players, half the count" if context.double_round_robin
                else ""),
    ]  # fmt: skip


def _raised(perf: Performance, title: NormTitle) -> Article:
    """1.4.6: a rule of computation, always met: which one rating was raised to the floor."""
    floor = title.requirement.floor
    notes = []
    if perf.raised is None:
        value = "none"
    else:
        rank, before, after = perf.raised
        shown = str(before) if before else f"unrated ({UNRATED_RATING})"
        value = f"SR {rank}"
        notes.append(f"start rank {rank}: {shown} -> {after}")
    below = sum(r < floor for r in perf.ratings)
    if below:
        notes.append(f"{below} other opponent(s) below {floor} keep their rating")
    return Article("1.4.6", "rating raised to the floor", True, value, f"floor {floor}",
                   "; ".join(notes))  # fmt: skip
