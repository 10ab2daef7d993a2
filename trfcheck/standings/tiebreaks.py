"""Tie-break values of C.07 (FIDE Tie-Break Regulations, 2024 text; 2026 amendment of 16.4).

Values are integers: points in tenths, Buchholz in tenths, Sonneborn-Berger
in hundredths (tenths times tenths), ratings as they are. Larger is better
for every value here. Unplayed rounds (C.07 art. 16):

- a *voluntary unplayed round* (VUR) is an unplayed round other than the PAB
  that scored less than a win (half- and zero-point byes, forfeit losses,
  absences);
- a participant's **adjusted score**, used in the opponents' Buchholz, counts
  the VURs after the participant's last round that was not a VUR (a
  withdrawal) as draws (16.3);
- in a participant's own Buchholz or Sonneborn-Berger, an unplayed round
  (bye or forfeit) counts as a game against a dummy opponent with the
  participant's own score (16.4); from 1 Feb 2026 that score is capped by the
  real opponent's adjusted score (forfeits, 16.4.1) or by a draw in every
  round (byes, 16.4.2);
- a low cut (``/C1``, ``/M1``) removes the game against the lowest opponent score, but a
  VUR first (14.6) unless its value is larger (Gacrux's reading, see ``_cut``).

Cross-checked against Gacrux (the TEC's tie-break tool) on the example of
trf.md §9 (BH 4.5/3.5/4.0/7.0/4.0/5.0, SB 3.25/1.00/2.75/0/1.00/1.75).
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from trfcheck.trf.checks import computed_points
from trfcheck.trf.model import Colour, Player, ResultCode, Tournament

__all__ = [
    "SUPPORTED",
    "Rounds",
    "TieBreak",
    "direct_encounter",
    "parse_tiebreak",
    "values",
]

#: Codes this module computes (C.07 art. 6-10); others are reported as not implemented.
SUPPORTED = frozenset(
    {"PTS", "BH", "SB", "WIN", "WON", "DE", "PS", "ARO", "BPG", "BWG", "REP", "GE"}
)
_CUTTABLE = frozenset({"BH", "SB", "PS", "ARO"})
_ITEM = re.compile(r"^([A-Z]+)(?:@\d+)?(?::([A-Z]{2}))?((?:[/:][A-Z0-9.+-]+)*)$")


@dataclass(frozen=True, slots=True)
class TieBreak:
    """One item of a 202/212 list: ``BH/C1``, ``SB/M1``, ``BH:C1`` ... as parsed."""

    code: str
    cut_low: int = 0
    cut_high: int = 0
    text: str = ""

    @property
    def supported(self) -> bool:
        """True if ``values`` computes this tie-break with its modifiers."""
        if self.code not in SUPPORTED:
            return False
        return self.code in _CUTTABLE or (self.cut_low == 0 and self.cut_high == 0)


def parse_tiebreak(text: str) -> TieBreak:
    """Parse ``CODE[:PS][/MOD]*`` (trf.md §5, record 202); ``BH:C1`` is read as ``BH/C1``.

    Unknown modifiers make the item unsupported rather than wrong; raises
    ValueError for text that is not a tie-break item at all.
    """
    item = text.strip().upper()
    match = _ITEM.match(item)
    if match is None:
        raise ValueError(f"not a tie-break item: {text!r}")
    code, point_system, rest = match.group(1), match.group(2), match.group(3)
    mods = [m for m in re.split(r"[/:]", rest) if m]
    if point_system is not None and re.fullmatch(r"[CM]\d", point_system):
        mods.insert(0, point_system)  # "BH:C1"
        point_system = None
    low = high = 0
    for mod in mods:
        if re.fullmatch(r"C\d+", mod):
            low = int(mod[1:])
        elif re.fullmatch(r"M\d+", mod):
            low = high = int(mod[1:])
        else:
            return TieBreak(code + "?", text=text.strip())  # unknown modifier: unsupported
    if point_system not in (None, "GP"):
        return TieBreak(code + "?", text=text.strip())
    return TieBreak(code, low, high, text.strip())


@dataclass(frozen=True, slots=True)
class _Round:
    """One round of one player, as the tie-breaks see it."""

    opponent: int | None
    points: int  # tenths
    played: bool
    colour: Colour
    vur: bool
    pab: bool


@dataclass(slots=True)
class Rounds:
    """Every player's rounds and scores, computed once for all tie-breaks."""

    tournament: Tournament
    capped: bool  # the 2026 amendment of C.07 16.4
    rounds: dict[int, list[_Round]]
    score: dict[int, int]
    adjusted: dict[int, int]
    pts: dict[int, int]  # the PTS criterion: ``score`` unless a caller sets declared points

    @classmethod
    def of(cls, tournament: Tournament, capped: bool) -> Rounds:
        """Derive the rounds of every player; ``capped`` applies C.07 16.4.1-16.4.2 (2026)."""
        n = tournament.rounds_played
        win, draw = tournament.scoring.win, tournament.scoring.draw
        rounds = {
            p.start_rank: [_entry(tournament, p, r, win) for r in range(1, n + 1)]
            for p in tournament.players
        }
        score = {p.start_rank: computed_points(tournament, p) for p in tournament.players}
        adjusted = {pid: _adjusted(rs, draw) for pid, rs in rounds.items()}
        return cls(tournament, capped, rounds, score, adjusted, dict(score))

    def opponent_scores(self, pid: int) -> list[tuple[int, int, bool]]:
        """(opponent score for BH, points scored, VUR) per round of ``pid`` (C.07 16.4)."""
        own = self.score[pid]
        n = len(self.rounds[pid])
        draw = self.tournament.scoring.draw
        out = []
        for rd in self.rounds[pid]:
            if rd.played and rd.opponent is not None:
                out.append((self.adjusted[rd.opponent], rd.points, False))
                continue
            value = own
            if self.capped:
                if rd.opponent is not None and rd.opponent in self.adjusted:
                    value = min(own, self.adjusted[rd.opponent])
                else:
                    value = min(own, draw * n)
            out.append((value, rd.points, rd.vur))
        return out


