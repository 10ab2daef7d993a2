"""How often an event happens: a rate, an exact count, or per round (docs/generate.md).

The RTG parameters of the checklist (Q24) are each "a fixed number or a percentage, and
optionally per round". Three forms, combinable with commas:

- ``0.02`` or ``2%``: a rate per unit (a player for byes, a board for forfeits and
  unusual results) in each round;
- ``#N``: exactly N in the whole tournament, spread over the rounds at random;
- ``rK:F``: in round K only, F being a rate or ``#N`` (exactly N in that round).

``full_bye = r1:#2,r5:10%`` gives two full-point byes in round 1 and a 10 % chance per
player in round 5; ``zero_bye = 1%,r3:#4`` a 1 % rate everywhere except round 3, which
has exactly four. Counts are capped by what a round can hold (the players or boards
there are).
"""

from __future__ import annotations

import random
import re
from collections import Counter
from dataclasses import dataclass

__all__ = ["Frequency", "FrequencyError", "parse_frequency"]

_ITEM = re.compile(r"(?:r(\d+):)?(#\d+|[0-9.]+%?)")


class FrequencyError(ValueError):
    """A frequency that is not ``RATE``, ``#N`` or ``rK:...`` items."""


@dataclass(frozen=True, slots=True)
class Frequency:
    """A base rate or count, with per-round overrides (round -> (rate, count))."""

    rate: float = 0.0
    count: int | None = None
    rounds: tuple[tuple[int, float, int | None], ...] = ()

    @property
    def is_plain_rate(self) -> bool:
        """True for a plain rate (the only form older settings had)."""
        return self.count is None and not self.rounds

    @property
    def active(self) -> bool:
        """True if the event can happen at all."""
        return bool(self.rate or self.count or any(rate or count for _, rate, count in self.rounds))

    def describe(self) -> str:
        """The setting as written in a configuration file."""
        items = (
            []
            if self.count is None and not self.rate and self.rounds
            else [_item(self.rate, self.count)]
        )
        items += [f"r{r}:{_item(rate, count)}" for r, rate, count in self.rounds]
        return ",".join(items)

    def _override(self, round_no: int) -> tuple[float, int | None] | None:
        for r, rate, count in self.rounds:
            if r == round_no:
                return rate, count
        return None

    def rate_in(self, round_no: int) -> float:
        """The rate per unit in ``round_no`` (0 where a count decides instead)."""
        override = self._override(round_no)
        if override is not None:
            return override[0] if override[1] is None else 0.0
        return self.rate if self.count is None else 0.0

    def counts(self, rng: random.Random, rounds: int) -> Counter[int]:
        """How many events each round gets from the counts: ``#N`` spread over the rounds
        without an override (uniformly, one draw per event), ``rK:#N`` in round K. Draws
        nothing when there is no count."""
        out: Counter[int] = Counter()
        if self.count:
            free = [r for r in range(1, rounds + 1) if self._override(r) is None]
            for _ in range(self.count if free else 0):
                out[rng.choice(free)] += 1
        for r, _, count in self.rounds:
            if count and r <= rounds:
                out[r] += count
        return out


def _item(rate: float, count: int | None) -> str:
    return f"#{count}" if count is not None else f"{rate:g}"


def _value(text: str, key: str) -> tuple[float, int | None]:
    if text.startswith("#"):
        return 0.0, int(text[1:])
    value = float(text[:-1]) / 100 if text.endswith("%") else float(text)
    if not 0.0 <= value <= 1.0:
        raise FrequencyError(f"{key}: expected a rate from 0 to 1, found {text!r}")
    return value, None


def parse_frequency(text: str, key: str) -> Frequency:
    """``text`` as a Frequency; raises FrequencyError naming ``key``."""
    value = text.strip().lower().replace(" ", "")
    if value in ("yes", "true", "on"):
        return Frequency(1.0)
    if value in ("no", "false", "off", ""):
        return Frequency()
    rate, count = 0.0, None
    rounds: dict[int, tuple[float, int | None]] = {}
    for item in value.split(","):
        match = _ITEM.fullmatch(item)
        if match is None:
            raise FrequencyError(
                f"{key}: expected a rate (0.02, 2%), #N or rK:RATE|#N items, found {text!r}"
            )
        try:
            parsed = _value(match.group(2), key)
        except ValueError as error:
            raise FrequencyError(f"{key}: {error}") from None
        if match.group(1) is None:
            rate, count = parsed
        else:
            round_no = int(match.group(1))
            if round_no < 1:
                raise FrequencyError(f"{key}: rounds are numbered from 1, found {item!r}")
            rounds[round_no] = parsed
    return Frequency(rate, count, tuple((r, *rounds[r]) for r in sorted(rounds)))
