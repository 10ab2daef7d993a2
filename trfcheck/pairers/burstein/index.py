"""The opposition evaluation Index of Burstein 2026 1.7-1.8: Buchholz, Sonneborn-Berger, TPN.

Computed here rather than in ``standings`` because the definition is Burstein's own: an
unplayed round is a game against oneself (1.7.2), with no cap (C.07 16.4 does not apply),
and a run of zero-point byes up to the current round counts as draws for the player's
over-the-board opponents. Readings (docs/burstein.md, readings 1-3):

- S(q) is the real score after round r-1 (virtual points excluded, 1.7.2);
- z(q) is the length of the run of rounds ending at round r-1 in which q has a zero-point
  bye (``Z``, an empty block, an absence); an ``H`` or a forfeit loss ends the run.
  S*(q) = S(q) + z(q) x D, D the draw value of the scoring system;
- BH(p) sums, over the rounds before r, S*(opponent) for a game played over the board and
  S(p) for every other round (forfeit, PAB, bye, absence, round before entry);
- SB(p) sums the same terms times the points p registered in that round.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from trfcheck.pairers.core.state import RoundKind, round_kind
from trfcheck.trf.model import Player, RoundEntry, Scoring, Tournament

__all__ = ["IndexValues", "index_values", "ranking_key", "zero_bye_run"]

_GAMES = (RoundKind.PLAYED, RoundKind.PENDING)


@dataclass(frozen=True, slots=True)
class IndexValues:
    """Burstein 1.7.1: Buchholz (tenths) and Sonneborn-Berger (hundredths) of one player."""

    buchholz: int
    sonneborn_berger: int


def _points(entry: RoundEntry, scoring: Scoring) -> int:
    """The points registered in one round (a game without a result yet counts as a draw)."""
    if entry.result is None:
        return scoring.draw if entry.opponent is not None else scoring.zero_bye
    return scoring.points(entry.result, entry.colour)


def zero_bye_run(player: Player, round_no: int) -> int:
    """Burstein 1.7.2 exception: the zero-point byes of ``player`` in the run of rounds
    that ends at round ``round_no - 1`` (0 when that round is not a zero-point bye)."""
    run = 0
    for r in range(round_no - 1, 0, -1):
        if round_kind(player.entry(r)) is not RoundKind.ZERO_BYE:
            break
        run += 1
    return run


def index_values(tournament: Tournament, round_no: int) -> dict[int, IndexValues]:
    """Burstein 1.7: Buchholz and Sonneborn-Berger of every player before ``round_no``."""
    scoring = tournament.scoring
    done = round_no - 1
    score: dict[int, int] = {}
    for p in tournament.players:
        score[p.start_rank] = sum(_points(p.entry(r), scoring) for r in range(1, done + 1))
    seen_by_opponents = {
        p.start_rank: score[p.start_rank] + zero_bye_run(p, round_no) * scoring.draw
        for p in tournament.players
    }
    out: dict[int, IndexValues] = {}
    for p in tournament.players:
        bh = sb = 0
        own = score[p.start_rank]
        for r in range(1, done + 1):
            e = p.entry(r)
            game = round_kind(e) in _GAMES and e.opponent is not None
            term = seen_by_opponents.get(e.opponent, 0) if game and e.opponent else own
            bh += term
            sb += term * _points(e, scoring)
        out[p.start_rank] = IndexValues(bh, sb)
    return out


def ranking_key(values: Mapping[int, IndexValues], start_rank: int) -> tuple[int, int, int]:
    """Burstein 1.8: the sort key of the ranking order, Index (Buchholz, then
    Sonneborn-Berger, both descending) then TPN ascending; scores are not used."""
    v = values[start_rank]
    return (-v.buchholz, -v.sonneborn_berger, start_rank)
