"""The FIDE rating list a user downloaded, read as a stream for the players of one file.

FIDE publishes the list monthly as XML (``players_list_xml_foa.xml``: one ``<player>`` with
the fields fideid, name, country, sex, title, w_title, o_title, foa_title, rating, games, k,
rapid_rating, rapid_games, rapid_k, blitz_rating, blitz_games, blitz_k, birthday, flag) and
as fixed-width text (``players_list_foa.txt``: a header line ``ID Number  Name  Fed Sex Tit
WTit OTit FOA SRtng SGm SK RRtng RGm Rk BRtng BGm BK B-day Flag`` whose labels start where
their fields start), each also zipped. Older single-rate text lists have one rating column
labelled with the month (``MAR24``), ``Gms`` and ``K``. Its terms forbid redistribution: the
project ships none (docs/rating.md, "The FIDE list").

A list is untrusted input (a download, an e-mail). The reader never holds it: it reads 1 MB
pieces from a file, a pipe or a zip member (``trf.archive``), splits text lines at LF, CRLF
or CR (``trf.lines``), sees each XML ``<player>`` whole, skipping comments and CDATA, and
keeps the entries of the wanted FIDE ids only. Every piece it must hold has a limit
(``trf.limits``: line, element, list bytes; docs/limits.md), and a breach is a located
``InputLimitError``. What it reads but cannot use is a finding of the list's own
(``FideList.problems``, located in the list): a wanted id listed twice (LST008: the first
entry is used), a number field that is not a number (LST009: not used).
"""

from __future__ import annotations

import re
import sys
import tempfile
from collections.abc import Collection, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from html import unescape
from pathlib import Path

from trfcheck.ruleset import Rate
from trfcheck.trf.archive import ByteSource, is_zip, open_member
from trfcheck.trf.diagnostics import Diagnostic, Severity, printable
from trfcheck.trf.errors import TrfError
from trfcheck.trf.limits import MAX_ELEMENT_BYTES, MAX_LINE_BYTES, MAX_LIST_BYTES
from trfcheck.trf.lines import CHUNK, InputLimitError, bounded_lines
from trfcheck.trf.numbers import NumberError, read_whole
from trfcheck.trf.textcodec import text_codec

__all__ = ["NUMBER_FIELDS", "FideList", "ListEntry", "ListError", "read_fide_list"]

#: Fields that hold whole numbers, with their most digits (ratings and years: 4).
NUMBER_FIELDS = {
    f"{rate}{name}": 4 for rate in ("", "rapid_", "blitz_") for name in ("rating", "games", "k")
} | {"birthday": 4}
_FIDEID = re.compile(rb"<fideid>\s*([0-9]{1,15})\s*</fideid>")
_FIELD = re.compile(rb"<(\w{1,40})>([^<]*)</\1\s*>")
_COMMENT = re.compile(rb"<!--.*?-->", re.S)
#: What the XML reader must see whole: a comment, a CDATA section, a ``<player>`` element;
#: the part after the opener is absent while its end is not yet read.
_XML_TOKEN = re.compile(
    rb"<!--(?P<comment>.*?-->)?|<!\[CDATA\[(?P<cdata>.*?\]\]>)?"
    rb"|<player(?:\s[^>]*)?>(?P<player>.*?</player\s*>)?",
    re.S,
)
_ENCODING = re.compile(rb"<\?xml[^>]{0,200}?encoding\s*=\s*[\"']([^\"']{0,64})[\"']")
_MONTH_LABEL = re.compile(r"[A-Z]{3}\d{2}")
_TEXT_LABELS = {
    "ID Number": "fideid",
    "Name": "name",
    "Fed": "country",
    "Sex": "sex",
    "Tit": "title",
    "WTit": "w_title",
    "OTit": "o_title",
    "FOA": "foa_title",
    "SRtng": "rating",
    "SGm": "games",
    "SK": "k",
    "RRtng": "rapid_rating",
    "RGm": "rapid_games",
    "Rk": "rapid_k",
    "BRtng": "blitz_rating",
    "BGm": "blitz_games",
    "BK": "blitz_k",
    "B-day": "birthday",
    "Flag": "flag",
    "Gms": "games",
    "K": "k",
}
_RATE_PREFIX = {Rate.STANDARD: "", Rate.RAPID: "rapid_", Rate.BLITZ: "blitz_"}


