"""Rules of the Double-Swiss system (C.04.5, 2026) one by one.

Golden data: the hand-checked vector (7 players, two matches; the arithmetic is written out
below), the two worked examples of the text (3.5.4: the order of upfloater sets; 3.6.2: a
pairing's identifier) and hand-made situations whose answer the article decides.
"""

from __future__ import annotations

from itertools import permutations
from pathlib import Path

import pytest

from trfcheck.pairers.base import NoValidPairing, UnsupportedRules
from trfcheck.pairers.core.scoregroups import identifier
from trfcheck.pairers.core.upfloaters import upfloater_sets
from trfcheck.pairers.double import DoubleOptions, DoubleSwissSystem
from trfcheck.pairers.double.colours import allocate
from trfcheck.pairers.double.engine import pair_players
from trfcheck.pairers.double.state import DoubleState, build_states
from trfcheck.trf.io import read
from trfcheck.trf.model import Colour, Tournament

W, B = Colour.WHITE, Colour.BLACK
VECTOR = (Path(__file__).parents[3] / "fixtures" / "double-swiss" / "vector.trf").read_bytes()


def player(
    tpn: int,
    score: int = 0,
    *,
    met: tuple[int, ...] = (),
    colours: tuple[Colour | None, ...] = (),
    floater: bool = False,
    barred: bool = False,
    played: int | None = None,
) -> DoubleState:
    return DoubleState(
        tpn=tpn,
        standing=score,
        score=score,
        opponents=frozenset(met),
        forbidden=frozenset(),
        barred_from_pab=barred,
        matches_played=len(colours) if played is None else played,
        colours=colours,
        floater=floater,
    )


def vector() -> Tournament:
    return read(VECTOR).tournament


# --- the hand-checked vector -------------------------------------------------------------


def test_vector_match_1() -> None:
    # All on 0: PAB to 7 (3.4.2-3.4.4: lowest score, most matches, largest TPN: 7).
    # Bracket {1..6}: the first identifier, 1 2 3 4 5 6 = 1-4, 2-5, 3-6 (3.6.2).
    # Colours 4.3.1 (initial-colour W, 152): HRP 1 odd -> White; HRP 2 even -> Black;
    # HRP 3 odd -> White: 1-4, 5-2, 3-6.
    r = DoubleSwissSystem().pair(vector().truncated(0), 1)
    assert r.pairs() == [(1, 4), (5, 2), (3, 6), (7, 0)]
    assert [m.colour_rule for m in r.matches] == ["4.3.1"] * 3


def test_vector_match_2() -> None:
    # Match 1: 1-4 1.5-0.5, 5-2 1-1, 3-6 0.5-1.5, 7 PAB 1.5.
    # Scores: 1, 6, 7 = 1.5; 2, 5 = 1.0; 3, 4 = 0.5.
    # PAB (3.4): lowest score 0.5 = {3, 4}; one match each; largest TPN: 4.
    # Top scoregroup {1, 6, 7} is odd: one upfloater of 1.0 (C4, C5), first set {2} (3.5.4;
    # nobody floated in match 1, C7). Bracket {1, 2, 6, 7} -> 1-6, 2-7 (first identifier
    # 1 2 6 7). Then {5} (1.0) takes the upfloater 3 (0.5) -> 3-5.
    # Colours: 1-6, HRP 1 (TPN), 4.3.2: 6 had no White -> 6-1. 7-2, HRP 7 (1.5), Whites
    # equal (0), no common history (4.3.3), the HRP has no colour (4.3.4), 2 had Black and
    # alternates (4.3.5) -> 2-7. 5-3, HRP 5 (1.0), one White each, both White in match 1
    # (4.3.3 none), 5 alternates from White (4.3.4) -> 3-5.
    r = DoubleSwissSystem().pair(vector(), 3)
    assert r.pairs() == [(6, 1), (2, 7), (3, 5), (4, 0)]
    assert [m.colour_rule for m in r.matches] == ["4.3.2", "4.3.5", "4.3.4"]
    assert [(b.score, b.upfloaters) for b in r.brackets] == [(15, (2,)), (10, (3,))]


def test_written_match_reverses_colours_in_game_2() -> None:
    # 4.4: the player given White plays White in game 1 and Black in game 2; the PAB fills
    # both columns (Preface: byes apply to whole matches only)
    t = vector()
    written = DoubleSwissSystem().pair(t, 3).written(t)
    six, one, four = written.player(6), written.player(1), written.player(4)
    assert (six.entry(3).opponent, six.entry(3).colour, six.entry(4).colour) == (1, W, B)
    assert (one.entry(3).colour, one.entry(4).colour) == (B, W)
    assert four.entry(3).result == four.entry(4).result and four.entry(4).opponent is None


