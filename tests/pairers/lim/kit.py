"""Builders for Lim tests: a round's facts from a compact description, tournaments by hand."""

from __future__ import annotations

from collections.abc import Iterable, Mapping

from trfcheck.pairers.lim.round_facts import LimRound, due_colour, may_take
from trfcheck.trf.model import Colour, Player, ResultCode, RoundEntry, Tournament

__all__ = ["games", "lim_round", "pairs_of", "tournament"]

W, B = Colour.WHITE, Colour.BLACK


def _colours(text: str) -> tuple[Colour, ...]:
    return tuple(W if c == "W" else B for c in text)


def lim_round(
    players: Mapping[int, tuple[int, str]],
    met: Iterable[tuple[int, int]] = (),
    *,
    round_no: int = 4,
    last: bool = False,
    maxi: bool = False,
    ratings: Mapping[int, int] | None = None,
    floated: Iterable[int] = (),
    initial: Colour = W,
    pre2026: bool = False,
) -> LimRound:
    """A LimRound: ``players`` maps pairing number -> (score in tenths, colours like "WBW");
    ``met`` lists pairs who have played; the ratings default to 2400 - 10 * number;
    ``pre2026`` for the text in force until 31 Jan 2026."""
    ids = sorted(players)
    colours = {i: _colours(players[i][1]) for i in ids}
    played = {frozenset(p) for p in met}

    def compatible(x: int, y: int) -> bool:
        if x == y or frozenset((x, y)) in played:
            return False
        if last:
            return True
        cx, cy = colours[x], colours[y]
        return any(may_take(cx, c) and may_take(cy, c.opposite) for c in (W, B))

    score = {i: players[i][0] for i in ids}
    return LimRound(
        round_no=round_no,
        ids=ids,
        score=score,
        rating=dict(ratings) if ratings is not None else {i: 2400 - 10 * i for i in ids},
        colours=colours,
        due={i: due_colour(colours[i]) for i in ids},
        eligible={i: True for i in ids},
        floated={i: i in set(floated) for i in ids},
        adj={i: {j for j in ids if compatible(i, j)} for i in ids},
        median2=(round_no - 1) * 10,
        last_round=last,
        maxi=maxi,
        initial=initial,
        pre2026=pre2026,
    )


def pairs_of(pairs: Iterable[tuple[int, ...]]) -> set[frozenset[int]]:
    """Pairs as unordered sets (the third item of engine pairs, if any, is dropped)."""
    return {frozenset(p[:2]) for p in pairs}


def games(*boards: tuple[int, int, str]) -> list[tuple[int, int, str]]:
    """One round: (white, black, result of white: "1", "=", "0")."""
    return list(boards)


_RESULT = {"1": (ResultCode.WIN, ResultCode.LOSS), "=": (ResultCode.DRAW, ResultCode.DRAW)}
_RESULT["0"] = (ResultCode.LOSS, ResultCode.WIN)


def tournament(
    ratings: list[int],
    rounds: list[list[tuple[int, int, str]]] | None = None,
    *,
    byes: Mapping[int, Mapping[int, ResultCode]] | None = None,
    total: int | None = 9,
    initial: Colour = W,
    system: str | None = None,
) -> Tournament:
    """Players numbered 1.. with ``ratings``; ``rounds`` played as given, ``byes[r][id]`` a bye."""
    entries: dict[int, list[RoundEntry]] = {i + 1: [] for i in range(len(ratings))}
    for r, boards in enumerate(rounds or [], start=1):
        done: set[int] = set()
        for w, b, res in boards:
            rw, rb = _RESULT[res]
            entries[w].append(RoundEntry(b, W, rw))
            entries[b].append(RoundEntry(w, B, rb))
            done |= {w, b}
        for pid, kind in (byes or {}).get(r, {}).items():
            entries[pid].append(RoundEntry(None, Colour.NONE, kind))
            done.add(pid)
        for pid, row in entries.items():
            if pid not in done:
                row.append(RoundEntry(None, Colour.NONE, ResultCode.ZERO_BYE))
    players = tuple(
        Player(start_rank=i, name=f"P{i}", rating=ratings[i - 1], rounds=tuple(entries[i]))
        for i in entries
    )
    return Tournament(players=players, total_rounds=total, initial_colour=initial, system=system)
