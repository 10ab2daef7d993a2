"""Which decision of the Lim procedure makes trfcheck and another engine pair a round apart.

Development only (used by ``lim_vs_pairing_core.py``). ``trace_round`` pairs a round with
trfcheck's Lim engine and records its decisions in the order the procedure takes them:
for each scoregroup (2.2) the floaters it sends on (Art. 3), then each incoming floater's
opponent (3.6-3.8), then each pair of the exchange walk (2.4, Art. 4, 5.2), and the pairings
undone by 2.6. ``attribute`` walks that record against the other engine's pairing and names
the first decision the other engine did not take, with the article that governs it: every
later difference in the round follows from that one (later groups receive other floaters).

The record is taken by wrapping the engine's own functions for the duration of one call
(no copy of the procedure, nothing changed in the engine).
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from typing import Any

import trfcheck.pairers.lim.engine as lim_engine
import trfcheck.pairers.lim.group as lim_group
from trfcheck.pairers.base import RoundPairing
from trfcheck.pairers.core.state import Rules, participants
from trfcheck.pairers.lim import LimSystem
from trfcheck.pairers.lim.context import LimRound, build_round, colour_of
from trfcheck.pairers.lim.matcher import Matching
from trfcheck.trf.model import Colour, Tournament

Pair = tuple[int, int]


@dataclass
class Pick:
    """One opponent chosen: ``kind`` "floater" (3.8) or "walk" (Art. 4 / 5.2)."""

    kind: str
    group: Group = field(repr=False)
    x: int
    chosen: int
    first: int  # the first available candidate in the order (before any colour exchange)
    order: list[int]


@dataclass
class Group:
    """One scoregroup as the engine paired it."""

    residents: list[int]
    incoming: list[int]
    down: bool
    adjacent: list[int]
    floaters: list[int] = field(default_factory=list)
    picks: list[Pick] = field(default_factory=list)


@dataclass
class Trace:
    """trfcheck's pairing of the round and the decisions behind it."""

    rnd: LimRound
    pairing: RoundPairing
    events: list[Group | Pick | tuple[str, list[int]]] = field(default_factory=list)


@contextmanager
def _wrapped(trace: Trace) -> Iterator[None]:
    """Wrap pair_group, _pair_incoming, _exchange_walk, _pick and _crack for one call."""
    saved: dict[tuple[Any, str], Callable[..., Any]] = {}
    current: list[Group] = []
    kind = ["walk"]

    def wrap(module: Any, name: str, make: Callable[[Callable[..., Any]], Any]) -> None:
        saved[(module, name)] = getattr(module, name)
        setattr(module, name, make(getattr(module, name)))

    def pair_group(orig: Callable[..., Any]) -> Callable[..., Any]:
        def inner(
            rnd: LimRound,
            residents: list[int],
            incoming: list[int],
            down: bool,
            adjacent: list[int],
            group2: int,
        ) -> Any:
            g = Group(list(residents), list(incoming), down, list(adjacent))
            trace.events.append(g)
            current.append(g)
            pairs, floaters = orig(rnd, residents, incoming, down, adjacent, group2)
            g.floaters = list(floaters)
            current.pop()
            return pairs, floaters

        return inner

    def phase(name: str) -> Callable[[Callable[..., Any]], Any]:
        def make(orig: Callable[..., Any]) -> Callable[..., Any]:
            def inner(*args: Any) -> Any:
                kind[0] = name
                try:
                    return orig(*args)
                finally:
                    kind[0] = "walk"

            return inner

        return make

    def pick(orig: Callable[..., Any]) -> Callable[..., Any]:
        def inner(rnd: LimRound, m: Any, x: int, order: list[int]) -> int:
            first = next(y for y in order if y in rnd.adj[x] and m.copy().remove_pair(x, y))
            y = orig(rnd, m, x, order)
            ev = Pick(kind[0], current[-1], x, y, first, list(order))
            trace.events.append(ev)
            current[-1].picks.append(ev)
            return int(y)

        return inner

    def crack(orig: Callable[..., Any]) -> Callable[..., Any]:
        def inner(
            rnd: LimRound,
            median: list[int],
            down_in: list[int],
            up_in: list[int],
            made_up: list[Pair],
            made_low: list[Pair],
        ) -> Any:
            before = set(made_up) | set(made_low)
            out = orig(rnd, median, down_in, up_in, made_up, made_low)
            undone = sorted(before - set(made_up) - set(made_low))
            trace.events.append(("crack", [p for pair in undone for p in pair]))
            return out

        return inner

    wrap(lim_engine, "pair_group", pair_group)
    wrap(lim_group, "_pair_incoming", phase("floater"))
    wrap(lim_group, "_exchange_walk", phase("walk"))
    wrap(lim_group, "_pick", pick)
    wrap(lim_engine, "_crack", crack)
    try:
        yield
    finally:
        for (module, name), f in saved.items():
            setattr(module, name, f)


