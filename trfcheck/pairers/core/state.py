"""Derived facts of each player before a round: scores, colours, floats, byes.

Pure functions of the ``Tournament`` records; nothing here is stored in the
model. Every pairing system and the verifier read player history through
``player_states``, so the rules about what an unplayed round counts for
(GHR 3.4, 3.5; C.04.1 art. 4) are written once.
"""

from __future__ import annotations

import bisect
import enum
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field

from trfcheck.ruleset import PairingEdition
from trfcheck.trf.model import (
    EMPTY_ENTRY,
    Colour,
    Player,
    ResultCode,
    RoundEntry,
    Scoring,
    Tournament,
)
from trfcheck.trf.recent import Recent

from .byes import absent
from .colours import colour_difference

__all__ = [
    "Float",
    "History",
    "PlayerState",
    "Preference",
    "RoundKind",
    "Strength",
    "c1_graph",
    "forbidden_partners",
    "histories",
    "opponents_before",
    "participants",
    "player_states",
    "round_kind",
    "rounds_paired",
]


class RoundKind(enum.Enum):
    """What a past round was for one player (C.04.2 GHR 3.4 and 3.5)."""

    PLAYED = "played"
    FORFEIT_WIN = "forfeit win"
    FORFEIT_LOSS = "forfeit loss"
    PAB = "PAB"
    FULL_BYE = "full-point bye"
    HALF_BYE = "half-point bye"
    ZERO_BYE = "zero-point bye"  # also absences, empty blocks and rounds before a late entry
    PENDING = "pending"  # paired, result not yet known (counted as a draw, GHR 3.1)


class Float(enum.IntEnum):
    """Float of one player in one round (Dutch 2026 art. 1.4)."""

    NONE = 0
    DOWN = 1
    UP = 2


class Strength(enum.IntEnum):
    """Strength of a colour preference (Dutch 2026 art. 1.7)."""

    NONE = 0
    MILD = 1
    STRONG = 2
    ABSOLUTE = 3


@dataclass(frozen=True, slots=True)
class Preference:
    """A colour preference: the side wanted (``Colour.NONE`` if none) and its strength."""

    colour: Colour
    strength: Strength


NO_PREFERENCE = Preference(Colour.NONE, Strength.NONE)

#: Every preference, built once: ``PlayerState.preference`` is asked for every player of
#: every round (a Preference is a frozen value, so sharing one is safe).
_PREFERENCES = {(c, s): Preference(c, s) for c in Colour for s in Strength}

_KIND = {
    ResultCode.FORFEIT_WIN: RoundKind.FORFEIT_WIN,
    ResultCode.FORFEIT_LOSS: RoundKind.FORFEIT_LOSS,
    ResultCode.PAB: RoundKind.PAB,
    ResultCode.FULL_BYE: RoundKind.FULL_BYE,
    ResultCode.HALF_BYE: RoundKind.HALF_BYE,
    ResultCode.ZERO_BYE: RoundKind.ZERO_BYE,
}


def round_kind(entry: RoundEntry) -> RoundKind:
    """Classify one round block (its TRF16 result code); an empty block is a zero-point bye."""
    if entry.result is None:
        return RoundKind.PENDING if entry.opponent is not None else RoundKind.ZERO_BYE
    if entry.result.played:
        return RoundKind.PLAYED
    return _KIND[entry.result]


def _points(entry: RoundEntry, scoring: Scoring) -> int:
    if entry.result is None:
        # GHR 3.1: a game without a result yet counts as a draw for pairing.
        return scoring.draw if entry.opponent is not None else scoring.zero_bye
    return scoring.points(entry.result, entry.colour)


