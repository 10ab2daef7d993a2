"""Title norms of an event (B.01 2024): every player with at least 35 % and enough games,
every title (GM, IM, WGM, WIM) the player does not hold, met or not, article by article.

``examine_norms(tournament, ruleset, event, options)`` is the front door; ``NormReport`` holds
the edition applied and why, the event's conditions (1.1.x), the exemption of 1.4.4, and one
``Norm`` per player and title with its articles and the games it rests on (the best subset
where 1.4.1e/f allow one). What the file cannot say is ``met: None`` with the option that
decides it.
"""

from __future__ import annotations

import enum
from collections.abc import Mapping
from dataclasses import dataclass, replace

from trfcheck.rating.games import fide_rating
from trfcheck.ruleset import Choice as RuleChoice
from trfcheck.ruleset import RatingEdition, Ruleset, TitleEdition
from trfcheck.trf.event_records import planned_rounds
from trfcheck.trf.model import Player, Tournament

from .articles import Article, Context, Performance, performance, points_above_norm
from .event import BigSwiss, EventFacts, big_swiss, event_articles
from .games import OpponentFacts, PlayerGames, facts_of, player_games
from .regulations import HELD, MIN_GAMES, MIN_GAMES_TEAM, MIN_SCORE_PERCENT, NormTitle
from .search import best_games

__all__ = ["Exemption", "Norm", "NormOptions", "NormReport", "examine_norms"]


class Exemption(enum.StrEnum):
    """The events of B.01 1.4.4 that waive the federation conditions of 1.4.3."""

    NATIONAL_CHAMPIONSHIP = "national-championship"  # 1.4.4a, the final of a national ch.
    NATIONAL_TEAM = "national-team-championship"  # 1.4.4b
    ZONAL = "zonal"  # 1.4.4c, zonal and sub-zonal tournaments
    BIG_SWISS = "big-swiss"  # 1.4.4d, also computed from the file

    @property
    def text(self) -> str:
        """The exemption as the output names it."""
        return _EXEMPTION_TEXT[self]


_EXEMPTION_TEXT = {
    Exemption.NATIONAL_CHAMPIONSHIP: "national championship final (1.4.4a)",
    Exemption.NATIONAL_TEAM: "national team championship (1.4.4b)",
    Exemption.ZONAL: "zonal tournament (1.4.4c)",
    Exemption.BIG_SWISS: "Swiss with enough foreign titled players (1.4.4d)",
}


@dataclass(frozen=True, slots=True)
class NormOptions:
    """What the file cannot say: the exemption (``--exemption``), the chief arbiter's title
    (``--chief-arbiter-ia``), a team championship of 1.4.1b (7 games), and the players'
    facts from a rating list by start rank (``--fide-list``; the 001 records otherwise)."""

    exemption: Exemption | None = None
    chief_arbiter_ia: bool = False
    team_championship: bool = False
    facts: Mapping[int, OpponentFacts] | None = None


@dataclass(frozen=True, slots=True)
class Norm:
    """One player and title: met (None: not decided from the file), the articles, the games
    the verdict rests on (``rounds``) and how they were chosen (``basis``)."""

    start_rank: int
    name: str
    title: NormTitle
    met: bool | None
    articles: tuple[Article, ...]
    rounds: tuple[int, ...]
    basis: str
    performance: Performance
    bounded: bool = False

    @property
    def failing(self) -> tuple[Article, ...]:
        """The articles not met."""
        return tuple(a for a in self.articles if a.met is False)

    @property
    def undecided(self) -> tuple[Article, ...]:
        """The articles the file does not decide."""
        return tuple(a for a in self.articles if a.met is None)

    def to_dict(self) -> dict[str, object]:
        """The JSON form (schema: trfcheck/titles/norms.schema.json)."""
        p = self.performance
        return {
            "start_rank": self.start_rank,
            "name": self.name,
            "title": self.title.value,
            "met": self.met,
            "basis": self.basis,
            "rounds": list(self.rounds),
            "games": p.games,
            "score": p.score / 10,
            "ra": p.average,
            "p": p.percent,
            "dp": p.dp,
            "rp": p.performance,
            "search_bounded": self.bounded,
            "articles": [a.to_dict() for a in self.articles],
        }