def trace_round(t: Tournament, round_no: int, maxi: bool) -> Trace:
    """Pair ``round_no`` with trfcheck's Lim engine and record its decisions."""
    rnd = build_round(t, round_no, maxi, participants(t, round_no), Rules.R2026)
    trace = Trace(rnd, RoundPairing(round_no, (), ()))
    with _wrapped(trace):
        trace.pairing = LimSystem(maxi).pair(t, round_no)
    return trace


@dataclass(frozen=True)
class Attribution:
    """The first decision the other engine did not take."""

    article: str  # the governing article, e.g. "3.8"
    category: str  # a short key for counting
    detail: str  # the players and the choice each engine made


def _alternate_due(colours: tuple[Colour, ...]) -> Colour | None:
    return colours[-1].opposite if colours else None


def attribute(trace: Trace, theirs_pairs: set[Pair], theirs_pab: int | None) -> Attribution:
    """Name the first decision of ``trace`` that the other pairing contradicts."""
    rnd = trace.rnd
    ours = trace.pairing
    if ours.pab != theirs_pab:
        return Attribution("1.1", "pab", f"PAB {ours.pab} (trfcheck) vs {theirs_pab}")
    opp: dict[int, int] = {}
    for w, b in theirs_pairs:
        opp[w], opp[b] = b, w
    mine = {frozenset((b.white, b.black)) for b in ours.boards}
    if mine == {frozenset(p) for p in theirs_pairs}:
        upper = {
            frozenset((ev.x, ev.chosen)): ev.group.down
            for ev in trace.events
            if isinstance(ev, Pick)
        }
        return _colours(rnd, ours, theirs_pairs, upper)
    mate: dict[int, int] = {}
    for b in ours.boards:
        mate[b.white], mate[b.black] = b.black, b.white
    # players of the pairings trfcheck's own 2.6 undid (they are paired in the median)
    cracked = {p for ev in trace.events if isinstance(ev, tuple) for p in ev[1]}
    skipped: list[Group] = []
    groups = [ev for ev in trace.events if isinstance(ev, Group)]
    split: set[int] = set()  # players of trfcheck's pairs that the other engine took apart
    for ev in trace.events:
        if isinstance(ev, tuple):
            continue
        if isinstance(ev, Group):
            members = set(ev.residents) | set(ev.incoming)
            extra = {x for x in members if opp.get(x) not in members} - set(ev.floaters)
            if ev is not groups[-1] and extra and extra <= cracked | split:
                skipped.append(ev)  # both engines undid these pairings (2.6)
                continue
            if ev is not groups[-1] and extra and all(mate.get(x) in extra for x in extra):
                # whole pairs of trfcheck's taken apart: the other engine's 2.6 undid them
                # for its median group; the cause is in the median group
                split |= extra
                skipped.append(ev)
                continue
            if ev is groups[-1] and any(opp.get(x) in split for x in members):
                first = next((p for p in ev.picks if opp.get(p.x) != p.chosen), None)
                what = f"; trfcheck's median pairs {first.x}-{first.chosen}" if first else ""
                return Attribution(
                    "2.6",
                    "crack-other",
                    f"the other engine undid {sorted(split)} to pair its median group{what}",
                )
            found = _floaters(rnd, ev, opp, cracked)
            if found is not None:
                return found
            continue
        if opp.get(ev.x) == ev.chosen or any(ev.group is g for g in skipped):
            continue
        if ev.group is not groups[-1] and {ev.x, ev.chosen} <= cracked:
            continue  # a pairing trfcheck undid itself: compared where it is paired again
        found = _pick(rnd, ev, opp)
        if ev.x in cracked or ev.chosen in cracked:
            if opp.get(ev.x) not in set(ev.group.residents) | set(ev.group.incoming):
                return Attribution("2.6", "crack", found.detail + " (after 2.6)")
            return Attribution(found.article, found.category, found.detail + " (after 2.6)")
        return found
    return Attribution("?", "unattributed", "no decision of trfcheck's differs")


