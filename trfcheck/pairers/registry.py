"""The engine of each FIDE system: one static table (bbpPairings keeps its systems in one
registry, ``common.h``), the Swiss Team system (C.04.6) among them.

``engine_for(ruleset)`` builds the engine of the rules ``trfcheck.ruleset.resolve`` chose;
every caller (CLI, audit, generator, endorsement) goes through it. An individual system's
every round passes the legality check of ``core.legality`` (``Checked``); the team engine
keeps C1 and C2 (no rematch, no second PAB) in its own graph (``core.perfect``).

Each factory imports its engine when it is called: a command that pairs or checks a Dutch
file imports the Dutch engine only, never the other systems' (tests/cli/test_imports.py).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from trfcheck.ruleset import PairingEdition, Ruleset, System
from trfcheck.trf.model import Tournament

from .base import Engine, PairingSystem, RoundPairing, UnsupportedRules
from .core.legality import check_round

__all__ = ["ENGINES", "Checked", "engine_for"]


def _dutch(r: Ruleset) -> Engine:
    from .dutch import DutchSystem

    return Checked(DutchSystem(r.edition.value, baku=r.baku.value, numbers=r.reading("dutch-tpn")))


def _dubov(r: Ruleset) -> Engine:
    from .dubov import DubovSystem

    return Checked(DubovSystem(r.edition.value))


def _lim(r: Ruleset) -> Engine:
    from .lim import LimSystem

    return Checked(LimSystem(r.maxi.value, r.edition.value, r.reading("lim-adjacent")))


def _burstein(r: Ruleset) -> Engine:
    from .burstein import BursteinSystem
    from .dutch import DutchSystem

    # Burstein 1.6.1: the seeding rounds by the Dutch system (2026, docs/burstein.md)
    return Checked(BursteinSystem(r.edition.value, r.baku.value, DutchSystem(PairingEdition.R2026)))


def _team(r: Ruleset) -> Engine:
    from .team import TeamSystem

    # C.04.6 options (colours, scores) from the file's 192 team code (``team.options_for``)
    return TeamSystem()


def _double(r: Ruleset) -> Engine:
    from .double import DoubleOptions, DoubleSwissSystem

    # C.04.5: the readings of 4.3.3 and of Baku's "points for a win" (docs/double-swiss.md)
    options = DoubleOptions(r.reading("double-gaps"), r.reading("double-baku-win"))
    return DoubleSwissSystem(options)


#: System -> a factory of its engine from the resolved rules (importing the engine).
ENGINES: dict[System, Callable[[Ruleset], Engine]] = {
    System.DUTCH: _dutch,
    System.DUBOV: _dubov,
    System.LIM: _lim,
    System.BURSTEIN: _burstein,
    System.TEAM: _team,
    System.DOUBLE: _double,
}


def engine_for(ruleset: Ruleset) -> Engine:
    """The engine of ``ruleset``'s system and edition; raises UnsupportedRules for rules
    trfcheck cannot pair: a team event that is not a team Swiss (``Ruleset.swiss_team``), a
    system without an engine (``generic``: a round robin is paired from its Berger table by
    its kind of event, ``event.RoundRobinEvent.engine``)."""
    system = ruleset.system.value
    if system is System.TEAM and not ruleset.swiss_team.value:
        raise UnsupportedRules(
            f"a team event that is not a team Swiss ({ruleset.swiss_team.reason}): trfcheck "
            "pairs the Swiss Team System (C.04.6) only; --system team pairs it as one",
            not_checked=f"a team event that is not a team Swiss ({ruleset.swiss_team.reason}):"
            " the team pairings are not re-paired (use --system team)",
        )
    factory = ENGINES.get(system)
    if factory is None:
        raise UnsupportedRules(f"trfcheck has no pairing engine for the {system} system")
    return factory(ruleset)


class Checked:
    """An individual system's engine whose every round passes ``core.legality.check_round``
    before it is returned (IllegalPairing otherwise); every other attribute (``explain``,
    ``edition`` ...) is the engine's own."""

    #: a round of an individual system is one TRF round
    columns_per_round = 1

    def __init__(self, engine: PairingSystem) -> None:
        self.engine = engine
        self.name = engine.name

    def pair(self, tournament: Tournament, round_no: int) -> RoundPairing:
        """The engine's pairing of ``round_no``, checked (``core.legality``)."""
        return check_round(tournament, self.engine.pair(tournament, round_no))

    def __getattr__(self, name: str) -> Any:
        return getattr(self.engine, name)
