"""Why a published Lim round is not the pairing the rules give: the first decision that differs.

The engine pairs the round with a ``Trace`` attached and so records its decisions in the
order the procedure takes them (2.2): for each scoregroup the floaters it sends on (Art. 3),
then the opponent of each incoming floater (3.6-3.8), then each pair of the exchange walk
as confirmed after the colour scrutiny (2.4, Art. 4, 2.5, 5.2; ``first`` is the opponent
the compatibility walk proposed), and the pairings undone by 2.6. ``explain`` walks that
record against the published round and names the first decision the published round did not
take, with the article that governs it: every later difference follows from that one,
because the later groups receive other floaters. When the pairs agree and only colours
differ, the colour rule that decides the first such pair is named (5.1-5.4, 7.2).

A floater chosen differently is explained by the first criterion of the engine's order that
separates the two players: 4.4 (the group keeps its pairings), 3.9.2 (floater type), 3.10
(the 2.3.4 floater who floated in the previous round), 3.2.2 (colour), 3.2.3 (Maxi),
3.2.4 (the lowest ranked downward, the highest ranked upward).
"""

from __future__ import annotations

from collections.abc import Sequence

from trfcheck.pairers.base import Board, Explanation, RoundPairing
from trfcheck.trf.model import Colour

from .engine import Pair
from .group import majority
from .matcher import Matching
from .round_facts import LimRound, colour_of
from .trace import GroupStep, Pick, Trace

__all__ = ["Explanation", "explain"]

ART = "C.04.4.3 art. "


def explain(
    rnd: LimRound,
    pairs: Sequence[Pair],
    pairing: RoundPairing,
    published: Sequence[tuple[int, int]],
) -> Explanation:
    """Why ``published`` ((white, black) start ranks, the PAB as (player, 0)) differs from the
    engine's ``pairing`` (made of ``pairs``, in the order made), paired on ``rnd`` with its
    trace attached."""
    trace = rnd.trace
    assert trace is not None, "explain needs the round paired with a Trace"
    theirs_pab = next((w for w, b in published if b == 0), None)
    if pairing.pab != theirs_pab:
        return _pab(rnd, pairing.pab, theirs_pab)
    opp: dict[int, int] = {}
    for w, b in published:
        if b:
            opp[w], opp[b] = b, w
    mine = {frozenset((x, y)) for x, y, _ in pairs}
    if mine == {frozenset((w, b)) for w, b in published if b}:
        upper = {frozenset((x, y)): side for x, y, side in pairs}
        return _colours(rnd, pairing.boards, upper, {(w, b) for w, b in published if b})
    mate: dict[int, int] = {}
    for x, y, _ in pairs:
        mate[x], mate[y] = y, x
    return _first_decision(rnd, trace, opp, mate)


def _first_decision(
    rnd: LimRound, trace: Trace, opp: dict[int, int], mate: dict[int, int]
) -> Explanation:
    cracked = trace.cracked
    groups = trace.groups
    median = groups[-1] if groups else None
    split: set[int] = set()  # the published round took these pairs of the engine apart
    for step in groups:
        members = set(step.residents) | set(step.incoming)
        extra = {x for x in members if opp.get(x) not in members} - set(step.floaters)
        if step is not median and extra and extra <= cracked | split:
            continue  # pairings both undid (2.6): compared where they are paired again
        if step is not median and extra and all(mate.get(x) in extra for x in extra):
            split |= extra  # whole pairs taken apart, as 2.6 does for the median group
            continue
        if step is median and any(opp.get(x) in split for x in members):
            return Explanation(
                ART + "2.6",
                f"the median group can be paired as it is, so no pairing next to it is "
                f"undone (2.6); the published round undoes {_ids(split)}",
                "crack-other",
            )
        found = _floaters(rnd, step, opp, cracked)
        if found is not None:
            return found
        for pick in step.picks:
            if opp.get(pick.x) == pick.chosen:
                continue
            if step is not median and {pick.x, pick.chosen} <= cracked:
                continue
            return _pick(rnd, step, pick, opp, cracked)
    return Explanation(ART + "2.2", "no decision of the procedure differs", "unattributed")


def _pab(rnd: LimRound, ours: int | None, theirs: int | None) -> Explanation:
    if rnd.round_no == 1:
        why = "the lowest-rated player (7.1)"
        rule = "7.1"
    else:
        why = (
            "the lowest-ranked eligible player of the lowest scoregroup whose bye leaves "
            "the others a pairing (1.1)"
        )
        rule = "1.1"
    text = f"the PAB goes to {_who(ours)}, {why}; the published round gives it to {_who(theirs)}"
    return Explanation(ART + rule, text, "pab")