@dataclass(frozen=True, slots=True)
class NormReport:
    """The norms of an event: the edition and why, the rounds read, the event's conditions,
    the 1.4.4 exemption, the big Swiss count, one ``Norm`` per player and title examined, and
    notes the output must state."""

    edition: RuleChoice[TitleEdition]
    rounds: int
    event: tuple[Article, ...]
    exemption: Article
    big_swiss: BigSwiss
    norms: tuple[Norm, ...]
    notes: tuple[str, ...]

    def to_dict(self) -> dict[str, object]:
        """The JSON form (schema: trfcheck/titles/norms.schema.json)."""
        return {
            "edition": self.edition.to_dict(),
            "rounds": self.rounds,
            "event": [a.to_dict() for a in (*self.event, self.exemption)],
            "notes": list(self.notes),
            "norms": [n.to_dict() for n in self.norms],
        }


def examine_norms(
    tournament: Tournament,
    ruleset: Ruleset,
    event: EventFacts,
    options: NormOptions,
    *,
    rating_edition: RatingEdition | None = None,
) -> NormReport:
    """The norms of ``tournament`` under ``ruleset`` (its title edition and round-robin
    choice), with the event's records ``event`` and ``options``. ``rating_edition`` (the
    resolver's ``resolve_rating``) says whether a 001 rating of 1-1399 is a FIDE rating: from
    1 Mar 2024 it is not (B.02 7.2.1), and such an opponent counts as unrated (1.4.6)."""
    rounds = tournament.rounds_played
    facts = {p.start_rank: facts_of(p) for p in tournament.players}
    not_ratings = []
    if rating_edition is not None:
        for rank, f in facts.items():
            if f.rating and fide_rating(f.rating, rating_edition) is None:
                facts[rank] = replace(f, rating=0)
                not_ratings.append(rank)
    facts.update(options.facts or {})
    round_robin = ruleset.round_robin.value
    swiss = big_swiss(tournament, facts, event.header.federation, rounds, round_robin)
    exemption = _exemption(options.exemption, swiss)
    conditions = event_articles(tournament, event, rounds)
    total = planned_rounds(tournament, rounds)
    min_games = MIN_GAMES_TEAM if options.team_championship else MIN_GAMES
    norms = []
    for player in tournament.players:
        games = player_games(tournament, player, facts, round_robin=round_robin, rounds=rounds)
        if not _examined(games, min_games):
            continue
        context = Context(
            facts[player.start_rank].federation,
            min_games,
            bool(games.forfeit_win_or_pab),
            total == 9,
            str(exemption.value) if exemption.value != _NO_EXEMPTION else "",
        )
        for title in _titles_for(player, facts[player.start_rank]):
            norms.append(_norm(player, games, title, context, conditions, round_robin))
    return NormReport(
        edition=ruleset.title_edition,
        rounds=rounds,
        event=conditions,
        exemption=exemption,
        big_swiss=swiss,
        norms=tuple(norms),
        notes=tuple(_notes(tournament, ruleset, event, options, rounds, not_ratings)),
    )


def _examined(games: PlayerGames, min_games: int) -> bool:
    """At least 35 % in the games played, and games enough: played games, a forfeit win or
    PAB (1.4.1c), a last-round forfeit (1.4.2c) and the full points above the lowest norm,
    WIM's (1.4.1d: the most extra games any title allows), reach the number required."""
    perf = performance(games.games, NormTitle.WIM)
    if perf.games == 0 or perf.percent < MIN_SCORE_PERCENT:
        return False
    extra = (1 if games.forfeit_win_or_pab else 0) + (1 if games.last_round_forfeit else 0)
    if perf.games + extra >= min_games:
        return True
    above = points_above_norm(perf.average, perf.score, perf.games, NormTitle.WIM)
    return perf.games + extra + above >= min_games


