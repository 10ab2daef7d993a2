"""A literal Lim pairer (C.04.4.3), written article by article for small tournaments.

This is the reference the engine (``trfcheck.pairers.lim``) is compared against. It shares
only the history facts of ``pairers.core.state`` with the engine; every rule is written again
here, in the order of the handbook, with brute-force searches instead of matching algorithms.
"Can the rest be paired?" is answered by trying every pairing (memoised), so it is meant for
fields of up to about twenty players.

The interpretations are those of the engine (docs/lim.md): Art. 1 / 7.1 PAB, 2.2 order of the
scoregroups, 2.3 + 4.4 floaters (as many pairs as the group allows), Art. 3 floater choice,
3.6-3.8 incoming floaters (3.8 by edition), Art. 4 exchange order for compatibility, then
2.5 / 5.2 exchanges for colour only where they gain, 5.x colours, 2.6 cracking, Art. 6 last
round (a colour break only when neither colours within the pair nor a swap of players of the
same score avoids it).
"""

from __future__ import annotations

from dataclasses import dataclass

from trfcheck.pairers.base import Board, Bye, NoValidPairing, RoundPairing
from trfcheck.pairers.core.state import Float, RoundKind, participants, player_states
from trfcheck.pairers.lim.maxi import maxi_setting
from trfcheck.trf.model import Colour, ResultCode, Tournament

__all__ = ["LimLiteral"]

W, B = Colour.WHITE, Colour.BLACK


@dataclass
class _P:
    """One player as the rules see him."""

    no: int  # pairing number (old rule 7)
    score: int
    rating: int
    colours: tuple[Colour, ...]
    met: frozenset[int]
    eligible: bool
    floated: bool


class LimLiteral:
    """Lim system by the letter, for small fields; ``maxi`` as in ``LimSystem``."""

    name = "lim-literal"

    def __init__(
        self, maxi: bool | None = None, edition: str = "2026", adjacent: str = "members"
    ) -> None:
        self.maxi = maxi
        self.edition = edition  # "2026" or "pre2026" (3.8 read from the Spanish text)
        # 3.3, 3.4, 3.9: "the adjacent group" is its members (the floaters it holds
        # included) or its residents only (reading lim-adjacent, docs/lim.md)
        self.adjacent = adjacent

    def pair(self, t: Tournament, round_no: int) -> RoundPairing:
        """Pair ``round_no``; raises NoValidPairing when the rules allow no pairing."""
        maxi = maxi_setting(t, self.maxi).maxi  # the flag as the engine resolves it
        r = _Round(t, round_no, maxi, self.edition == "pre2026")
        r.adjacent_members = self.adjacent == "members"
        pairs, bye = r.run()
        boards = []
        for x, y, upper in pairs:
            hi, lo = min(x, y), max(x, y)
            c = r.colour_for(hi, lo, upper)
            boards.append(Board(hi, lo) if c is W else Board(lo, hi))
        boards.sort(key=lambda b: _board_key(r, b))
        byes = [Bye(bye, ResultCode.PAB)] if bye is not None else []
        for p in t.players:
            if p.start_rank in r.p:
                continue
            e = p.entry(round_no)
            kind = e.result if e.result is not None and e.result.is_bye else None
            if kind is None:
                kind = ResultCode.ZERO_BYE
                for a in t.absences:
                    if a.round_no == round_no and p.start_rank in a.players:
                        kind = a.kind
            byes.append(Bye(p.start_rank, kind))
        return RoundPairing(round_no, tuple(boards), tuple(byes))


def _board_key(r: _Round, b: Board) -> tuple[int, int, int]:
    """GHR 3.6: higher player's score, sum of scores, higher player's number (pairing scores,
    C.04.7 1.5)."""
    s = {i: p.score for i, p in r.p.items()}
    hi = min((b.white, b.black), key=lambda q: (-s[q], q))
    return (-s[hi], -(s[b.white] + s[b.black]), hi)


