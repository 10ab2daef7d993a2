"""One decision of the resolver and why it was made (``Choice``).

Every rule the resolver chooses for an event (the pairing system C.04, the editions of
C.04, C.07, B.01 and B.02, acceleration C.04.7, the Lim Maxi flag C.04.4.3, the round robin
C.07 art. 15, the team event C.04.6) is a ``Choice``: the value, the record, date or option
it rests on, and a note or a premise the output states.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass
from typing import Generic, TypeVar

__all__ = ["Choice"]

T = TypeVar("T")


@dataclass(frozen=True, slots=True)
class Choice(Generic[T]):
    """One decision and why: ``value`` with ``reason`` (which record, which date, which
    option, or the default), and ``note`` when the choice deserves a warning (a 192 code
    that contradicts the start date, an event older than the oldest implemented text);
    ``premise`` when the value was assumed because the file does not say it (``Dutch
    assumed: no 192/092``), which every verdict resting on it states."""

    value: T
    reason: str
    note: str = ""
    premise: str = ""

    def to_dict(self) -> dict[str, object]:
        """``{"value", "reason"}`` plus ``"note"`` when there is one."""
        out: dict[str, object] = {"value": _json_value(self.value), "reason": self.reason}
        if self.note:
            out["note"] = self.note
        if self.premise:
            out["premise"] = self.premise
        return out


def _json_value(value: object) -> object:
    return value.value if isinstance(value, enum.Enum) else value