def test_even_column_is_refused() -> None:
    with pytest.raises(ValueError, match="game-1 column"):
        DoubleSwissSystem().pair(vector(), 4)


# --- the text's examples -------------------------------------------------------------------


def test_3_5_4_order_of_upfloater_sets() -> None:
    # 2, 6, 8 on 3 points and 1, 3, 5 on 2.5; two upfloaters on 3 and one on 2.5 are needed
    states = {x: player(x, 30) for x in (2, 6, 8)} | {x: player(x, 25) for x in (1, 3, 5)}
    sets = list(upfloater_sets([1, 2, 3, 5, 6, 8], (30, 30, 25), states))
    assert sets == [
        (2, 6, 1), (2, 6, 3), (2, 6, 5),
        (2, 8, 1), (2, 8, 3), (2, 8, 5),
        (6, 8, 1), (6, 8, 3), (6, 8, 5),
    ]  # fmt: skip


def test_3_6_2_identifier() -> None:
    # "4 6 9 11 8 16 10 24" = pairs 4-8, 6-16, 9-10, 11-24
    assert identifier([(9, 10), (4, 8), (24, 11), (6, 16)]) == (4, 6, 9, 11, 8, 16, 10, 24)


def test_3_6_first_legal_identifier() -> None:
    # the same eight players; 4-9 ... every pairing before 4 6 9 11 8 16 10 24 is barred by
    # C1 when 4 met 9, 10, 11 and 6 met 9, 10, 11, 24 and 8 met 9: the brute-force order says so
    met = {4: (9, 10, 11), 6: (9, 10, 11, 24), 8: (9,)}
    states = {x: player(x, 10, met=met.get(x, ())) for x in (4, 6, 8, 9, 10, 11, 16, 24)}
    for a, others in met.items():
        for b in others:
            states[b] = player(b, 10, met=states[b].opponents | {a})  # type: ignore[arg-type]
    ids = sorted(
        identifier(list(zip(p[::2], p[1::2], strict=True)))
        for p in permutations(sorted(states))
        if all(states[a].may_meet(b) and a < b for a, b in zip(p[::2], p[1::2], strict=True))
    )
    _, brackets = pair_players(states, last=True)
    assert identifier(list(brackets[0].pairs)) == ids[0]


# --- Preface and art. 1-2 ------------------------------------------------------------------


def _file(rows: dict[int, list[str]], total: int = 6) -> Tournament:
    """A Double-Swiss file of these 001 round blocks (10 characters each, both games)."""
    lines = ["012 crafted", f"142 {total}", "152 W", "162 W 1.0 D 0.5 L 0.0 P 1.5"]
    lines.append("192 FIDE_DOUBLESWISS")
    for sr, blocks in rows.items():
        head = f"001 {sr:4d} m    {'P' + str(sr):<33} {2000:4d} FID {sr:11d} 2000/01/01"
        lines.append(head.ljust(89) + "".join(f"  {b:<8}" for b in blocks))
    return read("\r\n".join(lines) + "\r\n").tournament


def test_double_forfeit_is_no_meeting_and_may_be_repeated() -> None:
    # Preface: 2 forfeits both games against 1: a forfeit match, not a meeting (C1); 1 won
    # it by forfeit, which bars its PAB (C2)
    t = _file({1: ["   2 w +", "   2 b +"], 2: ["   1 b -", "   1 w -"],
               3: ["   4 w 1", "   4 b 1"], 4: ["   3 b 0", "   3 w 0"]})  # fmt: skip
    s = build_states(t, 2, [1, 2, 3, 4], DoubleOptions())
    assert s[1].may_meet(2) and s[1].barred_from_pab and not s[2].barred_from_pab
    assert s[1].colours == (None,) and s[1].matches_played == 0
    # 1 (2.0) and 3 (2.0) meet; 2 and 4 (0) meet
    pairs = DoubleSwissSystem().pair(t, 3).pairs()
    assert sorted(tuple(sorted(p)) for p in pairs) == [(1, 3), (2, 4)]


def test_one_game_forfeited_each_way_is_a_meeting_without_colour() -> None:
    # Preface: each player forfeits one game: the match counts as played (a meeting, C1),
    # but no game was played, so it gives no colour (1.6)
    t = _file({1: ["   2 w +", "   2 b -"], 2: ["   1 b -", "   1 w +"]})
    s = build_states(t, 2, [1, 2], DoubleOptions())
    assert not s[1].may_meet(2) and s[1].matches_played == 1
    assert s[1].colours == (None,) and not s[1].barred_from_pab
    with pytest.raises(NoValidPairing):
        DoubleSwissSystem().pair(t, 3)


