"""What an unplayed round counts for in the history the engines share (``core.state``).

Dutch 2026 art. 1.4 (floats) and C.04.1 art. 4 (PAB eligibility), against the 2017 text
(A.4.b, art. d), on one player whose second round is unplayed in each way a TRF can say.
"""

from __future__ import annotations

import dataclasses
import tracemalloc

import pytest

from trfcheck.pairers.core import state as state_module
from trfcheck.pairers.core.state import Float, c1_graph, histories, player_states
from trfcheck.ruleset import PairingEdition
from trfcheck.trf.model import (
    Colour,
    ForbiddenPairs,
    Player,
    ResultCode,
    RoundEntry,
    Scoring,
    Tournament,
)


def _history(second: RoundEntry, scoring: Scoring | None = None) -> Tournament:
    """Players 1 and 2 play round 1 (1 wins); in round 2 player 1 has ``second``."""
    one = Player(
        start_rank=1,
        rounds=(RoundEntry(2, Colour.WHITE, ResultCode.WIN), second),
    )
    two = Player(
        start_rank=2,
        rounds=(RoundEntry(1, Colour.BLACK, ResultCode.LOSS), RoundEntry(None, Colour.NONE, None)),
    )
    return Tournament(players=(one, two), total_rounds=3, scoring=scoring or Scoring())


def _bye(code: ResultCode) -> RoundEntry:
    return RoundEntry(None, Colour.NONE, code)


@pytest.mark.parametrize(
    ("code", "expected"),
    [
        (ResultCode.PAB, Float.DOWN),  # art. 1.4.3: the PAB receiver
        (ResultCode.FULL_BYE, Float.DOWN),  # art. 1.4.4: more than a loss without playing
        (ResultCode.HALF_BYE, Float.DOWN),
        (ResultCode.ZERO_BYE, Float.NONE),
    ],
)
def test_dutch_2026_1_4_unplayed_round_floats(code: ResultCode, expected: Float) -> None:
    """Dutch 2026 art. 1.4.3-1.4.4: a PAB, or an unplayed round scoring more than a loss,
    counts as a downfloat; a zero-point bye does not."""
    state = player_states(_history(_bye(code)), 3, PairingEdition.R2026)[1]
    assert state.float_in(2) is expected


def test_dutch_2026_1_4_3_a_pab_worth_nothing_is_still_a_downfloat() -> None:
    """Dutch 2026 art. 1.4.3 names the PAB receiver whatever the PAB is worth (XXS PAB=0);
    bbpPairings v6 gives no float there (it counts only rounds scoring more than a loss)."""
    t = _history(_bye(ResultCode.PAB), Scoring(pab=0))
    assert player_states(t, 3, PairingEdition.R2026)[1].float_in(2) is Float.DOWN


@pytest.mark.parametrize(
    "code", [ResultCode.PAB, ResultCode.HALF_BYE, ResultCode.ZERO_BYE, ResultCode.FORFEIT_LOSS]
)
def test_dutch_2017_a_4_b_every_unplayed_round_is_a_downfloat(code: ResultCode) -> None:
    """Dutch 2017 A.4.b: a player who did not play a round counts as having floated down."""
    second = RoundEntry(2, Colour.NONE, code) if code is ResultCode.FORFEIT_LOSS else _bye(code)
    assert player_states(_history(second), 3, PairingEdition.PRE2026)[1].float_in(2) is Float.DOWN


@pytest.mark.parametrize(
    ("code", "rules", "eligible"),
    [
        (ResultCode.PAB, PairingEdition.R2026, False),
        (ResultCode.PAB, PairingEdition.PRE2026, False),
        (ResultCode.FULL_BYE, PairingEdition.R2026, False),  # 2026 art. 4: a win's points unplayed
        (
            ResultCode.FULL_BYE,
            PairingEdition.PRE2026,
            True,
        ),  # before 2026 (art. d): PAB, forfeit win
        (ResultCode.HALF_BYE, PairingEdition.R2026, True),
    ],
)
def test_basic_rules_art_4_pab_eligibility(
    code: ResultCode, rules: PairingEdition, eligible: bool
) -> None:
    """C.04.1 art. 4 (2026): no PAB for a player who has had one or who scored a win's points
    without playing; before 2026 (art. d) only a PAB or a forfeit win bars it."""
    assert player_states(_history(_bye(code)), 3, rules)[1].pab_eligible is eligible


