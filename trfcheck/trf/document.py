"""Stage 1, ``parse``: bytes or text to a ``Document`` that keeps every raw line.

The document remembers the BOM, the encoding, each line's ending and whether
the last line has one, so that an unchanged document encodes back to the very
same bytes (tomlkit's trivia, bbpPairings' FileData). Lines are classified by
the Lark grammar in ``grammar.lark``; their fixed columns are decoded later.
"""

from __future__ import annotations

import codecs
import enum
import re
from collections.abc import Iterable
from dataclasses import dataclass
from typing import NamedTuple

from lark.exceptions import LarkError

from .encoding import detect_encoding, known_encoding
from .errors import TrfSyntaxError, TrfUnsupportedError
from .grammar import line_parser

__all__ = ["Dialect", "Document", "Line", "LineKind", "decode_bytes", "looks_like_json", "parse"]

_BOM = b"\xef\xbb\xbf"
_EOL_SPLIT = re.compile(r"(\r\n|\r|\n)")
_VEGA_TDF = re.compile(r"^\d{3} *\|")
_C1_ERRORS = "trfcheck-c1"
# The largest TRF possible (9999 players, 30 rounds) is about 4 MB; anything much
# bigger is not a tournament report and is refused before any work is done.
MAX_INPUT_SIZE = 16 * 1024 * 1024


def _c1_handler(error: UnicodeError) -> tuple[str | bytes, int]:
    """Map the five bytes CP1252 leaves undefined to U+0080..U+009F and back (as WHATWG does)."""
    if isinstance(error, UnicodeDecodeError):
        return chr(error.object[error.start]), error.start + 1
    if isinstance(error, UnicodeEncodeError):
        char = error.object[error.start]
        if ord(char) < 256:
            return bytes([ord(char)]), error.start + 1
    raise error


codecs.register_error(_C1_ERRORS, _c1_handler)


class LineKind(enum.StrEnum):
    """What a line is (its record code, docs/trf-format.md); values are the token names of
    ``grammar.lark``."""

    PLAYER = "PLAYER"  # 001
    TEAM_LEGACY = "TEAM_LEGACY"  # 013
    HEADER = "HEADER"  # 012 .. 122
    ROUND_DATES = "ROUND_DATES"  # 132
    PARAMETER = "PARAMETER"  # TRF-26 142 .. 222, 352, 362
    INDIVIDUAL_26 = "INDIVIDUAL_26"  # 240 250 260 299
    TEAM_26 = "TEAM_26"  # 300 310 320 330 801 802
    COMMENT = "COMMENT"  # ###
    EXTENSION = "EXTENSION"  # XXR XXC XXS XXA XXP XXZ
    BBP_POINTS = "BBP_POINTS"  # BBW BBD BBL BBZ BBF BBU
    VENDOR = "VENDOR"  # DAT (Tornelo)
    NRS = "NRS"  # TRF-26 National Rating Support record
    BLANK = "BLANK"  # blanks only
    EMPTY = "EMPTY"  # nothing at all
    OTHER = "OTHER"  # unknown: kept verbatim (rulers, templates)


class Dialect(enum.StrEnum):
    """The TRF variant a document is written in (docs/trf-format.md)."""

    TRF06 = "trf06"
    TRF16 = "trf16"
    TRF26 = "trf26"
    TRFX = "trfx"
    TRFBX = "trfbx"


class Line(NamedTuple):
    """One physical line: its text (without the ending), its ending and its kind.

    A NamedTuple rather than a dataclass: large files have many lines and tuples
    are the cheapest immutable records to create.
    """

    text: str
    eol: str
    kind: LineKind

    @property
    def code(self) -> str:
        """The record code: the first three characters."""
        return self.text[:3]


@dataclass(frozen=True, slots=True)
class Document:
    """Every raw line of a TRF file plus its physical details (BOM, encoding, endings)."""

    lines: tuple[Line, ...]
    path: str = ""
    encoding: str = "utf-8"
    bom: bool = False
    dialect: Dialect = Dialect.TRF16
    encoding_reason: str = ""  # why ``encoding`` was chosen, when it is not UTF-8

    def text(self) -> str:
        """The document as text, line endings included, without the BOM."""
        return "".join(line.text + line.eol for line in self.lines)

    def encode(self) -> bytes:
        """The document as bytes: BOM (if it had one) and its own encoding."""
        body = self.text().encode(self.encoding, errors=_C1_ERRORS)
        return (_BOM + body) if self.bom else body

    @property
    def newline(self) -> str:
        """The most common line ending, CRLF if the document has none."""
        counts: dict[str, int] = {}
        for line in self.lines:
            if line.eol:
                counts[line.eol] = counts.get(line.eol, 0) + 1
        if not counts:
            return "\r\n"
        return max(counts, key=lambda eol: counts[eol])

    def with_lines(self, lines: Iterable[Line]) -> Document:
        """A copy with other lines (same path, encoding, BOM and dialect)."""
        return Document(
            tuple(lines), self.path, self.encoding, self.bom, self.dialect, self.encoding_reason
        )


