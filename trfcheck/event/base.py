"""``Event``: one event read once from its file, and the questions every kind answers.

An ``Event`` holds what every command needs and decides nothing again: the tournament, the
document (every line, for the writer), the ``Ruleset`` (``ruleset.resolve``, called once:
the pairing system and editions, the team and round-robin choices, the rating rules of
B.02), the event's records (``trf.event_records``: header, schedule, time control, planned
rounds) and the reader's findings as found. A *kind* of event is a subclass, registered in
``kinds``; each answers the same questions its own way, and nothing outside the kinds asks
which kind an event is (python-chess: one ``Board``, a subclass per variant).
"""

from __future__ import annotations

import enum
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field, replace
from typing import TYPE_CHECKING, ClassVar, Self, TypeVar, cast

from trfcheck.ruleset import Choice, Ruleset
from trfcheck.trf.diagnostics import Diagnostic
from trfcheck.trf.document import Document
from trfcheck.trf.event_records import EventRecords
from trfcheck.trf.load import Loaded
from trfcheck.trf.model import Tournament

if TYPE_CHECKING:  # the standings and the norms are imported by the questions that ask them
    from collections.abc import Callable

    from trfcheck.pairers.base import Engine, Paired
    from trfcheck.pairers.core.state import PlayerState
    from trfcheck.standings.event import EventStandings
    from trfcheck.titles import NormOptions, NormReport

    from .replay import RoundCheck

__all__ = ["Event", "Ranked", "RoundsAudit", "RuleFamily"]

_T = TypeVar("_T")


class Ranked(enum.StrEnum):
    """What the standings of a kind of event rank (C.07; a team event's, C.07 art. 11-13)."""

    PLAYERS = "players"
    TEAMS = "teams"


class RuleFamily(enum.Enum):
    """A family of rules that governs the published rounds of a kind of event: the kind
    says which govern it (``Event.rule_families``), ``verify.rules`` holds the checks of
    each. The reader's cross-table findings are checked for every kind, as it reads them
    (``Event.arbiter_reading``)."""

    #: C.07 (202/212): the declared ranks against the standings
    RANKS = "ranks"
    #: C.04.2 art. 3.6: the board order of a published pairing list
    BOARD_ORDER = "board order"
    #: C.04.1-C.04.4: the rules of every round of a Swiss of individuals (rematches and
    #: forbidden pairs, colours, byes, floats, the pairing system's own rules, the initial
    #: order and colour)
    SWISS = "swiss"
    #: C.04.6: the team findings (TEAM001-TEAM009)
    TEAM = "team"
    #: C.04.5: the findings about the matches of two games (DSR001-DSR002)
    MATCHES = "matches"


@dataclass(frozen=True, slots=True)
class RoundsAudit:
    """What the audit of an event's rounds found (``Event.audit_rounds``): one
    ``RoundCheck`` a published round, the kind's own findings about them, what could not
    be checked, and the verdict's statement about the schedule."""

    rounds: tuple[RoundCheck, ...] = ()
    #: the kind's findings about its rounds (a round robin's RR001-RR007); empty for a replay
    diagnostics: tuple[Diagnostic, ...] = ()
    #: what was not checked and why (a system without an engine)
    scope: tuple[str, ...] = ()
    #: True when ``rounds`` are the rules' pairing computed again (the replay): the audit
    #: weighs a difference under the other open reading and reports it (RPL001/RPL002);
    #: False when ``diagnostics`` already say how the rounds depart
    repaired: bool = True
    #: the verdict's statement about the rounds ("" : the count of differing rounds)
    schedule: str = ""
    #: what the verdict adds about the rounds, a line each (a round robin's unplayed games
    #: and withdrawals)
    notes: tuple[str, ...] = ()