@dataclass(slots=True, init=False)  # read-only by convention: see the docstring
class PlayerState:
    """One player's history before the round being paired.

    ``scores`` holds the real score before each round: ``scores[k]`` is the
    score after k rounds. ``kinds`` and ``floats`` are indexed by round - 1.
    ``colours`` lists the colours of played games only, oldest first (GHR 3.4).

    Never changed once built (states are shared: ``History.built``), but not ``frozen``,
    and its ``__init__`` written out (``init=False``): one is built for every player and
    round, and in the compiled build (setup.py) the ``__init__`` that ``dataclass``
    generates stays interpreted, a frozen one slower still (docs/compiled.md, "The
    boundary", item 1, gives the figures).
    """

    id: int
    rating: int
    scores: tuple[int, ...]
    acceleration: int  # virtual points for the round being paired (C.04.7)
    colours: tuple[Colour, ...]
    opponents: frozenset[int]  # played games only (GHR 3.5)
    kinds: tuple[RoundKind, ...]
    floats: tuple[Float, ...]
    pab_eligible: bool  # C.04.1 art. 4
    #: the float each round's pairing gave (``History.paired_floats``), by round - 1
    paired_floats: tuple[Float, ...] = ()

    def __init__(
        self,
        id: int,
        rating: int,
        scores: tuple[int, ...],
        acceleration: int,
        colours: tuple[Colour, ...],
        opponents: frozenset[int],
        kinds: tuple[RoundKind, ...],
        floats: tuple[Float, ...],
        pab_eligible: bool,
        paired_floats: tuple[Float, ...] = (),
    ) -> None:
        self.id = id
        self.rating = rating
        self.scores = scores
        self.acceleration = acceleration
        self.colours = colours
        self.opponents = opponents
        self.kinds = kinds
        self.floats = floats
        self.pab_eligible = pab_eligible
        self.paired_floats = paired_floats

    @property
    def score(self) -> int:
        """Real score before the round being paired, in tenths."""
        return self.scores[-1]

    @property
    def pairing_score(self) -> int:
        """Score plus the virtual points of the round being paired (C.04.7 1.5)."""
        return self.scores[-1] + self.acceleration

    @property
    def colour_difference(self) -> int:
        """Whites minus blacks over played games (Dutch 2026 art. 1.6)."""
        return colour_difference(self.colours)

    @property
    def unplayed(self) -> int:
        """Rounds completed without a game played over the board (Dutch 2026 C9)."""
        return len(self.kinds) - len(self.colours)

    def float_in(self, round_no: int) -> Float:
        """The float of round ``round_no``; none for rounds before the first or not yet played."""
        if 1 <= round_no <= len(self.floats):
            return self.floats[round_no - 1]
        return Float.NONE

    @property
    def preference(self) -> Preference:
        """Colour preference from the played games (Dutch 2026 art. 1.7; GHR 3.4).

        Absolute when |CD| > 1 or the last two played games had the same colour;
        when the two conditions point to different sides, the colour difference
        decides. Strong when |CD| = 1, mild when CD = 0, none without games.
        """
        if not self.colours:
            return NO_PREFERENCE
        cd = self.colour_difference
        if cd > 1:
            return _PREFERENCES[Colour.BLACK, Strength.ABSOLUTE]
        if cd < -1:
            return _PREFERENCES[Colour.WHITE, Strength.ABSOLUTE]
        last = self.colours[-1]
        if len(self.colours) >= 2 and self.colours[-2] is last:
            return _PREFERENCES[last.opposite, Strength.ABSOLUTE]
        if cd == 1:
            return _PREFERENCES[Colour.BLACK, Strength.STRONG]
        if cd == -1:
            return _PREFERENCES[Colour.WHITE, Strength.STRONG]
        return _PREFERENCES[last.opposite, Strength.MILD]


def _from_pairing(e: RoundEntry) -> bool:
    """True for a block the pairing produced: a game, a forfeit, the PAB, or a pending game."""
    if e.result is None:
        return e.opponent is not None
    return e.result.paired


def rounds_paired(tournament: Tournament) -> int:
    """The last round that has a pairing in the file (byes written ahead do not count)."""
    last = 0
    for p in tournament.players:
        for r in range(len(p.rounds), last, -1):
            if _from_pairing(p.rounds[r - 1]):
                last = r
                break
    return last


