"""INI002: the initial colour declared in 152/XXC against round 1 (Dutch 5.2.5: pairing
number 1 receives the colour drawn by lot)."""

from __future__ import annotations

from tests.conftest import FIXTURES
from tests.named_rules import check_named
from trfcheck.trf import read, read_file

SHARLY = FIXTURES / "real" / "sharly_chess" / "trf-import-test.trf"


def test_152_black_against_a_white_first_board_is_flagged() -> None:
    """The file says ``152 B``; its 001 line of player 1 has ``9 w 1`` in round 1 (read by
    hand): player 1 (pairing number 1) had White, so the declaration contradicts round 1."""
    t = read_file(SHARLY).tournament
    found = [v for v in check_named(t, "dutch", "2026", findings=()) if v.code == "INI002"]
    assert [(v.round, v.players) for v in found] == [(1, (1,))]
    assert "declares the initial colour B" in found[0].message


def test_matching_declaration_is_not_flagged() -> None:
    """The same file with ``152 W``: player 1's White agrees with it."""
    text = SHARLY.read_text().replace("\n152 B", "\n152 W")
    t = read(text).tournament
    assert [v for v in check_named(t, "dutch", "2026", findings=()) if v.code == "INI002"] == []
