"""The Lim round: PAB (Art. 1, 7.1), order of the scoregroups (2.2, Art. 8), the median group
and cracking (2.6).

Interpretations:

* 1.1 / 7.1 (docs/lim.md, "Interpretations"): the PAB goes to the eligible player (Basic
  Rules art. 4) with the lowest score, then the largest pairing number (round 1: the lowest
  rating, then the largest pairing number), skipping a candidate whose bye would leave the
  others without a complete pairing.
* 2.2 / A4: the median score is half the rounds played at the win value; groups above it are
  paired downward from the top, groups below it upward from the bottom, the median group
  (possibly empty: floaters only) last and downward. Pairing scores (C.04.7) make the groups.
* 2.6: if the median group cannot be paired, pairings already made in a neighbouring group are
  undone and both players join the median as floaters from that side: the lower side first
  when more floaters came down into the median than up (2.6.1), else the higher side (2.6.2);
  the most recent pairing first, that side's earlier pairings next, then the other side's, one
  at a time until the median group can be paired.
* 3.3, 3.4, 3.9 "compatible opponent in the adjacent group" (reading ``lim-adjacent``,
  docs/lim.md): the adjacent group is every member it holds when the floater is chosen; the
  median group, paired last, already holds the downfloaters of the upper half when the lower
  half floats up into it (an empty median group holds only them). The other reading
  (``residents``) leaves those floaters out.
* Art. 6 [13]: in the last round the same-or-nearest-score principle wins over the colour
  limits "even if for that it is necessary" to break them. A break is taken only when it is
  necessary: first the colours within the pair (``LimRound.options``), then, while a pair
  still breaks 5.1, two players of the same score are exchanged between it and another pair
  (which keeps every pair's scores) whenever that leaves fewer breaks: the first breaking
  pair in the order made, the first other pair, x meeting z before x meeting w.
"""

from __future__ import annotations

from trfcheck.pairers.base import NoValidPairing

from .group import pair_group
from .matcher import Matching, Removals
from .round_facts import LimRound
from .trace import Crack

__all__ = ["Pair", "choose_pab", "pair_round"]

#: A pair and whether it was made in the median group or above (Lim 5.4 [12.4]).
Pair = tuple[int, int, bool]


def choose_pab(rnd: LimRound) -> int | None:
    """Lim 1.1 [8.1] / 7.1 [14.1]: the PAB receiver, or None for an even field.

    Raises NoValidPairing if no eligible player leaves a complete pairing of the others.
    """
    whole = Matching(rnd.adj, rnd.ids, rnd.masks)
    if len(rnd.ids) % 2 == 0:
        if not whole.perfect:
            raise NoValidPairing("Lim: no pairing of every player respects Art. 2.1")
        return None
    if rnd.round_no == 1:
        order = sorted(rnd.ids, key=lambda x: (rnd.rating[x], -x))
    else:
        order = sorted(rnd.ids, key=lambda x: (rnd.score[x], -x))
    target = (len(rnd.ids) - 1) // 2
    if whole.size == target:
        removals = Removals(whole)
        for x in order:
            if rnd.eligible[x] and removals.without(x) is not None:
                return x
    raise NoValidPairing("Lim 1.1: no PAB-eligible player leaves a complete pairing of the others")


