"""Rules of C.04.6 (2026) one by one, with the worked examples of the text.

Golden data: the text's examples (3.5.4 order of upfloater sets, 3.6.2 identifier), the
table of 1.7 (C.04.6 art. 1.7) and hand-made situations whose answer the article decides.
"""

from __future__ import annotations

from dataclasses import replace

import pytest

from trfcheck.pairers.base import NoValidPairing
from trfcheck.pairers.core.scoregroups import pair_by_identifier
from trfcheck.pairers.core.upfloaters import profiles as _profiles
from trfcheck.pairers.core.upfloaters import upfloater_sets as _sets
from trfcheck.pairers.team.colours import allocate, first_team
from trfcheck.pairers.team.engine import pair_quality, pair_teams
from trfcheck.pairers.team.state import (
    TeamOptions,
    TeamPreference,
    TeamState,
    TeamStrength,
    preference,
)
from trfcheck.trf.model import Colour
from trfcheck.trf.teams import TeamColourModel

W, B = Colour.WHITE, Colour.BLACK
A, TB = TeamColourModel.TYPE_A, TeamColourModel.TYPE_B


def team(
    tpn: int,
    score: int = 0,
    *,
    met: tuple[int, ...] = (),
    colours: tuple[Colour, ...] = (),
    floater: bool = False,
    barred: bool = False,
    model: TeamColourModel = A,
    last_round: bool = False,
    secondary: int = 0,
) -> TeamState:
    return TeamState(
        tpn=tpn,
        primary=score,
        secondary=secondary,
        score=score,
        opponents=frozenset(met),
        forbidden=frozenset(),
        barred_from_pab=barred,
        matches_played=len(colours),
        colours=colours,
        floater=floater,
        preference=preference(colours, model, last_round),
    )


def test_1_7_type_a_simple_preferences() -> None:
    assert preference((), A, False) is None
    assert preference((W, B, B), A, False) == TeamPreference(W, TeamStrength.STRONG)  # CD -1, BB
    assert preference((B, W, W), A, False) == TeamPreference(B, TeamStrength.STRONG)  # CD +1, WW
    assert preference((B, B), A, False) == TeamPreference(W, TeamStrength.STRONG)  # CD -2
    assert preference((W, B), A, False) is None  # CD 0, no two the same: none
    assert preference((B,), A, False) is None  # CD -1 otherwise: none for Type A


def test_1_7_type_b_mild_preferences_and_the_last_round() -> None:
    assert preference((B,), TB, False) == TeamPreference(W, TeamStrength.MILD)
    assert preference((W,), TB, False) == TeamPreference(B, TeamStrength.MILD)
    assert preference((W, B), TB, False) == TeamPreference(W, TeamStrength.MILD)  # CD 0, last B
    assert preference((W, B), TB, True) is None  # 1.7.2: not in the last round
    assert preference((W, B, B), TB, True) == TeamPreference(W, TeamStrength.STRONG)  # reading A1


def test_1_7_no_preferences_model() -> None:
    assert preference((B, B), TeamColourModel.NONE, False) is None


def test_3_5_4_worked_example_of_the_order_of_upfloater_sets() -> None:
    """2, 6, 8 on 3 points and 1, 3, 5 on 2.5; two upfloaters on 3 and one on 2.5."""
    states = {x: team(x, 30) for x in (2, 6, 8)} | {x: team(x, 25) for x in (1, 3, 5)}
    lower = sorted(states)
    assert _profiles(lower, 3, states)[:2] == [(30, 30, 30), (30, 30, 25)]
    sets = list(_sets(lower, (30, 30, 25), states))
    assert sets[:4] == [(2, 6, 1), (2, 6, 3), (2, 6, 5), (2, 8, 1)]
    assert sets[-1] == (6, 8, 5) and len(sets) == 9


def _pair_bracket(
    states: dict[int, TeamState], top: int, bracket: list[int]
) -> list[tuple[int, int]] | None:
    """3.6 on one bracket of score ``top`` with the team criteria C8-C10 (not a last round)."""
    return pair_by_identifier(
        bracket, top, lambda top, a, b: pair_quality(states, TeamOptions(), False, top, a, b)
    )


def test_3_6_2_identifier_example_of_the_text() -> None:
    """Identifier 4 6 9 11 8 16 10 24 = pairs 4-8, 6-16, 9-10, 11-24: the first legal one
    when C1 bars every identifier before it."""
    met = {8: (9, 10, 11, 16, 24), 10: (11, 16, 24, 8, 6), 6: (11, 10)}
    teams = (4, 6, 8, 9, 10, 11, 16, 24)
    opponents = {x: set(met.get(x, ())) for x in teams}
    for x, others in met.items():
        for y in others:
            opponents[y].add(x)
    states = {x: team(x, 10, met=tuple(opponents[x])) for x in teams}
    assert _pair_bracket(states, 10, list(teams)) == [(4, 8), (6, 16), (9, 10), (11, 24)]


