"""The FIDE Double-Swiss Pairing System (C.04.5, 2026): ``DoubleSwissSystem.pair`` pairs a
match of two games and returns a ``DoubleRoundPairing``.

A match takes two TRF rounds (the dialect of ``trf.double_swiss``): the engine pairs the
match whose game 1 is the column ``round_no`` (odd), from the matches before it, and writes
both columns (4.4: White in game 1, Black in game 2). ``pair(t, t.rounds_played + 1)`` is
the next match. Its units are the players, but a match is two columns, so it reads the
published matches itself (``base.ReadsRounds``: ``published``).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from trfcheck.pairers.base import Board, Bye, Explanation, Pair, RoundPairing
from trfcheck.pairers.core.byes import absent
from trfcheck.trf.checks import with_points
from trfcheck.trf.double_swiss import match_entries
from trfcheck.trf.model import Colour, ResultCode, RoundEntry, Tournament

from .colours import allocate, initial_colour
from .engine import Bracket, pair_players
from .explain import explain_match
from .state import DoubleOptions, DoubleState, build_states

__all__ = [
    "DoubleMatch",
    "DoubleOptions",
    "DoubleRoundPairing",
    "DoubleSwissSystem",
    "match_number",
]


def match_number(round_no: int) -> int:
    """The match whose game 1 is the TRF column ``round_no``; raises ValueError for a
    game-2 (even) column."""
    if round_no < 1 or round_no % 2 == 0:
        raise ValueError(
            f"round {round_no}: a Double-Swiss match takes two columns; pair its game-1 "
            f"column ({max(round_no - 1, 1)})"
        )
    return (round_no + 1) // 2


@dataclass(frozen=True, slots=True)
class DoubleMatch:
    """One match: the player with White in game 1, the player with Black in game 1, and the
    rule of 4.3 that decided."""

    white: int
    black: int
    colour_rule: str = ""


@dataclass(frozen=True, slots=True)
class DoubleRoundPairing:
    """The pairing of one match of a Double-Swiss event: ``round_no`` is its game-1 column;
    matches in board order (GHR 3.6: higher score of the pair, the sum, the smaller TPN),
    then the PAB."""

    round_no: int
    matches: tuple[DoubleMatch, ...]
    pab: int | None = None
    brackets: tuple[Bracket, ...] = ()
    byes: tuple[tuple[int, ResultCode], ...] = ()

    @property
    def match_no(self) -> int:
        """The number of the match (1 for columns 1-2)."""
        return match_number(self.round_no)

    def pairs(self) -> list[Pair]:
        """(game-1 White, game-1 Black) per match in board order, then (PAB, 0)."""
        out = [(m.white, m.black) for m in self.matches]
        return out + ([(self.pab, 0)] if self.pab is not None else [])

    def round_pairing(self) -> RoundPairing:
        """The match as one round of boards (game-1 colours) and byes, for the reports."""
        boards = tuple(Board(m.white, m.black) for m in self.matches)
        byes = [Bye(p, kind) for p, kind in self.byes]
        if self.pab is not None:
            byes.insert(0, Bye(self.pab, ResultCode.PAB))
        return RoundPairing(self.round_no, boards, tuple(byes))

    def written(self, t: Tournament) -> Tournament:
        """``t`` with both columns of the match (results pending; 4.4 reverses the colours
        in game 2); the PAB and the players' byes fill both columns (Preface); the points
        columns that agreed count the byes once per match (``trf.checks.with_points``)."""
        one: dict[int, RoundEntry] = {}
        two: dict[int, RoundEntry] = {}
        for m in self.matches:
            one[m.white] = RoundEntry(m.black, Colour.WHITE, None)
            one[m.black] = RoundEntry(m.white, Colour.BLACK, None)
            two[m.white] = RoundEntry(m.black, Colour.BLACK, None)
            two[m.black] = RoundEntry(m.white, Colour.WHITE, None)
        byes = list(self.byes) + ([(self.pab, ResultCode.PAB)] if self.pab is not None else [])
        for player, kind in byes:
            one[player] = two[player] = RoundEntry(None, Colour.NONE, kind)
        after = t.with_round(self.round_no, one).with_round(self.round_no + 1, two)
        return with_points(t, after)


class DoubleSwissSystem:
    """C.04.5 (2026) with the readings of ``options`` (``trfcheck.readings``)."""

    name = "double"
    #: a match takes two TRF rounds (columns); ``event.replay`` pairs it at the first
    columns_per_round = 2

    def __init__(self, options: DoubleOptions | None = None) -> None:
        self.options = options or DoubleOptions()

    def pair(
        self, tournament: Tournament, round_no: int, players: list[int] | None = None
    ) -> DoubleRoundPairing:
        """Pair the match of game-1 column ``round_no`` from the matches before it.
        ``players`` are those to pair (default: ``participants``). Raises NoValidPairing
        (3.3.3), UnsupportedRules (Baku without its values) and ValueError (an even
        column)."""
        states, last = self._facts(tournament, round_no, players)
        pab, brackets = pair_players(states, last=last)
        initial = initial_colour(tournament)
        keyed = []
        for bracket in brackets:
            for a, b in bracket.pairs:
                white, black, rule = allocate(states[a], states[b], initial, self.options)
                key = (
                    -max(states[a].score, states[b].score),
                    -(states[a].score + states[b].score),
                    min(a, b),
                )
                keyed.append((key, DoubleMatch(white, black, rule)))
        matches = tuple(m for _, m in sorted(keyed, key=lambda km: km[0]))
        paired = set(states)
        byes = tuple(_byes(tournament, round_no, paired))
        return DoubleRoundPairing(round_no, matches, pab, tuple(brackets), byes)

    def _facts(
        self, tournament: Tournament, round_no: int, players: list[int] | None
    ) -> tuple[dict[int, DoubleState], bool]:
        match_no = match_number(round_no)
        if players is None:
            players = participants(tournament, round_no)
        states = build_states(tournament, match_no, players, self.options)
        total = tournament.total_rounds
        return states, total is not None and match_no >= total // 2

    def published(self, tournament: Tournament, round_no: int) -> tuple[Pair, ...]:
        """The file's match of game-1 column ``round_no``: (game-1 White, game-1 Black) per
        match, the PAB as (player, 0)."""
        return published_match(tournament, round_no)

    def explain(
        self,
        tournament: Tournament,
        round_no: int,
        published: Sequence[Pair],
        players: list[int] | None = None,
    ) -> Explanation:
        """Why the ``published`` match is not the rules' pairing: the first decision of
        art. 3-4 it did not take, with its article and the players (``explain``)."""
        states, last = self._facts(tournament, round_no, players)
        rules = self.pair(tournament, round_no, players)
        matches = [(m.white, m.black, m.colour_rule) for m in rules.matches]
        return explain_match((rules.pab, rules.brackets, matches), states, last, published)


def participants(t: Tournament, round_no: int) -> list[int]:
    """The players to pair in the match of game-1 column ``round_no``: those paired in it
    (an opponent or the PAB) when the file has it, else every player without a bye written
    in either column or named by a 240 record of either column."""
    if round_no <= t.rounds_played:
        present = [
            p.start_rank
            for p in t.players
            if (e := p.entry(round_no)).opponent is not None or e.result is ResultCode.PAB
        ]
        if present:
            return present
    away = set(absent(t, round_no)) | set(absent(t, round_no + 1))
    out = []
    for p in t.players:
        e = p.entry(round_no)
        if p.start_rank in away or (
            e.result is not None and e.result.is_bye and e.opponent is None
        ):
            continue
        out.append(p.start_rank)
    return out


def _byes(t: Tournament, round_no: int, paired: set[int]) -> list[tuple[int, ResultCode]]:
    """The players not paired and the bye each records: the one written in the column, else
    its 240 record's (either column), else a zero-point bye."""
    kinds = absent(t, round_no + 1) | absent(t, round_no)
    out = []
    for p in t.players:
        if p.start_rank in paired:
            continue
        e = p.entry(round_no)
        kind = e.result if e.result is not None and e.result.is_bye else None
        out.append((p.start_rank, kind or kinds.get(p.start_rank, ResultCode.ZERO_BYE)))
    return out


def published_match(t: Tournament, round_no: int) -> tuple[Pair, ...]:
    """The file's match of game-1 column ``round_no`` as (game-1 White, game-1 Black) pairs
    and the PAB as (player, 0), sorted (as ``verify.replay`` compares them)."""
    k = match_number(round_no)
    rows = match_entries(t, k)
    out: list[Pair] = []
    for p in sorted(rows):
        m = rows[p][k - 1]
        if m.opponent is None:
            if m.bye is ResultCode.PAB:
                out.append((p, 0))
        elif p < m.opponent:
            out.append((p, m.opponent) if m.colour is not Colour.BLACK else (m.opponent, p))
    return tuple(sorted(out))
