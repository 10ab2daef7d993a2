"""Consistency checks run at load time (docs/diagnostics.md): cross-table and points.

The checks work on the Tournament, so they serve TRF and JSON input alike; a
``Locator`` turns (player, field, round) into a place in the input file.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Protocol

from .columns import BLOCK_COLOUR, BLOCK_OPPONENT, BLOCK_RESULT, block_base, player_field
from .double_swiss import is_double_swiss, player_points
from .errors import Severity
from .model import Colour, Player, ResultCode, RoundEntry, Tournament
from .reporter import Reporter
from .values import format_tenths

__all__ = ["JsonLocator", "Locator", "TrfLocator", "check_tournament", "computed_points"]

R = ResultCode
# Played games an arbiter scored ½-0, 0-½ or 0-0 (FIDE's endorsement checklist Q24); the
# reader accepts them with an info finding, not an error.
_UNUSUAL = frozenset({(R.DRAW, R.LOSS), (R.LOSS, R.DRAW), (R.LOSS, R.LOSS)})
# RND004 (docs/diagnostics.md): the result pairs that fit together (A's code, B's code).
_COMPLEMENTARY = frozenset(
    {
        (R.WIN, R.LOSS),
        (R.LOSS, R.WIN),
        (R.DRAW, R.DRAW),
        (R.FORFEIT_WIN, R.FORFEIT_LOSS),
        (R.FORFEIT_LOSS, R.FORFEIT_WIN),
        (R.FORFEIT_LOSS, R.FORFEIT_LOSS),
        (R.WIN_UNRATED, R.LOSS_UNRATED),
        (R.LOSS_UNRATED, R.WIN_UNRATED),
        (R.DRAW_UNRATED, R.DRAW_UNRATED),
    }
)
_BLOCK_PARTS = {"opponent": BLOCK_OPPONENT, "colour": BLOCK_COLOUR, "result": BLOCK_RESULT}


@dataclass(frozen=True, slots=True)
class Place:
    """Where a finding points: line and column, or a JSON pointer."""

    line: int = 0
    column: int = 0
    pointer: str = ""


class Locator(Protocol):
    """Maps a player's field (or a part of a round block) to a place in the input."""

    def locate(self, start_rank: int, part: str, round_no: int | None = None) -> Place:
        """``part`` is a 001 field name, or opponent/colour/result with ``round_no``."""
        ...


@dataclass(frozen=True, slots=True)
class TrfLocator:
    """Places in a TRF text: the player's 001 line and the column table."""

    path: str
    player_lines: Mapping[int, int]

    def locate(self, start_rank: int, part: str, round_no: int | None = None) -> Place:
        """Line and column of ``part`` in ``start_rank``'s 001 record."""
        line = self.player_lines.get(start_rank, -1) + 1
        if round_no is None:
            return Place(line, player_field(part).first)
        return Place(line, block_base(round_no) + _BLOCK_PARTS[part].first - 1)


@dataclass(frozen=True, slots=True)
class JsonLocator:
    """Places in a JSON file, as pointers into the ``players`` array."""

    indexes: Mapping[int, int]

    def locate(self, start_rank: int, part: str, round_no: int | None = None) -> Place:
        """``$.tournament.players[i].field`` or ``...rounds[r-1].part``."""
        base = f"$.tournament.players[{self.indexes.get(start_rank, -1)}]"
        if round_no is None:
            return Place(pointer=f"{base}.{_JSON_NAMES.get(part, part)}")
        return Place(pointer=f"{base}.rounds[{round_no - 1}].{part}")


_JSON_NAMES = {"points": "points_tenths"}


def computed_points(t: Tournament, player: Player) -> int:
    """Points in tenths from ``player``'s round results under ``t.scoring`` (byes and the
    PAB count, an acceleration's virtual points never); per match in a Double-Swiss event
    (``double_swiss.player_points``)."""
    if is_double_swiss(t):
        return player_points(t, player)
    total = 0
    for entry in player.rounds:
        if entry.result is not None:
            total += t.scoring.points(entry.result, entry.colour)
        elif entry.is_empty:
            total += t.scoring.zero_bye
    return total


def with_points(before: Tournament, after: Tournament) -> Tournament:
    """``after`` (``before`` with a round written) with each points column that agreed
    with its results (byes and the PAB counted) brought up to date: a PAB or a bye the pairing wrote
    counts at once, a game without a result counts nothing yet. A column that disagreed
    before is left as it was (its PTS001 is the input's)."""
    old = {p.start_rank: p for p in before.players}
    players = []
    for p in after.players:
        q = old.get(p.start_rank)
        if q is not None and q.points is not None and q.points == computed_points(before, q):
            p = p.with_points(computed_points(after, p))
        players.append(p)
    return after.with_players(tuple(players))


def check_tournament(t: Tournament, where: Locator, out: Reporter) -> None:
    """Run the load-time checks (docs/diagnostics.md): start ranks, cross-table symmetry,
    byes, points."""
    by_rank = {p.start_rank: p for p in t.players}
    _check_start_ranks(t, where, out)
    pabs: Counter[int] = Counter()
    for player in t.players:
        for r, entry in enumerate(player.rounds, start=1):
            if entry.result is R.PAB:
                pabs[r] += 1
                if pabs[r] == 2:
                    _add(
                        out,
                        where,
                        player,
                        "result",
                        r,
                        "RND006",
                        Severity.ERROR,
                        "more than one pairing-allocated bye in the round",
                        "at most one U",
                        "a second U",
                    )
            _check_entry(player, r, entry, by_rank, where, out)
        _check_points(t, player, where, out)


