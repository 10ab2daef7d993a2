"""The facts of one Lim round, computed once: scores, colours, compatibility (Lim 2.1, 5.1, 6).

Players are identified by their pairing number (the start rank, Lim's old rule 7: #1 is the
best player and, in the text's words, the "highest numbered"). Every later step reads these
dictionaries and sets; nothing here decides a pairing.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Set
from dataclasses import dataclass, field

from trfcheck.pairers.core.colours import (
    colour_difference,
    initial_colour,
    last_differing,
    lot_colour,
    round_one_games,
)
from trfcheck.pairers.core.state import (
    Float,
    PlayerState,
    RoundKind,
    c1_graph,
    player_states,
)
from trfcheck.ruleset import PairingEdition
from trfcheck.trf.model import Colour, Tournament

from .matcher import Adjacent, Masks, mask_of
from .trace import Trace

__all__ = ["LimRound", "build_round", "due_colour"]

WHITE, BLACK = Colour.WHITE, Colour.BLACK


def due_colour(colours: tuple[Colour, ...]) -> Colour | None:
    """Lim 5.2 [12.2], 5.5-5.6: the colour that equalises the player's whites and blacks; with
    equal counts the colour opposite to his last one; None before his first game.

    Only played games count (GHR 3.4).
    """
    if not colours:
        return None
    cd = colour_difference(colours)
    if cd:
        return WHITE if cd < 0 else BLACK
    return colours[-1].opposite


def may_take(colours: tuple[Colour, ...], colour: Colour) -> bool:
    """Lim 5.1.1 and 5.1.2 [12.1 a, b] (and 5.3 [12.3]): not the same colour three rounds
    running, not three more of one colour than the other."""
    if len(colours) >= 2 and colours[-1] is colour and colours[-2] is colour:
        return False
    cd = colour_difference(colours) + (1 if colour is WHITE else -1)
    return abs(cd) <= 2


@dataclass(slots=True)
class LimRound:
    """Everything the Lim procedure reads about the round being paired.

    ``adj`` is the compatibility graph of Lim 2.1 [9.1] (with the last-round exception of
    Art. 6 [13]); ``score`` is the pairing score in tenths (C.04.7 virtual points included);
    ``median2`` is twice the median score (Lim 2.2 [9.2]).
    """

    round_no: int
    ids: list[int]
    score: dict[int, int]
    rating: dict[int, int]
    colours: dict[int, tuple[Colour, ...]]
    due: dict[int, Colour | None]
    eligible: dict[int, bool]
    floated: dict[int, bool]  # floated in the previous round (Lim 3.10 [10.10])
    adj: Mapping[int, Adjacent]
    median2: int
    last_round: bool
    maxi: bool
    initial: Colour
    trace: Trace | None = None  # the decisions, kept only for ``explain``
    pre2026: bool = False  # the text in force until 31 Jan 2026 (3.8 read from seed 004)
    #: 3.3, 3.4, 3.9 "compatible opponent in the adjacent group": every member of the group,
    #: its floaters included (reading ``lim-adjacent=members``), or its residents only
    adjacent_members: bool = True
    #: ``adj`` as bit masks (bit j for player j), made when first read
    masks: Masks = field(init=False)
    _may: dict[int, tuple[bool, bool]] = field(default_factory=dict)  # may take (W, B)
    _costs: dict[tuple[int, int, bool], tuple[int, int]] = field(default_factory=dict)

    def __post_init__(self) -> None:
        self.masks = Masks(self.adj)

    def compatible(self, x: int, y: int) -> bool:
        """Lim 2.1 [9.1]: not met, and a colour exists that breaks neither player's limits."""
        return y in self.adj[x]

    def _limits(self, x: int) -> tuple[bool, bool]:
        """May ``x`` take White, Black (5.1), computed once per player."""
        got = self._may.get(x)
        if got is None:
            got = (may_take(self.colours[x], WHITE), may_take(self.colours[x], BLACK))
            self._may[x] = got
        return got

    def within_limits(self, x: int, y: int) -> list[Colour]:
        """The colours ``x`` may take against ``y`` keeping both players within 5.1."""
        (xw, xb), (yw, yb) = self._limits(x), self._limits(y)
        out = []
        if xw and yb:
            out.append(WHITE)
        if xb and yw:
            out.append(BLACK)
        return out

    def options(self, x: int, y: int) -> list[Colour]:
        """The colours ``x`` may take against ``y``: those within 5.1; in the last round
        (Art. 6 [13]) any colour, but only when neither keeps both within 5.1 (a break is
        taken only if it is necessary: "even if for that it is necessary")."""
        within = self.within_limits(x, y)
        if self.last_round and not within:
            return [WHITE, BLACK]
        return within

    def breaks(self, x: int, y: int) -> bool:
        """True if the pair x-y cannot be given colours within 5.1 (possible in the last
        round only, Art. 6)."""
        return not self.within_limits(x, y)

    def cost(self, x: int, y: int, upper: bool) -> tuple[int, int]:
        """Lim 2.5 [9.5], 5.2 [12.2], Art. 6: what the pair x-y costs in colours: (1 if it
        breaks 5.1 (last round only), the number of its players who are due a colour and do
        not get it). An exchange for colours is made only if it lowers the sum."""
        hi, lo = min(x, y), max(x, y)
        key = (hi, lo, upper)
        got = self._costs.get(key)
        if got is None:
            c = colour_of(self, hi, lo, upper)
            missed = (self.due[hi] not in (None, c)) + (self.due[lo] not in (None, c.opposite))
            got = (1 if self.breaks(hi, lo) else 0, missed)
            self._costs[key] = got
        return got


