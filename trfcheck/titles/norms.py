"""Title norms of an event (B.01 2024): every player with at least 35 % and enough games,
every title (GM, IM, WGM, WIM) the player does not hold, met or not, article by article.

``examine_norms(tournament, ruleset, event, options)`` is the front door; ``NormReport`` holds
the edition applied and why, the event's conditions (1.1.x), the exemption of 1.4.3a-d, and one
``Norm`` per player and title with its articles and the games it rests on (the best subset
where 1.4.1e/f allow one). What the file cannot say is ``met: None`` with the option that
decides it.
"""

from __future__ import annotations

import enum
from collections.abc import Mapping
from dataclasses import dataclass, replace

from trfcheck.rating.games import fide_rating
from trfcheck.readings import Reading, reading_named
from trfcheck.ruleset import Choice as RuleChoice
from trfcheck.ruleset import RatingEdition, Ruleset, TitleEdition
from trfcheck.trf.event_records import planned_rounds
from trfcheck.trf.model import Player, Tournament

from .articles import Article, Context, Performance, measure, performance, points_above_norm
from .event import BigSwiss, EventFacts, big_swiss, event_articles
from .games import (
    NormGame,
    OpponentFacts,
    PlayerGames,
    facts_of,
    player_games,
    scoreless_unrated,
)
from .regulations import HELD, MIN_GAMES, MIN_GAMES_TEAM, MIN_SCORE_PERCENT, NormTitle
from .search import Choice, best_games

__all__ = ["ROUND_ROBIN_READING", "Exemption", "Norm", "NormOptions", "NormReport", "examine_norms"]

#: The reading of 1.4.1f in a round robin (``trfcheck.readings``): which conditions the
#: complete event must meet before a won game may be left out.
ROUND_ROBIN_READING: Reading = reading_named("norm-round-robin")


class Exemption(enum.StrEnum):
    """The events of B.01 1.4.3a-d that waive the federation conditions of 1.4.3 and 1.4.4."""

    NATIONAL_CHAMPIONSHIP = "national-championship"  # 1.4.3a, the final of a national ch.
    NATIONAL_TEAM = "national-team-championship"  # 1.4.3b
    ZONAL = "zonal"  # 1.4.3c, zonal and sub-zonal tournaments
    BIG_SWISS = "big-swiss"  # 1.4.3d, also computed from the file

    @property
    def text(self) -> str:
        """The exemption as the output names it."""
        return _EXEMPTION_TEXT[self]


_EXEMPTION_TEXT = {
    Exemption.NATIONAL_CHAMPIONSHIP: "national championship final (1.4.3a)",
    Exemption.NATIONAL_TEAM: "national team championship (1.4.3b)",
    Exemption.ZONAL: "zonal tournament (1.4.3c)",
    Exemption.BIG_SWISS: "Swiss with enough foreign titled players (1.4.3d)",
}


@dataclass(frozen=True, slots=True)
class NormOptions:
    """What the file cannot say: the exemption (``--exemption``), the chief arbiter's title
    (``--chief-arbiter-ia``), a team championship of 1.4.1b (7 games), the players' facts
    from a rating list by start rank (``--fide-list``; the 001 records otherwise), the value
    of the reading ``norm-round-robin`` (1.4.1f, ``--reading``), and whether the file marks
    women only (a Swiss-Manager file: a player not marked is not a woman)."""

    exemption: Exemption | None = None
    chief_arbiter_ia: bool = False
    team_championship: bool = False
    facts: Mapping[int, OpponentFacts] | None = None
    round_robin_reading: str = ROUND_ROBIN_READING.default
    women_marked_only: bool = False


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
    def depends_on_reading(self) -> bool:
        """True when another value of an open reading (``norm-round-robin``) gives another
        verdict (the note of the article 1.4.1f says so)."""
        return any(a.article == "1.4.1f" and _DEPENDS in a.note for a in self.articles)

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
    the 1.4.3a-d exemption, the big Swiss count, one ``Norm`` per player and title examined, and
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
    total = max(planned_rounds(tournament, rounds), rounds)
    min_games = MIN_GAMES_TEAM if options.team_championship else MIN_GAMES
    robin = _Robin.of(tournament, facts, total) if round_robin else None
    norms = []
    for player in tournament.players:
        games = player_games(
            tournament, player, facts, round_robin=round_robin, rounds=rounds, last_round=total
        )
        if not _examined(games, min_games, nine_rounds=total == 9):
            continue
        context = Context(
            facts[player.start_rank].federation,
            min_games,
            bool(games.forfeit_win_or_pab),
            total == 9,
            str(exemption.value) if exemption.value != _NO_EXEMPTION else "",
            double_round_robin=robin is not None and robin.double,
        )
        for title in _titles_for(player, facts[player.start_rank], options):
            if robin is None:
                choice = best_games(games, title, context, round_robin=False)
                articles = (choice.articles[0], _excluded(games), *choice.articles[1:])
            else:
                choice, extra = robin.norm(player.start_rank, games, title, context, options)
                articles = (choice.articles[0], _excluded(games), *extra, *choice.articles[1:])
                if rounds < total:
                    articles += (_all_rounds(rounds, total),)
            norms.append(_norm(player, title, choice, (*articles, *conditions)))
    notes = _notes(tournament, ruleset, event, options, rounds, not_ratings)
    depending = [f"{n.start_rank} {n.title.value}" for n in norms if n.depends_on_reading]
    if depending:
        notes.append(
            f"the verdict of {', '.join(depending)} (start rank, title) depends on the reading "
            f"{ROUND_ROBIN_READING.name} (1.4.1f; the article says what the other value gives; "
            "docs/norms.md, 'Open readings')"
        )
    return NormReport(
        edition=ruleset.title_edition,
        rounds=rounds,
        event=conditions,
        exemption=exemption,
        big_swiss=swiss,
        norms=tuple(norms),
        notes=tuple(notes),
    )