def pair_round(rnd: LimRound, pab: int | None) -> list[Pair]:
    """Pair every scoregroup in the order of Lim 2.2; returns the pairs in the order made."""
    players = [x for x in rnd.ids if x != pab]
    scores = sorted({rnd.score[x] for x in players}, reverse=True)
    groups = {s: [x for x in players if rnd.score[x] == s] for s in scores}
    upper = [s for s in scores if 2 * s > rnd.median2]
    lower = [s for s in reversed(scores) if 2 * s < rnd.median2]
    median = [x for x in players if 2 * rnd.score[x] == rnd.median2]
    made_up, down_in = _pass(rnd, [groups[s] for s in upper], median, True)
    # 3.4, 3.9: the median group the upward pass floats into already holds the downfloaters
    # (reading lim-adjacent: its members; the other reading, its residents only)
    median_members = median + down_in if rnd.adjacent_members else median
    made_low, up_in = _pass(rnd, [groups[s] for s in lower], median_members, False)
    incoming = down_in + up_in
    whole = Matching(rnd.adj, median + incoming, rnd.masks)
    if not whole.perfect:
        incoming = _crack(rnd, whole, down_in, up_in, made_up, made_low)
    made_med, rest = pair_group(rnd, median, incoming, True, [], rnd.median2)
    if rest:
        raise AssertionError("a median group with a perfect matching pairs everyone")
    pairs = (
        [(x, y, True) for x, y in made_up]
        + [(x, y, False) for x, y in made_low]
        + [(x, y, True) for x, y in made_med]
    )
    return _avoid_breaks(rnd, pairs) if rnd.last_round else pairs


def _avoid_breaks(rnd: LimRound, pairs: list[Pair]) -> list[Pair]:
    """Art. 6 [13]: exchange players of the same score between a pair that breaks 5.1 and
    another pair while that leaves fewer breaks (module notes).

    Notes: breaks are rare; each exchange lowers their number, and a search is one pass over
    the pairs per breaking pair.
    """
    while True:
        move = _first_break_exchange(rnd, pairs)
        if move is None:
            return pairs
        i, j, a, b = move
        pairs[i], pairs[j] = a, b


def _first_break_exchange(rnd: LimRound, pairs: list[Pair]) -> tuple[int, int, Pair, Pair] | None:
    score = rnd.score
    for i, (x, y, up) in enumerate(pairs):
        if not rnd.breaks(x, y):
            continue
        for j, (w, z, up2) in enumerate(pairs):
            if j == i:
                continue
            before = 1 + rnd.breaks(w, z)
            tries: list[tuple[Pair, Pair]] = []
            if score[y] == score[z] or score[x] == score[w]:
                tries.append(((x, z, up), (w, y, up2)))
            if score[y] == score[w] or score[x] == score[z]:
                tries.append(((x, w, up), (z, y, up2)))
            for a, b in tries:
                if a[1] not in rnd.adj[a[0]] or b[1] not in rnd.adj[b[0]]:
                    continue
                if rnd.breaks(a[0], a[1]) + rnd.breaks(b[0], b[1]) < before:
                    return i, j, a, b
    return None


def _pass(
    rnd: LimRound, groups: list[list[int]], median: list[int], down: bool
) -> tuple[list[tuple[int, int]], list[int]]:
    """Pair one half (2.2): each group with the floaters of the one before; returns the pairs
    (in the order made) and the floaters reaching the median group."""
    made: list[tuple[int, int]] = []
    floaters: list[int] = []
    for k, residents in enumerate(groups):
        adjacent = groups[k + 1] if k + 1 < len(groups) else median
        group2 = 2 * rnd.score[residents[0]]
        pairs, floaters = pair_group(rnd, residents, floaters, down, adjacent, group2)
        made.extend(pairs)
    return made, floaters


def _crack(
    rnd: LimRound,
    m: Matching,
    down_in: list[int],
    up_in: list[int],
    made_up: list[tuple[int, int]],
    made_low: list[tuple[int, int]],
) -> list[int]:
    """Lim 2.6 [9.6]: undo pairings next to the median until it can be paired; the undone
    pairs leave ``made_up`` / ``made_low`` and their players join the incoming floaters.
    ``m`` is a maximum matching of the median group and its floaters; the players of each
    undone pair are added to it (``Matching.add``)."""
    sides = [made_low, made_up] if len(down_in) > len(up_in) else [made_up, made_low]
    incoming = down_in + up_in
    for made in sides:
        while made:
            x, y = made.pop()
            incoming += [x, y]
            if rnd.trace is not None:
                rnd.trace.steps.append(Crack([x, y]))
            m.add(x)
            m.add(y)
            if m.perfect:
                return incoming
    raise NoValidPairing("Lim 2.6: the median scoregroup cannot be paired")
