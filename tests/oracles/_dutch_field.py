"""The players of one Dutch round as the rules see them (Dutch 2026 art. 1; 2017 A.1-A.7).

History comes from the shared ``pairers.core.state`` (scores, colours, floats, PAB
eligibility by edition); everything the Dutch text adds on top of it (order, topscorers,
the absolute criteria C1 and C3, colour allocation) is written here again, from the text.
"""

from __future__ import annotations

from dataclasses import dataclass

from trfcheck.pairers.core.state import (
    Float,
    PlayerState,
    Strength,
    participants,
    player_states,
)
from trfcheck.ruleset import PairingEdition
from trfcheck.trf.model import Colour, Player, ResultCode, Tournament

from ._dutch_completion import Completion

__all__ = ["EDITIONS", "Field", "colour_of_higher", "field_of"]

EDITIONS = ("2026", "2017")


@dataclass(frozen=True, slots=True)
class Field:
    """The players to pair, numbered 0..n-1 in the order of art. 1.2 (pairing score
    descending, then TPN ascending): a smaller number is a higher-ranked player."""

    edition: str
    round_no: int
    ids: tuple[int, ...]  # start rank of each number
    pairing_no: tuple[int, ...]  # pairing number in force this round (GHR late entries)
    states: tuple[PlayerState, ...]
    score: tuple[int, ...]  # pairing score, art. 1.1 (C.04.7 virtual points included)
    topscorer: tuple[bool, ...]  # art. 1.8 / A.7
    eligible: tuple[bool, ...]  # C2 / C.2 (BR art. 4 of the edition)
    partners: tuple[int, ...]  # bit mask of the players each may meet under C1 and C3
    initial: Colour  # art. 5.1: drawn by lot before round 1
    completion: Completion

    @property
    def n(self) -> int:
        """Number of players to pair."""
        return len(self.ids)

    def float_in(self, i: int, rounds_back: int) -> Float:
        """Float of player ``i`` in round r - rounds_back (art. 1.4; 2017 A.4)."""
        return self.states[i].float_in(self.round_no - rounds_back)


def field_of(tournament: Tournament, round_no: int, edition: str) -> Field:
    """The field of ``round_no``: who is paired (GHR 3.2-3.3), in art. 1.2 order."""
    rules = PairingEdition.R2026 if edition == "2026" else PairingEdition.PRE2026
    pids = participants(tournament, round_no)
    by_id = player_states(tournament, round_no, rules, pids)
    ids = tuple(sorted(pids, key=lambda p: (-by_id[p].pairing_score, p)))
    states = tuple(by_id[p] for p in ids)
    score = tuple(s.pairing_score for s in states)
    total = tournament.total_rounds or max(tournament.rounds_played, round_no)
    # Art. 1.8 (2017 A.7): topscorers exist only when the last round is paired; more than
    # 50 % of the maximum score possible so far.
    top_points = (round_no - 1) * max(tournament.scoring.win, tournament.scoring.draw)
    topscorer = tuple(round_no >= total and 2 * s > top_points for s in score)
    eligible = tuple(s.pab_eligible for s in states)
    partners = _partners(tournament, round_no, ids, states, topscorer)
    return Field(
        edition=edition,
        round_no=round_no,
        ids=ids,
        pairing_no=_pairing_numbers(tournament, round_no, ids),
        states=states,
        score=score,
        topscorer=topscorer,
        eligible=eligible,
        partners=partners,
        initial=_initial_colour(tournament),
        completion=Completion(partners, eligible, score),
    )