def participants(tournament: Tournament, round_no: int) -> list[int]:
    """Start ranks of the players to be paired in ``round_no``, in start-rank order.

    If the round is already paired in the file (a replay), the players whose
    block comes from the pairing (games, forfeits, the PAB, pending games) take
    part. Otherwise everyone takes part except players with a bye already
    written for that round (H, F, Z) or listed absent for it (240 records,
    XXZ); C.04.2 art. 3.2-3.3.
    """
    paired = [p.start_rank for p in tournament.players if _from_pairing(p.entry(round_no))]
    if paired:
        return sorted(paired)
    away = absent(tournament, round_no)
    out = []
    for p in tournament.players:
        e = p.entry(round_no)
        if p.start_rank in away or (e.result is not None and e.result.is_bye):
            continue
        out.append(p.start_rank)
    return sorted(out)


def player_states(
    tournament: Tournament,
    round_no: int,
    rules: PairingEdition = PairingEdition.R2026,
    ids: Iterable[int] | None = None,
) -> dict[int, PlayerState]:
    """History of every player (or of ``ids``) from the rounds before ``round_no``.

    Floats follow Dutch 2026 art. 1.4 for ``PairingEdition.R2026`` and Dutch 2017 A.4.b
    for ``PairingEdition.PRE2026`` (every unplayed round is a downfloat).

    The whole history of the file is computed once per tournament and rules (the
    last few are cached) and each round's states are prefixes of it, so replaying
    every round of a file costs one pass over its blocks, not one per round.
    """
    done = max(0, round_no - 1)
    histories = _histories(tournament, rules, done)
    accel = tournament.acceleration
    if ids is None:
        return {
            p.start_rank: histories[p.start_rank].state(p, done, accel) for p in tournament.players
        }
    wanted = set(ids)
    if len(wanted) == 1:  # one player's (the rule checks ask player by player)
        h = histories.get(next(iter(wanted)))
        return {} if h is None else {h.player.start_rank: h.state(h.player, done, accel)}
    return {
        p.start_rank: histories[p.start_rank].state(p, done, accel)
        for p in tournament.players
        if p.start_rank in wanted
    }


def c1_graph(
    tournament: Tournament, round_no: int, states: Iterable[PlayerState], order: Iterable[int]
) -> list[set[int]]:
    """[C1] of ``round_no`` as a graph on positions in ``order`` (the players to pair):
    for each player, the positions of those he may not be paired with, the players he met
    before (``PlayerState.opponents``, ``states`` in the same order; GHR 3.5) and those of
    a forbidden pair of the file that applies to the round (XXP, 260; C.04.2 art. 3.5).
    Built once per round for Dutch (C.04.3 C1), Dubov (C.04.4.1 C1), Burstein (C.04.4.2 C1)
    and Lim (C.04.4.3 2.1, by start rank). A team event's C1 (C.04.6 2.1.1) is the same rule
    on team-level histories (``pairers.team.state``), with the same ``forbidden_partners``."""
    position = {p: i for i, p in enumerate(order)}
    graph: list[set[int]] = [set() for _ in position]
    for i, s in enumerate(states):
        for o in s.opponents:
            j = position.get(o)
            if j is not None:
                graph[i].add(j)
                graph[j].add(i)
    for a, others in forbidden_partners(tournament, round_no).items():
        k = position.get(a)
        if k is not None:
            graph[k].update(position[b] for b in others if b in position)
    return graph


def forbidden_partners(tournament: Tournament, round_no: int) -> dict[int, set[int]]:
    """The prohibited pairs of the file that apply to ``round_no`` (XXP, 260; C.04.2
    art. 3.5): for each player named in one, those he may not be paired with. In a team
    event the 260 records name teams, and these are teams (C.04.6 C1, 2.1.1). Read by the
    [C1] graph of every system (``c1_graph``; ``pairers.team``) and by the last check of
    every round (``legality``)."""
    out: dict[int, set[int]] = {}
    for fp in tournament.forbidden:
        if fp.applies_to(round_no):
            for a in fp.players:
                out.setdefault(a, set()).update(b for b in fp.players if b != a)
    return out


def opponents_before(tournament: Tournament, round_no: int, player: int) -> frozenset[int]:
    """The players ``player`` met before ``round_no`` (played or pending games, GHR 3.5),
    from the cached history, without building whole states."""
    history = _histories(tournament, PairingEdition.R2026, round_no - 1).get(player)
    if history is None:
        return frozenset()
    return frozenset(history.opponents_upto(round_no - 1))


