"""The Dutch round: PAB score, brackets top-down, colours, board order (2026 art. 1.9, 3, 5).

2026 has no collapsed last bracket: completion (C4) and the PAB score (C5)
bind every bracket instead.
"""

from __future__ import annotations

from itertools import groupby
from typing import Protocol

from trfcheck.pairers.base import NoValidPairing
from trfcheck.ruleset import PairingEdition
from trfcheck.trf.model import Colour

from .bracket import Bracket, solve
from .colours import colour_of_higher
from .completion import Completion
from .round_facts import RoundContext

__all__ = ["BracketObserver", "colours_of", "pab_candidates", "pair_brackets"]


def pab_candidates(ctx: RoundContext, completion: Completion) -> tuple[frozenset[int], int | None]:
    """C4/C5 before the first bracket: prove a complete pairing exists and find the PAB score.

    Returns the players who may end up with the PAB (eligible, C2, with a pairing score
    no higher than the lowest score any complete pairing can leave unpaired) and that
    score; an empty set and None for an even field. Dutch 2017 has no PAB-score
    criterion: every eligible player is a candidate. Raises NoValidPairing (art. 1.9.3).
    """
    try:
        pab_score = completion.pab_score()
    except ValueError as error:
        raise NoValidPairing(str(error)) from None
    if pab_score is None:
        return frozenset(), None
    if ctx.edition is PairingEdition.PRE2026:
        return frozenset(x for x in range(ctx.n) if ctx.eligible[x]), None
    return frozenset(
        x for x in range(ctx.n) if ctx.eligible[x] and ctx.score[x] <= pab_score
    ), pab_score


class BracketObserver(Protocol):
    """Called after each bracket is paired (used to explain a discrepancy)."""

    def __call__(self, bracket: Bracket, made: list[tuple[int, int]], floaters: list[int]) -> None:
        """``bracket`` as solved, the pairs it made and its downfloaters."""


def pair_brackets(
    ctx: RoundContext, observer: BracketObserver | None = None
) -> tuple[list[tuple[int, int]], int | None]:
    """Pair every bracket from the top (art. 1.9.2); returns the pairs (higher-ranked first,
    as context indices) and the PAB receiver's index, if any."""
    first = perfect_first_candidate(ctx)
    if first is not None:
        return first
    check = Completion(ctx)
    candidates, pab_score = pab_candidates(ctx, check)
    groups = [list(g) for _, g in groupby(range(ctx.n), key=lambda i: ctx.score[i])]
    if ctx.edition is PairingEdition.PRE2026:
        return _pair_brackets_2017(ctx, groups, candidates, check, observer)
    floaters: list[int] = []
    pairs: list[tuple[int, int]] = []
    for k, residents in enumerate(groups):
        nxt = groups[k + 1] if k + 1 < len(groups) else []
        rest = [x for g in groups[k + 2 :] for x in g]
        args = (ctx, sorted(floaters), residents, nxt, rest, candidates, check)
        made, floaters = _pair_bracket(*args, c9=False)
        # C9 binds only a bracket that leaves exactly one player unpaired, who then
        # receives the PAB: the lowest PAB-score bracket and those below it.
        c9 = len(floaters) == 1 and pab_score is not None and ctx.score[residents[0]] <= pab_score
        if c9:
            made, floaters = _pair_bracket(*args, c9=True)
        if observer is not None:
            observer(Bracket(args[1], residents, [], nxt, rest, candidates, c9), made, floaters)
        pairs.extend(made)
    if len(floaters) > 1 or (floaters and floaters[0] not in candidates):
        raise NoValidPairing("the last bracket could not be completed (C4)")
    return pairs, (floaters[0] if floaters else None)


def perfect_first_candidate(
    ctx: RoundContext,
) -> tuple[list[tuple[int, int]], int | None] | None:
    """Art. 3.4: a perfect candidate is accepted at once. When nobody has a history (no
    game, float or forbidden pair), and everyone has the same pairing score and the same
    number of unplayed rounds (C9), as in round 1 without acceleration, the first
    candidate (S1[i] with S2[i], the last player left for the PAB) breaks no criterion,
    so it is the pairing; None otherwise."""
    n = ctx.n
    if n < 2 or len(set(ctx.score)) != 1 or len(set(ctx.unplayed)) != 1:
        return None
    for i in range(n):
        s = ctx.states[i]
        if s.colours or ctx.met[i] or any(s.floats) or not ctx.eligible[i]:
            return None
    half = n // 2
    return [(i, half + i) for i in range(half)], (n - 1 if n % 2 else None)