def _floated_last_round(state: PlayerState, round_no: int) -> bool:
    """Lim 3.10 [10.10]: the previous round was a game against an opponent with another score
    (byes and forfeits do not count; docs/lim.md, "Interpretations", 3.10)."""
    prev = round_no - 1
    if prev < 1 or state.kinds[prev - 1] not in (RoundKind.PLAYED, RoundKind.PENDING):
        return False
    return state.float_in(prev) is not Float.NONE


def build_round(
    tournament: Tournament,
    round_no: int,
    maxi: bool,
    ids: Iterable[int],
    rules: PairingEdition = PairingEdition.R2026,
) -> LimRound:
    """The facts of ``round_no`` for the players ``ids`` (start ranks); ``rules`` is the
    edition: the C.04.1 text that says who may get the PAB (art. 4; before 2026: d), and the
    Lim text whose 3.8 is read (the 2026 English text, or the previous one as seed 004)."""
    id_list = sorted(ids)
    states = player_states(tournament, round_no, rules, id_list)
    total = tournament.total_rounds
    last = total is not None and round_no >= total
    colours = {i: states[i].colours for i in id_list}
    adj = _compatibility(tournament, round_no, id_list, states, last)
    return LimRound(
        round_no=round_no,
        ids=id_list,
        score={i: states[i].pairing_score for i in id_list},
        rating={i: states[i].rating for i in id_list},
        colours=colours,
        due={i: due_colour(colours[i]) for i in id_list},
        eligible={i: states[i].pab_eligible for i in id_list},
        floated={i: _floated_last_round(states[i], round_no) for i in id_list},
        adj=adj,
        median2=(round_no - 1) * tournament.scoring.win,
        last_round=last,
        maxi=maxi,
        # 7.2 [14.2]: #1 is the highest; the lot's colour read back by the shared rule
        initial=initial_colour(
            tournament.initial_colour, round_one_games(tournament, False, False)
        ),
        pre2026=rules is PairingEdition.PRE2026,
    )


