"""Pairing one scoregroup: floaters (Lim 2.3, Art. 3), incoming floaters (3.6-3.8), exchanges
(Art. 4) with colour exchanges folded in (5.2, 5.6, 5.7).

Interpretations (recorded in docs/lim.md as well):

* 2.3 / 3.1 / 4.4: the group pairs as many players as its compatibility graph allows
  (P pairs, P = maximum matching); the others, members - 2P of them, float. This covers
  2.3.1-2.3.4 and the players left without opponent after the exchanges (4.4).
* Floaters are chosen one at a time; a candidate is admissible only if the rest can still form
  P pairs (4.4: "leave Player #1 with a compatible opponent"). Among admissible candidates:
  3.9.2 type (d before c before b before a), then 3.10 (a player who did not float in the
  previous round before one who did; only for the floater chosen under 2.3.4 to make the
  group even, as the text says), then 3.2.2 colour (a player due the colour more players of
  the group are due; Maxi 3.2.3: only within 100 rating points of the default choice), then
  3.2.4 / 3.3 / 3.4 the default: lowest ranked (downward) / highest ranked (upward).
  Players without any compatible opponent in the group (2.3.1-2.3.3) float first, with no
  choice; in a group they leave odd, the last floater chosen is the 2.3.4 one.
* "Compatible opponent in the adjacent group" (3.3, 3.4, 3.9): the candidate and the floaters
  chosen before him can all be given distinct compatible opponents among the members of the
  next group in the pairing direction (its residents, and in the median group the floaters it
  already holds; reading ``lim-adjacent``, docs/lim.md).
* 3.8 (ambiguity A1): an incoming floater meets the first available player due the colour
  opposite to his (Maxi: within 100 points of the first available), else the first
  available; residents before other floaters. "First" in the 2026 text: the "highest
  numbered" player downward, the "lowest numbered" upward, in the numbering of rule 7 and
  4.2 (#1 is the highest numbered): the direction's order. In the text in force until
  31 Jan 2026 (``rnd.pre2026``) as the Spanish text of 10.8 (seed 004) says: the lowest
  ranked downward, the highest ranked upward: the direction's order reversed. "Available"
  = compatible and leaving the rest of the group pairable.
* Art. 4 exchange order: the first player a1 (in the direction's order) tries a(h+1) .. a(n),
  then a(h) .. a(2); once paired the rest is re-arranged and the rule applied again
  (docs/lim.md, "Interpretations": the exchange order, reproducing the 4.2 and 4.3
  tables). This compatibility scrutiny gives the proposal; colours play no part in it.
* 2.5 [9.5], 5.2 [12.2], 5.7 [12.7]: then the pairs are scrutinised in turn for colour (the
  same order: the pair of the first player of the rest first). An exchange of opponents is
  made only when it gives more players their due colour: the pair's lower player (the
  opponent of the scrutinised player) is exchanged with the first player, in the
  scrutinised player's 4.2 order among the pairs not yet confirmed, such that both new
  pairs are compatible and together cost less than the two old ones (``LimRound.cost``:
  breaks of 5.1 first, possible in the last round only, then players denied their due
  colour); Maxi: only between players within 100 points. Repeated while it gains, then the
  pair is confirmed. An exchange that only moves a denied colour from one player to another
  gains nothing and is not made.
"""

from __future__ import annotations

from collections.abc import Iterable

from trfcheck.trf.model import Colour

from .matcher import Matching, Partners, Removals, mask_of, vertices_of
from .round_facts import LimRound
from .trace import GroupStep, Pick

__all__ = ["majority", "pair_group"]


def pair_group(
    rnd: LimRound,
    residents: list[int],
    incoming: list[int],
    down: bool,
    adjacent: list[int],
    group2: int,
) -> tuple[list[tuple[int, int]], list[int]]:
    """Pair one scoregroup; returns its pairs and its floaters (to the next group).

    ``down`` is the pairing direction (2.2), ``adjacent`` the members of the next group in
    that direction, ``group2`` twice the group's score.
    """
    members = sorted(residents + incoming)
    step = None
    if rnd.trace is not None:
        step = GroupStep(list(residents), list(incoming), down, list(adjacent))
        rnd.trace.steps.append(step)
    m = Matching(rnd.adj, members, rnd.masks)
    floaters = _choose_floaters(rnd, m, members, set(incoming), down, adjacent)
    if step is not None:
        step.floaters = list(floaters)
    pairs = _pair_incoming(rnd, m, [x for x in incoming if x not in floaters], down, group2)
    proposal = _exchange_walk(rnd, m, down)
    pairs.extend(_colour_scrutiny(rnd, proposal, down))
    return pairs, floaters