def _check_start_ranks(t: Tournament, where: Locator, out: Reporter) -> None:
    ranks = [p.start_rank for p in t.players]
    if ranks and ranks != list(range(1, len(ranks) + 1)):
        missing = sorted(set(range(1, max(ranks) + 1)) - set(ranks))
        if missing:
            # the first player after a gap: his start rank is where the numbering breaks
            player = next(p for p in t.players if p.start_rank > missing[0])
            _add(
                out,
                where,
                player,
                "start_rank",
                None,
                "PLY001",
                Severity.WARNING,
                "start ranks are not contiguous",
                f"1..{len(ranks)}",
                "gaps at " + ", ".join(map(str, missing[:10])),
            )


def _check_entry(
    player: Player,
    r: int,
    entry: RoundEntry,
    by_rank: Mapping[int, Player],
    where: Locator,
    out: Reporter,
) -> None:
    result = entry.result
    if entry.opponent is None:
        if result is not None and result.needs_opponent and result is not R.FORFEIT_WIN:
            _add(
                out,
                where,
                player,
                "opponent",
                r,
                "RND005",
                Severity.ERROR,
                "game result without an opponent",
                "an opponent's start rank",
                "none",
            )
        return
    if result is not None and result.is_bye:
        _add(
            out,
            where,
            player,
            "result",
            r,
            "RND005",
            Severity.ERROR,
            "bye code with an opponent",
            "0000 for a bye",
            str(entry.opponent),
        )
        return
    opponent = by_rank.get(entry.opponent)
    if opponent is None or opponent is player:
        what = "the player's own start rank" if opponent is player else "no such player"
        _add(
            out,
            where,
            player,
            "opponent",
            r,
            "RND001",
            Severity.ERROR,
            f"opponent does not exist ({what})",
            "a start rank of another player",
            str(entry.opponent),
        )
        return
    other = opponent.entry(r)
    if other.opponent != player.start_rank:
        _add(
            out,
            where,
            player,
            "opponent",
            r,
            "RND002",
            Severity.ERROR,
            f"asymmetric pairing: {opponent.start_rank} does not have "
            f"{player.start_rank} in this round",
            f"{opponent.start_rank} to have {player.start_rank}",
            f"{other.opponent or 'no opponent'}",
        )
        return
    if player.start_rank < opponent.start_rank:
        _check_pair(player, opponent, r, entry, other, where, out)


def _check_pair(
    a: Player, b: Player, r: int, ea: RoundEntry, eb: RoundEntry, where: Locator, out: Reporter
) -> None:
    """RND003 colours and RND004 results of one game, reported at the lower start rank."""
    if ea.colour is Colour.NONE and eb.colour is Colour.NONE:
        if ea.result is not None and ea.result.played:
            _add(
                out,
                where,
                a,
                "colour",
                r,
                "RND003",
                Severity.WARNING,
                f"game against {b.start_rank} has no colours",
                "w and b",
                "- and -",
            )
    elif eb.colour is not ea.colour.opposite:
        _add(
            out,
            where,
            a,
            "colour",
            r,
            "RND003",
            Severity.ERROR,
            f"colours against {b.start_rank} are not complementary",
            f"{ea.colour.opposite} for {b.start_rank}",
            str(eb.colour),
        )
    if ea.result is None and eb.result is None:
        return
    if (ea.result, eb.result) in _UNUSUAL:
        _add(
            out,
            where,
            a,
            "result",
            r,
            "RND004",
            Severity.INFO,
            f"an unusual result against {b.start_rank}, scored as written (arbiter's decision)",
            "complementary results, or the unusual 1/2-0, 0-1/2, 0-0 an arbiter may score",
            f"{ea.result} and {eb.result}",
        )
    elif (ea.result, eb.result) not in _COMPLEMENTARY:
        _add(
            out,
            where,
            a,
            "result",
            r,
            "RND004",
            Severity.ERROR,
            f"results against {b.start_rank} do not fit together",
            "complementary results (1-0, =-=, +/-, ...)",
            f"{ea.result or 'blank'} and {eb.result or 'blank'}",
        )


def _check_points(t: Tournament, player: Player, where: Locator, out: Reporter) -> None:
    """PTS001 (docs/diagnostics.md): the points column against the results, under the
    file's scoring."""
    if player.points is None:
        return
    computed = computed_points(t, player)
    if computed != player.points:
        _add(
            out,
            where,
            player,
            "points",
            None,
            "PTS001",
            Severity.ERROR,
            "declared points do not match the results",
            f"{format_tenths(computed)} (sum of the round results)",
            format_tenths(player.points),
        )


def _add(
    out: Reporter,
    where: Locator,
    player: Player,
    part: str,
    round_no: int | None,
    code: str,
    severity: Severity,
    message: str,
    expected: str,
    found: str,
) -> None:
    place = where.locate(player.start_rank, part, round_no)
    prefix = f"player {player.start_rank}" + (f", round {round_no}" if round_no else "")
    out.add(
        code,
        severity,
        f"{prefix}: {message}",
        expected=expected,
        found=found,
        line=place.line,
        column=place.column,
        pointer=place.pointer,
        player=player.start_rank,
        round_no=round_no,
    )
