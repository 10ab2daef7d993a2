"""Which Berger numbers a round robin's players drew, and which schedule it follows.

The drawing of lots gives each player a Berger number (C.05 Annex 1); most programs make it
the start rank. ``find_numbering`` tries the start rank first; when the published rounds do
not follow the table under it, it searches the numbering that makes the most boards follow
the table: a player's number fixes, round by round, the number of every opponent he met
(the table gives each number one opponent a round), so fixing one player's number fixes
everyone he met, and everyone they met. Each player of a few anchors is tried with each
number; the first numbering under which every board follows the table ends the search.

A file need not begin at the table's round 1: the file of a later rating period
(``trfcheck split --by-period``, or any program's) holds rounds k + 1 .. k + m of the schedule
numbered 1 .. m. When the rounds do not follow the table from round 1, the start rank is tried
from every later round of every variant (the offset k), then the numbering found by the search
from round 1 turned by the table's rotation (C.05 Annex 1: each round is the one before with
N/2 added to every number below N, so a numbering that fits the table's rounds 1 .. m turned k
times fits its rounds k + 1 .. k + m, board 1's colours apart). The best fit wins: the most
boards as the table pairs them, then the most with its colours, then the start rank, then the
smallest offset. ``Numbering.offset`` says which round of the table is the file's round 1;
the verdict says so (``event.berger``).

Notes: for n players and R rounds a candidate costs O(n R); at most 6 anchors x n numbers are
tried, so a 24-player double round robin costs about 6 x 24 x 24 x 46 steps at worst; the
offsets add one candidate (the start rank) and one per variant (the turned numbering) for each
offset, at most 46.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from trfcheck.trf.model import Colour, Tournament

from .berger import Schedule, TableRound, Variant, schedule, seats

__all__ = ["Numbering", "PublishedRound", "find_numbering", "published_rounds", "variants_for"]

#: the players whose numbers are tried as the start of a propagation
_ANCHORS = 6


@dataclass(frozen=True, slots=True)
class PublishedRound:
    """One published round by start rank: ``games`` as (white, black, colours known) for
    every game and forfeit, ``unpaired`` the players without an opponent (the free round,
    byes, absences)."""

    number: int
    games: tuple[tuple[int, int, bool], ...]
    unpaired: tuple[int, ...]

    def opponents(self) -> dict[int, int]:
        """Start rank -> opponent's start rank in this round."""
        out: dict[int, int] = {}
        for w, b, _ in self.games:
            out[w] = b
            out[b] = w
        return out


def published_rounds(t: Tournament) -> tuple[PublishedRound, ...]:
    """Every round the file has, as ``PublishedRound``: a game is taken from its White's
    block, or from the lower start rank when neither block gives a colour."""
    out = []
    known = {p.start_rank for p in t.players}
    for r in range(1, t.rounds_played + 1):
        games: list[tuple[int, int, bool]] = []
        paired: set[int] = set()
        for p in t.players:
            e = p.entry(r)
            if e.opponent is None or e.opponent not in known:
                continue
            paired.add(p.start_rank)
            if e.colour is Colour.WHITE:
                games.append((p.start_rank, e.opponent, True))
            elif e.colour is Colour.NONE and p.start_rank < e.opponent:
                other = t.player(e.opponent).entry(r).colour
                if other is Colour.BLACK:
                    continue  # taken from the other block, which says White
                if other is Colour.WHITE:
                    continue
                games.append((p.start_rank, e.opponent, False))
        unpaired = tuple(sorted(p.start_rank for p in t.players if p.start_rank not in paired))
        out.append(PublishedRound(r, tuple(sorted(games)), unpaired))
    return tuple(out)


