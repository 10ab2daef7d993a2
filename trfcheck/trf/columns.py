"""Fixed columns of the TRF records: one table that the reader and the writer share.

Columns are 1-based and inclusive, counted in characters (the TRF16 and TRF-26 record
layouts; docs/trf-format.md).
"""

from __future__ import annotations

import enum
from dataclasses import dataclass

__all__ = [
    "BLOCK_COLOUR",
    "BLOCK_OPPONENT",
    "BLOCK_RESULT",
    "BLOCK_WIDTH",
    "PLAYER_FIELDS",
    "PLAYER_SEPARATORS",
    "Align",
    "Column",
    "block_base",
    "block_count",
    "player_field",
]


class Align(enum.Enum):
    """How a writer pads a value inside its columns."""

    LEFT = "left"
    RIGHT = "right"


@dataclass(frozen=True, slots=True)
class Column:
    """A field at columns ``first``..``last`` (1-based, inclusive)."""

    name: str
    first: int
    last: int
    align: Align = Align.LEFT

    @property
    def width(self) -> int:
        """Number of characters the field occupies."""
        return self.last - self.first + 1

    @property
    def start(self) -> int:
        """0-based start index, for slicing."""
        return self.first - 1

    def take(self, line: str) -> str:
        """The raw text of this field in ``line`` (shorter lines give fewer characters)."""
        return line[self.first - 1 : self.last]

    def fit(self, value: str) -> str:
        """``value`` padded to the field's width; raises ValueError if it does not fit."""
        if len(value) > self.width:
            raise ValueError(f"{self.name} {value!r} is wider than {self.width} columns")
        if self.align is Align.RIGHT:
            return value.rjust(self.width)
        return value.ljust(self.width)


# The static part of a 001 player record (TRF16; docs/trf-format.md, "The player record (001)").
PLAYER_FIELDS: tuple[Column, ...] = (
    Column("record", 1, 3),
    Column("start_rank", 5, 8, Align.RIGHT),
    Column("sex", 10, 10),
    Column("title", 11, 13, Align.RIGHT),
    Column("name", 15, 47),
    Column("rating", 49, 52, Align.RIGHT),
    Column("federation", 54, 56),
    Column("fide_id", 58, 68, Align.RIGHT),
    Column("birth_date", 70, 79),
    Column("points", 81, 84, Align.RIGHT),
    Column("rank", 86, 89, Align.RIGHT),
)
_BY_NAME = {c.name: c for c in PLAYER_FIELDS}

# Columns that must be blank in a 001 record (PLY003, docs/diagnostics.md).
PLAYER_SEPARATORS: tuple[int, ...] = (4, 9, 14, 48, 53, 57, 69, 80, 85, 90, 91)

# Round blocks (docs/trf-format.md, "Round blocks"): block r starts at column 92 + 10 (r - 1).
FIRST_BLOCK = 92
BLOCK_WIDTH = 10
# Offsets inside a block, as columns relative to its base column (b = 0).
BLOCK_OPPONENT = Column("opponent", 1, 4, Align.RIGHT)
BLOCK_COLOUR = Column("colour", 6, 6)
BLOCK_RESULT = Column("result", 8, 8)
BLOCK_TEXT_WIDTH = 8  # opponent, blank, colour, blank, result

# Other fixed-column records.
DATE_132 = Column("round_date", 1, 8)  # relative to block_base(r), like a round block
TEAM_013_NAME = Column("team_name", 5, 36)
TEAM_013_FIRST_MEMBER = 37  # members at 37+5(k-1) .. 40+5(k-1)
XXA_ID = Column("start_rank", 5, 8, Align.RIGHT)
XXA_FIRST_VALUE = 10  # round r value at 10+5(r-1) .. 13+5(r-1)
R240_TYPE = Column("type", 5, 5)
R240_ROUND = Column("round", 7, 9, Align.RIGHT)
R240_FIRST_ID = 11  # ids at 11-14, 16-19, ...
R250_MATCH_POINTS = Column("match_points", 5, 8, Align.RIGHT)
R250_GAME_POINTS = Column("game_points", 10, 13, Align.RIGHT)
R250_FIRST_ROUND = Column("first_round", 15, 17, Align.RIGHT)
R250_LAST_ROUND = Column("last_round", 19, 21, Align.RIGHT)
R250_FIRST_ID = Column("first_id", 23, 26, Align.RIGHT)
R250_LAST_ID = Column("last_id", 28, 31, Align.RIGHT)
R260_FIRST_ROUND = Column("first_round", 5, 7, Align.RIGHT)
R260_LAST_ROUND = Column("last_round", 9, 11, Align.RIGHT)
R260_FIRST_ID = 13  # ids at 13-16, 18-21, ...
ID_STRIDE = 5
ID_WIDTH = 4


def player_field(name: str) -> Column:
    """The column of the 001 field ``name``; raises KeyError for an unknown name."""
    return _BY_NAME[name]


def block_base(round_no: int) -> int:
    """First column (1-based) of round ``round_no``'s block (92 for round 1)."""
    return FIRST_BLOCK + BLOCK_WIDTH * (round_no - 1)


def block_count(line_length: int) -> int:
    """Number of round blocks that a 001 line of this (right-stripped) length touches."""
    if line_length < FIRST_BLOCK:
        return 0
    return (line_length - FIRST_BLOCK) // BLOCK_WIDTH + 1


def id_columns(first: int, index: int) -> tuple[int, int]:
    """Columns (first, last) of the ``index``-th (0-based) 4-wide id in a list at ``first``."""
    start = first + ID_STRIDE * index
    return start, start + ID_WIDTH - 1
