"""The one diagnostic type of trfcheck: reader findings and rule violations alike.

A ``Diagnostic`` says what is wrong (``code``, ``severity``, ``message``), which rule it rests
on (``rule``: an article of the FIDE Handbook such as ``C.04.1 art. 2`` or a TRF record), what
it concerns (``round``, ``players`` as start ranks) and where it was found (``path``, ``line``,
``column`` of the source, or a JSON ``pointer``), with ``expected``/``found`` for a value that
is not what the format or the rules ask. The reader (``trf.load``), the rule checks
(``verify.rules``), the replay and the standings all produce this type, so every layer sorts,
filters and renders findings the same way.

Severity (README, "Severity policy"): ``error`` when an absolute rule is broken or the data
contradict themselves; ``warning`` for a quality criterion or a recommendation; ``info``
otherwise.
"""

from __future__ import annotations

import enum
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, replace
from typing import Any

__all__ = ["Diagnostic", "Severity", "printable", "sort_diagnostics", "terminal_text"]


class Severity(enum.StrEnum):
    """How bad a finding is (docs/diagnostics.md): errors make the exit code 1."""

    ERROR = "error"
    WARNING = "warning"
    INFO = "info"

    @property
    def rank(self) -> int:
        """0 for error, 1 for warning, 2 for info (most severe first)."""
        return _SEVERITY_RANK[self]


_SEVERITY_RANK = {Severity.ERROR: 0, Severity.WARNING: 1, Severity.INFO: 2}

_LOCATION_KEYS = ("expected", "found", "path", "line", "column", "pointer", "depends_on")


#: What a terminal must never receive raw: the C0 controls but tab and newline, DEL, the C1
#: controls (ESC sequences, BEL, OSC set the title; CSI moves the cursor) and the bidi
#: controls (embeddings, overrides, isolates, marks: U+202A-202E, U+2066-2069, U+200E,
#: U+200F, U+061C), which reorder what the reader sees. Each is written as its escape.
_UNSAFE = {
    code: f"\\x{code:02x}" if code < 0x100 else f"\\u{code:04x}"
    for code in (
        *(c for c in range(0x20) if c not in (0x09, 0x0A)),
        *range(0x7F, 0xA0),
        *range(0x202A, 0x202F),
        *range(0x2066, 0x206A),
        0x200E,
        0x200F,
        0x061C,
    )
}


def terminal_text(text: str) -> str:
    """``text`` with every character of ``_UNSAFE`` escaped (``\\x1b``, ``\\u202e``): the
    one filter of what trfcheck writes to stdout and stderr (``cli.terminal``)."""
    return text.translate(_UNSAFE)


def printable(text: str) -> str:
    """``text`` safe to echo on a terminal: every character that is not printable (an
    escape sequence's ESC, a BEL, a carriage return) written as its Python escape
    (``\\x1b``), so raw input never drives the terminal."""
    if text.isprintable():
        return text
    return "".join(c if c.isprintable() else c.encode("unicode_escape").decode() for c in text)


