"""The event: one object from the file to every answer (``Event``), and its kinds.

``open_event(source, overrides)`` reads a file once and resolves its rules once
(``ruleset.resolve``: the pairing, tie-break, title and rating rules); the ``Event`` it
returns holds the tournament, the document, the ``Ruleset``, the event's records
(``trf.event_records``: header, schedule, time control, planned rounds) and the reader's
findings, which ``Event.findings`` gives as an arbiter reads them. Every command, the
front door (``trfcheck.check``, ``pair``, ...), the audit (``verify.audit``) and the
reports take an ``Event``; none reads the file again or decides a choice again.

Kinds of event are subclasses of ``Event`` (``base``: what a kind must answer), chosen by
the registry (``kinds``): ``SwissEvent`` (``swiss``, the default) and ``TeamEvent``
(``team``: team standings, 001 points that are not sums, members written absent read as
reserves), ``RoundRobinEvent`` (``round_robin``: its rounds against the Berger table,
its cross-tables in Berger order) and ``DoubleSwissEvent`` (``double``: matches of two
rounds, points checked per match). A new kind subclasses ``Event``, answers
``claims``, and is registered with ``register_kind``; nothing outside the kinds asks which
kind an event is.

The package sits between ``verify`` (which takes an ``Event``) and ``rating``/``titles``
(which it asks for the rating facts and the norms); pyproject's layers contract.
"""

from __future__ import annotations

from .base import Event, Ranked, RoundsAudit, RuleFamily
from .double_swiss import DOUBLE_EXEMPT, DoubleSwissEvent
from .kinds import kind_for, make_event, register_kind, registered_kinds
from .open import Source, open_event
from .round_robin import RoundRobinEvent
from .swiss import SwissEvent
from .team import TEAM_EXEMPT, TeamEvent

register_kind(TeamEvent)
register_kind(RoundRobinEvent)
register_kind(DoubleSwissEvent)

__all__ = [
    "DOUBLE_EXEMPT",
    "TEAM_EXEMPT",
    "DoubleSwissEvent",
    "Event",
    "Ranked",
    "RoundRobinEvent",
    "RoundsAudit",
    "RuleFamily",
    "Source",
    "SwissEvent",
    "TeamEvent",
    "kind_for",
    "make_event",
    "open_event",
    "register_kind",
    "registered_kinds",
]