def _direction(ids: Iterable[int], down: bool) -> list[int]:
    """Lim 2.4 / 4.1: pairing-number order downward, reversed upward."""
    return sorted(ids, reverse=not down)


def _choose_floaters(
    rnd: LimRound,
    m: Matching,
    members: list[int],
    incoming: set[int],
    down: bool,
    adjacent: list[int],
) -> list[int]:
    """Lim 2.3, 3.2-3.5, 3.9, 3.10: choose members - 2P floaters; ``m`` ends perfect.

    2.3.1-2.3.3 first: a member without any compatible opponent in the group floats
    before any choice is made (so the colour count of 3.2.2 leaves him out); then the
    others, one at a time. In a group left odd by those, the last floater chosen is the
    one that makes it even (2.3.4), the only one 3.10 applies to.
    """
    count = len(members) - 2 * m.size
    chosen: list[int] = []
    claims: dict[int, int] = {}  # adjacent resident -> floater that claims him
    group = set(members)
    for x in _direction(members, down):
        if not rnd.adj[x] & group:  # unmatched, so the matching keeps its size
            m.remove(x)
            _claim(rnd, x, claims, set(adjacent))
            chosen.append(x)
    rest = count - len(chosen)
    odd = (len(members) - len(chosen)) % 2 == 1
    for k in range(rest):
        even = odd and k == rest - 1  # the 2.3.4 floater (3.10)
        pick, trial = _choose_one(rnd, m, members, chosen, claims, incoming, down, adjacent, even)
        if even and rnd.trace is not None:
            rnd.trace.groups[-1].even = pick
        _claim(rnd, pick, claims, set(adjacent))
        chosen.append(pick)
        m.become(trial)
    return chosen


def _choose_one(
    rnd: LimRound,
    m: Matching,
    members: list[int],
    chosen: list[int],
    claims: dict[int, int],
    incoming: set[int],
    down: bool,
    adjacent: list[int],
    even: bool,
) -> tuple[int, Matching]:
    """One floater by 3.9.2, 3.10 (``even``: the floater that makes the group even, 2.3.4),
    3.2.2-3.2.4 among the admissible candidates."""
    claimable = mask_of(_claimable(rnd, claims, set(adjacent)))
    gone = set(chosen)
    left = [x for x in members if x not in gone]
    classes: dict[tuple[int, bool], list[int]] = {}
    for x in _direction(left, not down):  # extreme first: lowest ranked when pairing downward
        opp = bool(rnd.masks[x] & claimable)
        kind = (2 if x in incoming else 0) + (0 if opp else 1)  # d=0, c=1, b=2, a=3
        classes.setdefault((kind, even and rnd.floated[x]), []).append(x)
    most = majority(rnd, left)
    removals = Removals(m)
    for key in sorted(classes):
        found = _pick_in_class(rnd, classes[key], most, removals)
        if found is not None:
            return found
    raise AssertionError("a maximum matching always leaves an admissible floater")


def _pick_in_class(
    rnd: LimRound, cands: list[int], most: Colour | None, removals: Removals
) -> tuple[int, Matching] | None:
    """3.2.2-3.2.4 inside one (type, floated) class; ``cands`` in default order. A candidate
    is admissible if the rest still forms as many pairs (4.4)."""
    default = next((x for x in cands if removals.without(x) is not None), None)
    if default is None:
        return None
    pick = default
    if most is not None:
        for x in cands:
            if rnd.due[x] is most and removals.without(x) is not None:
                if not rnd.maxi or abs(rnd.rating[x] - rnd.rating[default]) <= 100:
                    pick = x
                break
    trial = removals.without(pick)
    assert trial is not None
    return pick, trial


