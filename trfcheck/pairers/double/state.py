"""The state of each player before a match of the Double-Swiss system (C.04.5 art. 1).

Built from the matches of the two-round dialect (``trf.double_swiss``); scores in tenths of
game points. A forfeit match (a player forfeited both games, Preface) is no meeting (C1)
and gives no colour; a match with one game forfeited each way is a meeting and, no game
being played, gives no colour (1.6). A floater (1.5) is a player who met an opponent with a
different pairing score in the previous match (a PAB is no float).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from trfcheck.pairers.base import UnsupportedRules
from trfcheck.trf.double_swiss import MatchEntry, match_entries, match_scoring
from trfcheck.trf.model import Colour, ResultCode, Tournament

__all__ = ["DoubleOptions", "DoubleState", "build_states", "virtual_points"]


@dataclass(frozen=True, slots=True)
class DoubleOptions:
    """The readings of the text the engine takes (``trfcheck.readings``): ``gaps`` for
    4.3.3 on histories with gaps (``aligned``: played matches right-aligned, GHR 3.4;
    ``rounds``: round by round), ``baku_win`` for the virtual points of C.04.7 without a
    250 record (``record``: none, refuse; ``match``: 2 games; ``game``: 1 game)."""

    gaps: str = "aligned"
    baku_win: str = "record"


@dataclass(frozen=True, slots=True)
class DoubleState:
    """One player before the match: scores (tenths), history facts of art. 1."""

    tpn: int
    standing: int  # game points (C.04.5 Preface), for the HRP of 4.2
    score: int  # pairing score: standing plus virtual points (1.2, C.04.7 1.5)
    opponents: frozenset[int]  # met: every match but forfeit matches (C1)
    forbidden: frozenset[int]  # pairs a 260 record forbids this match
    barred_from_pab: bool  # C2: a PAB, a full-point bye or a match won by forfeit
    matches_played: int  # 3.4.3: matches counted as played (not forfeit matches)
    colours: tuple[Colour | None, ...]  # per match, None: no colour (1.6)
    floater: bool  # 1.5, previous match only

    def may_meet(self, other: int) -> bool:
        """C1 (2.1.1): not met before, and not a pair the file forbids (260)."""
        return other not in self.opponents and other not in self.forbidden

    @property
    def played_colours(self) -> tuple[Colour, ...]:
        """The colours of the matches that gave one (1.6), oldest first."""
        return tuple(c for c in self.colours if c is not None)

    @property
    def whites(self) -> int:
        """4.3.2: the matches in which the player had White."""
        return sum(1 for c in self.colours if c is Colour.WHITE)


def virtual_points(t: Tournament, options: DoubleOptions) -> Mapping[tuple[int, int], int]:
    """Virtual points per (player, match): the 250 records (by the game-1 column), else
    the formula of C.04.7 1.2-1.4 with the "points for a win" of ``options.baku_win`` when
    the 192 code names Baku; raises UnsupportedRules when it names Baku, the file has no
    250 record and the reading is ``record`` (docs/double-swiss.md, "Open readings")."""
    if t.acceleration:
        return {(p, (r + 1) // 2): v for (p, r), v in t.acceleration.items() if r % 2}
    if "BAKU" not in (t.system or "").upper():
        return {}
    if options.baku_win == "record" or not t.total_rounds:
        raise UnsupportedRules(
            "Baku acceleration without a 250 record: C.04.7 gives 'the points for a win', "
            "which is one game or one match under Double-Swiss (docs/double-swiss.md); write "
            "250 records or choose --reading double-baku-win=match|game"
        )
    win = t.scoring.win * (2 if options.baku_win == "match" else 1)
    ranks = sorted(p.start_rank for p in t.players)
    group = ranks[: 2 * -(-len(ranks) // 4)]
    matches = t.total_rounds // 2
    accelerated = -(-matches // 2)
    full = -(-accelerated // 2)
    return {
        (p, k): win if k <= full else win // 2 for p in group for k in range(1, accelerated + 1)
    }


def build_states(
    t: Tournament, match_no: int, players: list[int], options: DoubleOptions
) -> dict[int, DoubleState]:
    """The state of each of ``players`` before match ``match_no`` (matches 1..match_no-1)."""
    done = match_no - 1
    rows = match_entries(t, done)
    scoring = match_scoring(t)
    virtual = virtual_points(t, options)
    running: dict[int, list[int]] = {}
    for p, row in rows.items():
        totals = [0]
        for m in row:
            totals.append(totals[-1] + scoring.points(m))
        running[p] = totals
    forbidden = _forbidden(t, match_no)
    states = {}
    for p in players:
        row = rows.get(p, ())
        met = [m.met for m in row]
        floater = False
        if done >= 1 and row and met[-1] and row[-1].opponent in running:
            opponent = row[-1].opponent or 0
            mine = running[p][done - 1] + virtual.get((p, done), 0)
            theirs = running[opponent][done - 1] + virtual.get((opponent, done), 0)
            floater = mine != theirs
        standing = running.get(p, [0])[-1]
        states[p] = DoubleState(
            tpn=p,
            standing=standing,
            score=standing + virtual.get((p, match_no), 0),
            opponents=frozenset(
                m.opponent for m, x in zip(row, met, strict=True) if x and m.opponent
            ),
            forbidden=frozenset(forbidden.get(p, ())),
            barred_from_pab=any(_bars_pab(m) for m in row),
            matches_played=sum(met),
            colours=tuple(m.colour if m.played else None for m in row),
            floater=floater,
        )
    return states


def _bars_pab(m: MatchEntry) -> bool:
    """C2 (2.1.2): a PAB, a full-point bye, or a match won by forfeit (Preface)."""
    return m.bye in (ResultCode.PAB, ResultCode.FULL_BYE) or m.won_by_forfeit


def _forbidden(t: Tournament, match_no: int) -> dict[int, set[int]]:
    """The pairs 260 records forbid in either column of the match."""
    out: dict[int, set[int]] = {}
    for f in t.forbidden:
        if f.applies_to(2 * match_no - 1) or f.applies_to(2 * match_no):
            for a in f.players:
                out.setdefault(a, set()).update(f.players - {a})
    return out