def test_one_game_played_gives_the_game_1_colour() -> None:
    # 1.6: the colour scheduled in game 1, when at least one game was played
    t = _file({1: ["   2 b -", "   2 w 1"], 2: ["   1 w +", "   1 b 0"]})
    s = build_states(t, 2, [1, 2], DoubleOptions())
    assert s[1].colours == (B,) and s[2].colours == (W,)


def test_pab_barred_by_a_forfeit_match_win() -> None:
    # C2: 5 (lowest, largest TPN) won a match by forfeit: the PAB goes to 4 (3.4.2-3.4.4)
    states = {x: player(x, 20) for x in (1, 2)} | {
        3: player(3, 10, played=1),
        4: player(4, 0, played=1),
        5: player(5, 0, played=1, barred=True),
    }
    pab, _ = pair_players(states, last=False)
    assert pab == 4
    assert pair_players(states | {5: player(5, 0, played=1)}, last=False)[0] == 5


def test_pab_3_4_1_leaves_a_legal_pairing() -> None:
    # 3 would be first (lowest, largest TPN), but 1 and 2 have met: 3.4.1 skips it
    states = {1: player(1, 20, met=(2,)), 2: player(2, 20, met=(1,)), 3: player(3)}
    assert pair_players(states, last=False)[0] == 2


def test_pab_3_4_3_most_matches_played() -> None:
    states = {1: player(1, 20), 2: player(2, 0, played=2), 3: player(3, 0, played=1)}
    assert pair_players(states, last=False)[0] == 2


def test_c4_c5_fewest_and_highest_upfloaters() -> None:
    # {1} on 2.0 takes one upfloater (C4) of the highest score (C5): 2 (1.5), not 3 or 4
    states = {1: player(1, 20), 2: player(2, 15), 3: player(3, 10), 4: player(4, 10)}
    _, brackets = pair_players(states, last=False)
    assert brackets[0].upfloaters == (2,) and brackets[0].pairs == ((1, 2),)


def test_c3_the_rest_must_stay_pairable() -> None:
    # {1} (2.0) takes one upfloater of 1.0: 2 is first (3.5.4), but 3 and 4 have met, so
    # {3, 4} could not be paired (C3): 3 is taken
    states = {
        1: player(1, 20),
        2: player(2, 10),
        3: player(3, 10, met=(4,)),
        4: player(4, 10, met=(3,)),
    }
    _, brackets = pair_players(states, last=False)
    assert brackets[0].upfloaters == (3,)


def test_c6_keeps_the_following_scoregroup_pairable_without_upfloaters() -> None:
    # {1} (2.0) takes one upfloater of 1.0. With 2, the rest {3, 4, 5, 6} can be paired
    # (3-5, 4-6: C3 holds), but the following scoregroup {3, 4} (1.0) cannot be paired on
    # its own (C4 in its bracket: no upfloater needed for an even group): C6 takes 3
    states = {
        1: player(1, 20),
        2: player(2, 10),
        3: player(3, 10, met=(4,)),
        4: player(4, 10, met=(3,)),
        5: player(5),
        6: player(6),
    }
    _, brackets = pair_players(states, last=False)
    assert brackets[0].upfloaters == (3,)
    assert [b.pairs for b in brackets] == [((1, 3),), ((2, 4),), ((5, 6),)]


def test_c7_upfloater_who_floated_last_round_except_in_the_last_round() -> None:
    states = {1: player(1, 20), 2: player(2, 10, floater=True), 3: player(3, 10)}
    states |= {4: player(4, 0)}
    assert pair_players(states, last=False)[1][0].upfloaters == (3,)  # C7
    assert pair_players(states, last=True)[1][0].upfloaters == (2,)  # off in the last round


def test_c8_upfloater_whose_opponent_floated_except_in_the_last_round() -> None:
    # {1, 2, 3} on 2.0, 2 floated last round; upfloater 4 (1.0, first set). The first
    # identifier 1 2 3 4 (1-3, 2-4) puts 4 against the floater 2: C8 = 1. 1-4, 2-3 has
    # C8 = 0 and identifier 1 2 4 3, before 1-2, 3-4 (1 3 2 4).
    states = {1: player(1, 20), 2: player(2, 20, floater=True), 3: player(3, 20)}
    states |= {4: player(4, 10), 5: player(5, 10), 6: player(6, 10)}
    _, brackets = pair_players(states, last=False)
    assert brackets[0].pairs == ((1, 4), (2, 3))
    _, brackets = pair_players(states, last=True)
    assert brackets[0].pairs == ((1, 3), (2, 4))  # off in the last round: first identifier


