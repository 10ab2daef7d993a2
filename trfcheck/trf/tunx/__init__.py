"""Swiss-Manager's individual tournament files (``.TUNX``): decode, check, and load as TRF.

Pipeline (each stage callable on its own)::

    raw = decode(data, path)        # bytes -> records with their offsets (TUNX001)
    built = build(raw)              # records -> Tournament, or TUNX002; TUNX003/4 findings
    loaded = read_tunx(data, path)  # both, then the TRF-26 document they make, read back

The layout, how each part was established and what remains unknown: ``docs/tunx.md``.
The file is recognised by its content (``looks_like_tunx``: the magic ``93 FF 89 44``),
whatever its name; ``trf.io.read`` sends such input here.
"""

from __future__ import annotations

from dataclasses import replace

from ..convert import differences
from ..diagnostics import Diagnostic, Severity
from ..document import Dialect, Document, LineKind, parse
from ..dump import render
from ..errors import TrfUnsupportedError
from ..load import Loaded, load
from .build import BANNER, Built, build
from .decode import TunxFile, decode, looks_like_tunx
from .layout import TunxError

__all__ = [
    "BANNER",
    "Built",
    "TunxError",
    "TunxFile",
    "banner",
    "build",
    "decode",
    "looks_like_tunx",
    "read_tunx",
]


def read_tunx(data: bytes, path: str = "", *, strict: bool = False) -> Loaded:
    """The tournament of a ``.TUNX`` file with its findings and a TRF-26 document of it.

    The document carries the header records the model does not hold (022, 032, 102, 112,
    122, 132) and ``###`` lines saying it was converted and from which file; it is read back
    by the TRF reader and must give the same tournament (else TrfUnsupportedError: the TRF
    cannot say what the file says). Raises TunxError (exit 3) for a file that does not
    decode or decodes inconsistently, TrfUnsupportedError (exit 4) for a team file; with
    ``strict``, TunxError for the first finding of severity warning or error.
    """
    where = path or "<input>"
    built = build(decode(data, where))
    name = [f"012 {built.tournament.name}"] if built.tournament.name else []
    skeleton = "".join(line + "\r\n" for line in built.comments + name + built.extra)
    doc = parse(skeleton, where)
    document = render(built.tournament, doc, dialect=Dialect.TRF26).document
    again = load(document)
    lost = differences(built.tournament, again.tournament)
    if lost:
        raise TrfUnsupportedError(
            f"{where}: TRF cannot say what this file says: " + "; ".join(lost[:5])
        )
    findings = tuple(built.findings) + _located(again, built)
    if strict:
        for f in findings:
            if f.severity is not Severity.INFO:
                raise TunxError(f.code, f"{f.message} (--strict)", int(f.pointer, 16), where)
    return Loaded(built.tournament, findings, document, again.player_lines)


def _located(loaded: Loaded, built: Built) -> tuple[Diagnostic, ...]:
    """The TRF reader's findings on the document, located in the TUNX file instead: at the
    player's record for a player's line, else at the start of the file."""
    lines = {line: rank for rank, line in loaded.player_lines.items()}
    out = []
    for f in loaded.findings:
        rank = lines.get(f.line - 1) if f.line else None
        offset = built.player_offsets.get(rank, 0) if rank is not None else 0
        out.append(replace(f, line=0, column=0, pointer=f"0x{offset:X}"))
    return tuple(out)


def banner(document: Document | None) -> list[str]:
    """The ``###`` lines of a document made by ``read_tunx`` that say it was converted and
    from which file (empty for any other document): ``convert --to trf16`` writes them too,
    since the TRF16 canonical form drops comments."""
    if document is None:
        return []
    lines = [ln.text for ln in document.lines if ln.kind is LineKind.COMMENT]
    return lines if lines and lines[0].startswith(BANNER) else []