def test_a_copy_with_the_same_players_shares_the_histories_but_not_other_virtual_points() -> None:
    """Histories depend only on the players' blocks, the scoring and the virtual points
    (C.04.7): a copy that changes another field (a replay's declared rounds) gets the same
    histories without recomputing them; a copy with other virtual points does not."""
    t = _history(RoundEntry(None, Colour.NONE, ResultCode.PAB))
    full = histories(t)
    assert histories(dataclasses.replace(t, total_rounds=9)) is full
    accelerated = dataclasses.replace(t, acceleration={(2, 2): 10})
    other = histories(accelerated)
    assert other is not full
    # player 2 gets a virtual point in round 2; the round-1 game is unchanged.
    assert other[1].floats == full[1].floats
    assert player_states(accelerated, 2)[2].acceleration == 10


def _long_line(rounds: int) -> Tournament:
    """Four players meeting in turn for ``rounds`` rounds, all draws (a file with
    one line of a thousand rounds must not cost quadratic time or memory)."""
    partner = ({1: 2, 2: 1, 3: 4, 4: 3}, {1: 3, 3: 1, 2: 4, 4: 2})
    players = tuple(
        Player(
            start_rank=p,
            rounds=tuple(
                RoundEntry(
                    partner[r % 2][p],
                    Colour.WHITE if (p < partner[r % 2][p]) == (r % 3 == 0) else Colour.BLACK,
                    ResultCode.DRAW,
                )
                for r in range(rounds)
            ),
        )
        for p in range(1, 5)
    )
    return Tournament(players=players, total_rounds=rounds)


def test_states_kept_for_reuse_stay_bounded_on_a_long_line() -> None:
    """The states built before each round are kept for the callers that ask again (the rule
    checks after a replay), a bounded number per player: every one of them holds its
    rounds, so keeping all would be quadratic (36 MB for 4 players x 1,000 rounds)."""
    t = _long_line(600)
    tracemalloc.start()
    try:
        for r in range(1, 601):
            states = player_states(t, r)
        peak = tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()
    assert states[1].scores[-1] == 599 * 5  # 599 draws before round 600, in tenths
    kept = [len(h.built) for h in histories(t).values()]
    assert kept and max(kept) <= state_module._BUILT_KEPT
    assert peak < 6_000_000, peak  # unbounded: about 13 MB here


def test_a_state_asked_again_is_the_one_built() -> None:
    """The same round of the same tournament gives the very same states (not rebuilt)."""
    t = _long_line(8)
    first = player_states(t, 5)
    again = player_states(t, 5)
    assert all(first[p] is again[p] for p in first)
    assert player_states(t, 5, ids=[3])[3] is first[3]


def test_c1_graph_joins_the_players_met_and_the_forbidden_pairs_of_the_round() -> None:
    """[C1] (C.04.3, C.04.4.1, C.04.4.2 C1; C.04.2 art. 3.5 for XXP/260), worked by hand:
    1 beat 2 in round 1 (3 and 4 absent); the file forbids {3, 4} from round 2 on and
    {1, 3} in round 1 only. For round 2 in the order (3, 1, 2, 4): 1-2 met (positions 1
    and 2), 3-4 forbidden (0 and 3); 1-3 no longer applies."""
    absent = (_bye(ResultCode.ZERO_BYE),)
    t = Tournament(
        players=(
            Player(start_rank=1, rounds=(RoundEntry(2, Colour.WHITE, ResultCode.WIN),)),
            Player(start_rank=2, rounds=(RoundEntry(1, Colour.BLACK, ResultCode.LOSS),)),
            Player(start_rank=3, rounds=absent),
            Player(start_rank=4, rounds=absent),
        ),
        total_rounds=3,
        forbidden=(
            ForbiddenPairs(frozenset({3, 4}), first_round=2),
            ForbiddenPairs(frozenset({1, 3}), first_round=1, last_round=1),
        ),
    )
    order = [3, 1, 2, 4]
    states = player_states(t, 2, PairingEdition.R2026, order)
    assert c1_graph(t, 2, [states[p] for p in order], order) == [{3}, {2}, {1}, {0}]