@dataclass(slots=True, init=False)  # not frozen, __init__ written out: see PlayerState
class History:
    """One player's derived facts for the rounds of the file (index = round - 1).

    Games (played or pending, with an opponent) are kept as parallel tuples in round
    order, so the state before a round is a few slices: ``game_rounds`` to find how many
    games came before it, ``colour_counts[k]`` the colours among the first k games.
    """

    scores: tuple[int, ...]  # scores[k]: score after k rounds
    kinds: tuple[RoundKind, ...]
    floats: tuple[Float, ...]
    game_rounds: tuple[int, ...]
    opponents: tuple[int, ...]
    colours: tuple[Colour, ...]  # of the games with a colour, in order
    colour_counts: tuple[int, ...]  # colour_counts[k]: colours among the first k games
    ineligible_from: int  # the first round that bars a later PAB (0: none)
    empty: tuple[int, Float, bool]  # points, float and eligibility of an empty round
    active: tuple[int, ...]  # the rounds that are not a zero-point bye (nor empty), in order
    #: the float of each round's pairing, by round - 1: the side of the pairing-score gap
    #: (score plus the round's virtual points, C.04.7 1.5) to the opponent the pairing gave,
    #: in a game, a pending game or a forfeit; NONE with no opponent (or one not in the file).
    #: Dubov's "upfloated" (1.8, [C8]-[C10]; docs/dubov.md); art. 1.4's ``floats``
    #: of Dutch differ only in the rounds not played over the board
    paired_floats: tuple[Float, ...]
    player: Player = field(compare=False, repr=False)  # whose history it is
    #: states already built, by round done: (player, virtual points, state); a replay and
    #: the rule checks after it ask for the same ones
    built: dict[int, tuple[Player, int, PlayerState]] = field(compare=False, repr=False)

    def __init__(
        self,
        scores: tuple[int, ...],
        kinds: tuple[RoundKind, ...],
        floats: tuple[Float, ...],
        game_rounds: tuple[int, ...],
        opponents: tuple[int, ...],
        colours: tuple[Colour, ...],
        colour_counts: tuple[int, ...],
        ineligible_from: int,
        empty: tuple[int, Float, bool],
        active: tuple[int, ...],
        paired_floats: tuple[Float, ...],
        player: Player,
        built: dict[int, tuple[Player, int, PlayerState]] | None = None,
    ) -> None:
        self.scores = scores
        self.kinds = kinds
        self.floats = floats
        self.game_rounds = game_rounds
        self.opponents = opponents
        self.colours = colours
        self.colour_counts = colour_counts
        self.ineligible_from = ineligible_from
        self.empty = empty
        self.active = active
        self.paired_floats = paired_floats
        self.player = player
        self.built = {} if built is None else built

    def opponents_upto(self, done: int) -> tuple[int, ...]:
        """The opponents of the games of rounds 1..``done`` (played or pending, GHR 3.5),
        in round order, a repeated one as often as met."""
        return self.opponents[: bisect.bisect_right(self.game_rounds, done)]

    def state(self, player: Player, done: int, accel: Mapping[tuple[int, int], int]) -> PlayerState:
        """The state before round ``done + 1``; rounds past the file count as empty blocks."""
        pid = player.start_rank
        virtual = accel.get((pid, done + 1), 0) if accel else 0
        hit = self.built.get(done)
        if hit is not None and hit[0] is player and hit[1] == virtual:
            return hit[2]
        kinds, floats, scores = self.kinds[:done], self.floats[:done], self.scores[: done + 1]
        paired = self.paired_floats[:done]
        ineligible = 0 < self.ineligible_from <= done
        extra = done - len(self.kinds)
        if extra > 0:
            points, float_, keeps = self.empty
            kinds += (RoundKind.ZERO_BYE,) * extra
            floats += (float_,) * extra
            paired += (Float.NONE,) * extra
            scores += tuple(scores[-1] + points * k for k in range(1, extra + 1))
            ineligible = ineligible or not keeps
        games = bisect.bisect_right(self.game_rounds, done)
        state = PlayerState(
            id=pid,
            rating=player.rating,
            scores=scores,
            acceleration=virtual,
            colours=self.colours[: self.colour_counts[games]],
            opponents=frozenset(self.opponents[:games]),
            kinds=kinds,
            floats=floats,
            pab_eligible=not ineligible,
            paired_floats=paired,
        )
        built = self.built
        if len(built) >= _BUILT_KEPT:  # bounded: a state holds its rounds, a long file's
            del built[next(iter(built))]  # every state would be quadratic in its rounds
        built[done] = (player, virtual, state)
        return state


