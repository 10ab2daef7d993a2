"""TRF: the Lark grammar, the reader, the writer and the domain model.

Pipeline (each stage callable on its own)::

    doc = parse(data, path)                  # bytes/str -> Document (every raw line kept)
    loaded = load(doc)                       # Document -> Loaded(tournament, findings)
    text = dumps(tournament, like=doc)       # Tournament -> str, patching doc minimally

``read_file(path)`` does parse + load for TRF or trfcheck JSON input, and reads a
Swiss-Manager ``.TUNX`` file through ``trf.tunx`` (each detected from the content).
"""

from typing import TYPE_CHECKING

from .diagnostics import Diagnostic
from .document import Dialect, Document, Line, LineKind, parse
from .errors import (
    Severity,
    TrfError,
    TrfSyntaxError,
    TrfUnsupportedError,
    TrfWriteError,
)
from .load import Loaded, load

if TYPE_CHECKING:
    from .dump import Rendered, dumpb, dumps, render
    from .io import read, read_file, read_stream, write_atomically
    from .jsonio import from_json, to_json

#: The names of the writer and of the file and JSON input, imported when first used
#: (PEP 562): a check reads TRF and writes none (README, "Start-up").
_LAZY = {
    "Rendered": "dump",
    "dumpb": "dump",
    "dumps": "dump",
    "render": "dump",
    "read": "io",
    "read_file": "io",
    "read_stream": "io",
    "write_atomically": "io",
    "from_json": "jsonio",
    "to_json": "jsonio",
}


__all__ = [
    "Diagnostic",
    "Dialect",
    "Document",
    "Line",
    "LineKind",
    "Loaded",
    "Rendered",
    "Severity",
    "TrfError",
    "TrfSyntaxError",
    "TrfUnsupportedError",
    "TrfWriteError",
    "dumpb",
    "dumps",
    "from_json",
    "load",
    "parse",
    "read",
    "read_file",
    "read_stream",
    "render",
    "to_json",
    "write_atomically",
]


def __getattr__(name: str) -> object:
    """The writer's and the input functions' names, from their modules on first use."""
    module = _LAZY.get(name)
    if module is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    import importlib

    value = getattr(importlib.import_module(f"{__name__}.{module}"), name)
    globals()[name] = value
    return value
