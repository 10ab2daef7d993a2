"""CLR001 / CLR002 in the last round of a Lim tournament (C.04.4.3 art. 6): a colour break is
allowed only when it is necessary: info when no pairing with the same scores avoids it,
error when the other colours within the pair or an exchange of two players of equal score
with another pair would have avoided it.

Golden data: the reproducers of fixtures/lim-cases with their last round written
in by hand, as another implementation paired it (the avoidable break) and as the text
requires (no break); and a hand-made field where the break cannot be avoided.
"""

from __future__ import annotations

from dataclasses import replace

from tests.conftest import FIXTURES
from tests.named_rules import check_named
from tests.pairers.lim.kit import tournament
from trfcheck.trf import read_file
from trfcheck.trf.diagnostics import Diagnostic, Severity
from trfcheck.trf.model import Colour, ResultCode, RoundEntry, Tournament

CASES = FIXTURES / "lim-cases"


def _with_round(
    t: Tournament, r: int, boards: list[tuple[int, int]], pab: int | None
) -> Tournament:
    """``t`` with round ``r`` played: every board drawn, ``pab`` given the PAB."""
    rows: dict[int, RoundEntry] = {}
    for w, b in boards:
        rows[w] = RoundEntry(b, Colour.WHITE, ResultCode.DRAW)
        rows[b] = RoundEntry(w, Colour.BLACK, ResultCode.DRAW)
    if pab is not None:
        rows[pab] = RoundEntry(None, Colour.NONE, ResultCode.PAB)
    return replace(t, players=tuple(p.with_entry(r, rows[p.start_rank]) for p in t.players))


def _colour_findings(t: Tournament, r: int) -> list[Diagnostic]:
    found = check_named(t, "lim", "2026", findings=())
    return [v for v in found if v.code in ("CLR001", "CLR002") and v.round == r]


def test_6_break_avoidable_by_the_colours_within_the_pair_is_an_error() -> None:
    """Art. 6: round 4 of 4, 8-5 gives #8 (B W W) a third White; 5-8 breaks nothing."""
    t = read_file(CASES / "last-round-avoidable-break-a.trf").tournament
    other = [(9, 3), (4, 1), (7, 10), (6, 2)]
    bad = _colour_findings(_with_round(t, 4, [*other, (8, 5)], None), 4)
    assert [(v.code, v.severity, v.players) for v in bad] == [("CLR002", Severity.ERROR, (8,))]
    assert "colours the other way" in bad[0].message
    assert _colour_findings(_with_round(t, 4, [*other, (5, 8)], None), 4) == []


def test_6_break_avoidable_by_an_equal_score_exchange_is_an_error() -> None:
    """Art. 6: round 5 of 5, 9-8 gives #8 (W B B) a third Black while #7 and #8 have the same
    score: 8-1 and 9-7 keep the scores and break nothing."""
    t = read_file(CASES / "last-round-avoidable-break-b.trf").tournament
    bad = _colour_findings(_with_round(t, 5, [(3, 2), (1, 7), (6, 4), (9, 8)], 5), 5)
    assert [(v.code, v.severity, v.players) for v in bad] == [("CLR002", Severity.ERROR, (8,))]
    assert "equal score" in bad[0].message
    good = _with_round(t, 5, [(3, 2), (8, 1), (4, 6), (9, 7)], 5)
    assert _colour_findings(good, 5) == []


def test_6_necessary_break_is_info() -> None:
    """Art. 6: last round; #1, #2 (3 points, B W W) must both have Black, #3, #4 (0 points,
    W B B) White; 1-3, 1-4, 2-3, 2-4 were played, the others are absent: 1-2 and 4-3 are
    the only pairing, and each gives one player a third equal colour: info."""
    t = tournament(
        [2400, 2300, 2200, 2100, 2000, 1900, 1800, 1700],
        [
            [(3, 1, "0"), (4, 2, "0"), (5, 6, "="), (7, 8, "=")],
            [(1, 4, "1"), (2, 3, "1"), (5, 7, "="), (6, 8, "=")],
            [(1, 5, "1"), (2, 6, "1"), (7, 3, "1"), (8, 4, "1")],
            [(1, 2, "="), (4, 3, "=")],
        ],
        total=4,
    )
    found = _colour_findings(t, 4)
    assert sorted((v.code, v.severity, v.players) for v in found) == [
        ("CLR002", Severity.INFO, (1,)),
        ("CLR002", Severity.INFO, (3,)),
    ]
    assert all("no pairing with the same scores avoids it" in v.message for v in found)
