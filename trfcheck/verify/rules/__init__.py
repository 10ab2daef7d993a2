"""Checks written from the rule text, independent of any pairing engine.

``check_rules(tournament, system, edition)`` runs every check for every round
and returns the violations found (``trfcheck.verify.findings.Violation``).
One module per family of rules:

- ``rematch``: C.04.1 art. 2 (no two participants meet twice), forbidden pairs;
- ``colours``: C.04.1 art. 6-7 with each system's exceptions;
- ``byes``: C.04.1 art. 4 (who may get the PAB), by edition;
- ``floats``: Dutch and Dubov float criteria (warnings), Lim maxi rules;
- ``burstein``: the number of rounds Burstein's seeding rounds need (1.6.2);
- ``boards``: board order of a published pairing list (C.04.2 art. 3.6);
- ``ranks``: declared ranks against the standings (C.07, 202/212);
- ``crosstable``: the reader's cross-table and points findings as violations;
- ``initial``: start ranks against the initial ranking (C.04.2 art. 2.2).

The history (scores, colours, floats, PAB eligibility) comes from
``trfcheck.pairers.core.state``, shared with the engines; no engine decision
code is used.
"""

from __future__ import annotations

from collections.abc import Iterable

from trfcheck.ruleset import PairingEdition, System, TiebreakEdition
from trfcheck.standings.ranking import TieBreakList, is_round_robin
from trfcheck.trf.errors import Finding
from trfcheck.trf.model import Tournament

from ..findings import Violation, sort_violations
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
from .colours import check_colours
from .context import Context
from .crosstable import crosstable_violations, for_event, reader_findings
from .floats import check_floats
from .initial import check_initial_colour, check_initial_order
from .lim import check_lim
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
    system: str | System,
    edition: str | PairingEdition,
    *,
    findings: Iterable[Finding] | None = None,
    pairing: PublishedPairing | None = None,
    tiebreaks: TieBreakList | None = None,
    tiebreak_edition: TiebreakEdition | None = None,
    lim_maxi: bool | None = None,
    round_robin: bool | None = None,
) -> list[Violation]:
    """Every rule violation of ``tournament`` under ``system`` and ``edition``, sorted by round.

    ``system``: a ``ruleset.System`` or its name (dutch, burstein, dubov, lim, a 192 code such
    as FIDE_DUTCH_2026), ``generic`` / "" for the Basic Rules only, ``team`` (a team event,
    ``Ruleset.team``) for the cross-table only (the team PAB, team scoring and 202/212
    concern teams). ``edition``: a ``ruleset.PairingEdition`` or its name (``2026``,
    ``pre2026``, aliases ``2017``, ``2018``); ``ruleset.resolve`` picks it by the start date.
    ``findings``: the reader's load-time findings, whose cross-table and points codes are
    reported as violations (None: run the reader's checks here; ``()``: report none).
    ``pairing``: a published pairing list to check for board order. ``tiebreaks``: the
    list for the rank check (None: the file's 212/202, ``standings.tiebreak_list``);
    ``tiebreak_edition``: C.07 2024 or 2026 (None: ``ruleset.resolve`` by the start
    date). ``lim_maxi``: Lim Maxi-tournament flag (None: ``pairers.lim.maxi.maxi_setting``,
    as the engine). ``round_robin``: pre-determined pairings, C.07 art. 15
    (``Ruleset.round_robin``; None: the file's 192/092): the ranks follow art. 15, and with
    the ``generic`` system only the cross-table and the ranks are checked, for the Swiss
    rules (rematches, colours, byes, floats, initial order) do not govern a round robin.
    Raises ValueError for an unknown system or edition.
    """
    ctx = Context(tournament, System.parse(system), PairingEdition.parse(edition))
    if findings is None:
        findings = reader_findings(tournament)
    out: list[Violation] = crosstable_violations(findings)
    if ctx.system is System.TEAM:
        # Every member of a team with the PAB has a U, and 162/362 score matches and boards:
        # the individual PAB and points rules do not apply to the 001 lines of a team event.
        return sort_violations(for_event(out, team=True))
    rr = is_round_robin(tournament) if round_robin is None else round_robin
    out += check_ranks(ctx, tiebreaks, tiebreak_edition, rr)
    if pairing is not None:
        out += check_board_order(ctx, pairing)
    if rr and ctx.system is System.GENERIC:
        return sort_violations(out)  # a round robin: the Swiss rules below do not apply
    out += check_rematches(ctx)
    out += check_forbidden(ctx)
    out += check_colours(ctx)
    out += check_byes(ctx)
    out += check_floats(ctx)
    if ctx.system is System.LIM:
        out += check_lim(ctx, lim_maxi)
    if ctx.system is System.BURSTEIN:
        out += check_burstein(ctx)
    out += check_initial_order(ctx)
    out += check_initial_colour(ctx)
    return sort_violations(out)
