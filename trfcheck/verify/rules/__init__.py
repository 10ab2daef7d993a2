"""Checks written from the rule text, independent of any pairing engine.

``check_rules(tournament, ruleset)`` runs every check for every round under the rules the
resolver chose (``trfcheck.ruleset.resolve``) and returns the findings
(``trfcheck.trf.diagnostics.Diagnostic``). One module per
family of rules:

- ``rematch``: C.04.1 art. 2 (no two participants meet twice), forbidden pairs;
- ``colours``: C.04.1 art. 6-7 with each system's exceptions;
- ``byes``: C.04.1 art. 4 (who may get the PAB), by edition;
- ``floats``: Dutch and Dubov float criteria (warnings), Lim maxi rules;
- ``burstein``: the number of rounds Burstein's seeding rounds need (1.6.2);
- ``boards``: board order of a published pairing list (C.04.2 art. 3.6);
- ``ranks``: declared ranks against the standings (C.07, 202/212);
- ``crosstable``: the reader's cross-table and points findings as violations;
- ``initial``: start ranks against the initial ranking (C.04.2 art. 2.2);
- a team event (C.04.6): the team findings of ``verify.team`` (TEAM001-TEAM009);
- a Double-Swiss event (C.04.5): the match findings of ``verify.double`` (DSR001-DSR002).

The history (scores, colours, floats, PAB eligibility) comes from
``trfcheck.pairers.core.state``, shared with the engines; no engine decision
code is used.
"""

from __future__ import annotations

from collections.abc import Iterable

from trfcheck.ruleset import Ruleset, System
from trfcheck.standings.ranking import TieBreakList
from trfcheck.trf.diagnostics import Diagnostic, sort_diagnostics
from trfcheck.trf.model import Tournament

from .boards import (
    PairingsFileError,
    PublishedBoard,
    PublishedPairing,
    check_board_order,
    parse_pairings,
    read_pairings,
)
from .burstein import check_burstein
from .byes import check_byes
from .check_inputs import Context
from .colours import check_colours
from .crosstable import DOUBLE_EXEMPT, TEAM_EXEMPT, crosstable_violations, reader_findings
from .floats import check_floats
from .initial import check_initial_colour, check_initial_order
from .ranks import check_ranks
from .rematch import check_forbidden, check_rematches

__all__ = [
    "PairingsFileError",
    "PublishedBoard",
    "PublishedPairing",
    "TieBreakList",
    "check_rules",
    "parse_pairings",
    "read_pairings",
]


def check_rules(
    tournament: Tournament,
    ruleset: Ruleset,
    *,
    findings: Iterable[Diagnostic] | None = None,
    pairing: PublishedPairing | None = None,
    tiebreaks: TieBreakList | None = None,
) -> list[Diagnostic]:
    """Every rule violation of ``tournament`` under ``ruleset``, sorted by round.

    ``ruleset``: the rules ``trfcheck.ruleset.resolve`` chose for the event (system,
    pairing-rules and tie-break editions, Maxi, round robin, team); nothing is decided
    again here. A team event (``Ruleset.team``) gets the cross-table and the team findings
    (``verify.team``: the team PAB, team scoring and 202/212 concern teams); a round robin
    (``Ruleset.round_robin``) with the ``generic`` system only the cross-table and the ranks
    (C.07 art. 15: the Swiss rules do not govern it).
    ``findings``: the reader's load-time findings, whose cross-table and points codes are
    reported as violations (None: run the reader's checks here; ``()``: report none).
    ``pairing``: a published pairing list to check for board order. ``tiebreaks``: the
    list for the rank check (None: the file's 212/202, ``standings.tiebreak_list``).
    """
    return _check(tournament, ruleset, findings, pairing, tiebreaks)


def _check(
    tournament: Tournament,
    ruleset: Ruleset,
    findings: Iterable[Diagnostic] | None,
    pairing: PublishedPairing | None,
    tiebreaks: TieBreakList | None,
) -> list[Diagnostic]:
    ctx = Context(tournament, ruleset)
    if findings is None:
        findings = reader_findings(tournament)
    out: list[Diagnostic] = crosstable_violations(findings)
    if ctx.system is System.TEAM:
        # Every member of a team with the PAB has a U, and 162/362 score matches and boards:
        # the individual PAB and points rules do not apply to the 001 lines of a team event.
        from ..team import check_team  # team events only: not loaded for a check of players

        kept = [d for d in out if d.code not in TEAM_EXEMPT]  # ``event.TeamEvent``
        return sort_diagnostics([*kept, *check_team(tournament)])
    if ctx.system is System.DOUBLE:
        # A match takes two TRF rounds: the per-game checks below do not apply; the points
        # are checked per match by the reader (DSW007), not per column (PTS001).
        from ..double import check_double  # Double-Swiss events only

        kept = [d for d in out if d.code not in DOUBLE_EXEMPT]  # ``event.DoubleSwissEvent``
        return sort_diagnostics([*kept, *check_ranks(ctx, tiebreaks), *check_double(tournament)])
    out += check_ranks(ctx, tiebreaks)
    if pairing is not None:
        out += check_board_order(ctx, pairing)
    if ruleset.round_robin.value and ctx.system is System.GENERIC:
        return sort_diagnostics(out)  # a round robin: the Swiss rules below do not apply
    out += check_rematches(ctx)
    out += check_forbidden(ctx)
    out += check_colours(ctx)
    out += check_byes(ctx)
    out += check_floats(ctx)
    if ctx.system is System.LIM:
        from .lim import check_lim  # with its matching: loaded for Lim only

        out += check_lim(ctx)
    if ctx.system is System.BURSTEIN:
        out += check_burstein(ctx)
    out += check_initial_order(ctx)
    out += check_initial_colour(ctx)
    return sort_diagnostics(out)
