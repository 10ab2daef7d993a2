"""A literal Burstein pairer (C.04.4.2, 2026 Articles 1-5), for small fields.

The reference the engine (``trfcheck.pairers.burstein``) is compared against. It shares
only the history facts of ``pairers.core.state`` (scores, kinds of rounds, colours,
opponents, PAB eligibility); the Index, the PAB, the brackets, the criteria, the colours
and the board order are written again here in the handbook's order. Each bracket is
paired as art. 3.2 and 4 say: find the most pairs P that [C1]-[C5] allow, add n - 2P
virtual players of BSN 0, generate every pairing in the order of 4.3, and keep the first
that is best on [C5]-[C8]. No matching algorithm, no shortcut.

Readings (docs/burstein.md): 1 (zero-point-bye runs count as draws for the opponents),
2 (unplayed rounds: a game against oneself, SB with the registered points), 3 (pairing
scores for scoregroups, [C6], the PAB and 5.2.1; real scores for the Index), 6 ([C7]: the
following bracket's [C5] then [C6], one bracket deep), 7 ([C8] counts players whose
art. 5 colour differs from their preference), 8 (5.2.4 on played-game sequences), 10
(forbidden pairs are absolute).
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from dataclasses import dataclass, replace

from trfcheck.pairers.base import Board, Bye, NoValidPairing, PairingSystem, RoundPairing
from trfcheck.pairers.core.baku import baku_virtual_points
from trfcheck.pairers.core.byes import preset_byes
from trfcheck.pairers.core.state import RoundKind, participants, player_states
from trfcheck.ruleset import PairingEdition
from trfcheck.trf.model import Colour, ResultCode, Tournament

__all__ = ["BursteinLiteral"]

W, B, NONE = Colour.WHITE, Colour.BLACK, Colour.NONE


@dataclass
class _P:
    """One player as Article 1 sees them before the round."""

    tpn: int
    score: int  # pairing score (reading 3)
    colours: tuple[Colour, ...]  # played games, oldest first
    met: frozenset[int]
    eligible: bool  # [C2]
    games: int  # games played over the board (3.1.4)
    bh: int = 0
    sb: int = 0

    def preference(self) -> tuple[Colour, int]:
        """1.5: (side, strength 3 absolute, 2 strong, 1 mild); 1.5.4 no game: none."""
        c = self.colours
        if not c:
            return NONE, 0
        cd = sum(1 if x is W else -1 for x in c)
        if cd > 1 or cd < -1:
            return (B if cd > 1 else W), 3
        if len(c) >= 2 and c[-1] is c[-2]:
            return c[-1].opposite, 3
        if cd != 0:
            return (B if cd > 0 else W), 2
        return c[-1].opposite, 1


def _registered(t: Tournament, pid: int, r: int) -> int:
    e = t.player(pid).entry(r)
    if e.result is None:
        return t.scoring.draw if e.opponent is not None else t.scoring.zero_bye
    return t.scoring.points(e.result, e.colour)


def _index(t: Tournament, r: int, players: dict[int, _P]) -> None:
    """1.7: Buchholz and Sonneborn-Berger with the rules of 1.7.2, for the players to pair."""
    current = {
        p.start_rank: sum(_registered(t, p.start_rank, j) for j in range(1, r)) for p in t.players
    }
    states = player_states(t, r)
    for pid, p in players.items():
        bh = sb = 0
        for j in range(1, r):
            e = t.player(pid).entry(j)
            kind = states[pid].kinds[j - 1]
            if kind in (RoundKind.PLAYED, RoundKind.PENDING) and e.opponent is not None:
                opp = e.opponent
                value = current[opp]
                # 1.7.2 exception: the opponent's zero-point byes up to the current round
                run = 0
                for k in range(r - 1, 0, -1):
                    if states[opp].kinds[k - 1] is not RoundKind.ZERO_BYE:
                        break
                    run += 1
                value += run * t.scoring.draw
            else:
                value = current[pid]  # a game against oneself (1.7.2)
            bh += value
            sb += value * _registered(t, pid, j)
        p.bh, p.sb = bh, sb


class BursteinLiteral:
    """C.04.4.2 Burstein 2026, literally; ``seeding`` pairs the seeding rounds (1.6)."""

    name = "burstein-literal"

    def __init__(self, seeding: PairingSystem, baku: bool = False) -> None:
        self.seeding = seeding
        self.baku = baku

    def pair(self, tournament: Tournament, round_no: int) -> RoundPairing:
        """Pair ``round_no``; raises NoValidPairing (1.9.3) or ValueError without XXR."""
        total = tournament.total_rounds
        if total is None:
            raise ValueError("the number of rounds is unknown (1.6.2)")
        t = tournament
        if self.baku and not t.acceleration:
            t = replace(t, acceleration=baku_virtual_points(t, total))
        if round_no <= min(total // 2, 4):  # 1.6.2
            return self.seeding.pair(t, round_no)
        return _Round(t, round_no).pair()


class _Round:
    def __init__(self, t: Tournament, r: int) -> None:
        self.t, self.r = t, r
        ids = participants(t, r)
        states = player_states(t, r, PairingEdition.R2026, ids)
        self.p: dict[int, _P] = {}
        for pid in ids:
            s = states[pid]
            met = set(s.opponents)
            for fp in t.forbidden:
                if fp.applies_to(r) and pid in fp.players:
                    met |= fp.players - {pid}
            games = sum(k in (RoundKind.PLAYED, RoundKind.PENDING) for k in s.kinds)
            self.p[pid] = _P(pid, s.pairing_score, s.colours, frozenset(met), s.pab_eligible, games)
        _index(t, r, self.p)
        self.memo: dict[frozenset[int], bool] = {}

    # 1.8 ranking order
    def rank_key(self, x: int) -> tuple[int, int, int]:
        p = self.p[x]
        return (-p.bh, -p.sb, x)

    # absolute criteria
    def legal(self, a: int, b: int) -> bool:
        """[C1] (and forbidden pairs) and [C3]."""
        pa, pb = self.p[a], self.p[b]
        if b in pa.met or a in pb.met:
            return False
        (ca, sa), (cb, sb) = pa.preference(), pb.preference()
        return not (sa == 3 and sb == 3 and ca is cb)

    def complete(self, players: frozenset[int]) -> bool:
        """Every one of ``players`` can be paired ([C4] after the PAB)."""
        if players in self.memo:
            return self.memo[players]
        if not players:
            return True
        first = min(players)
        ok = any(
            self.legal(first, y) and self.complete(players - {first, y})
            for y in players
            if y != first
        )
        self.memo[players] = ok
        return ok

    def pab(self, everyone: frozenset[int]) -> int | None:
        """3.1."""
        if len(everyone) % 2 == 0:
            if not self.complete(everyone):
                raise NoValidPairing("no complete pairing")
            return None
        cands = [x for x in everyone if self.p[x].eligible]  # 3.1.1
        cands = [x for x in cands if self.complete(everyone - {x})]  # 3.1.2
        if not cands:
            raise NoValidPairing("no PAB")
        low = min(self.p[x].score for x in cands)  # 3.1.3
        cands = [x for x in cands if self.p[x].score == low]
        most = max(self.p[x].games for x in cands)  # 3.1.4
        cands = [x for x in cands if self.p[x].games == most]
        return max(cands, key=self.rank_key)  # 3.1.5: lowest in the 1.8 ranking

    def pair(self) -> RoundPairing:
        everyone = frozenset(self.p)
        pab = self.pab(everyone)
        left = set(everyone) - ({pab} if pab is not None else set())
        scores = sorted({self.p[x].score for x in left}, reverse=True)
        groups = [sorted(x for x in left if self.p[x].score == s) for s in scores]
        floaters: list[int] = []
        pairs: list[tuple[int, int]] = []
        for k, residents in enumerate(groups):
            bracket = sorted(floaters + residents, key=self.rank_key)  # 4.1
            nxt = groups[k + 1] if k + 1 < len(groups) else []
            lower = frozenset(x for g in groups[k + 1 :] for x in g)
            made, floaters = self.bracket(bracket, nxt, lower)
            pairs += made
        if floaters:
            raise NoValidPairing("last bracket")
        boards = [self.board(a, b) for a, b in pairs]
        boards.sort(key=self.board_key)
        byes = [Bye(pab, ResultCode.PAB)] if pab is not None else []
        byes += preset_byes(self.t, self.r, set(self.p))
        return RoundPairing(self.r, tuple(boards), tuple(byes))

    def bracket(
        self, bracket: list[int], nxt: list[int], lower: frozenset[int]
    ) -> tuple[list[tuple[int, int]], list[int]]:
        """3.2: P by [C1]-[C5] (3.2.1), then the first best pairing in art. 4 order (3.2.2)."""
        n = len(bracket)
        for zeros in range(n % 2, n + 1, 2):
            best: tuple[object, ...] | None = None
            chosen: list[tuple[int, int]] = []
            for cand in _order(list(range(1, n + 1)), zeros):  # 4.2-4.3
                pairs = [(bracket[i - 1], bracket[j - 1]) for i, j in cand if j]
                if not all(self.legal(a, b) for a, b in pairs):
                    continue
                out = [bracket[i - 1] for i, j in cand if not j]
                if not self.complete(lower | frozenset(out)):  # [C4]
                    continue
                value = self.quality(pairs, out, nxt, lower)
                if best is None or value > best:
                    best, chosen = value, pairs
            if best is not None:
                paired = {x for pr in chosen for x in pr}
                return chosen, [x for x in bracket if x not in paired]
        raise NoValidPairing("bracket")

    def quality(
        self, pairs: list[tuple[int, int]], out: list[int], nxt: list[int], lower: frozenset[int]
    ) -> tuple[object, ...]:
        """[C6], [C7], [C8] of one candidate, larger is better ([C5] is fixed by 3.2.1)."""
        c6 = [-s for s in sorted((self.p[x].score for x in out), reverse=True)]
        c7 = self.following(out, nxt, lower) if nxt else (0, [])
        misses = 0
        for a, b in pairs:
            # [C8]: count players whose art. 5 colour is not their preference
            ca = self.colour(a, b)
            for x, c in ((a, ca), (b, ca.opposite)):
                want = self.p[x].preference()[0]
                if want is not NONE and want is not c:
                    misses += 1
        return (c6, c7, -misses)

    def following(
        self, out: list[int], nxt: list[int], lower: frozenset[int]
    ) -> tuple[int, list[int]]:
        """[C7]: the following bracket (these floaters and the next scoregroup's residents)
        at its best on [C5], then [C6], with [C1]-[C4]."""
        members = sorted([*out, *nxt], key=self.rank_key)
        below = lower - frozenset(nxt)
        n = len(members)
        for zeros in range(n % 2, n + 1, 2):
            best: list[int] | None = None
            for cand in _order(list(range(1, n + 1)), zeros):
                pairs = [(members[i - 1], members[j - 1]) for i, j in cand if j]
                if not all(self.legal(a, b) for a, b in pairs):
                    continue
                floats = [members[i - 1] for i, j in cand if not j]
                if not self.complete(below | frozenset(floats)):
                    continue
                c6 = [-s for s in sorted((self.p[x].score for x in floats), reverse=True)]
                if best is None or c6 > best:
                    best = c6
            if best is not None:
                return (n - zeros) // 2, best
        return (-1, [])

    def higher(self, a: int, b: int) -> bool:
        """5.2.1: more points, then the smaller TPN."""
        return (-self.p[a].score, a) < (-self.p[b].score, b)

    def colour(self, a: int, b: int) -> Colour:
        """Art. 5.2: the colour of ``a`` against ``b``."""
        hi, lo = (a, b) if self.higher(a, b) else (b, a)
        c = self._colour_hi(hi, lo)
        return c if hi == a else c.opposite

    def _colour_hi(self, hi: int, lo: int) -> Colour:
        ph, pl = self.p[hi], self.p[lo]
        if not ph.games and not pl.games:  # 5.2.1
            initial = self.initial()
            return initial if hi % 2 == 1 else initial.opposite
        (ch, sh), (cl, sl) = ph.preference(), pl.preference()
        if ch is NONE:  # 5.2.2: the other one's preference is granted
            return cl.opposite
        if cl is NONE or ch is not cl:  # 5.2.2
            return ch
        if sh != sl:  # 5.2.3
            return ch if sh > sl else cl.opposite
        for x, y in zip(reversed(ph.colours), reversed(pl.colours), strict=False):  # 5.2.4
            if x is not y:
                return x.opposite
        # 5.2.5: the player ranked higher in 1.8
        return ch if self.rank_key(hi) < self.rank_key(lo) else cl.opposite

    def initial(self) -> Colour:
        """5.1: XXC, else read back from the first game of round 1 (its higher-ranked
        player got the initial colour if his round-1 pairing number is odd)."""
        if self.t.initial_colour is not None:
            return self.t.initial_colour
        paired = sorted(
            p.start_rank
            for p in self.t.players
            if p.entry(1).opponent is not None or p.entry(1).result is ResultCode.PAB
        )
        number = {pid: k for k, pid in enumerate(paired, 1)}
        accel = self.t.acceleration
        for pid in paired:
            e = self.t.player(pid).entry(1)
            if e.opponent is None or e.colour is NONE:
                continue
            mine = (-accel.get((pid, 1), 0), pid)
            theirs = (-accel.get((e.opponent, 1), 0), e.opponent)
            hi, c = (pid, e.colour) if mine < theirs else (e.opponent, e.colour.opposite)
            return c if number[hi] % 2 == 1 else c.opposite
        return W

    def board(self, a: int, b: int) -> Board:
        return Board(a, b) if self.colour(a, b) is W else Board(b, a)

    def board_key(self, board: Board) -> tuple[int, int, int]:
        """C.04.2 3.6: higher-ranked player's score, the sum of scores, the higher's TPN."""
        a, b = board.white, board.black
        hi, lo = (a, b) if self.higher(a, b) else (b, a)
        sh, sl = self.p[hi].score, self.p[lo].score
        return (-sh, -(sh + sl), hi)


def _order(bsns: Sequence[int], zeros: int) -> Iterator[list[tuple[int, int]]]:
    """4.3: every pairing of ``bsns`` with ``zeros`` virtual players (BSN 0), in order:
    the smallest BSN's opponent from the largest BSN down, BSN 0 last; then the next."""
    if not bsns:
        if zeros == 0:
            yield []
        return
    if len(bsns) < zeros:
        return
    first, others = bsns[0], bsns[1:]
    for j in sorted(others, reverse=True):
        rest = [x for x in others if x != j]
        for tail in _order(rest, zeros):
            yield [(first, j), *tail]
    if zeros:
        for tail in _order(others, zeros - 1):
            yield [(first, 0), *tail]
