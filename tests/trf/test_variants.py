"""One focused test per variant of TRF the reader accepts, each on a small hand-written fixture.

Expected values are written from the fixture text and the TRF16, TRF-26 and extension records
(docs/trf-format.md), not from the reader's output.
"""

from __future__ import annotations

from collections.abc import Callable
from datetime import date

import pytest

from tests.conftest import FIXTURES
from trfcheck.trf import Dialect, LineKind, dumpb, parse, read
from trfcheck.trf.model import (
    AbsenceRecord,
    Colour,
    ForbiddenPairs,
    ResultCode,
    RoundEntry,
    Scoring,
)

Fixture = Callable[[str], bytes]
VALID = sorted((FIXTURES / "trf" / "valid").glob("*.trf"))


@pytest.mark.parametrize("path", VALID, ids=lambda p: p.name)
def test_valid_fixture_round_trips(path: object) -> None:
    from pathlib import Path

    assert isinstance(path, Path)
    data = path.read_bytes()
    loaded = read(data, str(path))
    assert loaded.document is not None
    assert dumpb(loaded.tournament, loaded.document) == data


def _adams(data: bytes) -> tuple[str, int | None, str]:
    player = read(data).tournament.player(2)
    return player.name, player.points, player.federation


def test_line_endings_lf_crlf_cr_give_the_same_tournament(trf_fixture: Fixture) -> None:
    lf, crlf, cr = (read(trf_fixture(f"valid/trf16_{e}.trf")) for e in ("lf", "crlf", "cr"))
    assert lf.tournament == crlf.tournament == cr.tournament
    assert crlf.document is not None and crlf.document.newline == "\r\n"
    assert cr.document is not None and cr.document.newline == "\r"


def test_mixed_line_endings_are_kept_per_line(trf_fixture: Fixture) -> None:
    doc = parse(trf_fixture("valid/mixed_endings.trf"))
    assert [line.eol for line in doc.lines] == ["\r\n"] * 3 + ["\n"] * 3 + ["\r"] * 2 + ["\n"]
    assert len(read(trf_fixture("valid/mixed_endings.trf")).tournament.players) == 4


def test_no_final_newline(trf_fixture: Fixture) -> None:
    data = trf_fixture("valid/no_final_newline.trf")
    doc = parse(data)
    assert doc.lines[-1].eol == "" and doc.lines[-1].kind is LineKind.PLAYER
    assert doc.encode() == data


def test_utf8_bom_is_stripped_and_kept(trf_fixture: Fixture) -> None:
    doc = parse(trf_fixture("valid/utf8_bom.trf"))
    assert doc.bom and doc.lines[0].text == "012 Variant Cup"


def test_utf8_names_are_counted_in_characters(trf_fixture: Fixture) -> None:
    """Columns count characters, not bytes; 'Brávö' must not shift the rating."""
    player = read(trf_fixture("valid/utf8_accents.trf")).tournament.player(2)
    assert (player.name, player.rating, player.federation) == ("Brávö, Bea", 2300, "ESP")


def test_cp1252_fallback_with_warning(trf_fixture: Fixture) -> None:
    loaded = read(trf_fixture("valid/cp1252_accents.trf"))
    assert loaded.document is not None and loaded.document.encoding == "cp1252"
    assert loaded.tournament.player(3).name == "Çharlié, Carl"
    assert [f.code for f in loaded.findings] == ["ENC001"]


def test_tabs_count_as_blanks(trf_fixture: Fixture) -> None:
    assert (
        read(trf_fixture("valid/tabs.trf")).tournament
        == read(trf_fixture("valid/trf16_lf.trf")).tournament
    )


def test_rulers_and_unknown_lines_are_kept_and_reported(trf_fixture: Fixture) -> None:
    """A ruler starting with '012' is not a tournament name (an unknown line, LIN001)."""
    loaded = read(trf_fixture("valid/rulers.trf"))
    assert loaded.tournament.name == "Variant Cup"
    assert [(f.code, f.line) for f in loaded.findings] == [
        ("LIN001", 7),
        ("LIN001", 8),
        ("LIN001", 14),
    ]


