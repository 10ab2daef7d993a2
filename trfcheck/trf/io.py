"""Reading and writing files: TRF or trfcheck JSON, detected from the content.

``read_file(path)`` is what commands and pairing engines call to get a Tournament;
``write_atomically(path, data)`` writes a file's bytes through a temporary file, so an
interrupted write never leaves a half-written file.
"""

from __future__ import annotations

import os
import tempfile
from pathlib import Path

from .checks import JsonLocator, check_tournament
from .document import Document, parse
from .errors import TrfError
from .findings import Reporter
from .jsonio import from_json, looks_like_json
from .load import Loaded, load, raise_first

__all__ = ["read", "read_file", "write_atomically"]


def read(source: bytes | str, path: str = "", *, strict: bool = False) -> Loaded:
    """Parse and load TRF text or trfcheck JSON (detected by a leading ``{``).

    Raises TrfError (TrfSyntaxError, TrfUnsupportedError) for input that cannot be
    read; with ``strict`` also for the first finding of severity warning or error.
    """
    if looks_like_json(source):
        return _read_json(source, path, strict)
    return load(parse(source, path), strict=strict)


def _read_json(source: bytes | str, path: str, strict: bool) -> Loaded:
    tournament, doc = from_json(source, path)
    out = Reporter(path)
    indexes = {p.start_rank: i for i, p in enumerate(tournament.players)}
    check_tournament(tournament, JsonLocator(indexes), out)
    lines: dict[int, int] = {}
    if doc is not None:
        lines = {}
        try:
            lines = dict(load(doc, check=False).player_lines)
        except TrfError:
            doc = Document(doc.lines, doc.path, doc.encoding, doc.bom, doc.dialect)
    loaded = Loaded(tournament, tuple(out.findings), doc, lines)
    if strict:
        raise_first(loaded.findings)
    return loaded


def read_file(path: str | os.PathLike[str], *, strict: bool = False) -> Loaded:
    """``read`` the file at ``path``; OSError if it cannot be opened."""
    data = Path(path).read_bytes()
    return read(data, str(path), strict=strict)


def write_atomically(path: str | os.PathLike[str], data: bytes) -> None:
    """Write ``data`` to ``path`` through a temporary file in the same folder and os.replace."""
    target = Path(path)
    handle, temporary = tempfile.mkstemp(prefix=f".{target.name}.", dir=target.parent)
    try:
        with os.fdopen(handle, "wb") as stream:
            stream.write(data)
            stream.flush()
            os.fsync(stream.fileno())
        os.replace(temporary, target)
    except BaseException:
        Path(temporary).unlink(missing_ok=True)
        raise
