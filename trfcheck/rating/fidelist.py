"""The FIDE rating list a user downloaded, read as a stream for the players of one file.

FIDE publishes the list monthly as XML (``players_list_xml_foa.xml``: one ``<player>`` with
the fields fideid, name, country, sex, title, w_title, o_title, foa_title, rating, games, k,
rapid_rating, rapid_games, rapid_k, blitz_rating, blitz_games, blitz_k, birthday, flag) and
as fixed-width text (``players_list_foa.txt``: a header line ``ID Number  Name  Fed Sex Tit
WTit OTit FOA SRtng SGm SK RRtng RGm Rk BRtng BGm BK B-day Flag`` whose labels start where
their fields start), each also zipped. Older single-rate text lists have one rating column
labelled with the month (``MAR24``), ``Gms`` and ``K``. Its terms forbid redistribution: the
project ships none (spec rating-and-norms.md §5).

The reader never holds the list: it scans it in 1 MB pieces (XML) or line by line (text)
and keeps the entries of the wanted FIDE ids only, so memory does not grow with the list.
"""

from __future__ import annotations

import codecs
import re
import zipfile
from collections.abc import Collection, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from html import unescape
from pathlib import Path
from typing import IO

from trfcheck.ruleset import Rate

__all__ = ["FideList", "ListEntry", "ListError", "read_fide_list"]

_CHUNK = 1 << 20
_FIDEID = re.compile(rb"<fideid>\s*(\d+)\s*</fideid>")
_FIELD = re.compile(rb"<(\w+)>([^<]*)</\1>")
_ENCODING = re.compile(rb"<\?xml[^>]*encoding=[\"']([\w.-]+)[\"']")
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


class ListError(ValueError):
    """The list cannot be read (not a zip, XML or text list trfcheck knows)."""


@dataclass(frozen=True, slots=True)
class ListEntry:
    """One player of the list: the fields as written (blank: empty) and the line they are on."""

    fields: dict[str, str]
    line: int

    def text(self, name: str) -> str:
        """The field ``name`` stripped (empty when absent)."""
        return self.fields.get(name, "").strip()

    def number(self, name: str) -> int | None:
        """The field ``name`` as a whole number, None when blank or not a number."""
        value = self.text(name)
        return int(value) if value.isdigit() else None

    def rating(self, rate: Rate) -> int | None:
        """The rating of ``rate`` (None or 0: not rated at that rate)."""
        return self.number(_RATE_PREFIX[rate] + "rating")

    def k(self, rate: Rate) -> int | None:
        """The K of ``rate`` the list gives."""
        return self.number(_RATE_PREFIX[rate] + "k")


@dataclass(frozen=True, slots=True)
class FideList:
    """The entries of the wanted ids found in a list, how many players it holds, its format."""

    path: str
    entries: dict[str, ListEntry]
    players: int
    kind: str  # "xml" or "txt"


def read_fide_list(path: Path, wanted: Collection[str]) -> FideList:
    """Scan the list at ``path`` (XML or text, zipped or not) for the FIDE ids ``wanted``.

    Raises OSError when it cannot be opened and ListError when it is not a list.
    """
    ids = {i.strip() for i in wanted if i.strip()}
    with _open(path) as (stream, name):
        head = stream.read(64)
        stream.seek(0)
        if not head:
            raise ListError(f"{path}: empty")
        if head.lstrip().startswith(b"<"):
            entries, players = _scan_xml(stream, ids)
            kind = "xml"
        else:
            entries, players = _scan_text(stream, ids, name)
            kind = "txt"
    return FideList(str(path), entries, players, kind)