class ListError(TrfError, ValueError):
    """The list cannot be read; prints as ``path:line:column: error CODE: message``."""

    def __init__(self, path: str, message: str, line: int = 1, code: str = "LST010") -> None:
        self.path, self.line, self.code = path, line, code
        super().__init__(printable(f"{path}:{line}:1: error {code}: {message}"))


@dataclass(frozen=True, slots=True)
class ListEntry:
    """One player of the list: the fields as written (blank: empty), the line the entry
    starts on, and where each field is (line, column; 1-based) in the list."""

    fields: dict[str, str]
    line: int
    places: dict[str, tuple[int, int]] = field(default_factory=dict)

    def text(self, name: str) -> str:
        """The field ``name`` stripped (empty when absent)."""
        return self.fields.get(name, "").strip()

    def number(self, name: str) -> int | None:
        """The field ``name`` as a whole number, None when blank or not a number (LST009)."""
        try:
            return read_whole(self.text(name), NUMBER_FIELDS.get(name, 4))
        except NumberError:
            return None

    def rating(self, rate: Rate) -> int | None:
        """The rating of ``rate`` (None or 0: not rated at that rate)."""
        return self.number(_RATE_PREFIX[rate] + "rating")

    def k(self, rate: Rate) -> int | None:
        """The K of ``rate`` the list gives."""
        return self.number(_RATE_PREFIX[rate] + "k")

    def place(self, name: str) -> tuple[int, int]:
        """(line, column) of the field ``name`` in the list (the entry's line if unknown)."""
        return self.places.get(name, (self.line, 1))


@dataclass(frozen=True, slots=True)
class FideList:
    """The entries of the wanted ids found in a list, how many players it holds, its format,
    and the findings of the list's own (LST008, LST009)."""

    path: str
    entries: dict[str, ListEntry]
    players: int
    kind: str  # "xml" or "txt"
    problems: tuple[Diagnostic, ...] = ()


def read_fide_list(
    path: Path, wanted: Collection[str], stream: ByteSource | None = None
) -> FideList:
    """Scan the list at ``path`` (XML or text, zipped or not; a file or a pipe; ``stream``
    instead when given, ``path`` then only names it) for the FIDE ids ``wanted``.

    Raises OSError when it cannot be opened, ListError when it is not a list, and
    InputLimitError or ArchiveError (trf) past a limit or for a damaged archive."""
    ids = {i.strip() for i in wanted if i.strip()}
    name = str(path)
    with _source(path, stream) as source:
        head = source.read(CHUNK)
        if not head:
            raise ListError(name, "empty: not a FIDE rating list")
        if is_zip(head):
            with (
                _spooled(head, source, name) as spool,
                open_member(spool, name, (".xml", ".txt"), MAX_LIST_BYTES) as (member, _),
            ):
                return _scan(name, member, member.read(CHUNK), ids)
        return _scan(name, source, head, ids)


@contextmanager
def _source(path: Path, stream: ByteSource | None) -> Iterator[ByteSource]:
    if stream is not None:
        yield stream
    elif str(path) == "-":
        yield sys.stdin.buffer
    else:
        with open(path, "rb", buffering=0) as raw:
            yield raw


@contextmanager
def _spooled(
    head: bytes, source: ByteSource, name: str
) -> Iterator[tempfile.SpooledTemporaryFile[bytes]]:
    """The archive as a seekable file (a zip keeps its index at its end): a pipe is copied
    to a temporary file, at most MAX_LIST_BYTES."""
    with tempfile.SpooledTemporaryFile(max_size=CHUNK * 64) as spool:
        spool.write(head)
        while chunk := source.read(CHUNK):
            if spool.tell() + len(chunk) > MAX_LIST_BYTES:
                raise ListError(name, f"archive over {MAX_LIST_BYTES} bytes", 1, "LIM003")
            spool.write(chunk)
        spool.seek(0)
        yield spool


