"""K given by the user: ``--k K`` for every rated player, or ``--k-file CSV`` per player.

The CSV has a header line naming its columns: ``start_rank`` or ``fide_id`` (which player),
``k``, and optionally ``games`` (the player's other rated games of the rating period, for the
700 rule of B.02 8.3.3) and ``change`` (the unrounded change of the period's other events,
for rounding per period, 8.3.4). Blank cells mean unknown.
"""

from __future__ import annotations

import csv
from collections.abc import Iterable
from fractions import Fraction
from pathlib import Path

from trfcheck.trf.model import Tournament

from .change import KSource, KValue

__all__ = ["KFileError", "k_for_all", "merge_k", "read_k_file"]


class KFileError(ValueError):
    """A K file that cannot be used; the message is ``path:line:column: ...``."""


def k_for_all(tournament: Tournament, k: int) -> dict[int, KValue]:
    """``--k K``: the same K for every player (start rank -> K)."""
    return {p.start_rank: KValue(k, KSource.OPTION) for p in tournament.players}


def read_k_file(path: Path, tournament: Tournament) -> dict[int, KValue]:
    """The K file at ``path`` as start rank -> K; raises OSError or KFileError."""
    with open(path, newline="", encoding="utf-8-sig") as stream:
        return _rows(csv.reader(stream), str(path), tournament)


def _rows(rows: Iterable[list[str]], path: str, t: Tournament) -> dict[int, KValue]:
    iterator = iter(rows)
    header = [h.strip().lower() for h in next(iterator, [])]
    if "k" not in header or not {"start_rank", "fide_id"} & set(header):
        raise KFileError(f"{path}:1:1: error: expected a header with k and start_rank or fide_id")
    by_id = {p.fide_id.strip(): p.start_rank for p in t.players if p.fide_id.strip()}
    ranks = {p.start_rank for p in t.players}
    out: dict[int, KValue] = {}
    for line, row in enumerate(iterator, start=2):
        cells = dict(zip(header, (c.strip() for c in row), strict=False))
        if not any(cells.values()):
            continue
        rank = _player(cells, by_id, ranks, f"{path}:{line}")
        k = _number(cells.get("k", ""), f"{path}:{line}:{header.index('k') + 1}")
        games = _number(cells.get("games", ""), f"{path}:{line}")
        change = _fraction(cells.get("change", ""), f"{path}:{line}")
        out[rank] = KValue(k, KSource.FILE if k is not None else KSource.UNKNOWN, games, change)
    return out


def _player(cells: dict[str, str], by_id: dict[str, int], ranks: set[int], where: str) -> int:
    if cells.get("start_rank"):
        rank = _number(cells["start_rank"], where)
        if rank is None or rank not in ranks:
            raise KFileError(f"{where}:1: error: no player with start rank {cells['start_rank']}")
        return rank
    fid = cells.get("fide_id", "")
    if fid not in by_id:
        raise KFileError(f"{where}:1: error: no player with FIDE id {fid!r} in the file")
    return by_id[fid]


def _number(text: str, where: str) -> int | None:
    if not text:
        return None
    if not text.isdigit():
        raise KFileError(f"{where}: error: expected a whole number, found {text!r}")
    return int(text)


def _fraction(text: str, where: str) -> Fraction | None:
    if not text:
        return None
    try:
        return Fraction(text)
    except ValueError:
        raise KFileError(f"{where}: error: expected a number, found {text!r}") from None


def merge_k(*sources: dict[int, KValue]) -> dict[int, KValue]:
    """Per player, the first source that gives a K (the K file, then the list, then ``--k``);
    the other games and change of the period come from the K file whatever gives K."""
    out: dict[int, KValue] = {}
    for source in reversed(sources):
        for rank, value in source.items():
            before = out.get(rank)
            if value.k is not None or before is None:
                out[rank] = value
            elif value.other_games is not None or value.other_change is not None:
                out[rank] = KValue(before.k, before.source, value.other_games, value.other_change)
    return out
