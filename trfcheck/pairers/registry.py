"""The engine of each FIDE system: one static table (bbpPairings keeps its systems in one
registry, ``common.h``), and the rules of a tournament with the Lim Maxi flag decided.

``rules_for(tournament, overrides)`` is what every command calls once per file: the
``Ruleset`` of ``trfcheck.ruleset.resolve`` plus the decisions that need an engine's own
notions (the Lim Maxi-tournament flag, ``lim.maxi``). ``engine_for(ruleset)`` builds the
engine; every caller (CLI, audit, generator, endorsement) goes through it, and every round
it returns passes the legality check of ``core.legality`` (``Checked``).

Each factory imports its engine when it is called: a command that pairs or checks a Dutch
file imports the Dutch engine only, never the other systems' (tests/cli/test_imports.py).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from trfcheck.ruleset import Overrides, Ruleset, System, resolve
from trfcheck.trf.model import Tournament

from .base import PairingSystem, RoundPairing, UnsupportedRules
from .core.legality import check_round

__all__ = ["ENGINES", "Checked", "engine_for", "rules_for"]


def _dutch(r: Ruleset) -> PairingSystem:
    from .dutch import DutchSystem

    return DutchSystem(r.edition.value, baku=r.baku.value)


def _dubov(r: Ruleset) -> PairingSystem:
    from .dubov import DubovSystem

    return DubovSystem(r.edition.value)


def _lim(r: Ruleset) -> PairingSystem:
    from .lim import LimSystem

    return LimSystem(r.maxi.value, r.edition.value)


def _burstein(r: Ruleset) -> PairingSystem:
    from .burstein import BursteinSystem
    from .dutch import DutchSystem

    return BursteinSystem(r.edition.value, r.baku.value, DutchSystem())


#: System -> a factory of its engine from the resolved rules (importing the engine).
ENGINES: dict[System, Callable[[Ruleset], PairingSystem]] = {
    System.DUTCH: _dutch,
    System.DUBOV: _dubov,
    System.LIM: _lim,
    System.BURSTEIN: _burstein,
}


def rules_for(tournament: Tournament, overrides: Overrides | None = None) -> Ruleset:
    """The rules that apply to ``tournament`` (``ruleset.resolve``), with the Lim Maxi flag
    decided (``lim.maxi.maxi_setting``: ``--maxi``, the 192 marker, the 1988 definition).

    Raises ``ruleset.UnknownRules`` for an unknown system or edition name.
    """
    ruleset = resolve(tournament, overrides)
    if ruleset.system.value is System.LIM:
        from .lim.maxi import maxi_setting

        setting = maxi_setting(tournament, ruleset.maxi.value)
        return ruleset.with_maxi(setting.maxi, setting.why)
    if ruleset.maxi.value is not None:
        ignored = "--maxi ignored: Maxi-tournaments are a Lim notion"
        return ruleset.with_maxi(ruleset.maxi.value, ignored)
    return ruleset


def engine_for(ruleset: Ruleset) -> PairingSystem:
    """The engine of ``ruleset``'s system and edition; raises UnsupportedRules for a system
    trfcheck cannot pair (``generic``, or one whose engine is not implemented)."""
    factory = ENGINES.get(ruleset.system.value)
    if factory is None:
        system = ruleset.system.value
        if ruleset.round_robin.value:
            raise UnsupportedRules(
                f"a round robin ({ruleset.round_robin.reason}): its pairings are "
                "pre-determined, and trfcheck pairs the Swiss systems only (--system NAME "
                "pairs it as a Swiss)"
            )
        raise UnsupportedRules(f"trfcheck has no pairing engine for the {system} system")
    return Checked(factory(ruleset))


class Checked:
    """An engine whose every round passes ``core.legality.check_round`` before it is
    returned (IllegalPairing otherwise); every other attribute (``explain``, ``edition``
    ...) is the engine's own."""

    def __init__(self, engine: PairingSystem) -> None:
        self.engine = engine
        self.name = engine.name

    def pair(self, tournament: Tournament, round_no: int) -> RoundPairing:
        """The engine's pairing of ``round_no``, checked (``core.legality``)."""
        return check_round(tournament, self.engine.pair(tournament, round_no))

    def __getattr__(self, name: str) -> Any:
        return getattr(self.engine, name)
