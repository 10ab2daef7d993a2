"""A literal Double-Swiss pairing (C.04.5, 2026), line by line from the text, for tests only.

Small and slow on purpose: every choice is an enumeration in the order the article gives
(every set of upfloaters, every pairing of a bracket), and shares no code with the engine
(``trfcheck.pairers.double``): the players' facts are read from the 001 round blocks here.
"""

from __future__ import annotations

from dataclasses import dataclass
from itertools import combinations

from trfcheck.trf.model import Tournament

Pairs = list[tuple[int, int]]


@dataclass
class P:
    """A player before the match: art. 1 facts."""

    tpn: int
    score: int
    met: set[int]
    barred: bool
    played: int
    colours: list[str]  # per match: "w", "b" or "" (no colour, 1.6)
    floater: bool


def facts(t: Tournament, k: int) -> dict[int, P]:
    """Art. 1 facts before match ``k`` of every player, from columns 1..2k-2."""
    pts = {"1": 10, "=": 5, "0": 0, "+": 10, "-": 0, "W": 10, "D": 5, "L": 0}
    pab = t.scoring.pab if t.scoring.pab != t.scoring.win else 15
    rows = {p.start_rank: p for p in t.players}
    score = {p: [0] for p in rows}
    out: dict[int, P] = {}
    info: dict[int, P] = {p: P(p, 0, set(), False, 0, [], False) for p in rows}
    for m in range(1, k):
        for p, pl in rows.items():
            g1, g2 = pl.entry(2 * m - 1), pl.entry(2 * m)
            r1 = g1.result.value if g1.result else ""
            r2 = g2.result.value if g2.result else ""
            x = info[p]
            if g1.opponent is None:
                if r1 == "U":
                    score[p].append(score[p][-1] + pab)
                    x.barred = True
                elif r1 == "F":
                    score[p].append(score[p][-1] + 20)
                    x.barred = True
                elif r1 == "H":
                    score[p].append(score[p][-1] + 10)
                else:
                    score[p].append(score[p][-1])
                x.colours.append("")
                continue
            o = rows[g1.opponent]
            o1 = o.entry(2 * m - 1).result
            o2 = o.entry(2 * m).result
            s1, s2 = (o1.value if o1 else ""), (o2.value if o2 else "")
            score[p].append(score[p][-1] + pts.get(r1, 0) + pts.get(r2, 0))
            forfeit = (r1 == "-" and r2 == "-") or (s1 == "-" and s2 == "-")
            if not forfeit:
                x.met.add(g1.opponent)
                x.played += 1
            elif s1 == "-" and s2 == "-" and not (r1 == "-" and r2 == "-"):
                x.barred = True
            played = any(r in "10=WDL" and r for r in (r1, r2))
            x.colours.append(g1.colour.value if played else "")
    for p, x in info.items():
        x.score = score[p][k - 1]
        if k > 1:
            prev = rows[p].entry(2 * k - 3).opponent
            if prev is not None and prev in x.met:
                x.floater = score[p][k - 2] != score[prev][k - 2]
        out[p] = x
    return out


def pairings(players: list[int], ok: object) -> list[Pairs]:
    """Every pairing of ``players`` (each pair meeting C1)."""
    assert callable(ok)
    if not players:
        return [[]]
    a, rest = players[0], players[1:]
    out = []
    for i, b in enumerate(rest):
        if ok(a, b):
            for tail in pairings(rest[:i] + rest[i + 1 :], ok):
                out.append([(a, b), *tail])
    return out


def pairable(players: list[int], ok: object) -> bool:
    """C3: some pairing of ``players`` meets C1."""
    assert callable(ok)
    if not players:
        return True
    if len(players) % 2:
        return False
    a, rest = players[0], players[1:]
    return any(ok(a, b) and pairable(rest[:i] + rest[i + 1 :], ok) for i, b in enumerate(rest))


def ident(pairs: Pairs) -> list[int]:
    """3.6.2: top members (smaller TPN) ascending, then their bottom members."""
    q = sorted((min(a, b), max(a, b)) for a, b in pairs)
    return [a for a, _ in q] + [b for _, b in q]


Brackets = list[tuple[int, tuple[int, ...], Pairs]]


