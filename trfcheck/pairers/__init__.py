"""The FIDE Swiss pairing systems on a shared core (pairers.core).

``system_for(name, edition)`` returns the engine of a system; each system lives
in its own package (``dutch``, ``dubov``, ``lim``) and implements
``base.PairingSystem``.
"""

from __future__ import annotations

import importlib

from .base import PairingSystem

__all__ = ["SYSTEMS", "system_for"]

# name -> (module, factory attribute); a module that does not exist yet is unavailable.
SYSTEMS = {
    "dutch": ("trfcheck.pairers.dutch", "DutchSystem"),
    "dubov": ("trfcheck.pairers.dubov", "DubovSystem"),
    "lim": ("trfcheck.pairers.lim", "LimSystem"),
}


def system_for(name: str, edition: str | None = None, **options: object) -> PairingSystem:
    """The pairing engine for system ``name`` and ``edition`` (None: the current rules).

    Raises KeyError for a system trfcheck does not implement.
    """
    module_name, factory = SYSTEMS[name]
    try:
        module = importlib.import_module(module_name)
    except ModuleNotFoundError as error:
        raise KeyError(name) from error
    engine: PairingSystem = getattr(module, factory)(edition=edition, **options)
    return engine
