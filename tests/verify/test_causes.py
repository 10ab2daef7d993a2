"""Root causes and their consequences (``verify.causes``): which reader findings
make rounds unreliable, which rounds they touch (their own and every later one: a round is
paired from the history before it), and which findings rest on them.

The tournament is example-trf16.trf (6 players, 3 rounds); the findings are
built here, so each test states the one fact it pins down.
"""

from __future__ import annotations

from tests.conftest import FIXTURES
from trfcheck.trf import read_file
from trfcheck.trf.diagnostics import Diagnostic, Severity
from trfcheck.verify.causes import find_causes

EXAMPLE = read_file(FIXTURES / "examples" / "example-trf16.trf").tournament
E, W, INFO = Severity.ERROR, Severity.WARNING, Severity.INFO


def _reader(
    code: str,
    severity: Severity,
    line: int,
    column: int,
    *,
    round_no: int | None = None,
    players: tuple[int, ...] = (),
) -> Diagnostic:
    return Diagnostic(
        code, severity, round_no, players, "TRF", "m", "x", "y", "f.trf", line, column
    )


def _replay(round_no: int) -> Diagnostic:
    return Diagnostic("RPL001", E, round_no, (1, 2), "C6", "differs")


def test_a_block_finding_touches_its_round_and_the_later_ones() -> None:
    root = _reader("RND004", E, 14, 109, round_no=2, players=(2,))
    causes = find_causes(EXAMPLE, [_replay(1), _replay(2), _replay(3), root])
    assert causes.roots == (root,)
    depends = {d.round: d.depends_on for d in causes.diagnostics if d.code == "RPL001"}
    assert depends == {1: "", 2: "RND004 at line 14", 3: "RND004 at line 14"}
    assert causes.diagnostics[0] == root  # listed first


def test_a_whole_record_finding_touches_every_round() -> None:
    root = _reader("PLY004", E, 18, 67, players=(6,))
    causes = find_causes(EXAMPLE, [_replay(1), root])
    assert causes.dependent[0].depends_on == "PLY004 at line 18"


def test_a_cross_table_finding_about_a_broken_records_player_is_a_consequence() -> None:
    """Player 3's block of round 1 names 6 (the example's cross-table); 6's record is cut."""
    root = _reader("PLY004", E, 18, 67, players=(6,))
    rnd = _reader("RND002", E, 15, 92, round_no=1, players=(3,))
    causes = find_causes(EXAMPLE, [rnd, root])
    assert causes.roots == (root,)
    assert [d.depends_on for d in causes.diagnostics if d.code == "RND002"] == ["PLY004 at line 18"]


def test_fields_no_pairing_rests_on_are_not_root_causes() -> None:
    """A birth date (column 70) orders nobody; a rating (column 49) orders the players."""
    birth = _reader("PLY002", W, 13, 70, players=(1,))
    assert find_causes(EXAMPLE, [birth, _replay(1)]).roots == ()
    rating = _reader("PLY002", W, 13, 49, players=(1,))
    assert find_causes(EXAMPLE, [rating, _replay(1)]).roots == (rating,)


def test_blank_results_are_a_root_cause_only_when_the_points_credit_them() -> None:
    """RES015 as info: the points column agrees with "not paired"; as a warning it does not,
    and the player's PTS001 rests on it."""
    quiet = _reader("RES015", INFO, 18, 109, round_no=2, players=(6,))
    assert find_causes(EXAMPLE, [quiet, _replay(2)]).roots == ()
    loud = _reader("RES015", W, 18, 109, round_no=2, players=(6,))
    points = _reader("PTS001", E, 18, 81, players=(6,))
    causes = find_causes(EXAMPLE, [points, loud])
    assert causes.roots == (loud,)
    assert [d.depends_on for d in causes.diagnostics if d.code == "PTS001"] == ["RES015 at line 18"]


def test_a_whole_record_comes_before_a_block_of_an_earlier_line() -> None:
    """A start rank used twice (line 15) comes before an unknown opponent on line 13: the
    record's defect explains the block's (the opponent is the record read under another
    rank)."""
    rank = _reader("PLY001", E, 15, 5, players=(2,))
    unknown = _reader("RND001", E, 13, 112, round_no=3, players=(1,))
    causes = find_causes(EXAMPLE, [unknown, rank])
    assert causes.roots == (rank,)
    assert causes.diagnostics[1].depends_on == "PLY001 at line 15"


def test_a_consequence_carries_its_root_cause_as_a_finding() -> None:
    """The link is the finding itself (``Diagnostic.cause``); ``depends_on`` only prints it."""
    root = _reader("PLY004", E, 18, 67, players=(6,))
    causes = find_causes(EXAMPLE, [_replay(1), root])
    assert causes.dependent[0].cause is causes.roots[0]


def test_the_first_shifted_column_of_a_line_is_the_root_of_its_later_fields() -> None:
    """A blank inserted in player 4's name (line 16) moves the separator before the rating
    (column 53, PLY003) and the points (columns 81-84, PLY002): the points rest on it."""
    shift = _reader("PLY003", W, 16, 53, players=(4,))
    points = _reader("PLY002", E, 16, 81, players=(4,))
    causes = find_causes(EXAMPLE, [points, shift])
    assert causes.roots == (shift,)
    assert causes.diagnostics[1].cause is shift


def test_an_asymmetry_rests_on_the_opponents_unknown_opponent() -> None:
    """Player 1's round 1 block names 4 (the example's cross-table); 4's block of round 1
    names 9, who is not in the file: 1's RND002 (an earlier line) rests on 4's RND001."""
    unknown = _reader("RND001", E, 16, 92, round_no=1, players=(4,))
    asymmetric = _reader("RND002", E, 13, 92, round_no=1, players=(1,))
    causes = find_causes(EXAMPLE, [asymmetric, unknown])
    assert causes.roots == (unknown,)
    assert causes.diagnostics[1].cause is unknown


def test_blocks_without_a_result_are_the_root_of_every_named_players_points() -> None:
    loud = _reader("RES015", W, 17, 109, round_no=2, players=(5, 6))
    points = [_reader("PTS001", E, 17 + i, 81, players=(5 + i,)) for i in range(2)]
    causes = find_causes(EXAMPLE, [*points, loud])
    assert [d.cause for d in causes.diagnostics if d.code == "PTS001"] == [loud, loud]
