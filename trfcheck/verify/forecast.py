"""The norm forecast while an event runs (``trfcheck norms FILE --forecast``): for each
player and title still in reach, the fewest points in the remaining rounds with which the
norm calculation (``Event.norms``, B.01 2024) reports the norm met.

The remaining rounds are those after the last round with a result, up to the event's
rounds (142 or XXR). Their opponents are known in a round robin (the players not met yet)
and in a round whose pairing is published; otherwise they are not, and the forecast gives a
range: the points needed against the strongest players not met yet (fewest points) and
against the weakest (most). Each candidate score is played out in a copy of the event (wins
first, then a draw) and the copy is examined by the norm calculation itself; the event's
own conditions (B.01 1.1) do not depend on the results and are left out of the verdict
(``trfcheck norms`` shows them). A forecast is a calculation on hypotheses, not a verdict.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, replace
from fractions import Fraction

from trfcheck.event import Event
from trfcheck.titles import NormOptions
from trfcheck.titles.regulations import HELD, NormTitle
from trfcheck.trf.model import Colour, Player, ResultCode, RoundEntry, Tournament

__all__ = ["Forecast", "ForecastError", "forecast_norms"]

_COMPLEMENT = {ResultCode.WIN: ResultCode.LOSS, ResultCode.DRAW: ResultCode.DRAW,
               ResultCode.LOSS: ResultCode.WIN}  # fmt: skip


_VALUE = {
    ResultCode.WIN: Fraction(1),
    ResultCode.DRAW: Fraction(1, 2),
    ResultCode.LOSS: Fraction(0),
}


class ForecastError(ValueError):
    """No forecast can be made (the message says why)."""


@dataclass(frozen=True, slots=True)
class Forecast:
    """One player and title: the points needed in the ``remaining`` rounds against the
    strongest and the weakest possible opponents (equal when every opponent is known; None:
    not reached even with every game won), the opponents known and the rounds unknown."""

    start_rank: int
    name: str
    title: NormTitle
    score: Fraction
    remaining: int
    known: tuple[int, ...]
    unknown: int
    strongest: Fraction | None
    weakest: Fraction | None

    def to_dict(self) -> dict[str, object]:
        """The JSON form (points as numbers, None when out of reach)."""
        return {
            "start_rank": self.start_rank,
            "name": self.name,
            "title": self.title.value,
            "score": float(self.score),
            "remaining": self.remaining,
            "known_opponents": list(self.known),
            "unknown_opponents": self.unknown,
            "needed_against_strongest": _number(self.strongest),
            "needed_against_weakest": _number(self.weakest),
        }


def _number(value: Fraction | None) -> float | None:
    return None if value is None else float(value)


def forecast_norms(event: Event, options: NormOptions | None = None) -> list[Forecast]:
    """The forecast of every player and title in reach of ``event`` under the norm
    ``options`` (module notes; each hypothesis examined by ``Event.norms``); ForecastError
    when the file does not give the number of rounds or has no round left."""
    t = event.tournament
    done = max((r for p in t.players for r, e in enumerate(p.rounds, 1) if e.result), default=0)
    total = event.records.planned_rounds
    if total is None:
        raise ForecastError("the file does not give the number of rounds (142, XXR)")
    if done >= total:
        raise ForecastError(f"all {total} rounds have results: nothing to forecast")
    remaining = tuple(range(done + 1, total + 1))
    study = _Study(event, options or NormOptions(), remaining)
    out = []
    for p in t.players:
        out.extend(study.player(p))
    return out


@dataclass(slots=True)
class _Study:
    event: Event
    options: NormOptions
    remaining: tuple[int, ...]

    @property
    def t(self) -> Tournament:
        return self.event.tournament

    def player(self, p: Player) -> list[Forecast]:
        met_before = {e.opponent for e in p.rounds[: self.remaining[0] - 1] if e.opponent}
        known = {k: p.entry(k).opponent for k in self.remaining if p.entry(k).opponent}
        unknown = [k for k in self.remaining if k not in known]
        taken = met_before | set(known.values()) | {p.start_rank}
        pool = sorted(
            (q for q in self.t.players if q.start_rank not in taken),
            key=lambda q: (-q.rating, q.start_rank),
        )
        if len(pool) < len(unknown):
            return []  # too few players left to meet: no complete hypothesis
        if self.event.ruleset.round_robin.value:  # the players not met yet are the opponents
            known.update(zip(unknown, (q.start_rank for q in pool), strict=False))
            unknown = []
        strong = {**known, **dict(zip(unknown, (q.start_rank for q in pool), strict=False))}
        weak = {**known, **dict(zip(unknown, (q.start_rank for q in reversed(pool)), strict=False))}
        score = Fraction(sum(_points(e) for e in p.rounds[: self.remaining[0] - 1]), 2)
        out = []
        for title in _titles(p):
            high = self._needed(p, title, strong)
            low = high if not unknown else self._needed(p, title, weak)
            if high is None and low is None:
                continue
            ranks = tuple(r for _, r in sorted(known.items()) if r is not None)
            out.append(
                Forecast(
                    p.start_rank,
                    p.name,
                    title,
                    score,
                    len(self.remaining),
                    ranks,
                    len(unknown),
                    high,
                    low,
                )
            )
        return out

    def _needed(
        self, p: Player, title: NormTitle, opponents: dict[int, int | None]
    ) -> Fraction | None:
        """The fewest points in the remaining rounds for which the norm is met, or None."""
        steps = [Fraction(h, 2) for h in range(2 * len(self.remaining) + 1)]
        if not self._met(p, title, opponents, steps[-1]):
            return None
        return next(s for s in steps if self._met(p, title, opponents, s))

    def _met(
        self, p: Player, title: NormTitle, opponents: dict[int, int | None], points: Fraction
    ) -> bool:
        played = _played_out(self.t, p, opponents, points)
        report = replace(self.event, tournament=played).norms(self.options)
        for n in report.norms:
            if n.start_rank == p.start_rank and n.title is title:
                own = [a for a in n.articles if not a.article.startswith("1.1")]
                return all(a.met is True for a in own)
        return False


def _points(e: RoundEntry) -> int:
    """Half points of a block (1 = 2, = = 1), for the score so far."""
    half = {ResultCode.WIN: 2, ResultCode.DRAW: 1, ResultCode.FORFEIT_WIN: 2,
            ResultCode.WIN_UNRATED: 2, ResultCode.DRAW_UNRATED: 1, ResultCode.HALF_BYE: 1,
            ResultCode.FULL_BYE: 2, ResultCode.PAB: 2}  # fmt: skip
    return half.get(e.result, 0) if e.result is not None else 0


def _titles(p: Player) -> Iterable[NormTitle]:
    """The titles the player does not hold (or a higher one); WGM and WIM unless a man."""
    held = HELD.get(p.title.upper(), frozenset())
    return [t for t in NormTitle if t not in held and not (p.sex == "m" and t.for_women_only)]


def _played_out(
    t: Tournament, p: Player, opponents: dict[int, int | None], points: Fraction
) -> Tournament:
    """``t`` with ``p``'s remaining rounds played against ``opponents``: wins first, then
    a draw, then losses, to ``points`` in all; each opponent's block the complement."""
    by_rank = {q.start_rank: q for q in t.players}
    left = points
    last = next((e.colour for e in reversed(p.rounds) if e.colour is not Colour.NONE), None)
    colour = last.opposite if last is not None else Colour.WHITE
    for k in sorted(opponents):
        opp = opponents[k]
        if opp is None:
            continue
        result = ResultCode.WIN if left >= 1 else ResultCode.DRAW if left > 0 else ResultCode.LOSS
        left -= _VALUE[result]
        by_rank[p.start_rank] = by_rank[p.start_rank].with_entry(k, RoundEntry(opp, colour, result))
        by_rank[opp] = by_rank[opp].with_entry(
            k, RoundEntry(p.start_rank, colour.opposite, _COMPLEMENT[result])
        )
        colour = colour.opposite
    return replace(t, players=tuple(by_rank[q.start_rank] for q in t.players))
