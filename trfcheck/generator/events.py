"""Forfeits by colour and unusual results, at the frequencies of checklist Q24 (docs/generate.md).

After a round's games are drawn (``draw.draw_game``, ``play._game``), ``forfeit_win``
(White wins by forfeit), ``forfeit_loss`` (White loses by forfeit) and ``unusual``
(a played game scored ½-0, 0-½ or 0-0 by the arbiter, weights ``unusual_mix``) change
some boards: each at its rate per board, or on exactly the counted boards of the round
(``#N`` spread over the rounds before play starts, ``rK:#N``). A forfeit keeps the
scheduled colours (the pairing stands, C.04.2 art. 3.5); an unusual result is a played
game (colours and C1 count it). Nothing is drawn for an event that is off, so settings
without these keys give the files they gave before.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Sequence

from trfcheck.trf.model import ResultCode

from .config import Config
from .frequency import Frequency

__all__ = ["Plan", "apply_events", "plan_events"]

Game = tuple[ResultCode, ResultCode]
Plan = dict[str, Counter[int]]  # event -> round -> count
_R = ResultCode
_UNUSUAL: tuple[Game, ...] = ((_R.DRAW, _R.LOSS), (_R.LOSS, _R.DRAW), (_R.LOSS, _R.LOSS))
_FORFEITS: dict[str, Game] = {
    "forfeit_win": (_R.FORFEIT_WIN, _R.FORFEIT_LOSS),
    "forfeit_loss": (_R.FORFEIT_LOSS, _R.FORFEIT_WIN),
}


def _frequencies(config: Config) -> dict[str, Frequency]:
    return {
        "forfeit_win": config.forfeit_win,
        "forfeit_loss": config.forfeit_loss,
        "unusual": config.unusual,
    }


def plan_events(rng: random.Random, rounds: int, config: Config) -> Plan:
    """The counted events of each round, drawn once before the first round."""
    return {name: f.counts(rng, rounds) for name, f in _frequencies(config).items() if f.active}


def _unusual(rng: random.Random, config: Config) -> Game:
    return rng.choices(_UNUSUAL, weights=config.unusual_mix)[0]


def apply_events(
    rng: random.Random, round_no: int, games: Sequence[Game], plan: Plan, config: Config
) -> list[Game]:
    """``games`` (White's and Black's codes, board by board) with the round's events."""
    out = list(games)
    if not plan:
        return out
    frequencies = _frequencies(config)
    for name in plan:
        rate = frequencies[name].rate_in(round_no)
        boards = (
            [i for i, g in enumerate(out) if g[0].played]
            if name == "unusual"
            else list(range(len(out)))
        )
        chosen = set(rng.sample(boards, min(plan[name][round_no], len(boards))))
        if rate:
            chosen |= {i for i in boards if rng.random() < rate}
        for i in sorted(chosen):
            out[i] = _unusual(rng, config) if name == "unusual" else _FORFEITS[name]
    return out