@contextmanager
def _open(path: Path) -> Iterator[tuple[IO[bytes], str]]:
    """The list's byte stream: the file, or the first .xml/.txt member of a zip archive."""
    with open(path, "rb", buffering=_CHUNK) as raw:
        if not zipfile.is_zipfile(raw):
            raw.seek(0)
            yield raw, path.name
            return
        raw.seek(0)
        with zipfile.ZipFile(raw) as archive:
            members = [m for m in archive.namelist() if m.lower().endswith((".xml", ".txt"))]
            if not members:
                raise ListError(f"{path}: the archive holds no .xml or .txt list")
            with archive.open(members[0]) as member:
                yield member, members[0]


def _scan_xml(stream: IO[bytes], ids: set[str]) -> tuple[dict[str, ListEntry], int]:
    """Every ``<player>`` is counted; those with a wanted ``fideid`` are decoded."""
    wanted = {i.encode() for i in ids}
    entries: dict[str, ListEntry] = {}
    players, line, rest = 0, 1, b""
    encoding = "utf-8"
    while chunk := stream.read(_CHUNK):
        if line == 1 and not rest:
            declared = _ENCODING.search(chunk[:200])
            encoding = _codec(declared.group(1).decode("ascii") if declared else "utf-8")
        data = rest + chunk
        cut = data.rfind(b"</player>")
        if cut < 0:
            rest = data
            continue
        cut += len(b"</player>")
        block, rest = data[:cut], data[cut:]
        for match in _FIDEID.finditer(block):
            players += 1
            if match.group(1) in wanted:
                start = block.rfind(b"<player", 0, match.start())
                end = block.find(b"</player>", match.end())
                fields = {
                    k.decode("ascii", "replace"): unescape(v.decode(encoding, "replace"))
                    for k, v in _FIELD.findall(block, max(start, 0), end)
                }
                here = line + block.count(b"\n", 0, match.start())
                entries[match.group(1).decode()] = ListEntry(fields, here)
        line += block.count(b"\n")
    if players == 0:
        raise ListError("no <player> with a <fideid> in the XML list")
    return entries, players


def _codec(name: str) -> str:
    """``name`` if Python knows the encoding, else UTF-8."""
    try:
        return codecs.lookup(name).name
    except LookupError:
        return "utf-8"


def _scan_text(stream: IO[bytes], ids: set[str], name: str) -> tuple[dict[str, ListEntry], int]:
    """The header line gives the columns; every later non-blank line is one player."""
    lines = _lines(stream)
    header = next(lines, "")
    columns = _columns(header)
    if "fideid" not in {c for c, _, _ in columns}:
        raise ListError(f"{name}: no 'ID Number' header: not a FIDE text list")
    id_end = next(end for c, _, end in columns if c == "fideid")
    entries: dict[str, ListEntry] = {}
    players = 0
    for number, text in enumerate(lines, start=2):
        fid = text[:id_end].strip()
        if not fid:
            continue
        players += 1
        if fid in ids:
            fields = {c: text[start:end] for c, start, end in columns}
            entries[fid] = ListEntry(fields, number)
    return entries, players


def _lines(stream: IO[bytes]) -> Iterator[str]:
    """Each line decoded as UTF-8, or Latin-1 when it is not UTF-8 (older lists)."""
    for raw in stream:
        try:
            text = raw.decode("utf-8")
        except UnicodeDecodeError:
            text = raw.decode("latin-1")
        yield text.rstrip("\r\n")


def _columns(header: str) -> list[tuple[str, int, int | None]]:
    """(field, start, end) for each label of the header; a field runs to the next label."""
    found: list[tuple[int, str]] = []
    for label, field in sorted(_TEXT_LABELS.items(), key=lambda kv: -len(kv[0])):
        for match in re.finditer(rf"(?<!\S){re.escape(label)}(?!\S)", header):
            if not any(start <= match.start() < start + 1 for start, _ in found):
                found.append((match.start(), field))
    for match in _MONTH_LABEL.finditer(header):
        if not any(start == match.start() for start, _ in found):
            found.append((match.start(), "rating"))
    found.sort()
    return [
        (field, start, found[i + 1][0] if i + 1 < len(found) else None)
        for i, (start, field) in enumerate(found)
    ]
