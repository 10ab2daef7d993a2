"""Lim Art. 6 [13] on a generated 1000-player tournament: no avoidable last-round colour break.

Art. 6 lets the same-or-nearest-score principle win over the colour limits of 5.1 in the
last round "even if for that it is necessary" to break them. The test searches the last
round of a tournament made by ``trfcheck generate`` (1000 players, 10 rounds: not a
Maxi-tournament) independently of the engine: for every pair whose colours break 5.1 it
tries the other colours within the pair, and every exchange of two players of equal score
with another pair of the round (which keeps the score profile of both pairs); none may need
fewer breaks. The same search is the rule check of ``verify.rules`` (CLR001 / CLR002 as
errors), which must find nothing either. (An engine without the exchanges gave this tournament,
seed 15, one last-round break, 935-979, which three such exchanges avoid.)
"""

from __future__ import annotations

import pytest

from tests.named_rules import check_named
from trfcheck.generator import generate
from trfcheck.generator.config import Config
from trfcheck.pairers.core.state import player_states
from trfcheck.trf.diagnostics import Severity
from trfcheck.trf.model import Colour, Tournament

W, B = Colour.WHITE, Colour.BLACK


def _fits(colours: tuple[Colour, ...], c: Colour) -> bool:
    """5.1: no third equal colour in a row, no lead of three."""
    seq = (*colours, c)
    lead = seq.count(W) - seq.count(B)
    return abs(lead) <= 2 and not (len(seq) >= 3 and seq[-1] == seq[-2] == seq[-3])


def _avoidable_breaks(t: Tournament, r: int) -> tuple[int, list[str]]:
    """The breaking pairs of round ``r`` and how each could have been avoided."""
    st = player_states(t, r)
    boards = []
    for player in t.players:
        e = player.entry(r)
        if e.opponent is not None and e.colour is W:
            boards.append((player.start_rank, e.opponent))

    def breaks_as(w: int, b: int) -> bool:
        return not (_fits(st[w].colours, W) and _fits(st[b].colours, B))

    def must_break(x: int, y: int) -> bool:
        return breaks_as(x, y) and breaks_as(y, x)

    def may_meet(x: int, y: int) -> bool:
        return y not in st[x].opponents and x not in st[y].opponents

    score = {i: s.pairing_score for i, s in st.items()}
    broken = [(w, b) for w, b in boards if breaks_as(w, b)]
    found = []
    for w, b in broken:
        if not must_break(w, b):
            found.append(f"{w}-{b}: the other colours keep both within 5.1")
            continue
        for c, d in boards:
            if {c, d} & {w, b}:
                continue
            before = 1 + breaks_as(c, d)
            for (p, q), (u, v) in (((w, c), (b, d)), ((w, d), (b, c))):
                same = score[b] == score[q] or score[w] == score[v]
                if not (same and may_meet(p, q) and may_meet(u, v)):
                    continue
                if must_break(p, q) + must_break(u, v) < before:
                    found.append(f"{w}-{b}: {p}-{q} and {u}-{v} (pair {c}-{d})")
    return len(broken), found


@pytest.mark.slow
def test_6_no_avoidable_last_round_break_in_1000_players() -> None:
    """Lim Art. 6 [13]: the last round of a generated 1000-player tournament has no colour
    break that the other colours or an equal-score exchange would avoid."""
    config = Config(system="lim", players=(1000, 1000), rounds=(10, 10))
    t = generate(config, 15).tournament
    assert len(t.players) == 1000 and t.total_rounds == 10
    last = t.total_rounds
    breaks, avoidable = _avoidable_breaks(t, last)
    assert avoidable == [], f"{breaks} breaks, avoidable: {avoidable[:5]}"
    errors = [
        v
        for v in check_named(t, "lim", "2026", findings=())
        if v.code in ("CLR001", "CLR002") and v.severity is Severity.ERROR
    ]
    assert errors == []