class _Round:
    def __init__(self, t: Tournament, round_no: int, maxi: bool, pre2026: bool) -> None:
        self.adjacent_members = True
        self.round_no = round_no
        self.maxi = maxi
        self.pre2026 = pre2026
        ids = participants(t, round_no)
        states = player_states(t, round_no)
        self.p: dict[int, _P] = {}
        for i in ids:
            s = states[i]
            floated = False
            if round_no > 1 and s.kinds[round_no - 2] in (RoundKind.PLAYED, RoundKind.PENDING):
                floated = s.floats[round_no - 2] is not Float.NONE
            self.p[i] = _P(
                i, s.pairing_score, s.rating, s.colours, s.opponents, s.pab_eligible, floated
            )
        self.last = t.total_rounds is not None and round_no >= t.total_rounds
        self.forbidden = [f.players for f in t.forbidden if f.applies_to(round_no)]
        self.median2 = (round_no - 1) * t.scoring.win
        self.lot = _lot(t)
        self._all: dict[frozenset[int], bool] = {}
        self._most: dict[frozenset[int], int] = {}

    # --- Art. 5.1 and 2.1: colour limits and compatibility -------------------------------

    def allowed(self, x: int, c: Colour) -> bool:
        """5.1.1: not three times the same colour running; 5.1.2: not three more of one
        colour. Art. 6: in the last round a pair may break them (``compatible``,
        ``colour_for``)."""
        cs = self.p[x].colours
        if len(cs) >= 2 and cs[-1] == c and cs[-2] == c:
            return False
        whites = cs.count(W) + (1 if c == W else 0)
        blacks = cs.count(B) + (1 if c == B else 0)
        return abs(whites - blacks) < 3

    def compatible(self, x: int, y: int) -> bool:
        """2.1: have not yet played each other (whichever record shows the game), and some
        colour keeps both within 5.1."""
        if x == y or y in self.p[x].met or x in self.p[y].met:
            return False
        for f in self.forbidden:
            if x in f and y in f:
                return False
        return self.last or not self.breaks(x, y)

    def breaks(self, x: int, y: int) -> bool:
        """No colours for x and y keep both within 5.1 (allowed in the last round, Art. 6)."""
        return not (self.allowed(x, W) and self.allowed(y, B)) and not (
            self.allowed(x, B) and self.allowed(y, W)
        )

    def due(self, x: int) -> Colour | None:
        """5.2: the colour that equalises; equal counts: the other colour than the last."""
        cs = self.p[x].colours
        if not cs:
            return None
        if cs.count(W) < cs.count(B):
            return W
        if cs.count(W) > cs.count(B):
            return B
        return B if cs[-1] == W else W

    # --- brute force: can a set be paired, how many pairs at most ------------------------

    def can_pair_all(self, players: frozenset[int]) -> bool:
        """True if every player of ``players`` can be given a compatible opponent among them."""
        if players not in self._all:
            x = min(players, default=None)
            self._all[players] = x is None or any(
                self.compatible(x, y) and self.can_pair_all(players - {x, y}) for y in players
            )
        return self._all[players]

    def most_pairs(self, players: frozenset[int]) -> int:
        """The largest number of compatible pairs among ``players``."""
        if players not in self._most:
            best = 0
            if len(players) >= 2:
                x = min(players)
                for y in sorted(players):
                    if best < len(players) // 2 and self.compatible(x, y):
                        best = max(best, 1 + self.most_pairs(players - {x, y}))
                if best < len(players) // 2:  # x may stay unpaired
                    best = max(best, self.most_pairs(players - {x}))
            self._most[players] = best
        return self._most[players]

    # --- Art. 1 and 7.1: the pairing-allocated bye ----------------------------------------

    def run(self) -> tuple[list[tuple[int, int, bool]], int | None]:
        everyone = frozenset(self.p)
        bye = None
        if len(everyone) % 2 == 1:
            if self.round_no == 1:  # 7.1: the lowest rated player in the pairing list
                order = sorted(everyone, key=lambda x: (self.p[x].rating, -x))
            else:  # 1.1: the lowest rank in the lowest scoregroup
                order = sorted(everyone, key=lambda x: (self.p[x].score, -x))
            for x in order:
                if self.p[x].eligible and self.can_pair_all(everyone - {x}):
                    bye = x
                    break
            if bye is None:
                raise NoValidPairing("no PAB leaves a complete pairing")
        elif not self.can_pair_all(everyone):
            raise NoValidPairing("no complete pairing")
        pairs = self.groups(everyone - {bye} if bye is not None else everyone)
        if self.last:
            pairs = self.avoid_breaks(pairs)
        return pairs, bye

    # --- Art. 6: a colour break only when no pairing with the same scores avoids it ---------

    def avoid_breaks(self, pairs: list[tuple[int, int, bool]]) -> list[tuple[int, int, bool]]:
        """While some pair breaks 5.1 and exchanging two players of equal score between it and
        another pair (the first such pair in the order made, 1-for-2 before 1-for-1' of the
        two ways to re-pair four players) gives fewer breaks, make the exchange."""
        pairs = list(pairs)
        again = True
        while again:
            again = False
            for i, (x, y, up) in enumerate(pairs):
                if not self.breaks(x, y):
                    continue
                for j, (w, z, up2) in enumerate(pairs):
                    if j == i:
                        continue
                    sx, sy, sw, sz = (self.p[q].score for q in (x, y, w, z))
                    tries = []
                    if sy == sz or sx == sw:  # x meets z, w meets y
                        tries.append(((x, z, up), (w, y, up2)))
                    if sy == sw or sx == sz:  # x meets w, z meets y
                        tries.append(((x, w, up), (z, y, up2)))
                    for a, b in tries:
                        if not (self.compatible(a[0], a[1]) and self.compatible(b[0], b[1])):
                            continue
                        if self.breaks(a[0], a[1]) + self.breaks(b[0], b[1]) < 1 + self.breaks(
                            w, z
                        ):
                            pairs[i], pairs[j] = a, b
                            again = True
                            break
                    if again:
                        break
                if again:
                    break
        return pairs

    # --- 2.2: the order of the scoregroups, 2.6: cracking ---------------------------------

    def groups(self, players: frozenset[int]) -> list[tuple[int, int, bool]]:
        scores = sorted({self.p[x].score for x in players}, reverse=True)
        above = [s for s in scores if 2 * s > self.median2]
        below = [s for s in scores if 2 * s < self.median2][::-1]  # lowest first
        median = [x for x in players if 2 * self.p[x].score == self.median2]

        def residents(s: int) -> list[int]:
            return [x for x in players if self.p[x].score == s]

        upper_pairs: list[tuple[int, int]] = []
        floaters: list[int] = []
        for k, s in enumerate(above):  # highest group downward, until just before the median
            nxt = residents(above[k + 1]) if k + 1 < len(above) else median
            made, floaters = self.pair_group(residents(s), floaters, True, nxt, 2 * s)
            upper_pairs += made
        came_down = floaters
        lower_pairs: list[tuple[int, int]] = []
        floaters = []
        # the median group holds the downfloaters by now: its members, for lim-adjacent=members
        median_now = median + came_down if self.adjacent_members else median
        for k, s in enumerate(below):  # then the lowest group upward
            nxt = residents(below[k + 1]) if k + 1 < len(below) else median_now
            made, floaters = self.pair_group(residents(s), floaters, False, nxt, 2 * s)
            lower_pairs += made
        came_up = floaters
        incoming = came_down + came_up
        if not self.can_pair_all(frozenset(median + incoming)):
            # 2.6.1: more floaters from above: crack the lower neighbour; 2.6.2: else the higher
            order = [lower_pairs, upper_pairs]
            if len(came_down) <= len(came_up):
                order = [upper_pairs, lower_pairs]
            done = False
            for side in order:
                while side and not done:
                    x, y = side.pop()
                    incoming = [*incoming, x, y]
                    done = self.can_pair_all(frozenset(median + incoming))
            if not done:
                raise NoValidPairing("median group cannot be paired")
        made, rest = self.pair_group(median, incoming, True, [], self.median2)
        assert not rest
        return (
            [(x, y, True) for x, y in upper_pairs]
            + [(x, y, False) for x, y in lower_pairs]
            + [(x, y, True) for x, y in made]
        )

    # --- pairing one scoregroup ------------------------------------------------------------

    def pair_group(
        self, residents: list[int], incoming: list[int], down: bool, nxt: list[int], g2: int
    ) -> tuple[list[tuple[int, int]], list[int]]:
        members = frozenset(residents + incoming)
        most = self.most_pairs(members)
        # 2.3 / 3.1 / 4.4: those who cannot be paired in the group float.
        # 2.3.1-2.3.3: a player with no compatible opponent in the group floats first.
        floaters = [
            x
            for x in sorted(members, reverse=not down)
            if not any(self.compatible(x, y) for y in members if y != x)
        ]
        count = len(members) - 2 * most - len(floaters)
        odd = (len(members) - len(floaters)) % 2 == 1
        for k in range(count):
            # 2.3.4: in a group left odd, the last floater is the one that makes it even (3.10)
            even = odd and k == count - 1
            floaters.append(self.choose_floater(members, floaters, incoming, down, nxt, most, even))
        left = members - set(floaters)
        pairs: list[tuple[int, int]] = []
        # 3.6 / 3.7: incoming floaters are paired first.
        from_above = [x for x in incoming if 2 * self.p[x].score > g2 and x in left]
        from_below = [x for x in incoming if 2 * self.p[x].score <= g2 and x in left]
        from_above.sort(key=lambda x: (-self.p[x].score, x))  # higher score, higher rank
        from_below.sort(key=lambda x: (self.p[x].score, -x))  # lower score, lower rank
        first = from_above + from_below if down else from_below + from_above
        # 3.8: 2026 "highest numbered" downward = #1's end first (rule 7, 4.2); the Spanish
        # text (before 2026) says the lowest ranked downward, the highest ranked upward.
        top_first = down if not self.pre2026 else not down
        for x in first:
            if x not in left:
                continue
            others = left - {x}
            res = sorted((y for y in others if y not in incoming), reverse=not top_first)
            flo = sorted((y for y in others if y in incoming), reverse=not top_first)
            y = self.take(x, res + flo, left)  # 3.8
            pairs.append((x, y))
            left = left - {x, y}
        # 2.4, 4.1-4.3: top half against bottom half, then the exchanges in the table's order,
        # for compatibility only: the proposal.
        proposal: list[tuple[int, int]] = []
        while left:
            line = sorted(left, reverse=not down)
            h = len(line) // 2
            tries = line[h:] + list(reversed(line[1:h]))
            ok = [y for y in tries if self.compatible(line[0], y)]
            y = next(y for y in ok if self.can_pair_all(left - {line[0], y}))
            proposal.append((line[0], y))
            left = left - {line[0], y}
        return pairs + self.colour_check(proposal, down), floaters

    def colour_check(self, proposal: list[tuple[int, int]], down: bool) -> list[tuple[int, int]]:
        """2.5, 5.2: the pairs are checked in turn for colour; the lower player of a pair is
        exchanged only if that gives more players their due colour (fewer 5.1 breaks first,
        in the last round); 5.7: Maxi only within 100 points."""
        opp: dict[int, int] = {}
        for a, b in proposal:
            opp[a], opp[b] = b, a
        upper = down  # paired downward: the median group or above
        out: list[tuple[int, int]] = []
        left = sorted(opp, reverse=not down)
        while left:
            x = left[0]
            h = len(left) // 2
            tries = left[h:] + list(reversed(left[1:h]))
            improved = True
            while improved:
                improved = False
                y = opp[x]
                for z in tries:
                    w = opp[z]
                    if z == y or not self.compatible(x, z) or not self.compatible(w, y):
                        continue
                    if self.maxi and abs(self.p[y].rating - self.p[z].rating) > 100:
                        continue
                    old = _plus(self.cost(x, y, upper), self.cost(w, z, upper))
                    new = _plus(self.cost(x, z, upper), self.cost(w, y, upper))
                    if new < old:
                        opp[x], opp[z], opp[w], opp[y] = z, x, y, w
                        improved = True
                        break
            out.append((x, opp[x]))
            left = [q for q in left if q not in (x, opp[x])]
        return out

    def cost(self, x: int, y: int, upper: bool) -> tuple[int, int]:
        """(1 if the pair breaks 5.1, players due a colour who do not get it)."""
        a, b = min(x, y), max(x, y)
        c = self.colour_for(a, b, upper)
        missed = 0
        if self.due(a) is not None and self.due(a) != c:
            missed += 1
        if self.due(b) is not None and self.due(b) != c.opposite:
            missed += 1
        return (1 if self.breaks(a, b) else 0, missed)

    def take(self, x: int, tries: list[int], left: frozenset[int]) -> int:
        """3.8: the first available player in ``tries``; the first one due the colour
        opposite to the floater's instead when there is one (Maxi: within 100 points)."""
        available = [y for y in tries if self.compatible(x, y) and self.can_pair_all(left - {x, y})]
        assert available
        first = available[0]
        mine = self.due(x)
        if mine is None:
            return first
        for y in available:
            colour_ok = self.due(y) is not None and self.due(y) != mine
            near = not self.maxi or abs(self.p[y].rating - self.p[first].rating) <= 100
            if colour_ok and near:
                return y
        return first

    # --- Art. 3: which player floats -------------------------------------------------------

    def choose_floater(
        self,
        members: frozenset[int],
        chosen: list[int],
        incoming: list[int],
        down: bool,
        nxt: list[int],
        most: int,
        even: bool,
    ) -> int:
        left = members - set(chosen)
        ok = [x for x in left if self.most_pairs(left - {x}) == most]

        # 3.9: a = came in, no opponent next door; b = came in, has one; c, d = residents.
        def kind(x: int) -> int:
            has = self.opponents_next_door([*chosen, x], nxt) > self.opponents_next_door(
                chosen, nxt
            )
            return (2 if x in incoming else 0) + (0 if has else 1)

        best = min(kind(x) for x in ok)  # 3.9.2: avoid a, then b, then c
        ok = [x for x in ok if kind(x) == best]
        if even and any(not self.p[x].floated for x in ok):  # 3.10, for 2.3.4 only
            ok = [x for x in ok if not self.p[x].floated]
        ok.sort(reverse=down)  # 3.2.4: lowest ranked downward, highest ranked upward
        default = ok[0]
        whites = sum(1 for x in left if self.due(x) == W)
        blacks = sum(1 for x in left if self.due(x) == B)
        if whites != blacks:  # 3.2.2: a player due the colour most are due
            most_due = W if whites > blacks else B
            for x in ok:
                if self.due(x) == most_due:
                    if self.maxi and abs(self.p[x].rating - self.p[default].rating) > 100:
                        return default  # 3.2.3
                    return x
        return default

    def opponents_next_door(self, floaters: list[int], nxt: list[int]) -> int:
        """How many of ``floaters`` can be given distinct compatible opponents in ``nxt``."""
        best = 0

        def go(k: int, used: frozenset[int], got: int) -> None:
            nonlocal best
            best = max(best, got)
            if k == len(floaters):
                return
            go(k + 1, used, got)
            for y in nxt:
                if y not in used and self.compatible(floaters[k], y):
                    go(k + 1, used | {y}, got + 1)

        go(0, frozenset(), 0)
        return best

    # --- 5.3, 5.4, 5.6, 7.2: the colours of one pair ---------------------------------------

    def colour_for(self, x: int, y: int, upper: bool) -> Colour:
        can = [c for c in (W, B) if self.allowed(x, c) and self.allowed(y, c.opposite)]
        if not can:  # only in the last round (Art. 6): the break cannot be helped
            can = [W, B]
        if len(can) == 1:
            return can[0]
        dx, dy = self.due(x), self.due(y)
        if dx is not None and dx != dy:  # different dues, or only x has one
            c = dx
        elif dx is None and dy is not None:
            c = dy.opposite
        else:
            c = self.same_due(x, y, upper)
        return c if c in can else c.opposite

    def same_due(self, x: int, y: int, upper: bool) -> Colour:
        """5.4: go back to the latest round in which they had different colours."""
        hx, hy = self.p[x].colours, self.p[y].colours
        k = 1
        while k <= len(hx) and k <= len(hy):
            if hx[-k] != hy[-k]:
                return hy[-k]  # x takes the colour y had then
            k += 1
        # no such round, one history longer (unplayed rounds): equalisation first (5.2, 5.6)
        lead_x = abs(hx.count(W) - hx.count(B))
        lead_y = abs(hy.count(W) - hy.count(B))
        if lead_x > lead_y:
            return self.due(x) or W
        if lead_y > lead_x:
            return (self.due(y) or W).opposite
        # identical: median and above the higher ranked, below the lower ranked has his way
        who = min(x, y) if upper else max(x, y)
        want = self.due(who)
        if want is None:  # 7.2: odd numbers get the lot's colour
            want = self.lot if who % 2 == 1 else self.lot.opposite
        return want if who == x else want.opposite


def _plus(a: tuple[int, int], b: tuple[int, int]) -> tuple[int, int]:
    return (a[0] + b[0], a[1] + b[1])


def _lot(t: Tournament) -> Colour:
    """7.2: the colour drawn for #1 (from the file, or read back from round 1)."""
    if t.initial_colour is not None:
        return t.initial_colour
    for p in sorted(t.players, key=lambda q: q.start_rank):
        e = p.entry(1)
        if e.opponent is not None and e.colour != Colour.NONE and e.opponent > p.start_rank:
            return e.colour if p.start_rank % 2 == 1 else e.colour.opposite
    return W