def _entry(t: Tournament, p: Player, r: int, win: int) -> _Round:
    e = p.entry(r)
    points = t.scoring.points(e.result, e.colour) if e.result is not None else 0
    played = e.result is not None and e.result.played and e.opponent is not None
    # The PAB is not voluntary, whatever it is worth (C.07 16.2).
    vur = not played and points < win and e.result is not ResultCode.PAB
    opponent = e.opponent if e.result is None or not e.result.is_bye else None
    return _Round(opponent, points, played, e.colour, vur, e.result is ResultCode.PAB)


def _adjusted(rounds: Sequence[_Round], draw: int) -> int:
    """C.07 16.3: the score with the VURs after the last non-VUR round counted as draws."""
    last = max((i for i, rd in enumerate(rounds) if not rd.vur), default=-1)
    return sum(
        rd.points if i <= last or rd.opponent is not None else draw for i, rd in enumerate(rounds)
    )


def _cut(items: list[tuple[int, int, bool]], low: int, high: int) -> list[tuple[int, int, bool]]:
    """Remove ``low`` least and ``high`` most significant (value, opponent score, vur) items:
    the games against the lowest (highest) opponent scores, but a low cut takes a VUR first
    (C.07 14.6) when its value is not above that game's, as Gacrux reads the rule."""
    rest = list(items)
    low = min(low, len(rest))
    high = min(high, len(rest) - low)
    for _ in range(low):
        lowest = min(rest, key=lambda x: (x[1], x[0]))
        vurs = [x for x in rest if x[2]]
        if vurs:
            vur = min(vurs, key=lambda x: (x[0], x[1]))
            # Gacrux's reading of 14.6: the VUR goes unless the game with the lowest opponent
            # score contributes more than it (with BH the VUR always goes).
            if lowest[0] <= vur[0]:
                lowest = vur
        rest.remove(lowest)
    for _ in range(high):
        rest.remove(max(rest, key=lambda x: (x[1], x[0])))
    return rest


