"""The cached Lark parser that classifies TRF lines (grammar in ``grammar.lark``)."""

from __future__ import annotations

import functools
from typing import Any

from lark import Lark

__all__ = ["line_parser"]


@functools.cache
def line_parser() -> Any:
    """The LALR parser of ``grammar.lark``, built once per process.

    Returned as ``Any`` because lark ships no type information that mypy reads here.
    """
    return Lark.open(
        "grammar.lark",
        rel_to=__file__,
        parser="lalr",
        lexer="basic",
        propagate_positions=True,
        maybe_placeholders=False,
    )