def test_3_6_first_identifier_is_top_half_against_bottom_half() -> None:
    states = {x: team(x) for x in range(1, 9)}
    assert _pair_bracket(states, 0, list(states)) == [(1, 5), (2, 6), (3, 7), (4, 8)]


def test_c8_beats_the_identifier() -> None:
    """2.3.5: 1 and 5 both want White; 1-6, 2-5 meets every preference."""
    states = {x: team(x, colours=(B, B) if x in (1, 5) else (W, B)) for x in range(1, 9)}
    pairs = _pair_bracket(states, 0, list(states))
    assert pairs is not None and (1, 5) not in pairs


def test_3_4_pab_lowest_score_then_most_played_then_largest_tpn() -> None:
    states = {
        1: team(1, 20, colours=(W, B)),
        2: team(2, 0, colours=(W, B)),
        3: team(3, 0, colours=(W,)),
        4: team(4, 10, colours=(W, B)),
        5: team(5, 0, colours=(B, W), barred=True),  # C2
    }
    pab, _ = pair_teams(states, TeamOptions(), last_two=False)
    assert pab == 2  # 3.4.3: two matches played beats one; 5 is barred (2.1.2)


def test_4_3_1_initial_colour_by_the_parity_of_the_first_team() -> None:
    options = TeamOptions()
    assert allocate(team(3), team(4), options, W)[:2] == (3, 4)
    assert allocate(team(2), team(5), options, W)[:2] == (5, 2)  # 2 is first, even: Black


def test_4_2_first_team_by_primary_then_secondary_then_tpn() -> None:
    options = TeamOptions()
    assert first_team(team(5, 20), team(1, 10), options)
    assert first_team(team(5, 20, secondary=35), team(1, 20, secondary=30), options)
    assert not first_team(
        team(5, 20, secondary=35),
        team(1, 20, secondary=30),
        TeamOptions(secondary_for_colour=False),
    )


def test_4_3_5_lower_colour_difference_gets_white() -> None:
    a = team(1, 10, colours=(W, B, W))  # CD +1, no preference (Type A)
    b = team(2, 10, colours=(B, W, B))  # CD -1
    assert allocate(a, b, TeamOptions(), W)[:3] == (2, 1, "4.3.5")


def test_4_3_6_alternate_from_the_last_round_they_differ() -> None:
    a = team(1, 10, colours=(W, B, W, B))  # CD 0, no preference
    b = team(2, 10, colours=(B, W, W, B))  # CD 0, no preference
    white, black, rule = allocate(a, b, TeamOptions(), W)
    assert rule == "4.3.6" and (white, black) == (1, 2)  # round 2 from the end: 1 had B


def test_4_3_6_compares_played_histories_right_aligned() -> None:
    """GHR 3.4 (reading A12): W B B W against B W agrees on the last two matches, so 4.3.6
    does not decide (left-aligned, round 1 would differ) and 4.3.8 alternates the first-team."""
    a = team(1, 10, colours=(W, B, B, W))
    b = team(2, 10, colours=(B, W))
    white, black, rule = allocate(a, b, TeamOptions(), W)
    assert rule == "4.3.8" and (white, black) == (2, 1)


def test_3_3_3_refusal_says_when_every_team_has_met_every_other() -> None:
    """C1 (2.1.1) leaves no pairing when all teams have met (a complete all-play-all): the
    refusal says so, with an even field (3.3.3) and an odd one (3.4.1, the PAB); a forbidden
    pair that never met is no meeting, and then nothing is claimed."""
    four = {t: team(t, met=tuple(o for o in range(1, 5) if o != t)) for t in range(1, 5)}
    three = {t: team(t, met=tuple(o for o in range(1, 4) if o != t)) for t in range(1, 4)}
    for states in (four, three):
        with pytest.raises(NoValidPairing) as caught:
            pair_teams(states, TeamOptions(), last_two=False)
        assert f"each of the {len(states)} teams has met every other" in str(caught.value)
    forbidden = dict(four)
    forbidden[1] = replace(team(1, met=(2, 3)), forbidden=frozenset({4}))
    forbidden[4] = replace(team(4, met=(2, 3)), forbidden=frozenset({1}))
    with pytest.raises(NoValidPairing) as caught:
        pair_teams(forbidden, TeamOptions(), last_two=False)
    assert "has met every other" not in str(caught.value)