def test_c1_no_rematch() -> None:
    # 1-3 is barred: of 1-2 3-4 (identifier 1 3 2 4) and 1-4 2-3 (1 2 4 3), the second
    states = {1: player(1, met=(3,)), 2: player(2), 3: player(3, met=(1,)), 4: player(4)}
    _, brackets = pair_players(states, last=False)
    assert brackets[0].pairs == ((1, 4), (2, 3))


# --- art. 4 ----------------------------------------------------------------------------------


def test_4_3_1_lot() -> None:
    assert allocate(player(2, 10), player(5, 10), W, DoubleOptions())[:2] == (5, 2)
    assert allocate(player(3, 10), player(5, 10), W, DoubleOptions())[:2] == (3, 5)
    assert allocate(player(3, 10), player(5, 10), B, DoubleOptions())[:2] == (5, 3)


def test_4_3_2_fewer_whites() -> None:
    hrp, other = player(1, 20, colours=(W, B, W)), player(2, 10, colours=(B, W, B))
    assert allocate(hrp, other, W, DoubleOptions()) == (2, 1, "4.3.2")


def test_4_3_3_with_a_gap_both_readings() -> None:
    # HRP 1: W, (no colour), B; 2: B, W, B. Whites equal (1 each).
    # aligned (GHR 3.4): 1's played W B against 2's ... W B: equal, 1 runs out -> 4.3.4:
    # 1 alternates from B -> White.  rounds: match 3 B/B, match 2 skipped, match 1 W/B ->
    # 4.3.3: 1 had White there -> Black.
    hrp, other = player(1, 20, colours=(W, None, B)), player(2, 10, colours=(B, W, B))
    assert allocate(hrp, other, W, DoubleOptions("aligned")) == (1, 2, "4.3.4")
    assert allocate(hrp, other, W, DoubleOptions("rounds")) == (2, 1, "4.3.3")


def test_4_3_4_and_4_3_5() -> None:
    hrp, other = player(1, 20, colours=(W,)), player(2, 10, colours=(W,))
    assert allocate(hrp, other, W, DoubleOptions()) == (2, 1, "4.3.4")
    hrp, other = player(1, 20, colours=(None,)), player(2, 10, colours=(B,))
    assert allocate(hrp, other, W, DoubleOptions()) == (2, 1, "4.3.5")


def test_hrp_by_score_then_tpn() -> None:
    # 4.2: 5 (2.0) is the HRP over 1 (1.0): 4.3.1, TPN 5 odd -> initial colour
    assert allocate(player(1, 10), player(5, 20), W, DoubleOptions()) == (5, 1, "4.3.1")


def test_baku_without_250_is_refused_unless_a_reading_is_chosen() -> None:
    t = read(VECTOR.replace(b"FIDE_DOUBLESWISS", b"FIDE_DOUBLESWISS_BAKU")).tournament
    with pytest.raises(UnsupportedRules, match="250"):
        DoubleSwissSystem().pair(t, 3)
    for value in ("match", "game"):
        assert DoubleSwissSystem(DoubleOptions(baku_win=value)).pair(t, 3).pairs()


def test_baku_virtual_points_from_250_by_the_game_1_column() -> None:
    # 250: 1.0 virtual point in rounds 1-2 (match 1) to players 1-4 (C.04.7 1.5: the
    # pairing score). Match 1: PAB 7 (lowest, largest TPN); {1, 2, 3, 4} on 1.0 -> 1-3, 2-4
    # (first identifier); {5, 6} -> 5-6. Colours 4.3.1 by the HRP of the standings score
    # (no virtual points): 1 odd White, 2 even Black, 5 odd White -> 1-3, 4-2, 5-6.
    data = VECTOR.replace(
        b"FIDE_DOUBLESWISS", b"FIDE_DOUBLESWISS_BAKU\r\n" + b"250      1.0   1   2    1    4"
    )
    t = read(data).tournament.truncated(0)
    assert DoubleSwissSystem().pair(t, 1).pairs() == [(1, 3), (4, 2), (5, 6), (7, 0)]


def test_1_5_floaters_of_the_previous_match() -> None:
    # Match 2 of the vector: 6-1 (1.5 and 1.5), 2-7 (1.0 and 1.5), 3-5 (0.5 and 1.0), PAB 4.
    # Floaters before match 3 (1.5: met an opponent of another score): 2, 7, 3, 5; not 1
    # and 6 (same score), not 4 (a PAB is no float).
    t = vector()
    t = DoubleSwissSystem().pair(t, 3).written(t)
    s = build_states(t, 3, list(range(1, 8)), DoubleOptions())
    assert sorted(p for p in s if s[p].floater) == [2, 3, 5, 7]
