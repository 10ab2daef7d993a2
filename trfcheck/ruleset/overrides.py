"""What the command line (or a library caller) imposes on the resolver, and the open
readings of the event's system.

``Overrides`` holds the options as given (``--system``, ``--edition``,
``--tiebreak-edition``, ``--baku``, ``--maxi``, ``--pre-determined``/``--swiss``,
``--reading NAME=VALUE``, ``--rate``); ``check_overrides`` parses every name once, before
any file is read. ``reading_choices`` gives the value of every open reading
(``trfcheck.readings``) of a system: the ``--reading`` given, else the registry's default.
"""

from __future__ import annotations

from dataclasses import dataclass

from trfcheck.readings import UnknownReading, parse_reading, readings_for

from .choice import Choice
from .editions import PairingEdition, TiebreakEdition
from .rating import Rate
from .systems import System, UnknownRules

__all__ = ["NOT_APPLIED", "Overrides", "check_overrides", "check_readings", "reading_choices"]


@dataclass(frozen=True, slots=True)
class Overrides:
    """What the command line (or a library caller) imposes; None leaves it to the file."""

    system: str | System | None = None
    edition: str | PairingEdition | None = None
    tiebreak_edition: str | TiebreakEdition | None = None
    baku: bool | None = None
    maxi: bool | None = None
    round_robin: bool | None = None  # --pre-determined / --swiss
    #: --reading NAME=VALUE, as given (checked by ``check_overrides``)
    readings: tuple[str, ...] = ()
    #: --rate: the rate of play when the file states no time control (B.02 1.1)
    rate: str | Rate | None = None


def check_overrides(overrides: Overrides) -> Overrides:
    """``overrides`` with every name parsed (so a bad ``--system`` or ``--edition`` is
    reported once, before any file is read); raises UnknownRules."""
    o = overrides
    return Overrides(
        system=None if o.system is None else System.parse(o.system),
        edition=None if o.edition is None else PairingEdition.parse(o.edition),
        tiebreak_edition=(
            None if o.tiebreak_edition is None else TiebreakEdition.parse(o.tiebreak_edition)
        ),
        baku=o.baku,
        maxi=o.maxi,
        round_robin=o.round_robin,
        readings=check_readings(o.readings),
        rate=None if o.rate is None else _rate(o.rate),
    )


def _rate(given: str | Rate) -> Rate:
    """``--rate`` as a ``Rate``; raises UnknownRules naming the rates."""
    try:
        return Rate(given)
    except ValueError:
        names = ", ".join(r.value for r in Rate)
        raise UnknownRules(f"unknown rate of play {given!r}: expected {names}") from None


def check_readings(given: tuple[str, ...]) -> tuple[str, ...]:
    """``--reading NAME=VALUE`` options, each checked and spelled as the registry does;
    raises UnknownRules naming the choices."""
    out: dict[str, str] = {}
    for text in given:
        try:
            name, value = parse_reading(text)
        except UnknownReading as error:
            raise UnknownRules(str(error)) from None
        if out.get(name, value) != value:
            raise UnknownRules(
                f"--reading {name}: given twice with different values "
                f"({out[name]} and {value}); give one"
            )
        out[name] = value
    return tuple(f"{name}={value}" for name, value in out.items())


#: The reason of a ``--reading`` of another system than the event's (noted, not applied).
NOT_APPLIED = "--reading, not applied"


def reading_choices(o: Overrides, system: System) -> tuple[tuple[str, Choice[str]], ...]:
    """The value of every reading of ``system``: ``--reading``, else the default; a
    ``--reading`` of another system is kept with a note that it was not applied."""
    given = dict(parse_reading(text) for text in check_readings(o.readings))
    out: list[tuple[str, Choice[str]]] = []
    for reading in readings_for(system.value):
        if reading.name in given:
            out.append((reading.name, Choice(given.pop(reading.name), "--reading")))
        else:
            out.append((reading.name, Choice(reading.default, f"the default ({reading.docs})")))
    for name, value in given.items():
        note = f"--reading {name}={value} ignored: not a reading of the {system.value} system"
        out.append((name, Choice(value, NOT_APPLIED, note)))
    return tuple(out)
