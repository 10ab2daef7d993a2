"""One decision of the resolver and why it was made (``Choice``).

Every rule the resolver chooses for an event (the pairing system C.04, the editions of
C.04, C.07, B.01 and B.02, acceleration C.04.7, the Lim Maxi flag C.04.4.3, the round robin
C.07 art. 15, the team event C.04.6) is a ``Choice``: the value, the record, date or option
it rests on (``reason``, printed, and ``source``, the kind of thing it rests on, which code
decides on), and a note or a premise the output states.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass
from typing import Generic, TypeVar

__all__ = ["Choice", "Premise", "Source"]

T = TypeVar("T")


class Source(enum.Enum):
    """What a choice rests on: the code decides on this, never on the ``reason`` text."""

    #: an option of the command line (``--system``, ``--swiss``, ``--reading`` ...)
    OPTION = "option"
    #: an option given that does not apply to the event (noted, not applied)
    IGNORED = "ignored"
    #: a record of the file (192, 092, 042, 013/310, XXA ...)
    FILE = "file"
    #: a definition applied to the file's facts (the Lim Maxi flag from the player count)
    DEFINITION = "definition"
    #: the default, the file saying nothing that decides it
    DEFAULT = "default"
    #: given by the caller of the library (``Ruleset.default``, ``Ruleset.with_reading``)
    CALLER = "caller"


@dataclass(frozen=True, slots=True)
class Premise:
    """What a choice assumed because the file does not say it: ``what`` (``Dutch``) and
    ``because`` (``no 192/092``), printed ``Dutch assumed: no 192/092``."""

    what: str
    because: str

    def __str__(self) -> str:
        return f"{self.what} assumed: {self.because}"


@dataclass(frozen=True, slots=True)
class Choice(Generic[T]):
    """One decision and why: ``value`` with ``reason`` (which record, which date, which
    option, or the default) and its ``source`` (the kind of thing it rests on), and
    ``note`` when the choice deserves a warning (a 192 code that contradicts the start date,
    an event older than the oldest implemented text); ``premise`` when the value was
    assumed because the file does not say it (``Dutch assumed: no 192/092``), which every
    verdict resting on it states."""

    value: T
    reason: str
    note: str = ""
    premise: Premise | None = None
    source: Source = Source.CALLER

    def to_dict(self) -> dict[str, object]:
        """``{"value", "reason"}`` plus ``"note"`` when there is one."""
        out: dict[str, object] = {"value": _json_value(self.value), "reason": self.reason}
        if self.note:
            out["note"] = self.note
        if self.premise:
            out["premise"] = str(self.premise)
        return out


def _json_value(value: object) -> object:
    return value.value if isinstance(value, enum.Enum) else value