def _titles_for(player: Player, facts: OpponentFacts) -> list[NormTitle]:
    """The titles examined: those the player does not hold (or a higher one, ``HELD``); WGM
    and WIM for women and for players whose sex the file does not give."""
    held = HELD.get(facts.title, frozenset())
    men = facts.sex == "m"
    return [t for t in NormTitle if t not in held and not (men and t.for_women_only)]


def _norm(
    player: Player,
    games: PlayerGames,
    title: NormTitle,
    context: Context,
    conditions: tuple[Article, ...],
    round_robin: bool,
) -> Norm:
    choice = best_games(games, title, context, round_robin=round_robin)
    first, *rest = choice.articles
    articles = (first, _excluded(games), *rest, *conditions)
    verdicts = [a.met for a in articles]
    met = False if False in verdicts else (None if None in verdicts else True)
    return Norm(
        player.start_rank,
        player.name,
        title,
        met,
        articles,
        tuple(g.round_no for g in choice.games),
        choice.basis,
        choice.performance,
        choice.bounded,
    )


def _excluded(games: PlayerGames) -> Article:
    """1.4.2: the rounds that give no game for the norm, and why (a rule of counting: met)."""
    note = "; ".join(f"round {e.round_no}: {e.reason}" for e in games.exclusions)
    return Article("1.4.2", "rounds without a game", True, len(games.exclusions), "", note)


_NO_EXEMPTION = "none"


def _exemption(given: Exemption | None, swiss: BigSwiss) -> Article:
    """1.4.4: the exemption given, else the big Swiss when the file shows one (1.4.4d). Not a
    condition of a norm (always met): its value says which exemption waives 1.4.3, if any."""
    name = "exemption from 1.4.3"
    if given is not None:
        note = f"--exemption {given.value}"
        if given is Exemption.BIG_SWISS and swiss.met is False:
            note += f"; the file shows {swiss.value} (20, 3, 10 needed)"
        return Article("1.4.4", name, True, given.text, "", note)
    if swiss.met:
        return Article("1.4.4", name, True, Exemption.BIG_SWISS.text, "", swiss.value)
    note = swiss.note or f"not a big Swiss: {swiss.value} (20, 3, 10 needed)"
    note += "; 1.4.3 applies; a-c (national championship, national team championship, zonal): "
    note += "--exemption"
    return Article("1.4.4", name, True, _NO_EXEMPTION, "", note)


def _notes(
    t: Tournament,
    ruleset: Ruleset,
    event: EventFacts,
    options: NormOptions,
    rounds: int,
    not_ratings: list[int],
) -> list[str]:
    notes = []
    if not_ratings:
        ranks = ", ".join(map(str, not_ratings[:10])) + (" ..." if len(not_ratings) > 10 else "")
        notes.append(
            f"start rank(s) {ranks}: a 001 rating of 1-1399 is not a FIDE rating from 1 Mar "
            "2024 (B.02 7.2.1): counted as unrated (1400, 1.4.6)"
        )
    if ruleset.title_edition.note:
        notes.append(ruleset.title_edition.note)
    if t.total_rounds and t.total_rounds > rounds:
        notes.append(f"the file has {rounds} of {t.total_rounds} rounds: norms so far")
    if options.facts is None:
        notes.append(
            "ratings, titles and federations are the file's 001 records (the list in force "
            "at the start, 1.4.6, is not checked: --fide-list)"
        )
    else:
        notes.append(
            f"ratings, titles, federations and sex from the rating list for "
            f"{len(options.facts)} of {len(t.players)} players (found by FIDE id); the "
            "others' from the file's 001 records"
        )
    notes.extend(event.notes)  # the kind's (``Event.norm_notes``)
    if rounds > 13:
        notes.append("a norm of more than 13 rounds counts as 13 games towards a title (1.7)")
    notes.append(
        "federation codes are taken as FIDE member federations (1.4.2a is not checked); "
        "the once-per-application limits of 1.4.1c are for the application, not the event"
    )
    return notes
