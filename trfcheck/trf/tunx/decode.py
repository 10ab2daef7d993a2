"""Stage 1 for ``.TUNX``: the bytes to their records, each with its file offset.

``decode(data, path)`` checks the frame of the file (magic, the section index, the markers
it points at, every section ending exactly where the next begins) and cuts the sections
into records; it gives no meaning to a result or a bye (``build`` does). Anything that does
not fit the layout of docs/tunx.md raises ``TunxError`` TUNX001 at the offset where it
stops fitting; a team file (more sections than an individual event has, or the team
tournament type) raises ``TrfUnsupportedError``.
"""

from __future__ import annotations

import itertools
from dataclasses import dataclass

from ..errors import TrfUnsupportedError
from . import layout as L
from .layout import Cursor, TunxError

__all__ = ["RawPlayer", "RawRecord", "RawRound", "TunxFile", "decode", "looks_like_tunx"]


def looks_like_tunx(data: bytes | str) -> bool:
    """True if ``data`` starts with the magic of a Swiss-Manager file (``93 FF 89 44``)."""
    return isinstance(data, bytes) and data[:4] == L.MAGIC


@dataclass(frozen=True, slots=True)
class RawRecord:
    """One 21-byte pairing record at ``offset``: ``white``, ``black`` (a start rank, or
    0xFFFE / 0xFFFF), ``result`` (u16 at +4) and ``rest``, the 15 bytes after it."""

    offset: int
    white: int
    black: int
    result: int
    rest: bytes


@dataclass(frozen=True, slots=True)
class RawRound:
    """One round record at ``offset``: its time text, its date (YYYYMMDD, 0 none) and the
    pairing records that belong to it."""

    number: int
    offset: int
    time: str
    date: int
    records: tuple[RawRecord, ...]
    unknown: bool = False  # non-zero bytes besides the date and the record count


@dataclass(frozen=True, slots=True)
class RawPlayer:
    """One player record at ``offset``: its 30 strings and its 110-byte block (at
    ``block_offset``); ``start_rank`` is its place in the section (1 first)."""

    start_rank: int
    offset: int
    strings: tuple[str, ...]
    block: bytes
    block_offset: int


@dataclass(frozen=True, slots=True)
class TunxFile:
    """A decoded file: the header's event id, the 132 tournament strings, the settings
    section (``settings``, starting at ``settings_offset``), rounds, players, and the
    sections between the pairings and the index that are not decoded (``extra``)."""

    path: str
    event_id: int
    strings: tuple[str, ...]
    settings: bytes
    settings_offset: int
    rounds: tuple[RawRound, ...]
    players: tuple[RawPlayer, ...]
    extra: tuple[tuple[int, int, bytes], ...] = ()  # other sections: (tag, offset, bytes)

    def setting_u8(self, offset: int) -> int:
        return self.settings[offset]

    def setting_u16(self, offset: int) -> int:
        return L.u16_at(self.settings, offset)

    def setting_u32(self, offset: int) -> int:
        return L.u32_at(self.settings, offset)


_INDIVIDUAL_SECTIONS = (0xA3, 0xA5, 0xB3)  # first, in this order; the index (D3) last
_TEAM_SECTIONS = frozenset({0xB5, 0xC3})  # only in the team file


def decode(data: bytes, path: str = "") -> TunxFile:
    """The records of a ``.TUNX`` file (module notes); TunxError or TrfUnsupportedError."""
    where = path or "<input>"
    if data[:4] != L.MAGIC:
        raise TunxError("TUNX001", "not a Swiss-Manager file (no 93 FF 89 44 magic)", 0, where)
    cursor = Cursor(data, 0, where)
    cursor.need(L.HEADER_SIZE, "the file header")
    event_id = L.u32_at(data, L.HEADER_EVENT_ID)
    cursor.pos = L.HEADER_SIZE
    strings = tuple(cursor.string(f"tournament string {i}") for i in range(L.METADATA_STRINGS))
    settings_at = cursor.pos
    if cursor.take(4, "the settings marker") != L.MARKER_SETTINGS:
        raise TunxError(
            "TUNX001",
            f"expected the settings marker 95 FF 89 44 after {L.METADATA_STRINGS} strings",
            settings_at,
            where,
        )
    settings = cursor.take(L.SETTINGS_SIZE, "the settings section")
    kind = settings[L.SETTINGS_TYPE]
    sections = _index(data, where)
    tags = [tag for tag, _ in sections]
    if kind == 2 or _TEAM_SECTIONS & set(tags):
        raise TrfUnsupportedError(
            f"{where}: a Swiss-Manager team file (tournament type {kind}, sections "
            f"{' '.join(f'{tag:02X}' for tag in tags)}): trfcheck reads individual "
            "events only (.TUNX); team files (.TURX) are not supported"
        )
    if tags[:3] != list(_INDIVIDUAL_SECTIONS):
        raise TunxError(
            "TUNX001",
            "the section index does not list the rounds, players and pairings (A3 A5 B3) "
            f"first: {' '.join(f'{tag:02X}' for tag in tags)}",
            len(data) - 4 - L.INDEX_SIZE,
            where,
        )
    (_, rounds_at), (_, players_at), (_, pairings_at), (_, pairings_end) = sections[:4]
    extra = tuple(
        (tag, offset, data[offset + 4 : following])
        for (tag, offset), (_, following) in itertools.pairwise(sections[3:])
    )
    if cursor.pos != rounds_at:
        raise TunxError(
            "TUNX001",
            f"the settings section ends at 0x{cursor.pos:X}, the index puts the rounds at "
            f"0x{rounds_at:X}",
            cursor.pos,
            where,
        )
    n_rounds = L.u16_at(settings, L.SETTINGS_ROUNDS)
    n_players = L.u16_at(settings, L.SETTINGS_PLAYERS)
    heads = _round_heads(Cursor(data, rounds_at + 4, where), n_rounds, players_at)
    players = _players(Cursor(data, players_at + 4, where), n_players, pairings_at)
    rounds = _rounds(data, heads, pairings_at + 4, pairings_end, where)
    return TunxFile(where, event_id, strings, settings, settings_at + 4, rounds, players, extra)


