"""Checks of a Double-Swiss event (C.04.5), written from the text, per match of two games.

The checks of the individual systems read one game per TRF round; a Double-Swiss match
takes two (``trf.double_swiss``), so its own checks replace them: no two players meet twice
in matches that count as meetings (C1, 2.1.1; a forfeit match is none, Preface), and no PAB
to a player who already had a PAB, a full-point bye or won a match by forfeit (C2, 2.1.2).
The dialect itself (column pairs, points per match) is checked by the reader (DSW001-DSW007).
"""

from __future__ import annotations

from trfcheck.trf.diagnostics import Diagnostic, Severity
from trfcheck.trf.double_swiss import match_entries
from trfcheck.trf.model import ResultCode, Tournament

__all__ = ["check_double"]


def check_double(t: Tournament) -> list[Diagnostic]:
    """DSR001 (C1) and DSR002 (C2) for every match of ``t``."""
    out: list[Diagnostic] = []
    rows = match_entries(t)
    for p, row in rows.items():
        met: dict[int, int] = {}
        barred: tuple[int, str] | None = None
        for k, m in enumerate(row, start=1):
            column = 2 * k - 1
            o = m.opponent
            if o is not None and m.met and o in met and p < o:
                out.append(
                    _finding(
                        "DSR001",
                        column,
                        (p, o),
                        "C.04.5 C1 (2.1.1)",
                        f"players {p} and {o} meet again in match {k}: they met in match "
                        f"{met[o]} (only a forfeit match, one player forfeiting both games, is "
                        "no meeting)",
                    )
                )
            if m.bye is ResultCode.PAB and barred is not None:
                out.append(
                    _finding(
                        "DSR002",
                        column,
                        (p,),
                        "C.04.5 C2 (2.1.2)",
                        f"player {p} gets the PAB in match {k} after {barred[1]} in match "
                        f"{barred[0]}",
                    )
                )
            if o is not None and m.met:
                met.setdefault(o, k)
            if barred is None:
                if m.bye is ResultCode.PAB:
                    barred = (k, "a PAB")
                elif m.bye is ResultCode.FULL_BYE:
                    barred = (k, "a full-point bye")
                elif m.won_by_forfeit:
                    barred = (k, "a match won by forfeit")
    return out


def _finding(
    code: str, column: int, players: tuple[int, ...], rule: str, message: str
) -> Diagnostic:
    return Diagnostic(code, Severity.ERROR, column, tuple(sorted(players)), rule, message)
