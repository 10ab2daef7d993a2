"""The readings trfcheck takes where the rules' text leaves a choice open: one registry.

Each ``Reading`` names the article, the question, its values (the first one trfcheck takes
by default), and the page of ``docs/`` that argues the choice. ``--reading NAME=VALUE``
(``check``, ``pair``) selects another value for a run; ``ruleset.resolve`` records the
value of every reading of the event's system with its reason, and the engines take it from
the ``Ruleset`` (never a default of their own). Where a published round differs from the
rules' pairing, ``verify.audit`` re-pairs it under the other values and says what they give
(a round that matches the other reading is a warning, not an error).

A layer of its own below ``ruleset``: it imports nothing from the project.
"""

from __future__ import annotations

from dataclasses import dataclass

__all__ = [
    "READINGS",
    "Reading",
    "ReadingValue",
    "UnknownReading",
    "parse_reading",
    "reading_named",
    "readings_for",
]


class UnknownReading(ValueError):
    """A ``--reading NAME=VALUE`` whose name or value is not in the registry (a usage error)."""


@dataclass(frozen=True, slots=True)
class ReadingValue:
    """One value of a reading: its ``name`` (as ``--reading`` spells it) and what it means,
    with who reads the text that way."""

    name: str
    meaning: str


@dataclass(frozen=True, slots=True)
class Reading:
    """A question the text leaves open: the ``handbook`` text and its ``article`` (as the
    explanations cite them: "the other reading of art. 5.2.5"), the ``question``, the
    ``values`` (the first is trfcheck's default), the ``systems`` it belongs to
    (``ruleset.System`` values) and the ``docs`` section that decides it."""

    name: str
    systems: tuple[str, ...]
    handbook: str
    article: str
    question: str
    values: tuple[ReadingValue, ...]
    docs: str

    @property
    def cited(self) -> str:
        """``art. 5.2.5 (2017: E.5) of C.04.3``."""
        return f"art. {self.article} of {self.handbook}"

    @property
    def default(self) -> str:
        """The value trfcheck takes when no ``--reading`` is given."""
        return self.values[0].name

    def value(self, name: str) -> ReadingValue:
        """The value called ``name`` (case-insensitive); raises UnknownReading listing them."""
        for v in self.values:
            if v.name == name.strip().lower():
                return v
        raise UnknownReading(
            f"unknown value {name!r} of the reading {self.name} ({self.cited}): "
            f"expected one of {', '.join(v.name for v in self.values)}"
        )

    def others(self, chosen: str) -> tuple[ReadingValue, ...]:
        """The values other than ``chosen`` (the alternatives an explanation tries)."""
        return tuple(v for v in self.values if v.name != chosen)


#: Every open reading trfcheck implements both ways.
READINGS: tuple[Reading, ...] = (
    Reading(
        name="dutch-tpn",
        systems=("dutch",),
        handbook="C.04.3",
        article="5.2.5 (2017: E.5)",
        question="the pairing number whose parity gives the initial colour when some "
        "registered players have not been paired yet",
        values=(
            ReadingValue(
                "paired",
                "a player's position by TPN among the players paired so far, as bbpPairings "
                "v5 and v6 read it",
            ),
            ReadingValue(
                "registered",
                "the literal pairing number, absent players counted, as Swiss-Manager reads it",
            ),
        ),
        docs="docs/dutch.md, 'Open readings'",
    ),
    Reading(
        name="lim-adjacent",
        systems=("lim",),
        handbook="C.04.4.3",
        article="3.3, 3.4, 3.9",
        question="who counts as a 'compatible opponent in the adjacent group' of a floater",
        values=(
            ReadingValue(
                "members",
                "every member of the adjacent group, the floaters it holds included",
            ),
            ReadingValue(
                "residents",
                "the adjacent group's residents only, the floaters it holds left out",
            ),
        ),
        docs="docs/lim.md, 'Open readings'",
    ),
    Reading(
        name="double-gaps",
        systems=("double",),
        handbook="C.04.5",
        article="4.3.3",
        question="which matches 'the most recent round in which one had White and the other "
        "Black' compares when a history has gaps (byes, forfeit matches, absences)",
        values=(
            ReadingValue(
                "aligned",
                "the histories of matches with a colour, right-aligned from each player's "
                "latest (GHR 3.4's example), as Gacrux reads C.04.6 4.3.6",
            ),
            ReadingValue(
                "rounds",
                "match by match, by match number, as pairing-core reads it",
            ),
        ),
        docs="docs/double-swiss.md, 'Open readings'",
    ),
    Reading(
        name="double-baku-win",
        systems=("double",),
        handbook="C.04.7",
        article="1.4",
        question="'the points for a win' of Baku acceleration under Double-Swiss, when no "
        "250 record gives the virtual points",
        values=(
            ReadingValue(
                "record",
                "the 250 records only; without them the event is not paired (unsupported)",
            ),
            ReadingValue("match", "a match won, two games (2 points, then 1)"),
            ReadingValue("game", "a game won (1 point, then 1/2)"),
        ),
        docs="docs/double-swiss.md, 'Open readings'",
    ),
    Reading(
        name="norm-round-robin",
        systems=("norms",),
        handbook="B.01",
        article="1.4.1f",
        question="in a round robin, what the complete event must meet before a won game may "
        "be left out ('the opponent mix must make a norm possible for the complete tournament')",
        values=(
            ReadingValue(
                "norm-possible",
                "the complete event's opponents meet every condition but the score: the mix "
                "of titles and federations (1.4.2-1.4.5), the games (1.4.1) and the title's "
                "minimum average rating (1.4.8a), so that some score gives the norm",
            ),
            ReadingValue(
                "mix",
                "the mix of titles and federations only (1.4.2-1.4.5, the 'mix' of the title "
                "norm's definition in 0.5)",
            ),
        ),
        docs="docs/norms.md, 'Open readings'",
    ),
)

_BY_NAME = {r.name: r for r in READINGS}


def reading_named(name: str) -> Reading:
    """The reading called ``name``; raises UnknownReading listing the names."""
    reading = _BY_NAME.get(name.strip().lower())
    if reading is None:
        raise UnknownReading(f"unknown reading {name!r}: expected NAME=VALUE, one of {_choices()}")
    return reading


def _choices() -> str:
    return "; ".join(f"{r.name}={'|'.join(v.name for v in r.values)}" for r in READINGS)


def parse_reading(text: str) -> tuple[str, str]:
    """``NAME=VALUE`` to (name, value), both checked; raises UnknownReading."""
    name, sep, value = text.partition("=")
    if not sep:
        raise UnknownReading(f"--reading {text!r}: expected NAME=VALUE, one of {_choices()}")
    reading = reading_named(name)
    return reading.name, reading.value(value).name


def readings_for(system: str) -> tuple[Reading, ...]:
    """The readings of ``system`` (a ``ruleset.System`` value), in registry order."""
    return tuple(r for r in READINGS if system in r.systems)