def pair(s: dict[int, P], last: bool) -> tuple[int | None, Brackets]:
    """3.3: the PAB, then the brackets (score, upfloaters, pairs); LookupError for 3.3.3."""

    def ok(a: int, b: int) -> bool:
        return b not in s[a].met

    everyone = sorted(s)
    pab = None
    if len(everyone) % 2:
        # 3.4: C2, then 3.4.1 legal rest, 3.4.2 lowest score, 3.4.3 most played, 3.4.4 TPN
        c = [x for x in everyone if not s[x].barred]
        c = [x for x in c if pairable([y for y in everyone if y != x], ok)]
        if not c:
            raise LookupError("3.3.3")
        pab = min(c, key=lambda x: (s[x].score, -s[x].played, -x))
        everyone.remove(pab)
    elif not pairable(everyone, ok):
        raise LookupError("3.3.3")
    levels = sorted({x.score for x in s.values()}, reverse=True)
    out = []
    left = everyone
    while left:
        top = max(s[x].score for x in left)
        chosen = upfloaters(s, levels, left, top, last, ok)
        b = sorted([x for x in left if s[x].score == top] + list(chosen))
        best = min(pairings(b, ok), key=lambda q: (c8(s, top, q, last), ident(q)))
        out.append((top, tuple(sorted(chosen, key=lambda x: (-s[x].score, x))), best))
        left = [x for x in left if x not in b]
    return pab, out


def upfloaters(
    s: dict[int, P], levels: list[int], left: list[int], top: int, last: bool, ok: object
) -> tuple[int, ...]:
    """3.5: every set of C4's size whose bracket and rest can be paired (C1, C3), those of
    the best C5 (scores ascending, the highest), in the order of 3.5.3-3.5.4; the first that
    best meets C6, then C7."""
    res = [x for x in left if s[x].score == top]
    low = [x for x in left if s[x].score < top]
    for n in range(len(res) % 2, len(low) + 1, 2):  # C4: fewest
        legal = []
        for ups in combinations(low, n):
            b = sorted(res + list(ups))
            rest = [x for x in left if x not in b]
            if pairable(b, ok) and pairable(rest, ok):
                legal.append(ups)
        if not legal:
            continue
        best5 = max(sorted(s[x].score for x in u) for u in legal)  # C5
        legal = [u for u in legal if sorted(s[x].score for x in u) == best5]
        legal.sort(key=lambda u: sorted(u, key=lambda x: (-s[x].score, x)))  # 3.5.3-3.5.4
        return min(
            legal,
            key=lambda u: (
                c6(s, levels, left, top, res, u, ok),
                0 if last else sum(s[x].floater for x in u),  # C7
                legal.index(u),
            ),
        )
    raise LookupError("3.3.3")


def c6(
    s: dict[int, P],
    levels: list[int],
    left: list[int],
    top: int,
    res: list[int],
    u: tuple[int, ...],
    ok: object,
) -> int:
    """C6: 1 when the following scoregroup, not empty, cannot be paired with C1, C3 and the
    fewest upfloaters."""
    b = set(res) | set(u)
    rest = [x for x in left if x not in b]
    i = levels.index(top)
    if i + 1 == len(levels):
        return 0
    nxt = [x for x in rest if s[x].score == levels[i + 1]]
    if not nxt:
        return 0
    under = [x for x in rest if s[x].score < levels[i + 1]]
    for extra in combinations(under, len(nxt) % 2):
        g = nxt + list(extra)
        if pairable(sorted(g), ok) and pairable([x for x in rest if x not in g], ok):
            return 0
    return 1


def c8(s: dict[int, P], top: int, pairs: Pairs, last: bool) -> int:
    """C8: upfloaters whose opponent floated in the previous match (not the last round)."""
    if last:
        return 0
    n = 0
    for a, c in pairs:
        n += (s[a].score < top and s[c].floater) + (s[c].score < top and s[a].floater)
    return n


def colours(a: P, b: P, initial: str) -> tuple[int, int]:
    """Art. 4: (White in game 1, Black in game 1). HRP: higher score, then smaller TPN."""
    hrp, oth = (a, b) if (a.score, -a.tpn) > (b.score, -b.tpn) else (b, a)
    hc = [c for c in hrp.colours if c]
    oc = [c for c in oth.colours if c]
    if not hc and not oc:  # 4.3.1
        white = initial if hrp.tpn % 2 else ("b" if initial == "w" else "w")
    elif hc.count("w") != oc.count("w"):  # 4.3.2
        white = "w" if hc.count("w") < oc.count("w") else "b"
    else:
        white = ""
        for x, y in zip(reversed(hc), reversed(oc), strict=False):  # 4.3.3 (GHR 3.4)
            if x != y:
                white = "b" if x == "w" else "w"
                break
        if not white and hc:  # 4.3.4
            white = "b" if hc[-1] == "w" else "w"
        elif not white:  # 4.3.5
            white = oc[-1]
    return (hrp.tpn, oth.tpn) if white == "w" else (oth.tpn, hrp.tpn)