def majority(rnd: LimRound, left: Iterable[int]) -> Colour | None:
    """3.2.2: the colour more of the group's remaining players are due; None on a tie."""
    left = list(left)
    whites = sum(1 for x in left if rnd.due[x] is Colour.WHITE)
    blacks = sum(1 for x in left if rnd.due[x] is Colour.BLACK)
    if whites == blacks:
        return None
    return Colour.WHITE if whites > blacks else Colour.BLACK


def _claimable(rnd: LimRound, claims: dict[int, int], adjacent: set[int]) -> set[int]:
    """The members of the adjacent group a new floater could claim next to the floaters
    already chosen (3.3, 3.4, 3.9): the free ones, and those whose claimant could move to
    another claimable one. A candidate has a compatible opponent there if he is compatible
    with one of them (Kuhn's augmenting path, found backwards from the free members once
    for every candidate of a choice)."""
    holder = {c: y for y, c in claims.items()}
    waiting = set(holder)
    good = adjacent - claims.keys()
    queue = list(good)
    while queue and waiting:
        for c in rnd.adj[queue.pop()] & waiting:
            waiting.discard(c)
            good.add(holder[c])
            queue.append(holder[c])
    return good


def _claim(rnd: LimRound, x: int, claims: dict[int, int], adjacent: set[int]) -> None:
    """Record the claim of the chosen floater ``x`` (if he has an opponent next door): an
    augmenting path of the bipartite claims, breadth first, then flipped."""
    holder = {c: y for y, c in claims.items()}
    came: dict[int, int] = {}  # adjacent member -> the floater that reached him
    frontier = [x]
    unseen = mask_of(adjacent)
    while frontier:
        reached = []
        for c in frontier:
            for y in vertices_of(rnd.masks[c] & unseen):
                unseen ^= 1 << y
                came[y] = c
                if y in claims:
                    reached.append(claims[y])
                    continue
                while True:  # flip the path back to x
                    c = came[y]
                    claims[y] = c
                    if c == x:
                        return
                    y = holder[c]
        frontier = reached


def _floater_order(rnd: LimRound, xs: list[int], down: bool, group2: int) -> list[int]:
    """Lim 3.6 / 3.7: downfloaters by higher score then higher rank, upfloaters by lower score
    then lower rank; downfloaters first in a downward group (3.6.3), upfloaters first in an
    upward one (3.7.3)."""
    downs = sorted((x for x in xs if 2 * rnd.score[x] > group2), key=lambda x: (-rnd.score[x], x))
    ups = sorted((x for x in xs if 2 * rnd.score[x] <= group2), key=lambda x: (rnd.score[x], -x))
    return downs + ups if down else ups + downs


def _pair_incoming(
    rnd: LimRound, m: Matching, incoming: list[int], down: bool, group2: int
) -> list[tuple[int, int]]:
    """Lim 3.6-3.8: each incoming floater, in order, meets the first available player (the
    direction's order; reversed in the text before 2026, see the module notes)."""
    pairs = []
    floating = set(incoming)
    way = down != rnd.pre2026
    for x in _floater_order(rnd, incoming, down, group2):
        active = m.active
        if x not in active:
            continue
        rest = active - {x}
        order = _direction(rest - floating, way) + _direction(rest & floating, way)
        y = _pick(rnd, m, x, order)
        pairs.append((x, y))
    return pairs


def _exchange_walk(rnd: LimRound, m: Matching, down: bool) -> list[tuple[int, int]]:
    """Lim 2.4, 2.5, 4.1-4.3: proposals top half v bottom half, exchanges in the 4.2 order
    for compatibility: each first player takes the first available candidate."""
    pairs = []
    while m.bits:
        line = _direction(m.active, down)
        h = len(line) // 2
        order = line[h:] + line[h - 1 : 0 : -1]
        x = line[0]
        partners = Partners(m, x)
        for y in order:
            if y not in rnd.adj[x]:
                continue
            trial = partners.meet(y)
            if trial is not None:
                break
        else:
            raise AssertionError(f"a perfect matching always leaves {x} an available opponent")
        m.become(trial)
        pairs.append((x, y))
    return pairs


