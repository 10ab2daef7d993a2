"""A collector of findings, located in one document."""

from __future__ import annotations

from dataclasses import dataclass, field

from .errors import Finding, Severity

__all__ = ["Reporter"]


@dataclass(slots=True)
class Reporter:
    """Collects ``Finding`` values for the file at ``path`` (python-chess's ``Game.errors``)."""

    path: str = ""
    findings: list[Finding] = field(default_factory=list)

    def add(
        self,
        code: str,
        severity: Severity,
        message: str,
        *,
        expected: str,
        found: str,
        line: int = 0,
        column: int = 0,
        pointer: str = "",
        player: int | None = None,
        round_no: int | None = None,
    ) -> None:
        """Record one finding."""
        self.findings.append(
            Finding(
                code,
                severity,
                message,
                expected,
                found,
                line,
                column,
                self.path,
                pointer,
                player,
                round_no,
            )
        )
