"""The byte layout of Swiss-Manager's ``.TUNX`` files, as far as it is established.

Every offset here is described, with how it was confirmed, in ``docs/tunx.md``; nothing in
this module decides what a value means for the tournament (``decode`` and ``build`` do).
All integers are little-endian; strings are a u16 count of UTF-16 code units followed by
that many UTF-16LE code units.

``Cursor`` reads values and raises ``TunxError`` (TUNX001, located at the byte offset) when
the file ends inside a value, so a truncated or malformed file never raises anything else.
"""

from __future__ import annotations

import struct

from ..errors import TrfError

__all__ = [
    "MAGIC",
    "MARKER_END",
    "MARKER_INDEX",
    "MARKER_PAIRINGS",
    "MARKER_PLAYERS",
    "MARKER_ROUNDS",
    "MARKER_SETTINGS",
    "Cursor",
    "TunxError",
    "marker",
]


def marker(tag: int) -> bytes:
    """The 4 bytes of a section marker: ``tag FF 89 44`` (docs/tunx.md, "Sections")."""
    return bytes((tag, 0xFF, 0x89, 0x44))


MAGIC = marker(0x93)  # offset 0: the file header
MARKER_SETTINGS = marker(0x95)  # the tournament settings, a fixed 5,883 bytes
MARKER_ROUNDS = marker(0xA3)  # one record per round: time, date, number of pairing records
MARKER_PLAYERS = marker(0xA5)  # one record per player: 30 strings + 110 bytes
MARKER_PAIRINGS = marker(0xB3)  # 21-byte pairing records, round after round
MARKER_INDEX = marker(0xD3)  # the offsets of the four sections above
MARKER_END = marker(0xE3)  # the last 4 bytes of the file

HEADER_SIZE = 0x6C  # the fixed header before the tournament's strings
HEADER_EVENT_ID = 0x20  # u32: the chess-results tournament id
METADATA_STRINGS = 132  # strings between the header and the settings marker
SETTINGS_SIZE = 5883  # bytes between the settings marker and the rounds marker
ROUND_FIXED = 106  # bytes of a round record after its time string
PLAYER_STRINGS = 30  # strings of a player record
PLAYER_BLOCK = 110  # bytes of a player record after its strings
PAIRING_RECORD = 21  # bytes of a pairing record
INDEX_SIZE = 4 + 4 * 4 + 12  # the index section: marker, 4 offsets, 12 zero bytes

# Settings (offsets from the first byte after the settings marker)
SETTINGS_ROUNDS = 0x00  # u16: rounds of the event
SETTINGS_TYPE = 0x0B  # u8: 0 Swiss, 1 round robin, 2 team round robin
SETTINGS_ROUNDS_PAIRED = 0x11  # u8: rounds Swiss-Manager has paired
SETTINGS_PLAYERS = 0x13  # u16: players
SETTINGS_TIEBREAK_COUNT = 0x1B  # u16: tie-breaks listed
SETTINGS_TIEBREAKS = 0x1D  # u16 each: Swiss-Manager's tie-break numbers
SETTINGS_TIEBREAK_SLOTS = 12  # room before the next field (0x1D + 2 * 12 = 0x35)
SETTINGS_START = 0x47  # u32 YYYYMMDD
SETTINGS_END = 0x4B  # u32 YYYYMMDD

# A round record (offsets from the first byte after its time string)
ROUND_DATE = 30  # u32 YYYYMMDD (0: none)
ROUND_RECORDS = 36  # u16: pairing records of the round

# A player record's block (offsets from the first byte after its 30 strings)
PLAYER_SEX = 0x06  # u8: 1 woman, 0 not said
PLAYER_RATING = 0x08  # u16: FIDE rating (0 unrated)
PLAYER_NATIONAL_RATING = 0x0A  # u16
PLAYER_BIRTH = 0x0E  # u32 YYYYMMDD, MMDD may be 0000
PLAYER_FIDE_ID = 0x18  # u32 (0: none)
# Bytes of the block whose meaning is established or harmless (docs/tunx.md, "Players");
# a non-zero byte anywhere else is reported (TUNX004).
PLAYER_KNOWN = frozenset(
    {0x06, 0x08, 0x09, 0x0A, 0x0B, 0x0E, 0x0F, 0x10, 0x11, 0x12, 0x13}
    | {0x16, 0x17, 0x18, 0x19, 0x1A, 0x1B, 0x38, 0x39, 0x3A, 0x3B}
)

# Player strings (indexes into the 30)
PLAYER_SURNAME = 0
PLAYER_FIRST_NAME = 1
PLAYER_TITLE = 4
PLAYER_FEDERATION = 10

# Tournament strings (indexes into the 132)
META_NAME = 0
META_CITY = 10
META_TIME_CONTROL = 14
META_FEDERATION = 20
META_CHIEF_ARBITER = 21
META_DEPUTY_ARBITERS = 35

# Pairing records
NO_PLAYER = 0xFFFE  # "black" of a record for a player not paired
BYE = 0xFFFF  # "black" of a record for the pairing-allocated bye


class TunxError(TrfError, ValueError):
    """A ``.TUNX`` file that cannot be decoded, or decodes inconsistently (exit 3).

    Prints as ``path:0xOFFSET: error CODE: message``.
    """

    def __init__(self, code: str, message: str, offset: int, path: str = "") -> None:
        self.code = code
        self.message = message
        self.offset = offset
        self.path = path or "<input>"
        super().__init__(str(self))

    def __str__(self) -> str:
        return f"{self.path}:0x{self.offset:04X}: error {self.code}: {self.message}"


class Cursor:
    """Reads little-endian values from ``data`` at ``pos``; TunxError TUNX001 past the end."""

    __slots__ = ("data", "path", "pos")

    def __init__(self, data: bytes, pos: int, path: str) -> None:
        self.data = data
        self.pos = pos
        self.path = path

    def need(self, size: int, what: str) -> None:
        """TUNX001 unless ``size`` more bytes are there."""
        if self.pos + size > len(self.data):
            raise TunxError(
                "TUNX001",
                f"the file ends inside {what} ({size} bytes needed, "
                f"{max(0, len(self.data) - self.pos)} left)",
                self.pos,
                self.path,
            )

    def u8(self, what: str) -> int:
        self.need(1, what)
        value = self.data[self.pos]
        self.pos += 1
        return value

    def u16(self, what: str) -> int:
        self.need(2, what)
        (value,) = struct.unpack_from("<H", self.data, self.pos)
        self.pos += 2
        return int(value)

    def u32(self, what: str) -> int:
        self.need(4, what)
        (value,) = struct.unpack_from("<I", self.data, self.pos)
        self.pos += 4
        return int(value)

    def take(self, size: int, what: str) -> bytes:
        self.need(size, what)
        value = self.data[self.pos : self.pos + size]
        self.pos += size
        return value

    def string(self, what: str) -> str:
        """A u16-counted UTF-16LE string; TUNX001 if it overruns the file or is not UTF-16."""
        start = self.pos
        count = self.u16(what)
        raw = self.take(2 * count, what)
        try:
            return raw.decode("utf-16-le")
        except UnicodeDecodeError:
            raise TunxError("TUNX001", f"{what} is not UTF-16 text", start, self.path) from None


def u16_at(data: bytes, offset: int) -> int:
    """The u16 at ``offset`` of a block already read whole."""
    return int(struct.unpack_from("<H", data, offset)[0])


def u32_at(data: bytes, offset: int) -> int:
    """The u32 at ``offset`` of a block already read whole."""
    return int(struct.unpack_from("<I", data, offset)[0])