def _examined(games: PlayerGames, min_games: int, *, nine_rounds: bool) -> bool:
    """At least 35 % in the games played, and games near enough: the games played, one more
    for a forfeit win or PAB in a 9-round event (1.4.1c) or for the opponent's last-round
    forfeit (1.4.2c), and the full points above the lowest norm, WIM's, reach the number
    required. 1.4.1d adds no game to the minimum (``articles``): such a player is examined so
    that the output says why the result is no norm."""
    perf = performance(games.games, NormTitle.WIM)
    if perf.games == 0 or perf.percent < MIN_SCORE_PERCENT:
        return False
    bonus = nine_rounds and perf.games == 8 and bool(games.forfeit_win_or_pab)
    extra = 1 if bonus or games.last_round_forfeit is not None else 0
    above = points_above_norm(perf.average, perf.score, perf.games, NormTitle.WIM)
    return perf.games + extra + above >= min_games


def _titles_for(player: Player, facts: OpponentFacts, options: NormOptions) -> list[NormTitle]:
    """The titles examined: those the player does not hold (or a higher one, ``HELD``); WGM
    and WIM for women and for players whose sex the file does not give (in a file that marks
    women only, a player not marked is not a woman)."""
    held = HELD.get(facts.title, frozenset())
    men = facts.sex == "m" or (options.women_marked_only and facts.sex != "w")
    return [t for t in NormTitle if t not in held and not (men and t.for_women_only)]


def _all_rounds(rounds: int, total: int) -> Article:
    """1.4.1e: under pre-determined pairings the norm rests on every scheduled round."""
    note = "a round robin's norm rests on all its scheduled rounds: decided once they are played"
    return Article("1.4.1e", "all scheduled rounds", None, rounds, total, note)


