"""The tournament as data: immutable records decoded from a TRF document.

This module imports nothing from the project or from lark, typer or tabulate.
Points are integers in tenths of a point (``15`` is 1.5 points): floats never
decide anything in trfcheck. Derived facts (scores, colour history, floats,
byes by kind) are not stored here; ``trfcheck.pairers.core.state`` computes
them from these records.
"""

from __future__ import annotations

import enum
from collections.abc import Mapping
from dataclasses import dataclass, field, replace
from datetime import date

__all__ = [
    "AbsenceRecord",
    "Colour",
    "ForbiddenPairs",
    "ForfeitedMatch",
    "LineUp",
    "MatchForfeit",
    "Player",
    "PointCategory",
    "ResultCode",
    "RoundEntry",
    "Scoring",
    "Team",
    "TeamPab",
    "TeamScoring",
    "TiebreakChange",
    "Tournament",
]


class Colour(enum.StrEnum):
    """Colour of a round block (TRF col b+5): white, black, or none (``-``)."""

    WHITE = "w"
    BLACK = "b"
    NONE = "-"

    @property
    def opposite(self) -> Colour:
        """White for black and black for white; none stays none."""
        if self is Colour.WHITE:
            return Colour.BLACK
        if self is Colour.BLACK:
            return Colour.WHITE
        return Colour.NONE


class PointCategory(enum.StrEnum):
    """What a result is worth under the scoring system (TRF-2026 record 162 codes).

    ``WIN`` covers over-the-board wins, forfeit wins and full-point byes; ``DRAW``
    draws and half-point byes; ``LOSS`` games lost over the board; ``ABSENT``
    zero-point byes and forfeit losses; ``PAB`` the pairing-allocated bye.
    """

    WIN = "W"
    DRAW = "D"
    LOSS = "L"
    ABSENT = "A"
    PAB = "P"


class ResultCode(enum.StrEnum):
    """TRF result codes (col b+7), canonical characters as the values."""

    WIN = "1"
    DRAW = "="
    LOSS = "0"
    WIN_UNRATED = "W"  # win, less than one move played
    DRAW_UNRATED = "D"
    LOSS_UNRATED = "L"
    FORFEIT_WIN = "+"
    FORFEIT_LOSS = "-"
    HALF_BYE = "H"  # half-point bye, requested
    FULL_BYE = "F"  # full-point bye, requested
    PAB = "U"  # pairing-allocated bye
    ZERO_BYE = "Z"  # zero-point bye or absence

    @property
    def played(self) -> bool:
        """True for a game played over the board (GHR 3.4, 3.5): counts for colours and C1."""
        return self in _PLAYED

    @property
    def needs_opponent(self) -> bool:
        """True for codes that come from a pairing with an opponent (games and forfeits)."""
        return self in _PLAYED or self in (ResultCode.FORFEIT_WIN, ResultCode.FORFEIT_LOSS)

    @property
    def is_bye(self) -> bool:
        """True for H, F, U and Z: no opponent, no colour."""
        return self in _BYES

    @property
    def paired(self) -> bool:
        """True if the player took part in the pairing of that round (games, forfeits, PAB)."""
        return self.needs_opponent or self is ResultCode.PAB

    @property
    def category(self) -> PointCategory:
        """The scoring category of this result (its TRF-26 record 162 code)."""
        return _CATEGORY[self]


