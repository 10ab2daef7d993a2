"""Random team events for the differential tests: every feature of C.04.6 the engine has
(Type A, Type B, no preferences; MP or GP primary, with or without the secondary score for
colours; odd fields; whole-match and single-board forfeits; Baku with 250 records)."""

from __future__ import annotations

import random

from trfcheck.generator.team import TeamConfig

__all__ = ["event_config"]


def event_config(seed: int, *, max_teams: int = 17) -> TeamConfig:
    """The configuration of the event of ``seed`` (drawn from ``random.Random(seed)``)."""
    rng = random.Random(seed)
    baku = rng.random() < 0.2
    teams = rng.randint(4, max_teams)
    return TeamConfig(
        teams=teams,
        boards=rng.choice((2, 3, 4, 6)),
        rounds=rng.randint(3, min(9, teams - 1)),
        colour_model=rng.choice(("TYPEA", "TYPEB", "")),
        primary="MP" if baku or rng.random() < 0.6 else "GP",
        secondary=rng.random() < 0.7,
        baku=baku,
        match_forfeit_rate=rng.choice((0.0, 0.05, 0.1)),
        board_forfeit_rate=rng.choice((0.0, 0.03)),
        pattern=rng.choice(("WBWB", "WBWB", "WBBW")),
    )
