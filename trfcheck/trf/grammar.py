"""The cached Lark parser that classifies TRF lines (grammar in ``grammar.lark``).

Building the LALR tables from the grammar takes longer than checking a small file, so they
are kept between runs with Lark's own cache (``cache=PATH``): one file per Lark version and
grammar text in the user's cache folder (``TRFCHECK_CACHE_DIR``, else ``XDG_CACHE_HOME`` or
``~/.cache`` under ``trfcheck/``; ``%LOCALAPPDATA%`` on Windows). Lark checks that the file
was made from the same grammar, options and Lark version before it uses it, and rebuilds it
otherwise; a folder that cannot be written means no cache (``TRFCHECK_CACHE_DIR=""`` asks
for none), never an error.
"""

from __future__ import annotations

import functools
import hashlib
import os
import sys
from pathlib import Path
from typing import Any

import lark
from lark import Lark

__all__ = ["cache_file", "line_parser"]

GRAMMAR = Path(__file__).with_name("grammar.lark")


def _cache_folder() -> Path | None:
    """Where the parser tables are kept, or None for no cache."""
    chosen = os.environ.get("TRFCHECK_CACHE_DIR")
    if chosen is not None:
        return Path(chosen) if chosen else None
    if sys.platform == "win32":
        base = os.environ.get("LOCALAPPDATA")
        return Path(base, "trfcheck", "Cache") if base else None
    base = os.environ.get("XDG_CACHE_HOME") or str(Path.home() / ".cache")
    return Path(base, "trfcheck")


def cache_file(grammar: str) -> Path | None:
    """The cache file of ``grammar`` under this Lark version, its folder made if needed;
    None when there is no cache folder or it cannot be made."""
    folder = _cache_folder()
    if folder is None:
        return None
    try:
        folder.mkdir(parents=True, exist_ok=True)
    except OSError:
        return None
    digest = hashlib.sha256(grammar.encode("utf-8")).hexdigest()[:16]
    return folder / f"grammar-{digest}-lark-{lark.__version__}.cache"


@functools.cache
def line_parser() -> Any:
    """The LALR parser of ``grammar.lark``, built once per process (loaded from the cache
    when it holds it).

    Returned as ``Any`` because lark ships no type information that mypy reads here.
    """
    grammar = GRAMMAR.read_text(encoding="utf-8")
    cache = cache_file(grammar)
    return Lark(
        grammar,
        parser="lalr",
        lexer="basic",
        propagate_positions=True,
        maybe_placeholders=False,
        cache=str(cache) if cache is not None else False,
    )