_PLAYED = frozenset(
    {
        ResultCode.WIN,
        ResultCode.DRAW,
        ResultCode.LOSS,
        ResultCode.WIN_UNRATED,
        ResultCode.DRAW_UNRATED,
        ResultCode.LOSS_UNRATED,
    }
)
_BYES = frozenset({ResultCode.HALF_BYE, ResultCode.FULL_BYE, ResultCode.PAB, ResultCode.ZERO_BYE})
_CATEGORY = {
    ResultCode.WIN: PointCategory.WIN,
    ResultCode.DRAW: PointCategory.DRAW,
    ResultCode.LOSS: PointCategory.LOSS,
    ResultCode.WIN_UNRATED: PointCategory.WIN,
    ResultCode.DRAW_UNRATED: PointCategory.DRAW,
    ResultCode.LOSS_UNRATED: PointCategory.LOSS,
    ResultCode.FORFEIT_WIN: PointCategory.WIN,
    ResultCode.FORFEIT_LOSS: PointCategory.ABSENT,
    ResultCode.HALF_BYE: PointCategory.DRAW,
    ResultCode.FULL_BYE: PointCategory.WIN,
    ResultCode.PAB: PointCategory.PAB,
    ResultCode.ZERO_BYE: PointCategory.ABSENT,
}


@dataclass(frozen=True, slots=True)
class Scoring:
    """Points in tenths for each kind of result (C.04.1 art. 3; TRF XXS, 162, BB* lines).

    The defaults are FIDE's 1 / ½ / 0 with a PAB worth a win. Fields follow the
    JaVaFo XXS codes, which are the finest split any TRF dialect writes.
    """

    win_white: int = 10  # WW
    win_black: int = 10  # BW
    draw_white: int = 5  # WD
    draw_black: int = 5  # BD
    loss_white: int = 0  # WL
    loss_black: int = 0  # BL
    forfeit_win: int = 10  # FW
    forfeit_loss: int = 0  # FL
    full_bye: int = 10  # FPB
    half_bye: int = 5  # HPB
    zero_bye: int = 0  # ZPB
    pab: int = 10  # PAB

    @classmethod
    def per_game(cls, win: int, draw: int) -> Scoring:
        """A scoring system by its win and draw values in tenths (3-1-0: ``per_game(30, 10)``):
        a loss scores 0; forfeit wins, full-point byes and the PAB score a win; a half-point
        bye scores a draw."""
        return cls(
            win_white=win,
            win_black=win,
            draw_white=draw,
            draw_black=draw,
            forfeit_win=win,
            full_bye=win,
            half_bye=draw,
            pab=win,
        )

    @property
    def win(self) -> int:
        """Points for a win (the larger of the white and black values)."""
        return max(self.win_white, self.win_black)

    @property
    def draw(self) -> int:
        """Points for a draw (the larger of the white and black values)."""
        return max(self.draw_white, self.draw_black)

    @property
    def loss(self) -> int:
        """Points for a loss over the board (the larger of the white and black values)."""
        return max(self.loss_white, self.loss_black)

    def points(self, result: ResultCode, colour: Colour = Colour.NONE) -> int:
        """Points in tenths that ``result`` scores with ``colour``."""
        black = colour is Colour.BLACK
        match result:
            case ResultCode.WIN | ResultCode.WIN_UNRATED:
                return self.win_black if black else self.win_white
            case ResultCode.DRAW | ResultCode.DRAW_UNRATED:
                return self.draw_black if black else self.draw_white
            case ResultCode.LOSS | ResultCode.LOSS_UNRATED:
                return self.loss_black if black else self.loss_white
            case ResultCode.FORFEIT_WIN:
                return self.forfeit_win
            case ResultCode.FORFEIT_LOSS:
                return self.forfeit_loss
            case ResultCode.FULL_BYE:
                return self.full_bye
            case ResultCode.HALF_BYE:
                return self.half_bye
            case ResultCode.ZERO_BYE:
                return self.zero_bye
            case ResultCode.PAB:
                return self.pab


