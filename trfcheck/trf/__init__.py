"""TRF: the Lark grammar, the reader, the writer and the domain model.

Pipeline (each stage callable on its own)::

    doc = parse(data, path)                  # bytes/str -> Document (every raw line kept)
    loaded = load(doc)                       # Document -> Loaded(tournament, findings)
    text = dumps(tournament, like=doc)       # Tournament -> str, patching doc minimally

``read_file(path)`` does parse + load for TRF or trfcheck JSON input, and reads a
Swiss-Manager ``.TUNX`` file through ``trf.tunx`` (each detected from the content).
"""

from .document import Dialect, Document, Line, LineKind, parse
from .dump import Rendered, dumpb, dumps, render
from .errors import (
    Finding,
    Severity,
    TrfError,
    TrfSyntaxError,
    TrfUnsupportedError,
    TrfWriteError,
)
from .io import read, read_file, read_stream, write_atomically
from .jsonio import from_json, to_json
from .load import Loaded, load

__all__ = [
    "Dialect",
    "Document",
    "Finding",
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
