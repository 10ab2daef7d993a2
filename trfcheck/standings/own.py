"""Tie-breaks from a participant's own results (type B, C.07 art. 7) and Koya (9.2).

WIN counts rounds scored at a win's value, with or without playing (7.1); WON, BPG and
BWG count games over the board (7.2-7.4), and in a round robin from C.07 2026 also
forfeit wins, which are regular games for type-B tie-breaks (15.2); PS sums the running
scores (7.5, ``/Cn`` drops the first n); REP counts the rounds not lost to a requested
bye or a forfeit loss (7.6); STD scores each round 1, ½ or 0 against the draw value
(7.7, docs/tiebreaks.md); TPN is the pairing number, smaller first (7.8).
"""

from __future__ import annotations

from fractions import Fraction

from trfcheck.ruleset import TiebreakEdition
from trfcheck.trf.model import Colour

from .codes import TieBreak
from .crosstable import Round, Rounds
from .exact import exact

__all__ = ["koya", "own"]

Values = dict[int, Fraction | None]


def own(data: Rounds, tb: TieBreak) -> Values:
    """PTS, WIN, WON, BPG, BWG, PS, REP (GE), STD or TPN of every participant."""
    win, draw = data.win, data.draw
    # 15.2 (2026): in a round robin a forfeit win is a regular game for type-B tie-breaks.
    rr_forfeits = data.round_robin and data.edition is TiebreakEdition.C2026

    def game(rd: Round) -> bool:
        return rd.played or (rr_forfeits and rd.forfeit and rd.points == win)

    out: Values = {}
    for pid, rs in data.rounds.items():
        match tb.code:
            case "PTS":
                value = exact(data.pts[pid], 10)
            case "WIN":
                value = exact(sum(1 for rd in rs if rd.points == win))
            case "WON":
                value = exact(sum(1 for rd in rs if game(rd) and rd.points == win))
            case "BPG":
                value = exact(sum(1 for rd in rs if game(rd) and rd.colour is Colour.BLACK))
            case "BWG":
                value = exact(
                    sum(
                        1
                        for rd in rs
                        if game(rd) and rd.colour is Colour.BLACK and rd.points == win
                    )
                )
            case "PS":
                value = exact(_progressive(rs, tb.cut_low), 10)
            case "REP" | "GE":
                value = exact(sum(1 for rd in rs if not rd.vur))
            case "STD":
                halves = sum(2 if rd.points > draw else 1 if rd.points == draw else 0 for rd in rs)
                value = exact(halves, 2)
            case "TPN":
                value = exact(pid)
            case _:
                raise ValueError(f"{tb.code} is not a type-B tie-break")
        out[pid] = value
    return out


def _progressive(rs: tuple[Round, ...], cut: int) -> int:
    """C.07 7.5: the sum of the running scores after each round, the first ``cut`` left out
    (14.1: PS-C1 drops the score after round 1)."""
    running = total = 0
    for i, rd in enumerate(rs):
        running += rd.points
        if i >= cut:
            total += running
    return total


def koya(data: Rounds, tb: TieBreak) -> Values:
    """C.07 9.2: points scored against the opponents whose score is at least half the
    maximum (a win in each of the G games a participant can play), the limit moved by
    ``/L±n`` half points (14.5). G is the rounds, less the free rounds of an odd round
    robin; forfeits count as games (15.2)."""
    players = len(data.rounds)
    games = data.n
    if data.round_robin and players % 2 == 1:
        games -= data.n // players
    # 2·S(q) >= W·G + n·(half a point), all in tenths.
    limit2 = data.win * games + tb.limit * 10
    out: Values = {}
    for pid, rs in data.rounds.items():
        total = sum(
            rd.points
            for rd in rs
            if rd.opponent is not None
            and rd.opponent in data.score
            and 2 * data.score[rd.opponent] >= limit2
        )
        out[pid] = exact(total, 10)
    return out
