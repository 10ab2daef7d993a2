"""The audit of a round robin against its Berger table (C.05 Annex 1): its home is
``event.berger``, the ``RoundRobinEvent``'s answer to the audit of its rounds
(``Event.audit_rounds``); its names are kept here for the audit's callers."""

from __future__ import annotations

from trfcheck.event.berger import RoundRobinCheck, check_round_robin

__all__ = ["RoundRobinCheck", "check_round_robin"]
