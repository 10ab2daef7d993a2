"""Dubov 2026 Article 5 (2018 section E): colour allocation of a pair.

Seed 3 (1997 text, "asignación de colores": both due colours; equalise whites and
blacks; alternate at the first difference going back; White to the higher ARO; White
to the lower rating) became 5.2.1-5.2.5, whose last step gives the higher-ranked
player's preference instead of the ARO and rating steps. Each case is worked out by
hand from the rule; the engine and the literal reference pairer must both give it.
"""

from __future__ import annotations

import pytest

from tests.oracles.dubov_literal import DubovLiteral
from trfcheck.pairers.dubov.colours import colour_of
from trfcheck.pairers.dubov.round_facts import build_context
from trfcheck.ruleset import PairingEdition
from trfcheck.trf.model import Colour, Player, ResultCode, RoundEntry, Tournament

W, B = Colour.WHITE, Colour.BLACK


def histories(played: dict[int, str], initial: Colour = W) -> Tournament:
    """Players 1..k with the given colour histories ("W", "B", "-" absent), every game a draw
    against a fresh opponent numbered after them, so only the colours differ."""
    k = len(played)
    rounds = max(len(h) for h in played.values())
    blocks: dict[int, list[RoundEntry]] = {}
    nxt = k + 1
    for pid, history in sorted(played.items()):
        row = []
        for r, c in enumerate(history, 1):
            if c == "-":
                row.append(RoundEntry(None, Colour.NONE, ResultCode.ZERO_BYE))
                continue
            mine = W if c == "W" else B
            row.append(RoundEntry(nxt, mine, ResultCode.DRAW))
            other = [RoundEntry(None, Colour.NONE, ResultCode.ZERO_BYE)] * (r - 1)
            blocks[nxt] = [*other, RoundEntry(pid, mine.opposite, ResultCode.DRAW)]
            nxt += 1
        blocks[pid] = row
    players = tuple(
        Player(start_rank=p, name=f"P{p}", rating=2500 - p, rounds=tuple(blocks[p]))
        for p in sorted(blocks)
    )
    return Tournament(players=players, total_rounds=rounds + 2, initial_colour=initial)


def colour(t: Tournament, x: int, y: int) -> Colour:
    """The engine's and the literal pairer's colour for ``x`` against ``y`` (they must agree)."""
    r = t.rounds_played + 1
    ctx = build_context(t, r, t.total_rounds or r, PairingEdition.R2026)
    index = {p: i for i, p in enumerate(ctx.tpn)}
    engine = colour_of(ctx, index[x], index[y])
    assert DubovLiteral().colour(t, r, x, y) is engine
    return engine


@pytest.mark.parametrize(("initial", "first", "second"), [(W, W, B), (B, B, W)])
def test_5_2_1_neither_has_played(initial: Colour, first: Colour, second: Colour) -> None:
    """5.2.1 (seed 5: pair 1 by lot, odd TPN the same colour): neither player has played, so
    the higher-ranked player gets the initial colour (5.1) if their TPN is odd, else the
    other one. Players 1 and 2 are higher-ranked than 3 and 4 (smaller TPN, equal scores)."""
    t = histories({1: "--", 2: "--", 3: "--", 4: "--"}, initial)
    assert colour(t, 1, 3) is first  # 1 is odd: the initial colour
    assert colour(t, 2, 4) is second  # 2 is even: the other colour
    assert colour(t, 3, 1) is first.opposite


def test_5_2_1_needs_both_players_without_games() -> None:
    """1.6.4 + 5.2 (seed 3 had no rule for a player without games): a player without games (mild
    Black) against one with games is not a 5.2.1 pair; here both want Black mildly, no history
    differs, so 5.2.5 gives the higher-ranked player (2, who has a draw's half point) Black,
    whatever the initial colour says."""
    t = histories({1: "-", 2: "W"})
    assert colour(t, 2, 1) is B
    assert colour(t, 1, 2) is W


def test_5_2_2_grants_both_preferences() -> None:
    """5.2.2 (seed 3: both due colours): 1 wants Black (mild, BW), 2 wants White (absolute, BB):
    both are granted, before strength or rank is looked at."""
    t = histories({1: "BW", 2: "BB"})
    assert colour(t, 1, 2) is B


def test_5_2_3_grants_the_stronger_preference() -> None:
    """5.2.3 (seed 3 equalised the colours instead): both want White; 2's preference is absolute
    (BB) and 1's mild (WB), so 2 gets White although 1 ranks higher; a strong preference (BWB)
    beats a mild one too."""
    t = histories({1: "WB", 2: "BB", 3: "BWB"})
    assert colour(t, 1, 2) is B
    assert colour(t, 1, 3) is B


def test_5_2_4_alternates_from_the_last_difference() -> None:
    """5.2.4 (seed 3: alternate at the first difference going back): both want Black strongly (WWB
    and WBW); going back from the latest game, the first difference is the last game (1 had
    Black, 2 White), so 1 now gets White and 2 Black, against 1's preference although 1 ranks
    higher (5.2.5 would give 1 Black)."""
    t = histories({1: "WWB", 2: "WBW"})
    assert colour(t, 1, 2) is W


def test_5_2_4_walks_back_over_played_games_only() -> None:
    """5.2.4 (seed 3) with GHR 3.4 (the colour sequence of played games, aligned
    from the latest game): 1 played W-BBW (absent in round 2) and 2 played BW-BW (absent in
    round 3). Latest games first: W/W, B/B, then B against W: 1 had Black, so 1 gets White.
    (Comparing by round number instead would reach round 1, W against B, and give 1 Black;
    pairing-core does that, see docs/dubov-vs-pairing-core.md.)"""
    t = histories({1: "W-BBW", 2: "BW-BW"})
    assert colour(t, 1, 2) is W


def test_5_2_5_higher_ranked_gets_the_preference() -> None:
    """5.2.5 (seed 3: White to the higher ARO, then the lower rating): identical histories (WB,
    both mildly White): the higher-ranked player (1) gets White; seed 3's later steps (White to
    the higher ARO, then to the lower rating) are gone."""
    t = histories({1: "WB", 2: "WB"})
    assert colour(t, 1, 2) is W
    assert colour(t, 2, 1) is B
