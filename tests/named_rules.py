"""Rules named as a user names them (``--system``, ``--edition``, ``--tiebreak-edition``,
``--maxi``, ``--pre-determined``/``--swiss``), resolved for one tournament: the tests' short
road to the current API (``trfcheck.ruleset.resolve``, then ``verify.rules.check_rules``)."""

from __future__ import annotations

from collections.abc import Iterable

from trfcheck.ruleset import Overrides, Ruleset, TiebreakEdition, resolve
from trfcheck.trf.diagnostics import Diagnostic
from trfcheck.trf.model import Tournament
from trfcheck.verify.rules import PublishedPairing, TieBreakList, check_rules


def named(
    t: Tournament,
    system: str,
    edition: str | None = None,
    *,
    tiebreak_edition: str | TiebreakEdition | None = None,
    maxi: bool | None = None,
    round_robin: bool | None = None,
) -> Ruleset:
    """The Ruleset of ``t`` under these options, as the command line resolves them."""
    options = Overrides(system, edition, tiebreak_edition, maxi=maxi, round_robin=round_robin)
    return resolve(t, options)


def check_named(
    t: Tournament,
    system: str,
    edition: str | None = None,
    *,
    findings: Iterable[Diagnostic] | None = None,
    pairing: PublishedPairing | None = None,
    tiebreaks: TieBreakList | None = None,
    tiebreak_edition: str | TiebreakEdition | None = None,
    lim_maxi: bool | None = None,
) -> list[Diagnostic]:
    """``check_rules`` of ``t`` under the Ruleset ``named`` gives."""
    rules = named(t, system, edition, tiebreak_edition=tiebreak_edition, maxi=lim_maxi)
    return check_rules(t, rules, findings=findings, pairing=pairing, tiebreaks=tiebreaks)