#: States kept per history (``History.built``): every round of a default-size event, a few
#: of a long file's.
_BUILT_KEPT = 16

#: A file of at most this many rounds has every round's history computed at the first
#: request when nothing cached can be extended (a replay asks for every round in turn:
#: computing them all at once makes each player's History once, not once per doubling).
_WHOLE_FILE = 32

#: tournament, rules -> (histories, rounds computed, the file's last round): the histories
#: hold rounds 1..extent; an extent below the file's last round is only read up to it.
_RECENT: Recent[tuple[dict[int, History], int, int]] = Recent(4)


def histories(
    tournament: Tournament, rules: PairingEdition = PairingEdition.R2026, upto: int | None = None
) -> Mapping[int, History]:
    """Every player's ``History``, for callers that need more than one round's
    ``PlayerState`` (cached). With ``upto``, only rounds 1..upto are sure to be there (and
    read them only); rounds past the file are empty blocks."""
    return _histories(tournament, rules, upto)


def _histories(t: Tournament, rules: PairingEdition, upto: int | None = None) -> dict[int, History]:
    """Every player's ``History`` through round ``upto`` (default: the file's last round),
    cached by identity of the tournament (it is frozen).

    Histories are computed only as far as asked, and extended when a later round asks for
    more: a history up to round k depends only on the blocks (and virtual points) of rounds
    1..k. So a tournament that extends a cached one (the same players and scoring, the same
    blocks and virtual points up to some round k, as each round of the generator, of a
    pairing program's session, or of a replay with Baku acceleration is) reuses the cached
    rounds 1..k, and a file with one line of a thousand rounds does not make every round's
    state cost a thousand rounds.
    """
    hit = _RECENT.get(t, rules)  # the common case first
    if hit is not None:
        value, extent, horizon = hit
        if extent >= (horizon if upto is None else min(max(upto, 0), horizon)):
            return value
    horizon = max((len(p.rounds) for p in t.players), default=0)
    needed = horizon if upto is None else min(max(upto, 0), horizon)
    base: tuple[dict[int, History], int] | None = None
    for cached, (value, extent, _) in _RECENT.of_variant(rules):
        if cached is not t and extent >= needed and _same_facts(cached, t):
            _RECENT.put(t, rules, (value, extent, horizon))  # the same histories
            return value
        if cached is t:
            k = extent
            needed = min(horizon, max(needed, 2 * extent))  # doubling: linear in all
        else:
            assert isinstance(cached, Tournament)
            k = _common_rounds(cached, t, min(extent, needed))
        if k and (base is None or k > base[1]):
            base = (value, k)
            if k >= needed:
                break  # the most recent first: nothing older can give more
    if base is None and horizon <= _WHOLE_FILE:
        needed = horizon  # nothing to extend: a file of a Swiss's length at once
    value = _compute_histories(t, rules, base, needed)
    _RECENT.put(t, rules, (value, needed, horizon))
    return value


def _same_facts(a: object, b: Tournament) -> bool:
    """True when ``a`` is a tournament with ``b``'s very players (the same tuple), scoring
    and virtual points: the only facts a history is derived from, so every history is the
    same (a copy that changes another field, as a replay's declared rounds)."""
    return (
        isinstance(a, Tournament)
        and a.players is b.players
        and a.scoring == b.scoring
        and (a.acceleration is b.acceleration or a.acceleration == b.acceleration)
    )


