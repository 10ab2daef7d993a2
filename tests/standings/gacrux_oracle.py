"""Gacrux (the TEC's tie-break tool, MIT, a test-only dependency) as an oracle.

``gacrux_values(text, items, round_robin)`` runs Gacrux 1.11.65's tie-break computation
in-process on the text of a TRF file and returns, for every item, the value of every
player (Decimals and ints turned into Fractions; None stays None) and Gacrux's ranks.
No Gacrux code is copied into trfcheck: it is called, only from tests.
"""

from __future__ import annotations

from fractions import Fraction
from typing import Any

from gacrux.tiebreak import tiebreak
from gacrux.trf2json import trf2json

__all__ = ["GacruxResult", "gacrux_values"]

GacruxResult = tuple[dict[str, dict[int, Fraction | None]], dict[int, int], str]


def _fraction(value: Any) -> Fraction | None:
    if value is None:
        return None
    return Fraction(str(value))


def gacrux_values(
    text: str, items: list[str], round_robin: bool, round_no: int = -1
) -> GacruxResult:
    """Every item's values by start rank after ``round_no`` (-1: Gacrux's default, the
    rounds the file announces), Gacrux's ranks after the whole list, and the date of the
    rules Gacrux applied ("2024-08-01" or "2026-03-01")."""
    reader = trf2json()
    reader.parse_file(text, 0)
    tournament = reader.get_tournament(1)
    params: dict[str, Any] = {
        "tiebreak": list(items),
        "check": 0,
        "pre_determined": round_robin,
        "swiss": not round_robin,
        "current_round": round_no,
        "unrated": None,
        "experimental": [],
        "verbose": 0,
    }
    result = tiebreak(tournament, round_no, params).compute_tiebreaks(tournament, params)
    out: dict[str, dict[int, Fraction | None]] = {item: {} for item in items}
    ranks: dict[int, int] = {}
    for competitor in result["competitors"]:
        cid = int(competitor["cid"])
        ranks[cid] = int(competitor["rank"])
        for item, value in zip(items, competitor["tiebreakScore"], strict=True):
            out[item][cid] = _fraction(value)
    return out, ranks, str(result["rules"])
