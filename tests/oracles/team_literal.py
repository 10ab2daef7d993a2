"""A literal Swiss Team pairer (C.04.6, 2026), article by article, for small events.

The reference the engine (``trfcheck.pairers.team``) is compared against. It shares only the
team states of ``pairers.team.state`` (history facts: scores, opponents, colours, floats,
preferences of 1.7) with the engine; every decision is written again here with brute force:
every pairing of a bracket is listed and compared by its identifier (3.6.2), C8/C9 are
counted from the colours art. 4 actually gives, sets of upfloaters are listed in the order
of 3.5.4. Meant for fields of up to about ten teams.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from functools import cache
from itertools import combinations

from trfcheck.pairers.base import NoValidPairing
from trfcheck.pairers.team.state import TeamOptions, TeamState, TeamStrength
from trfcheck.trf.model import Colour
from trfcheck.trf.teams import TeamColourModel

__all__ = ["literal_colours", "literal_pair"]

Pair = tuple[int, int]


def _pairings(teams: tuple[int, ...]) -> Iterator[tuple[Pair, ...]]:
    """Every pairing of ``teams`` (sorted), each pair (smaller TPN, larger TPN)."""
    if not teams:
        yield ()
        return
    first, rest = teams[0], teams[1:]
    for i, other in enumerate(rest):
        for more in _pairings(rest[:i] + rest[i + 1 :]):
            yield ((first, other), *more)


def literal_pair(
    states: dict[int, TeamState], options: TeamOptions, *, last_two: bool, initial: Colour
) -> tuple[int | None, list[Pair]]:
    """3.3: the PAB and the pairs (top member first) of the round, brackets in order."""
    met = {x: s.opponents | s.forbidden for x, s in states.items()}

    @cache
    def legal(teams: tuple[int, ...]) -> bool:
        """C1 (and C3 for the teams not yet paired): some pairing has no rematch."""
        return any(all(b not in met[a] for a, b in p) for p in _pairings(teams))

    remaining = tuple(sorted(states))
    pab = None
    if len(remaining) % 2:
        # 3.4: C2, then 3.4.1 .. 3.4.4
        options_ = [x for x in remaining if not states[x].barred_from_pab]
        options_.sort(key=lambda x: (states[x].score, -states[x].matches_played, -x))
        pab = next((x for x in options_ if legal(tuple(y for y in remaining if y != x))), None)
        if pab is None:
            raise NoValidPairing("3.4.1")
        remaining = tuple(x for x in remaining if x != pab)
    levels = sorted({s.score for s in states.values()}, reverse=True)
    pairs: list[Pair] = []
    while remaining:
        chosen = _bracket(states, options, remaining, levels, legal, last_two, initial)
        pairs += chosen
        done = {x for p in chosen for x in p}
        remaining = tuple(x for x in remaining if x not in done)
    return pab, pairs


def _bracket(
    states: dict[int, TeamState],
    options: TeamOptions,
    remaining: tuple[int, ...],
    levels: list[int],
    legal: object,
    last_two: bool,
    initial: Colour,
) -> list[Pair]:
    assert callable(legal)
    s = states
    top = max(s[x].score for x in remaining)
    residents = tuple(x for x in remaining if s[x].score == top)
    lower = [x for x in remaining if s[x].score < top]
    candidates = []  # (C4, C5 key, set list by 3.5.3)
    for k in range(len(residents) % 2, len(lower) + 1, 2):
        for ups in combinations(lower, k):
            listed = tuple(sorted(ups, key=lambda x: (-s[x].score, x)))  # 3.5.3
            bracket = tuple(sorted(residents + ups))
            rest = tuple(x for x in remaining if x not in bracket)
            if not legal(bracket) or not legal(rest):
                continue
            c5 = tuple(-v for v in sorted(s[x].score for x in ups))  # larger scores first
            candidates.append((k, c5, listed, bracket, rest))
        if candidates:
            break  # C4: the fewest upfloaters that can be paired legally
    if not candidates:
        raise NoValidPairing("3.3.3")
    best_c5 = min(c[1] for c in candidates)
    sets = sorted((c for c in candidates if c[1] == best_c5), key=lambda c: c[2])  # 3.5.4

    def c6_fails(rest: tuple[int, ...]) -> int:
        position = levels.index(top)
        if position + 1 >= len(levels):
            return 0
        following = tuple(x for x in rest if s[x].score == levels[position + 1])
        if not following:
            return 0
        tails: list[tuple[int, ...]] = [()]
        if len(following) % 2:
            tails = [(x,) for x in rest if s[x].score < levels[position + 1]]
        for tail in tails:
            group = tuple(sorted(following + tail))
            if legal(group) and legal(tuple(x for x in rest if x not in group)):
                return 0
        return 1

    def c7(listed: tuple[int, ...]) -> int:
        return 0 if last_two else sum(1 for x in listed if s[x].floater)

    _, _, listed, bracket, _rest = min(sets, key=lambda c: (c6_fails(c[4]), c7(c[2])))
    return _best_pairing(s, options, bracket, set(listed), top, last_two, initial)


def _best_pairing(
    s: dict[int, TeamState],
    options: TeamOptions,
    bracket: tuple[int, ...],
    upfloaters: set[int],
    top: int,
    last_two: bool,
    initial: Colour,
) -> list[Pair]:
    """3.6.4: the first pairing by identifier that meets C1 and best meets C8, C9, C10."""
    best: tuple[tuple[int, ...], tuple[Pair, ...]] | None = None
    for pairing in _pairings(bracket):
        if any(not s[a].may_meet(b) for a, b in pairing):
            continue
        c8 = c9 = c10 = 0
        for a, b in pairing:
            white, _ = literal_colours(s[a], s[b], options, initial)
            for team in (a, b):
                pref = s[team].preference
                got = Colour.WHITE if team == white else Colour.BLACK
                if pref is not None and pref.colour is not got:
                    c8 += 1
                    c9 += pref.strength is TeamStrength.STRONG and (
                        options.colour_model is TeamColourModel.TYPE_B
                    )
            if not last_two:
                c10 += sum(1 for x, y in ((a, b), (b, a)) if x in upfloaters and s[y].floater)
        ordered = sorted(pairing)  # 3.6.2: top members ascending, then their bottom members
        identifier = tuple(a for a, _ in ordered) + tuple(b for _, b in ordered)
        key = (c8, c9, c10, *identifier)
        if best is None or key < best[0]:
            best = (key, tuple(ordered))
    assert best is not None
    return list(best[1])


def literal_colours(
    a: TeamState, b: TeamState, options: TeamOptions, initial: Colour
) -> tuple[int, int]:
    """Art. 4: (white team, black team)."""
    # 4.2 first-team
    if a.primary != b.primary:
        a_first = a.primary > b.primary
    elif options.secondary_for_colour and a.secondary != b.secondary:
        a_first = a.secondary > b.secondary
    else:
        a_first = a.tpn < b.tpn
    f, o = (a, b) if a_first else (b, a)
    colour = _rules(f, o, options, initial)
    return (f.tpn, o.tpn) if colour is Colour.WHITE else (o.tpn, f.tpn)


def _rules(f: TeamState, o: TeamState, options: TeamOptions, initial: Colour) -> Colour:
    """4.3.1-4.3.9: the colour of the first-team."""
    if f.matches_played == 0 and o.matches_played == 0:
        return initial if f.tpn % 2 else initial.opposite
    fp, op = f.preference, o.preference
    if (fp is None) != (op is None):
        return fp.colour if fp is not None else op.colour.opposite  # type: ignore[union-attr]
    if fp is not None and op is not None:
        if fp.colour is not op.colour:
            return fp.colour
        if options.colour_model is TeamColourModel.TYPE_B and fp.strength != op.strength:
            return fp.colour if fp.strength is TeamStrength.STRONG else op.colour.opposite
    cd_f = sum(1 if c is Colour.WHITE else -1 for c in f.colours)
    cd_o = sum(1 if c is Colour.WHITE else -1 for c in o.colours)
    if cd_f != cd_o:
        return Colour.WHITE if cd_f < cd_o else Colour.BLACK
    hf: Sequence[Colour] = f.colours
    ho: Sequence[Colour] = o.colours
    for i in range(1, min(len(hf), len(ho)) + 1):
        if hf[-i] is not ho[-i]:
            return hf[-i].opposite
    if fp is not None:
        return fp.colour
    if hf:
        return hf[-1].opposite
    return ho[-1]
