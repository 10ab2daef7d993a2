"""The one decoder of declared text encodings (an XML declaration, ``--encoding``).

Python's codec registry also holds transforms that are not character sets: ``hex``,
``rot13``, ``base64``, ``zlib`` (bytes to bytes, or str to str), ``idna`` and
``punycode`` (host names), ``unicode_escape`` (Python literals), ``undefined``. A file
that declares one of those, or a name Python does not know, is refused with a message
rather than decoded with it.
"""

from __future__ import annotations

import codecs
import re

__all__ = ["NOT_TEXT", "text_codec"]

_NAME = re.compile(r"[A-Za-z0-9][A-Za-z0-9._:-]{0,63}")
#: Codecs that are text encodings to Python but not character sets of a text file.
NOT_TEXT = frozenset(
    {"idna", "punycode", "unicode-escape", "raw-unicode-escape", "undefined", "mbcs", "oem"}
)


def text_codec(name: str) -> str:
    """Python's name of the character set ``name`` (``latin-1`` -> ``iso8859-1``);
    LookupError when Python does not know it or it is not a character set."""
    if not _NAME.fullmatch(name):  # codecs.lookup raises ValueError for a NUL in a name
        raise LookupError(f"{name[:64]!r} is not an encoding name")
    info = codecs.lookup(name)
    if not getattr(info, "_is_text_encoding", True) or info.name in NOT_TEXT:
        raise LookupError(f"{name!r} is not a text encoding (a {info.name} transform)")
    return info.name