def _floaters(
    rnd: LimRound, g: Group, opp: dict[int, int], cracked: set[int]
) -> Attribution | None:
    """The group's floaters (Art. 3) against the other engine's: None if they agree.

    When the other engine floats more players, the cause is a later decision in the group
    that left players without opponents (its 4.4): the first pick it contradicts is named.
    Otherwise the first criterion of trfcheck's floater order (3.9.2 type, 3.10, 3.2.2
    colour, 3.2.4 number) that prefers trfcheck's floater names the article.
    """
    members = set(g.residents) | set(g.incoming)
    theirs = {x for x in members if opp.get(x) not in members}
    ours = set(g.floaters)
    if theirs == ours:
        return None
    side = "down" if g.down else "up"
    text = (
        f"group {sorted(g.residents)} + incoming {sorted(g.incoming)} ({side}ward): "
        f"trfcheck floats {sorted(ours)}, the other {sorted(theirs)}"
    )
    if theirs & cracked or ours & cracked:
        return Attribution("2.6", "crack", text)
    if len(theirs) > len(ours):
        for ev in g.picks:
            if opp.get(ev.x) != ev.chosen:
                found = _pick(rnd, ev, opp)
                return Attribution(
                    found.article,
                    found.category + "+4.4",
                    found.detail + f"; then 4.4 floats {sorted(theirs - ours)}",
                )
    if len(theirs) != len(ours):
        return Attribution("2.3/4.4", "floater-count", text)
    x, y = min(ours - theirs), min(theirs - ours)  # trfcheck's floater, the other's
    even = len(members) % 2 == 1
    if not Matching(rnd.adj, members - (ours - {x}) - {y}).perfect:
        return Attribution(
            "4.4", "floater-admissible", text + f"; without {y} the group loses a pairing"
        )
    adjacent = set(g.adjacent)

    def kind(p: int) -> int:  # 3.9: d=0, c=1, b=2, a=3
        return (2 if p in g.incoming else 0) + (0 if rnd.adj[p] & adjacent else 1)

    if kind(x) != kind(y):
        if kind(x) < kind(y):
            return Attribution("3.9.2", "floater-type", text + f" (types {kind(x)} / {kind(y)})")
        # trfcheck's type counts the opponents next door claimed by the floaters chosen
        # before (3.3 / 3.4), which this count leaves out
        return Attribution("3.3/3.4", "floater-claims", text + " (opponents next door claimed)")
    if even and rnd.floated[x] != rnd.floated[y]:
        if rnd.floated[y]:
            return Attribution("3.10", "floater-3.10", text + f"; {y} floated last round")
        return Attribution("4.4", "floater-admissible", text + f"; {x} floated last round")
    left = members - set(g.floaters) | {x}
    whites = sum(1 for p in left if rnd.due[p] is Colour.WHITE)
    blacks = sum(1 for p in left if rnd.due[p] is Colour.BLACK)
    maj = None if whites == blacks else (Colour.WHITE if whites > blacks else Colour.BLACK)
    if maj is not None and (rnd.due[x] is maj) != (rnd.due[y] is maj):
        if rnd.due[x] is maj:
            return Attribution("3.2.2", "floater-colour", text + f"; the majority is due {maj}")
        if rnd.maxi and abs(rnd.rating[y] - rnd.rating[x]) > 100:
            return Attribution("3.2.3", "floater-maxi", text)
        return Attribution("3.2.2", "floater-colour-other", text + f"; majority due {maj}")
    higher = y < x if g.down else y > x
    if higher:
        return Attribution("3.2.4", "floater-numbering", text)
    return Attribution("4.4", "floater-admissible", text)