def _compatibility(
    tournament: Tournament,
    round_no: int,
    ids: list[int],
    states: dict[int, PlayerState],
    last: bool,
) -> dict[int, Neighbours]:
    """Lim 2.1 [9.1] as adjacency; Art. 6 [13] drops the colour limits in the last round.

    Notes: players split by the colours they may still take: a player who may take both
    meets anyone who may take one, one who may take White only those who may take Black (and
    the reverse), less his opponents and forbidden partners: the met graph of the core
    (``core.state.c1_graph``, GHR 3.5 and C.04.2 art. 3.5), as every system reads it
    (``Neighbours``: O(n) memory in all, not O(n^2)).
    """
    can_w = {i for i in ids if last or may_take(states[i].colours, WHITE)}
    can_b = {i for i in ids if last or may_take(states[i].colours, BLACK)}
    # the round's [C1] graph, shared by every system (a game listed on one side only still
    # counts for both: crash-01, crash-03), by start rank
    met = c1_graph(tournament, round_no, [states[i] for i in ids], ids)
    banned = {i: {ids[j] for j in others} for i, others in zip(ids, met, strict=True)}
    shared = {
        (True, True): can_w | can_b,  # may take either colour: meets anyone who may take one
        (True, False): can_b,
        (False, True): can_w,
        (False, False): set(),
    }
    base = {kind: (players, mask_of(players)) for kind, players in shared.items()}
    return {i: Neighbours(i, *base[i in can_w, i in can_b], banned[i]) for i in ids}


class Neighbours:
    """The players compatible with one player (Lim 2.1 [9.1]) without a set of its own:
    those allowed by the colours he may still take (one of three sets shared by the
    whole field), less the players he met or may not meet. A set per player would hold
    the field n times (1.36 GB at 5,000 players); the bit mask the matcher reads (``mask``,
    bit j for player j) is n bits, made from the shared set's mask when first asked."""

    __slots__ = ("_mask", "banned", "base", "base_mask", "me")

    def __init__(self, me: int, base: set[int], base_mask: int, banned: set[int]) -> None:
        self.me, self.base, self.base_mask, self.banned = me, base, base_mask, banned
        self._mask: int | None = None

    @property
    def mask(self) -> int:
        """The compatible players as a bit mask (``matcher.Masked``)."""
        if self._mask is None:
            self._mask = self.base_mask & ~mask_of(self.banned) & ~(1 << self.me)
        return self._mask

    def __contains__(self, other: object, /) -> bool:
        return other in self.base and other not in self.banned and other != self.me

    def __and__(self, other: Set[int], /) -> set[int]:
        out = self.base & other
        out -= self.banned
        out.discard(self.me)
        return out

    __rand__ = __and__


def colour_of(rnd: LimRound, x: int, y: int, upper: bool) -> Colour:
    """The colour ``x`` gets against ``y`` (Lim 5.1-5.4, 5.6, 7.2).

    5.1/5.3: a colour that breaks a limit is never given (in the last round only when both
    colours break one, Art. 6). Otherwise both due colours when they differ, or the one due
    colour when only one player has one. 5.4 [12.4]: both due the same colour: alternate
    from the latest round in which their histories differ; no such round but histories of
    different lengths (unplayed rounds): equalisation first, the player with the larger
    colour difference gets his due colour (5.2, 5.6); identical histories (or equal
    differences): in the median group and above (``upper``) the higher-ranked player
    (smaller pairing number) gets his due colour, below it the lower-ranked. Neither has
    played (7.2 [14.2] read for any such pair): that player gets the lot's colour if his
    pairing number is odd, else the other.
    """
    opts = rnd.options(x, y)
    if len(opts) == 1:
        return opts[0]
    dx, dy = rnd.due[x], rnd.due[y]
    if dx is not None and dx is not dy:  # they differ, or only x is due a colour
        want = dx
    elif dy is not None and dx is None:
        want = dy.opposite
    else:
        want = _tie_break(rnd, x, y, upper)
    return want if want in opts else want.opposite


def _tie_break(rnd: LimRound, x: int, y: int, upper: bool) -> Colour:
    """Lim 5.4 [12.4] and 7.2 [14.2] for two players due the same colour (or neither due)."""
    had = last_differing(rnd.colours[x], rnd.colours[y])
    if had is not None:
        return had.opposite
    dx, dy = abs(colour_difference(rnd.colours[x])), abs(colour_difference(rnd.colours[y]))
    if dx != dy:  # 5.4 with unplayed rounds: equalisation first (5.2, 5.6)
        due = rnd.due[x] if dx > dy else rnd.due[y]
        assert due is not None  # a colour difference needs a game
        return due if dx > dy else due.opposite
    decider = min(x, y) if upper else max(x, y)
    due = rnd.due[decider]
    if due is None:
        due = lot_colour(rnd.initial, decider)
    return due if decider == x else due.opposite