@dataclass(frozen=True, slots=True, init=False)
class RoundEntry:
    """One round block of a 001 line.

    ``opponent`` is the opponent's start rank, or None for a bye or an empty
    block. ``result`` is None when the pairing is published and the result is
    not yet known, and for an all-blank block (the player was not paired).

    ``__init__``, ``__eq__`` and ``__hash__`` are the ones ``dataclass`` would write,
    written out: the compiled build (setup.py) compiles them, and blocks are made and
    compared for every player and round (``Player`` says why).
    """

    opponent: int | None
    colour: Colour
    result: ResultCode | None

    def __init__(self, opponent: int | None, colour: Colour, result: ResultCode | None) -> None:
        object.__setattr__(self, "opponent", opponent)
        object.__setattr__(self, "colour", colour)
        object.__setattr__(self, "result", result)

    def __eq__(self, other: object) -> bool:
        if other.__class__ is not self.__class__:
            return NotImplemented
        assert isinstance(other, RoundEntry)
        return (
            self.opponent == other.opponent
            and self.colour == other.colour
            and self.result == other.result
        )

    def __hash__(self) -> int:
        return hash((self.opponent, self.colour, self.result))

    @property
    def is_empty(self) -> bool:
        """True for an all-blank block: not paired, scored as a zero-point bye."""
        return self.opponent is None and self.result is None and self.colour is Colour.NONE


EMPTY_ENTRY = RoundEntry(None, Colour.NONE, None)


@dataclass(frozen=True, slots=True, init=False)
class Player:
    """A 001 record, decoded. ``points`` is the declared points column, in tenths.

    The ``__init__`` is the one ``dataclass`` would write for these fields and defaults,
    written out: mypyc compiles a written one (each ``object.__setattr__`` becomes a store
    into the slot), where the generated one stays interpreted; the generator and the replay
    copy every player once a round (docs/compiled.md, "The boundary", item 1, gives the
    figures).
    """

    start_rank: int
    name: str = ""
    sex: str = ""
    title: str = ""
    rating: int = 0  # 0 = unrated
    federation: str = ""
    fide_id: str = ""
    birth_date: str = ""
    points: int | None = None
    rank: int | None = None
    rounds: tuple[RoundEntry, ...] = ()

    def __init__(
        self,
        start_rank: int,
        name: str = "",
        sex: str = "",
        title: str = "",
        rating: int = 0,
        federation: str = "",
        fide_id: str = "",
        birth_date: str = "",
        points: int | None = None,
        rank: int | None = None,
        rounds: tuple[RoundEntry, ...] = (),
    ) -> None:
        object.__setattr__(self, "start_rank", start_rank)
        object.__setattr__(self, "name", name)
        object.__setattr__(self, "sex", sex)
        object.__setattr__(self, "title", title)
        object.__setattr__(self, "rating", rating)
        object.__setattr__(self, "federation", federation)
        object.__setattr__(self, "fide_id", fide_id)
        object.__setattr__(self, "birth_date", birth_date)
        object.__setattr__(self, "points", points)
        object.__setattr__(self, "rank", rank)
        object.__setattr__(self, "rounds", rounds)

    def entry(self, round_no: int) -> RoundEntry:
        """The block of round ``round_no`` (1-based); an empty block past the end of the line."""
        if 1 <= round_no <= len(self.rounds):
            return self.rounds[round_no - 1]
        return EMPTY_ENTRY

    def with_entry(self, round_no: int, entry: RoundEntry) -> Player:
        """A copy with the block of ``round_no`` replaced (padding with empty blocks)."""
        rounds = list(self.rounds)
        while len(rounds) < round_no:
            rounds.append(EMPTY_ENTRY)
        rounds[round_no - 1] = entry
        return self.with_rounds(tuple(rounds))

    def with_points(self, points: int | None) -> Player:
        """A copy with ``points`` (tenths) in the points column."""
        return self._copy(points, self.rank, self.rounds)

    def with_rank(self, rank: int | None) -> Player:
        """A copy with ``rank`` in the rank column."""
        return self._copy(self.points, rank, self.rounds)

    def with_rounds(self, rounds: tuple[RoundEntry, ...]) -> Player:
        """A copy with ``rounds`` as its blocks."""
        return self._copy(self.points, self.rank, rounds)

    def _copy(self, points: int | None, rank: int | None, rounds: tuple[RoundEntry, ...]) -> Player:
        """``dataclasses.replace`` of the three fields that change, spelled out: the
        generator and the replay copy every player once a round."""
        return Player(
            self.start_rank,
            self.name,
            self.sex,
            self.title,
            self.rating,
            self.federation,
            self.fide_id,
            self.birth_date,
            points,
            rank,
            rounds,
        )