def _index(data: bytes, where: str) -> list[tuple[int, int]]:
    """The section index before the end marker: (tag, offset) of each section it lists
    (its non-zero slots), each checked to hold its marker, in increasing order, the index
    itself last."""
    end = len(data) - 4
    at = end - L.INDEX_SIZE
    if at < L.HEADER_SIZE or data[end:] != L.MARKER_END:
        raise TunxError("TUNX001", "the file does not end with E3 FF 89 44", max(end, 0), where)
    if data[at : at + 4] != L.MARKER_INDEX:
        raise TunxError("TUNX001", "no section index (D3 FF 89 44) before the end", at, where)
    out: list[tuple[int, int]] = []
    previous = 0
    for slot in range(7):
        offset = L.u32_at(data, at + 4 + 4 * slot)
        if offset == 0:
            continue
        if offset <= previous or offset > at or data[offset + 1 : offset + 4] != b"\xff\x89\x44":
            raise TunxError(
                "TUNX001",
                f"index slot {slot + 1} points at 0x{offset:X}, which holds no section marker",
                at + 4 + 4 * slot,
                where,
            )
        out.append((data[offset], offset))
        previous = offset
    if not out or out[-1] != (0xD3, at):
        raise TunxError("TUNX001", "the section index does not list itself last", at, where)
    return out


@dataclass(frozen=True, slots=True)
class _RoundHead:
    offset: int
    time: str
    date: int
    count: int
    unknown: bool


def _round_heads(cursor: Cursor, n_rounds: int, end: int) -> list[_RoundHead]:
    heads = []
    for number in range(1, n_rounds + 1):
        start = cursor.pos
        time = cursor.string(f"the time of round {number}")
        fixed = cursor.take(L.ROUND_FIXED, f"the record of round {number}")
        decoded = {*range(L.ROUND_DATE, L.ROUND_DATE + 4), L.ROUND_RECORDS, L.ROUND_RECORDS + 1}
        unknown = any(byte for i, byte in enumerate(fixed) if i not in decoded)
        heads.append(
            _RoundHead(
                start,
                time,
                L.u32_at(fixed, L.ROUND_DATE),
                L.u16_at(fixed, L.ROUND_RECORDS),
                unknown,
            )
        )
        if cursor.pos > end:
            break
    if cursor.pos != end:
        raise TunxError(
            "TUNX001",
            f"{n_rounds} round records end at 0x{cursor.pos:X}, the players begin at 0x{end:X}",
            min(cursor.pos, end),
            cursor.path,
        )
    return heads


def _players(cursor: Cursor, n_players: int, end: int) -> tuple[RawPlayer, ...]:
    players = []
    for rank in range(1, n_players + 1):
        start = cursor.pos
        strings = tuple(
            cursor.string(f"string {i} of player {rank}") for i in range(L.PLAYER_STRINGS)
        )
        block_at = cursor.pos
        block = cursor.take(L.PLAYER_BLOCK, f"the block of player {rank}")
        players.append(RawPlayer(rank, start, strings, block, block_at))
        if cursor.pos > end:
            break
    if cursor.pos != end:
        raise TunxError(
            "TUNX001",
            f"{n_players} player records end at 0x{cursor.pos:X}, the pairings begin at 0x{end:X}",
            min(cursor.pos, end),
            cursor.path,
        )
    return tuple(players)


def _rounds(
    data: bytes, heads: list[_RoundHead], start: int, end: int, where: str
) -> tuple[RawRound, ...]:
    """The pairing records cut by the round records' counts, which must cover the section."""
    size = end - start
    declared = sum(h.count for h in heads)
    if size != declared * L.PAIRING_RECORD:
        raise TunxError(
            "TUNX001",
            f"the round records announce {declared} pairing records "
            f"({declared * L.PAIRING_RECORD} bytes), the section holds {size} bytes",
            start - 4,
            where,
        )
    rounds = []
    pos = start
    for number, head in enumerate(heads, start=1):
        records = []
        for _ in range(head.count):
            chunk = data[pos : pos + L.PAIRING_RECORD]
            white, black, result = L.u16_at(chunk, 0), L.u16_at(chunk, 2), L.u16_at(chunk, 4)
            records.append(RawRecord(pos, white, black, result, chunk[6:]))
            pos += L.PAIRING_RECORD
        rounds.append(
            RawRound(number, head.offset, head.time, head.date, tuple(records), head.unknown)
        )
    return tuple(rounds)