@dataclass(frozen=True, slots=True)
class _Robin:
    """A round robin: the facts and field of the complete event, for 1.4.1f (may a won game
    be left out?) and 1.4.5 (a double round robin of at least 6 players)."""

    tournament: Tournament
    facts: Mapping[int, OpponentFacts]
    cycles: int
    scoreless: frozenset[int]

    @classmethod
    def of(cls, t: Tournament, facts: Mapping[int, OpponentFacts], total: int) -> _Robin:
        n = len(t.players)
        per_cycle = max(1, n - 1 if n % 2 == 0 else n)
        cycles = max(1, (total + per_cycle // 2) // per_cycle)
        return cls(t, facts, cycles, scoreless_unrated(t, facts))

    @property
    def double(self) -> bool:
        """A double round robin of at least 6 players (1.4.5)."""
        return self.cycles == 2 and len(self.tournament.players) >= 6

    def complete(self, start_rank: int) -> tuple[NormGame, ...]:
        """The games of the complete event: every other player once a cycle, less those
        excluded by 1.4.2b (the points are not used)."""
        return tuple(
            NormGame(0, p.start_rank, 0, self.facts[p.start_rank])
            for _ in range(self.cycles)
            for p in self.tournament.players
            if p.start_rank != start_rank and p.start_rank not in self.scoreless
        )

    def possible(
        self, start_rank: int, title: NormTitle, context: Context, reading: str
    ) -> bool | None:
        """1.4.1f: whether the complete event makes ``title``'s norm possible: its opponents
        meet 1.4.2-1.4.5 (the mix of 0.5), and, under the reading ``norm-possible``, also the
        games of 1.4.1 and the title's minimum Ra (1.4.8a). None: not decided (a federation
        the file does not give)."""
        games = self.complete(start_rank)
        _, articles = measure(games, title, context)
        keep: tuple[str, ...] = ("1.4.3", "1.4.4", "1.4.5")
        if reading != "mix":
            keep += ("1.4.1", "1.4.8a")
        verdicts = [a.met for a in articles if a.article in keep]
        return False if False in verdicts else (None if None in verdicts else True)

    def norm(
        self,
        start_rank: int,
        games: PlayerGames,
        title: NormTitle,
        context: Context,
        options: NormOptions,
    ) -> tuple[Choice, tuple[Article, ...]]:
        """The norm of a round robin's player: the whole event, or won games left out only
        when the complete event makes the norm possible (1.4.1f); the article says so, and
        when the verdict depends on the reading ``norm-round-robin``."""
        value = options.round_robin_reading
        possible = self.possible(start_rank, title, context, value)
        choice = best_games(games, title, context, round_robin=True,
                            may_leave_out=possible is not False)  # fmt: skip
        whole = best_games(games, title, context, round_robin=True, may_leave_out=False)
        if whole.met is not False:
            return choice, ()
        notes = [f"--reading {ROUND_ROBIN_READING.name}={value}"]
        for other in ROUND_ROBIN_READING.others(value):
            other_possible = self.possible(start_rank, title, context, other.name)
            alt = best_games(games, title, context, round_robin=True,
                             may_leave_out=other_possible is not False)  # fmt: skip
            if alt.met != choice.met:
                verdict = {True: "met", False: "not met", None: "not decided"}[alt.met]
                notes.append(
                    f"the verdict depends on this reading: under {other.name} the norm is {verdict}"
                )
        shown = {True: "yes", False: "no", None: "not decided"}[possible]
        article = Article("1.4.1f", "complete round robin makes a norm possible", True, shown,
                          "", "; ".join(notes))  # fmt: skip
        return choice, (article,)


def _norm(player: Player, title: NormTitle, choice: Choice, articles: tuple[Article, ...]) -> Norm:
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
#: The words of a 1.4.1f note whose verdict another value of the reading would change.
_DEPENDS = "the verdict depends on this reading"


def _exemption(given: Exemption | None, swiss: BigSwiss) -> Article:
    """1.4.3a-d: the exemption given, else the big Swiss when the file shows one (1.4.3d). Not
    a condition of a norm (always met): its value says which exemption waives 1.4.3 and 1.4.4,
    if any."""
    name = "exemption from 1.4.3-1.4.4"
    if given is not None:
        note = f"--exemption {given.value}"
        if given is Exemption.BIG_SWISS and swiss.met is False:
            note += f"; the file shows {swiss.value} (20, 3, 10 needed)"
        return Article("1.4.3a-d", name, True, given.text, "", note)
    if swiss.met:
        return Article("1.4.3a-d", name, True, Exemption.BIG_SWISS.text, "", swiss.value)
    note = swiss.note or f"not a big Swiss: {swiss.value} (20, 3, 10 needed)"
    note += "; 1.4.3 and 1.4.4 apply; a-c (national championship, national team championship, "
    note += "zonal): "
    note += "--exemption"
    return Article("1.4.3a-d", name, True, _NO_EXEMPTION, "", note)


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
    if options.women_marked_only:
        notes.append(
            "the file marks women only (a Swiss-Manager file): a player not marked is not "
            "examined for WGM and WIM"
        )
    if ruleset.round_robin.value:
        notes.append(
            f"round robin: 1.4.1f read as --reading {ROUND_ROBIN_READING.name}="
            f"{options.round_robin_reading} (docs/norms.md, 'Open readings')"
        )
    if rounds > 13:
        notes.append("a norm of more than 13 rounds counts as 13 games towards a title (1.7)")
    notes.append(
        "federation codes are taken as FIDE member federations (1.4.2a is not checked); "
        "the once-per-application limits of 1.4.1c are for the application, not the event"
    )
    return notes