@dataclass(frozen=True, slots=True)
class ForbiddenPairs:
    """Players who may not be paired with each other (TRF 260, XXP).

    ``first_round`` and ``last_round`` bound the rounds concerned (inclusive);
    None means every round.
    """

    players: frozenset[int]
    first_round: int | None = None
    last_round: int | None = None

    def applies_to(self, round_no: int) -> bool:
        """True if the restriction holds in ``round_no``."""
        if self.first_round is not None and round_no < self.first_round:
            return False
        return self.last_round is None or round_no <= self.last_round


@dataclass(frozen=True, slots=True)
class AbsenceRecord:
    """Players not to be paired in a round: TRF-2026 240 records and XXZ lines.

    ``kind`` is the bye's result code (H, F or Z) that the round will record.
    """

    round_no: int
    kind: ResultCode
    players: frozenset[int]


@dataclass(frozen=True, slots=True)
class Team:
    """A team of a team event: the legacy 013 record or the TRF-26 310 record.

    ``members`` are the start ranks of its players in the order the record lists them
    (board order in a TRF-26 310 record, C.04.6 art. 1); ``number`` is the 310 team
    number, the team's TPN (None for 013). ``strength`` (cols 48-53), ``match_points``
    (55-60), ``game_points`` (62-67, both in tenths) and ``rank`` (69-71) are None when
    the record leaves them blank; ``nickname`` is cols 42-46.
    """

    name: str
    members: tuple[int, ...] = ()
    number: int | None = None
    nickname: str = ""
    strength: int | None = None
    match_points: int | None = None
    game_points: int | None = None
    rank: int | None = None


@dataclass(frozen=True, slots=True)
class LineUp:
    """A 300 record: the players of ``team`` against ``opponent`` in ``round_no``, board 1
    first, when they differ from the 310 board order (``0`` = an empty board)."""

    round_no: int
    team: int
    opponent: int
    players: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class TeamPab:
    """A 320 record: what a team's PAB is worth (tenths; None = the default of C.04.6 1.4, a
    drawn match) and which team had it in each round (``teams[r - 1]``, 0 = none)."""

    match_points: int | None = None
    game_points: int | None = None
    teams: tuple[int, ...] = ()


class MatchForfeit(enum.StrEnum):
    """The result of a forfeited match (330 cols 5-6): white team won, black team won, or
    neither team played."""

    WHITE_WINS = "+-"
    BLACK_WINS = "-+"
    DOUBLE = "--"


@dataclass(frozen=True, slots=True)
class ForfeitedMatch:
    """A 330 record: the match ``white`` - ``black`` of ``round_no`` was forfeited."""

    result: MatchForfeit
    round_no: int
    white: int
    black: int


@dataclass(frozen=True, slots=True)
class TeamScoring:
    """Match points in tenths for a match won, drawn and lost (362 TW/TD/TL; default
    2 / 1 / 0, C.04.6 1.2)."""

    win: int = 20
    draw: int = 10
    loss: int = 0


