"""Encodings of TRF input (docs/trf-format.md; ``trf/encoding.py``).

``fixtures/trf/valid/cp1250_names.trf`` was made for these tests: four Czech and
Polish players written in Windows-1250, the code page of Czech and Polish programs.
"""

from __future__ import annotations

import codecs
from pathlib import Path

from typer.testing import CliRunner

from tests.conftest import FIXTURES
from trfcheck.cli import app
from trfcheck.trf import read, read_file
from trfcheck.trf.encoding import CANDIDATES, DOCUMENT_ENCODINGS, detect_encoding

RUNNER = CliRunner()
CP1250 = FIXTURES / "trf" / "valid" / "cp1250_names.trf"
CP1252 = FIXTURES / "trf" / "valid" / "cp1252_accents.trf"
NAMES = ["Řehoř, Jiří", "Łukasiewicz, Paweł", "Černý, Václav", "Świątek, Żaneta"]


def test_cp1250_names_are_read_with_their_own_letters() -> None:
    loaded = read_file(CP1250)
    assert [p.name for p in loaded.tournament.players] == NAMES
    enc = [f for f in loaded.findings if f.code == "ENC001"]
    assert len(enc) == 1 and enc[0].found == "cp1250"
    assert "CP1250" in enc[0].message and "CZE" in enc[0].message


def test_cp1250_file_converts_to_utf8_with_the_right_characters(tmp_path: Path) -> None:
    out = tmp_path / "utf8.trf"
    result = RUNNER.invoke(app, ["convert", str(CP1250), "--to", "trf16", "-o", str(out)])
    assert result.exit_code == 0, result.stderr
    text = out.read_bytes().decode("utf-8")  # strict: the output is UTF-8
    for name in NAMES:
        assert name in text
    assert "022 Český Těšín" in text
    assert not set(text) - set(CP1250.read_bytes().decode("cp1250"))  # no new character


def test_convert_to_trf_keeps_the_code_page_byte_for_byte(tmp_path: Path) -> None:
    out = tmp_path / "same.trf"
    result = RUNNER.invoke(app, ["convert", str(CP1250), "--to", "trf", "-o", str(out)])
    assert result.exit_code == 0, result.stderr
    assert out.read_bytes() == CP1250.read_bytes()


def test_western_file_stays_cp1252() -> None:
    assert detect_encoding(CP1252.read_bytes()).encoding == "cp1252"
    assert read_file(CP1252).document is not None
    assert read_file(CP1252).document.encoding == "cp1252"  # type: ignore[union-attr]


def test_the_encoding_option_overrides_the_detection() -> None:
    loaded = read(CP1250.read_bytes(), "x.trf", encoding="cp1252")
    assert loaded.tournament.players[0].name == "Øehoø, Jiøí"  # what CP1252 makes of it
    assert any("--encoding cp1252" in f.message for f in loaded.findings if f.code == "ENC001")
    result = RUNNER.invoke(app, ["show", str(CP1250), "--encoding", "cp1250"])
    assert result.exit_code in (0, 1) and "Řehoř" in result.stdout


def test_an_unknown_encoding_is_a_usage_error() -> None:
    result = RUNNER.invoke(app, ["convert", str(CP1250), "--to", "json", "--encoding", "klingon"])
    assert result.exit_code == 2
    assert "klingon" in result.stderr


def test_utf8_forced_on_cp1250_bytes_is_refused_with_the_place() -> None:
    result = RUNNER.invoke(app, ["convert", str(CP1250), "--to", "json", "--encoding", "utf-8"])
    assert result.exit_code == 3
    assert "cp1250_names.trf:2:" in result.stderr and "0x" in result.stderr


def test_document_encodings_are_the_codec_names_of_the_candidates() -> None:
    """``DOCUMENT_ENCODINGS`` is written out (no codec lookups at start-up); the
    independent source is Python's own ``codecs.lookup``."""
    expected = ("utf-8", *(codecs.lookup(n).name for n in (*CANDIDATES, "iso8859_1")))
    assert expected == DOCUMENT_ENCODINGS