def _floaters(
    rnd: LimRound, g: GroupStep, opp: dict[int, int], cracked: set[int]
) -> Explanation | None:
    """The group's floaters against the published ones; None if they agree."""
    members = set(g.residents) | set(g.incoming)
    theirs = {x for x in members if opp.get(x) not in members}
    ours = set(g.floaters)
    if theirs == ours:
        return None
    where = f"the {'downward' if g.down else 'upward'} group {_ids(g.residents)}" + (
        f" with the floaters {_ids(g.incoming)}" if g.incoming else ""
    )
    text = (
        f"{where} sends on {_ids(ours) if ours else 'nobody'}; the published round floats "
        f"{_ids(theirs) if theirs else 'nobody'}"
    )
    if theirs & cracked or ours & cracked:
        return Explanation(ART + "2.6", text + " (pairings undone by 2.6)", "crack")
    if len(theirs) > len(ours):
        for pick in g.picks:
            if opp.get(pick.x) != pick.chosen:
                found = _pick(rnd, g, pick, opp, cracked)
                return Explanation(
                    found.rule,
                    found.text + f"; the published round then floats {_ids(theirs - ours)}",
                    found.category + "+4.4",
                )
    if len(theirs) != len(ours):
        return Explanation(
            ART + "2.3, 4.4",
            text + " (the group pairs as many players as its compatibilities allow)",
            "floater-count",
        )
    x, y = min(ours - theirs), min(theirs - ours)  # the engine's floater, the published one
    return _floater_choice(rnd, g, members, ours, x, y, text)


def _floater_choice(
    rnd: LimRound, g: GroupStep, members: set[int], ours: set[int], x: int, y: int, text: str
) -> Explanation:
    """The first criterion of the engine's floater order that puts ``x`` before ``y``."""
    if not Matching(rnd.adj, members - (ours - {x}) - {y}, rnd.masks).perfect:
        return Explanation(
            ART + "4.4",
            text + f": without {y} the group would lose a pairing",
            "floater-admissible",
        )
    adjacent = set(g.adjacent)

    def kind(p: int) -> int:  # 3.9: d=0, c=1, b=2, a=3 (ignoring opponents already claimed)
        return (2 if p in g.incoming else 0) + (0 if rnd.adj[p] & adjacent else 1)

    if kind(x) != kind(y):
        if kind(x) < kind(y):
            return Explanation(
                ART + "3.9.2",
                text + f": {y} is a type {'dcba'[kind(y)]} floater, {x} a type "
                f"{'dcba'[kind(x)]} (avoid type a, then b, then c)",
                "floater-type",
            )
        return Explanation(
            ART + "3.3, 3.4",
            text + f": the opponents of {y} in the next group are needed by the floaters "
            "chosen before him",
            "floater-claims",
        )
    if g.even == x and rnd.floated[y] and not rnd.floated[x]:
        return Explanation(
            ART + "3.10",
            text + f": {y} floated in the previous round and need not float again",
            "floater-3.10",
        )
    left = members - set(g.floaters[: g.floaters.index(x)])  # as x was chosen (3.2.2)
    maj = majority(rnd, left)
    if maj is not None and (rnd.due[x] is maj) != (rnd.due[y] is maj):
        if rnd.due[x] is maj:
            return Explanation(
                ART + "3.2.2",
                text + f": more players are due {maj.name.lower()}, and {x} is due it",
                "floater-colour",
            )
        if rnd.maxi and abs(rnd.rating[y] - rnd.rating[x]) > 100:
            return Explanation(
                ART + "3.2.3",
                text + f": {y}, due the colour of the majority, is more than 100 points "
                f"from {x} (Maxi-tournament)",
                "floater-maxi",
            )
        return Explanation(ART + "3.2.2", text, "floater-colour-other")
    if (y < x) if g.down else (y > x):
        side = "lowest" if g.down else "highest"
        return Explanation(
            ART + "3.2.4",
            text + f": the {side}-ranked player floats",
            "floater-numbering",
        )
    return Explanation(ART + "4.4", text, "floater-admissible")


