"""The options several commands share, defined once: the input file, the rules (system,
editions, Maxi), reading (``--strict``) and the ``--format`` of the commands that print a
table. ``overrides(...)`` turns the rule options into ``ruleset.Overrides``."""

from __future__ import annotations

import enum
from pathlib import Path
from typing import Annotated

import typer

from trfcheck.readings import READINGS
from trfcheck.ruleset import SYSTEM_CHOICES, Overrides

__all__ = [
    "EditionOption",
    "EncodingOption",
    "MaxiOption",
    "ReadingOption",
    "RoundRobinOption",
    "SourceArgument",
    "StrictOption",
    "SystemOption",
    "TableFormat",
    "TableFormatOption",
    "TiebreakEditionOption",
    "WideOption",
    "overrides",
]

SourceArgument = Annotated[
    Path, typer.Argument(metavar="FILE", help="TRF or trfcheck JSON file ('-' for stdin).")
]

SystemOption = Annotated[
    str | None,
    typer.Option(
        "--system",
        metavar="NAME",
        help=f"Pairing system: {', '.join(SYSTEM_CHOICES)} (default: the file's 192/092, "
        "else dutch).",
    ),
]

EditionOption = Annotated[
    str | None,
    typer.Option(
        "--edition",
        metavar="EDITION",
        help="Pairing rules: 2026 or pre2026 (alias 2017) (default: by the 042 start date, "
        "2026 from 1 Feb 2026).",
    ),
]

TiebreakEditionOption = Annotated[
    str | None,
    typer.Option(
        "--tiebreak-edition",
        metavar="EDITION",
        help="Tie-break rules C.07: 2024 or 2026 (default: by the 042 start date, 2026 from "
        "1 Mar 2026).",
    ),
]

#: ``--maxi/--no-maxi``: the Lim Maxi-tournament flag (``pairers.lim.maxi.maxi_setting``;
#: None: the file, else the 1988 definition).
MaxiOption = Annotated[
    bool | None,
    typer.Option(
        "--maxi/--no-maxi",
        help="Lim Maxi-tournament (default: the 192 marker, else more than 2**rounds players).",
    ),
]

#: ``--pre-determined/--swiss``: a round robin or not (C.07 art. 15; default: the file's
#: 192/092, never guessed from the field size, docs/tiebreaks.md, "Round robins").
RoundRobinOption = Annotated[
    bool | None,
    typer.Option(
        "--pre-determined/--swiss",
        help="Round robin (pre-determined pairings, C.07 art. 15) or Swiss (default: the "
        "192/092 naming a round robin).",
    ),
]

#: ``--reading NAME=VALUE`` (repeatable): an open reading of the text (``trfcheck.readings``).
ReadingOption = Annotated[
    list[str] | None,
    typer.Option(
        "--reading",
        metavar="NAME=VALUE",
        help="An open reading of the rules, repeatable: "
        + "; ".join(f"{r.name}={'|'.join(v.name for v in r.values)}" for r in READINGS)
        + " (default: the first; docs/*.md 'Open readings').",
    ),
]

WideOption = Annotated[
    bool, typer.Option("--wide", help="Tables as wide as their content (default: 80 columns).")
]

#: ``--encoding`` of the commands that read: the code page of TRF input instead of the
#: detection of ``trf/encoding.py`` (UTF-8 input needs no option).
EncodingOption = Annotated[
    str | None,
    typer.Option(
        "--encoding",
        metavar="CODEC",
        help="Encoding of TRF input, e.g. cp1250 (default: UTF-8, else detected; ENC001).",
    ),
]

#: ``--exit-zero`` of the commands that write an output (convert, pair, show, standings,
#: rating, norms): exit 0 when the output was written although the input has errors (they
#: are still printed); by default such errors give exit 1. For scripts that test whether the
#: output was produced, not whether the input is clean (README, "Exit codes").
ExitZeroOption = Annotated[
    bool,
    typer.Option(
        "--exit-zero",
        help="Exit 0 when the output is written, even if the input has errors (still said).",
    ),
]

StrictOption = Annotated[
    bool, typer.Option("--strict", help="Refuse input with any warning or error (exit 3).")
]


class TableFormat(enum.StrEnum):
    """The outputs of the commands whose result is a table (``norms``, ``rating``,
    ``standings``)."""

    TEXT = "text"
    JSON = "json"
    CSV = "csv"


#: ``--format text|json|csv`` of those commands (default: text).
TableFormatOption = Annotated[TableFormat, typer.Option("--format", help="text, json or csv.")]


def overrides(
    system: str | None = None,
    edition: str | None = None,
    tiebreak_edition: str | None = None,
    maxi: bool | None = None,
    round_robin: bool | None = None,
    readings: list[str] | None = None,
) -> Overrides:
    """The rule options as ``Overrides`` (names are checked by ``ruleset.resolve``)."""
    return Overrides(
        system=system,
        edition=edition,
        tiebreak_edition=tiebreak_edition,
        maxi=maxi,
        round_robin=round_robin,
        readings=tuple(readings or ()),
    )
