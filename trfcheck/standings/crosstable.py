"""The cross-table as the tie-breaks see it: every player's rounds, scores and adjusted scores.

``Rounds.of(tournament, edition)`` derives, once for all tie-breaks, each player's
rounds up to the standings' round: points (tenths, under the file's scoring system,
never acceleration points), whether the game was played over the board, the scheduled
opponent (forfeits included), and whether the round is a voluntary unplayed round
(VUR, C.07 16.1: a half- or zero-point bye, an absence, a round after a withdrawal or
before a late entry, a forfeit loss). The PAB, a full-point bye and a forfeit win are
unplayed rounds but not VURs.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace

from trfcheck.ruleset import TiebreakEdition
from trfcheck.trf.double_swiss import is_double_swiss, match_entries, match_scoring
from trfcheck.trf.event_records import planned_rounds
from trfcheck.trf.model import Colour, Player, ResultCode, Tournament

__all__ = ["Round", "Rounds", "last_result_round"]

_VUR_CODES = frozenset({ResultCode.HALF_BYE, ResultCode.ZERO_BYE, ResultCode.FORFEIT_LOSS})
_FORFEITS = frozenset({ResultCode.FORFEIT_WIN, ResultCode.FORFEIT_LOSS})


@dataclass(slots=True, init=False)  # read-only by convention, not frozen: see below
class Round:
    """One round of one player. ``opponent`` is the scheduled opponent (None for a bye or
    an empty block); ``points`` in tenths; ``played``: over the board (C.07 16.1).

    Made for every player and round of every standings: a slotted class with its
    ``__init__`` written out, which the compiled build (setup.py) compiles (a named
    tuple's and a generated dataclass ``__init__`` stay interpreted, a frozen one is
    slower still: ``pairers.core.state.PlayerState``)."""

    opponent: int | None
    points: int
    played: bool
    colour: Colour
    vur: bool
    pab: bool
    forfeit: bool
    code: ResultCode | None

    def __init__(
        self,
        opponent: int | None,
        points: int,
        played: bool,
        colour: Colour,
        vur: bool,
        pab: bool,
        forfeit: bool,
        code: ResultCode | None,
    ) -> None:
        self.opponent = opponent
        self.points = points
        self.played = played
        self.colour = colour
        self.vur = vur
        self.pab = pab
        self.forfeit = forfeit
        self.code = code

    def as_game(self) -> bool:
        """True when the round counts as a game against ``opponent`` once forfeits are
        regular games (``/P``; round robins, C.07 15.2)."""
        return self.opponent is not None and (self.played or self.forfeit)


@dataclass(frozen=True, slots=True)
class Rounds:
    """Every player's rounds 1..``n`` and the scores the tie-breaks use.

    ``score`` is S(p) (tenths); ``adjusted`` is A(p) of C.07 16.3 (the requested byes
    after the last non-VUR round count as draws; in a round robin A = S, art. 16 does not
    apply, 15.2); ``pts`` is the PTS criterion (``score`` unless a caller declares points);
    ``final`` is the last round of the event (for Fore Buchholz).
    """

    tournament: Tournament
    edition: TiebreakEdition
    round_robin: bool
    n: int
    final: int
    rounds: dict[int, tuple[Round, ...]]
    score: dict[int, int]
    adjusted: dict[int, int]
    pts: dict[int, int]
    #: values computed once and shared by several items (BH for AOB, the FB rounds ...)
    memo: dict[object, object] = field(default_factory=dict, compare=False, repr=False)

    @classmethod
    def of(
        cls,
        tournament: Tournament,
        edition: TiebreakEdition = TiebreakEdition.C2026,
        *,
        round_robin: bool = False,
        upto: int | None = None,
        matches: bool | None = None,
    ) -> Rounds:
        """The rounds after round ``upto`` (default: the last round with a result).
        ``matches``: the columns are the games of matches of two games (C.04.5, the
        Double-Swiss dialect of ``trf.double_swiss``), each game a round and a bye covering
        its match; the event says so (``Event.match_columns``); None: as the file's 192 code
        says (``is_double_swiss``), for a caller without an event."""
        n = last_result_round(tournament) if upto is None else upto
        final = max(planned_rounds(tournament), tournament.rounds_played, n)
        if matches is None:
            matches = is_double_swiss(tournament)
        if matches:
            rounds = _double_rounds(tournament, n)
        else:
            rounds = {
                p.start_rank: tuple(_entry(tournament, p, r) for r in range(1, n + 1))
                for p in tournament.players
            }
        return cls._build(tournament, edition, round_robin, n, final, rounds)

    @classmethod
    def _build(
        cls,
        t: Tournament,
        edition: TiebreakEdition,
        round_robin: bool,
        n: int,
        final: int,
        rounds: dict[int, tuple[Round, ...]],
    ) -> Rounds:
        score = {pid: sum(rd.points for rd in rs) for pid, rs in rounds.items()}
        if round_robin:
            adjusted = dict(score)
        else:
            draw = t.scoring.draw
            adjusted = {pid: _adjusted(rs, draw) for pid, rs in rounds.items()}
        return cls(t, edition, round_robin, n, final, rounds, score, adjusted, dict(score))

    @property
    def capped(self) -> bool:
        """True under C.07 2026 (the dummy caps of 16.4.1-16.4.2)."""
        return self.edition is TiebreakEdition.C2026

    @property
    def win(self) -> int:
        """Points for a win (tenths)."""
        return self.tournament.scoring.win

    @property
    def draw(self) -> int:
        """Points for a draw (tenths)."""
        return self.tournament.scoring.draw

    def with_edition(self, edition: TiebreakEdition) -> Rounds:
        """The same rounds under another edition (a ``/V2024``, ``/V2026`` item)."""
        return self if edition is self.edition else replace(self, edition=edition, memo={})

    def fore(self) -> Rounds:
        """C.07 8.3: the rounds as if every game paired in the final round were a draw
        (forfeits included, byes kept); unchanged when the standings are before the final
        round (nothing of it is paired yet)."""
        if self.n != self.final or self.n == 0:
            return self
        cached = self.memo.get("fore")
        if isinstance(cached, Rounds):
            return cached
        draw = self.draw
        rounds = {}
        for pid, rs in self.rounds.items():
            last = rs[-1]
            if last.opponent is not None:
                last = Round(
                    last.opponent, draw, True, last.colour, False, last.pab, False, last.code
                )
            rounds[pid] = (*rs[:-1], last)
        fore = Rounds._build(
            self.tournament, self.edition, self.round_robin, self.n, self.final, rounds
        )
        self.memo["fore"] = fore
        return fore


def last_result_round(t: Tournament) -> int:
    """The last round in which some game has a result (played or forfeited): a round
    paired but not played is not yet part of the standings, though its PAB is written,
    nor is a round that holds only byes requested ahead (H, F or Z)."""
    last = 0
    for p in t.players:
        for r in range(len(p.rounds), last, -1):
            e = p.rounds[r - 1]
            if e.result is not None and e.result.needs_opponent:
                last = r
                break
    return last


def _entry(t: Tournament, p: Player, r: int) -> Round:
    e = p.entry(r)
    code = e.result
    opponent = e.opponent if code is None or not code.is_bye else None
    if code is None:
        # A blank block (not paired: a zero-point bye, C.07 16.1.1) or a pending result.
        points = t.scoring.zero_bye if opponent is None else 0
        return Round(opponent, points, False, e.colour, opponent is None, False, False, None)
    points = t.scoring.points(code, e.colour)
    played = code.played and opponent is not None
    vur = not played and (code in _VUR_CODES)
    forfeit = code in _FORFEITS and opponent is not None
    return Round(opponent, points, played, e.colour, vur, code is ResultCode.PAB, forfeit, code)


def _double_rounds(t: Tournament, n: int) -> dict[int, tuple[Round, ...]]:
    """A Double-Swiss event's games as the tie-breaks see them (C.04.5 Preface;
    docs/double-swiss.md, "Standings"): each game is a round. A game forfeited in a match that is
    no forfeit match (nobody forfeited both games) counts as played against its opponent,
    with its points. A bye covers both games of its match: the PAB a game won and a game
    drawn (1.4), a full- or half-point bye its match value halved over the two games."""
    scoring = match_scoring(t)
    rows = match_entries(t, (n + 1) // 2)
    out: dict[int, tuple[Round, ...]] = {}
    for p in t.players:
        games: list[Round] = []
        for k, m in enumerate(rows[p.start_rank], start=1):
            for r in (2 * k - 1, 2 * k):
                if r > n:
                    break
                game = _entry(t, p, r)
                if m.opponent is not None and not m.forfeited and game.forfeit:
                    game.played, game.forfeit, game.vur = True, False, False
                elif m.bye is not None and m.bye is not ResultCode.ZERO_BYE:
                    value = scoring.points(m)
                    pab = m.bye is ResultCode.PAB  # a game won, then the rest (1.4)
                    first = min(value, t.scoring.win) if pab else value // 2
                    game.points = first if r % 2 else value - first
                games.append(game)
        out[p.start_rank] = tuple(games)
    return out


def _adjusted(rounds: tuple[Round, ...], draw: int) -> int:
    """C.07 16.3: S with each requested bye after the last non-VUR round (category 16.2.5)
    counted as a draw; a forfeit loss there keeps its points (it had an opponent)."""
    last = max((i for i, rd in enumerate(rounds) if not rd.vur), default=-1)
    return sum(
        rd.points if i <= last or rd.opponent is not None else draw for i, rd in enumerate(rounds)
    )