def test_byes_without_opponent_or_colour() -> None:
    """lichess writes byes as blanks + code; '-' alone is an absence (docs/trf-format.md)."""
    data = (FIXTURES / "trf" / "valid" / "byes_without_opponent.trf").read_bytes()
    t = read(data).tournament
    assert t.player(1).rounds[1] == RoundEntry(None, Colour.NONE, ResultCode.HALF_BYE)
    assert t.player(2).rounds[1:] == (
        RoundEntry(None, Colour.NONE, ResultCode.PAB),
        RoundEntry(None, Colour.NONE, ResultCode.ZERO_BYE),
    )
    assert t.player(3).rounds[0] == RoundEntry(None, Colour.NONE, ResultCode.PAB)
    assert t.total_rounds == 3


def test_trf06_legacy_spellings_are_normalised(trf_fixture: Fixture) -> None:
    loaded = read(trf_fixture("valid/trf06_legacy.trf"))
    assert loaded.document is not None and loaded.document.dialect is Dialect.TRF06
    t = loaded.tournament
    one, two, three = t.player(1), t.player(2), t.player(3)
    assert (one.title, two.title, three.title) == ("GM", "WIM", "FM")
    assert one.birth_date == "1960/05/04"
    assert t.start_date == date(2005, 7, 28)
    assert one.rounds[1] == RoundEntry(None, Colour.NONE, ResultCode.HALF_BYE)  # 0000 - =
    assert one.rounds[2] == RoundEntry(3, Colour.NONE, ResultCode.FORFEIT_WIN)  # 3 - +
    assert two.rounds[1] == RoundEntry(None, Colour.NONE, ResultCode.PAB)  # 0000 - +
    assert three.rounds[0] == RoundEntry(None, Colour.NONE, ResultCode.ZERO_BYE)  # 0000 - -
    codes = sorted(f.code for f in loaded.findings if f.severity != "info")
    assert codes == ["RES010", "RES011", "RES012"]
    assert not loaded.errors


def test_trf26_records(trf_fixture: Fixture) -> None:
    loaded = read(trf_fixture("valid/trf26_records.trf"))
    assert loaded.document is not None and loaded.document.dialect is Dialect.TRF26
    t = loaded.tournament
    assert (t.total_rounds, t.initial_colour, t.system) == (5, Colour.BLACK, "FIDE_DUTCH_2026")
    assert t.scoring == Scoring(30, 30, 10, 10, 0, 0, 30, 0, 30, 10, 0, 30)
    assert t.absences == (
        AbsenceRecord(2, ResultCode.HALF_BYE, frozenset({2})),
        AbsenceRecord(3, ResultCode.ZERO_BYE, frozenset({3})),
    )
    assert t.acceleration == {(1, 1): 10, (1, 2): 10, (2, 1): 10, (2, 2): 10}
    # 260 from round 1 to round 5, the last (142 5), is every round: XXP's form
    assert t.forbidden == (ForbiddenPairs(frozenset({2, 3}), None, None),)
    assert t.player(2).birth_date == "2001/00/00"
    kinds = [line.kind for line in loaded.document.lines]
    assert kinds.count(LineKind.NRS) == 1 and kinds.count(LineKind.TEAM_26) == 2
    assert kinds.count(LineKind.COMMENT) == 1
    assert not loaded.findings


def test_trfx_extension_lines(trf_fixture: Fixture) -> None:
    t = read(trf_fixture("valid/trfx_extensions.trf")).tournament
    assert (t.total_rounds, t.initial_colour) == (7, Colour.BLACK)
    assert t.scoring.pab == 5 and t.scoring.win == 10 and t.scoring.draw == 5
    assert t.acceleration == {(1, 1): 10, (1, 2): 10, (2, 1): 10, (2, 2): 5}
    assert t.forbidden == (ForbiddenPairs(frozenset({1, 3})),)
    assert t.absences == (AbsenceRecord(2, ResultCode.ZERO_BYE, frozenset({3})),)


def test_trfbx_point_lines(trf_fixture: Fixture) -> None:
    """BBW 3, BBD 1, BBU 1: the points column of every player agrees (no PTS001)."""
    loaded = read(trf_fixture("valid/trfbx_points.trf"))
    s = loaded.tournament.scoring
    assert (s.win_white, s.forfeit_win, s.full_bye, s.draw, s.half_bye, s.pab) == (
        30,
        30,
        30,
        10,
        10,
        10,
    )
    assert loaded.document is not None and loaded.document.dialect is Dialect.TRFBX
    assert not loaded.findings
