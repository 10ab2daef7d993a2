"""``explain`` of the Double-Swiss engine names the first rule of C.04.5 art. 3-4 that a
published match did not follow. Golden data: the hand-made situations of ``test_rules.py``,
each published with the one decision changed that the named article governs."""

from __future__ import annotations

from trfcheck.pairers.base import Explanation
from trfcheck.pairers.double import DoubleOptions
from trfcheck.pairers.double.colours import allocate
from trfcheck.pairers.double.engine import pair_players
from trfcheck.pairers.double.explain import explain_match
from trfcheck.pairers.double.state import DoubleState
from trfcheck.trf.model import Colour

from .test_rules import player


def _explain(states: dict[int, DoubleState], published: list[tuple[int, int]]) -> Explanation:
    pab, brackets = pair_players(states, last=False)
    matches = [
        allocate(states[a], states[b], Colour.WHITE, DoubleOptions())
        for bracket in brackets
        for a, b in bracket.pairs
    ]
    return explain_match((pab, brackets, matches), states, False, published)


def test_c1() -> None:
    states = {1: player(1, met=(3,)), 2: player(2), 3: player(3, met=(1,)), 4: player(4)}
    assert _explain(states, [(1, 3), (2, 4)]).rule == "C.04.5 C1 (2.1.1)"


def test_c2_and_3_4() -> None:
    states = {1: player(1, 20), 2: player(2, 20), 3: player(3, 0, barred=True)}
    states |= {4: player(4, 0), 5: player(5, 10)}
    # the rules: PAB 4 (3 is barred); 1-2, 5-? ... published PAB to 3: C2
    assert _explain(states, [(3, 0), (1, 2), (4, 5)]).rule == "C.04.5 C2 (2.1.2)"
    assert _explain(states, [(5, 0), (1, 2), (3, 4)]).rule == "C.04.5 3.4"


def test_c4_c5_c6_c7() -> None:
    # {1} on 2.0 takes one upfloater of 1.5 (C5): 2; published 3 (1.0): C5
    states = {1: player(1, 20), 2: player(2, 15), 3: player(3, 10), 4: player(4, 10)}
    assert _explain(states, [(1, 3), (2, 4)]).rule == "C.04.5 C5 (2.3.2)"
    # C6: the following scoregroup {3, 4} (met) cannot be paired if 2 goes up
    states = {
        1: player(1, 20),
        2: player(2, 10),
        3: player(3, 10, met=(4,)),
        4: player(4, 10, met=(3,)),
        5: player(5),
        6: player(6),
    }
    assert _explain(states, [(1, 2), (3, 5), (4, 6)]).rule == "C.04.5 C6 (2.3.3)"
    # C7: 2 floated in the previous match; the rules take 3
    states = {1: player(1, 20), 2: player(2, 10, floater=True), 3: player(3, 10)}
    states |= {4: player(4, 0)}
    assert _explain(states, [(1, 2), (3, 4)]).rule == "C.04.5 C7 (2.3.4)"
    # C4: two upfloaters where none is needed
    states = {x: player(x, 20) for x in (1, 2)} | {x: player(x, 10) for x in (3, 4)}
    assert _explain(states, [(1, 3), (2, 4)]).rule == "C.04.5 C4 (2.3.1)"


def test_c8_and_the_identifier() -> None:
    states = {1: player(1, 20), 2: player(2, 20, floater=True), 3: player(3, 20)}
    states |= {4: player(4, 10), 5: player(5, 10), 6: player(6, 10)}
    # the rules: 1-4, 2-3, 5-6; published 1-3, 2-4 puts the upfloater 4 against the floater 2
    assert _explain(states, [(1, 3), (2, 4), (5, 6)]).rule == "C.04.5 C8 (2.3.5)"
    # 1-2, 3-4: no C8 miss either, but a later identifier (1 3 2 4 after 1 2 4 3)
    assert _explain(states, [(1, 2), (3, 4), (5, 6)]).rule == "C.04.5 3.6.2-3.6.4"


def test_colours() -> None:
    hrp, other = player(1, 20, colours=(Colour.WHITE,)), player(2, 20, colours=(Colour.BLACK,))
    states = {1: hrp, 2: other}
    # 4.3.2: 2 had fewer Whites and gets White: 2-1; published 1-2
    why = _explain(states, [(1, 2)])
    assert why.rule == "C.04.5 4.3.2" and why.category == "colours"
