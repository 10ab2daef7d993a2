"""The Burstein round after the seeding rounds: PAB first, then brackets top-down (2026 1.9, 3)."""

from __future__ import annotations

from collections.abc import Callable
from itertools import groupby

from trfcheck.pairers.base import NoValidPairing

from .bracket import Bracket, solve
from .completion import Completion
from .round_facts import BursteinContext

__all__ = ["BracketObserver", "choose_pab", "pab_order", "pair_round"]

#: Called after each bracket with the bracket, its pairs and its outgoing floaters.
BracketObserver = Callable[[Bracket, list[tuple[int, int]], list[int]], None]


def pab_order(ctx: BursteinContext) -> list[int]:
    """3.1.1 and 3.1.3-3.1.5: the players eligible for the PAB ([C2]) in the order they are
    tried: lowest score (pairing score, reading 3), most games played over the board, lowest
    in the 1.8 ranking order."""
    eligible = [x for x in range(ctx.n) if ctx.eligible[x]]
    return sorted(eligible, key=lambda x: (ctx.score[x], -ctx.played[x], -ctx.rank[x]))


def choose_pab(ctx: BursteinContext, completion: Completion) -> int | None:
    """3.1: the PAB goes to the first player of ``pab_order`` whose absence leaves a complete
    pairing (3.1.2, [C4]); None for an even field. Raises NoValidPairing (1.9.3)."""
    everyone = list(range(ctx.n))
    if ctx.n % 2 == 0:
        if not completion.perfect(everyone):
            raise NoValidPairing("no pairing of every player satisfies C1-C3 (Burstein 1.9.3)")
        return None
    for x in pab_order(ctx):
        if completion.perfect([y for y in everyone if y != x]):
            return x
    raise NoValidPairing(
        "no player can receive the PAB and leave a complete pairing (Burstein 3.1, C2, C4)"
    )


def pair_round(
    ctx: BursteinContext, observer: BracketObserver | None = None
) -> tuple[list[tuple[int, int]], int | None]:
    """1.9.2: the PAB (3.1), then every bracket from the highest score (3.2); returns the
    pairs (context indices, lower BSN first) and the PAB receiver's index."""
    completion = Completion(ctx)
    pab = choose_pab(ctx, completion)
    left = [x for x in range(ctx.n) if x != pab]
    groups = [list(g) for _, g in groupby(left, key=lambda x: ctx.score[x])]
    floaters: list[int] = []
    pairs: list[tuple[int, int]] = []
    for k, residents in enumerate(groups):
        members = tuple(sorted([*floaters, *residents], key=ctx.rank.__getitem__))
        nxt = tuple(groups[k + 1]) if k + 1 < len(groups) else ()
        rest = tuple(x for g in groups[k + 2 :] for x in g)
        bracket = Bracket(members, nxt, rest)
        made, floaters = solve(ctx, bracket, completion)
        if observer is not None:
            observer(bracket, made, floaters)
        pairs.extend(made)
    if floaters:
        raise NoValidPairing("the last bracket could not be completed (Burstein C4)")
    return pairs, pab
