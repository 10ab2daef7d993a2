"""The two-round dialect of a Double-Swiss event (C.04.5; docs/double-swiss.md, "The dialect").

Golden data: the hand-checked vector (fixtures/double-swiss/vector.trf, its arithmetic in
tests/pairers/double/test_rules.py) and single-byte edits of it, whose expected finding
follows from the Preface (a match of two games with the same opponent and alternating
colours; byes apply to whole matches only) and the TRF columns.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from trfcheck.trf.document import parse
from trfcheck.trf.double_swiss import match_entries, match_scoring
from trfcheck.trf.dump import dumps
from trfcheck.trf.io import read
from trfcheck.trf.model import ResultCode

FIXTURES = Path(__file__).parents[2] / "fixtures" / "double-swiss"
VECTOR = (FIXTURES / "vector.trf").read_bytes()


def _edit(line_no: int, column: int, new: str) -> bytes:
    """The vector with ``new`` written over line ``line_no`` from ``column`` (1-based)."""
    lines = VECTOR.decode().split("\r\n")
    text = lines[line_no - 1]
    lines[line_no - 1] = text[: column - 1] + new + text[column - 1 + len(new) :]
    return "\r\n".join(lines).encode()


def _codes(data: bytes) -> list[str]:
    return [d.one_line() for d in read(data, "v.trf").findings]


@pytest.mark.parametrize("name", sorted(p.name for p in FIXTURES.glob("*.trf")))
def test_round_trip_byte_for_byte(name: str) -> None:
    data = (FIXTURES / name).read_bytes()
    doc = parse(data)
    assert doc.encode() == data
    assert dumps(read(data).tournament, like=doc).encode() == data


def test_vector_reads_clean_with_byes_per_match() -> None:
    # 001 of player 7 declares 1.5: one PAB of the match (1.4, 162 P 1.5), not 1.5 per column
    assert _codes(VECTOR) == []


def test_matches_read_from_two_columns() -> None:
    t = read(VECTOR).tournament
    rows = match_entries(t)
    one = rows[1][0]
    assert (one.opponent, one.colour.value, one.games) == (
        4,
        "w",
        (ResultCode.WIN, ResultCode.DRAW),
    )
    assert one.played and one.met and not one.forfeited
    assert rows[7][0].bye is ResultCode.PAB
    scoring = match_scoring(t)
    # game 1 won (1.0) + game 2 drawn (0.5) = 1.5; the PAB 1.5 (162 P)
    assert scoring.points(one) == 15
    assert scoring.points(rows[7][0]) == 15


def test_pab_default_is_a_win_and_a_draw() -> None:
    # 1.4: without 162 P the PAB is worth a game won and a game drawn: 1.0 + 0.5
    t = read(VECTOR.replace(b" P 1.5", b"      ")).tournament
    assert match_scoring(t).pab == 15


def test_other_opponent_in_game_2_located_at_the_block() -> None:
    # player 1 (line 8): game 2 against 5 instead of 4; column 102 is the game-2 block
    found = _codes(_edit(8, 102, "   5"))
    assert any(
        x.startswith(
            "v.trf:8:102: error DSW002: match 1 (columns 1-2): the two games have "
            "different opponents"
        )
        for x in found
    ), found


def test_colours_must_alternate() -> None:
    found = _codes(_edit(8, 107, "w"))  # player 1: w then w
    assert any("v.trf:8:102: error DSW002" in x and "alternate" in x for x in found), found


def test_bye_in_one_column_only() -> None:
    found = _codes(_edit(14, 102, "   1 b 1"))  # player 7: PAB in game 1, a game in game 2
    assert any(x.startswith("v.trf:14:102: error DSW003") for x in found), found


def test_half_recorded_match() -> None:
    found = _codes(_edit(14, 102, "        "))  # player 7: game 2 blank
    assert any(x.startswith("v.trf:14:102: error DSW004") for x in found), found


def test_odd_round_count() -> None:
    found = _codes(VECTOR.replace(b"142 4", b"142 5"))
    assert any(x.startswith("v.trf:4:5: error DSW001") for x in found), found


def test_points_per_match() -> None:
    found = _codes(_edit(14, 81, " 3.0"))  # 1.5 per column would give 3.0: wrong
    assert any(x.startswith("v.trf:14:81: error DSW007") for x in found), found


def test_240_naming_one_column_is_extended_with_a_warning() -> None:
    data = VECTOR.replace(b"192 FIDE_DOUBLESWISS", b"192 FIDE_DOUBLESWISS\r\n240 H   3    7")
    found = _codes(data)
    assert any(x.startswith("v.trf:8:7: warning DSW005") and "match 2" in x for x in found)
    both = VECTOR.replace(
        b"192 FIDE_DOUBLESWISS", b"192 FIDE_DOUBLESWISS\r\n240 H   3    7\r\n240 H   4    7"
    )
    assert not any("DSW005" in x for x in _codes(both))


def test_250_range_must_cover_whole_matches() -> None:
    line = b"250      1.0   2   3    1    4"
    found = _codes(VECTOR.replace(b"192 FIDE_DOUBLESWISS", b"192 FIDE_DOUBLESWISS\r\n" + line))
    assert any(x.startswith("v.trf:8:15: error DSW006") for x in found), found


def test_without_the_code_the_file_is_an_ordinary_tournament() -> None:
    data = VECTOR.replace(b"192 FIDE_DOUBLESWISS", b"192 FIDE_DUTCH_2026 ")
    found = _codes(data)
    assert not any("DSW" in x for x in found)
    assert any("PTS001" in x for x in found)  # the PAB counted once per column
