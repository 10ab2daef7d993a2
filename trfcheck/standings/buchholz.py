"""The Buchholz family and Sonneborn-Berger: BH (C.07 8.1), FB (8.3), AOB (8.2), SB (9.1).

Each round of a participant contributes the opponent's adjusted score A(q) (16.3) for a
game, and for an unplayed round the score of a dummy opponent (16.4): the participant's
own score; from C.07 2026 at most the scheduled opponent's adjusted score for a forfeit
(16.4.1) and at most a draw in every round for any other unplayed round (16.4.2). SB
multiplies each contribution by the points scored in that round (with 3-1-0, by 3, 1 or 0).
``/P`` makes forfeits ordinary games against the scheduled opponent; in a round robin
forfeits are regular games and art. 16 does not apply (15.2), and a free round adds
nothing. Cuts (14.1-14.4) take the VUR exception of 16.5.

Values are exact: Buchholz in tenths, SB products in hundredths, returned as Fractions of
a point.
"""

from __future__ import annotations

from fractions import Fraction

from .codes import TieBreak
from .crosstable import Rounds
from .exact import exact

__all__ = ["aob", "buchholz"]


class Item:
    """One round's contribution: ``value`` (BH: the score; SB: score x points), the
    opponent (or dummy) ``score`` that decides significance, and whether it is a VUR.

    A plain class, not a named tuple: one is made per player, round and Buchholz item, and
    in the compiled build (setup.py) a class is native where a named tuple is not."""

    __slots__ = ("score", "value", "vur")

    def __init__(self, value: int, score: int, vur: bool) -> None:
        self.value = value
        self.score = score
        self.vur = vur

    def __repr__(self) -> str:
        return f"Item(value={self.value}, score={self.score}, vur={self.vur})"


def buchholz(data: Rounds, tb: TieBreak) -> dict[int, Fraction | None]:
    """BH, FB or SB of every participant, with the item's cuts; ``tb.edition`` (``/V``)
    overrides the event's edition."""
    scale = 100 if tb.code == "SB" else 10
    return {pid: exact(v, scale) for pid, v in _scaled(data, tb).items()}


def _scaled(data: Rounds, tb: TieBreak) -> dict[int, int]:
    """BH, FB (tenths) or SB (hundredths) of every participant, memoised on ``data``."""
    key = ("bh", tb.code, tb.cut_low, tb.cut_high, tb.forfeits_played, tb.edition)
    cached = data.memo.get(key)
    if isinstance(cached, dict):
        return cached
    base = data.with_edition(tb.edition) if tb.edition is not None else data
    if tb.code == "FB":
        base = base.fore()
    sb = tb.code == "SB"
    out = {
        pid: sum(
            x.value
            for x in cut(contributions(base, pid, sb, tb.forfeits_played), tb.cut_low, tb.cut_high)
        )
        for pid in base.rounds
    }
    data.memo[key] = out
    return out


def contributions(data: Rounds, pid: int, sb: bool, forfeits_played: bool) -> list[Item]:
    """The contribution of each round of ``pid`` (C.07 8.1, 9.1, 16.4; 15.2)."""
    own = data.score[pid]
    cap_bye = data.draw * data.n
    as_games = forfeits_played or data.round_robin
    out = []
    for rd in data.rounds[pid]:
        game = rd.played or (as_games and rd.forfeit)
        if game and rd.opponent is not None and rd.opponent in data.adjusted:
            score, vur = data.adjusted[rd.opponent], False
        elif data.round_robin:
            continue  # a free round of a round robin contributes nothing (15.2)
        else:
            score, vur = own, rd.vur
            if data.capped:
                if rd.opponent is not None and rd.opponent in data.adjusted:
                    score = min(own, data.adjusted[rd.opponent])  # 16.4.1
                else:
                    score = min(own, cap_bye)  # 16.4.2
        out.append(Item(score * rd.points if sb else score, score, vur))
    return out


def cut(items: list[Item], low: int, high: int) -> list[Item]:
    """C.07 14.1-14.4 with 16.5: drop ``low`` least significant contributions (lowest
    opponent score, then lowest value), each time taking the lowest VUR contribution
    instead when it is not lower than the least significant value (16.5.1-16.5.2); then
    drop ``high`` most significant ones (highest score, then highest value)."""
    rest = list(items)
    low = min(low, len(rest))
    high = min(high, len(rest) - low)
    for _ in range(low):
        least = min(rest, key=lambda x: (x.score, x.value))
        vurs = [x for x in rest if x.vur]
        if vurs:
            vur = min(vurs, key=lambda x: (x.value, x.score))
            if vur.value >= least.value:
                least = vur
        rest.remove(least)
    for _ in range(high):
        rest.remove(max(rest, key=lambda x: (x.score, x.value)))
    return rest


def aob(data: Rounds, tb: TieBreak) -> dict[int, Fraction | None]:
    """C.07 8.2: the mean Buchholz (``/F``: Fore Buchholz, 2026) of the opponents met
    over the board, one term per game; None without such a game."""
    inner = TieBreak(
        "FB" if tb.fore else "BH", forfeits_played=tb.forfeits_played, edition=tb.edition
    )
    bh = _scaled(data, inner)  # tenths
    out: dict[int, Fraction | None] = {}
    for pid, rs in data.rounds.items():
        terms = [bh[rd.opponent] for rd in rs if rd.played and rd.opponent in bh]
        out[pid] = exact(sum(terms), 10 * len(terms)) if terms else None
    return out