def _scan(name: str, source: ByteSource, head: bytes, ids: set[str]) -> FideList:
    stream = _Prefixed(head, source)
    start = head.lstrip(b"\xef\xbb\xbf \t\r\n")
    if head[:2] in (b"\xff\xfe", b"\xfe\xff"):
        raise ListError(name, "UTF-16 text: FIDE's lists are UTF-8 (or Latin-1 text)")
    if start.startswith(b"<"):
        return _XmlScan(name, ids).run(stream)
    return _scan_text(stream, ids, name)


class _Prefixed:
    """``head`` (already read), then the rest of ``source``."""

    def __init__(self, head: bytes, source: ByteSource) -> None:
        self._head, self._source = head, source

    def read(self, size: int = -1, /) -> bytes:
        if self._head:
            head, self._head = self._head, b""
            return head
        return self._source.read(size)


class _XmlScan:
    """The XML list, token by token (``_XML_TOKEN``), in bounded pieces (module notes)."""

    def __init__(self, name: str, ids: set[str]) -> None:
        self.name, self.wanted = name, {i.encode() for i in ids}
        self.entries: dict[str, ListEntry] = {}
        self.problems: list[Diagnostic] = []
        self.players, self.line, self.encoding = 0, 1, ""

    def run(self, stream: ByteSource) -> FideList:
        rest, total = b"", 0
        while True:
            chunk = stream.read(CHUNK)
            total += len(chunk)
            if total > MAX_LIST_BYTES:
                raise InputLimitError(
                    self.name, self.line, 1, "LIM003", f"more than {MAX_LIST_BYTES} bytes"
                )
            data = rest + chunk
            if not self.encoding:
                self.encoding = self._declared(data[:400])
            rest = self._tokens(data, end=not chunk)
            if not chunk:
                break
        if self.players == 0:
            raise ListError(self.name, "no <player> with a <fideid>: not a FIDE XML list")
        return FideList(self.name, self.entries, self.players, "xml", tuple(self.problems))

    def _declared(self, head: bytes) -> str:
        match = _ENCODING.search(head)
        if match is None:
            return "utf-8"
        label = match.group(1).decode("ascii", "replace")
        try:
            codec = text_codec(label)
        except LookupError as error:
            raise ListError(self.name, f"declared encoding: {error}") from None
        if "<player>".encode(codec, "replace") != b"<player>":
            raise ListError(self.name, f"declared encoding {label!r}: not ASCII-compatible")
        return codec

    def _tokens(self, data: bytes, *, end: bool) -> bytes:
        """Read the complete tokens of ``data``; what must wait for more is returned."""
        pos = 0
        while (match := _XML_TOKEN.search(data, pos)) is not None:
            self.line += _breaks(data, pos, match.start())
            pos = match.start()
            complete = match.lastgroup is not None
            if not complete or match.end() - match.start() > MAX_ELEMENT_BYTES:
                return self._pending(data, pos, end)
            if match.lastgroup == "player":
                self._player(match.group())
            self.line += _breaks(data, pos, match.end())
            pos = match.end()
        cut = data.rfind(b"<", pos)
        cut = len(data) if cut < 0 or end else cut
        self.line += _breaks(data, pos, cut)
        return self._pending(data, cut, end) if cut < len(data) else b""

    def _pending(self, data: bytes, pos: int, end: bool) -> bytes:
        """The unfinished token at ``pos``: kept for the next piece, refused when too long
        or when the list ends in it."""
        pending = data[pos:]
        what = printable(pending[:12].decode("ascii", "replace"))
        if len(pending) > MAX_ELEMENT_BYTES:
            raise InputLimitError(
                self.name,
                self.line,
                1,
                "LIM002",
                f"{what}... runs past {MAX_ELEMENT_BYTES} bytes without its end (docs/limits.md)",
            )
        if end:
            raise ListError(self.name, f"the list ends inside {what}...", self.line)
        return pending

    def _player(self, element: bytes) -> None:
        found = _FIDEID.search(_COMMENT.sub(b"", element))
        if found is None:
            return
        self.players += 1
        fid = found.group(1)
        if fid not in self.wanted:
            return
        fields: dict[str, str] = {}
        places: dict[str, tuple[int, int]] = {}
        for match in _FIELD.finditer(element):
            key = match.group(1).decode("ascii", "replace")
            fields[key] = unescape(match.group(2).decode(self.encoding, "replace"))
            before = element[: match.start()]
            last = max(before.rfind(b"\n"), before.rfind(b"\r"))
            places[key] = (self.line + _breaks(before, 0, len(before)), match.start() - last)
        self._keep(fid.decode(), ListEntry(fields, self.line, places))

    def _keep(self, fid: str, entry: ListEntry) -> None:
        _keep(self.name, self.entries, self.problems, fid, entry)