def values(data: Rounds, tb: TieBreak) -> dict[int, int]:
    """The value of ``tb`` for every player (larger is better); DE is ``direct_encounter``."""
    out: dict[int, int] = {}
    for pid, rounds in data.rounds.items():
        out[pid] = _value(data, tb, pid, rounds)
    return out


def _value(data: Rounds, tb: TieBreak, pid: int, rounds: list[_Round]) -> int:
    win = data.tournament.scoring.win
    match tb.code:
        case "PTS":
            return data.pts[pid]
        case "BH" | "SB":
            items = [
                (score * points if tb.code == "SB" else score, score, vur)
                for score, points, vur in data.opponent_scores(pid)
            ]
            return sum(x[0] for x in _cut(items, tb.cut_low, tb.cut_high))
        case "WIN":
            return sum(1 for rd in rounds if rd.points == win)
        case "WON":
            return sum(1 for rd in rounds if rd.played and rd.points == win)
        case "BPG":
            return sum(1 for rd in rounds if rd.played and rd.colour is Colour.BLACK)
        case "BWG":
            return sum(
                1 for rd in rounds if rd.played and rd.colour is Colour.BLACK and rd.points == win
            )
        case "REP" | "GE":
            return sum(1 for rd in rounds if rd.played or rd.pab or rd.points == win)
        case "PS":
            running, total = 0, 0
            for i, rd in enumerate(rounds):
                running += rd.points
                if i >= tb.cut_low:
                    total += running
            return total
        case "ARO":
            return _aro(data, rounds, tb)
    raise ValueError(f"tie-break {tb.text or tb.code} is not computed here")


def _aro(data: Rounds, rounds: list[_Round], tb: TieBreak) -> int:
    """C.07 10.1: mean rating of the opponents met over the board, rounded half up; unrated
    opponents (rating 0) are left out; cuts remove the lowest / highest ratings."""
    ratings = sorted(
        data.tournament.player(rd.opponent).rating
        for rd in rounds
        if rd.played and rd.opponent is not None
    )
    ratings = [r for r in ratings if r > 0]
    low = min(tb.cut_low, len(ratings))
    high = min(tb.cut_high, len(ratings) - low)
    ratings = ratings[low : len(ratings) - high]
    if not ratings:
        return 0
    return (2 * sum(ratings) + len(ratings)) // (2 * len(ratings))


def direct_encounter(data: Rounds, group: Sequence[int]) -> Mapping[int, int]:
    """C.07 art. 6 within one group of tied players: a rank-like key (larger is better).

    If every pair of the group met over the board, the points scored against the group
    decide (repeated encounters averaged). Otherwise only a leader who scored more against
    the group than any other could reach is separated, repeatedly; the rest stay tied.
    """
    members = set(group)
    scored: dict[int, int] = {}
    met: dict[int, int] = {}
    for pid in group:
        per: dict[int, list[int]] = {}
        for rd in data.rounds[pid]:
            if rd.played and rd.opponent in members:
                per.setdefault(rd.opponent, []).append(rd.points)
        # Points in tenths, averaged over repeated encounters (kept exact with a common factor).
        scored[pid] = sum(sum(v) * 2520 // len(v) for v in per.values())
        met[pid] = len(per)
    if all(met[p] == len(group) - 1 for p in group):
        return scored
    win = data.tournament.scoring.win * 2520
    best = {p: scored[p] + (len(group) - 1 - met[p]) * win for p in group}
    key = dict.fromkeys(group, 0)
    rest = sorted(group, key=lambda p: -scored[p])
    level = len(group)
    while len(rest) > 1:
        leader, others = rest[0], rest[1:]
        if scored[leader] > max(best[p] for p in others):
            key[leader] = level
            level -= 1
            rest = others
        else:
            break
    return key
