"""The facts of one Dutch round, computed once before the first bracket.

Players are numbered 0..n-1 in the pairing order of art. 1.2 (pairing score
descending, then TPN ascending); every later step works on these indices and
plain lists, so the hot path holds no per-player objects.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from trfcheck.pairers.core.colours import initial_colour, round_one_games
from trfcheck.pairers.core.matching import forbidden_pairs
from trfcheck.pairers.core.state import (
    Float,
    PlayerState,
    Strength,
    c1_graph,
    participants,
    player_states,
)
from trfcheck.ruleset import PairingEdition
from trfcheck.trf.model import Colour, ResultCode, Tournament

__all__ = [
    "RoundContext",
    "build_context",
    "forbidden_local",
    "infer_initial_colour",
    "pairing_numbers",
]


@dataclass(slots=True)
class RoundContext:
    """Per-player arrays of the round being paired, indexed in art. 1.2 order."""

    round_no: int
    states: list[PlayerState]
    score: list[int]  # pairing score (art. 1.1 with C.04.7), tenths
    tpn: list[int]
    eligible: list[bool]  # C2 / C.04.1 art. 4
    topscorer: list[bool]  # art. 1.8
    pref: list[Colour]  # art. 1.7 side; Colour.NONE without games
    strength: list[Strength]
    cd: list[int]  # art. 1.6
    last2: list[Colour]  # colour of the last two games when equal, else NONE
    down1: list[bool]  # downfloat in round r-1 (art. 1.4)
    up1: list[bool]
    down2: list[bool]  # downfloat in round r-2
    up2: list[bool]
    unplayed: list[int]  # C9
    initial: Colour
    forbidden: set[tuple[int, int]] = field(default_factory=set)  # index pairs, i < j
    edition: PairingEdition = PairingEdition.R2026  # C.04.3 2026, or the 2017 text
    met: list[set[int]] = field(default_factory=list)  # C1: indices never to be paired with i
    colour_class: list[int] = field(default_factory=list)  # C3: 1 absolute white, 2 black, else 0
    # 5.2.5: the number whose parity gives the initial colour; see ``pairing_numbers``
    pairing_number: list[int] = field(default_factory=list)
    #: the reading of 5.2.5 those numbers follow (``dutch-tpn``: paired or registered)
    numbers: str = "paired"

    #: colour costs (``colours.colour_costs``) kept for the round's solves: by pair, or by
    #: the two preferences and strengths when that decides them (``bracket._Weights``)
    colour_costs_cache: dict[tuple[object, ...], tuple[int, int, int, int]] = field(
        default_factory=dict
    )
    #: each player's part of a pair-weight signature (``bracket._Weights._signature``)
    signatures: dict[int, tuple[object, ...]] = field(default_factory=dict)

    @property
    def n(self) -> int:
        """Number of players to pair."""
        return len(self.tpn)

    def compatible(self, i: int, j: int) -> bool:
        """C1 (no rematch, no arbiter-forbidden pair) and C3 (no two non-topscorers with the
        same absolute colour preference)."""
        c = self.colour_class[i]
        return j not in self.met[i] and (c == 0 or c != self.colour_class[j])


def forbidden_local(ctx: RoundContext, players: list[int]) -> list[int]:
    """C1 among ``players`` as the matching core takes it: the flat list i0, j0, i1, j1 ...
    of the pairs (local positions in ``players``, i < j) that already met or are forbidden."""
    return forbidden_pairs(players, [ctx.met[x] for x in players])


def pairing_numbers(
    tournament: Tournament, round_no: int, ids: list[int], numbers: str = "paired"
) -> dict[int, int]:
    """5.2.5 (2017: E.5): the pairing numbers in force, whose parity gives the initial colour.

    The text leaves open which number an absent player leaves behind (reading
    ``dutch-tpn``, ``trfcheck.readings``). ``paired`` (the default), decided by the reference
    engines (bbpPairings v5 and v6 agree): a player holds a pairing number once paired in
    some round (GHR 2.4: a late entry has none before), so the numbers in force are the
    positions, by TPN, of the players paired in this round or an earlier one. A player
    absent from round 1 is skipped; one who played earlier and is absent now keeps his
    number. ``registered`` (Swiss-Manager): the literal TPN of every registered player.
    """
    if numbers == "registered":
        return {p: p for p in ids}
    holders = set(ids)
    for p in tournament.players:
        if p.start_rank not in holders and any(
            e.opponent is not None or e.result is ResultCode.PAB for e in p.rounds[: round_no - 1]
        ):
            holders.add(p.start_rank)
    return {p: k for k, p in enumerate(sorted(holders), 1)}


def infer_initial_colour(tournament: Tournament, numbers: str = "paired") -> Colour:
    """The colour drawn by lot for round 1 (art. 5.1).

    Taken from the file (XXC, 152) when given; otherwise read back from round 1 by
    art. 5.2.5: the first pair's higher-ranked player got the initial colour if its
    pairing number (under the reading ``numbers``) is odd. White when round 1 is not
    played yet.
    """
    paired = numbers != "registered"  # round 1's numbers in force (``pairing_numbers``)
    return initial_colour(tournament.initial_colour, round_one_games(tournament, paired))


def build_context(
    tournament: Tournament,
    round_no: int,
    total_rounds: int,
    edition: PairingEdition,
    ids: list[int] | None = None,
    numbers: str = "paired",
) -> RoundContext:
    """Everything the brackets need for ``round_no``: order, preferences, floats, C1 pairs;
    ``numbers`` is the reading of 5.2.5 (``pairing_numbers``)."""
    pids = participants(tournament, round_no) if ids is None else sorted(ids)
    states = player_states(tournament, round_no, edition, pids)
    order = sorted(pids, key=lambda p: (-states[p].pairing_score, p))
    st = [states[p] for p in order]
    done = round_no - 1
    win = max(tournament.scoring.win, tournament.scoring.draw)
    last_round = round_no >= total_rounds
    met = c1_graph(tournament, round_no, st, order)
    forbidden = {(i, j) for i, others in enumerate(met) for j in others if i < j}
    number_of = pairing_numbers(tournament, round_no, pids, numbers)
    n = len(st)
    score, pref, strength, cd, last2 = [0] * n, [Colour.NONE] * n, [Strength.NONE] * n, [0] * n, []
    topscorer, colour_class = [False] * n, [0] * n
    down1, up1, down2, up2 = [False] * n, [False] * n, [False] * n, [False] * n
    for i, s in enumerate(st):
        score[i] = s.pairing_score
        p = s.preference
        pref[i], strength[i], cd[i] = p.colour, p.strength, s.colour_difference
        last2.append(_last_two(s))
        # art. 1.8: only when the last round is paired; more than 50 % of the maximum.
        top = topscorer[i] = last_round and 2 * score[i] > done * win
        if not top and p.strength is Strength.ABSOLUTE:
            colour_class[i] = 1 if p.colour is Colour.WHITE else 2
        f1, f2 = s.float_in(round_no - 1), s.float_in(round_no - 2)
        down1[i], up1[i] = f1 is Float.DOWN, f1 is Float.UP
        down2[i], up2[i] = f2 is Float.DOWN, f2 is Float.UP
    return RoundContext(
        round_no=round_no,
        states=st,
        score=score,
        tpn=order,
        eligible=[s.pab_eligible for s in st],
        topscorer=topscorer,
        pref=pref,
        strength=strength,
        cd=cd,
        last2=last2,
        down1=down1,
        up1=up1,
        down2=down2,
        up2=up2,
        unplayed=[s.unplayed for s in st],
        initial=infer_initial_colour(tournament, numbers),
        forbidden=forbidden,
        edition=edition,
        met=met,
        colour_class=colour_class,
        pairing_number=[number_of[p] for p in order],
        numbers=numbers,
    )


def _last_two(s: PlayerState) -> Colour:
    c = s.colours
    if len(c) >= 2 and c[-1] is c[-2]:
        return c[-1]
    return Colour.NONE
