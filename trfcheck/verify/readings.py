"""Differing rounds and findings that depend on an open reading (``trfcheck.readings``).

Where a published round is not the rules' pairing, the round is paired again under every
other value of each reading of the event's system. When that gives another round, the
rules' round rests on the reading, and the explanation says so: the reading, the value
applied, the other value and what it gives (which published pairs it lacks too). When
the other value gives the published round, the round "matches the other reading" and its
RPL001 is a warning, not an error: both readings are defensible, and the arbiter is told
which one the difference rests on. INI002 (the declared initial colour against round 1)
rests on the same reading of 5.2.5 when players ranked above the first one paired were
absent (``weigh_initial_colour``).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

from trfcheck.pairers.base import PairingError
from trfcheck.pairers.core.state import rounds_paired
from trfcheck.pairers.registry import engine_for
from trfcheck.readings import reading_named
from trfcheck.ruleset import NOT_APPLIED, Ruleset
from trfcheck.trf.diagnostics import Diagnostic, Severity
from trfcheck.trf.event_records import planned_rounds
from trfcheck.trf.model import Colour, Player, ResultCode, Tournament

from .replay import RoundCheck, same_round

__all__ = ["weigh_initial_colour", "weigh_readings"]


def weigh_readings(
    tournament: Tournament, ruleset: Ruleset, rounds: Sequence[RoundCheck]
) -> tuple[RoundCheck, ...]:
    """``rounds`` with every differing round that depends on an open reading marked: its
    ``reading`` says what the other values give, ``other_reading`` the one that gives the
    published round (``NAME=VALUE``; empty when none does; module notes). A round the rules
    cannot pair is left as it is."""
    applied = [(n, c.value) for n, c in ruleset.readings if c.reason != NOT_APPLIED]
    if not applied or all(rc.ok or rc.error is not None for rc in rounds):
        return tuple(rounds)
    played = rounds_paired(tournament)  # as ``replay`` sets the number of rounds
    t = replace(tournament, total_rounds=max(planned_rounds(tournament, played), played))
    out = []
    for rc in rounds:
        if rc.ok or rc.error is not None:
            out.append(rc)
            continue
        notes: list[str] = []
        matched = ""
        for name, chosen in applied:
            note, match = _weigh(t, ruleset, rc, name, chosen)
            if note:
                notes.append(note)
                matched = matched or match
        if not notes:
            out.append(rc)
            continue
        said = "; ".join(notes)
        reason = f"{rc.reason}; {said}" if rc.reason else said
        out.append(replace(rc, reason=reason, reading=said, other_reading=matched))
    return tuple(out)


def _weigh(
    t: Tournament, ruleset: Ruleset, rc: RoundCheck, name: str, chosen: str
) -> tuple[str, str]:
    """What the other values of reading ``name`` give for round ``rc``: ("", "") when the
    round does not depend on it, else the sentence and, when the published round matches
    another value, that value as ``NAME=VALUE``."""
    reading = reading_named(name)
    for other in reading.others(chosen):
        rules = ruleset.with_reading(name, other.name, "the other reading (an explanation)")
        try:
            expected = tuple(engine_for(rules).pair(t, rc.round_no).pairs())
        except PairingError:
            continue
        if set(expected) == set(rc.expected):
            continue
        cited = reading.cited
        if same_round(t, rc.round_no, expected, rc.published):
            return (
                f"matches the other reading of {cited}: {name}={other.name} ({other.meaning}) "
                f"gives the published round; trfcheck applied {name}={chosen} ({reading.docs}); "
                f"--reading {name}={other.name} applies the other",
                f"{name}={other.name}",
            )
        differ = len(set(rc.published) - set(expected))
        return (
            f"the rules' round rests on the reading {name}={chosen} of {cited} "
            f"({reading.docs}); the other, {name}={other.name} ({other.meaning}), gives "
            f"another round, which lacks {differ} of the published pairs too",
            "",
        )
    return "", ""


def weigh_initial_colour(
    tournament: Tournament, ruleset: Ruleset, diagnostics: Sequence[Diagnostic]
) -> list[Diagnostic]:
    """INI002 (the initial colour declared in 152/XXC against round 1) under the reading
    ``dutch-tpn`` of 5.2.5: the rule check takes the first player paired in round 1 as
    pairing number 1 (``paired``); when players ranked above him were absent, his literal
    pairing number (``registered``) is his start rank, and the colour he should have had
    is the initial colour only if it is odd. The finding follows the reading applied and
    says when the other gives the published colour (then it is info)."""
    chosen = dict((n, c.value) for n, c in ruleset.readings if c.reason != NOT_APPLIED)
    numbers = chosen.get("dutch-tpn")
    declared = tournament.initial_colour
    if numbers is None or declared is None or tournament.rounds_played < 1:
        return list(diagnostics)
    paired = [p for p in tournament.players if _paired_in_round_one(p)]
    first = min(paired, key=lambda p: p.start_rank, default=None)
    if first is None or first.start_rank == 1:
        return list(diagnostics)
    colour = first.entry(1).colour
    if first.entry(1).opponent is None or colour is Colour.NONE:
        return list(diagnostics)
    literal = declared if first.start_rank % 2 else declared.opposite
    fits = {"paired": colour is declared, "registered": colour is literal}
    other = "registered" if numbers == "paired" else "paired"
    kept = [d for d in diagnostics if d.code != "INI002"]
    if fits[numbers]:
        return kept
    reading = reading_named("dutch-tpn")
    number = 1 if numbers == "paired" else first.start_rank
    has = "White" if colour is Colour.WHITE else "Black"
    said = "W" if declared is Colour.WHITE else "B"
    message = (
        f"the file declares the initial colour {said} (152/XXC), but player "
        f"{first.start_rank}, pairing number {number} of round 1 (dutch-tpn={numbers}), has {has}"
    )
    severity = Severity.WARNING
    if fits[other]:
        severity = Severity.INFO
        message += (
            f"; matches the other reading of {reading.cited}: under dutch-tpn={other} "
            f"({reading.value(other).meaning}) the colour fits ({reading.docs})"
        )
    rule = "TRF 152/XXC; C.04.3 5.2.5 (2017: E.5)"
    return [*kept, Diagnostic("INI002", severity, 1, (first.start_rank,), rule, message)]


def _paired_in_round_one(p: Player) -> bool:
    """A game, a forfeit or the PAB in round 1 (as the rule check counts them)."""
    e = p.entry(1)
    return e.opponent is not None or e.result is ResultCode.PAB
