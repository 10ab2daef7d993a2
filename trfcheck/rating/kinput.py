"""K given by the user: ``--k K`` for every rated player, or ``--k-file CSV`` per player.

The CSV has a header line naming its columns: ``start_rank`` or ``fide_id`` (which player),
``k``, and optionally ``games`` (the player's other rated games of the rating period, for the
700 rule of B.02 8.3.3) and ``change`` (the unrounded change of the period's other events,
for rounding per period, 8.3.4). Blank cells mean unknown.

The file is untrusted: it is read line by line (LF, CRLF or CR; ``trf.lines``) within the
limits of docs/limits.md, every number by ``trf.numbers`` (ASCII digits, a bounded count,
no exponent), and a player given twice is refused rather than the last line kept.
"""

from __future__ import annotations

import csv
from collections.abc import Iterable, Iterator
from fractions import Fraction
from pathlib import Path

from trfcheck.trf.archive import ByteSource
from trfcheck.trf.diagnostics import printable
from trfcheck.trf.errors import TrfError
from trfcheck.trf.limits import MAX_K_FILE_BYTES, MAX_LINE_BYTES
from trfcheck.trf.lines import bounded_lines
from trfcheck.trf.model import Tournament
from trfcheck.trf.numbers import NumberError, read_decimal, read_whole

from .change import KSource, KValue

__all__ = ["KFileError", "k_for_all", "merge_k", "read_k_file"]

_K_DIGITS = 3  # K: 10, 20, 40 (B.02 8.3.3); at most 999
_GAMES_DIGITS = 4  # other rated games of the period
_RANK_DIGITS = 4  # start ranks: 4 columns (trf.limits.MAX_START_RANK)
_CHANGE_DIGITS, _CHANGE_PLACES = 5, 6  # the period's other change: -12.345678


class KFileError(TrfError, ValueError):
    """A K file that cannot be used; prints as ``path:line:column: error KIN001: message``."""

    def __init__(self, where: str, message: str) -> None:
        super().__init__(printable(f"{where}: error KIN001: {message}"))


def k_for_all(tournament: Tournament, k: int) -> dict[int, KValue]:
    """``--k K``: the same K for every player (start rank -> K)."""
    return {p.start_rank: KValue(k, KSource.OPTION) for p in tournament.players}


def read_k_file(
    path: Path, tournament: Tournament, stream: ByteSource | None = None
) -> dict[int, KValue]:
    """The K file at ``path`` (a file or a pipe; ``stream`` instead when given, ``path``
    then only names it) as start rank -> K, read line by line within the limits of
    docs/limits.md; raises OSError, KFileError or InputLimitError."""
    if stream is not None:
        return _read(stream, str(path), tournament)
    with open(path, "rb", buffering=0) as raw:
        return _read(raw, str(path), tournament)


def _read(stream: ByteSource, name: str, tournament: Tournament) -> dict[int, KValue]:
    lines = bounded_lines(stream, name, MAX_LINE_BYTES, MAX_K_FILE_BYTES)
    return _rows(_cells(lines, name), name, tournament)


def _cells(lines: Iterable[tuple[int, bytes]], path: str) -> Iterator[tuple[int, list[str]]]:
    """(line number, cells) of each CSV line; a line is one record (no quoted line end)."""
    for number, raw in lines:
        data = raw.removeprefix(b"\xef\xbb\xbf") if number == 1 else raw
        try:
            text = data.decode("utf-8")
            row = next(csv.reader([text], strict=True), [])
        except UnicodeDecodeError as error:
            raise KFileError(f"{path}:{number}:{error.start + 1}", "not UTF-8 text") from None
        except csv.Error as error:
            raise KFileError(f"{path}:{number}:1", f"not a CSV record: {error}") from None
        yield number, row


def _rows(rows: Iterable[tuple[int, list[str]]], path: str, t: Tournament) -> dict[int, KValue]:
    iterator = iter(rows)
    header = [h.strip().lower() for h in next(iterator, (1, []))[1]]
    if "k" not in header or not {"start_rank", "fide_id"} & set(header):
        raise KFileError(f"{path}:1:1", "expected a header with k and start_rank or fide_id")
    by_id = {p.fide_id.strip(): p.start_rank for p in t.players if p.fide_id.strip()}
    ranks = {p.start_rank for p in t.players}
    out: dict[int, KValue] = {}
    lines: dict[int, int] = {}
    for line, row in iterator:
        cells = dict(zip(header, (c.strip() for c in row), strict=False))
        if not any(cells.values()):
            continue
        where = _Where(path, line, header)
        rank = _player(cells, by_id, ranks, where)
        if rank in lines:
            raise KFileError(
                where.at("start_rank" if "start_rank" in cells else "fide_id"),
                f"player {rank} is given again (first at line {lines[rank]})",
            )
        lines[rank] = line
        k = _number(cells.get("k", ""), where.at("k"), _K_DIGITS)
        games = _number(cells.get("games", ""), where.at("games"), _GAMES_DIGITS)
        change = _fraction(cells.get("change", ""), where.at("change"))
        out[rank] = KValue(k, KSource.FILE if k is not None else KSource.UNKNOWN, games, change)
    return out


class _Where:
    """``path:line:column`` of a cell (the column is the cell's place in the header)."""

    def __init__(self, path: str, line: int, header: list[str]) -> None:
        self.path, self.line, self.header = path, line, header

    def at(self, name: str) -> str:
        column = self.header.index(name) + 1 if name in self.header else 1
        return f"{self.path}:{self.line}:{column}"


def _player(cells: dict[str, str], by_id: dict[str, int], ranks: set[int], where: _Where) -> int:
    if cells.get("start_rank"):
        rank = _number(cells["start_rank"], where.at("start_rank"), _RANK_DIGITS)
        if rank is None or rank not in ranks:
            shown = printable(cells["start_rank"][:24])
            raise KFileError(where.at("start_rank"), f"no player with start rank {shown}")
        return rank
    fid = cells.get("fide_id", "")
    if fid not in by_id:
        raise KFileError(where.at("fide_id"), f"no player with FIDE id {fid[:24]!r} in the file")
    return by_id[fid]


def _number(text: str, where: str, digits: int) -> int | None:
    if not text:
        return None
    try:
        return read_whole(text, digits)
    except NumberError as error:
        raise KFileError(where, str(error)) from None


def _fraction(text: str, where: str) -> Fraction | None:
    if not text:
        return None
    try:
        return read_decimal(text, _CHANGE_DIGITS, _CHANGE_PLACES)
    except NumberError as error:
        raise KFileError(where, str(error)) from None


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