def _pick(
    rnd: LimRound, g: GroupStep, pick: Pick, opp: dict[int, int], cracked: set[int]
) -> Explanation:
    other = opp.get(pick.x)
    text = f"{pick.x} meets {pick.chosen}; the published round pairs {pick.x} with {_who(other)}"
    after = " (after 2.6)" if pick.x in cracked or pick.chosen in cracked else ""
    if after and other not in set(g.residents) | set(g.incoming):
        return Explanation(ART + "2.6", text + after, "crack")
    if pick.kind == "floater":
        incoming = set(g.incoming)
        if other in incoming and pick.chosen not in incoming:
            why = ": a floater meets a player of the group he came to before another floater"
            return Explanation(ART + "3.8", text + why + after, "floater-meets-floater")
        if other not in pick.order:
            why = ": the floater can be paired in the group"
            return Explanation(ART + "3.8, 4.4", text + why + after, "floater-not-paired-in-group")
        side = "first" if g.down != rnd.pre2026 else "last"  # 3.8 by edition
        if pick.order.index(other) > pick.order.index(pick.chosen):
            why = f": the floater meets the {side} available player due the other colour"
            return Explanation(ART + "3.8", text + why + after, "floater-opponent-later")
        if other == pick.first:
            why = f": {pick.chosen} is due the colour opposite to the floater's"
            return Explanation(ART + "3.8", text + why + after, "floater-colour")
        why = f": {_who(other)} is not available (the rest of the group could not be paired)"
        return Explanation(ART + "3.8, 4.4", text + why + after, "floater-opponent-unavailable")
    if pick.chosen != pick.first and other == pick.first:
        why = ": the exchange gives more players their due colour (2.5, 5.2)"
        return Explanation(ART + "5.2", text + why + after, "colour-exchange")
    if other in pick.order and pick.order.index(other) < pick.order.index(pick.chosen):
        why = f": {_who(other)} is not available (the rest of the group could not be paired)"
        return Explanation(ART + "4.1-4.4", text + why + after, "walk-earlier")
    why = f": {pick.chosen} comes first in the order of 4.2 ({_ids(pick.order, sort=False)})"
    if pick.chosen == pick.first:
        why += " and no exchange gives more players their due colour (2.5, 5.2)"
    return Explanation(ART + "4.1-4.3", text + why + after, "walk-later")


def _colours(
    rnd: LimRound,
    boards: Sequence[Board],
    sides: dict[frozenset[int], bool],
    theirs: set[tuple[int, int]],
) -> Explanation:
    """The colour rule of the first board (in board order) whose colours differ."""
    for board in boards:
        w, k = board.white, board.black
        if (w, k) in theirs:
            continue
        upper = sides.get(frozenset((w, k)), True)
        hi, lo = min(w, k), max(w, k)
        cw, ck = rnd.colours[w], rnd.colours[k]
        text = (
            f"{w} has White against {k} (histories {_h(cw)} and {_h(ck)}); the published "
            "round has the colours the other way"
        )
        if len(rnd.options(w, k)) == 1:
            return Explanation(ART + "5.1, 5.3", text, "colour-forced")
        dw, dk = rnd.due[w], rnd.due[k]
        if dw is not None and dk is not None and dw is not dk:
            alternation = _alternation(cw) is dw and _alternation(ck) is dk
            category = "colour-both-due" if alternation else "colour-due-definition"
            why = ": each gets the colour he is due (the one that equalises, 5.2, 5.6)"
            return Explanation(ART + "5.2", text + why, category)
        if dw is None or dk is None:
            return Explanation(ART + "5.2, 7.2", text, "colour-no-history")
        if min(len(cw), len(ck)) < rnd.round_no - 1:
            why = ": both are due the same colour; played games only are compared"
            return Explanation(ART + "5.4", text + why, "colour-5.4-unplayed-rounds")
        if colour_of(rnd, hi, lo, not upper) is not colour_of(rnd, hi, lo, upper):
            where = "in the median group or above" if upper else "below the median"
            why = f": identical histories; the pair is made {where}"
            return Explanation(ART + "5.4", text + why, "colour-5.4-side")
        why = ": both are due the same colour; alternate from the latest round they differ"
        return Explanation(ART + "5.4", text + why, "colour-same-due")
    return Explanation(ART + "5", "no pair differs", "unattributed")


def _alternation(colours: tuple[Colour, ...]) -> Colour | None:
    return colours[-1].opposite if colours else None


def _ids(players: Sequence[int] | set[int], sort: bool = True) -> str:
    items = sorted(players) if sort else list(players)
    return "{" + ", ".join(str(p) for p in items) + "}"


def _who(player: int | None) -> str:
    return "nobody" if player is None else str(player)


def _h(colours: tuple[Colour, ...]) -> str:
    return "".join(c.value for c in colours).upper() or "-"