class Decoded(NamedTuple):
    """Text decoded from bytes: the encoding used, the BOM flag and why that encoding."""

    text: str
    encoding: str
    bom: bool
    reason: str = ""


def decode_bytes(data: bytes, encoding: str | None = None, path: str = "") -> Decoded:
    """Text, encoding name and BOM flag (docs/trf-format.md): ``encoding`` if given, else UTF-8 (BOM
    stripped), else the code page ``encoding.detect_encoding`` chooses.

    Raises TrfSyntaxError when the given ``encoding`` cannot decode the bytes.
    """
    bom = data.startswith(_BOM)
    if bom:
        data = data[len(_BOM) :]
    if encoding is not None:
        name = known_encoding(encoding)
        errors = "strict" if name.replace("-", "").replace("_", "") == "utf8" else _C1_ERRORS
        try:
            return Decoded(data.decode(name, errors=errors), name, bom, f"--encoding {encoding}")
        except UnicodeDecodeError as error:
            line = data.count(b"\n", 0, error.start) + 1
            column = error.start - (data.rfind(b"\n", 0, error.start) + 1) + 1
            raise TrfSyntaxError(
                f"text in {encoding} (--encoding)",
                f"byte {data[error.start]:#04x}",
                path=path,
                line=line,
                column=column,
            ) from None
    try:
        return Decoded(data.decode("utf-8"), "utf-8", bom)
    except UnicodeDecodeError:
        chosen = detect_encoding(data)
        text = data.decode(chosen.encoding, errors=_C1_ERRORS)
        return Decoded(text, chosen.encoding, bom, chosen.reason)


def split_lines(text: str) -> list[tuple[str, str]]:
    """(text, ending) pairs; CR, LF and CRLF all end a line; the last may have no ending."""
    parts = _EOL_SPLIT.split(text)
    pairs = list(zip(parts[0::2], parts[1::2], strict=False))
    if parts[-1]:
        pairs.append((parts[-1], ""))
    return pairs


def parse(source: str | bytes, path: str = "", *, encoding: str | None = None) -> Document:
    """Stage 1: split ``source`` into classified lines; nothing is decoded or lost yet.

    Raises TrfUnsupportedError for a Vega ``.tdf`` file (``|``-separated, other meanings
    for 142-192) and TrfSyntaxError for input larger than MAX_INPUT_SIZE.
    """
    if len(source) > MAX_INPUT_SIZE:
        raise TrfSyntaxError(
            f"a TRF file of at most {MAX_INPUT_SIZE // (1024 * 1024)} MB",
            f"{len(source) / (1024 * 1024):.1f} MB",
            path=path,
        )
    reason = ""
    if isinstance(source, bytes):
        text, encoding, bom, reason = decode_bytes(source, encoding, path)
    else:
        bom = source.startswith("\ufeff")
        text, encoding = (source[1:] if bom else source), "utf-8"
    pairs = split_lines(text)
    _refuse_vega(pairs, path)
    kinds = _classify([t for t, _ in pairs], path)
    lines = tuple(Line(t, eol, kind) for (t, eol), kind in zip(pairs, kinds, strict=True))
    return Document(lines, path, encoding, bom, detect_dialect(lines), reason)


def _refuse_vega(pairs: list[tuple[str, str]], path: str) -> None:
    records = [t for t, _ in pairs[:20] if t.strip()]
    if records and sum(1 for t in records if _VEGA_TDF.match(t)) * 2 > len(records):
        raise TrfUnsupportedError(
            f"{path or '<input>'}:1:1: this looks like a Vega .tdf file ('|'-separated "
            "fields), not a FIDE TRF; export a TRF from Vega instead"
        )


