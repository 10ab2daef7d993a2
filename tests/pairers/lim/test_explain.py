"""Why a published Lim round differs from the rules' pairing (``LimSystem.explain``).

Each case is a small tournament whose next round is worked out by hand from the article
named; the published round departs from it at one decision, and the explanation must name
that article.
"""

from __future__ import annotations

import json
from pathlib import Path

from typer.testing import CliRunner

from trfcheck.cli import app
from trfcheck.pairers.lim import LimSystem
from trfcheck.ruleset import PairingEdition
from trfcheck.trf import dumps
from trfcheck.trf.model import ResultCode, Tournament

from .kit import tournament

RATINGS = [2400 - 50 * i for i in range(8)]


def _draws_of_four() -> Tournament:
    """Round 1 (7.2, #1 White): 1-3 and 4-2, both drawn; everyone on 0.5, the median score
    of round 2. Due colours (5.2): 1 and 4 Black, 2 and 3 White."""
    return tournament(RATINGS[:4], [[(1, 3, "="), (4, 2, "=")]], total=5)


def test_5_2_exchange_for_colour_is_named() -> None:
    """Lim 2.5 [9.5], 5.2 [12.2]: #1 cannot meet #3 again and takes #2 (due White) rather
    than #4 (due Black, like him): 1-2 and 3-4. The published 1-4, 2-3 skips the exchange."""
    why = LimSystem(None, PairingEdition.R2026).explain(_draws_of_four(), 2, [(1, 4), (2, 3)])
    assert why.rule == "C.04.4.3 art. 5.2"
    assert why.category == "colour-exchange"
    assert "1 meets 2" in why.text


def test_5_2_due_colours_of_a_pair_are_named() -> None:
    """Lim 5.2 [12.2]: in 1-2, #2 is due White and #1 Black, so 2-1; published 1-2."""
    why = LimSystem(None, PairingEdition.R2026).explain(_draws_of_four(), 2, [(1, 2), (3, 4)])
    assert (why.rule, why.category) == ("C.04.4.3 art. 5.2", "colour-both-due")


def test_7_1_round_one_pab_is_named() -> None:
    """Lim 7.1 [14.1]: in round 1 the lowest-rated player (#5) gets the PAB, not #4."""
    t = tournament(RATINGS[:5], total=5)
    why = LimSystem(None, PairingEdition.R2026).explain(t, 1, [(1, 3), (5, 2), (4, 0)])
    assert why.rule == "C.04.4.3 art. 7.1"
    assert "goes to 5" in why.text


def test_1_1_later_pab_is_named() -> None:
    """Lim 1.1 [8.1]: round 2, #5 had the round-1 PAB; 1-3 and 4-2 were won by 1 and 2. The
    lowest group {3, 4}: the PAB goes to #4, the lowest ranked; published to #3."""
    t = tournament(
        RATINGS[:5], [[(1, 3, "1"), (4, 2, "0")]], byes={1: {5: ResultCode.PAB}}, total=5
    )
    why = LimSystem(None, PairingEdition.R2026).explain(t, 2, [(1, 2), (5, 4), (3, 0)])
    assert (why.rule, why.category) == ("C.04.4.3 art. 1.1", "pab")


def test_3_2_4_floater_of_an_odd_group_is_named() -> None:
    """Lim 2.3.4, 3.2.2, 3.2.4 [9.3d, 10.2]: round 1 1-5, 6-2, 3-7 won by 1, 2, 3 and 8-4
    drawn. Round 2 pairs the 1-point group {1, 2, 3} downward: #1 and #3 are due Black, #2
    White, so a player due Black floats, the lowest ranked: #3. The published round floats
    #1 and pairs 2-3."""
    t = tournament(RATINGS, [[(1, 5, "1"), (6, 2, "0"), (3, 7, "1"), (8, 4, "=")]], total=5)
    why = LimSystem(None, PairingEdition.R2026).explain(t, 2, [(2, 3), (4, 1), (8, 5), (6, 7)])
    assert (why.rule, why.category) == ("C.04.4.3 art. 3.2.4", "floater-numbering")
    assert "sends on {3}" in why.text and "floats {1}" in why.text


def test_check_prints_the_lim_explanation(tmp_path: Path) -> None:
    """``trfcheck check``: a Lim round that skips the 5.2 exchange is reported with its
    article (the replay calls ``LimSystem.explain``)."""
    t = tournament(RATINGS[:4], [[(1, 3, "="), (4, 2, "=")], [(1, 4, "="), (3, 2, "=")]])
    path = tmp_path / "lim.trf"
    path.write_text(dumps(t))
    result = CliRunner().invoke(app, ["check", str(path), "--system", "lim", "--format", "json"])
    rounds = json.loads(result.stdout)["rounds"]
    assert [r["ok"] for r in rounds] == [True, False]
    assert rounds[1]["reason"]["rule"] == "C.04.4.3 art. 5.2"
