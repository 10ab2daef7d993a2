"""The shared readers of outside input: numbers (``trf.numbers``), declared encodings
(``trf.textcodec``), line splitting (``trf.lines``) and zip archives (``trf.archive``).

Expected values come from the definitions: ASCII digits are U+0030-0039 (``²`` is U+00B2
SUPERSCRIPT TWO, Unicode category No; ``٣`` is U+0663 ARABIC-INDIC DIGIT THREE, Nd); the
non-character-set codecs are those Python's codecs documentation lists as "binary
transforms", "text transforms" and the idna/punycode host-name codecs.
"""

from __future__ import annotations

import io
import zipfile
from fractions import Fraction

import pytest

from trfcheck.trf import read
from trfcheck.trf.archive import ArchiveError, open_member
from trfcheck.trf.errors import TrfError
from trfcheck.trf.lines import InputLimitError, bounded_lines
from trfcheck.trf.numbers import NumberError, read_decimal, read_whole
from trfcheck.trf.textcodec import text_codec


@pytest.mark.parametrize("text", ["\u00b2", "1\u0663", "9" * 5, "", " ", "1_0", "+1", "0x10"])
def test_whole_numbers_refused(text: str) -> None:
    with pytest.raises(NumberError):
        read_whole(text, 4)


def test_whole_numbers_read() -> None:
    assert (read_whole(" 0042 ", 2), read_whole("9999", 4)) == (42, 9999)


@pytest.mark.parametrize("text", ["1e100000000", "1E5", "inf", "nan", "1/3", "1.", "9" * 5000])
def test_decimals_refused(text: str) -> None:
    with pytest.raises(NumberError):
        read_decimal(text, 5, 6)


def test_decimals_exact() -> None:
    assert read_decimal("-12.25", 5, 6) == Fraction(-49, 4)
    assert read_decimal("+7", 5, 6) == 7


def test_long_values_are_not_echoed() -> None:
    with pytest.raises(NumberError, match=r"\(5000 characters\)"):
        read_whole("9" * 5000, 4)


@pytest.mark.parametrize(
    "name", ["hex", "rot13", "base64", "zlib", "bz2", "uu", "quopri", "idna", "punycode",
             "unicode_escape", "raw_unicode_escape", "undefined", "no-such", "x" * 100,
             "utf-\x008", ""]
)  # fmt: skip
def test_not_character_sets(name: str) -> None:
    with pytest.raises(LookupError):
        text_codec(name)


@pytest.mark.parametrize(
    ("name", "codec"), [("UTF-8", "utf-8"), ("latin-1", "iso8859-1"), ("windows-1250", "cp1250")]
)
def test_character_sets(name: str, codec: str) -> None:
    assert text_codec(name) == codec


@pytest.mark.parametrize("end", [b"\n", b"\r\n", b"\r"])
def test_line_ends(end: bytes) -> None:
    data = end.join([b"a", b"bb", b"", b"c"]) + end
    assert list(bounded_lines(io.BytesIO(data), "f", 10, 100)) == [
        (1, b"a"), (2, b"bb"), (3, b""), (4, b"c")
    ]  # fmt: skip


def test_crlf_split_between_pieces() -> None:
    """A CR at the end of a 1 MB piece and its LF at the start of the next: one line end."""
    first = b"x" * ((1 << 20) - 1) + b"\r"

    class Pieces:
        def __init__(self) -> None:
            self.parts = [first, b"\nlast"]

        def read(self, size: int = -1, /) -> bytes:
            return self.parts.pop(0) if self.parts else b""

    lines = list(bounded_lines(Pieces(), "f", 2 << 20, 4 << 20))
    assert [(n, len(line)) for n, line in lines] == [(1, (1 << 20) - 1), (2, 4)]


def test_line_limit_located() -> None:
    with pytest.raises(InputLimitError, match=r"^f:2:5: error LIM001: "):
        list(bounded_lines(io.BytesIO(b"ok\n12345678"), "f", 4, 100))


def test_byte_limit() -> None:
    with pytest.raises(InputLimitError, match="LIM003"):
        list(bounded_lines(io.BytesIO(b"a\n" * 100), "f", 4, 50))


def _zip(method: int, data: bytes = b"hello\n") -> io.BytesIO:
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w", method) as archive:
        archive.writestr("list.txt", data)
    buffer.seek(0)
    return buffer


@pytest.mark.parametrize(
    "method", [zipfile.ZIP_STORED, zipfile.ZIP_DEFLATED, zipfile.ZIP_BZIP2, zipfile.ZIP_LZMA]
)
def test_archive_methods_read(method: int) -> None:
    with open_member(_zip(method), "a.zip", (".txt",), 1000) as (member, name):
        assert (member.read(100), name) == (b"hello\n", "list.txt")


def test_archive_inflated_limit() -> None:
    with (
        pytest.raises(ArchiveError, match="LIM003"),
        open_member(_zip(zipfile.ZIP_DEFLATED, b"0" * 5000), "a.zip", (".txt",), 1000),
    ):
        pass


def test_archive_not_a_zip() -> None:
    with (
        pytest.raises(ArchiveError, match=r"^a.zip:0x0: error ZIP004"),
        open_member(io.BytesIO(b"PK\x03\x04 not really"), "a.zip", (".txt",), 1000),
    ):
        pass


def test_archive_errors_are_trf_errors() -> None:
    """Every reader error is a TrfError: a command maps it to exit 3 (cli.outcome)."""
    assert issubclass(ArchiveError, TrfError) and issubclass(InputLimitError, TrfError)


def test_json_integer_of_thousands_of_digits() -> None:
    """Python refuses int() of more than 4300 digits; the JSON reader reads such a number
    as out of range, refused by the schema (a TrfError), not an internal error."""
    with pytest.raises(TrfError):
        read(b'{"format": "trfcheck", "tournament": {"rounds": ' + b"9" * 5000 + b"}}")