@dataclass(frozen=True, slots=True)
class TiebreakChange:
    """A ``### Tie-breaks @ Round n: OLD -> NEW`` record (checklist Q202): the tie-break
    list was changed from ``before`` to ``after`` at round ``round_no``."""

    round_no: int
    before: tuple[str, ...]
    after: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class Tournament:
    """Everything a pairing system or a checker needs from a TRF file.

    ``acceleration`` maps (start rank, round) to virtual points in tenths
    (XXA, 250 records); absent keys are zero. ``total_rounds`` comes from
    XXR or 142 and is None when the file does not say. ``initial_colour`` is
    the colour of the highest-ranked player in round 1 (XXC, 152), None when
    the file does not say. ``system`` is the 192 record (or None), ``event_type`` the
    092 record (or None). ``tiebreaks`` is the 202 record's list of tie-breaks and
    ``standings_order`` the 212 record's (empty when absent); ``tiebreak_changes`` the
    ``### Tie-breaks @ Round n`` records; ``teams`` are the team records (013, 310).
    ``standings_order`` the 212 record's (empty when absent); ``teams`` are the team
    records (013, 310). Team events (C.04.6) also have ``lineups`` (300), ``team_pab``
    (320), ``forfeited_matches`` (330), ``board_colours`` (352: the board colours of the
    team that has White, board 1 first; empty when absent), ``team_scoring`` (362; None
    when absent) and ``team_acceleration`` ((team number, round) -> virtual match points
    in tenths, from the 250 records with match points).
    """

    players: tuple[Player, ...]
    name: str = ""
    start_date: date | None = None
    end_date: date | None = None
    total_rounds: int | None = None
    initial_colour: Colour | None = None
    scoring: Scoring = field(default_factory=Scoring)
    acceleration: Mapping[tuple[int, int], int] = field(default_factory=dict)
    forbidden: tuple[ForbiddenPairs, ...] = ()
    absences: tuple[AbsenceRecord, ...] = ()
    system: str | None = None
    event_type: str | None = None
    tiebreaks: tuple[str, ...] = ()
    standings_order: tuple[str, ...] = ()
    tiebreak_changes: tuple[TiebreakChange, ...] = ()
    teams: tuple[Team, ...] = ()
    lineups: tuple[LineUp, ...] = ()
    team_pab: TeamPab | None = None
    forfeited_matches: tuple[ForfeitedMatch, ...] = ()
    board_colours: tuple[Colour, ...] = ()
    team_scoring: TeamScoring | None = None
    team_acceleration: Mapping[tuple[int, int], int] = field(default_factory=dict)

    @property
    def rounds_played(self) -> int:
        """The number of rounds that have a block on some 001 line."""
        return max((_last_used(p.rounds) for p in self.players), default=0)

    def player(self, start_rank: int) -> Player:
        """The player with this start rank; raises KeyError if there is none."""
        for p in self.players:
            if p.start_rank == start_rank:
                return p
        raise KeyError(start_rank)

    def with_round(
        self,
        round_no: int,
        entries: Mapping[int, RoundEntry],
        default: RoundEntry | None = None,
    ) -> Tournament:
        """The tournament with the blocks of ``round_no`` set from ``entries`` (by start rank).

        A player not in ``entries`` keeps his block, or gets ``default`` when given and his
        block of that round is empty (e.g. a zero-point bye for a player not paired). This is
        the one operation that writes a round into a tournament (the pairing command, the
        generator, the tests).
        """
        players = []
        for p in self.players:
            entry = entries.get(p.start_rank)
            if entry is None and default is not None and p.entry(round_no).is_empty:
                entry = default
            players.append(p if entry is None else p.with_entry(round_no, entry))
        return replace(self, players=tuple(players))

    def with_players(self, players: tuple[Player, ...]) -> Tournament:
        """The tournament with ``players`` as its 001 records."""
        return replace(self, players=players)

    def truncated(self, rounds: int) -> Tournament:
        """The tournament as it stood after ``rounds`` rounds (later blocks dropped)."""
        players = tuple(p.with_rounds(p.rounds[:rounds]) for p in self.players)
        return replace(self, players=players)


def _last_used(rounds: tuple[RoundEntry, ...]) -> int:
    for i in range(len(rounds), 0, -1):
        if not rounds[i - 1].is_empty:
            return i
    return 0
