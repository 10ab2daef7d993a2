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

import bisect
from collections.abc import Mapping
from dataclasses import dataclass

from trfcheck.pairers.core.state import RoundKind, histories, round_kind
from trfcheck.trf.model import Player, Tournament

__all__ = ["IndexValues", "index_values", "ranking_key", "zero_bye_run"]


@dataclass(frozen=True, slots=True)
class IndexValues:
    """Burstein 1.7.1: Buchholz (tenths) and Sonneborn-Berger (hundredths) of one player."""

    buchholz: int
    sonneborn_berger: int


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
    """Burstein 1.7: Buchholz and Sonneborn-Berger of every player before ``round_no``.

    From the cached histories (``core.state.histories``): a player's rounds without a game
    all weigh his own score, so they are summed at once, and the work per player is the
    number of his games, not of the rounds (a file of many rounds stays fast).
    """
    scoring = tournament.scoring
    done = round_no - 1
    empty = scoring.zero_bye  # a block past the end of a line is empty (GHR 3.4)
    table = histories(tournament, upto=done)
    score: dict[int, int] = {}
    seen_by_opponents: dict[int, int] = {}
    for pid, h in table.items():
        known = min(done, len(h.scores) - 1)
        score[pid] = h.scores[known] + (done - known) * empty
        before = bisect.bisect_right(h.active, done)  # the zero-bye run ends at round done
        run = done - (h.active[before - 1] if before else 0)
        seen_by_opponents[pid] = score[pid] + run * scoring.draw
    out: dict[int, IndexValues] = {}
    for pid, h in table.items():
        own, scores = score[pid], h.scores
        bh = sb = points_in_games = 0
        count = bisect.bisect_right(h.game_rounds, done)
        for r, opponent in zip(h.game_rounds[:count], h.opponents[:count], strict=True):
            term = seen_by_opponents.get(opponent, 0) if opponent else own
            points = scores[r] - scores[r - 1]
            bh += term
            sb += term * points
            points_in_games += points
        bh += (done - count) * own  # 1.7.2: a round without a game is one against p
        sb += own * (own - points_in_games)
        out[pid] = IndexValues(bh, sb)
    return out


def ranking_key(values: Mapping[int, IndexValues], start_rank: int) -> tuple[int, int, int]:
    """Burstein 1.8: the sort key of the ranking order, Index (Buchholz, then
    Sonneborn-Berger, both descending) then TPN ascending; scores are not used."""
    v = values[start_rank]
    return (-v.buchholz, -v.sonneborn_berger, start_rank)