def _pair_brackets_2017(
    ctx: RoundContext,
    groups: list[list[int]],
    candidates: frozenset[int],
    check: Completion,
    observer: BracketObserver | None,
) -> tuple[list[tuple[int, int]], int | None]:
    """Dutch 2017 A.9: pair top-down without completion; when the downfloaters of the bracket
    just paired and the players below cannot complete the round, that bracket is the
    Penultimate Pairing Bracket: it is paired again with C.4 (and without C.7), and its
    downfloaters with every lower player form the Collapsed Last Bracket."""
    floaters: list[int] = []
    pairs: list[tuple[int, int]] = []
    for k, residents in enumerate(groups):
        nxt = groups[k + 1] if k + 1 < len(groups) else []
        rest = [x for g in groups[k + 2 :] for x in g]
        mdps = sorted(floaters)
        last = not nxt
        args = (ctx, mdps, residents, nxt, rest, candidates, check)
        made, floaters = _pair_bracket(*args, c9=False, complete=last)
        if not last and not check.feasible(floaters + nxt + rest, candidates):
            collapsed = nxt + rest
            made, floaters = _pair_bracket(
                ctx, mdps, residents, [], collapsed, candidates, check, c9=False
            )
            _observe(observer, mdps, residents, [], collapsed, candidates, made, floaters)
            pairs.extend(made)
            mdps = sorted(floaters)
            made, floaters = _pair_bracket(ctx, mdps, collapsed, [], [], candidates, check, False)
            _observe(observer, mdps, collapsed, [], [], candidates, made, floaters)
            pairs.extend(made)
            break
        _observe(observer, mdps, residents, nxt, rest, candidates, made, floaters)
        pairs.extend(made)
    if len(floaters) > 1 or (floaters and floaters[0] not in candidates):
        raise NoValidPairing("the last bracket could not be completed (C.4)")
    return pairs, (floaters[0] if floaters else None)


def _observe(
    observer: BracketObserver | None,
    mdps: list[int],
    residents: list[int],
    nxt: list[int],
    rest: list[int],
    candidates: frozenset[int],
    made: list[tuple[int, int]],
    floaters: list[int],
) -> None:
    if observer is not None:
        bracket = Bracket(mdps, residents, [], nxt, rest, candidates, False)
        observer(bracket, made, floaters)


def _pair_bracket(
    ctx: RoundContext,
    mdps: list[int],
    residents: list[int],
    nxt: list[int],
    rest: list[int],
    candidates: frozenset[int],
    check: Completion,
    c9: bool,
    complete: bool = True,
) -> tuple[list[tuple[int, int]], list[int]]:
    """Art. 3: the MDP-pairing (heterogeneous bracket), then the remainder; returns the
    bracket's pairs and its downfloaters."""
    limbo: list[int] = []
    remainder = residents
    s1: int | None = None
    pairs: list[tuple[int, int]] = []
    if mdps:
        b = Bracket(mdps, residents, [], nxt, rest, candidates, c9, complete=complete)
        sol = solve(ctx, b, check)
        mdp_set = set(mdps)
        pairs = [(x, y) for x, y in sol.pairs if x in mdp_set]
        paired = {x for pair in pairs for x in pair}
        limbo = [x for x in mdps if x not in paired]
        remainder = [x for x in residents if x not in paired]
        s1 = len(sol.pairs) - len(pairs)
    rem_pairs, rem_floaters = _pair_remainder(
        ctx, remainder, limbo, nxt, rest, candidates, c9, s1, check, complete
    )
    return pairs + rem_pairs, sorted(limbo + rem_floaters)


def _pair_remainder(
    ctx: RoundContext,
    remainder: list[int],
    limbo: list[int],
    nxt: list[int],
    rest: list[int],
    candidates: frozenset[int],
    c9: bool,
    s1: int | None,
    check: Completion,
    complete: bool = True,
) -> tuple[list[tuple[int, int]], list[int]]:
    """Pair a homogeneous bracket or a remainder (art. 3.6); returns its pairs and downfloaters."""
    if not remainder:
        return [], []
    size = s1 if s1 is not None else len(remainder) // 2
    b = Bracket([], remainder, limbo, nxt, rest, candidates, c9, s1_size=size, complete=complete)
    sol = solve(ctx, b, check)
    if s1 is None and len(sol.pairs) != size:
        b.s1_size = len(sol.pairs)
        sol = solve(ctx, b, check)
    paired = {x for pair in sol.pairs for x in pair}
    return sol.pairs, [x for x in remainder if x not in paired]


def colours_of(ctx: RoundContext, pairs: list[tuple[int, int]]) -> list[tuple[int, int]]:
    """Art. 5.2 for each pair: (white TPN, black TPN)."""
    out = []
    for i, j in pairs:
        hi, lo = (i, j) if i < j else (j, i)
        c = colour_of_higher(ctx, hi, lo)
        white = c is Colour.WHITE
        out.append((ctx.tpn[hi], ctx.tpn[lo]) if white else (ctx.tpn[lo], ctx.tpn[hi]))
    return out
