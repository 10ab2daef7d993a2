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

from trfcheck.ruleset import PairingEdition
from trfcheck.trf.diagnostics import Diagnostic, Severity
from trfcheck.trf.model import Colour, Player, ResultCode

from .check_inputs import Context, System

__all__ = ["TITLE_ORDER", "check_initial_colour", "check_initial_order", "ranking_key"]

#: C.04.2 art. 2.2.2: the titles in ranking order; untitled players come after.
TITLE_ORDER = ("GM", "IM", "WGM", "FM", "WIM", "CM", "WFM", "WCM")
# TRF06 one- and two-letter titles (docs/trf-format.md, "The player record (001)").
_OLD_TITLES = {"G": "GM", "M": "IM", "F": "FM", "C": "CM", "WG": "WGM", "WM": "WIM"}
_OLD_TITLES |= {"WF": "WFM", "WC": "WCM"}


def _title_rank(title: str) -> int:
    text = title.strip().upper()
    text = _OLD_TITLES.get(text, text)
    return TITLE_ORDER.index(text) if text in TITLE_ORDER else len(TITLE_ORDER)


def ranking_key(player: Player) -> tuple[int, int, str]:
    """C.04.2 art. 2.2 sort key: rating descending, title, name (case-insensitive)."""
    return (-player.rating, _title_rank(player.title), player.name.strip().casefold())


def check_initial_order(ctx: Context) -> list[Diagnostic]:
    """INI001 (warning): of two rated players next to each other in start-rank order (unrated
    ones skipped), the later one ranks higher by C.04.2 art. 2.2."""
    rule = "C.04.2 art. 2.2" if ctx.rules is PairingEdition.R2026 else "C.04.2 B.2"
    rated = [p for p in ctx.tournament.players if p.rating > 0]
    out: list[Diagnostic] = []
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
            Diagnostic(
                "INI001",
                Severity.WARNING,
                None,
                (a.start_rank, b.start_rank),
                rule,
                f"start rank {b.start_rank} should come before {a.start_rank}: {why} ({rule})",
            )
        )
    return out


#: The article by which the top player of round 1 receives the initial colour.
_INITIAL_COLOUR_RULES = {
    System.DUTCH: "C.04.3 5.2.5 (2017: E.5)",
    System.DUBOV: "C.04.4.1 5.2.1",
    System.BURSTEIN: "C.04.4.2 5.2.5",
}


def check_initial_colour(ctx: Context) -> list[Diagnostic]:
    """INI002 (warning): the initial colour declared in 152 / XXC is not the colour that the
    first player of round 1 received. Pairing number 1 (the highest-ranked player paired in
    round 1: a game, a forfeit or the PAB) has no colour history, so he receives the
    initial colour drawn by lot (Dutch 5.2.5, Dubov 5.2.1, Burstein 5.2.5)."""
    t = ctx.tournament
    rule = _INITIAL_COLOUR_RULES.get(ctx.system)
    if rule is None or t.initial_colour is None or t.rounds_played < 1:
        return []
    paired = [p for p in t.players if _paired_in_round_one(p)]
    if not paired:
        return []
    first = min(paired, key=lambda p: p.start_rank)
    e = first.entry(1)
    if e.opponent is None or e.colour is Colour.NONE or e.colour is t.initial_colour:
        return []
    declared = "W" if t.initial_colour is Colour.WHITE else "B"
    return [
        Diagnostic(
            "INI002",
            Severity.WARNING,
            1,
            (first.start_rank,),
            f"TRF 152/XXC; {rule}",
            f"the file declares the initial colour {declared} (152/XXC), but player "
            f"{first.start_rank}, pairing number 1 of round 1, has "
            f"{'White' if e.colour is Colour.WHITE else 'Black'}",
        )
    ]


def _paired_in_round_one(p: Player) -> bool:
    """A game, a forfeit or the PAB in round 1 (requested byes and absences are not paired)."""
    e = p.entry(1)
    if e.opponent is not None:
        return True
    return e.result is ResultCode.PAB
