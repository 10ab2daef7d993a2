"""A rule violation as data: what ``check_rules`` returns and the CLI renders.

A ``Violation`` names the broken rule (``rule``, an article of the FIDE
Handbook such as ``C.04.1 art. 2`` or ``C.04.3 C14``), the round and the
players concerned. Severity follows the issue's scale: ``error`` when an
absolute rule is broken, ``warning`` for a quality criterion or a
recommendation, ``info`` otherwise. The severities are the reader's
(``trfcheck.trf.errors.Severity``), so load findings and violations sort and
render alike.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from typing import Any

from trfcheck.trf.errors import Severity

__all__ = ["Severity", "Violation", "sort_violations"]

_SEVERITY_ORDER = {Severity.ERROR: 0, Severity.WARNING: 1, Severity.INFO: 2}


@dataclass(frozen=True, slots=True)
class Violation:
    """One finding of the rule checks; ``round`` is None for a tournament-wide finding.

    ``players`` are start ranks (TPNs), in ascending order unless the order
    carries meaning (board order: the two boards as written).
    """

    code: str
    severity: Severity
    round: int | None
    players: tuple[int, ...]
    rule: str
    message: str

    def to_dict(self) -> dict[str, Any]:
        """The JSON form: ``{"code", "severity", "round", "players", "rule", "message"}``."""
        return {
            "code": self.code,
            "severity": self.severity.value,
            "round": self.round,
            "players": list(self.players),
            "rule": self.rule,
            "message": self.message,
        }

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> Violation:
        """Inverse of ``to_dict``; raises KeyError or ValueError for a malformed mapping."""
        round_no = data["round"]
        return cls(
            code=str(data["code"]),
            severity=Severity(data["severity"]),
            round=None if round_no is None else int(round_no),
            players=tuple(int(p) for p in data["players"]),
            rule=str(data["rule"]),
            message=str(data["message"]),
        )

    def __str__(self) -> str:
        where = f"round {self.round}" if self.round is not None else "tournament"
        who = ", ".join(map(str, self.players))
        return f"{self.severity} {self.code} [{self.rule}] {where} ({who}): {self.message}"


def sort_violations(violations: Iterable[Violation]) -> list[Violation]:
    """Violations by round (tournament-wide last), then code, then players."""
    return sorted(
        violations,
        key=lambda v: (
            v.round if v.round is not None else 1 << 30,
            v.code,
            v.players,
            _SEVERITY_ORDER[v.severity],
            v.message,
        ),
    )