def _colour_scrutiny(
    rnd: LimRound, proposal: list[tuple[int, int]], down: bool
) -> list[tuple[int, int]]:
    """Lim 2.5 [9.5], 5.2 [12.2], 5.7 [12.7]: the proposal scrutinised in turn for colour;
    exchanges only where they gain (module notes). The pairs are returned in the order
    confirmed, the scrutinised player first.

    Notes: an exchange gains only if one of its two pairs costs something, so the players
    of such pairs are kept in ``costly``: when none is left after the scrutinised pair, it
    is confirmed without a search; a search walks the 4.2 order once per exchange made.
    """
    upper = down  # groups paired downward are the median and those above it (2.2)
    mate: dict[int, int] = {}
    for x, y in proposal:
        mate[x], mate[y] = y, x
    costly = {p for x, y in proposal if rnd.cost(x, y, upper) != (0, 0) for p in (x, y)}
    line = _direction(mate, down)
    pairs: list[tuple[int, int]] = []
    while line:
        x = line[0]
        while costly:
            z = _gaining_exchange(rnd, x, line, mate, upper, costly)
            if z is None:
                break
            y, w = mate[x], mate[z]
            mate[x], mate[z], mate[w], mate[y] = z, x, y, w
            for a, b in ((x, z), (w, y)):
                if rnd.cost(a, b, upper) == (0, 0):
                    costly -= {a, b}
                else:
                    costly |= {a, b}
        y = mate[x]
        costly -= {x, y}
        pairs.append((x, y))
        if rnd.trace is not None:
            first = next((b for a, b in proposal if a == x), None)
            first = next((a for a, b in proposal if b == x), first)
            h = len(line) // 2
            order = line[h:] + line[h - 1 : 0 : -1]
            rnd.trace.groups[-1].picks.append(Pick("walk", x, y, first or y, order))
        line.remove(x)
        line.remove(y)
    return pairs


def _gaining_exchange(
    rnd: LimRound, x: int, line: list[int], mate: dict[int, int], upper: bool, costly: set[int]
) -> int | None:
    """The first player z of x's 4.2 order whose exchange with x's opponent y gains (both new
    pairs x-z and mate(z)-y compatible and cheaper together; Maxi: y and z within 100)."""
    y = mate[x]
    before = rnd.cost(x, y, upper)
    free = before == (0, 0)  # then only a pair that costs something can gain
    h = len(line) // 2
    for z in line[h:] + line[h - 1 : 0 : -1]:
        if z == y or (free and z not in costly) or z not in rnd.adj[x]:
            continue
        w = mate[z]
        if y not in rnd.adj[w]:
            continue
        if rnd.maxi and abs(rnd.rating[y] - rnd.rating[z]) > 100:
            continue
        old = _add(before, rnd.cost(w, z, upper))
        new1 = rnd.cost(x, z, upper)
        if new1 < old and _add(new1, rnd.cost(w, y, upper)) < old:
            return z
    return None


def _add(a: tuple[int, int], b: tuple[int, int]) -> tuple[int, int]:
    return (a[0] + b[0], a[1] + b[1])


def _pick(rnd: LimRound, m: Matching, x: int, order: list[int]) -> int:
    """Lim 3.8: the first available opponent of the floater ``x`` in ``order``, or the first
    available one due the colour opposite to x's (Maxi: within 100 points of the first
    available). Removes both from ``m``."""
    due = rnd.due[x]
    want = None if due is None else due.opposite
    first: int | None = None
    first_m: Matching | None = None
    partners = Partners(m, x)
    for y in order:
        if y not in rnd.adj[x]:
            continue
        if first is not None:
            if want is None or rnd.due[y] is not want:
                continue
            if rnd.maxi and abs(rnd.rating[y] - rnd.rating[first]) > 100:
                continue
        trial = partners.meet(y)
        if trial is None:
            continue
        if first is None:
            first, first_m = y, trial
            if want is None or rnd.due[y] is want:
                break
            continue
        first, first_m = y, trial
        break
    if first is None or first_m is None:
        raise AssertionError(f"a perfect matching always leaves {x} an available opponent")
    if rnd.trace is not None:
        _record(rnd, partners, x, first, order)
    m.become(first_m)
    return first


def _record(rnd: LimRound, partners: Partners, x: int, chosen: int, order: list[int]) -> None:
    """Add the floater's pick to the trace, with the first available candidate of ``order``."""
    assert rnd.trace is not None
    first = next(y for y in order if y in rnd.adj[x] and partners.meet(y) is not None)
    step = rnd.trace.groups[-1]
    step.picks.append(Pick("floater", x, chosen, first, list(order)))
