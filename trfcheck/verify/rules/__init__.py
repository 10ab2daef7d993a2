"""Checks written from the rule text, independent of any pairing engine.

``check_event(event)`` runs, for every round, the checks of the families of rules the kind of
event says govern it (``Event.rule_families``) under the rules the resolver chose
(``trfcheck.ruleset.resolve``), and returns the findings
(``trfcheck.trf.diagnostics.Diagnostic``); ``check_rules(tournament, ruleset)`` does so for
the event of a tournament and its ruleset. One module per family of rules:

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
- a Double-Swiss event (C.04.5): the match findings of ``verify.double`` (DSR001-DSR002);
- the pairing system's own rules (``SYSTEM_RULES``): Lim (``lim``) and Burstein.

The history (scores, colours, floats, PAB eligibility) comes from
``trfcheck.pairers.core.state``, shared with the engines; no engine decision
code is used.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass

from trfcheck.event import Event, RuleFamily, make_event
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
from .crosstable import crosstable_violations, reader_findings
from .floats import check_floats
from .initial import check_initial_colour, check_initial_order
from .ranks import check_ranks
from .rematch import check_forbidden, check_rematches

__all__ = [
    "FAMILY_CHECKS",
    "SYSTEM_RULES",
    "PairingsFileError",
    "PublishedBoard",
    "PublishedPairing",
    "TieBreakList",
    "check_event",
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
    """Every rule violation of ``tournament`` under ``ruleset``, sorted by round:
    ``check_event`` of its event (``event.make_event``: the kind the ruleset describes).

    ``ruleset``: the rules ``trfcheck.ruleset.resolve`` chose for the event (system,
    pairing-rules and tie-break editions, Maxi, round robin, team); nothing is decided
    again here. The keywords are ``check_event``'s.
    """
    return check_event(
        make_event(tournament, ruleset), findings=findings, pairing=pairing, tiebreaks=tiebreaks
    )


def check_event(
    event: Event,
    *,
    findings: Iterable[Diagnostic] | None = None,
    pairing: PublishedPairing | None = None,
    tiebreaks: TieBreakList | None = None,
) -> list[Diagnostic]:
    """Every rule violation of ``event``, sorted by round: the reader's cross-table findings
    as an arbiter reads the kind (``Event.arbiter_reading``: a team event's PAB and points,
    a Double-Swiss event's points per match, are no defects), then the checks of each
    family of rules its kind says govern it (``Event.rule_families``, ``FAMILY_CHECKS``): a
    team event the team findings (``verify.team``), a round robin its ranks and board order
    only (C.07 art. 15: the Swiss rules do not govern it).

    ``findings``: the reader's load-time findings, whose cross-table and points codes are
    reported as violations (None: run the reader's checks here; ``()``: report none).
    ``pairing``: a published pairing list to check for board order. ``tiebreaks``: the
    list for the rank check (None: the file's 212/202, ``standings.tiebreak_list``).
    """
    if findings is None:
        findings = reader_findings(event.tournament)
    out = event.arbiter_reading(crosstable_violations(findings))
    asked = _Asked(event, Context(event.tournament, event.ruleset), pairing, tiebreaks)
    for family in event.rule_families:
        out += FAMILY_CHECKS[family](asked)
    return sort_diagnostics(out)


@dataclass(frozen=True, slots=True)
class _Asked:
    """What the checks of a family read: the event, its tournament under its rules
    (``Context``), the published pairing list and the tie-break list asked for."""

    event: Event
    ctx: Context
    pairing: PublishedPairing | None
    tiebreaks: TieBreakList | None


def _ranks(asked: _Asked) -> list[Diagnostic]:
    return check_ranks(asked.ctx, asked.tiebreaks, matches=asked.event.match_columns)


def _board_order(asked: _Asked) -> list[Diagnostic]:
    return check_board_order(asked.ctx, asked.pairing) if asked.pairing is not None else []


def _swiss(asked: _Asked) -> list[Diagnostic]:
    ctx = asked.ctx
    out = check_rematches(ctx)
    out += check_forbidden(ctx)
    out += check_colours(ctx)
    out += check_byes(ctx)
    out += check_floats(ctx)
    own = SYSTEM_RULES.get(ctx.system)
    if own is not None:
        out += own(ctx)
    out += check_initial_order(ctx)
    out += check_initial_colour(ctx)
    return out


def _team(asked: _Asked) -> list[Diagnostic]:
    from ..team import check_team  # team events only: not loaded for a check of players

    return check_team(asked.ctx.tournament)


def _matches(asked: _Asked) -> list[Diagnostic]:
    from ..double import check_double  # Double-Swiss events only

    return check_double(asked.ctx.tournament)


def _lim(ctx: Context) -> list[Diagnostic]:
    from .lim import check_lim  # with its matching: loaded for Lim only

    return check_lim(ctx)


#: The checks of each family of rules (``event.RuleFamily``), in the order they report.
FAMILY_CHECKS: dict[RuleFamily, Callable[[_Asked], list[Diagnostic]]] = {
    RuleFamily.RANKS: _ranks,
    RuleFamily.BOARD_ORDER: _board_order,
    RuleFamily.SWISS: _swiss,
    RuleFamily.TEAM: _team,
    RuleFamily.MATCHES: _matches,
}

#: The pairing systems' own rules beside those of every Swiss (C.04.4.3 Lim: the PAB and
#: the Maxi floats; C.04.4.2 Burstein 1.6.2: the seeding rounds), by system.
SYSTEM_RULES: dict[System, Callable[[Context], list[Diagnostic]]] = {
    System.LIM: _lim,
    System.BURSTEIN: check_burstein,
}