def _pick(rnd: LimRound, ev: Pick, opp: dict[int, int]) -> Attribution:
    other = opp.get(ev.x)
    text = f"{ev.x} meets {ev.chosen} (trfcheck) vs {other}; order {ev.order}"
    if ev.kind == "floater":
        incoming = set(ev.group.incoming)
        if other in incoming and ev.chosen not in incoming:
            return Attribution("3.8", "floater-meets-floater", text)
        if other not in ev.order:  # the other engine floated him on (no look-ahead, 4.4)
            return Attribution("3.8/4.4", "floater-not-paired-in-group", text)
        if ev.order.index(other) > ev.order.index(ev.chosen):
            return Attribution("3.8", "floater-opponent-later", text)
        if other == ev.first:
            return Attribution("3.8", "floater-colour", text + f"; first available {ev.first}")
        return Attribution("3.8", "floater-opponent-unavailable", text)
    if ev.chosen != ev.first and other == ev.first:
        return Attribution("5.2", "colour-exchange", text + f"; first available {ev.first}")
    if other in ev.order and ev.order.index(other) < ev.order.index(ev.chosen):
        return Attribution("4.1-4.3", "walk-earlier", text)
    return Attribution("4.1-4.3", "walk-later", text)


def _colours(
    rnd: LimRound, ours: RoundPairing, theirs: set[Pair], upper: dict[frozenset[int], bool]
) -> Attribution:
    for b in ours.boards:
        if (b.white, b.black) in theirs:
            continue
        w, k = b.white, b.black
        cw, ck = rnd.colours[w], rnd.colours[k]
        text = f"{w}-{k} (trfcheck) vs {k}-{w}: colours {_h(cw)} / {_h(ck)}"
        if rnd.last_round:
            text += " (last round)"
        if len(rnd.options(w, k)) == 1:
            return Attribution("5.1/5.3", "colour-forced", text)
        dw, dk = rnd.due[w], rnd.due[k]
        if dw is not None and dk is not None and dw is not dk:
            aw, ak = _alternate_due(cw), _alternate_due(ck)
            if aw is dw and ak is dk:
                if min(len(cw), len(ck)) < rnd.round_no - 1:
                    text += " (unplayed rounds in the history)"
                return Attribution("5.2", "colour-both-due", text)
            return Attribution("5.2/5.5/5.6", "colour-due-definition", text)
        if dw is None or dk is None:
            return Attribution("5.2/7.2", "colour-no-history", text)
        if min(len(cw), len(ck)) < rnd.round_no - 1:
            # a bye or forfeit in the history: trfcheck walks back over played games
            # (unplayed rounds have no colour), round by round gives another answer
            return Attribution("5.4", "colour-5.4-unplayed-rounds", text)
        side = upper.get(frozenset((w, k)), True)
        if colour_of(rnd, w, k, not side) is not colour_of(rnd, w, k, side):
            where = "median or above" if side else "below the median"
            return Attribution(
                "5.4/2.2", "colour-5.4-side", text + f"; trfcheck made the pair {where}"
            )
        return Attribution("5.4", "colour-same-due", text)
    return Attribution("?", "unattributed", "same boards")


def _h(colours: tuple[Colour, ...]) -> str:
    return "".join(c.value for c in colours) or "-"