def _common_rounds(a: Tournament, b: Tournament, limit: int | None = None) -> int:
    """The number of leading rounds in which every block and every virtual point of ``a``
    and ``b`` is the same (0 when the players or the scoring differ), at most ``limit``:
    the rounds after it are not compared (a tournament extended by a round differs from
    its predecessor there, and its new blocks are other objects, compared field by field)."""
    if len(a.players) != len(b.players) or a.scoring != b.scoring:
        return 0
    k = max((len(p.rounds) for p in (*a.players, *b.players)), default=0)
    if limit is not None:
        k = min(k, limit)
    va, vb = a.acceleration, b.acceleration
    if va is not vb and va != vb:
        differ = [r for key in va.keys() | vb.keys() if va.get(key) != vb.get(key) for r in key[1:]]
        k = min(k, min(differ) - 1)
    for p, q in zip(a.players, b.players, strict=True):
        if p.start_rank != q.start_rank:
            return 0
        x, y = p.rounds, q.rounds
        if p is q or x is y:
            continue
        shorter = min(len(x), len(y))
        i = min(k, shorter)
        if x[:i] != y[:i]:  # compared in C, identical blocks at once; else find the first
            i = 0
            while x[i] is y[i] or x[i] == y[i]:
                i += 1
        if i == shorter:  # past the end of a line its blocks are empty
            longer = x if len(x) > len(y) else y
            while i < k and i < len(longer) and longer[i].is_empty:
                i += 1
            if i == len(longer):
                continue
        k = min(k, i)
        if not k:
            return 0
    return k


def _compute_histories(
    t: Tournament, rules: PairingEdition, base: tuple[dict[int, History], int] | None, horizon: int
) -> dict[int, History]:
    """Every player's history through round ``horizon``, rounds 1..k from ``base``."""
    scoring = t.scoring
    known = min(base[1], horizon) if base is not None else 0
    scores: dict[int, list[int]] = {}
    for p in t.players:
        run = list(base[0][p.start_rank].scores[: known + 1]) if base is not None else [0]
        for r in range(known + 1, horizon + 1):
            run.append(run[-1] + _points(p.entry(r), scoring))
        scores[p.start_rank] = run
    empty_kind = round_kind(EMPTY_ENTRY)
    empty = (
        _points(EMPTY_ENTRY, scoring),
        _unplayed_float(empty_kind, EMPTY_ENTRY, scoring, rules),
        _keeps_eligibility(empty_kind, EMPTY_ENTRY, scoring, rules),
    )
    accel = t.acceleration
    return {
        p.start_rank: _history(
            p,
            t,
            horizon,
            scores,
            accel,
            rules,
            empty,
            (base[0][p.start_rank], known) if base is not None else None,
        )
        for p in t.players
    }


