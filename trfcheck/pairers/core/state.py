"""Derived facts of each player before a round: scores, colours, floats, byes.

Pure functions of the ``Tournament`` records; nothing here is stored in the
model. Every pairing system and the verifier read player history through
``player_states``, so the rules about what an unplayed round counts for
(GHR 3.4, 3.5; C.04.1 art. 4) are written once.
"""

from __future__ import annotations

import enum
from collections.abc import Iterable, Mapping
from dataclasses import dataclass

from trfcheck.ruleset import PairingEdition
from trfcheck.trf.model import Colour, Player, ResultCode, RoundEntry, Scoring, Tournament

__all__ = [
    "Float",
    "PlayerState",
    "Preference",
    "RoundKind",
    "Rules",
    "Strength",
    "participants",
    "player_states",
    "round_kind",
    "rounds_paired",
]


#: Which edition of C.04.1 (Basic Rules) governs PAB eligibility and floats: the pairing-rules
#: edition of the ``Ruleset`` (``R2026`` from 1 Feb 2026, ``PRE2026`` before).
Rules = PairingEdition


class RoundKind(enum.Enum):
    """What a past round was for one player (spec general.md, table of GHR 3.4/3.5)."""

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

_KIND = {
    ResultCode.FORFEIT_WIN: RoundKind.FORFEIT_WIN,
    ResultCode.FORFEIT_LOSS: RoundKind.FORFEIT_LOSS,
    ResultCode.PAB: RoundKind.PAB,
    ResultCode.FULL_BYE: RoundKind.FULL_BYE,
    ResultCode.HALF_BYE: RoundKind.HALF_BYE,
    ResultCode.ZERO_BYE: RoundKind.ZERO_BYE,
}


def round_kind(entry: RoundEntry) -> RoundKind:
    """Classify one round block (trf.md §3.3); an empty block is a zero-point bye."""
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


@dataclass(frozen=True, slots=True)
class PlayerState:
    """One player's history before the round being paired.

    ``scores`` holds the real score before each round: ``scores[k]`` is the
    score after k rounds. ``kinds`` and ``floats`` are indexed by round - 1.
    ``colours`` lists the colours of played games only, oldest first (GHR 3.4).
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
        return sum(1 if c is Colour.WHITE else -1 for c in self.colours)

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
            return Preference(Colour.BLACK, Strength.ABSOLUTE)
        if cd < -1:
            return Preference(Colour.WHITE, Strength.ABSOLUTE)
        last = self.colours[-1]
        if len(self.colours) >= 2 and self.colours[-2] is last:
            return Preference(last.opposite, Strength.ABSOLUTE)
        if cd == 1:
            return Preference(Colour.BLACK, Strength.STRONG)
        if cd == -1:
            return Preference(Colour.WHITE, Strength.STRONG)
        return Preference(last.opposite, Strength.MILD)


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
    absent = {pid for a in tournament.absences if a.round_no == round_no for pid in a.players}
    out = []
    for p in tournament.players:
        e = p.entry(round_no)
        if p.start_rank in absent or (e.result is not None and e.result.is_bye):
            continue
        out.append(p.start_rank)
    return sorted(out)


def player_states(
    tournament: Tournament,
    round_no: int,
    rules: Rules = Rules.R2026,
    ids: Iterable[int] | None = None,
) -> dict[int, PlayerState]:
    """History of every player (or of ``ids``) from the rounds before ``round_no``.

    Floats follow Dutch 2026 art. 1.4 for ``Rules.R2026`` and Dutch 2017 A.4.b
    for ``Rules.PRE2026`` (every unplayed round is a downfloat).
    """
    wanted = None if ids is None else set(ids)
    scoring = tournament.scoring
    done = round_no - 1
    scores: dict[int, list[int]] = {}
    for p in tournament.players:
        run = [0]
        for r in range(1, done + 1):
            run.append(run[-1] + _points(p.entry(r), scoring))
        scores[p.start_rank] = run
    accel = tournament.acceleration
    out: dict[int, PlayerState] = {}
    for p in tournament.players:
        if wanted is not None and p.start_rank not in wanted:
            continue
        out[p.start_rank] = _state(p, tournament, done, scores, accel, rules)
    return out


def _state(
    player: Player,
    t: Tournament,
    done: int,
    scores: Mapping[int, list[int]],
    accel: Mapping[tuple[int, int], int],
    rules: Rules,
) -> PlayerState:
    pid = player.start_rank
    colours: list[Colour] = []
    opponents: set[int] = set()
    kinds: list[RoundKind] = []
    floats: list[Float] = []
    eligible = True
    for r in range(1, done + 1):
        e = player.entry(r)
        kind = round_kind(e)
        kinds.append(kind)
        if kind in (RoundKind.PLAYED, RoundKind.PENDING) and e.opponent is not None:
            if e.colour is not Colour.NONE:
                colours.append(e.colour)
            opponents.add(e.opponent)
            mine = scores[pid][r - 1] + accel.get((pid, r), 0)
            opp = scores.get(e.opponent, [0] * (r))[r - 1] + accel.get((e.opponent, r), 0)
            floats.append(Float.DOWN if mine > opp else Float.UP if mine < opp else Float.NONE)
        else:
            floats.append(_unplayed_float(kind, e, t.scoring, rules))
        if not _keeps_eligibility(kind, e, t.scoring, rules):
            eligible = False
    return PlayerState(
        id=pid,
        rating=player.rating,
        scores=tuple(scores[pid]),
        acceleration=accel.get((pid, done + 1), 0),
        colours=tuple(colours),
        opponents=frozenset(opponents),
        kinds=tuple(kinds),
        floats=tuple(floats),
        pab_eligible=eligible,
    )


def _unplayed_float(kind: RoundKind, e: RoundEntry, scoring: Scoring, rules: Rules) -> Float:
    """Dutch 2026 art. 1.4.3-1.4.4: a PAB, or scoring more than a loss without playing, is a
    downfloat; nothing else is. Dutch 2017 A.4.b: every unplayed round is a downfloat."""
    if rules is Rules.PRE2026:
        return Float.DOWN
    if kind is RoundKind.PAB:
        return Float.DOWN
    return Float.DOWN if _points(e, scoring) > scoring.loss else Float.NONE


def _keeps_eligibility(kind: RoundKind, e: RoundEntry, scoring: Scoring, rules: Rules) -> bool:
    """C.04.1 art. 4 (2026): no PAB after a PAB or after scoring a win's points without playing
    in one round. Before 2026 (art. d): only a PAB or a forfeit win bars it."""
    if kind is RoundKind.PAB:
        return False
    if rules is Rules.PRE2026:
        return kind is not RoundKind.FORFEIT_WIN
    if kind in (RoundKind.PLAYED, RoundKind.PENDING):
        return True
    return _points(e, scoring) < scoring.win
