"""The one opener of zip archives (a zipped FIDE rating list): every failure a diagnostic.

``zipfile`` fails in many ways on a damaged or hostile archive: ``BadZipFile`` (a bad
CRC, a bad header), ``NotImplementedError`` (compression methods 9, 99: Deflate64, AES),
``RuntimeError`` (an encrypted member), ``zlib.error``, ``lzma.LZMAError``, ``OSError``
(bzip2), ``EOFError`` (a truncated stream), and an archive may inflate to gigabytes or
list millions of members. ``open_member`` checks what the archive declares before
reading (the member count, the encryption flag, the method, the inflated size) and reads
through a guard that counts what it inflates and turns every failure into an
``ArchiveError`` located by the member's byte offset (docs/limits.md).
"""

from __future__ import annotations

import lzma
import zipfile
import zlib
from collections.abc import Iterator
from contextlib import contextmanager
from typing import IO, Protocol

from .diagnostics import printable
from .errors import TrfError

__all__ = ["MAX_MEMBERS", "METHODS", "ArchiveError", "ByteSource", "is_zip", "open_member"]

#: Members an archive may list (the FIDE lists' archives hold one).
MAX_MEMBERS = 1000
#: Compression methods read: stored, deflate, bzip2, LZMA.
METHODS = {
    zipfile.ZIP_STORED: "stored",
    zipfile.ZIP_DEFLATED: "deflate",
    zipfile.ZIP_BZIP2: "bzip2",
    zipfile.ZIP_LZMA: "LZMA",
}
#: What inflating a damaged member raises, besides the CRC check's BadZipFile.
_FAILURES = (
    zipfile.BadZipFile,
    zlib.error,
    lzma.LZMAError,
    EOFError,
    OSError,
    ValueError,
    NotImplementedError,
    RuntimeError,
)


class ByteSource(Protocol):
    """What the readers of outside input read from: a file, a pipe, an archive member."""

    def read(self, size: int = -1, /) -> bytes:
        """At most ``size`` bytes; empty at the end."""
        ...


class ArchiveError(TrfError, ValueError):
    """A zip archive that cannot be read; prints as ``path:0xOFFSET: error CODE: message``."""

    def __init__(self, path: str, offset: int, code: str, message: str) -> None:
        self.path, self.offset, self.code = path, offset, code
        super().__init__(printable(f"{path}:{offset:#x}: error {code}: {message}"))


def is_zip(head: bytes) -> bool:
    """True when ``head`` (the first bytes of a file) starts a zip archive."""
    return head[:4] in (b"PK\x03\x04", b"PK\x05\x06")


@contextmanager
def open_member(
    raw: IO[bytes], path: str, suffixes: tuple[str, ...], max_inflated: int
) -> Iterator[tuple[ByteSource, str]]:
    """The first member of the archive ``raw`` whose name ends with one of ``suffixes``
    (any case), as a stream of at most ``max_inflated`` bytes, with its name. ArchiveError
    for anything that stops it from being read whole (module notes)."""
    archive = _archive(raw, path)
    with archive:
        infos = [i for i in archive.infolist() if i.filename.lower().endswith(suffixes)]
        if not infos:
            raise ArchiveError(path, 0, "ZIP001", f"no {' or '.join(suffixes)} member")
        info = infos[0]
        where = info.header_offset
        name = printable(info.filename)
        if info.flag_bits & 0x1:
            raise ArchiveError(path, where, "ZIP002", f"member {name} is encrypted")
        if info.compress_type not in METHODS:
            raise ArchiveError(
                path,
                where,
                "ZIP003",
                f"member {name}: compression method {info.compress_type} is not read "
                f"(only {', '.join(METHODS.values())})",
            )
        if info.file_size > max_inflated:
            raise ArchiveError(
                path,
                where,
                "LIM003",
                f"member {name} inflates to {info.file_size} bytes, over the limit of "
                f"{max_inflated} (docs/limits.md)",
            )
        try:
            member = archive.open(info)
        except _FAILURES as error:
            raise ArchiveError(path, where, "ZIP004", f"member {name}: {error}") from None
        with member:
            yield _Guarded(member, path, where, name, max_inflated), info.filename


def _archive(raw: IO[bytes], path: str) -> zipfile.ZipFile:
    """The archive, once its end record says it lists at most MAX_MEMBERS members (the
    central directory is read whole by ``zipfile``)."""
    try:
        end = zipfile._EndRecData(raw)  # type: ignore[attr-defined]  # no public reader
        if end is None:
            raise zipfile.BadZipFile("no end of central directory record")
        members = end[zipfile._ECD_ENTRIES_TOTAL]  # type: ignore[attr-defined]
        if members > MAX_MEMBERS:
            raise ArchiveError(
                path,
                0,
                "LIM004",
                f"the archive lists {members} members, over the limit of {MAX_MEMBERS}",
            )
        raw.seek(0)
        return zipfile.ZipFile(raw)
    except ArchiveError:
        raise
    except (*_FAILURES, OverflowError, KeyError, IndexError) as error:
        raise ArchiveError(path, 0, "ZIP004", f"not a readable zip archive: {error}") from None


class _Guarded:
    """A member's stream: reads count the inflated bytes and fail as ArchiveError."""

    def __init__(self, member: IO[bytes], path: str, where: int, name: str, limit: int) -> None:
        self._member, self._path, self._where, self._name = member, path, where, name
        self._limit, self._read = limit, 0

    def read(self, size: int = -1, /) -> bytes:
        """At most ``size`` inflated bytes (``size`` must be positive: never the whole)."""
        try:
            data = self._member.read(max(size, 1))
        except _FAILURES as error:
            message = f"member {self._name} is damaged after {self._read} bytes: {error}"
            raise ArchiveError(self._path, self._where, "ZIP005", message) from None
        self._read += len(data)
        if self._read > self._limit:
            raise ArchiveError(
                self._path,
                self._where,
                "LIM003",
                f"member {self._name} inflates past the limit of {self._limit} bytes",
            )
        return data