@dataclass(frozen=True, slots=True)
class Numbering:
    """A numbering (start rank -> Berger number) and how far the file follows ``schedule``
    under it: ``matched`` of ``total`` boards and free rounds as the table puts them
    (players, not colours)."""

    berger: Mapping[int, int]
    schedule: Schedule
    matched: int
    total: int
    #: boards of the table whose published colours are the table's too
    colours: int = 0
    #: the rounds of the schedule before the file's round 1 (0: the file begins at the
    #: table's round 1; k: its round 1 is the table's round k + 1, module notes)
    offset: int = 0

    def table_round(self, file_round: int) -> TableRound:
        """The round of the schedule that is the file's round ``file_round``; raises
        IndexError beyond the schedule."""
        return self.schedule.round(file_round + self.offset)

    @property
    def is_start_rank(self) -> bool:
        """True when every player's Berger number is his place in the start list."""
        return all(v == i for i, (_, v) in enumerate(sorted(self.berger.items()), 1))

    @property
    def exact(self) -> bool:
        """True when every published board and free round is the table's."""
        return self.matched == self.total

    def player(self, number: int) -> int:
        """The start rank of Berger number ``number``; raises KeyError."""
        for rank, v in self.berger.items():
            if v == number:
                return rank
        raise KeyError(number)

    def differing(self) -> list[int]:
        """Start ranks whose Berger number is not their place in the start list."""
        return [r for i, (r, v) in enumerate(sorted(self.berger.items()), 1) if v != i]


def variants_for(players: int, rounds_published: int, total_rounds: int | None) -> list[Variant]:
    """The schedules a file of ``rounds_published`` rounds may follow: single while it has no
    more rounds than one cycle and does not declare more (XXR/142), else the two double ones
    (the Annex's recommended exchange first)."""
    per_cycle = seats(players) - 1
    if rounds_published > per_cycle or (total_rounds or 0) > per_cycle:
        return [Variant.DOUBLE_SWAPPED, Variant.DOUBLE]
    return [Variant.SINGLE]


def _whites(rounds: Sequence[TableRound]) -> list[set[int]]:
    """Per round (0-based): the Berger numbers with White."""
    return [{w for w, _ in tr.boards} for tr in rounds]


def _table(rounds: Sequence[TableRound]) -> list[dict[int, int]]:
    """Per round (0-based): Berger number -> opponent's number (the free round absent)."""
    out = []
    for tr in rounds:
        m: dict[int, int] = {}
        for w, b in tr.boards:
            m[w] = b
            m[b] = w
        out.append(m)
    return out


def _score(
    sigma: Mapping[int, int],
    table: list[dict[int, int]],
    frees: list[int | None],
    pub: Sequence[PublishedRound],
    white: list[set[int]],
) -> tuple[int, int, int]:
    """(matched, colours, total): boards and free rounds of ``pub`` under ``sigma`` as the
    table has them, and of those boards the ones with the table's colours (or none given)."""
    matched = total = colours = 0
    for i, pr in enumerate(pub):
        m = table[i]
        for w, b, known in pr.games:
            total += 1
            if m.get(sigma[w]) == sigma[b]:
                matched += 1
                if not known or sigma[w] in white[i]:
                    colours += 1
        free = frees[i]
        if free is not None:
            total += 1
            if any(sigma[u] == free for u in pr.unpaired):
                matched += 1
    return matched, colours, total


def _propagate(
    anchor: int,
    value: int,
    ranks: Sequence[int],
    table: list[dict[int, int]],
    opps: list[dict[int, int]],
) -> dict[int, int]:
    """The numbering that gives ``anchor`` the number ``value`` and every opponent the number
    the table gives, spreading through the players met; the rest in start-rank order."""
    sigma = {anchor: value}
    used = {value}
    queue = [anchor]
    while queue:
        p = queue.pop()
        v = sigma[p]
        for m, o in zip(table, opps, strict=True):
            q = o.get(p)
            if q is None or q in sigma:
                continue
            u = m.get(v)
            if u is None or u in used:
                continue
            sigma[q] = u
            used.add(u)
            queue.append(q)
    free = iter(v for v in range(1, len(ranks) + 1) if v not in used)
    for r in ranks:
        if r not in sigma:
            sigma[r] = next(free)
    return sigma


