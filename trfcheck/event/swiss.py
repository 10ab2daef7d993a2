"""``SwissEvent``: an event of individuals paired round by round (C.04), the kind every
event is unless another kind claims it (``kinds``)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from .base import Event

__all__ = ["SwissEvent"]


@dataclass(frozen=True, slots=True)
class SwissEvent(Event):
    """An event of individuals: a player's 001 points are the sum of the player's results
    (C.04.1 art. 3), the reader's findings are read as they are, the standings are the
    players' (C.07). Every answer is the base's (``Event``)."""

    kind: ClassVar[str] = "swiss"
    label: ClassVar[str] = "Swiss event"
