"""Reading and writing files: TRF or trfcheck JSON, detected from the content.

``read_file(path)`` is what commands and pairing engines call to get a Tournament;
``write_atomically(path, data)`` writes a file's bytes through a temporary file, so an
interrupted write never leaves a half-written file.
"""

from __future__ import annotations

import os
import stat
import tempfile
from dataclasses import replace
from pathlib import Path
from typing import BinaryIO

from .checks import JsonLocator, check_tournament
from .document import MAX_INPUT_SIZE, Document, looks_like_json, parse
from .errors import Severity, TrfError
from .load import Loaded, load, raise_first
from .model import Tournament
from .reporter import Reporter

__all__ = ["read", "read_file", "read_stream", "write_atomically"]


def read(
    source: bytes | str, path: str = "", *, strict: bool = False, encoding: str | None = None
) -> Loaded:
    """Parse and load TRF text, trfcheck JSON (detected by a leading ``{``) or a
    Swiss-Manager ``.TUNX`` file (by its magic ``93 FF 89 44``; ``trf.tunx``).

    ``encoding`` decodes TRF bytes with that codec instead of detecting it (JSON is
    always UTF-8). Raises TrfError (TrfSyntaxError, TrfUnsupportedError) for input that
    cannot be read; with ``strict`` also for the first finding of severity warning or error.
    """
    if looks_like_json(source):
        return _read_json(source, path, strict)
    if isinstance(source, bytes) and source[:4] == b"\x93\xff\x89\x44":  # Swiss-Manager
        from .tunx import read_tunx  # only for such input (docs/tunx.md)

        return read_tunx(source, path, strict=strict)
    return load(parse(source, path, encoding=encoding), strict=strict)


def read_stream(
    stream: BinaryIO, path: str = "<stdin>", *, strict: bool = False, encoding: str | None = None
) -> Loaded:
    """``read`` what a binary stream holds (standard input: ``trfcheck check -``); at most
    MAX_INPUT_SIZE bytes are taken, more is refused without reading it all."""
    data = stream.read(MAX_INPUT_SIZE + 1)
    return read(data, path, strict=strict, encoding=encoding)


def _read_json(source: bytes | str, path: str, strict: bool) -> Loaded:
    from .jsonio import from_json  # JSON input only: a check of TRF does not load it

    tournament, doc = from_json(source, path)
    out = Reporter(path)
    tournament, indexes = _unique_start_ranks(tournament, out)
    check_tournament(tournament, JsonLocator(indexes), out)
    lines: dict[int, int] = {}
    if doc is not None:
        lines = {}
        try:
            from_doc = load(doc, check=False)
            lines = dict(from_doc.player_lines)
        except TrfError:
            doc = Document(doc.lines, doc.path, doc.encoding, doc.bom, doc.dialect)
    loaded = Loaded(tournament, tuple(out.findings), doc, lines)
    if strict:
        raise_first(loaded.findings)
    return loaded


def _unique_start_ranks(t: Tournament, out: Reporter) -> tuple[Tournament, dict[int, int]]:
    """PLY001 as the TRF reader gives it: a second player with a start rank already used is
    reported and left out; players come back in start-rank order."""
    indexes: dict[int, int] = {}
    players = []
    for i, p in enumerate(t.players):
        if p.start_rank in indexes:
            out.add(
                "PLY001",
                Severity.ERROR,
                f"start rank {p.start_rank} used twice",
                expected="unique start ranks",
                found=f"also at $.tournament.players[{indexes[p.start_rank]}]",
                pointer=f"$.tournament.players[{i}].start_rank",
                player=p.start_rank,
            )
            continue
        indexes[p.start_rank] = i
        players.append(p)
    players.sort(key=lambda p: p.start_rank)
    return replace(t, players=tuple(players)), indexes


def read_file(
    path: str | os.PathLike[str], *, strict: bool = False, encoding: str | None = None
) -> Loaded:
    """``read`` the file at ``path``; OSError if it cannot be opened. A file larger than
    MAX_INPUT_SIZE is refused (TrfSyntaxError) without being read whole."""
    with Path(path).open("rb") as stream:
        return read_stream(stream, str(path), strict=strict, encoding=encoding)


def write_atomically(path: str | os.PathLike[str], data: bytes) -> None:
    """Write ``data`` to ``path`` through a temporary file in the same folder and os.replace.

    An existing file keeps its permission bits; a new one gets ``0666 & ~umask``. (The
    command line's ``-o`` goes through ``trfcheck.cli.output``, which also handles links,
    devices and FIFOs.)
    """
    target = Path(path)
    try:
        mode = stat.S_IMODE(os.stat(target).st_mode)
    except OSError:
        mask = os.umask(0o022)
        os.umask(mask)
        mode = 0o666 & ~mask
    handle, temporary = tempfile.mkstemp(prefix=f".{target.name}.", dir=target.parent)
    try:
        with os.fdopen(handle, "wb") as stream:
            stream.write(data)
            stream.flush()
            os.fchmod(stream.fileno(), mode)
            os.fsync(stream.fileno())
        os.replace(temporary, target)
    except BaseException:
        Path(temporary).unlink(missing_ok=True)
        raise
