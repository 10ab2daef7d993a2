"""Hostile structures for the Lim engine, made from the 2000-player fixture at test time.

Each structure edits the colours of the last two rounds of the cross-table of
``generated/bbpPairings-burstein/burstein-large-2000.trf`` (9 rounds played) so that a
chosen set of players must take one colour in round 10 (Lim 5.1.1: not the same colour
three times running). Only players whose colour difference then still allows that colour
(5.1.2) are changed, so nobody is left without a colour. Players who must take White never
meet one another (Lim 2.1), so a scoregroup of them has no pairing: they float from group
to group, the median group (2.6) undoes pairings next to it, and every choice of an
opponent (3.8, 4.1-4.3) or a floater (2.3, 4.4) is made in a graph with few complete
pairings. ``upper-white`` is the reproducer of fixtures/fuzz/README.md ("lim/"): 142 s
before the Lim matcher answered a candidate after the first refusal from one search.

Used by ``tests/fuzz/test_lim_structures.py`` and ``benchmarks/lim_hostile.py``.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import replace

from tests.conftest import FIXTURES
from trfcheck.pairers.core.state import player_states
from trfcheck.pairers.lim.round_facts import may_take
from trfcheck.trf import read_file
from trfcheck.trf.model import Colour, Tournament

__all__ = ["ROUND", "SOURCE", "STRUCTURES", "build", "source"]

SOURCE = FIXTURES / "generated" / "bbpPairings-burstein" / "burstein-large-2000.trf"
ROUND = 10  # the round paired: the first after the nine of the file

W, B = Colour.WHITE, Colour.BLACK

#: a player's side of the median (Lim 2.2: +1 above, 0 on it, -1 below) and a random
#: number -> the colour he must take in ROUND, or None to leave him as he is
Choice = Callable[[int, float], Colour | None]

STRUCTURES: dict[str, tuple[Choice, bool]] = {
    # name: (who must take which colour, whether ROUND is the last round: Art. 6)
    "upper-white": (lambda side, _: W if side > 0 else None, False),
    "lower-black": (lambda side, _: B if side < 0 else None, False),
    "median-white": (lambda side, _: W if side == 0 else None, False),
    "upper-white-lower-black": (lambda side, _: W if side > 0 else B if side < 0 else None, False),
    "half-white": (lambda _, u: W if u < 0.5 else None, False),
    "upper-white-last-round": (lambda side, _: W if side > 0 else None, True),
    "half-white-last-round": (lambda _, u: W if u < 0.5 else None, True),
    # more players must take White than can take Black: no pairing (a refusal)
    "all-white": (lambda _, u: W, False),
}


def source() -> Tournament:
    """The 2000-player tournament the structures are made from."""
    return read_file(SOURCE).tournament


def build(t: Tournament, name: str) -> Tournament:
    """``t`` with the structure ``name`` (STRUCTURES) written into rounds ROUND-2 and ROUND-1."""
    choice, last = STRUCTURES[name]
    states = player_states(t, ROUND)
    median2 = (ROUND - 1) * t.scoring.win
    rng = random.Random(ROUND)
    players = []
    for p in t.players:
        state = states[p.start_rank]
        twice = 2 * state.pairing_score
        side = (twice > median2) - (twice < median2)
        colour = choice(side, rng.random())
        entries = p.rounds
        played = [p.entry(r) for r in (ROUND - 2, ROUND - 1)]
        if colour is not None and all(
            e.opponent is not None and e.colour in (W, B) and e.result and e.result.played
            for e in played
        ):
            colours = (*state.colours[:-2], colour.opposite, colour.opposite)
            if may_take(colours, colour):
                entries = (
                    *entries[: ROUND - 3],
                    *(replace(e, colour=colour.opposite) for e in played),
                    *entries[ROUND - 1 :],
                )
                p = p.with_rounds(entries)
        players.append(p)
    return replace(t, players=tuple(players), total_rounds=ROUND if last else t.total_rounds)
