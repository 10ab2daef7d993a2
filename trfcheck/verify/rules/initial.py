"""Initial order: start ranks (TPNs) against the initial ranking of C.04.2.

C.04.2 art. 2.2 (2026; pre-2026 C.04.2 B.2): rating, highest first; then
FIDE title in the order GM, IM, WGM, FM, WIM, CM, WFM, WCM, untitled; then
alphabetically by name, unless the regulations named another criterion.
Unrated players take a strength the Chief Arbiter estimates (art. 2.1), so
they are left out of the comparison. A warning: late entries and declared
criteria can explain a different order.
"""

from __future__ import annotations

import itertools

from trfcheck.pairers.core.state import Rules
from trfcheck.trf.model import Player

from ..findings import Severity, Violation
from .context import Context

__all__ = ["TITLE_ORDER", "check_initial_order", "ranking_key"]

#: C.04.2 art. 2.2.2: the titles in ranking order; untitled players come after.
TITLE_ORDER = ("GM", "IM", "WGM", "FM", "WIM", "CM", "WFM", "WCM")
# TRF06 one- and two-letter titles (trf.md §3.1).
_OLD_TITLES = {"G": "GM", "M": "IM", "F": "FM", "C": "CM", "WG": "WGM", "WM": "WIM"}
_OLD_TITLES |= {"WF": "WFM", "WC": "WCM"}


def _title_rank(title: str) -> int:
    text = title.strip().upper()
    text = _OLD_TITLES.get(text, text)
    return TITLE_ORDER.index(text) if text in TITLE_ORDER else len(TITLE_ORDER)


def ranking_key(player: Player) -> tuple[int, int, str]:
    """C.04.2 art. 2.2 sort key: rating descending, title, name (case-insensitive)."""
    return (-player.rating, _title_rank(player.title), player.name.strip().casefold())


def check_initial_order(ctx: Context) -> list[Violation]:
    """INI001 (warning): of two rated players next to each other in start-rank order (unrated
    ones skipped), the later one ranks higher by C.04.2 art. 2.2."""
    rule = "C.04.2 art. 2.2" if ctx.rules is Rules.R2026 else "C.04.2 B.2"
    rated = [p for p in ctx.tournament.players if p.rating > 0]
    out: list[Violation] = []
    for a, b in itertools.pairwise(rated):
        ka, kb = ranking_key(a), ranking_key(b)
        if kb >= ka:
            continue
        if kb[0] != ka[0]:
            why = f"rating {b.rating} > {a.rating}"
        elif kb[1] != ka[1]:
            why = f"title {b.title.strip() or 'none'} before {a.title.strip() or 'none'}"
        else:
            why = f"name {b.name.strip()!r} before {a.name.strip()!r}"
        out.append(
            Violation(
                "INI001",
                Severity.WARNING,
                None,
                (a.start_rank, b.start_rank),
                rule,
                f"start rank {b.start_rank} should come before {a.start_rank}: {why} ({rule})",
            )
        )
    return out
