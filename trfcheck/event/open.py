"""``open_event``: a file, or what the reader gave, as an ``Event``, the ruleset resolved
once (``ruleset.resolve``, with the document for the rating rules)."""

from __future__ import annotations

import os
from typing import TypeAlias

from trfcheck.ruleset import Overrides, resolve
from trfcheck.trf.load import Loaded
from trfcheck.trf.model import Tournament

from .base import Event
from .kinds import make_event

__all__ = ["Source", "open_event"]

#: What an event can be opened from: a path, the reader's result, or a tournament built in
#: memory (no document: no header, schedule or time control).
Source: TypeAlias = "str | os.PathLike[str] | Loaded | Tournament"


def open_event(
    source: Source,
    overrides: Overrides | None = None,
    *,
    strict: bool = False,
    encoding: str | None = None,
) -> Event:
    """The event of ``source`` under the rules ``ruleset.resolve`` chooses with
    ``overrides`` (the command line's). A path is read once (``trf.io.read_file``,
    ``strict`` and ``encoding`` as its options; OSError if it cannot be opened,
    ``trf.TrfError`` if it is no TRF); ``ruleset.UnknownRules`` for an unknown name in
    ``overrides``."""
    if isinstance(source, str | os.PathLike):
        from trfcheck.trf.io import read_file

        source = read_file(source, strict=strict, encoding=encoding)
    if isinstance(source, Tournament):
        return make_event(source, resolve(source, overrides))
    t, doc = source.tournament, source.document
    return make_event(
        t,
        resolve(t, overrides, doc),
        document=doc,
        read=source.findings,
        player_lines=source.player_lines,
    )
