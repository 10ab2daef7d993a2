"""A literal Dubov pairer (C.04.4.1, 2026 Articles 1-5; 2018 sections A-E), for small fields.

The reference the engine (``trfcheck.pairers.dubov``) is compared against. It
shares only the history facts of ``pairers.core.state``; ARO, upfloats,
preferences, colours and every step are written again here in the handbook's
order, and every choice is made by enumerating the candidates the text lists
(sets of upfloaters, shifters, pairings, transpositions) and applying the
criteria one after the other. No matching algorithm, no shortcut: fine for
fields of about a dozen players.

Readings shared with the engine (docs/dubov.md): "upfloated" = paired with
an opponent of higher pairing score; [C9] counts the maximum upfloaters'
upfloats; 3.1.1 applies [C2] of the edition; 3.1.4 counts games over the board.
Everything else is evaluated as the text says: [C7] counts the players who do
not get their colour preference under the colours of Article 5.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from fractions import Fraction
from itertools import combinations, permutations
from math import floor

from trfcheck.pairers.base import Board, Bye, NoValidPairing, RoundPairing
from trfcheck.pairers.core.state import RoundKind, participants, player_states
from trfcheck.ruleset import PairingEdition
from trfcheck.trf.model import Colour, ResultCode, Tournament

__all__ = ["DubovLiteral"]

W, B = Colour.WHITE, Colour.BLACK
MILD, STRONG, ABSOLUTE = 1, 2, 3


@dataclass
class _P:
    """One player as Article 1 sees them before the round."""

    tpn: int
    score: int  # pairing score (1.2.3)
    rating: int
    colours: tuple[Colour, ...]  # played games, oldest first
    met: frozenset[int]
    eligible: bool  # [C2] of the edition
    aro: int  # 1.7
    upfloats: int  # times upfloated (1.8.1)
    up_last: bool  # upfloated in the previous round ([C10])

    @property
    def games(self) -> int:
        return len(self.colours)

    def preference(self) -> tuple[Colour, int]:
        """1.6: (side, strength); 1.6.4 no game: mild Black."""
        c = self.colours
        if not c:
            return B, MILD
        cd = sum(1 if x is W else -1 for x in c)
        if cd > 1:
            return B, ABSOLUTE
        if cd < -1:
            return W, ABSOLUTE
        if len(c) >= 2 and c[-1] is c[-2]:
            return c[-1].opposite, ABSOLUTE
        if cd == 1:
            return B, STRONG
        if cd == -1:
            return W, STRONG
        return c[-1].opposite, MILD


class DubovLiteral:
    """The Dubov system read literally; ``edition`` "2026" or "pre2026" (the 2018 text)."""

    name = "dubov-literal"

    def __init__(self, edition: str = "2026") -> None:
        self.edition = edition

    def pair(self, t: Tournament, round_no: int) -> RoundPairing:
        """Pair ``round_no``; raises NoValidPairing (1.9.3)."""
        r = _Round(t, round_no, self.edition)
        pairs, pab = r.run()
        boards = []
        for x, y in pairs:
            c = r.colour(x, y)
            boards.append(Board(x, y) if c is W else Board(y, x))
        boards.sort(key=lambda b: r.board_key(b))
        byes = [Bye(pab, ResultCode.PAB)] if pab is not None else []
        paired = set(r.p)
        for p in t.players:
            if p.start_rank not in paired:
                e = p.entry(round_no)
                kind = e.result if e.result is not None and e.result.is_bye else None
                absent = [
                    a.kind
                    for a in t.absences
                    if a.round_no == round_no and p.start_rank in a.players
                ]
                byes.append(
                    Bye(p.start_rank, kind or (absent[0] if absent else ResultCode.ZERO_BYE))
                )
        return RoundPairing(round_no, tuple(boards), tuple(byes))

    def colour(self, t: Tournament, round_no: int, x: int, y: int) -> Colour:
        """The colour Article 5 gives ``x`` against ``y`` in ``round_no`` (paired or not)."""
        return _Round(t, round_no, self.edition).colour(x, y)


class _Round:
    def __init__(self, t: Tournament, round_no: int, edition: str) -> None:
        rules = PairingEdition.R2026 if edition == "2026" else PairingEdition.PRE2026
        self.edition = edition
        states = player_states(t, round_no, rules)
        ratings = {p.start_rank: p.rating for p in t.players}
        total = t.total_rounds or max(t.rounds_played, round_no)
        self.last_round = round_no == total  # 1.9 / [C8]-[C10]: "unless it is the last round"
        self.max_t = 2 + total // 5  # 1.8.2
        self.initial = _initial(t)
        self.forbidden = [fp.players for fp in t.forbidden if fp.applies_to(round_no)]
        self.p: dict[int, _P] = {}
        for pid in participants(t, round_no):
            s = states[pid]
            ups = []
            rated = []
            for k in range(1, round_no):
                e = t.player(pid).entry(k)
                if e.opponent is None or e.opponent not in states:
                    ups.append(False)
                    continue
                mine = s.scores[k - 1] + t.acceleration.get((pid, k), 0)
                theirs = states[e.opponent].scores[k - 1] + t.acceleration.get((e.opponent, k), 0)
                ups.append(theirs > mine)
                if s.kinds[k - 1] in (RoundKind.PLAYED, RoundKind.PENDING):
                    rated.append(ratings[e.opponent])
            # 1.7.1: the average, rounded to the nearest integer, .5 upwards; 1.7.3: 0 if none
            aro = 0 if not rated else floor(Fraction(sum(rated), len(rated)) + Fraction(1, 2))
            self.p[pid] = _P(
                tpn=pid,
                score=s.pairing_score,
                rating=ratings[pid],
                colours=s.colours,
                met=s.opponents,
                eligible=s.pab_eligible,
                aro=aro,
                upfloats=sum(ups),
                up_last=bool(ups) and ups[-1],
            )
        self.memo: dict[frozenset[int], bool] = {}

    # ---- Article 1 and the absolute criteria ----------------------------------------------

    def ranks_higher(self, x: int, y: int) -> bool:
        """1.2.3: more points, then the smaller TPN."""
        return (-self.p[x].score, x) < (-self.p[y].score, y)

    def legal(self, x: int, y: int) -> bool:
        """[C1] (and pairs the arbiter forbade) and [C3]."""
        a, b = self.p[x], self.p[y]
        if y in a.met or any(x in f and y in f for f in self.forbidden):
            return False
        (sa, ka), (sb, kb) = a.preference(), b.preference()
        return not (ka == ABSOLUTE and kb == ABSOLUTE and sa is sb)

    def pairings(self, players: Sequence[int]) -> Iterator[list[tuple[int, int]]]:
        """Every legal pairing of ``players`` (all of them paired)."""
        if not players:
            yield []
            return
        x, rest = players[0], players[1:]
        for i, y in enumerate(rest):
            if self.legal(x, y):
                for more in self.pairings([*rest[:i], *rest[i + 1 :]]):
                    yield [(x, y), *more]

    def can_pair(self, players: frozenset[int]) -> bool:
        """[C4]: a pairing of all ``players`` complying with [C1]-[C3] exists."""
        if players not in self.memo:
            self.memo[players] = next(self.pairings(sorted(players)), None) is not None
        return self.memo[players]

    # ---- 1.9 and 3.1 -----------------------------------------------------------------------

    def run(self) -> tuple[list[tuple[int, int]], int | None]:
        """1.9.2: the PAB first (3.1), then the scoregroups from the highest (3.2)."""
        left = frozenset(self.p)
        pab = None
        if len(left) % 2:
            pab = self.choose_pab(left)
            left = left - {pab}
        if not self.can_pair(left):
            raise NoValidPairing("1.9.3: no complete pairing")
        pairs: list[tuple[int, int]] = []
        while left:
            top = max(self.p[x].score for x in left)
            residents = sorted((x for x in left if self.p[x].score == top), key=self.order)
            lower = sorted((x for x in left if self.p[x].score < top), key=self.order)
            ups = self.choose_upfloaters(residents, lower)
            bracket = residents + list(ups)
            pairs += self.pair_bracket(bracket)
            left = left - set(bracket)
        return pairs, pab

    def order(self, x: int) -> tuple[int, int]:
        return (-self.p[x].score, x)

    def choose_pab(self, left: frozenset[int]) -> int:
        """3.1.1 eligible ([C2]); 3.1.2 the others can be paired; 3.1.3 lowest score;
        3.1.4 most games played; 3.1.5 largest TPN."""
        ok = [x for x in left if self.p[x].eligible]
        ok = [x for x in ok if self.can_pair(left - {x})]
        if not ok:
            raise NoValidPairing("3.1: nobody can receive the PAB")
        low = min(self.p[x].score for x in ok)
        ok = [x for x in ok if self.p[x].score == low]
        most = max(self.p[x].games for x in ok)
        ok = [x for x in ok if self.p[x].games == most]
        return max(ok)

    # ---- 3.2.1, 3.2.2 and 4.2: upfloaters -------------------------------------------------

    def bracket_legal(self, residents: list[int], ups: Sequence[int], lower: list[int]) -> bool:
        """3.2.1 legal: the bracket can be paired ([C1], [C3]) and so can the rest ([C4])."""
        rest = frozenset(lower) - set(ups)
        return self.can_pair(frozenset(residents) | set(ups)) and self.can_pair(rest)

    def choose_upfloaters(self, residents: list[int], lower: list[int]) -> tuple[int, ...]:
        """3.2.1 the minimum number of upfloaters; 3.2.2 the first set (4.2) whose bracket is
        paired best by [C1]-[C10]."""
        for m in range(0, len(lower) + 1):
            sets = [u for u in combinations(lower, m) if self.bracket_legal(residents, u, lower)]
            if sets:
                break
        else:
            raise NoValidPairing("3.2.1: no legal bracket")
        if m == 0:
            return ()
        # combinations() of the 4.2.2-ordered pool come in lexicographic order of sequence numbers
        if self.edition == "2026":
            # 4.2.3: the valid sets are those that comply best with [C5] and [C6]
            best6 = min(self.c6(residents, u) for u in sets)
            ordered = [u for u in sets if self.c6(residents, u) == best6]
        else:
            # 2018 D.1: containers of equal score composition, ordered by [C6]; sets inside
            # a container in lexicographic order
            ordered = sorted(sets, key=lambda u: self.c6(residents, u))
        scored = [(self.quality(residents, u), u) for u in ordered]
        best = min(q for q, _ in scored)
        return next(u for q, u in scored if q == best)

    def c6(self, residents: list[int], ups: Sequence[int]) -> tuple[int, ...]:
        """[C6]: the score differences of the pairs holding an upfloater, largest first (an
        upfloater meets a resident, so the difference is the residents' score minus its)."""
        top = self.p[residents[0]].score
        return tuple(sorted((top - self.p[u].score for u in ups), reverse=True))

    def quality(self, residents: list[int], ups: Sequence[int]) -> tuple[object, ...]:
        """[C6]-[C10] of the pairing 3.2.3-3.2.6 give the bracket (smaller is better)."""
        pairs = self.pair_bracket(residents + list(ups))
        denied = sum(self.denied(x, y) for x, y in pairs)  # [C7]
        if self.last_round:
            c8 = c9 = c10 = 0
        else:
            tops = [u for u in ups if self.p[u].upfloats >= self.max_t]
            c8 = len(tops)  # [C8]
            c9 = sum(self.p[u].upfloats for u in tops)  # [C9]
            c10 = sum(1 for u in ups if self.p[u].up_last)  # [C10]
        return (self.c6(residents, ups), denied, c8, c9, c10)

    # ---- 3.2.3 - 3.2.6 and 4.3, 4.4: the bracket -------------------------------------------

    def pair_bracket(self, bracket: list[int]) -> list[tuple[int, int]]:
        """3.2.3 split, 3.2.4 shifters, 3.2.5 S1, 3.2.6 first legal transposition of G2."""
        if any(self.p[x].games for x in bracket):
            g1 = [x for x in bracket if self.p[x].preference()[0] is W]
            g2 = [x for x in bracket if self.p[x].preference()[0] is not W]
        else:  # 3.2.3 exception: nobody has played
            by_tpn = sorted(bracket)
            g1, g2 = by_tpn[: len(by_tpn) // 2], by_tpn[len(by_tpn) // 2 :]
        g1, g2 = self.shift(g1, g2)
        s1 = sorted(g1, key=lambda x: (self.p[x].aro, x))  # 3.2.5
        for t2 in permutations(sorted(g2)):  # 4.4: lexicographic order of TPN-numbered G2
            if all(self.legal(a, b) for a, b in zip(s1, t2, strict=True)):
                return list(zip(s1, t2, strict=True))
        raise NoValidPairing("3.2.6: no legal transposition")

    def shift(self, g1: list[int], g2: list[int]) -> tuple[list[int], list[int]]:
        """3.2.4: move the unavoidable pairs' worth of players out of the smaller subgroup,
        then equalise the subgroups from the larger one; each time the first set (4.3) that
        can give a legal pairing complying best with [C7]."""
        small_is_g1 = len(g1) <= len(g2)
        small, large = (g1, g2) if small_is_g1 else (g2, g1)
        bracket = g1 + g2
        every = list(self.pairings(sorted(bracket)))
        inside = min(sum(1 for x, y in pr if x in small and y in small) for pr in every)
        best7 = min(sum(self.denied(x, y) for x, y in pr) for pr in every)
        small_order = self.shifter_numbers(small, small_is_g1)
        large_order = self.shifter_numbers(large, not small_is_g1)
        need = (len(large) - len(small)) // 2 + inside
        for xs in combinations(small_order, inside):
            s1 = [x for x in small if x not in xs]
            l1 = large + list(xs)
            for ys in combinations(large_order, need):
                s2, l2 = s1 + list(ys), [x for x in l1 if x not in ys]
                if self.gives(s2, l2, best7):
                    return (s2, l2) if small_is_g1 else (l2, s2)
        raise NoValidPairing("3.2.4: no shifters give a legal pairing")

    def gives(self, a: list[int], b: list[int], best7: int) -> bool:
        """Does some pairing of ``a`` against ``b`` comply with [C1], [C3] and reach ``best7``?"""
        for perm in permutations(b):
            pr = list(zip(a, perm, strict=True))
            if (
                all(self.legal(x, y) for x, y in pr)
                and sum(self.denied(x, y) for x, y in pr) == best7
            ):
                return True
        return False

    def shifter_numbers(self, group: list[int], white: bool) -> list[int]:
        """4.3.2 White seekers by ARO then TPN, Black seekers by TPN; 4.3.3 sequence numbers
        from the middle: #1 the middle one (the upper of two), then the middle of the rest."""
        ordered = sorted(group, key=(lambda x: (self.p[x].aro, x)) if white else (lambda x: x))
        out = []
        while ordered:
            out.append(ordered.pop((len(ordered) - 1) // 2))
        return out

    # ---- Article 5: colours ----------------------------------------------------------------

    def colour(self, x: int, y: int) -> Colour:
        """The colour of ``x`` against ``y``: the first of 5.2.1-5.2.5 that decides."""
        hi, lo = (x, y) if self.ranks_higher(x, y) else (y, x)
        a, b = self.p[hi], self.p[lo]
        (sa, ka), (sb, kb) = a.preference(), b.preference()
        if not a.games and not b.games:  # 5.2.1
            c = self.initial if hi % 2 == 1 else self.initial.opposite
        elif sa is not sb:  # 5.2.2
            c = sa
        elif ka != kb:  # 5.2.3
            c = sa if ka > kb else sb.opposite
        else:
            c = sa  # 5.2.5 unless 5.2.4 decides
            for ca, cb in zip(reversed(a.colours), reversed(b.colours), strict=False):
                if ca is not cb:  # 5.2.4
                    c = ca.opposite
                    break
        return c if hi == x else c.opposite

    def denied(self, x: int, y: int) -> int:
        """Players of the pair who do not get their colour preference ([C7])."""
        cx = self.colour(x, y)
        return int(self.p[x].preference()[0] is not cx) + int(self.p[y].preference()[0] is cx)

    def board_key(self, b: Board) -> tuple[int, int, int]:
        """GHR 3.6: higher player's score, sum of scores, higher player's TPN."""
        hi = b.white if self.ranks_higher(b.white, b.black) else b.black
        lo = b.black if hi == b.white else b.white
        return (-self.p[hi].score, -(self.p[hi].score + self.p[lo].score), hi)


def _initial(t: Tournament) -> Colour:
    """5.1: the colour drawn by lot (XXC), else read back from round 1 by 5.2.1."""
    if t.initial_colour is not None:
        return t.initial_colour
    for p in sorted(t.players, key=lambda q: q.start_rank):
        e = p.entry(1)
        if e.opponent is not None and e.colour is not Colour.NONE:
            a = (-t.acceleration.get((p.start_rank, 1), 0), p.start_rank)
            o = (-t.acceleration.get((e.opponent, 1), 0), e.opponent)
            hi, c = (p.start_rank, e.colour) if a < o else (e.opponent, e.colour.opposite)
            return c if hi % 2 == 1 else c.opposite
    return W