@dataclass(frozen=True, slots=True)
class Diagnostic:
    """One finding; ``round`` is None for a file-wide finding, ``players`` may be empty.

    ``line`` and ``column`` are 1-based (0: no location); ``pointer`` replaces them for JSON
    input (``$.players[3].points``).
    """

    code: str
    severity: Severity
    round: int | None
    players: tuple[int, ...]
    rule: str
    message: str
    expected: str = ""
    found: str = ""
    path: str = ""
    line: int = 0
    column: int = 0
    pointer: str = ""
    #: how the root cause this finding rests on is printed (``PLY004 at line 18``, its
    #: ``reference``); empty if none. Only printed: code decides on ``cause``
    depends_on: str = ""
    #: the root cause this finding rests on: a reader finding that makes the data of this
    #: finding's round unreliable (``verify.causes``); None if none
    cause: Diagnostic | None = None

    @property
    def reference(self) -> str:
        """How a consequence names this finding: ``PLY004 at line 18``."""
        if self.line:
            return f"{self.code} at line {self.line}"
        if self.pointer:
            return f"{self.code} at {self.pointer}"
        return self.code if self.round is None else f"{self.code} in round {self.round}"

    def resting_on(self, cause: Diagnostic) -> Diagnostic:
        """This finding marked as a consequence of ``cause`` (its root cause)."""
        return replace(self, cause=cause, depends_on=cause.reference)

    @property
    def player(self) -> int | None:
        """The first player concerned, if any."""
        return self.players[0] if self.players else None

    @property
    def round_no(self) -> int | None:
        """The round concerned (same as ``round``)."""
        return self.round

    @property
    def located(self) -> bool:
        """True when the diagnostic points at a place in the source."""
        return bool(self.pointer) or self.line > 0

    @property
    def where(self) -> str:
        """``path:line:column`` (or ``path:pointer`` for JSON input)."""
        path = self.path or "<input>"
        if self.pointer:
            return f"{path}:{self.pointer}"
        return f"{path}:{self.line}:{self.column}"

    @property
    def detail(self) -> str:
        """The message, with ``expected ..., found ...`` when the diagnostic has them."""
        if self.expected or self.found:
            return f"{self.message}: expected {self.expected}, found {self.found}"
        return self.message

    def to_dict(self) -> dict[str, Any]:
        """The JSON form: ``{"code", "severity", "round", "players", "rule", "message"}`` plus
        ``expected``, ``found``, ``path``, ``line``, ``column``, ``pointer`` where set."""
        data: dict[str, Any] = {
            "code": self.code,
            "severity": self.severity.value,
            "round": self.round,
            "players": list(self.players),
            "rule": self.rule,
            "message": self.message,
        }
        for key in _LOCATION_KEYS:
            value = getattr(self, key)
            if value:
                data[key] = value
        return data

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> Diagnostic:
        """Inverse of ``to_dict``; raises KeyError or ValueError for a malformed mapping.
        The JSON form names a root cause only as text (``depends_on``): ``cause`` stays
        None."""
        round_no = data["round"]
        return cls(
            code=str(data["code"]),
            severity=Severity(data["severity"]),
            round=None if round_no is None else int(round_no),
            players=tuple(int(p) for p in data["players"]),
            rule=str(data["rule"]),
            message=str(data["message"]),
            expected=str(data.get("expected", "")),
            found=str(data.get("found", "")),
            path=str(data.get("path", "")),
            line=int(data.get("line", 0)),
            column=int(data.get("column", 0)),
            pointer=str(data.get("pointer", "")),
            depends_on=str(data.get("depends_on", "")),
        )

    def one_line(self, path: str = "") -> str:
        """The diagnostic on one line, as compilers and linters write them (never wrapped):
        ``path:line:column: severity CODE: message [rule]`` when it has a place in the
        file, else ``path: severity CODE: round r, players a,b: message [rule]``; every
        character of the input it quotes is printable (``printable``)."""
        where = self.where if self.located else (self.path or path or "<input>")
        scope = []
        if self.round is not None and not self.located:
            scope.append(f"round {self.round}")
        if self.players and not self.located:
            scope.append(
                f"player{'s' if len(self.players) > 1 else ''} " + ",".join(map(str, self.players))
            )
        head = f"{', '.join(scope)}: " if scope else ""
        after = f" (depends on {self.depends_on})" if self.depends_on else ""
        text = f"{where}: {self.severity} {self.code}: {head}{self.detail}{after} [{self.rule}]"
        return printable(text)

    def __str__(self) -> str:
        return self.one_line()


def sort_diagnostics(diagnostics: Iterable[Diagnostic]) -> list[Diagnostic]:
    """By round (file-wide last), then code, players, severity and message."""
    return sorted(
        diagnostics,
        key=lambda d: (
            d.round if d.round is not None else 1 << 30,
            d.code,
            d.players,
            d.severity.rank,
            d.message,
        ),
    )