def find_numbering(
    t: Tournament,
    variants: Sequence[Variant] | None = None,
    later: Sequence[Variant] | None = None,
) -> Numbering:
    """The numbering, schedule and offset the file follows best (module notes): the most
    boards as the table pairs them, then the most with the table's colours, then the start
    rank, then the smallest offset. ``variants``: the schedules tried from the table's round 1
    (default ``variants_for``); ``later``: those tried from a later round (default: every
    variant, ``variants`` first; empty: the file begins at the table's round 1). Raises
    ValueError for fewer than 2 players."""
    ranks = sorted(p.start_rank for p in t.players)
    n = len(ranks)
    pub = published_rounds(t)
    if variants is None:
        variants = variants_for(n, len(pub), t.total_rounds)
    if later is None:
        later = [*variants, *(v for v in Variant if v not in variants)]
    games = sum(len(pr.games) for pr in pub)
    identity = {r: i for i, r in enumerate(ranks, 1)}
    candidates: list[Numbering] = []
    # the start rank from the table's round 1, then from each later round
    starts = [(v, 0) for v in variants]
    starts += [(v, k) for v in later for k in range(1, len(schedule(n, v).rounds) - len(pub) + 1)]
    for variant, offset in starts:
        nb = _evaluate(identity, schedule(n, variant), offset, pub)
        if nb.exact and nb.colours == games:
            return nb
        candidates.append(nb)
    # the numbering searched from round 1, then turned to each later round
    found = []
    for variant in variants:
        s = schedule(n, variant)
        rounds = min(len(pub), len(s.rounds))
        board = _Board.of(s, 0, rounds)
        sigma, (matched, colours, total) = board.best(ranks, pub[:rounds])
        nb = Numbering(sigma, s, matched, total, colours)
        candidates.append(nb)
        found.append(sigma)
        if nb.exact and nb.colours == games:
            break
    for sigma in found:
        if sigma == identity:
            continue
        for variant, offset in starts[len(variants) :]:
            s = schedule(n, variant)
            candidates.append(_evaluate(_turned(sigma, s.seats, offset), s, offset, pub))
    return max(candidates, key=_preference)


def _preference(nb: Numbering) -> tuple[int, int, bool, int]:
    """The order of ``find_numbering``'s candidates (module notes); ties go to the first."""
    return nb.matched, nb.colours, nb.is_start_rank, -nb.offset


def _evaluate(
    sigma: Mapping[int, int], s: Schedule, offset: int, pub: Sequence[PublishedRound]
) -> Numbering:
    """``sigma`` scored against the rounds of ``s`` from round ``offset + 1`` on (the file's
    rounds beyond the schedule left out)."""
    rounds = min(len(pub), len(s.rounds) - offset)
    board = _Board.of(s, offset, rounds)
    matched, colours, total = _score(sigma, board.table, board.frees, pub[:rounds], board.white)
    return Numbering(sigma, s, matched, total, colours, offset)


def _turned(sigma: Mapping[int, int], seats: int, times: int) -> dict[int, int]:
    """``sigma`` turned ``times`` times by the rotation of C.05 Annex 1 (N/2 added to every
    number below N, modulo N - 1 in 1 .. N - 1): the numbering under which the table's round
    r + ``times`` pairs the players the numbering ``sigma`` pairs in round r."""
    last = seats - 1
    return {
        r: v if v == seats else (v - 1 + times * (seats // 2)) % last + 1 for r, v in sigma.items()
    }


@dataclass(frozen=True, slots=True)
class _Board:
    """One schedule's rounds as lookups: opponents, free numbers and White's numbers."""

    table: list[dict[int, int]]
    frees: list[int | None]
    white: list[set[int]]

    @classmethod
    def of(cls, s: Schedule, offset: int, rounds: int) -> _Board:
        """The lookups of the schedule's rounds ``offset + 1 .. offset + rounds``."""
        part = s.rounds[offset : offset + rounds]
        return cls(_table(part), [tr.free for tr in part], _whites(part))

    def best(
        self, ranks: Sequence[int], pub: Sequence[PublishedRound]
    ) -> tuple[dict[int, int], tuple[int, int, int]]:
        """The best numbering for this schedule: the start rank, unless another does better
        (pairs first, then colours)."""
        identity = {r: i for i, r in enumerate(ranks, 1)}
        score = _score(identity, self.table, self.frees, pub, self.white)
        best = (identity, score)
        if score[0] == score[1] == score[2]:
            return best
        perfect = sum(1 for pr in pub for _ in pr.games)
        opps = [pr.opponents() for pr in pub]
        for anchor in ranks[:_ANCHORS]:
            for value in range(1, len(ranks) + 1):
                sigma = _propagate(anchor, value, ranks, self.table, opps)
                sc = _score(sigma, self.table, self.frees, pub, self.white)
                if sc[:2] > best[1][:2]:
                    best = (sigma, sc)
                    if sc[0] == sc[2] and sc[1] == perfect:
                        return best
        return best
