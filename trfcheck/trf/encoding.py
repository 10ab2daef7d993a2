"""Which code page a TRF file that is not UTF-8 was written in (docs/trf-format.md; ENC001).

TRF files are UTF-8 today; older ones come in the Windows code page of the program's
country: CP1252 (Western Europe, the Americas), CP1250 (Central Europe: Czech, Polish,
Slovak, Hungarian, Slovenian, Croatian... names), CP1251 (Cyrillic), CP1257 (Baltic),
or an ISO-8859 part. The bytes alone rarely decide between CP1252 and CP1250: most
single-byte texts decode in both, into different letters (CP1250 ``Řehoř`` is CP1252
``Øehoø``). So the choice has two steps:

1. charset-normalizer (a maintained detector) lists the code pages among
   ``CANDIDATES`` that decode the lines holding non-ASCII bytes without chaos
   (control characters, unlikely symbol runs), best first;
2. among those, the federations (001 columns 54-56) of the players on those lines
   (else the event's federation, 032) decide: mostly federations of CP1250 countries
   give CP1250; otherwise CP1252 when it is plausible, since most legacy files are
   CP1252; otherwise the detector's best.

The reader reports the choice and its reason as an ENC001 finding; ``--encoding``
overrides it.
"""

from __future__ import annotations

from dataclasses import dataclass

from .textcodec import text_codec

__all__ = ["CANDIDATES", "DOCUMENT_ENCODINGS", "Detection", "detect_encoding", "known_encoding"]

#: Code pages TRF files are written in (Python codec names), UTF-8 excluded.
CANDIDATES = (
    "cp1252",
    "cp1250",
    "cp1251",
    "cp1257",
    "iso8859_2",
    "iso8859_15",
    "cp850",
    "cp852",
)
#: Encodings a document may have (codec names as ``known_encoding`` gives them: UTF-8, the
#: ``CANDIDATES`` and ISO-8859-1; written out, as looking them up imports every codec at
#: start-up, and checked against ``codecs.lookup`` by tests/trf/test_encoding.py); the
#: JSON schema lists the same (``$defs.document.encoding``).
DOCUMENT_ENCODINGS = (
    "utf-8",
    "cp1252",
    "cp1250",
    "cp1251",
    "cp1257",
    "iso8859-2",
    "iso8859-15",
    "cp850",
    "cp852",
    "iso8859-1",
)
# FIDE federations whose national programs wrote Windows-1250 (Central European) text.
_CP1250_FEDERATIONS = frozenset(
    {"CZE", "SVK", "POL", "HUN", "SLO", "CRO", "BIH", "SRB", "MNE", "ROU", "ALB", "MKD"}
)
_MAX_SAMPLE_LINES = 4000
_CHAOS_MARGIN = 0.05


@dataclass(frozen=True, slots=True)
class Detection:
    """The chosen code page and why (for the ENC001 finding)."""

    encoding: str
    reason: str


def known_encoding(name: str) -> str:
    """The Python codec name of ``name`` (``latin-1`` -> ``iso8859-1``); LookupError if
    Python knows none or it is no character set (``hex``, ``rot13``, ``idna``:
    ``textcodec``)."""
    return text_codec(name)


def detect_encoding(data: bytes) -> Detection:
    """The code page of ``data`` (not valid UTF-8), as the module notes describe."""
    lines = [line for line in data.splitlines() if not line.isascii()][:_MAX_SAMPLE_LINES]
    sample = b"\n".join(lines)
    plausible = _plausible(sample)
    federations = [line[53:56].decode("ascii", "replace") for line in lines if line[:3] == b"001"]
    if not any(f.strip() for f in federations):  # no player federation: the event's (032)
        federations = [
            line[4:].strip()[:3].decode("ascii", "replace").upper()
            for line in data.splitlines()
            if line[:4] == b"032 "
        ]
    central = sum(1 for f in federations if f in _CP1250_FEDERATIONS)
    if "cp1250" in plausible and federations and central * 2 > len(federations):
        named = ", ".join(sorted({f for f in federations if f in _CP1250_FEDERATIONS}))
        return Detection(
            "cp1250", f"charset-normalizer finds CP1250 plausible; federations {named}"
        )
    if "cp1252" in plausible:
        return Detection("cp1252", "charset-normalizer finds CP1252 plausible (the usual one)")
    if plausible:
        return Detection(plausible[0], f"charset-normalizer's best guess ({plausible[0]})")
    return Detection("cp1252", "no code page fits well; CP1252, the usual one")


def _plausible(sample: bytes) -> list[str]:
    """Code pages that decode ``sample`` about as cleanly as the best one, best first."""
    from charset_normalizer import from_bytes

    matches = list(from_bytes(sample, cp_isolation=list(CANDIDATES)))
    if not matches:
        return []
    floor = min(m.chaos for m in matches)
    good = [m for m in matches if m.chaos <= floor + _CHAOS_MARGIN]
    names = [known_encoding(m.encoding) for m in good]
    texts = {str(m) for m in good}
    for extra in ("cp1252", "cp1250"):  # the detector drops a code page decoding identically
        if extra not in names and _decodes_to(sample, extra, texts):
            names.append(extra)
    return names


def _decodes_to(sample: bytes, encoding: str, texts: set[str]) -> bool:
    try:
        return sample.decode(encoding) in texts
    except UnicodeDecodeError:
        return False
