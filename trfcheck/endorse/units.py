"""What direction A asks the candidate for, by system: a round, or a Double-Swiss match.

An individual Swiss system pairs one TRF round per call (``SwissRounds``); the Double-Swiss
system (C.04.5) pairs a match of two games, written as two TRF rounds, per call
(``DoubleMatches``, ``double``). Each answers the same questions its own way: the engine
and the generator, how many units an event has, the candidate's input for one, the
generated pairing, the candidate's TRF output read back, and what makes an answer illegal.
The choice is made once per run (``units_for``) and handed to direction A and B.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Protocol, cast

from trfcheck.generator import Config, engine_for, generate
from trfcheck.pairers.base import Engine, PairingSystem
from trfcheck.pairers.registry import engine_for as registry_engine_for
from trfcheck.ruleset import PairingEdition, Ruleset, System, UnknownRules
from trfcheck.trf.diagnostics import Diagnostic
from trfcheck.trf.event_records import planned_rounds
from trfcheck.trf.model import Tournament
from trfcheck.verify.replay import Pair, published_round, same_round

from . import double
from .inputs import candidate_input
from .outcome import Discrepancy
from .pairs import illegal, trf_round

__all__ = ["DoubleMatches", "SwissRounds", "Units", "is_double", "system_defaults", "units_for"]


class Units(Protocol):
    """The units of pairing of one system, as direction A asks for them."""

    @property
    def name(self) -> str:
        """How the report names one unit: ``round``, ``match``."""
        ...

    def engine(self, config: Config) -> Engine:
        """trfcheck's engine (ConfigError, EngineUnavailable)."""
        ...

    def make(self, config: Config, seed: int, engine: Engine) -> tuple[Tournament, bytes]:
        """Tournament ``seed`` and its file (GeneratorError)."""
        ...

    def count(self, t: Tournament) -> int:
        """The units of ``t``, numbered from 1."""
        ...

    def column(self, number: int) -> int:
        """The TRF round unit ``number`` starts at (``{round}``, the engine's round)."""
        ...

    def candidate_input(self, t: Tournament, number: int, dialect: str) -> bytes:
        """The file the candidate pairs unit ``number`` from."""
        ...

    def expected(self, t: Tournament, number: int) -> tuple[Pair, ...]:
        """The generated pairing of unit ``number``, sorted."""
        ...

    def read_trf(self, data: bytes, number: int, path: str) -> tuple[Pair, ...]:
        """Unit ``number`` of a TRF file the candidate wrote (OutputError)."""
        ...

    def illegal(
        self, t: Tournament, number: int, found: tuple[Pair, ...]
    ) -> tuple[str | None, str] | None:
        """(criterion or None, why) when ``found`` cannot be unit ``number``'s pairing."""
        ...

    def same(
        self, t: Tournament, number: int, found: tuple[Pair, ...], expected: tuple[Pair, ...]
    ) -> bool:
        """Whether ``found`` is the pairing ``expected``."""
        ...

    def number(self, round_no: int) -> int:
        """The unit a TRF round belongs to (direction B's reports name units)."""
        ...

    def file_discrepancies(
        self, t: Tournament, findings: Sequence[Diagnostic], found: list[Discrepancy]
    ) -> list[Discrepancy]:
        """Direction B: the replay's discrepancies ``found`` with what the candidate's file
        breaks besides, by the checks of the system (``findings``: the reader's and the
        audit's)."""
        ...


@dataclass(frozen=True, slots=True)
class SwissRounds:
    """One TRF round per call (Dutch, Dubov, Burstein, Lim)."""

    name: str = "round"

    def engine(self, config: Config) -> Engine:
        return engine_for(config)

    def make(self, config: Config, seed: int, engine: Engine) -> tuple[Tournament, bytes]:
        made = generate(config, seed, cast(PairingSystem, engine))
        return made.tournament, made.data

    def count(self, t: Tournament) -> int:
        return planned_rounds(t, t.rounds_played)

    def column(self, number: int) -> int:
        return number

    def candidate_input(self, t: Tournament, number: int, dialect: str) -> bytes:
        return candidate_input(t, number, dialect)

    def expected(self, t: Tournament, number: int) -> tuple[Pair, ...]:
        return published_round(t, number)

    def read_trf(self, data: bytes, number: int, path: str) -> tuple[Pair, ...]:
        return trf_round(data, number, path)

    def illegal(
        self, t: Tournament, number: int, found: tuple[Pair, ...]
    ) -> tuple[str | None, str] | None:
        why = illegal(t, number, found)
        return None if why is None else (None, why)

    def same(
        self, t: Tournament, number: int, found: tuple[Pair, ...], expected: tuple[Pair, ...]
    ) -> bool:
        return same_round(t, number, found, expected)

    def number(self, round_no: int) -> int:
        return round_no

    def file_discrepancies(
        self, t: Tournament, findings: Sequence[Diagnostic], found: list[Discrepancy]
    ) -> list[Discrepancy]:
        return found  # the rounds' pairings and the standings say it all


@dataclass(frozen=True, slots=True)
class DoubleMatches:
    """One match of two games per call (C.04.5; ``double``)."""

    name: str = "match"

    def engine(self, config: Config) -> Engine:
        double.check_double_config(config)
        edition = PairingEdition.parse(config.edition or PairingEdition.R2026)
        return registry_engine_for(Ruleset.default(System.DOUBLE, edition))

    def make(self, config: Config, seed: int, engine: Engine) -> tuple[Tournament, bytes]:
        return double.make_event(config, seed)

    def count(self, t: Tournament) -> int:
        return (t.total_rounds or 0) // 2

    def column(self, number: int) -> int:
        return double.column(number)

    def candidate_input(self, t: Tournament, number: int, dialect: str) -> bytes:
        return double.match_input(t, number)

    def expected(self, t: Tournament, number: int) -> tuple[Pair, ...]:
        return double.expected_match(t, number)

    def read_trf(self, data: bytes, number: int, path: str) -> tuple[Pair, ...]:
        return double.trf_match(data, number, path)

    def illegal(
        self, t: Tournament, number: int, found: tuple[Pair, ...]
    ) -> tuple[str | None, str] | None:
        return double.illegal_match(t, number, found)

    def same(
        self, t: Tournament, number: int, found: tuple[Pair, ...], expected: tuple[Pair, ...]
    ) -> bool:
        return tuple(sorted(found)) == expected

    def number(self, round_no: int) -> int:
        return double.match_of(round_no)

    def file_discrepancies(
        self, t: Tournament, findings: Sequence[Diagnostic], found: list[Discrepancy]
    ) -> list[Discrepancy]:
        return double.file_discrepancies(t, findings, found)


def is_double(system: str) -> bool:
    """Whether ``system`` (``--system``) names the Double-Swiss system."""
    try:
        return System.parse(system) is System.DOUBLE
    except UnknownRules:
        return False


def system_defaults(system: str) -> tuple[tuple[str, str], ...]:
    """The generator settings a system starts from: Double-Swiss, ``generate --system
    double``'s ranges (``double.DEFAULTS``); the others, the generator's own."""
    return double.DEFAULTS if is_double(system) else ()


def units_for(system: str) -> Units:
    """The units of ``system``: matches for Double-Swiss, rounds for the others."""
    return DoubleMatches() if is_double(system) else SwissRounds()