@dataclass(frozen=True, slots=True)
class Event:
    """One event read once from its file (module notes); build it with ``open_event``
    (a file) or ``kinds.make_event`` (a tournament and its ruleset), never directly.

    What a kind of event must answer (a subclass overrides these; the base answers them
    for an event of individuals whose 001 points are the sums of their results):

    - ``kind``: its name (``"swiss"``, ``"team"``, ...), for output and the registry;
    - ``claims(ruleset)``: whether the resolved ``Ruleset`` describes an event of this kind
      (the registry asks the kinds in their order, ``kinds.register_kind``);
    - ``points_are_sums``: whether a player's 001 points are the sum of the player's
      results (C.04.1 art. 3), so that a points column that differs is a finding (PTS001);
    - ``arbiter_reading(findings)``: the reader's findings as an arbiter reads this kind
      of event (what is no defect in it is dropped or merged);
    - ``ranks``: what its standings rank (``Ranked.PLAYERS``, ``Ranked.TEAMS``);
    - ``points_note``: what is said of the 001 points when they are not sums;
    - ``label`` and ``claimed_by``: its name and the ruleset's choice that made it of its
      kind (the rules applied list them);
    - ``norm_notes``: what it says about its title norms (B.01);
    - ``standings(tiebreaks=..., round_no=...)``: its standings (C.07), the table every
      command and the HTML report show;
    - ``engine()``: the engine that pairs its rounds (the base: the registry's engine of
      its rules, ``pairers.registry.engine_for``; a round robin: its Berger table);
    - ``audit_rounds(progress)``: the audit of its published rounds (``RoundsAudit``): the
      base replays them with its ``engine`` (``replay``, GHR 4.3), a round robin compares
      them with its Berger table (``berger``, C.05 Annex 1);
    - ``berger_numbers``: start rank -> Berger number of the numbering its rounds follow
      (C.05 Annex 1), the order of the cross-tables of ``show`` and the HTML report (the
      base: none, the start-rank order);
    - ``rule_families``: the families of rules its rounds are checked against
      (``RuleFamily``, ``verify.rules.check_event``; the base: those of a Swiss).

    Everything else (``findings``, ``rating_findings``, ``audited``, ``with_findings``,
    ``norms``, ``pair``, ``rounds_paired``, ``player_states``, ``board_order``) is built
    from those answers and is the same for every kind.
    """

    tournament: Tournament
    ruleset: Ruleset
    records: EventRecords
    document: Document | None = None
    #: the reader's findings as it found them (``trf.load``), before any reading of the kind
    read: tuple[Diagnostic, ...] = ()
    #: start rank -> 0-based line index of the player's 001 record
    player_lines: Mapping[int, int] = field(default_factory=dict)
    #: the findings of checks asked for beside the file's own (the pre-flight before an
    #: upload, ``verify.preflight``): the audit reports them (``audited``)
    asked: tuple[Diagnostic, ...] = ()
    #: the answers computed once per event (``once``): not compared, and not carried over
    #: by ``replace`` (an event with other inputs computes them again)
    _answers: dict[str, object] = field(default_factory=dict, init=False, compare=False, repr=False)

    kind: ClassVar[str] = "individual"
    points_are_sums: ClassVar[bool] = True
    ranks: ClassVar[Ranked] = Ranked.PLAYERS
    #: what the kind says about its title norms (B.01), among the norm report's notes
    norm_notes: ClassVar[tuple[str, ...]] = ()
    #: the kind's name in the rules applied (the HTML report's row, with ``claimed_by``)
    label: ClassVar[str] = "event of individuals"
    #: what ``show`` says of the 001 points when they are not sums (``points_are_sums``)
    points_note: ClassVar[str] = ""
    #: the rules its rounds are checked against, in the order they are reported
    rule_families: ClassVar[tuple[RuleFamily, ...]] = (
        RuleFamily.RANKS,
        RuleFamily.BOARD_ORDER,
        RuleFamily.SWISS,
    )

    @classmethod
    def claims(cls, ruleset: Ruleset) -> bool:
        """True if ``ruleset`` describes an event of this kind. The base claims none: a
        registered kind says which it claims, and ``SwissEvent`` is built when no kind
        does (``kinds.kind_for``)."""
        return False

    @property
    def claimed_by(self) -> Choice[bool] | None:
        """The choice of the ruleset that made the event of its kind, with its reason
        (None: the kind every event is unless another claims it)."""
        return None

    def arbiter_reading(self, findings: Iterable[Diagnostic]) -> list[Diagnostic]:
        """``findings`` of the reader as an arbiter reads this kind of event (the base:
        as they are)."""
        return list(findings)

    def standings(
        self, *, tiebreaks: str | None = None, round_no: int | None = None
    ) -> EventStandings:
        """The players' standings after ``round_no`` (default: the last round with
        results) by ``tiebreaks`` (default: the file's 212/202), C.07. Raises ValueError
        for a bad list or round, ``standings.report.UnsupportedTiebreak`` (a ValueError)
        for an item that cannot be computed, ``standings.report.NoResults`` (a ValueError)
        when no round has a game result."""
        from trfcheck.standings.report import compute_standings

        return compute_standings(
            self.tournament,
            self.ruleset,
            tiebreaks=tiebreaks,
            round_no=round_no,
            matches=self.match_columns,
        )

    def engine(self) -> Engine:
        """The engine of the ruleset's system and edition (``pairers.registry.engine_for``);
        raises ``pairers.base.UnsupportedRules`` for rules trfcheck cannot pair."""
        from trfcheck.pairers.registry import engine_for

        return engine_for(self.ruleset)

    def audit_rounds(self, progress: Callable[[int, int], None] | None = None) -> RoundsAudit:
        """The published rounds replayed with the event's ``engine`` (``progress(done,
        total)`` after each round): the rules' pairing of each round beside the published
        one. A system without an engine is in the scope (not checked)."""
        from trfcheck.pairers.base import UnsupportedRules

        from .replay import replay

        try:
            engine = self.engine()
        except UnsupportedRules as error:
            return RoundsAudit(scope=(error.not_checked,))
        return RoundsAudit(tuple(replay(self.tournament, engine, progress=progress)))

    def pair(self, round_no: int | None = None, *, ahead: bool = False) -> Paired:
        """The pairing of ``round_no`` (default: the next round) by the event's ``engine``
        (``pairers.next_round.pair_round``: its refusals, ``ahead`` to pair before the
        results are in or beyond the rounds declared)."""
        from trfcheck.pairers.next_round import pair_round

        return pair_round(self.tournament, self.ruleset, round_no, ahead=ahead, engine=self.engine)

    @property
    def berger_numbers(self) -> Mapping[int, int]:
        """Start rank -> Berger number (C.05 Annex 1) of the numbering the rounds follow;
        empty for an event not paired from a table (its order is the start ranks')."""
        return {}

    def once(self, key: str, compute: Callable[[], _T]) -> _T:
        """The answer ``compute`` gives, computed once per event and kept under ``key`` (an
        answer more than one question reads: a round robin's numbering, which its audit and
        its cross-tables both follow). The event is immutable, so the answer holds."""
        if key not in self._answers:
            self._answers[key] = compute()
        return cast("_T", self._answers[key])

    @property
    def match_columns(self) -> bool:
        """True when the file writes each match of two games as two columns, the
        Double-Swiss dialect of TRF (C.04.5; 192 ``FIDE_DOUBLESWISS``, ``trf.double_swiss``)
        in which the reader read it: the standings count each game a round and a bye once
        per match. The dialect the reader read, not the kind: a file of the dialect paired
        as another system is still written in it."""
        from trfcheck.trf.double_swiss import is_double_swiss

        return is_double_swiss(self.tournament)

    @property
    def path(self) -> str:
        """The file's path as the reader's findings name it ("" without a document)."""
        return self.document.path if self.document is not None else ""

    @property
    def loaded(self) -> Loaded:
        """The reader's result (tournament, findings as found, document, player lines):
        what the writer and the converters take."""
        return Loaded(self.tournament, self.read, self.document, self.player_lines)

    @property
    def rounds_paired(self) -> int:
        """The rounds of the file that have pairings (``pairers.core.state.rounds_paired``):
        a new round is the one after them."""
        from trfcheck.pairers.core.state import rounds_paired

        return rounds_paired(self.tournament)

    def player_states(self) -> dict[int, PlayerState]:
        """Every player's history after the last round played (scores, colours, floats as
        the pairing edition counts them; ``pairers.core.state.player_states``)."""
        from trfcheck.pairers.core.state import player_states

        t = self.tournament
        return player_states(t, t.rounds_played + 1, self.ruleset.edition.value)

    def board_order(
        self,
        pairs: Iterable[tuple[int, int]],
        round_no: int,
        states: Mapping[int, PlayerState],
    ) -> list[tuple[int, int]]:
        """The games of ``pairs`` (white, black) of round ``round_no`` in board order
        (C.04.2 art. 3.6: by the scores before the round in ``states``), then the PAB
        (player, 0)."""
        from trfcheck.pairers.base import Board
        from trfcheck.pairers.core.boards import board_order

        def score(pid: int) -> int:
            state = states.get(pid)
            return state.scores[round_no - 1] if state and len(state.scores) >= round_no else 0

        listed = list(pairs)
        games = [Board(w, b) for w, b in listed if b]
        byes = sorted(p for p in listed if not p[1])
        players = {p for b in games for p in (b.white, b.black)}
        ordered = board_order(games, {p: score(p) for p in players})
        return [(b.white, b.black) for b in ordered] + byes

    @property
    def findings(self) -> tuple[Diagnostic, ...]:
        """The reader's findings as an arbiter reads the event (``arbiter_reading``):
        what every command reports about the file."""
        return tuple(self.arbiter_reading(self.read))

    @property
    def rating_findings(self) -> tuple[Diagnostic, ...]:
        """The rating facts of the file (RAT001-RAT006, ``rating.facts``) under the
        ruleset's rating rules (B.02)."""
        from trfcheck.rating.facts import rating_facts

        return tuple(rating_facts(self.loaded, self.ruleset.rating, self.records))

    @property
    def audited(self) -> tuple[Diagnostic, ...]:
        """What the audit reads of the file: the reader's findings as found, the rating
        facts and the findings of the checks asked for (``asked``); ``verify.audit`` reads
        them as the kind does, ``arbiter_reading``."""
        return (*self.read, *self.rating_findings, *self.asked)

    def with_findings(self, findings: Iterable[Diagnostic]) -> Self:
        """The event with ``findings`` of a check asked for beside the file's own (the
        pre-flight before an upload) among those the audit reports (``asked``)."""
        return replace(self, asked=(*self.asked, *findings))

    def norms(self, options: NormOptions | None = None) -> NormReport:
        """The title norms of the event (B.01 2024, ``titles.examine_norms``) with the
        event's records and ``options`` (default: none of the facts the file cannot
        answer), under the ruleset's title and rating editions."""
        from trfcheck.titles import EventFacts, NormOptions, examine_norms

        chosen = options if options is not None else NormOptions()
        r = self.records
        facts = EventFacts(
            r.header,
            r.dates,
            r.control,
            chosen.chief_arbiter_ia,
            self.norm_notes,
            control_record=r.control_record or "222",
        )
        if r.women_marked_only:
            chosen = replace(chosen, women_marked_only=True)
        return examine_norms(
            self.tournament,
            self.ruleset,
            facts,
            chosen,
            rating_edition=self.ruleset.rating.edition.value,
        )
