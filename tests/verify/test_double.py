"""The match checks of a Double-Swiss event (C.04.5 C1, C2; ``verify.double``).

Golden data: hand-made files whose answer the article decides (a rematch after a meeting,
a rematch after a forfeit match, a PAB after a match won by forfeit).
"""

from __future__ import annotations

from trfcheck.trf.io import read
from trfcheck.trf.model import Tournament
from trfcheck.verify.double import check_double


def _file(rows: dict[int, list[str]]) -> Tournament:
    lines = ["012 crafted", "142 6", "152 W", "162 W 1.0 D 0.5 L 0.0 P 1.5"]
    lines.append("192 FIDE_DOUBLESWISS")
    for sr, blocks in rows.items():
        head = f"001 {sr:4d} m    {'P' + str(sr):<33} {2000:4d} FID {sr:11d} 2000/01/01"
        lines.append(head.ljust(89) + "".join(f"  {b:<8}" for b in blocks))
    return read("\r\n".join(lines) + "\r\n").tournament


def test_c1_a_second_meeting_is_found_at_its_match() -> None:
    t = _file(
        {
            1: ["   2 w 1", "   2 b 1", "   2 b =", "   2 w ="],
            2: ["   1 b 0", "   1 w 0", "   1 w =", "   1 b ="],
        }
    )
    found = check_double(t)
    assert [(d.code, d.round, d.players, d.rule) for d in found] == [
        ("DSR001", 3, (1, 2), "C.04.5 C1 (2.1.1)")
    ]


def test_c1_a_forfeit_match_may_be_repeated() -> None:
    # Preface: 2 forfeited both games of match 1: no meeting, the rematch is legal
    t = _file(
        {
            1: ["   2 w +", "   2 b +", "   2 b =", "   2 w ="],
            2: ["   1 b -", "   1 w -", "   1 w =", "   1 b ="],
        }
    )
    assert check_double(t) == []


def test_c2_pab_after_a_match_won_by_forfeit() -> None:
    t = _file(
        {
            1: ["   2 w +", "   2 b +", "0000 - U", "0000 - U"],
            2: ["   1 b -", "   1 w -", "   3 w 1", "   3 b 1"],
            3: ["0000 - U", "0000 - U", "   2 b 0", "   2 w 0"],
        }
    )
    found = check_double(t)
    assert [(d.code, d.round, d.players) for d in found] == [("DSR002", 3, (1,))]
    assert "a match won by forfeit in match 1" in found[0].message


def test_c2_one_game_won_by_forfeit_does_not_bar_the_pab() -> None:
    # Preface: only a player forfeiting both games makes a forfeit match
    t = _file(
        {
            1: ["   2 w +", "   2 b 1", "0000 - U", "0000 - U"],
            2: ["   1 b -", "   1 w 0", "   3 w 1", "   3 b 1"],
            3: ["0000 - U", "0000 - U", "   2 b 0", "   2 w 0"],
        }
    )
    assert check_double(t) == []
