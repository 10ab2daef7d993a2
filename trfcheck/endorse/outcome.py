"""What one tournament of a harness run gave: the line ``results.jsonl`` keeps for it.

A *discrepant tournament* has at least one discrepant round or a standings discrepancy
(docs/endorse.md, "What counts"; TEC Manual §3.9.4); the tolerance is counted in
tournaments. Kinds: ``pairing``
(the two pairings differ), ``nopair`` (one side found no valid pairing where the other
has one), ``crash``, ``timeout``, ``unreadable`` (direction B: trfcheck cannot read the
candidate's file), ``standings`` (a rank outside the positions the tie-break list
allows). A tournament trfcheck's own generator could not produce is
``generator_failure`` and does not count.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass, field
from typing import Any

__all__ = ["Direction", "Discrepancy", "Kind", "Outcome", "Status", "discrepancy_id"]


class Direction(enum.StrEnum):
    """The two directions of the automatic verification (TEC Manual §3.9.4)."""

    OURS_TO_CANDIDATE = "ours-to-candidate"  # A: trfcheck generates, the candidate pairs
    CANDIDATE_TO_OURS = "candidate-to-ours"  # B: the candidate generates, trfcheck checks

    @property
    def letter(self) -> str:
        """``A`` or ``B``, the prefix of discrepancy ids."""
        return "A" if self is Direction.OURS_TO_CANDIDATE else "B"


class Kind(enum.StrEnum):
    """What went wrong in one round (or with the whole file)."""

    PAIRING = "pairing"
    NOPAIR = "nopair"
    CRASH = "crash"
    TIMEOUT = "timeout"
    UNREADABLE = "unreadable"
    STANDINGS = "standings"


class Status(enum.StrEnum):
    """A tournament's outcome."""

    OK = "ok"
    DISCREPANT = "discrepant"
    GENERATOR_FAILURE = "generator_failure"


def discrepancy_id(direction: Direction, seed: int) -> str:
    """``A-000123``: the direction's letter and the tournament's seed."""
    return f"{direction.letter}-{seed:06d}"


Pairs = list[list[int]]


@dataclass(frozen=True, slots=True)
class Discrepancy:
    """One discrepant round (``round`` 0: the whole file) with the evidence's verdict.

    ``evidence`` names what the automatic classification saw (``illegal``, ``worse``,
    ``generation-order``, ``input-rejected``, ...) and ``auto_class`` the class it gives
    (``unclassified`` when a person must decide).
    """

    round: int
    kind: Kind
    evidence: str
    auto_class: str
    expected: Pairs = field(default_factory=list)
    found: Pairs = field(default_factory=list)
    rule: str | None = None
    reason: str | None = None

    def to_json(self) -> dict[str, Any]:
        """The JSON object of ``results.jsonl``."""
        return {
            "round": self.round,
            "kind": self.kind.value,
            "evidence": self.evidence,
            "class": self.auto_class,
            "rule": self.rule,
            "reason": self.reason,
            "expected": self.expected,
            "found": self.found,
        }

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> Discrepancy:
        """The inverse of ``to_json``."""
        return cls(
            data["round"],
            Kind(data["kind"]),
            data["evidence"],
            data["class"],
            data.get("expected", []),
            data.get("found", []),
            data.get("rule"),
            data.get("reason"),
        )


@dataclass(frozen=True, slots=True)
class Outcome:
    """One (direction, seed): how many rounds were compared and what differed."""

    direction: Direction
    seed: int
    status: Status
    rounds: int = 0
    discrepancies: tuple[Discrepancy, ...] = ()
    message: str | None = None

    @property
    def id(self) -> str:
        """The discrepancy id of this tournament."""
        return discrepancy_id(self.direction, self.seed)

    def to_json(self) -> dict[str, Any]:
        """One line of ``results.jsonl`` (no timings: the file must not depend on the run)."""
        data: dict[str, Any] = {
            "direction": self.direction.value,
            "seed": self.seed,
            "status": self.status.value,
            "rounds": self.rounds,
            "discrepancies": [d.to_json() for d in self.discrepancies],
        }
        if self.message:
            data["message"] = self.message
        return data

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> Outcome:
        """The inverse of ``to_json``; KeyError or ValueError for a malformed line."""
        return cls(
            Direction(data["direction"]),
            int(data["seed"]),
            Status(data["status"]),
            int(data["rounds"]),
            tuple(Discrepancy.from_json(d) for d in data["discrepancies"]),
            data.get("message"),
        )
