"""Checks of a team event (C.04.6): the team results, and the replay of every round.

``check_team`` (run by ``verify.rules.check_rules`` for a team event) checks the team
results against the boards: every board of a team meets the same team, board colours
follow record 352, match points follow 362 (and 320 for the PAB), the 310 totals equal
the sums, no two teams met twice (C1), no PAB to a team that already had one or won a
match by forfeit (C2), the 330 records agree with the boards. ``replay_team`` is the
replay every engine takes (``verify.replay``) with the Swiss Team engine, which compares
the published matches as (white team, black team) plus (PAB team, 0).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from trfcheck.event.absences import member_absences
from trfcheck.ruleset import is_swiss_team
from trfcheck.trf.errors import Severity
from trfcheck.trf.model import Colour, MatchForfeit, ResultCode, TeamScoring, Tournament
from trfcheck.trf.team_rounds import MatchKind, TeamMatch, match_history, pairing_teams
from trfcheck.trf.values import format_tenths

from .replay import RoundCheck, replay
from .violations import Violation, sort_violations

if TYPE_CHECKING:  # the team engine is imported for team events only
    from trfcheck.pairers.base import Pair
    from trfcheck.pairers.team import TeamSystem

__all__ = [
    "check_team",
    "is_swiss_team",
    "member_absences",
    "published_team_round",
    "replay_team",
]


def replay_team(t: Tournament, engine: TeamSystem | None = None) -> list[RoundCheck]:
    """Every round re-paired from the rounds before it (C.04.6), compared with the file
    (``verify.replay.replay`` with the Swiss Team engine)."""
    from trfcheck.pairers.team import TeamSystem

    return replay(t, engine or TeamSystem())


def published_team_round(t: Tournament, round_no: int) -> tuple[Pair, ...]:
    """The file's matches of ``round_no`` as (white team, black team) plus (PAB team, 0)
    (``pairers.team.published_team_round``, imported for team events only)."""
    from trfcheck.pairers.team import published_team_round as published

    return published(t, round_no)


def check_team(t: Tournament) -> list[Violation]:
    """The team findings of ``t`` (TEAM001-TEAM009), sorted by round."""
    history = match_history(t)
    scoring = t.team_scoring or TeamScoring()
    out: list[Violation] = []
    out += _board_consistency(t, history)
    out += _totals(t, history)
    out += _rematches(history)
    out += _pab_rule(history, scoring)
    out += _forfeit_records(t, history)
    if t.board_colours and t.board_colours[0] is Colour.BLACK:
        out.append(
            Violation(
                "TEAM009",
                Severity.INFO,
                None,
                (),
                "TRF-26 352",
                "the board colour sequence starts with B: board 1 of the team with White "
                "plays Black",
            )
        )
    return sort_violations(out)


def _board_consistency(t: Tournament, history: dict[int, tuple[TeamMatch, ...]]) -> list[Violation]:
    """TEAM001: the boards of a team meet one team; TEAM002: board colours follow 352."""
    team_of = {m: x.number or 0 for x in pairing_teams(t) for m in x.members}
    pattern = t.board_colours
    out = []
    for team, matches in history.items():
        for m in matches:
            if m.opponent is None:
                continue
            others = {team_of.get(g.opponent or 0) for g in m.boards if g.opponent}
            if len(others) > 1:
                names = ", ".join(str(x) for x in sorted(o or 0 for o in others))
                out.append(
                    Violation(
                        "TEAM001",
                        Severity.ERROR,
                        m.round_no,
                        (team,),
                        "C.04.6 1.3",
                        f"the boards of team {team} meet players of several teams ({names})",
                    )
                )
            white = m.scheduled_colour is Colour.WHITE
            for g in m.boards:
                if not pattern or g.board > len(pattern) or g.opponent is None:
                    continue
                expected = pattern[g.board - 1] if white else pattern[g.board - 1].opposite
                if g.colour is not Colour.NONE and g.colour is not expected:
                    out.append(
                        Violation(
                            "TEAM002",
                            Severity.ERROR,
                            m.round_no,
                            (team,),
                            "C.04.6 1.6.1, TRF-26 352",
                            f"team {team}, board {g.board}: colour {g.colour.value}, expected "
                            f"{expected.value} (board 1 {m.scheduled_colour.value}, 352 "
                            f"{''.join(c.value for c in pattern).upper()})",
                        )
                    )
    return out


def _totals(t: Tournament, history: dict[int, tuple[TeamMatch, ...]]) -> list[Violation]:
    """TEAM003/TEAM004: the 310 match and game points against the sums of the rounds."""
    out = []
    for x in pairing_teams(t):
        matches = history.get(x.number or 0, ())
        for code, field, declared, computed, rule in (
            (
                "TEAM003",
                "match points",
                x.match_points,
                sum(m.match_points for m in matches),
                "362",
            ),
            ("TEAM004", "game points", x.game_points, sum(m.game_points for m in matches), "162"),
        ):
            if declared is not None and declared != computed:
                out.append(
                    Violation(
                        code,
                        Severity.ERROR,
                        None,
                        (x.number or 0,),
                        f"C.04.6 1.2, TRF-26 310 and {rule}",
                        f"team {x.number}: {field} {format_tenths(declared)} in 310, "
                        f"expected {format_tenths(computed)} from the boards",
                    )
                )
    return out


def _rematches(history: dict[int, tuple[TeamMatch, ...]]) -> list[Violation]:
    """TEAM005: C1 (2.1.1), two teams played each other twice (played matches only)."""
    out = []
    for team, matches in history.items():
        seen: dict[int, int] = {}
        for m in matches:
            if not m.played or m.opponent is None:
                continue
            if m.opponent in seen and team < m.opponent:
                out.append(
                    Violation(
                        "TEAM005",
                        Severity.ERROR,
                        m.round_no,
                        (team, m.opponent),
                        "C.04.6 C1 (2.1.1)",
                        f"teams {team} and {m.opponent} already played in round {seen[m.opponent]}",
                    )
                )
            seen.setdefault(m.opponent, m.round_no)
    return out


def _pab_rule(history: dict[int, tuple[TeamMatch, ...]], scoring: TeamScoring) -> list[Violation]:
    """TEAM006: C2 (2.1.2), a PAB to a team that had a PAB or won a match by forfeit."""
    out = []
    for team, matches in history.items():
        barred_since: int | None = None
        for m in matches:
            if m.kind is MatchKind.PAB and barred_since is not None:
                out.append(
                    Violation(
                        "TEAM006",
                        Severity.ERROR,
                        m.round_no,
                        (team,),
                        "C.04.6 C2 (2.1.2)",
                        f"team {team} got the PAB after a PAB or a forfeit win in round "
                        f"{barred_since}",
                    )
                )
            forfeit_win = m.kind is MatchKind.FORFEITED and m.match_points == scoring.win
            if barred_since is None and (m.kind is MatchKind.PAB or forfeit_win):
                barred_since = m.round_no
    return out


def _forfeit_records(t: Tournament, history: dict[int, tuple[TeamMatch, ...]]) -> list[Violation]:
    """TEAM007: a 330 record for a match that was played, or that did not take place."""
    out = []
    for f in t.forfeited_matches:
        matches = history.get(f.white, ())
        m = matches[f.round_no - 1] if 0 < f.round_no <= len(matches) else None
        if m is None or m.opponent != f.black:
            problem = "no such match"
        elif m.played:
            problem = "a board of it was played"
        elif f.result is MatchForfeit.DOUBLE and any(
            g.result is ResultCode.FORFEIT_WIN for g in m.boards
        ):
            problem = "a board shows a forfeit win"
        else:
            continue
        out.append(
            Violation(
                "TEAM007",
                Severity.ERROR,
                f.round_no,
                (f.white, f.black),
                "TRF-26 330",
                f"forfeited match {f.white}-{f.black} ({f.result.value}): {problem}",
            )
        )
    return out
