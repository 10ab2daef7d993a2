"""A Burstein bracket solved in stages (docs/burstein.md, "At scale").

The single matching of ``bracket.Weights`` packs [C5], [C6], [C8] and the order of art. 4
(4.3: the opponent of BSN 1, larger BSN first and a floater last, then of BSN 2, ...) into
one weight of about n log2(n+1) bits. ``match_staged`` finds the same pairing with narrow
weights, position by position:

1. one matching of the bracket by the criteria alone ([C5], [C6], [C8]; about 20 bits, the
   pairs given by vertex classes) gives their best value V, an optimal matching M and its
   duals y (doubled weights, with blossom duals z >= 0);
2. the candidates that comply best are exactly the matchings of value V. For each BSN i in
   order that is not yet settled (paired with a smaller BSN, or left over), its partner is
   the largest BSN j > i such that some matching of value V keeps the pairs already
   settled and pairs i with j; i is left over (outgoing floater) when there is none. That
   is the first candidate of 4.3 among the best ones, hence the pairing of 3.2.2.

Step 2 needs, for each i, "which is the largest such j". The answers, cheapest first:

- a pair (i, j) of positive slack under the duals of a best matching (``y[i] + y[j] +
  sum(z) > 2 w(i, j)``, ``core.matching.Slack``) is in no matching of value V
  (complementary slackness), so such j are skipped; M is always a matching of value V
  that keeps what is settled, so j = M[i] when no larger j survives;
- for the largest surviving j, a short exchange along M that keeps the value V (i-j and
  M[i]-M[j], or those two left free; or each taking one player of another pair of M; or
  one of them taking a free player, or one whose partner is left free) makes j the answer;
- otherwise the duals are computed again for the players not settled (they stay sound as
  players are settled, but weaker), and the two answers above are tried again;
- otherwise one matching of the players not settled settles the next ``WINDOW`` members
  at once: every pair weighs its criteria shifted left, and a pair of a window member a
  with a later member b adds the digit ``(b + 1) * (m + 1) ** (W - 1 - t)`` (a the t-th
  member of the window), so it takes the first partners of 4.3 for the window among the
  matchings of value V that keep what is settled (its criteria part is checked), and
  gives the next M.

A solve with the next scoregroup and every lower player ([C4], [C7]) is the same search
over the members' positions; a member settled as not paired inside the bracket stays in
the graph for the lower players (``Criteria.floated``). With few members and many lower
players, ``match_digits`` makes it one matching (the members' pairs listed with their
digits), not one search of the whole field per member.

Knows the Burstein criteria only through ``bracket.Weights.criteria`` and the classes of
``Criteria``; the matching core knows nothing about chess.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence

from trfcheck.pairers.core.matching import (
    Slack,
    forbidden_pairs,
    max_weight_matching_classes,
)

from .round_facts import BursteinContext

__all__ = ["Criteria", "match_digits", "match_staged"]


#: The criteria weight of two local members.
Weigh = Callable[[int, int], int]


class Criteria:
    """The criteria weight of pairing two players of a solve (``bracket.Weights.criteria``:
    [C5], [C6], [C8], and in a solve with the lower players [C4], [C7]; 0 when [C3]
    forbids the pair), by the players' classes: ``kind`` (bracket member, next scoregroup,
    lower), for a member its pairing score and colour preference, and the absolute colour
    class.

    Local numbering: the ``members`` (BSN order) first, then the ``others``. A member
    settled as not paired inside the bracket (``floated``) keeps its pairs with the
    others only (its own class variant, ``classes``)."""

    def __init__(
        self,
        ctx: BursteinContext,
        members: Sequence[int],
        others: Sequence[int],
        criteria: Callable[[int, int], int],
        kind: Mapping[int, int],
    ) -> None:
        ids: dict[tuple[object, ...], int] = {}
        rep: list[int] = []
        self.cls: list[int] = []
        self.m = len(members)
        self.players = [*members, *others]
        for v, x in enumerate(self.players):
            cc = ctx.colour_class[x]
            key = (0, ctx.score[x], ctx.pref[x], cc) if v < self.m else (1 + kind[x], cc)
            c = ids.get(key)
            if c is None:
                c = ids[key] = len(rep)
                rep.append(x)
            self.cls.append(c)
        k = self.k = len(rep)
        self.member_class = [key[0] == 0 for key in ids]
        self.table = [0] * (k * k)
        for a in range(k):
            for c in range(a, k):
                w = criteria(rep[a], rep[c])
                self.table[a * k + c] = self.table[c * k + a] = w
        self.met = [ctx.met[x] for x in self.players]
        self.floated = [False] * len(self.players)

    def weight(self, i: int, j: int) -> int:
        """The criteria weight of local players i and j (0: not an allowed pair)."""
        if self.players[j] in self.met[i]:
            return 0
        if (self.floated[i] and j < self.m) or (self.floated[j] and i < self.m):
            return 0
        return self.table[self.cls[i] * self.k + self.cls[j]]

    def classes(self, verts: Sequence[int]) -> tuple[list[int], list[int]]:
        """The classes of ``verts`` and the table of 2k classes: class c + k is a floated
        member of class c, whose pairs with members weigh 0."""
        k = self.k
        kk = 2 * k
        table = [0] * (kk * kk)
        for a in range(kk):
            for c in range(kk):
                if (a >= k and self.member_class[c % k]) or (c >= k and self.member_class[a % k]):
                    continue
                table[a * kk + c] = self.table[(a % k) * k + c % k]
        cls = [self.cls[v] + (k if self.floated[v] else 0) for v in verts]
        return cls, table

    def forbid(self, verts: Sequence[int]) -> list[int]:
        """C1 among the local players ``verts``, flat (positions in ``verts``, i < j)."""
        return forbidden_pairs([self.players[v] for v in verts], [self.met[v] for v in verts])


#: Counters of the last solves (how often each answer of step 2 was used): for benchmarks.
STATS = {"kept": 0, "swap": 0, "refresh": 0, "window": 0}


def match_digits(crit: Criteria) -> list[int]:
    """The single matching's weights (``bracket.Weights``: criteria, then the order of art.
    4.3, ``(j + 1) * (m + 1) ** (m - 1 - i)`` for members i < j of m) in one matching built
    from the classes: the pairs of two members are listed one by one, every other pair
    comes from the class table. For a solve with few members and many lower players
    (``bracket.DIGITS_UPTO``), where the staged search would solve the whole field again
    for each member."""
    n, m = len(crit.players), crit.m
    bits = ((m + 1) ** m).bit_length()
    k = crit.k
    table = [0] * (k * k)
    for a in range(k):
        for c in range(k):
            if not (crit.member_class[a] and crit.member_class[c]):
                table[a * k + c] = crit.table[a * k + c] << bits
    power = [(m + 1) ** (m - 1 - i) for i in range(m)]
    extra = []
    for i in range(m):
        for j in range(i + 1, m):
            w = crit.weight(i, j)
            if w:
                extra.append((i, j, (w << bits) + (j + 1) * power[i]))
    forbid = crit.forbid(range(n))
    sol, _ = max_weight_matching_classes(n, crit.cls, table, forbid, None, extra)
    return list(sol.mate)


def match_staged(crit: Criteria) -> list[int]:
    """The solve's matching in local positions (``mate``, -1 when unpaired): its pairs of
    members are the first in the order of art. 4.3 among the matchings of best criteria
    value (see the module)."""
    n = len(crit.players)
    fixed = [False] * n
    mate = [-1] * n
    duals = _Duals(crit, fixed, mate, first=True)
    w = crit.weight
    for i in range(crit.m):
        if fixed[i] or crit.floated[i]:
            continue
        top = duals.top(i)
        if top < 0 or mate[top] == i:
            STATS["kept"] += 1
        elif _swap(mate, fixed, i, top, w):
            STATS["swap"] += 1
        else:
            if duals.stale and REFRESH:  # the duals of the players not settled prune more
                STATS["refresh"] += 1
                duals = _Duals(crit, fixed, mate, first=False)
                top = duals.top(i)
                if top < 0 or mate[top] == i or _swap(mate, fixed, i, top, w):
                    _settle(crit, mate, fixed, i, top)
                    continue
            window = [v for v in range(i, crit.m) if not fixed[v] and not crit.floated[v]]
            STATS["window"] += 1
            _window(crit, mate, fixed, window[:WINDOW])
            for t in window[:WINDOW]:
                if not fixed[t]:
                    _settle(crit, mate, fixed, t, mate[t])
            continue
        _settle(crit, mate, fixed, i, top)
    return mate


#: Members settled by one matching when no cheaper answer is found (``_window``).
WINDOW = 16
#: Solve the players not settled again for new duals before a window (``_Duals``): off,
#: it saved fewer windows than it cost at 5000 players (5.4 s against 8.2 s for round 5).
REFRESH = False


def _settle(crit: Criteria, mate: list[int], fixed: list[bool], i: int, top: int) -> None:
    """Fix member i with its partner in ``mate`` (a later member), or as not paired inside
    the bracket (``top`` < 0 or a partner who is not a member)."""
    if mate[i] < 0 or mate[i] >= crit.m:
        if len(mate) > crit.m:  # i may still pair with a lower player
            crit.floated[i] = True
        else:
            fixed[i] = True
    elif top < 0:
        raise RuntimeError("staged Burstein solve: a pair is not tight")  # internal
    else:
        fixed[i] = fixed[mate[i]] = True


class _Duals:
    """One matching of the players not settled by the criteria alone: it replaces their part
    of ``mate`` (a best matching that keeps the settled pairs: its value is checked), and
    its duals tell which pairs no such matching holds (positive slack). They stay sound as
    players are settled (a best matching that keeps more settled pairs is one of those of
    the larger graph), only weaker: ``stale``."""

    def __init__(self, crit: Criteria, fixed: list[bool], mate: list[int], first: bool) -> None:
        self.crit, self.fixed = crit, fixed
        verts = [v for v in range(len(fixed)) if not fixed[v]]
        self.unsettled = len(verts) + sum(crit.floated)
        self.pos = [-1] * len(fixed)
        for p, v in enumerate(verts):
            self.pos[v] = p
        cls, table = crit.classes(verts)
        sol, _ = max_weight_matching_classes(len(verts), cls, table, crit.forbid(verts))
        old = sum(crit.weight(v, mate[v]) for v in verts if mate[v] > v)
        new = 0
        for p, v in enumerate(verts):
            q = sol.mate[p]
            new += crit.weight(v, verts[q]) if q > p else 0
            mate[v] = verts[q] if q >= 0 else -1
        if not first and new != old:
            raise RuntimeError("staged Burstein solve: a best matching was lost")  # internal
        self.slack = Slack(len(verts), sol)

    @property
    def stale(self) -> bool:
        """Players were settled since these duals were computed."""
        return self.unsettled != sum(not f for f in self.fixed) + sum(self.crit.floated)

    def top(self, i: int) -> int:
        """The largest member j > i, not settled, whose pair with i is tight (-1: none)."""
        pos, fixed, w = self.pos, self.fixed, self.crit.weight
        for j in range(self.crit.m - 1, i, -1):
            if fixed[j]:
                continue
            wij = w(i, j)
            if wij and not self.slack(pos[i], pos[j], wij):
                return j
        return -1


def _swap(mate: list[int], fixed: list[bool], i: int, j: int, w: Weigh) -> bool:
    """Pair i with j by a short exchange along M that keeps the total criteria value;
    True when done (M changed), False when none of these was found:

    - (i, M[i]) and (j, M[j]) become (i, j) and (M[i], M[j]), or those two are left free;
    - ... and M[i], M[j] each take one player of another pair (c, d) of M not settled;
    - one of M[i], M[j] (the other one is free) takes a free player not settled, or a
      player of a pair of M whose other player is left free.
    """
    a, b = mate[i], mate[j]
    wij = w(i, j)
    old = (w(i, a) if a >= 0 else 0) + (w(j, b) if b >= 0 else 0)
    moves: list[tuple[int, int]] = [(i, j)]
    if a >= 0 and b >= 0:
        ab = w(a, b)
        if wij + ab == old:
            if ab:
                moves.append((a, b))
        else:
            found = _six(mate, fixed, (i, j, a, b), old - wij, w)
            if found is None:
                return False
            moves += found
    elif wij != old:
        orphan = a if a >= 0 else b
        if orphan < 0:
            return False
        found = _orphan(mate, fixed, (i, j, orphan), old - wij, w)
        if found is None:
            return False
        moves += found
    for v in (a, b):
        if v >= 0:
            mate[v] = -1
    for u, v in moves:
        for x in (u, v):
            if mate[x] >= 0 and mate[x] not in (u, v):
                mate[mate[x]] = -1
    for u, v in moves:
        mate[u], mate[v] = v, u
    return True


def _orphan(
    mate: list[int], fixed: list[bool], ends: tuple[int, int, int], need: int, w: Weigh
) -> list[tuple[int, int]] | None:
    """The partner left alone (``ends`` = (i, j, orphan)) takes a free player not settled,
    or one player c of a pair (c, d) of M not settled (d is left free), with weights that
    add up to ``need`` (plus w(c, d))."""
    orphan = ends[2]
    for c in range(len(mate)):
        if fixed[c] or c in ends:
            continue
        d = mate[c]
        woc = w(orphan, c)
        if woc and woc == need + (w(c, d) if d >= 0 else 0):
            return [(orphan, c)]
    return None


def _six(
    mate: list[int], fixed: list[bool], ends: tuple[int, int, int, int], need: int, w: Weigh
) -> list[tuple[int, int]] | None:
    """Pairs (a, c) and (b, d) replacing a pair (c, d) of M, not settled, whose weights add
    up to ``need`` plus w(c, d); ``ends`` = (i, j, a, b)."""
    a, b = ends[2], ends[3]
    for c in range(len(mate)):
        d = mate[c]
        if d < 0 or fixed[c] or c in ends:
            continue
        target = need + w(c, d)
        if w(a, c) + w(b, d) == target and w(a, c) and w(b, d):
            return [(a, c), (b, d)]
    return None


def _window(crit: Criteria, mate: list[int], fixed: list[bool], window: list[int]) -> None:
    """One matching of the players not settled: criteria shifted left, plus for each pair
    of a window member a with a later member b the digit ``(b + 1) * (m + 1) ** (W - 1 - t)``
    (a the t-th of the W window members); it gives the window members the first partners
    of art. 4.3 among the best matchings that keep what is settled, and replaces ``mate``
    on those players."""
    verts = [v for v in range(len(mate)) if not fixed[v]]
    at = {v: p for p, v in enumerate(verts)}
    m, size = crit.m, len(window)
    bits = ((m + 1) ** size).bit_length()
    cls, base = crit.classes(verts)
    k = round(len(base) ** 0.5)
    kk = k + 1
    table = [0] * (kk * kk)
    for a in range(k):
        for c in range(k):
            table[a * kk + c] = base[a * k + c] << bits
    for a in window:
        cls[at[a]] = k  # the window: its pairs are listed one by one
    place = {a: t for t, a in enumerate(window)}
    extra = []
    for a in window:
        pa = at[a]
        for q, v in enumerate(verts):
            if v == a or (v in place and place[v] < place[a]):
                continue  # itself, or a pair listed from the earlier window member
            wav = crit.weight(a, v)
            if wav:
                digit = (v + 1) * (m + 1) ** (size - 1 - place[a]) if a < v < m else 0
                extra.append((min(pa, q), max(pa, q), (wav << bits) + digit))
    inside = {at[a] for a in window}
    forbid = [
        x for pair in _pairs(crit.forbid(verts)) if not inside.intersection(pair) for x in pair
    ]
    sol, _ = max_weight_matching_classes(len(verts), cls, table, forbid, None, extra)
    old = sum(crit.weight(v, mate[v]) for v in verts if mate[v] > v)
    new = 0
    for p, q in enumerate(sol.mate):
        if q > p:
            new += crit.weight(verts[p], verts[q])
    if new != old:
        raise RuntimeError("staged Burstein solve: a window lost criteria")  # internal
    for p, v in enumerate(verts):
        q = sol.mate[p]
        mate[v] = verts[q] if q >= 0 else -1


def _pairs(flat: list[int]) -> list[tuple[int, int]]:
    return list(zip(flat[::2], flat[1::2], strict=True))