def _history(
    player: Player,
    t: Tournament,
    horizon: int,
    scores: Mapping[int, list[int]],
    accel: Mapping[tuple[int, int], int],
    rules: PairingEdition,
    empty: tuple[int, Float, bool],
    base: tuple[History, int] | None = None,
) -> History:
    """``player``'s history; with ``base`` = (history, k), its rounds 1..k are taken from
    ``history`` and only the later ones are derived from the blocks."""
    pid = player.start_rank
    # rounds 1..known are prefixes of the base's (the same blocks); the slices of a history
    # extended by whole rounds are the base's tuples themselves
    old_kinds: tuple[RoundKind, ...] = ()
    old_floats: tuple[Float, ...] = ()
    old_paired: tuple[Float, ...] = ()
    old_rounds: tuple[int, ...] = ()
    old_opponents: tuple[int, ...] = ()
    old_colours: tuple[Colour, ...] = ()
    old_counts: tuple[int, ...] = (0,)  # old_counts[k]: colours among the first k games
    old_active: tuple[int, ...] = ()
    ineligible_from = 0
    first = 1
    if base is not None:
        old, known = base
        first = known + 1
        old_kinds, old_floats = old.kinds[:known], old.floats[:known]
        old_paired = old.paired_floats[:known]
        games = bisect.bisect_right(old.game_rounds, known)
        old_rounds, old_opponents = old.game_rounds[:games], old.opponents[:games]
        old_counts = old.colour_counts[: games + 1]
        old_colours = old.colours[: old_counts[-1]]
        old_active = old.active[: bisect.bisect_right(old.active, known)]
        if 0 < old.ineligible_from <= known:
            ineligible_from = old.ineligible_from
    kinds: list[RoundKind] = []
    floats: list[Float] = []
    paired: list[Float] = []
    game_rounds: list[int] = []
    opponents: list[int] = []
    colours: list[Colour] = []
    counts: list[int] = []
    active: list[int] = []
    coloured = len(old_colours)
    own = scores[pid]
    for r in range(first, horizon + 1):
        e = player.entry(r)
        kind = round_kind(e)
        kinds.append(kind)
        if kind is not RoundKind.ZERO_BYE:
            active.append(r)
        if kind in (RoundKind.PLAYED, RoundKind.PENDING) and e.opponent is not None:
            game_rounds.append(r)
            opponents.append(e.opponent)
            if e.colour is not Colour.NONE:
                colours.append(e.colour)
                coloured += 1
            counts.append(coloured)
            mine = own[r - 1] + accel.get((pid, r), 0)
            theirs = scores.get(e.opponent)
            opp = (theirs[r - 1] if theirs is not None else 0) + accel.get((e.opponent, r), 0)
            f = Float.DOWN if mine > opp else Float.UP if mine < opp else Float.NONE
            floats.append(f)
            paired.append(f if theirs is not None else Float.NONE)
        else:
            floats.append(_unplayed_float(kind, e, t.scoring, rules))
            paired.append(_paired_float(pid, r, e.opponent, scores, accel))
        if not ineligible_from and not _keeps_eligibility(kind, e, t.scoring, rules):
            ineligible_from = r
    return History(
        scores=tuple(own),
        kinds=old_kinds + tuple(kinds),
        floats=old_floats + tuple(floats),
        game_rounds=old_rounds + tuple(game_rounds),
        opponents=old_opponents + tuple(opponents),
        colours=old_colours + tuple(colours),
        colour_counts=old_counts + tuple(counts),
        ineligible_from=ineligible_from,
        empty=empty,
        active=old_active + tuple(active),
        paired_floats=old_paired + tuple(paired),
        player=player,
    )


def _paired_float(
    pid: int,
    r: int,
    opponent: int | None,
    scores: Mapping[int, list[int]],
    accel: Mapping[tuple[int, int], int],
) -> Float:
    """``History.paired_floats`` of a round not played over the board: a forfeit's pairing
    floated as a game's would; no opponent (or one not in the file), no float."""
    theirs = scores.get(opponent) if opponent is not None else None
    if theirs is None:
        return Float.NONE
    assert opponent is not None
    mine = scores[pid][r - 1] + accel.get((pid, r), 0)
    opp = theirs[r - 1] + accel.get((opponent, r), 0)
    return Float.DOWN if mine > opp else Float.UP if mine < opp else Float.NONE


def _unplayed_float(
    kind: RoundKind, e: RoundEntry, scoring: Scoring, rules: PairingEdition
) -> Float:
    """Dutch 2026 art. 1.4.3-1.4.4: a PAB, or scoring more than a loss without playing, is a
    downfloat; nothing else is. Dutch 2017 A.4.b: every unplayed round is a downfloat."""
    if rules is PairingEdition.PRE2026:
        return Float.DOWN
    if kind is RoundKind.PAB:
        return Float.DOWN
    return Float.DOWN if _points(e, scoring) > scoring.loss else Float.NONE


def _keeps_eligibility(
    kind: RoundKind, e: RoundEntry, scoring: Scoring, rules: PairingEdition
) -> bool:
    """C.04.1 art. 4 (2026): no PAB after a PAB or after scoring a win's points without playing
    in one round. Before 2026 (art. d): only a PAB or a forfeit win bars it."""
    if kind is RoundKind.PAB:
        return False
    if rules is PairingEdition.PRE2026:
        return kind is not RoundKind.FORFEIT_WIN
    if kind in (RoundKind.PLAYED, RoundKind.PENDING):
        return True
    return _points(e, scoring) < scoring.win
