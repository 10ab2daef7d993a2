"""The team engine against the literal pairer of C.04.6 (tests/oracles/team_literal.py).

Golden data: the literal pairer, written from the text with brute-force searches. Random
small team events (4-10 teams, Type A / Type B / no preferences, MP or GP primary, forfeits,
Baku) are paired round by round by the engine; each round is also paired by the literal
pairer from the same history, and the two must agree on the PAB, the pairs and the colours.
"""

from __future__ import annotations

import random

import pytest

from tests.oracles.team_literal import literal_colours, literal_pair
from trfcheck.generator.team import TeamConfig, generate_team
from trfcheck.pairers.base import NoValidPairing
from trfcheck.pairers.team import TeamSystem
from trfcheck.pairers.team.state import build_states, initial_colour, options_for

SEEDS = range(300)


def small_config(seed: int) -> TeamConfig:
    """A random small event: the features the differential test covers, at oracle size."""
    rng = random.Random(seed)
    baku = rng.random() < 0.2
    teams = rng.randint(3, 10)
    return TeamConfig(
        teams=teams,
        boards=rng.choice((2, 4)),
        rounds=rng.randint(2, max(2, min(7, teams // 2 + 1))),
        colour_model=rng.choice(("TYPEA", "TYPEB", "")),
        primary="MP" if baku or rng.random() < 0.6 else "GP",
        secondary=rng.random() < 0.7,
        baku=baku,
        match_forfeit_rate=rng.choice((0.0, 0.1)),
        board_forfeit_rate=rng.choice((0.0, 0.05)),
    )


@pytest.mark.parametrize("seed", SEEDS, ids=lambda s: f"seed{s}")
def test_engine_pairs_every_round_as_the_literal_text(seed: int) -> None:
    config = small_config(seed)
    try:
        t, _ = generate_team(config, seed)
    except NoValidPairing:
        pytest.skip("the generated event ran out of legal pairings (C.04.6 3.3.3)")
    options = options_for(t)
    teams = [x.number or 0 for x in t.teams]
    initial = initial_colour(t)
    for r in range(1, config.rounds + 1):
        engine = TeamSystem().pair(t, r, teams)
        states = build_states(t, r, options, teams)
        last_two = r > config.rounds - 2
        pab, pairs = literal_pair(states, options, last_two=last_two, initial=initial)
        assert engine.pab == pab, f"round {r}: PAB (3.4)"
        expected = sorted(literal_colours(states[a], states[b], options, initial) for a, b in pairs)
        assert sorted((m.white, m.black) for m in engine.matches) == expected, f"round {r}"