def _keep(
    name: str, entries: dict[str, ListEntry], problems: list[Diagnostic], fid: str, e: ListEntry
) -> None:
    """Keep the first entry of ``fid``: a second is LST008; a bad number field LST009."""
    first = entries.get(fid)
    if first is not None:
        message = f"FIDE id {fid} is listed again (first at line {first.line}): the first is used"
        problems.append(_problem("LST008", Severity.ERROR, name, e.line, 1, message))
        return
    entries[fid] = e
    for key, digits in NUMBER_FIELDS.items():
        text = e.text(key)
        if not text:
            continue
        try:
            read_whole(text, digits)
        except NumberError as error:
            line, column = e.place(key)
            message = f"FIDE id {fid}, field {key}: {error}; not used"
            problems.append(_problem("LST009", Severity.WARNING, name, line, column, message))


def _problem(
    code: str, severity: Severity, path: str, line: int, column: int, message: str
) -> Diagnostic:
    return Diagnostic(
        code=code,
        severity=severity,
        round=None,
        players=(),
        rule="FIDE rating list",
        message=message,
        path=path,
        line=line,
        column=column,
    )


def _breaks(data: bytes, start: int, end: int) -> int:
    """Line ends (LF, CRLF, CR) in ``data[start:end]``."""
    return (
        data.count(b"\n", start, end)
        + data.count(b"\r", start, end)
        - data.count(b"\r\n", start, end)
    )


def _scan_text(stream: ByteSource, ids: set[str], name: str) -> FideList:
    """The header line gives the columns; every later non-blank line is one player."""
    lines = bounded_lines(stream, name, MAX_LINE_BYTES, MAX_LIST_BYTES)
    _, header = next(lines, (1, b""))
    columns = _columns(_decoded(header.removeprefix(b"\xef\xbb\xbf")))
    if "fideid" not in {c for c, _, _ in columns}:
        raise ListError(name, "no 'ID Number' header: not a FIDE text list")
    id_end = next(end for c, _, end in columns if c == "fideid")
    entries: dict[str, ListEntry] = {}
    problems: list[Diagnostic] = []
    players = 0
    for number, raw in lines:
        fid = raw[:id_end].strip().decode("ascii", "replace")
        if not fid:
            continue
        players += 1
        if fid in ids:
            text = _decoded(raw)
            fields = {c: text[start:end] for c, start, end in columns}
            places = {c: (number, start + 1) for c, start, _ in columns}
            _keep(name, entries, problems, fid, ListEntry(fields, number, places))
    return FideList(name, entries, players, "txt", tuple(problems))


def _decoded(raw: bytes) -> str:
    """A line decoded as UTF-8, or Latin-1 when it is not UTF-8 (older lists)."""
    try:
        return raw.decode("utf-8")
    except UnicodeDecodeError:
        return raw.decode("latin-1")


def _columns(header: str) -> list[tuple[str, int, int | None]]:
    """(field, start, end) for each label of the header; a field runs to the next label.
    Each label is looked up once (a dict of starts), so a long header stays linear."""
    found: dict[int, str] = {}
    for label, name in sorted(_TEXT_LABELS.items(), key=lambda kv: -len(kv[0])):
        for match in re.finditer(rf"(?<!\S){re.escape(label)}(?!\S)", header):
            found.setdefault(match.start(), name)
    for match in _MONTH_LABEL.finditer(header):
        found.setdefault(match.start(), "rating")
    starts = sorted(found)
    return [
        (found[start], start, starts[i + 1] if i + 1 < len(starts) else None)
        for i, start in enumerate(starts)
    ]
