"""Differing rounds that depend on an open reading (``trfcheck.readings``).

Where a published round is not the rules' pairing, the round is paired again under every
other value of each reading of the event's system. When that gives another round, the
difference depends on the reading, and the explanation says so: the reading, the value
applied, the other value and what it gives. When the other value gives the published
round, the round "matches the other reading" and its RPL001 is a warning, not an error:
both readings are defensible, and the arbiter is told which one the difference rests on.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

from trfcheck.pairers.base import PairingError
from trfcheck.pairers.core.state import rounds_paired
from trfcheck.pairers.registry import engine_for
from trfcheck.readings import reading_named
from trfcheck.ruleset import Ruleset
from trfcheck.trf.model import Tournament

from .replay import RoundCheck, as_pairs, same_round

__all__ = ["weigh_readings"]


def weigh_readings(
    tournament: Tournament, ruleset: Ruleset, rounds: Sequence[RoundCheck]
) -> tuple[RoundCheck, ...]:
    """``rounds`` with every differing round that depends on an open reading marked: its
    ``reading`` says what the other values give, ``other_reading`` whether one of them gives
    the published round (module notes). A round the rules cannot pair is left as it is."""
    applied = [(n, c.value) for n, c in ruleset.readings if c.reason != "--reading, not applied"]
    if not applied or all(rc.ok or rc.error is not None for rc in rounds):
        return tuple(rounds)
    played = rounds_paired(tournament)  # as ``replay`` sets the number of rounds
    t = replace(tournament, total_rounds=max(tournament.total_rounds or played, played))
    out = []
    for rc in rounds:
        if rc.ok or rc.error is not None:
            out.append(rc)
            continue
        notes: list[str] = []
        matched = False
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
) -> tuple[str, bool]:
    """What the other values of reading ``name`` give for round ``rc``: ("", False) when the
    round does not depend on it, else the sentence and whether the published round matches."""
    reading = reading_named(name)
    for other in reading.others(chosen):
        rules = ruleset.with_reading(name, other.name, "the other reading (an explanation)")
        try:
            expected = as_pairs(engine_for(rules).pair(t, rc.round_no))
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
                True,
            )
        differ = len(set(rc.published) - set(expected))
        return (
            f"depends on the reading {name}={chosen} of {cited} ({reading.docs}); the other, "
            f"{name}={other.name} ({other.meaning}), gives a round that lacks {differ} of the "
            "published pairs too",
            False,
        )
    return "", False
