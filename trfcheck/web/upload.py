"""The uploaded file and the options of a request, checked before anything runs.

No name or path from the client reaches the file system: the upload is written under a
name made here (``upload`` and one of the extensions trfcheck reads), in a private
temporary folder that is deleted when the answer is sent. Options are a fixed table per
command (``OPTIONS``), each value matched against a narrow pattern and passed to the
command line as ``--option=value``, so that no value can be read as another option.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from enum import Enum

__all__ = ["COMMANDS", "OPTIONS", "BadRequest", "Kind", "Option", "arguments", "stored_name"]


class Kind(Enum):
    """What an option's value is."""

    TEXT = "string"
    INTEGER = "integer"
    FLAG = "boolean"


@dataclass(frozen=True, slots=True)
class Option:
    """One option of a command: the form field ``name``, its ``flag`` on the command line
    (and ``negative``, for a flag that can be switched off), and what it means."""

    name: str
    flag: str
    kind: Kind
    help: str
    negative: str | None = None
    repeat: bool = False


class BadRequest(Exception):
    """A request that cannot run: its message is the answer's ``error``."""


_SYSTEM = Option(
    "system", "--system", Kind.TEXT, "Pairing system (dutch, dubov, burstein, lim, team, double)."
)
_EDITION = Option("edition", "--edition", Kind.TEXT, "Pairing rules: 2026 or pre2026.")
_TB_EDITION = Option(
    "tiebreak_edition", "--tiebreak-edition", Kind.TEXT, "Tie-break rules C.07: 2024 or 2026."
)
_READING = Option(
    "reading", "--reading", Kind.TEXT, "An open reading, NAME=VALUE (repeatable).", repeat=True
)
_MAXI = Option("maxi", "--maxi", Kind.FLAG, "Lim Maxi-tournament.", negative="--no-maxi")
_ROUND_ROBIN = Option(
    "pre_determined",
    "--pre-determined",
    Kind.FLAG,
    "Round robin (true) or Swiss (false) (C.07 art. 15).",
    negative="--swiss",
)
_ROUND = Option("round", "--round", Kind.INTEGER, "The round (default: the next or the last).")

#: The commands the API serves, and the options each takes (the command line's names).
OPTIONS: Mapping[str, tuple[Option, ...]] = {
    "check": (
        _SYSTEM,
        _EDITION,
        _TB_EDITION,
        _READING,
        _MAXI,
        _ROUND_ROBIN,
        Option("for", "--for", Kind.TEXT, "Pre-flight before an upload: rating or title."),
        Option(
            "today", "--today", Kind.TEXT, "The date the deadlines are counted to (YYYY-MM-DD)."
        ),
    ),
    "pair": (
        _SYSTEM,
        _EDITION,
        _READING,
        _MAXI,
        _ROUND,
        Option("ahead", "--ahead", Kind.FLAG, "Pair before the previous round has results."),
    ),
    "standings": (
        Option("tiebreaks", "--tiebreaks", Kind.TEXT, "Tie-break list, e.g. BH/C1,BH,SB."),
        _ROUND,
        _TB_EDITION,
        _ROUND_ROBIN,
    ),
    "rating": (
        Option("k", "--k", Kind.INTEGER, "K for every rated player (B.02 8.3.3)."),
        Option("rate", "--rate", Kind.TEXT, "Rate of play: standard, rapid or blitz."),
    ),
    "norms": (
        Option("exemption", "--exemption", Kind.TEXT, "An event of B.01 1.4.4."),
        Option(
            "chief_arbiter_ia", "--chief-arbiter-ia", Kind.FLAG, "The chief arbiter is an IA or FA."
        ),
        Option(
            "team_championship", "--team-championship", Kind.FLAG, "A team championship (1.4.3)."
        ),
        _ROUND_ROBIN,
    ),
}
COMMANDS = tuple(OPTIONS)

_VALUE = re.compile(r"[A-Za-z0-9][A-Za-z0-9_.,/=+:-]{0,63}")
_INTEGER = re.compile(r"[0-9]{1,6}")
_TRUE = {"1", "true", "on", "yes"}
_FALSE = {"0", "false", "off", "no", ""}
#: The extensions trfcheck reads (lower case): the upload keeps one of them, else ``.trf``.
_EXTENSIONS = (".trf", ".txt", ".json", ".tunx")
_PLAIN_NAME = re.compile(r"[A-Za-z0-9_][A-Za-z0-9._-]{0,99}")


def stored_name(client_name: str | None) -> str:
    """The name the upload is stored under, in its private folder: the client's file name
    when it is a plain name (letters, digits, ``._-``, at most 100 characters, not starting
    with a dot or a dash) with an extension trfcheck reads, so that the answer names the
    file as the command line would; else ``upload`` with the client's extension when it is
    one trfcheck reads, else ``upload.trf``. Never a path: no separator can pass."""
    name = (client_name or "").rsplit("/", 1)[-1].rsplit("\\", 1)[-1]
    dot = name.rfind(".")
    extension = name[dot:] if dot > 0 else ""
    if extension.lower() not in _EXTENSIONS:
        return "upload.trf"
    if _PLAIN_NAME.fullmatch(name):
        return name
    return "upload" + extension


def arguments(command: str, fields: Iterable[tuple[str, str]]) -> list[str]:
    """The command line's options for the form ``fields`` of a request to ``command``;
    ``BadRequest`` for an unknown field or a value outside its pattern."""
    table = {option.name: option for option in OPTIONS[command]}
    args: list[str] = []
    seen: set[str] = set()
    for name, value in fields:
        option = table.get(name)
        if option is None:
            known = ", ".join(sorted(table)) or "none"
            raise BadRequest(f"{command} takes no option {name!r} (options: {known})")
        if not value.strip() and option.kind is not Kind.FLAG:
            continue  # a form's empty choice: the command's default
        if name in seen and not option.repeat:
            raise BadRequest(f"option {name!r} given twice")
        seen.add(name)
        args.extend(_argument(option, value.strip()))
    return args


def _argument(option: Option, value: str) -> list[str]:
    if option.kind is Kind.FLAG:
        if value.lower() in _TRUE:
            return [option.flag]
        if value.lower() in _FALSE:
            return [option.negative] if option.negative else []
        raise BadRequest(f"option {option.name!r} is true or false, not {value[:40]!r}")
    pattern = _INTEGER if option.kind is Kind.INTEGER else _VALUE
    if not pattern.fullmatch(value):
        what = "a whole number" if option.kind is Kind.INTEGER else "a short word"
        raise BadRequest(f"option {option.name!r} takes {what}, not {value[:40]!r}")
    return [f"{option.flag}={value}"]
