"""``round_facts``: the compatibility graph of Lim 2.1 [9.1] as the matcher reads it.

The matcher reads each player's compatible opponents as a bit mask (``Neighbours.mask``);
it must name exactly the players ``Neighbours`` answers "compatible" for, the definition
(not met, and a colour within 5.1 for both).
"""

from __future__ import annotations

import pytest

from tests.conftest import FIXTURES
from trfcheck.pairers.lim.matcher import Masked, vertices_of
from trfcheck.pairers.lim.round_facts import build_round
from trfcheck.trf import read_file

SOURCE = FIXTURES / "generated" / "bbpPairings-burstein" / "burstein-large-2000.trf"


@pytest.mark.parametrize("round_no", [6, 9])
def test_mask_names_the_compatible_players(round_no: int) -> None:
    t = read_file(SOURCE).tournament
    ids = [p.start_rank for p in t.players][::7]  # a part of the field, ids with gaps
    rnd = build_round(t, round_no, False, ids)
    met = 0
    for i in ids:
        near = rnd.adj[i]
        assert isinstance(near, Masked)
        assert vertices_of(near.mask) == [j for j in ids if j in near]
        met += sum(1 for j in ids if j != i and j not in near)
    assert met > 0  # the games played (and from round 2 the colours) remove opponents
