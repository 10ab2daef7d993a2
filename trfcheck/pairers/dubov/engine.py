"""The Dubov round: PAB first, then brackets from the top score down (Dubov 2026 1.9, 3.1, 3.2)."""

from __future__ import annotations

from trfcheck.pairers.base import NoValidPairing

from .bracket import pair_bracket
from .round_facts import DubovContext
from .upfloaters import choose_upfloaters, complete

__all__ = ["choose_pab", "pair_round"]


def choose_pab(ctx: DubovContext) -> int | None:
    """3.1 (2018 B.0): with an odd number of players, the PAB goes to the first player who
    (3.1.1) is eligible ([C2]) and (3.1.2) leaves the others a complete pairing ([C4]),
    taking (3.1.3) the lowest score, then (3.1.4) the most games played over the board,
    then (3.1.5) the largest TPN. None for an even field; raises NoValidPairing (1.9.3).

    3.1.1 still reads "PAB or (forfeit) win" in 2026 while [C2] cites Basic Rules art. 4
    (a win's points without playing); the engine applies [C2] of the edition (a
    reading). 3.1.4 "games played" counts games played over the board (forfeits and byes
    are not games, a reading).
    """
    n = ctx.n
    if n % 2 == 0:
        return None
    order = sorted(
        (x for x in range(n) if ctx.eligible[x]),
        key=lambda x: (ctx.score[x], -ctx.played[x], -ctx.tpn[x]),
    )
    for x in order:
        if complete(ctx, [y for y in range(n) if y != x]):
            return x
    raise NoValidPairing("no player can receive the PAB and leave a complete pairing (3.1, C2, C4)")


def pair_round(ctx: DubovContext) -> tuple[list[tuple[int, int]], int | None]:
    """1.9.2: the PAB, then every bracket from the highest score; returns the pairs (context
    indices, S1 player first) and the PAB receiver. Raises NoValidPairing (1.9.3)."""
    pab = choose_pab(ctx)
    unpaired = [x for x in range(ctx.n) if x != pab]
    if pab is None and not complete(ctx, unpaired):
        raise NoValidPairing("no complete pairing of the round satisfies C1-C3 (1.9.3)")
    pairs: list[tuple[int, int]] = []
    while unpaired:
        top = ctx.score[unpaired[0]]  # indices are in pairing order: the first has the most
        residents = [x for x in unpaired if ctx.score[x] == top]
        lower = [x for x in unpaired if ctx.score[x] < top]
        ups = choose_upfloaters(ctx, residents, lower)
        members = sorted([*residents, *ups])
        pairs.extend(pair_bracket(ctx, members))
        taken = set(members)
        unpaired = [x for x in unpaired if x not in taken]
    return pairs, pab
