"""A published round of a team event as the Swiss Team system reads it (C.04.6): the
matches of teams, not the games of the 001 lines."""

from __future__ import annotations

from trfcheck.pairers.base import Pair
from trfcheck.trf.model import Colour, Tournament
from trfcheck.trf.team_rounds import MatchKind, match_history

__all__ = ["published_team_round"]


def published_team_round(t: Tournament, round_no: int) -> tuple[Pair, ...]:
    """The published matches of ``round_no`` as (white team, black team) by the scheduled
    board-1 colour, and the PAB as (team, 0)."""
    out: list[Pair] = []
    for team, matches in match_history(t, round_no).items():
        m = matches[round_no - 1]
        if m.kind is MatchKind.PAB:
            out.append((team, 0))
        elif m.opponent is not None and m.scheduled_colour is Colour.WHITE:
            out.append((team, m.opponent))
    return tuple(sorted(out))
