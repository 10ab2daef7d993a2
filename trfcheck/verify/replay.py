"""The free pairings checker (re-pair every round and compare): its home is
``event.replay``, the base ``Event``'s answer to the audit of its rounds
(``Event.audit_rounds``); its names are kept here for the audit's callers."""

from __future__ import annotations

from trfcheck.event.replay import (
    Explaining,
    Pair,
    RoundCheck,
    as_pairs,
    published_round,
    replay,
    same_round,
)

__all__ = [
    "Explaining",
    "Pair",
    "RoundCheck",
    "as_pairs",
    "published_round",
    "replay",
    "same_round",
]
