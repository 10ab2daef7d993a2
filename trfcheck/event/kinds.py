"""The registry of the kinds of event, and ``make_event``, the one factory.

A kind is a subclass of ``base.Event`` registered here with ``register_kind``; the factory
asks each registered kind in turn whether it ``claims`` the resolved ``Ruleset`` (the kinds
registered last are asked first, so that a more particular kind, a team round robin say,
is registered after the kind it refines), and builds a ``SwissEvent`` when none does.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping

from trfcheck.ruleset import Ruleset
from trfcheck.trf.diagnostics import Diagnostic
from trfcheck.trf.document import Document
from trfcheck.trf.event_records import event_records
from trfcheck.trf.model import Tournament

from .base import Event
from .swiss import SwissEvent

__all__ = ["kind_for", "make_event", "register_kind", "registered_kinds"]

_KINDS: list[type[Event]] = []


def register_kind(kind: type[Event]) -> type[Event]:
    """Register ``kind`` (usable as a class decorator); it is asked before the kinds
    registered earlier. Registering a kind twice moves it to the front."""
    if kind in _KINDS:
        _KINDS.remove(kind)
    _KINDS.insert(0, kind)
    return kind


def registered_kinds() -> tuple[type[Event], ...]:
    """The registered kinds, in the order the factory asks them."""
    return tuple(_KINDS)


def kind_for(ruleset: Ruleset) -> type[Event]:
    """The kind of the event ``ruleset`` describes: the first registered kind that claims
    it, else ``SwissEvent``."""
    return next((kind for kind in _KINDS if kind.claims(ruleset)), SwissEvent)


def make_event(
    tournament: Tournament,
    ruleset: Ruleset,
    *,
    document: Document | None = None,
    read: Iterable[Diagnostic] = (),
    player_lines: Mapping[int, int] | None = None,
) -> Event:
    """The event of ``tournament`` under ``ruleset`` (its kind by ``kind_for``), with the
    records of ``document`` (``trf.event_records``) and the reader's findings ``read``."""
    return kind_for(ruleset)(
        tournament,
        ruleset,
        event_records(document, tournament),
        document,
        tuple(read),
        player_lines if player_lines is not None else {},
    )
