"""A collector of the reader's findings, located in one document."""

from __future__ import annotations

from dataclasses import dataclass, field

from .diagnostics import Diagnostic, Severity

__all__ = ["READER_RULES", "Reporter"]

#: The record or article each reader code rests on (docs/diagnostics.md); others: the TRF format.
READER_RULES = {
    "RND001": "TRF 001 round block (opponent)",
    "RND002": "TRF 001 round block (symmetry)",
    "RND003": "TRF 001 round block (colours)",
    "RND004": "TRF 001 round block (results)",
    "RND005": "TRF 001 round block (byes)",
    "RND006": "C.04.1 art. 3",
    "PTS001": "TRF 001 points; C.04.1 art. 3",
    "PLY001": "TRF 001 start rank",
    "PLY002": "TRF 001 fields",
    "PLY003": "TRF 001 columns",
    "PLY004": "TRF 001 columns",
    "HDR001": "TRF 062/072/142 header",
    "HDR003": "TRF 132 round dates",
    "HDR004": "TRF 142/XXR rounds",
    "ENC001": "TRF encoding",
    "LIN001": "TRF line codes",
}


@dataclass(slots=True)
class Reporter:
    """Collects diagnostics for the file at ``path`` (python-chess's ``Game.errors``)."""

    path: str = ""
    findings: list[Diagnostic] = field(default_factory=list)

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
        others: tuple[int, ...] = (),
    ) -> None:
        """Record one finding about ``player`` (and ``others``, the other players it
        names)."""
        self.findings.append(
            Diagnostic(
                code=code,
                severity=severity,
                round=round_no,
                players=((player,) if player is not None else ()) + others,
                rule=READER_RULES.get(code, "TRF format (docs/trf-format.md)"),
                message=message,
                expected=expected,
                found=found,
                path=self.path,
                line=line,
                column=column,
                pointer=pointer,
            )
        )