def _classify(texts: list[str], path: str) -> list[LineKind]:
    """The kind of each line, decided by the Lark grammar.

    Every terminal of ``grammar.lark`` is decided by a line's first nine characters
    and by whether the rest is blank, so Lark classifies one *key* per distinct
    line head (characters no terminal can start with become ``?``) and each line
    takes its key's kind. A 2000-player file has a handful of keys; so has junk. The
    grammar's answer for a set of keys is kept (``_KINDS``): the files of one program,
    as the thousands of an endorsement run, are parsed by Lark once.
    """
    memo: dict[tuple[str, bool], str] = {}
    keys = []
    for text in texts:
        probe = (text[:9], len(text.rstrip(_BLANKS)) > 9)
        key = memo.get(probe)
        if key is None:
            key = memo[probe] = _key(text)
        keys.append(key)
    distinct = tuple(dict.fromkeys(keys))
    kind_of = _KINDS.get(distinct)
    if kind_of is None:
        kind_of = _kinds_of(distinct, path)
        if len(_KINDS) >= _KINDS_KEPT:
            _KINDS.clear()
        _KINDS[distinct] = kind_of
    return [kind_of[key] for key in keys]


def _kinds_of(distinct: tuple[str, ...], path: str) -> dict[str, LineKind]:
    """The kind of each distinct key: one parse of the keys, one per line, by the grammar."""
    try:
        tree = line_parser().parse("\n".join(distinct))
    except LarkError as error:  # the grammar accepts any line; this is a safety net
        raise TrfSyntaxError("a TRF line", repr(str(error)[:40]), path=path) from None
    kind_of = dict.fromkeys(distinct, LineKind.EMPTY)
    for token in tree.children:
        kind_of[distinct[token.line - 1]] = LineKind(token.type)
    return kind_of


#: The kinds of the last sets of distinct keys (``_classify``): files written by one
#: program share their set (the same record types in the same order), and the grammar's
#: answer for a set never changes, so it is parsed once. Bounded: cleared when full.
_KINDS: dict[tuple[str, ...], dict[str, LineKind]] = {}
_KINDS_KEPT = 256


_BLANKS = " \t\f\v"
_FOREIGN = re.compile(r"[^0-9A-Z# \t\f\v]")


def _key(text: str) -> str:
    """The part of a line that decides its kind: 4 characters, 9 for an NRS-like head."""
    n = 9 if text[3:4] == " " and text[:3].isalpha() and text[:3].isupper() else 4
    head = _FOREIGN.sub("?", text[:n])
    return head + "?" if text[n:].strip(_BLANKS) else head


_TRF26_KINDS = frozenset({LineKind.PARAMETER, LineKind.INDIVIDUAL_26, LineKind.TEAM_26})
_TRF26_ONLY = frozenset({LineKind.NRS, LineKind.COMMENT})


def looks_like_json(data: bytes | str) -> bool:
    """True if the input starts (after a BOM and blanks) with ``{``: trfcheck JSON
    (``trf.jsonio``), told from TRF without importing the JSON reader."""
    if isinstance(data, bytes):
        return data[:64].lstrip(b"\xef\xbb\xbf \t\r\n")[:1] == b"{"
    return data[:64].lstrip("\ufeff \t\r\n")[:1] == "{"


def detect_dialect(lines: Iterable[Line]) -> Dialect:
    """TRF-26 if any TRF-26-only record; else TRF(bx)/(x) if BB?/XX? lines; else TRF16."""
    kinds = {line.kind for line in lines}
    if kinds & _TRF26_KINDS or kinds & _TRF26_ONLY:
        return Dialect.TRF26
    if LineKind.BBP_POINTS in kinds:
        return Dialect.TRFBX
    if LineKind.EXTENSION in kinds:
        return Dialect.TRFX
    return Dialect.TRF06 if _looks_like_trf06(lines) else Dialect.TRF16


_TRF06_TITLE = re.compile(r"^ *(?:g|m|f|c|wg|wm|wf|wc)$")
_TRF16_CODES = frozenset("HFUZhfuz")


def _looks_like_trf06(lines: Iterable[Line]) -> bool:
    """TRF06 heuristics: lower-case short titles or dotted dates, and no H/F/U/Z code."""
    hints = False
    for line in lines:
        if line.kind is not LineKind.PLAYER:
            continue
        text = line.text
        if _TRF06_TITLE.match(text[10:13]) or text[73:74] == ".":
            hints = True
        if any(text[c] in _TRF16_CODES for c in range(98, len(text), 10)):
            return False
    return hints
