"""Burstein 2026 1.7-1.8: the Index (Buchholz, Sonneborn-Berger, TPN), readings 1 and 2.

Vector B1 (docs/burstein.md, readings 1, 2, 3 and 8; derived by hand from C.04.4.2 2026):
8 players, XXR 4, round 3 is the first Burstein round.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from trfcheck.pairers.burstein.index import index_values, zero_bye_run
from trfcheck.pairers.burstein.round_facts import build_context
from trfcheck.trf import read_file
from trfcheck.trf.model import Colour, Player, ResultCode, RoundEntry, Scoring, Tournament

B1 = Path(__file__).parents[3] / "fixtures" / "pairing" / "burstein" / "vector_b1.trf"


def _b1() -> Tournament:
    return read_file(B1).tournament


def test_1_7_2_exception_zero_bye_run_of_a_withdrawn_player() -> None:
    """1.7.2 exception, reading 1: player 6 has a zero-point bye in round 2, the last
    paired round: a run of 1 (round 3's Z, written ahead, does not count)."""
    t = _b1()
    assert zero_bye_run(t.player(6), 3) == 1
    assert zero_bye_run(t.player(5), 3) == 0  # a forfeit loss is not a zero-point bye
    assert zero_bye_run(t.player(8), 3) == 0  # the PAB is not a zero-point bye


@pytest.mark.parametrize(
    ("player", "bh", "sb"),
    [
        (1, 20, 0),  # S(5) + S(2) = 0 + 2; lost to 2
        (3, 25, 50),  # S*(6) = 0 + 1 x 1/2 (reading 1), + S(4) = 2; beat 6: 0.5 x 1
        (7, 30, 100),  # S(2) = 2, lost; forfeit win: own score 1 (reading 2), x 1 point
        (8, 30, 100),  # S(4) = 2, lost; PAB: own score 1, x 1 point
    ],
)
def test_1_7_vector_b1_index(player: int, bh: int, sb: int) -> None:
    """1.7.1-1.7.2, readings 1 and 2: BH in tenths, SB in hundredths (vector B1)."""
    v = index_values(_b1(), 3)[player]
    assert (v.buchholz, v.sonneborn_berger) == (bh, sb)


def test_1_8_vector_b1_bracket_order() -> None:
    """1.8: in the 1-point bracket the order is 7, 8 (equal Index, TPN), 3, 1; scores
    are not used."""
    ctx = build_context(_b1(), 3)
    group = [ctx.tpn[i] for i in range(ctx.n) if ctx.score[i] == 10]
    assert group == [7, 8, 3, 1]


def test_1_7_2_sonneborn_berger_uses_the_registered_points_under_3_1_0() -> None:
    """Reading 2 under 3-1-0: SB multiplies by the points registered (3 for a win), and
    the zero-point-bye run of an opponent counts as draws worth 1 point (not 1/2)."""
    scoring = Scoring.per_game(30, 10)
    e = RoundEntry
    players = (
        Player(1, rounds=(e(2, Colour.WHITE, ResultCode.WIN), e(3, Colour.BLACK, ResultCode.DRAW))),
        Player(
            2,
            rounds=(e(1, Colour.BLACK, ResultCode.LOSS), e(None, Colour.NONE, ResultCode.ZERO_BYE)),
        ),
        Player(
            3, rounds=(e(None, Colour.NONE, ResultCode.PAB), e(1, Colour.WHITE, ResultCode.DRAW))
        ),
    )
    t = Tournament(players=players, total_rounds=5, scoring=scoring)
    v = index_values(t, 3)
    # S(2) = 0, run 1 -> S*(2) = 0 + 1 x 1 = 1 point; S(3) = 3 + 1 = 4 points.
    assert v[1].buchholz == 10 + 40
    assert v[1].sonneborn_berger == 10 * 30 + 40 * 10
    # 2: the game with 1 (S(1) = 4), then a zero-point bye: own score 0, times 0 points.
    assert (v[2].buchholz, v[2].sonneborn_berger) == (40, 0)
    # 3: PAB = a game against oneself worth 3 points (S(3) = 4), then a draw with 1.
    assert v[3].buchholz == 40 + 40
    assert v[3].sonneborn_berger == 40 * 30 + 40 * 10


def test_1_7_2_exception_void_for_a_late_entrant_who_has_played() -> None:
    """Reading 1: byes before a late entry stop counting once the player has played."""
    e = RoundEntry
    players = (
        Player(
            1,
            rounds=(e(None, Colour.NONE, ResultCode.ZERO_BYE), e(2, Colour.WHITE, ResultCode.WIN)),
        ),
        Player(
            2, rounds=(e(3, Colour.WHITE, ResultCode.DRAW), e(1, Colour.BLACK, ResultCode.LOSS))
        ),
        Player(
            3, rounds=(e(2, Colour.BLACK, ResultCode.DRAW), e(None, Colour.NONE, ResultCode.PAB))
        ),
    )
    t = Tournament(players=players, total_rounds=5)
    assert zero_bye_run(t.player(1), 3) == 0
    assert index_values(t, 3)[2].buchholz == 10 + 15  # S(1) = 1, S(3) = 1.5


def _literal_index(t: Tournament, round_no: int) -> dict[int, tuple[int, int]]:
    """Burstein 1.7, round by round as the module's readings state it (no shortcut): S(q)
    the real score after round r-1, z(q) the zero-point-bye run ending at r-1, a round
    without a game over the board weighs the player's own score."""
    from trfcheck.pairers.core.state import RoundKind, round_kind

    s = t.scoring

    def points(e: RoundEntry) -> int:
        if e.result is None:
            return s.draw if e.opponent is not None else s.zero_bye
        return s.points(e.result, e.colour)

    done = round_no - 1
    score = {p.start_rank: sum(points(p.entry(r)) for r in range(1, done + 1)) for p in t.players}
    seen = {
        p.start_rank: score[p.start_rank] + zero_bye_run(p, round_no) * s.draw for p in t.players
    }
    out = {}
    for p in t.players:
        bh = sb = 0
        for r in range(1, done + 1):
            e = p.entry(r)
            game = round_kind(e) in (RoundKind.PLAYED, RoundKind.PENDING) and e.opponent
            term = seen.get(e.opponent or 0, 0) if game else score[p.start_rank]
            bh += term
            sb += term * points(e)
        out[p.start_rank] = (bh, sb)
    return out


@pytest.mark.parametrize("seed", range(1, 13))
def test_1_7_index_equals_the_round_by_round_sums(seed: int) -> None:
    """1.7.1-1.7.2: the fast Index (sums over games only) equals the literal sums over every
    round, on generated Burstein tournaments with byes, absences, withdrawals, late entries
    and forfeits, for every round, including rounds past the end of the file."""
    from trfcheck.generator import Config, generate, with_settings

    config = with_settings(
        Config(),
        [
            ("system", "burstein"),
            ("players", "9-30"),
            ("rounds", "5-9"),
            ("half_bye", "5%"),
            ("zero_bye", "5%"),
            ("withdrawal", "10%"),
            ("late_entry", "10%"),
            ("forfeit_rate", "5%"),
        ],
    )
    t = generate(config, seed).tournament
    for r in range(1, t.rounds_played + 3):
        fast = {p: (v.buchholz, v.sonneborn_berger) for p, v in index_values(t, r).items()}
        assert fast == _literal_index(t, r), r