def _partners(
    tournament: Tournament,
    round_no: int,
    ids: tuple[int, ...],
    states: tuple[PlayerState, ...],
    topscorer: tuple[bool, ...],
) -> tuple[int, ...]:
    """C1: no two players meet twice (played games only, GHR 3.5), nor a pair the arbiter
    forbade for this round; C3: two non-topscorers with the same absolute colour preference
    do not meet."""
    index = {p: i for i, p in enumerate(ids)}
    forbidden: set[frozenset[int]] = set()
    for fp in tournament.forbidden:
        if fp.applies_to(round_no):
            members = [p for p in fp.players if p in index]
            forbidden.update(frozenset((a, b)) for a in members for b in members if a != b)
    out = []
    for i, si in enumerate(states):
        mask = 0
        for j, sj in enumerate(states):
            if i == j or ids[j] in si.opponents or frozenset((ids[i], ids[j])) in forbidden:
                continue
            pi, pj = si.preference, sj.preference
            same_absolute = (
                pi.strength is Strength.ABSOLUTE
                and pj.strength is Strength.ABSOLUTE
                and pi.colour is pj.colour
            )
            if same_absolute and not (topscorer[i] or topscorer[j]):
                continue
            mask |= 1 << j
        out.append(mask)
    return tuple(out)


def _pairing_numbers(
    tournament: Tournament, round_no: int, ids: tuple[int, ...]
) -> tuple[int, ...]:
    """The pairing numbers in force for ``round_no`` (C.04.2 initial order and late entries:
    a player who has not arrived is paired, and given his definitive number, only from the
    round he plays). A player who takes part in no pairing before this round nor in this
    one holds no number; the others are numbered 1, 2, ... by start rank. This is the
    reading of bbpPairings (its effective pairing numbers), which also Gacrux applies;
    it decides the parity in art. 5.2.5 (2017 E.5)."""
    present = set(ids)

    def took_part(p: Player) -> bool:
        for r in range(1, round_no):
            e = p.entry(r)
            if e.opponent is not None or e.result in (ResultCode.PAB, ResultCode.FORFEIT_WIN):
                return True
        return False

    holders = [
        p.start_rank
        for p in sorted(tournament.players, key=lambda q: q.start_rank)
        if p.start_rank in present or took_part(p)
    ]
    number = {pid: k + 1 for k, pid in enumerate(holders)}
    return tuple(number[i] for i in ids)


def _initial_colour(tournament: Tournament) -> Colour:
    """Art. 5.1: the lot, from the file (XXC, 152); else read back from round 1, where the
    higher-ranked player of the first pair got it if its TPN is odd (5.2.5); else White."""
    if tournament.initial_colour is not None:
        return tournament.initial_colour
    for p in sorted(tournament.players, key=lambda q: q.start_rank):
        e = p.entry(1)
        if e.opponent is None or e.colour is Colour.NONE:
            continue
        # Round 1: every score is zero, so the smaller TPN is the higher-ranked player.
        higher, colour = (
            (p.start_rank, e.colour)
            if p.start_rank < e.opponent
            else (e.opponent, e.colour.opposite)
        )
        return colour if higher % 2 == 1 else colour.opposite
    return Colour.WHITE


def colour_of_higher(f: Field, i: int, j: int) -> Colour:
    """Art. 5.2 (2017 E.1-E.5): the colour of player ``i``, who ranks higher than ``j``."""
    a, b = f.states[i], f.states[j]
    pa, pb = a.preference, b.preference
    if pa.strength is Strength.NONE and pb.strength is Strength.NONE:
        # 5.2.5: the higher-ranked player gets the initial colour if its TPN is odd.
        return f.initial if f.pairing_no[i] % 2 == 1 else f.initial.opposite
    # 5.2.1: grant both preferences (a player without one takes what the other leaves).
    if pb.strength is Strength.NONE:
        return pa.colour
    if pa.strength is Strength.NONE:
        return pb.colour.opposite
    if pa.colour is not pb.colour:
        return pa.colour
    # 5.2.2: grant the stronger preference; both absolute: the wider colour difference.
    if pa.strength is not pb.strength:
        return pa.colour if pa.strength > pb.strength else pb.colour.opposite
    if pa.strength is Strength.ABSOLUTE:
        da, db = abs(a.colour_difference), abs(b.colour_difference)
        if da != db:
            return pa.colour if da > db else pb.colour.opposite
    # 5.2.3: alternate from the most recent round in which one had White and the other
    # Black, walking both played-game histories back from the latest game (GHR 3.4).
    for ca, cb in zip(reversed(a.colours), reversed(b.colours), strict=False):
        if ca is not cb:
            return cb
    # 5.2.4: grant the preference of the higher-ranked player.
    return pa.colour
